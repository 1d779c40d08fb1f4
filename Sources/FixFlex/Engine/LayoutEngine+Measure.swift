import Cassowary

// Height-for-width text (SEMANTICS §2.9): solve with each wrapping leaf at its
// natural size; re-measure the leaves whose solved width differs from the width they
// were measured at, and update their intrinsic height (an incremental constant
// change); solve again; stop when nothing changes or after `maximumMeasurePasses`
// passes, and report the leaves that had not settled.

extension LayoutEngine {
  /// Measures a slot's node for `proposal`, through its small cache.
  ///
  /// - Throws: ``LayoutError/invalidNumber(_:)`` or ``LayoutError/negativeSize(_:)``
  ///   when the measure function answers with a size that is not a finite number ≥ 0
  ///   or a baseline that is not finite.
  func measured(_ index: Int, _ proposal: MeasureProposal) throws(LayoutError) -> Measurement {
    let key = proposal.widthMode == .undefined ? Double.infinity : proposal.width
    if let hit = slots[index].measureCache.last(where: { $0.width == key }) {
      return hit.result
    }
    let node = slots[index].node!
    let result = node.measure!(proposal)
    let numbers =
      [result.size.width, result.size.height]
      + [result.firstBaseline, result.lastBaseline].compactMap { $0 }
    let offered = key.isFinite ? "width \(formatted(key))" : "no width"
    guard numbers.allSatisfy(\.isFinite) else {
      throw .invalidNumber(
        "the measure function of '\(node.name)' answered \(result.size) for \(offered)")
    }
    guard result.size.width >= 0, result.size.height >= 0 else {
      throw .negativeSize(
        "the measure function of '\(node.name)' answered \(result.size) for \(offered)")
    }
    if slots[index].measureCache.count >= 4 { slots[index].measureCache.removeFirst() }
    slots[index].measureCache.append((key, result))
    return result
  }

  /// The node's measure function or its content changed: measure it again from its
  /// natural size at the next layout.
  func measureDidChange(_ node: LayoutNode) {
    guard node.engine === self else { return }
    pendingContent.append(node)
    needsLayout = true
  }

  /// Re-measures the nodes whose content changed since the last pass.
  func applyPendingContent() throws(LayoutError) {
    let nodes = pendingContent
    pendingContent = []
    for (position, node) in nodes.enumerated() where node.engine === self {
      let index = node.engineSlot
      let hadMeasure = slots[index].hasMeasure
      slots[index].measureCache = []
      do {
        if node.measure != nil {
          let natural = try measured(index, .unconstrained)
          slots[index].natural = natural
          slots[index].measurement = natural
          slots[index].measuredWidth = natural.size.width
        } else {
          slots[index].natural = nil
          slots[index].measurement = nil
        }
        slots[index].hasMeasure = node.measure != nil
        measuredCount += (slots[index].hasMeasure ? 1 : 0) - (hadMeasure ? 1 : 0)
        try updateContent(index, .horizontal)
        try updateContent(index, .vertical)
        try retranslateBaselines(of: index)
      } catch {
        // Measured again at the next layout, once the content is fixed.
        pendingContent = Array(nodes[position...]) + pendingContent
        throw error
      }
    }
  }

  /// Runs the height-for-width passes after a solve (the variables hold the solution).
  func measurePasses() throws(LayoutError) {
    unconvergedNodes = []
    guard measuredCount > 0 else { return }
    var passes = 0
    while true {
      var changed = false
      for index in slots.indices where slots[index].needsHeightForWidth {
        let width = slots[index].width.value
        guard abs(width - slots[index].measuredWidth) > LayoutTolerance.remeasure else { continue }
        let proposal = MeasureProposal(
          width: width, widthMode: .atMost, height: .infinity, heightMode: .undefined)
        slots[index].measurement = try measured(index, proposal)
        slots[index].measuredWidth = width
        try updateContent(index, .vertical)
        try retranslateBaselines(of: index)
        changed = true
      }
      guard changed else { return }
      passes += 1
      solver.updateVariables()
      if passes >= max(1, maximumMeasurePasses) { break }
    }
    for index in slots.indices where slots[index].needsHeightForWidth {
      if abs(slots[index].width.value - slots[index].measuredWidth) > LayoutTolerance.remeasure {
        unconvergedNodes.append(slots[index].node!)
      }
    }
  }

  /// Rewrites the constraints that use a baseline of the slot's node, whose offsets
  /// come from its measurement.
  func retranslateBaselines(of index: Int) throws(LayoutError) {
    let node = slots[index].node!
    for constraint in slots[index].constraints where constraint.usesBaseline {
      let usesThisNode =
        (constraint.firstItem === node && constraint.firstAttribute.isBaseline)
        || (constraint.secondItem === node && constraint.secondAttribute?.isBaseline == true)
      if usesThisNode { try retranslate(constraint) }
    }
  }
}
