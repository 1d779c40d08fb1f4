import FixFlex

/// The constraints of one container's translation, as specifications: each names its
/// nodes (a tree node, or one of the container's guides by index), attributes,
/// relation, multiplier, constant and priority, with its role.
///
/// Specifications are compared before anything is built: a container planned again
/// whose specifications differ only in constants keeps its constraints and has those
/// constants changed in place; one whose specifications are equal keeps everything.
struct ConstraintList {
  var specs: [ConstraintSpec] = []
  var roles: [ConstraintRole] = []
  /// The labels of the guides the specifications use, by index.
  var guideLabels: [String] = []

  /// How a constraint compares its sides.
  typealias Relation = LayoutConstraint.Relation

  /// A guide of the container, by its index in ``guideLabels``.
  mutating func guide(_ label: String) -> ConstraintSpec.Item {
    guideLabels.append(label)
    return .guide(guideLabels.count - 1)
  }

  private mutating func append(_ spec: ConstraintSpec, _ role: ConstraintRole) {
    specs.append(spec)
    roles.append(role)
  }

  /// `a.edgeA (rel) b.edgeB + constant`; both edges lie on one axis.
  mutating func edge(
    _ a: ConstraintSpec.Item, _ edgeA: PlanEdge, _ relation: Relation, _ b: ConstraintSpec.Item,
    _ edgeB: PlanEdge, _ constant: Double, _ priority: LayoutPriority, _ role: ConstraintRole
  ) {
    append(
      ConstraintSpec(
        first: a, firstAttribute: edgeA.attribute, relation: relation, second: b,
        secondAttribute: edgeB.attribute, multiplier: 1, constant: constant, priority: priority),
      role)
  }

  /// `a.center == b.center + constant` along the horizontal or vertical axis.
  mutating func center(
    _ a: ConstraintSpec.Item, _ b: ConstraintSpec.Item, horizontal: Bool, _ constant: Double,
    _ priority: LayoutPriority, _ role: ConstraintRole
  ) {
    let attribute: LayoutAttribute = horizontal ? .centerX : .centerY
    append(
      ConstraintSpec(
        first: a, firstAttribute: attribute, relation: .equal, second: b,
        secondAttribute: attribute, multiplier: 1, constant: constant, priority: priority),
      role)
  }

  /// `a.size (rel) constant` along one axis.
  mutating func size(
    _ a: ConstraintSpec.Item, horizontal: Bool, _ relation: Relation, _ constant: Double,
    _ priority: LayoutPriority, _ role: ConstraintRole
  ) {
    append(
      ConstraintSpec(
        first: a, firstAttribute: horizontal ? .width : .height, relation: relation, second: nil,
        secondAttribute: nil, multiplier: 0, constant: constant, priority: priority),
      role)
  }

  /// `a.size (rel) multiplier × b.size + constant`; the sizes may lie on different
  /// axes (an aspect ratio).
  mutating func size(
    _ a: ConstraintSpec.Item, horizontal: Bool, _ relation: Relation, _ b: ConstraintSpec.Item,
    horizontal other: Bool, multiplier: Double, _ constant: Double, _ priority: LayoutPriority,
    _ role: ConstraintRole
  ) {
    append(
      ConstraintSpec(
        first: a, firstAttribute: horizontal ? .width : .height, relation: relation, second: b,
        secondAttribute: other ? .width : .height, multiplier: multiplier, constant: constant,
        priority: priority),
      role)
  }
}

/// One constraint of a translation before it is built:
/// `first.firstAttribute (relation) multiplier × second.secondAttribute + constant`.
struct ConstraintSpec {
  /// A node a specification refers to.
  enum Item: Equatable {
    /// A node of the tree.
    case node(Unmanaged<LayoutNode>)
    /// The container's guide with this index.
    case guide(Int)

    static func == (lhs: Item, rhs: Item) -> Bool {
      switch (lhs, rhs) {
      case (.node(let a), .node(let b)): return a.toOpaque() == b.toOpaque()
      case (.guide(let a), .guide(let b)): return a == b
      default: return false
      }
    }
  }

