import FixFlex

/// A tree's root sized in the space a layout offers it, as both engines size it:
/// its margins against the available width, its height and width from its style,
/// else the space it stretches to, else (the width) its aspect ratio or its content,
/// clamped by its min and max sizes ([CSS Sizing 3 §5] for the fit-content width).
///
/// [CSS Sizing 3 §5]: https://www.w3.org/TR/css-sizing-3/#intrinsic-sizes
struct RootSizing {
  /// The margins (`auto`: 0).
  let margins: EdgeInsets
  /// Padding plus border, left and right.
  let horizontal: Double
  /// Padding plus border, top and bottom.
  let vertical: Double
  /// The min and max border-box heights.
  let minHeight: Double
  let maxHeight: Double
  /// The input the root's own layout gets: the used width, and the height when the
  /// style or the stretch gives one.
  let input: NodeInput
}

extension FlexAlgorithm {
  /// The root's sizing in `availableWidth` × `availableHeight` (`nil`: unbounded),
  /// stretching to fill an axis when asked.
  func rootSizing(
    _ flex: Flex, availableWidth: Double?, availableHeight: Double?, stretchesWidth: Bool,
    stretchesHeight: Bool, direction: ResolvedDirection
  ) -> RootSizing {
    // Its intrinsic widths resolve its logical edges with it.
    flex.resolvedDirection = direction
    let style = flex.style
    let box = BoxEdges(flex, direction: direction, basisWidth: availableWidth)
    let horizontal = box.horizontal
    let vertical = box.vertical
    let margins = EdgeInsets(
      top: style.margin.topEdge.resolveOrZero(availableWidth),
      left: style.margin.leftEdge(direction).resolveOrZero(availableWidth),
      bottom: style.margin.bottomEdge.resolveOrZero(availableWidth),
      right: style.margin.rightEdge(direction).resolveOrZero(availableWidth))
    let innerWidth = availableWidth.map { $0 - margins.left - margins.right }
    let innerHeight = availableHeight.map { $0 - margins.top - margins.bottom }

    var height = resolveHeight(
      style.height, flex, basis: availableHeight, paddingBorder: vertical, available: innerHeight)
    if height == nil, stretchesHeight, let innerHeight { height = max(vertical, innerHeight) }
    let minHeight = resolvedMinHeight(flex, basis: availableHeight, paddingBorder: vertical)
    let maxHeight = resolvedMaxHeight(flex, basis: availableHeight, paddingBorder: vertical)
    if let value = height { height = max(vertical, max(minHeight, min(maxHeight, value))) }

    var width = resolveWidth(
      style.width, flex, basis: availableWidth, heightBasis: availableHeight,
      paddingBorder: horizontal, available: innerWidth)
    if width == nil, stretchesWidth, let innerWidth { width = max(horizontal, innerWidth) }
    if width == nil, let ratio = style.aspectRatio, let height {
      width = style.boxSizing.width(
        forHeight: height, ratio: ratio, horizontal: horizontal, vertical: vertical)
    }
    let used =
      width
      ?? fitContent(
        intrinsicWidths(of: flex, percentBasis: availableHeight), paddingBorder: horizontal,
        available: innerWidth ?? .infinity)
    let (minWidth, maxWidth) = outOfFlowWidthLimits(
      flex, basis: availableWidth, heightBasis: availableHeight, paddingBorder: horizontal,
      available: innerWidth)
    let resolvedWidth = max(horizontal, max(minWidth, min(maxWidth, used)))
    return RootSizing(
      margins: margins, horizontal: horizontal, vertical: vertical, minHeight: minHeight,
      maxHeight: maxHeight,
      input: NodeInput(
        width: resolvedWidth, height: height, heightIsDefinite: height != nil, direction: .ltr,
        basisWidth: availableWidth, basisHeight: availableHeight))
  }
}
