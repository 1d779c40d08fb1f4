/// A vertical position of a node: `top`, `bottom`, `centerY`, `firstBaseline` or
/// `lastBaseline`. It relates only to other vertical positions, so a constraint between
/// a top edge and a left edge does not compile.
public struct YAxisAnchor {
  /// The node whose edge this is.
  public let node: LayoutNode
  /// Which edge or centre.
  public let attribute: LayoutAttribute

  init(_ node: LayoutNode, _ attribute: LayoutAttribute) {
    self.node = node
    self.attribute = attribute
  }

  /// `self == other + constant`, inactive until activated.
  public func constraint(equalTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
    LayoutConstraint(node, attribute, .equal, other.node, other.attribute, 1, constant)
  }

  /// `self >= other + constant`, inactive until activated.
  public func constraint(
    greaterThanOrEqualTo other: YAxisAnchor, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      node, attribute, .greaterThanOrEqual, other.node, other.attribute, 1, constant)
  }

  /// `self <= other + constant`, inactive until activated.
  public func constraint(
    lessThanOrEqualTo other: YAxisAnchor, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(node, attribute, .lessThanOrEqual, other.node, other.attribute, 1, constant)
  }
}
