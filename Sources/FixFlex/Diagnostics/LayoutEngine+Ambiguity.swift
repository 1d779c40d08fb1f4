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
  /// Meant for debugging: each query re-solves a little (see
  /// ``LayoutEngine/ambiguousNodes``).
  public var hasAmbiguousLayout: Bool {
    guard let engine else { return false }
    return engine.isAmbiguous(engineSlot)
  }
}

extension LayoutEngine {
  /// The nodes whose frames are not determined by the active constraints (see
  /// ``LayoutNode/hasAmbiguousLayout``), in the order they joined the engine.
  ///
  /// - Complexity: four small re-solves per node; for debugging.
  public var ambiguousNodes: [LayoutNode] {
    slots.indices.compactMap { index in
      guard let node = slots[index].node, isAmbiguous(index) else { return nil }
      return node
    }
  }

  func isAmbiguous(_ index: Int) -> Bool {
    let slot = slots[index]
    var variables: [Variable] = []
    for axis in Axis.allCases where slot.node?.kind == .view || usesAxis(index, axis) {
      variables += axis == .horizontal ? [slot.x, slot.width] : [slot.y, slot.height]
    }
    return variables.contains { !isDetermined($0) }
  }

  /// Whether an active constraint mentions an attribute of the slot's node on `axis`.
  func usesAxis(_ index: Int, _ axis: Axis) -> Bool {
    let node = slots[index].node
    return slots[index].constraints.contains { constraint in
      (constraint.firstItem === node && constraint.firstAttribute.axis == axis)
        || (constraint.secondItem === node && constraint.secondAttribute?.axis == axis)
    }
  }

  /// Whether `variable` keeps its value at every optimum.
  ///
  /// The probe of SEMANTICS §2.8 through the public solver API, until the solver
  /// answers it directly: make the variable an edit variable at the lowest priority
  /// (1), ask for its value + 1 and − 1, and see whether it moves — under the strict
  /// hierarchy a priority-1 wish can only be granted without giving up anything at a
  /// higher level. Its value is asked for once more before the edit variable goes, so
  /// that the solution returns to where it was.
  func isDetermined(_ variable: Variable) -> Bool {
    let value = solver.value(of: variable)
    do {
      try solver.addEditVariable(variable, priority: Priority(1))
    } catch {
      // Already an edit variable: not ours to probe.
      return true
    }
    defer {
      try? solver.suggestValue(value, for: variable)
      try? solver.removeEditVariable(variable)
    }
    for target in [value + 1, value - 1] {
      try? solver.suggestValue(target, for: variable)
      if abs(solver.value(of: variable) - value) > LayoutTolerance.ambiguity { return false }
    }
    return true
  }
}
