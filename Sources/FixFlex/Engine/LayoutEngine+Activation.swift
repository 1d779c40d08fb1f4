import Cassowary

extension LayoutEngine {
  // MARK: Activation across trees

  /// Validates the constraints, groups them by the engine of their tree, and
  /// activates each group; all or nothing.
  static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    // Everything is checked before anything changes. `isCollected` marks a
    // constraint seen, so that one listed twice is activated once; the marks of the
    // constraints looked at come off on the way out.
    var looked = 0
    defer { for constraint in constraints[..<looked] { constraint.isCollected = false } }
    var roots = RootCache()
    var firstRoot: LayoutNode?
    var oneTree = true
    var skipped = false
    for constraint in constraints {
      looked += 1
      if constraint.isActive || constraint.isCollected {
        skipped = true
        continue
      }
      let root = try validate(constraint, roots: &roots)
      constraint.isCollected = true
      if let firstRoot {
        if root !== firstRoot { oneTree = false }
      } else {
        firstRoot = root
      }
    }
    guard let firstRoot else { return }
    // The taken constraints, each once and in order (the marks come off as they go).
    func taken(_ list: [LayoutConstraint]) -> [LayoutConstraint] {
      list.filter { constraint in
        guard constraint.isCollected else { return false }
        constraint.isCollected = false
        return true
      }
    }
    // One tree, nearly always: the list as it is, with no pairs of root and
    // constraint built and grouped (eight reference counts a constraint).
    guard !oneTree else {
      try firstRoot.layoutEngine.activate(skipped ? taken(constraints) : constraints)
      return
    }
    // Group by tree, in order of first appearance.
    var groups: [(engine: LayoutEngine, constraints: [LayoutConstraint])] = []
    for constraint in taken(constraints) {
      let engine = roots.root(of: constraint.firstItem!).layoutEngine
      if let at = groups.firstIndex(where: { $0.engine === engine }) {
        groups[at].constraints.append(constraint)
      } else {
        groups.append((engine, [constraint]))
      }
    }
    for (done, group) in groups.enumerated() {
      do {
        try group.engine.activate(group.constraints)
      } catch {
        for earlier in groups[..<done] { earlier.engine.deactivate(earlier.constraints) }
        throw error
      }
    }
  }

  /// Deactivates the constraints, each in its own engine.
  static func deactivate(_ constraints: [LayoutConstraint]) {
    var groups: [(engine: LayoutEngine, constraints: [LayoutConstraint])] = []
    for constraint in constraints {
      guard let engine = constraint.engine else { continue }
      if let at = groups.firstIndex(where: { $0.engine === engine }) {
        groups[at].constraints.append(constraint)
      } else {
        groups.append((engine, [constraint]))
      }
    }
    for group in groups { group.engine.deactivate(group.constraints) }
  }

  /// Checks a constraint before anything is changed and returns the root of its tree.
  static func validate(_ constraint: LayoutConstraint, roots: inout RootCache)
    throws(LayoutError) -> LayoutNode
  {
    guard let first = constraint.firstItem else { throw .releasedNode("\(constraint)") }
    guard constraint.constant.isFinite else {
      throw .invalidNumber("constant \(constraint.constant) of \(constraint)")
    }
    guard constraint.multiplier.isFinite else {
      throw .invalidNumber("multiplier \(constraint.multiplier) of \(constraint)")
    }
    guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority.value) }
    guard let attribute = constraint.secondAttribute else { return roots.root(of: first) }
    guard let second = constraint.secondItem else { throw .releasedNode("\(constraint)") }
    let firstAttribute = constraint.firstAttribute
    if (firstAttribute.isDirectional || attribute.isDirectional)
      && (firstAttribute.isAbsoluteHorizontal || attribute.isAbsoluteHorizontal)
    {
      throw .mixedHorizontalFamilies("\(constraint)")
    }
    if first === second, constraint.firstAttribute == attribute {
      throw .selfReference("\(constraint)")
    }
    let firstRoot = roots.root(of: first)
    let secondRoot = roots.root(of: second)
    guard firstRoot === secondRoot else {
      throw .noCommonAncestor(
        "\(constraint): '\(first.name)' is in the tree of '\(firstRoot.name)', "
          + "'\(second.name)' in the tree of '\(secondRoot.name)'")
    }
    return firstRoot
  }

  /// The root of a node's tree, without a walk when the node has a slot.
  static func root(of node: LayoutNode) -> LayoutNode {
    var roots = RootCache()
    return roots.root(of: node)
  }

  // MARK: Activation in this engine

  /// Activates validated constraints of this tree: one solver batch when nothing
  /// conflicts; otherwise, in strict mode, nothing, and else one at a time with
  /// conflicts resolved.
  func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    // Each constraint right after its nodes' own constraints (new nodes', and `>= 0`
    // on axes used for the first time), which cannot conflict: nothing mentions those
    // sizes yet. Interleaved rather than all own constraints first, so that the
    // solver adds a constraint while the columns its nodes' own rows just created
    // are still in the caches.
    var items = OwnedBatch()
    var newSlots: [Int] = []
    var newAxes: [(slot: Int, axis: Axis)] = []
    // Room at once for a screen's worth (a few constraints a node, each bringing
    // its own and its nodes' `>= 0`), rather than copies at every doubling.
    items.reserveCapacity(3 * constraints.count)
    if slots.count + constraints.count > slots.capacity {
      slots.reserveCapacity(max(slots.count + constraints.count, 2 * slots.capacity))
    }
    // Each end of a constraint in turn (no array of the two a constraint).
    func use(_ node: LayoutNode?, _ attribute: LayoutAttribute?) {
      guard let node, let attribute else { return }
      if !node.isRegistered(in: self) { newSlots.append(register(node, into: &items)) }
      if useAxis(node.engineSlot, attribute.axis, into: &items) {
        newAxes.append((node.engineSlot, attribute.axis))
      }
    }
    // Each constraint is recorded as active while it is at hand, not in a pass of
    // its own after the solver's batch, by which time a screen's constraints have
    // left the caches; a refused batch takes the records back.
    let counter = activationCounter
    for constraint in constraints {
      use(constraint.firstItem, constraint.firstAttribute)
      use(constraint.secondItem, constraint.secondAttribute)
      constraint.solverConstraint = solverConstraint(for: constraint, priority: constraint.priority)
      items.append(constraint.solverConstraint!, owner: .user(constraint))
      commit(constraint)
    }
    do {
      try addAllResolvingConflicts(items)
    } catch {
      for constraint in constraints.reversed() { forget(constraint) }
      activationCounter = counter
      for (slot, axis) in newAxes { slots[slot].nonNegative[axis] = nil }
      for index in newSlots.reversed() { forgetSlot(index) }
      throw error
    }
    needsLayout = true
  }

  /// Records a constraint as active: on its nodes, in activation order, and among
  /// the directional ones (``forget(_:)`` takes it back).
  func commit(_ constraint: LayoutConstraint) {
    constraint.engine = self
    activationCounter += 1
    constraint.activationOrder = activationCounter
    constraint.lastChange = activationCounter
    let first = constraint.firstItem!
    let baseline = constraint.usesBaseline ? 1 : 0
    constraint.firstSlotIndex = Int32(slots[first.engineSlot].constraints.count)
    slots[first.engineSlot].constraints.append(constraint)
    slots[first.engineSlot].baselineConstraints += baseline
    if let second = constraint.secondItem, second !== first {
      constraint.secondSlotIndex = Int32(slots[second.engineSlot].constraints.count)
      slots[second.engineSlot].constraints.append(constraint)
      slots[second.engineSlot].baselineConstraints += baseline
    }
    if constraint.isDirectional {
      constraint.directionalIndex = directional.count
      directional.append(constraint)
    }
  }

  /// Deactivates active constraints of this engine.
  func deactivate(_ constraints: [LayoutConstraint]) {
    let active = constraints.filter { $0.engine === self }
    removeFromSolver(active.compactMap(\.solverConstraint))
    for constraint in active { forget(constraint) }
    if !active.isEmpty { needsLayout = true }
  }

  /// Clears the bookkeeping of a constraint that has left the solver.
  func forget(_ constraint: LayoutConstraint) {
    let baseline = constraint.usesBaseline ? 1 : 0
    let first = constraint.firstItem
    if let first {
      unlist(constraint, from: first, at: constraint.firstSlotIndex, baseline: baseline)
    }
    if let second = constraint.secondItem, second !== first {
      unlist(constraint, from: second, at: constraint.secondSlotIndex, baseline: baseline)
    }
    if constraint.directionalIndex >= 0 {
      let index = constraint.directionalIndex
      let last = directional.removeLast()
      if last !== constraint {
        directional[index] = last
        last.directionalIndex = index
      }
    }
    constraint.clearEngineState()
  }

  /// Takes a constraint out of the list of a node's slot, where ``commit(_:)`` put it
  /// at `index`, leaving a hole; packs the list once the holes are half of it. Does
  /// nothing when the node is not in this engine or the slot does not list the
  /// constraint there.
  private func unlist(
    _ constraint: LayoutConstraint, from node: LayoutNode, at index: Int32, baseline: Int
  ) {
    guard node.isRegistered(in: self) else { return }
    let slot = node.engineSlot
    let position = Int(index)
    guard position >= 0, position < slots[slot].constraints.count,
      slots[slot].constraints[position] === constraint
    else { return }
    slots[slot].constraints[position] = nil
    slots[slot].constraintHoles += 1
    slots[slot].baselineConstraints -= baseline
    let count = slots[slot].constraints.count
    guard slots[slot].constraintHoles * 2 > count else { return }
    // Packed in place, each survivor told its new position.
    var kept = 0
    for position in 0..<count {
      guard let survivor = slots[slot].constraints[position] else { continue }
      if survivor.firstReference.target === node {
        survivor.firstSlotIndex = Int32(kept)
      } else {
        survivor.secondSlotIndex = Int32(kept)
      }
      slots[slot].constraints[kept] = survivor
      kept += 1
    }
    slots[slot].constraints.removeLast(count - kept)
    slots[slot].constraintHoles = 0
  }

  // MARK: Changes to active constraints

  /// Changes the constant of an active constraint incrementally.
  func changeConstant(of constraint: LayoutConstraint, to value: Double) throws(LayoutError) {
    let old = constraint.constant
    constraint.storeConstant(value)
    stampChange(of: constraint)
    do {
      try setConstantResolvingConflicts(
        constraint.attributeConstant - value, of: constraint.solverConstraint!,
        owner: .user(constraint))
    } catch {
      constraint.storeConstant(old)
      throw error
    }
    needsLayout = true
  }

  /// Changes the constants of active constraints of this engine in one solver call
  /// (``Solver/setConstants(_:)``); when they are unsatisfiable together (the solver
  /// is then unchanged), one at a time with conflict resolution.
  func changeConstants(_ changes: [(constraint: LayoutConstraint, constant: Double)])
    throws(LayoutError)
  {
    var seen = Set<ObjectIdentifier>()
    var batch: [(constraint: Constraint, constant: Double)] = []
    batch.reserveCapacity(changes.count)
    for (constraint, value) in changes {
      // A constraint listed twice takes its last constant, as one call each would.
      guard seen.insert(ObjectIdentifier(constraint)).inserted else {
        for (constraint, value) in changes { try changeConstant(of: constraint, to: value) }
        return
      }
      batch.append((constraint.solverConstraint!, constraint.attributeConstant - value))
    }
    do {
      try solver.setConstants(batch)
    } catch .unsatisfiable {
      for (constraint, value) in changes { try changeConstant(of: constraint, to: value) }
      return
    } catch {
      fatalError("unexpected solver error: \(error)")
    }
    for (constraint, value) in changes {
      constraint.storeConstant(value)
      stampChange(of: constraint)
    }
    needsLayout = true
  }

  /// Marks a constraint as changed now (``LayoutConstraint/lastChange``).
  func stampChange(of constraint: LayoutConstraint) {
    activationCounter += 1
    constraint.lastChange = activationCounter
  }

  /// Marks a slot's frame constraints as built or moved now (``NodeSlot/frameChange``).
  func stampFrameChange(of index: Int) {
    activationCounter += 1
    slots[index].frameChange = activationCounter
  }

  /// Moves an active constraint between optional priorities (a broken one stays at
  /// 999).
  func changePriority(of constraint: LayoutConstraint, to value: LayoutPriority)
    throws(LayoutError)
  {
    guard !value.isRequired, let old = constraint.solverConstraint else { return }
    let replacement = old.withPriority(value.solverPriority)
    try? solver.remove(old)
    // An optional constraint is never refused.
    try! solver.add(replacement)
    constraint.solverConstraint = replacement
    needsLayout = true
  }

  /// Replaces an active constraint's solver equation (after a change of direction or
  /// of a baseline measurement).
  func retranslate(_ constraint: LayoutConstraint) throws(LayoutError) {
    guard let old = constraint.solverConstraint else { return }
    let saved = (constraint.attributeConstant, constraint.isMirrored, constraint.isBroken)
    let priority = constraint.isBroken ? LayoutPriority.broken : constraint.priority
    let replacement = solverConstraint(for: constraint, priority: priority)
    try? solver.remove(old)
    do {
      try addResolvingConflicts(replacement, owner: .user(constraint))
    } catch {
      // Strict mode refused the new equation: put the old one back as it was.
      (constraint.attributeConstant, constraint.isMirrored, constraint.isBroken) = saved
      constraint.solverConstraint = old
      try! solver.add(old)
      throw error
    }
    needsLayout = true
  }
}

