import FixFlex

/// A node's padding and border on each physical edge, resolved for its direction and
/// containing block (percentage padding resolves against the containing block's width,
/// as in CSS; borders take points only).
struct BoxEdges {
  var padding: EdgeInsets
  var border: EdgeInsets

  @inline(__always)
  init(_ flex: Flex, direction: ResolvedDirection, basisWidth: Double?) {
    if flex.staticBox.isStatic {
      self.init(padding: flex.staticBox.padding, border: flex.staticBox.border)
    } else {
      self.init(resolving: flex, direction, basisWidth)
    }
  }

  @inline(__always)
  private init(padding: EdgeInsets, border: EdgeInsets) {
    self.padding = padding
    self.border = border
  }

  /// Resolves the edges slot by slot.
  @inline(never)
  private init(resolving flex: Flex, _ direction: ResolvedDirection, _ basisWidth: Double?) {
    let paddingEdges = flex.style.padding
    let borderEdges = flex.style.border
    padding = EdgeInsets(
      top: max(0, paddingEdges.topEdge.resolveOrZero(basisWidth)),
      left: max(0, paddingEdges.leftEdge(direction).resolveOrZero(basisWidth)),
      bottom: max(0, paddingEdges.bottomEdge.resolveOrZero(basisWidth)),
      right: max(0, paddingEdges.rightEdge(direction).resolveOrZero(basisWidth)))
    border = EdgeInsets(
      top: max(0, borderEdges.topEdge.resolveOrZero(nil)),
      left: max(0, borderEdges.leftEdge(direction).resolveOrZero(nil)),
      bottom: max(0, borderEdges.bottomEdge.resolveOrZero(nil)),
      right: max(0, borderEdges.rightEdge(direction).resolveOrZero(nil)))
  }

  /// Padding plus border on each edge.
  @inline(__always)
  var insets: EdgeInsets {
    EdgeInsets(
      top: padding.top + border.top, left: padding.left + border.left,
      bottom: padding.bottom + border.bottom, right: padding.right + border.right)
  }

  /// Padding plus border, left and right.
  @inline(__always)
  var horizontal: Double { padding.left + padding.right + border.left + border.right }
  /// Padding plus border, top and bottom.
  @inline(__always)
  var vertical: Double { padding.top + padding.bottom + border.top + border.bottom }
}
