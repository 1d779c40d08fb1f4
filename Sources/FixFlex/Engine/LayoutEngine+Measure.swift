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
    // Checked without building arrays or the message: every label of a screen is
    // measured at least once a layout.
    let finite =
      result.size.width.isFinite && result.size.height.isFinite
      && (result.firstBaseline?.isFinite ?? true) && (result.lastBaseline?.isFinite ?? true)
    guard finite, result.size.width >= 0, result.size.height >= 0 else {
      let offered = key.isFinite ? "width \(formatted(key))" : "no width"
      let answer = "the measure function of '\(node.name)' answered \(result.size) for \(offered)"
      throw finite ? .negativeSize(answer) : .invalidNumber(answer)
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

  /// Re-measures the nodes whose content changed since the last pass (and measures
  /// newly registered ones for the first time). Every node is measured before
  /// anything changes, so that a bad answer is refused cleanly; new content
  /// constraints are then added in one solver batch.
  func applyPendingContent() throws(LayoutError) {
    let nodes = pendingContent.filter { $0.engine === self }
    pendingContent = []
    var naturals: [Measurement?] = []
    for node in nodes {
      let index = node.engineSlot
      slots[index].measureCache = []
      do {
        naturals.append(node.measure == nil ? nil : try measured(index, .unconstrained))
      } catch {
        pendingContent = nodes
        throw error
      }
    }
    var additions = OwnedBatch()
    // Any refusal below leaves every node pending (applying a node again is
    // idempotent) and no new content constraint in a slot without the solver.
    func refuse(_ error: LayoutError) -> LayoutError {
      forgetContent(additions)
      pendingContent = nodes
      return error
    }
    for (node, natural) in zip(nodes, naturals) {
      let index = node.engineSlot
      measuredCount += (natural != nil ? 1 : 0) - (slots[index].hasMeasure ? 1 : 0)
      slots[index].hasMeasure = natural != nil
      slots[index].natural = natural
      slots[index].measurement = natural
      slots[index].measuredWidth = natural?.size.width ?? 0
      for axis in Axis.allCases {
        if slots[index].contentValue[axis] == nil, let value = intrinsicValue(index, axis) {
          // New content constraints wait for the batch below.
          stageContent(index, axis, value, into: &additions)
        } else {
          // Strict mode may refuse a changed constant (a required hugging or
          // compression resistance): the nodes before keep theirs, which hold.
          do { try updateContent(index, axis) } catch { throw refuse(error) }
        }
      }
      do { try retranslateBaselines(of: index) } catch { throw refuse(error) }
    }
    do {
      try addAllResolvingConflicts(additions)
    } catch {
      // Strict mode refused the batch: forget it and measure again next time.
      throw refuse(error)
    }
    if !additions.isEmpty { needsLayout = true }
  }

  /// Takes back the new content and `>= 0` constraints of a batch that did not
  /// reach the solver, from their slots.
  private func forgetContent(_ additions: OwnedBatch) {
    for (_, owner) in additions {
      switch owner {
      case .content(let slot, let position):
        // Both of the axis' (a shared equality is appended once).
        let axis = ContentConstraints.axis(of: position)
        slots[slot].content.clear(axis)
        slots[slot].contentValue[axis] = nil
      case .nonNegative(let slot, let axis):
        slots[slot].nonNegative[axis] = nil
      default:
        break
      }
    }
  }

  /// Runs the height-for-width passes after a solve, reading the solved widths from
  /// the solver (``withSlotValues(_:)``).
  func measurePasses() throws(LayoutError) {
    unconvergedNodes = []
    guard measuredCount > 0 else { return }
    var passes = 0
    while true {
      var changed = false
      // New heights of optional content constraints go to the solver in one batch
      // (one solve for all of them); anything else, one at a time.
      var batch: [(constraint: Constraint, constant: Double)] = []
      defer { if !batch.isEmpty { try! solver.setConstants(batch) } }
      // Every width as solved at the start of the pass (an update below can solve),
      // none negative: no text is measured at a negative width (LayoutEngine+Bounds).
      var solved = solvedHeightForWidthSlots()
      if solved.contains(where: { $0.width < -LayoutTolerance.negativeZero }),
        settleNonNegativeSizes()
      {
        solved = solvedHeightForWidthSlots()
      }
      for (index, width) in solved {
        guard abs(width - slots[index].measuredWidth) > LayoutTolerance.remeasure else { continue }
        let proposal = MeasureProposal(
          width: width, widthMode: .atMost, height: .infinity, heightMode: .undefined)
        let measurement = try measured(index, proposal)
        slots[index].measurement = measurement
        slots[index].measuredWidth = width
        // The slot's intrinsic height is this measurement's: a height-for-width
        // slot has a measure function and no explicit height (its list is rebuilt
        // when either changes), so its node need not be loaded to ask.
        assert(intrinsicValue(index, .vertical) == measurement.size.height)
        if !batchContent(index, .vertical, value: measurement.size.height, into: &batch) {
          try updateContent(index, .vertical)
        }
        try retranslateBaselines(of: index)
        changed = true
      }
      if !batch.isEmpty {
        try! solver.setConstants(batch)
        batch = []
      }
      guard changed else { return }
      passes += 1
      if passes >= max(1, maximumMeasurePasses) { break }
    }
    for (index, width) in solvedHeightForWidthSlots()
    where abs(width - slots[index].measuredWidth) > LayoutTolerance.remeasure {
      unconvergedNodes.append(slots[index].node!)
    }
  }

  /// The slots whose height follows their width, each with its solved width.
  private func solvedHeightForWidthSlots() -> [(slot: Int, width: Double)] {
    let list: [Int]
    if let known = heightForWidthSlots {
      list = known
    } else {
      list = slots.indices.filter { slots[$0].needsHeightForWidth }
      heightForWidthSlots = list
    }
    return withSlotValues { values in list.map { ($0, values.width($0)) } }
  }

  /// Records `value`, the slot's new intrinsic value on `axis` (``intrinsicValue(_:_:)``),
  /// for its existing optional content constraints in `batch` (for
  /// ``Solver/setConstants(_:)``, which cannot refuse them) and returns `true`;
  /// returns `false`, changing nothing, when the change needs ``updateContent(_:_:)``
  /// (a constraint appears or disappears, or one is required).
  func batchContent(
    _ index: Int, _ axis: Axis, value: Double,
    into batch: inout [(constraint: Constraint, constant: Double)]
  ) -> Bool {
    guard let old = slots[index].contentValue[axis] else { return false }
    if value == old { return true }
    let hug = slots[index].content[NodeSlot.contentIndex(axis, compression: false)]
    let resist = slots[index].content[NodeSlot.contentIndex(axis, compression: true)]
    guard let hug, let resist, !hug.priority.isRequired, !resist.priority.isRequired else {
      return false
    }
    slots[index].contentValue[axis] = value
    batch.append((hug, -value))
    if resist !== hug { batch.append((resist, -value)) }
    needsLayout = true
    return true
  }

  /// Rewrites the constraints that use a baseline of the slot's node, whose offsets
  /// come from its measurement.
  func retranslateBaselines(of index: Int) throws(LayoutError) {
    guard slots[index].baselineConstraints > 0 else { return }
    let node = slots[index].node!
    for case let constraint? in slots[index].constraints where constraint.usesBaseline {
      let usesThisNode =
        (constraint.firstItem === node && constraint.firstAttribute.isBaseline)
        || (constraint.secondItem === node && constraint.secondAttribute?.isBaseline == true)
      if usesThisNode { try retranslate(constraint) }
    }
  }
}
