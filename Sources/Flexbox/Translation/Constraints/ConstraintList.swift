import FixFlex

/// The constraints of one container's translation as they are built, each with its
/// role; helpers create them by physical edge so that the translation can speak of
/// main-start and cross-end whatever the directions.
struct ConstraintList {
  var constraints: [LayoutConstraint] = []
  var roles: [ConstraintRole] = []

  /// How a constraint compares its sides.
  enum Relation {
    case equal, atLeast, atMost
  }

  /// Adds a constraint at `priority`.
  private mutating func append(
    _ constraint: LayoutConstraint, _ priority: LayoutPriority, _ role: ConstraintRole
  ) {
    if !priority.isRequired {
      // A valid priority on an inactive constraint: this cannot fail.
      try? constraint.setPriority(priority)
    }
    constraints.append(constraint)
    roles.append(role)
  }

  /// `a.edgeA (rel) b.edgeB + constant`; both edges lie on one axis.
  mutating func edge(
    _ a: LayoutNode, _ edgeA: PlanEdge, _ relation: Relation, _ b: LayoutNode,
    _ edgeB: PlanEdge, _ constant: Double, _ priority: LayoutPriority, _ role: ConstraintRole
  ) {
    let constraint: LayoutConstraint
    if edgeA.isHorizontal {
      let first = xAnchor(a, edgeA)
      let second = xAnchor(b, edgeB)
      switch relation {
      case .equal: constraint = first.constraint(equalTo: second, constant: constant)
      case .atLeast: constraint = first.constraint(greaterThanOrEqualTo: second, constant: constant)
      case .atMost: constraint = first.constraint(lessThanOrEqualTo: second, constant: constant)
      }
    } else {
      let first = yAnchor(a, edgeA)
      let second = yAnchor(b, edgeB)
      switch relation {
      case .equal: constraint = first.constraint(equalTo: second, constant: constant)
      case .atLeast: constraint = first.constraint(greaterThanOrEqualTo: second, constant: constant)
      case .atMost: constraint = first.constraint(lessThanOrEqualTo: second, constant: constant)
      }
    }
    append(constraint, priority, role)
  }

  /// `a.center == b.center + constant` along the horizontal or vertical axis.
  mutating func center(
    _ a: LayoutNode, _ b: LayoutNode, horizontal: Bool, _ constant: Double,
    _ priority: LayoutPriority, _ role: ConstraintRole
  ) {
    let constraint =
      horizontal
      ? a.centerXAnchor.constraint(equalTo: b.centerXAnchor, constant: constant)
      : a.centerYAnchor.constraint(equalTo: b.centerYAnchor, constant: constant)
    append(constraint, priority, role)
  }

  /// `a.size (rel) constant` along one axis.
  mutating func size(
    _ a: LayoutNode, horizontal: Bool, _ relation: Relation, _ constant: Double,
    _ priority: LayoutPriority, _ role: ConstraintRole
  ) {
    let anchor = horizontal ? a.widthAnchor : a.heightAnchor
    let constraint: LayoutConstraint
    switch relation {
    case .equal: constraint = anchor.constraint(equalToConstant: constant)
    case .atLeast: constraint = anchor.constraint(greaterThanOrEqualToConstant: constant)
    case .atMost: constraint = anchor.constraint(lessThanOrEqualToConstant: constant)
    }
    append(constraint, priority, role)
  }

  /// `a.size (rel) multiplier × b.size + constant`; the sizes may lie on different
  /// axes (an aspect ratio).
  mutating func size(
    _ a: LayoutNode, horizontal: Bool, _ relation: Relation, _ b: LayoutNode,
    horizontal other: Bool, multiplier: Double, _ constant: Double, _ priority: LayoutPriority,
    _ role: ConstraintRole
  ) {
    let first = horizontal ? a.widthAnchor : a.heightAnchor
    let second = other ? b.widthAnchor : b.heightAnchor
    let constraint: LayoutConstraint
    switch relation {
    case .equal:
      constraint = first.constraint(equalTo: second, multiplier: multiplier, constant: constant)
    case .atLeast:
      constraint = first.constraint(
        greaterThanOrEqualTo: second, multiplier: multiplier, constant: constant)
    case .atMost:
      constraint = first.constraint(
        lessThanOrEqualTo: second, multiplier: multiplier, constant: constant)
    }
    append(constraint, priority, role)
  }

  private func xAnchor(_ node: LayoutNode, _ edge: PlanEdge) -> XAxisAnchor {
    edge == .left ? node.leftAnchor : node.rightAnchor
  }

  private func yAnchor(_ node: LayoutNode, _ edge: PlanEdge) -> YAxisAnchor {
    edge == .top ? node.topAnchor : node.bottomAnchor
  }
}
