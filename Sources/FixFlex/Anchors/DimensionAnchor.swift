/// A size of a node: `width` or `height`. It relates to other sizes (of either axis,
/// so an aspect ratio `width == 1.5 × height` is allowed) or to a constant.
public struct DimensionAnchor {
  /// The node whose size this is.
  public let node: LayoutNode
  /// `width` or `height`.
  public let attribute: LayoutAttribute

  init(_ node: LayoutNode, _ attribute: LayoutAttribute) {
    self.node = node
    self.attribute = attribute
  }

  /// `self == constant`, inactive until activated.
  public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(node, attribute, .equal, nil, nil, 0, constant)
  }

  /// `self >= constant`, inactive until activated.
  public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(node, attribute, .greaterThanOrEqual, nil, nil, 0, constant)
  }

  /// `self <= constant`, inactive until activated.
  public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(node, attribute, .lessThanOrEqual, nil, nil, 0, constant)
  }

  /// `self == multiplier × other + constant`, inactive until activated.
  public func constraint(
    equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(node, attribute, .equal, other.node, other.attribute, multiplier, constant)
  }

  /// `self >= multiplier × other + constant`, inactive until activated.
  public func constraint(
    greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      node, attribute, .greaterThanOrEqual, other.node, other.attribute, multiplier, constant)
  }

  /// `self <= multiplier × other + constant`, inactive until activated.
  public func constraint(
    lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      node, attribute, .lessThanOrEqual, other.node, other.attribute, multiplier, constant)
  }
}
