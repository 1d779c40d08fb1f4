import Cassowary

// The engine follows the tree: a node that leaves takes its constraints with it; a
// former root that joins brings its constraints into this engine; a change of
// direction rewrites the constraints that use leading/trailing.

extension LayoutEngine: LayoutTreeObserver {
  func node(_ parent: LayoutNode, didAddChild child: LayoutNode) {
    needsLayout = true
  }

  /// Deactivates every constraint that mentions the leaving node or its subtree, and
  /// frees their slots.
  func node(_ parent: LayoutNode, willRemoveChild child: LayoutNode) {
    needsLayout = true
    var leaving: [Int] = []
    var constraints: [LayoutConstraint] = []
    for node in child.subtree where node.engine === self {
      leaving.append(node.engineSlot)
      for case let constraint? in slots[node.engineSlot].constraints where !constraint.isCollected {
        constraint.isCollected = true
        constraints.append(constraint)
      }
    }
    for constraint in constraints { constraint.isCollected = false }
    // One solver call for everything that leaves: the layout constraints, then the
    // leaving nodes' own constraints.
    var removed = constraints.compactMap(\.solverConstraint)
    for index in leaving { removed += ownConstraints(of: index) }
    removeFromSolver(removed)
    for constraint in constraints { forget(constraint) }
    for index in leaving { forgetSlot(index) }
  }

  /// Removes constraints from the solver. A removal of more than a quarter of the
  /// system rebuilds the solver from what remains, in the original order, in one
  /// batch: the solver removes rows one at a time, which on long dependency chains costs
  /// far more than adding the rest again.
  func removeFromSolver(_ removed: [Constraint]) {
    // Listing every active constraint costs the whole tree: only a large removal
    // looks at it (a container's few constraints do not).
    guard removed.count > 64 else {
      try? solver.remove(removed)
      return
    }
    let all = solver.constraints
    guard removed.count * 4 > all.count else {
      try? solver.remove(removed)
      return
    }
    let leaving = Set(removed.map(ObjectIdentifier.init))
    let remaining = all.filter { !leaving.contains(ObjectIdentifier($0)) }
    solver.reset()
    // The same constraints held together a moment ago: nothing can be refused.
    try! solver.add(remaining)
  }

  /// Hands every active constraint of this engine's tree to the engine of the tree
  /// its root has joined, in activation order, and retires this engine. Conflicts in
  /// the new tree are resolved and reported there, even in strict mode (joining a
  /// tree cannot be refused).
  func moveConstraints(into newRoot: LayoutNode) {
    let constraints = activeConstraints
    let translated = translating.compactMap { slots[$0].node }
    for constraint in constraints { constraint.clearEngineState() }
    for index in slots.indices where slots[index].node != nil { forgetSlot(index) }
    solver.reset()
    root.ownedEngine = nil
    root.treeObservers.removeAll { $0 === self }
    guard !constraints.isEmpty || !translated.isEmpty else { return }
    let target = newRoot.layoutEngine
    let strict = target.isStrict
    target.isStrict = false
    defer { target.isStrict = strict }
    try! target.activate(constraints)
    target.pendingTranslation += translated
    target.needsLayout = true
  }

  // MARK: Direction

  /// A node's direction changed somewhere in the tree.
  func directionDidChange() {
    directionsChanged = true
    needsLayout = true
  }

  /// Re-resolves every slot's direction and rewrites the leading/trailing constraints
  /// whose mirroring changed.
  func refreshDirections() throws(LayoutError) {
    directionsChanged = false
    for index in slots.indices {
      guard let node = slots[index].node else { continue }
      slots[index].direction = node.resolvedLayoutDirection
    }
    for constraint in directional {
      guard let first = constraint.firstItem else { continue }
      let mirrored = ownerDirection(first, constraint.secondItem) == .rightToLeft
      if mirrored != constraint.isMirrored { try retranslate(constraint) }
    }
  }

  // MARK: Frames kept as constraints

  /// A node's `translatesFrameIntoConstraints` changed.
  func translationDidChange(_ node: LayoutNode) {
    pendingTranslation.append(node)
    needsLayout = true
  }

  /// Adds or removes the frame constraints of nodes whose flag changed.
  func applyPendingTranslation() throws(LayoutError) {
    let nodes = pendingTranslation
    pendingTranslation = []
    for node in nodes where node !== root && LayoutEngine.root(of: node) === root {
      if node.translatesFrameStorage {
        guard node.engine !== self || slots[node.engineSlot].frameConstraints.isEmpty,
          let parent = node.parent
        else { continue }
        var own = OwnedBatch()
        let parentSlot = register(parent, into: &own)
        let index = register(node, into: &own)
        for axis in Axis.allCases { _ = useAxis(index, axis, into: &own) }
        // A node's own constraints cannot conflict: its frame constraints come next.
        try! solver.add(own.constraints)
        let slot = slots[index]
        let origin = slots[parentSlot]
        let frame = node.frame
        let built = [
          slot.x - origin.x == frame.minX, slot.y - origin.y == frame.minY,
          slot.width == frame.width, slot.height == frame.height,
        ]
        slots[index].appliedFrame = frame
        slots[index].frameConstraints = built
        stampFrameChange(of: index)
        for (position, constraint) in built.enumerated() {
          do {
            try addResolvingConflicts(constraint, owner: .frame(slot: index, index: position))
          } catch {
            try? solver.remove(Array(slots[index].frameConstraints[..<position]))
            slots[index].frameConstraints = []
            throw error
          }
        }
        translating.append(index)
      } else if node.engine === self, !slots[node.engineSlot].frameConstraints.isEmpty {
        let index = node.engineSlot
        try? solver.remove(slots[index].frameConstraints)
        slots[index].frameConstraints = []
        translating.removeAll { $0 == index }
      }
    }
  }

  /// Moves the frame constraints to frames changed since they were applied.
  func syncTranslatedFrames() throws(LayoutError) {
    for index in translating {
      guard let node = slots[index].node, node.frame != slots[index].appliedFrame else {
        continue
      }
      let frame = node.frame
      slots[index].appliedFrame = frame
      stampFrameChange(of: index)
      let values = [frame.minX, frame.minY, frame.width, frame.height]
      for position in 0..<4 {
        try setConstantResolvingConflicts(
          -values[position], of: slots[index].frameConstraints[position],
          owner: .frame(slot: index, index: position))
      }
    }
  }
}
