import FixFlex

/// A node's padding plus border on each physical edge, resolved for its direction and
/// containing block (percentage padding resolves against the containing block's width,
/// as in CSS; borders take points only).
struct BoxEdges {
  /// Padding plus border on each edge.
  var insets: EdgeInsets

  @inline(__always)
  init(_ flex: Flex, direction: ResolvedDirection, basisWidth: Double?) {
    if flex.staticBox.isStatic {
      self.init(insets: flex.staticBox.paddingBorder)
    } else {
      self.init(resolving: flex, direction, basisWidth)
    }
  }

  @inline(__always)
  private init(insets: EdgeInsets) {
    self.insets = insets
  }

  /// Resolves the edges slot by slot.
  @inline(never)
  private init(resolving flex: Flex, _ direction: ResolvedDirection, _ basisWidth: Double?) {
    let paddingEdges = flex.style.padding
    let padding = EdgeInsets(
      top: max(0, paddingEdges.topEdge.resolveOrZero(basisWidth)),
      left: max(0, paddingEdges.leftEdge(direction).resolveOrZero(basisWidth)),
      bottom: max(0, paddingEdges.bottomEdge.resolveOrZero(basisWidth)),
      right: max(0, paddingEdges.rightEdge(direction).resolveOrZero(basisWidth)))
    let border = Self.border(flex, direction)
    insets = EdgeInsets(
      top: padding.top + border.top, left: padding.left + border.left,
      bottom: padding.bottom + border.bottom, right: padding.right + border.right)
  }

  /// The border alone on each edge (for the containing block of absolute boxes).
  static func border(_ flex: Flex, _ direction: ResolvedDirection) -> EdgeInsets {
    let edges = flex.style.border
    return EdgeInsets(
      top: max(0, edges.topEdge.resolveOrZero(nil)),
      left: max(0, edges.leftEdge(direction).resolveOrZero(nil)),
      bottom: max(0, edges.bottomEdge.resolveOrZero(nil)),
      right: max(0, edges.rightEdge(direction).resolveOrZero(nil)))
  }

  /// Padding plus border, left and right.
  @inline(__always)
  var horizontal: Double { insets.left + insets.right }
  /// Padding plus border, top and bottom.
  @inline(__always)
  var vertical: Double { insets.top + insets.bottom }
}