  var first: Item
  var firstAttribute: LayoutAttribute
  var relation: LayoutConstraint.Relation
  var second: Item?
  var secondAttribute: LayoutAttribute?
  var multiplier: Double
  var constant: Double
  var priority: LayoutPriority

  /// Whether two specifications are the same constraint but for the constant.
  func hasSameShape(as other: ConstraintSpec) -> Bool {
    first == other.first && firstAttribute == other.firstAttribute
      && relation == other.relation && second == other.second
      && secondAttribute == other.secondAttribute && multiplier == other.multiplier
      && priority == other.priority
  }

  /// Builds the constraint (inactive), with `guides` standing for the guide indices.
  func build(guides: [LayoutNode]) -> LayoutConstraint {
    let a = resolve(first, guides)
    let constraint: LayoutConstraint
    if let second, let secondAttribute {
      let b = resolve(second, guides)
      switch firstAttribute {
      case .width, .height:
        let x = firstAttribute == .width ? a.widthAnchor : a.heightAnchor
        let y = secondAttribute == .width ? b.widthAnchor : b.heightAnchor
        switch relation {
        case .equal:
          constraint = x.constraint(equalTo: y, multiplier: multiplier, constant: constant)
        case .greaterThanOrEqual:
          constraint = x.constraint(
            greaterThanOrEqualTo: y, multiplier: multiplier, constant: constant)
        case .lessThanOrEqual:
          constraint = x.constraint(
            lessThanOrEqualTo: y, multiplier: multiplier, constant: constant)
        }
      case .left, .right, .centerX, .leading, .trailing:
        let x = xAnchor(a, firstAttribute)
        let y = xAnchor(b, secondAttribute)
        switch relation {
        case .equal: constraint = x.constraint(equalTo: y, constant: constant)
        case .greaterThanOrEqual:
          constraint = x.constraint(greaterThanOrEqualTo: y, constant: constant)
        case .lessThanOrEqual: constraint = x.constraint(lessThanOrEqualTo: y, constant: constant)
        }
      default:
        let x = yAnchor(a, firstAttribute)
        let y = yAnchor(b, secondAttribute)
        switch relation {
        case .equal: constraint = x.constraint(equalTo: y, constant: constant)
        case .greaterThanOrEqual:
          constraint = x.constraint(greaterThanOrEqualTo: y, constant: constant)
        case .lessThanOrEqual: constraint = x.constraint(lessThanOrEqualTo: y, constant: constant)
        }
      }
    } else {
      let x = firstAttribute == .width ? a.widthAnchor : a.heightAnchor
      switch relation {
      case .equal: constraint = x.constraint(equalToConstant: constant)
      case .greaterThanOrEqual: constraint = x.constraint(greaterThanOrEqualToConstant: constant)
      case .lessThanOrEqual: constraint = x.constraint(lessThanOrEqualToConstant: constant)
      }
    }
    if !priority.isRequired {
      // A valid priority on an inactive constraint: this cannot fail.
      try? constraint.setPriority(priority)
    }
    return constraint
  }

  private func resolve(_ item: Item, _ guides: [LayoutNode]) -> LayoutNode {
    switch item {
    case .node(let node): return node.takeUnretainedValue()
    case .guide(let index): return guides[index]
    }
  }

  private func xAnchor(_ node: LayoutNode, _ attribute: LayoutAttribute) -> XAxisAnchor {
    switch attribute {
    case .left: return node.leftAnchor
    case .right: return node.rightAnchor
    case .leading: return node.leadingAnchor
    case .trailing: return node.trailingAnchor
    default: return node.centerXAnchor
    }
  }

  private func yAnchor(_ node: LayoutNode, _ attribute: LayoutAttribute) -> YAxisAnchor {
    switch attribute {
    case .top: return node.topAnchor
    case .bottom: return node.bottomAnchor
    case .firstBaseline: return node.firstBaselineAnchor
    case .lastBaseline: return node.lastBaselineAnchor
    default: return node.centerYAnchor
    }
  }
}

extension PlanEdge {
  /// The layout attribute of this edge.
  var attribute: LayoutAttribute {
    switch self {
    case .left: return .left
    case .right: return .right
    case .top: return .top
    case .bottom: return .bottom
    }
  }
}
