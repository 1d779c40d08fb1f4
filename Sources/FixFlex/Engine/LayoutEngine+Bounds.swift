import Cassowary

// Non-negative sizes (SEMANTICS §1.9a), added when a solve needs them.
//
// Every size a constraint uses must stay ≥ 0, but at the optimum few of these bounds
// bind. Kept as rows they would be a third of a screen's constraints (two a node),
// with their slack columns and records, in every pass the solver makes over the
// basis. Outside strict mode a size's `>= 0` therefore joins the solver only when a
// layout finds the size negative, and the layout solves again. A solution of the
// system without some of the bounds that satisfies them is a solution with them, at
// the same cost at every priority: the frames are the same. A conflict that only the
// bounds make is found at that layout rather than at the change that caused it, and
// breaks that change all the same: the engine's own constraints never break, and of
// the others the one activated or changed last does (LayoutEngine+Conflicts). Strict
// mode, which must refuse such a change as it is made, adds each bound with the first
// constraint on its size, and so does a stack's free spacer, whose bound is the one
// that binds (`useAxis`).

extension LayoutEngine {
  /// Adds `>= 0` for every used size that the current solution makes negative, in one
  /// batch (conflicts resolved as for any batch); returns whether it added any. A
  /// caller checks again: a bound can push another size below 0.
  func enforceNonNegativeSizes() -> Bool {
    guard hasDeferredBounds else { return false }
    return addBounds(sizesWithoutBounds(negativeOnly: true))
  }

  /// Brings every used size to 0 or more: adds the bounds the solution violates and,
  /// should those push further sizes below 0 (a bound can move a sibling), all the
  /// bounds still missing, so that a layout takes at most two rounds. Returns whether
  /// it added any (the solution then moved).
  func settleNonNegativeSizes() -> Bool {
    guard enforceNonNegativeSizes() else { return false }
    if enforceNonNegativeSizes() { addDeferredBounds() }
    return true
  }

  /// Adds `>= 0` for every used size that lacks it: what strict mode and the
  /// ambiguity check need, since both judge the whole system.
  func addDeferredBounds() {
    guard hasDeferredBounds else { return }
    hasDeferredBounds = false
    addBounds(sizesWithoutBounds(negativeOnly: false))
  }

  /// The used sizes that have no `>= 0` yet; with `negativeOnly`, those of them that
  /// the current solution makes negative.
  private func sizesWithoutBounds(negativeOnly: Bool) -> [(slot: Int, axis: Axis)] {
    withSlotValues { values in
      var found: [(slot: Int, axis: Axis)] = []
      // Fields read in place: a copy of a slot would retain its references.
      let slots = values.slots
      for index in slots.indices where slots[index].handle != nil {
        for axis in Axis.allCases
        where slots[index].sizeUsed[axis] && slots[index].nonNegative[axis] == nil {
          let size = axis == .horizontal ? values.width(index) : values.height(index)
          if !negativeOnly || size < -LayoutTolerance.negativeZero { found.append((index, axis)) }
        }
      }
      return found
    }
  }

  /// Adds the `>= 0` constraints of these sizes in one batch, outside strict mode
  /// (a conflict breaks a constraint that is not the engine's own, and is reported).
  @discardableResult
  private func addBounds(_ sizes: [(slot: Int, axis: Axis)]) -> Bool {
    guard !sizes.isEmpty else { return false }
    var items = OwnedBatch()
    for (index, axis) in sizes {
      let constraint = nonNegativeConstraint(index, axis)
      slots[index].nonNegative[axis] = constraint
      items.append(constraint, owner: .nonNegative(slot: index, axis: axis))
    }
    let strict = strictMode
    strictMode = false
    defer { strictMode = strict }
    // Outside strict mode a batch's conflicts are resolved, never thrown.
    try! addAllResolvingConflicts(items)
    needsLayout = true
    return true
  }
}
