import Cassowary

// Height-for-width text (SEMANTICS §2.9): solve with each wrapping leaf at its
// natural size; re-measure the leaves whose solved width differs from the width they
// were measured at, and update their intrinsic height (an incremental constant
// change); solve again; stop when nothing changes or after `maximumMeasurePasses`
// passes, and report the leaves that had not settled.

extension LayoutEngine {
  /// Measures a slot's node for `proposal`, through its small cache.
  func measured(_ index: Int, _ proposal: MeasureProposal) -> Measurement {
    let key = proposal.widthMode == .undefined ? Double.infinity : proposal.width
    if let hit = slots[index].measureCache.last(where: { $0.width == key }) {
      return hit.result
    }
    let result = slots[index].node!.measure!(proposal)
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
    for node in nodes where node.engine === self {
      let index = node.engineSlot
      let hadMeasure = slots[index].natural != nil
      slots[index].measureCache = []
      if node.measure != nil {
        let natural = measured(index, .unconstrained)
        slots[index].natural = natural
        slots[index].measurement = natural
        slots[index].measuredWidth = natural.size.width
        if !hadMeasure { measuredCount += 1 }
      } else {
        slots[index].natural = nil
        slots[index].measurement = nil
        if hadMeasure { measuredCount -= 1 }
      }
      try updateContent(index, .horizontal)
      try updateContent(index, .vertical)
      try retranslateBaselines(of: index)
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
        slots[index].measurement = measured(index, proposal)
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
