import Cassowary

// Ambiguity (SEMANTICS §2.8): a frame is ambiguous when one of its variables can move
// without making any constraint less satisfied at the optimum.

extension LayoutNode {
  /// Whether the node's frame is not determined by its constraints: some edge or size
  /// could move without making any constraint, at any priority, less satisfied (UIKit's
  /// `hasAmbiguousLayout`). The engine still gives such a node a deterministic frame.
  ///
  /// A layout guide is judged on the axes its constraints use: a stack's spacer lays
  /// nothing out across its stack. `false` for a node that no active constraint
  /// mentions (its frame is its own).
  /// Meant for debugging: each variable costs the solver two small optimisations,
  /// undone afterwards (see ``LayoutEngine/ambiguousNodes``).
  public var hasAmbiguousLayout: Bool {
    guard let engine else { return false }
    return engine.isAmbiguous(engineSlot)
  }
}

extension LayoutEngine {
  /// The nodes whose frames are not determined by the active constraints (see
  /// ``LayoutNode/hasAmbiguousLayout``), in the order they joined the engine.
  ///
  /// - Complexity: two small optimisations per variable, four variables per node; for
  ///   debugging.
  public var ambiguousNodes: [LayoutNode] {
    guard !isDetached else { return [] }
    return slots.indices.compactMap { index in
      guard let node = slots[index].node, isAmbiguous(index) else { return nil }
      return node
    }
  }

  func isAmbiguous(_ index: Int) -> Bool {
    // Judged on the whole system: a size at 0 may be determined by its bound alone.
    addDeferredBounds()
    let slot = slots[index]
    var variables: [Variable] = []
    for axis in Axis.allCases where slot.node?.kind == .view || usesAxis(index, axis) {
      variables += axis == .horizontal ? [slot.x, slot.width] : [slot.y, slot.height]
    }
    return variables.contains { !solver.isDetermined($0) }
  }

  /// Whether an active constraint mentions an attribute of the slot's node on `axis`.
  func usesAxis(_ index: Int, _ axis: Axis) -> Bool {
    let node = slots[index].node
    return slots[index].constraints.contains { constraint in
      guard let constraint else { return false }
      return (constraint.firstItem === node && constraint.firstAttribute.axis == axis)
        || (constraint.secondItem === node && constraint.secondAttribute?.axis == axis)
    }
  }
}