/// The roots of the nodes one batch mentions: each walk up stops at a node with a slot
/// (whose engine knows its root) or at one already seen, so that a batch over a deep
/// tree costs its size, not its size times its depth.
///
/// What a walk finds is noted on the nodes it passed (``LayoutNode/batchRoot``), not
/// in a dictionary: the first batch of a new tree looks up every node, and hashing
/// them was a twentieth of the instructions of activating the raw-constraints list.
/// The notes are cleared when the cache goes (it cannot be copied), on every path out
/// of a batch, so no node keeps one past the call that made it; the nodes are alive
/// until then, in the trees the batch's constraints name.
struct RootCache: ~Copyable {
  /// The nodes whose ``LayoutNode/batchRoot`` this cache set.
  private var noted: [Unmanaged<LayoutNode>] = []

  init() {}

  deinit {
    for node in noted { node._withUnsafeGuaranteedRef { $0.batchRoot = nil } }
  }

  mutating func root(of node: LayoutNode) -> LayoutNode {
    if let engine = node.engine { return engine.root }
    // A node already noted, the usual case, returns before the walk's set-up (the
    // walk would find the note too, at 62 more retains and releases a list cell).
    if let root = node.batchRoot { return root }
    // The nodes the walk passes go straight into `noted` (a path array of their own
    // was a heap block a node of a new tree), and get their note once it is found.
    let start = noted.count
    var current = node
    var found: LayoutNode?
    while found == nil {
      if let engine = current.engine {
        found = engine.root
      } else if let root = current.batchRoot {
        found = root
      } else if let parent = current.parent {
        noted.append(.passUnretained(current))
        current = parent
      } else {
        found = current
      }
    }
    for step in noted[start...] { step._withUnsafeGuaranteedRef { $0.batchRoot = found } }
    return found!
  }
}
