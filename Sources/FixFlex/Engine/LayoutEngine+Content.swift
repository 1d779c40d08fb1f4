import Cassowary

// Intrinsic content size (SEMANTICS §2.3): for each axis with an intrinsic value v,
// hugging `size <= v` at the node's hugging priority and compression resistance
// `size >= v` at its compression-resistance priority. A measured leaf's width is its
// natural width; its height follows its solved width (§2.9, LayoutEngine+Measure).

extension LayoutEngine {
  /// The intrinsic value of a slot's node on `axis`: the explicit one, else the
  /// measured one, else none.
  func intrinsicValue(_ index: Int, _ axis: Axis) -> Double? {
    // The node borrowed once (no retain): the height-for-width passes ask this of
    // every re-measured label.
    let (explicit, measured) = slots[index].withNode {
      ($0.explicitIntrinsicSize[axis], $0.measure != nil)
    }!
    if let explicit { return explicit }
    guard measured else { return nil }
    let source = axis == .horizontal ? slots[index].natural : slots[index].measurement
    return source?.size[axis]
  }

  /// The hugging and compression-resistance constraints for `value`, at the node's
  /// current priorities: when both are optional, one equality `size == value` with
  /// the hugging priority above and the compression resistance below, returned as
  /// both (the same optimum as the two inequalities, with one solver row instead of
  /// two, and one pivot instead of two when the size crosses `value`); otherwise
  /// `size <= value` and `size >= value`, so that a required one can break alone.
  func contentConstraints(_ index: Int, _ axis: Axis, _ value: Double)
    -> (hugging: Constraint, compression: Constraint)
  {
    let node = slots[index].node!
    let size = ConstraintTerms(slots[index].size(axis))
    let hugging = node.huggingPriorities[axis].solverPriority
    let compression = node.compressionPriorities[axis].solverPriority
    if !hugging.isRequired && !compression.isRequired {
      let shared = Constraint(
        terms: consume size, constant: -value, abovePriority: hugging,
        belowPriority: compression)
      return (shared, shared)
    }
    return (
      Constraint(terms: size, constant: -value, .lessThanOrEqual, priority: hugging),
      Constraint(
        terms: consume size, constant: -value, .greaterThanOrEqual, priority: compression)
    )
  }

  /// Brings a slot's content constraints on `axis` in line with its intrinsic value.
  /// In strict mode a conflict throws and leaves them as they were.
  func updateContent(_ index: Int, _ axis: Axis) throws(LayoutError) {
    let value = intrinsicValue(index, axis)
    let old = slots[index].contentValue[axis]
    guard value != old else { return }
    let hug = NodeSlot.contentIndex(axis, compression: false)
    let resist = NodeSlot.contentIndex(axis, compression: true)
    needsLayout = true
    guard let value else {
      try? solver.remove(slots[index].content.constraints(on: axis))
      slots[index].content.clear(axis)
      slots[index].contentValue[axis] = nil
      return
    }
    slots[index].contentValue[axis] = value
    guard old != nil else {
      let built = contentConstraints(index, axis, value)
      var size = OwnedBatch()
      if useAxis(index, axis, into: &size) {
        // `size >= 0` on an axis nothing used yet cannot conflict.
        try! addResolvingConflicts(size[0].constraint, owner: size[0].owner)
      }
      do {
        try addResolvingConflicts(built.hugging, owner: .content(slot: index, index: hug))
      } catch {
        slots[index].contentValue[axis] = nil
        throw error
      }
      guard built.compression !== built.hugging else { return }
      do {
        try addResolvingConflicts(built.compression, owner: .content(slot: index, index: resist))
      } catch {
        try? solver.remove(slots[index].content[hug]!)
        slots[index].content[hug] = nil
        slots[index].contentValue[axis] = nil
        throw error
      }
      return
    }
    do {
      try setConstantResolvingConflicts(
        -value, of: slots[index].content[hug]!, owner: .content(slot: index, index: hug))
    } catch {
      slots[index].contentValue[axis] = old
      throw error
    }
    guard !slots[index].content.isShared(at: hug) else { return }
    do {
      try setConstantResolvingConflicts(
        -value, of: slots[index].content[resist]!, owner: .content(slot: index, index: resist))
    } catch {
      try? solver.setConstant(-old!, of: slots[index].content[hug]!)
      slots[index].contentValue[axis] = old
      throw error
    }
  }

  /// Rebuilds one content constraint of a node at its new priority. A required one
  /// that was broken gets another chance. When the axis' pair is one shared
  /// equality, or becomes one, both of the axis are rebuilt. In strict mode a
  /// conflict throws and leaves the old ones, as they were.
  func contentPriorityDidChange(_ node: LayoutNode, _ axis: Axis, compression: Bool)
    throws(LayoutError)
  {
    guard node.engine === self else { return }
    let index = node.engineSlot
    let position = NodeSlot.contentIndex(axis, compression: compression)
    guard slots[index].content[position] != nil, let value = slots[index].contentValue[axis]
    else { return }
    let built = contentConstraints(index, axis, value)
    let saved = slots[index].content
    let hug = NodeSlot.contentIndex(axis, compression: false)
    let resist = NodeSlot.contentIndex(axis, compression: true)
    // Both of the axis when its pair is one shared equality, before or after; a
    // shared equality is added once, at the hugging index (``store(_:for:)`` writes
    // it at both).
    let sharesNew = built.hugging === built.compression
    let wholeAxis = sharesNew || saved.isShared(at: position)
    let removed = wholeAxis ? saved.constraints(on: axis) : [saved[position]!]
    let replacements =
      sharesNew
      ? [(built.hugging, hug)]
      : wholeAxis
        ? [(built.hugging, hug), (built.compression, resist)]
        : [(compression ? built.compression : built.hugging, position)]
    try? solver.remove(removed)
    var added: [Constraint] = []
    do {
      for (constraint, at) in replacements {
        try addResolvingConflicts(constraint, owner: .content(slot: index, index: at))
        added.append(slots[index].content[at]!)
      }
    } catch {
      try? solver.remove(added)
      try! solver.add(removed)
      for at in [hug, resist] { slots[index].content[at] = saved[at] }
      throw error
    }
    needsLayout = true
  }

  /// Stores the content constraints for `value` on a new axis of a slot and appends
  /// them to `batch` (a shared equality once), after the axis' `>= 0` if that is new
  /// too: for a batch that adds them to the solver.
  func stageContent(_ index: Int, _ axis: Axis, _ value: Double, into batch: inout OwnedBatch) {
    let built = contentConstraints(index, axis, value)
    let hug = NodeSlot.contentIndex(axis, compression: false)
    let resist = NodeSlot.contentIndex(axis, compression: true)
    slots[index].contentValue[axis] = value
    slots[index].content[hug] = built.hugging
    slots[index].content[resist] = built.compression
    _ = useAxis(index, axis, into: &batch)
    batch.append(built.hugging, owner: .content(slot: index, index: hug))
    if built.compression !== built.hugging {
      batch.append(built.compression, owner: .content(slot: index, index: resist))
    }
  }

  /// A node's explicit intrinsic size changed. On error the caller restores the old
  /// size and calls this again, which returns the axes to their previous values.
  func intrinsicSizeDidChange(_ node: LayoutNode) throws(LayoutError) {
    guard node.engine === self else { return }
    heightForWidthSlots = nil
    try updateContent(node.engineSlot, .horizontal)
    try updateContent(node.engineSlot, .vertical)
  }
}
