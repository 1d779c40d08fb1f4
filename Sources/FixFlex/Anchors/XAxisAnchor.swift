/// A horizontal position of a node: `leading`, `trailing`, `left`, `right` or
/// `centerX`. It relates only to other horizontal positions, so a constraint between
/// a left edge and a top edge does not compile.
///
/// Mixing the two horizontal families in one constraint (`leading` with `left`) is
/// refused at activation with ``LayoutError/mixedHorizontalFamilies(_:)``, as in
/// UIKit; `centerX` goes with either.
public struct XAxisAnchor {
  /// The node whose edge this is.
  public let node: LayoutNode
  /// Which edge or centre.
  public let attribute: LayoutAttribute

  init(_ node: LayoutNode, _ attribute: LayoutAttribute) {
    self.node = node
    self.attribute = attribute
  }

  /// `self == other + constant`, inactive until activated.
  public func constraint(equalTo other: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
    LayoutConstraint(node, attribute, .equal, other.node, other.attribute, 1, constant)
  }

  /// `self >= other + constant`, inactive until activated.
  public func constraint(
    greaterThanOrEqualTo other: XAxisAnchor, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      node, attribute, .greaterThanOrEqual, other.node, other.attribute, 1, constant)
  }

  /// `self <= other + constant`, inactive until activated.
  public func constraint(
    lessThanOrEqualTo other: XAxisAnchor, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(node, attribute, .lessThanOrEqual, other.node, other.attribute, 1, constant)
  }
}
