import FixFlex

/// The size of an absolutely positioned box before it is laid out (CSS Positioned
/// Layout §4, CSS 2 §10.3.7 and §10.6.4): its margins, insets, padding and border,
/// the used width and, when it does not come from the content, the used height.
///
/// The direct algorithm lays the box out from it (`layoutAbsolute`);
/// the constraint translation plans the box from the same numbers, so that the two
/// engines size absolute boxes by one rule.
struct AbsoluteSizing {
  /// The box's own direction.
  let direction: ResolvedDirection
  /// The margins resolved against the containing block's width (`auto`: 0).
  let margins: EdgeInsets
  /// Which margins are `auto` (left, right, top, bottom).
  let autoMargins: (left: Bool, right: Bool, top: Bool, bottom: Bool)
  /// Padding plus border, left and right.
  let horizontal: Double
  /// Padding plus border, top and bottom.
  let vertical: Double
  /// The insets that are set, resolved against the containing block.
  let left: Double?
  let right: Double?
  let top: Double?
  let bottom: Double?
  /// The used height when the style, the insets or the ratio give one; `nil`: the
  /// content's.
  let height: Double?
  /// Whether ``height`` is the space between the top and bottom insets.
  let heightBetweenInsets: Bool
  /// Whether the width before clamping is the space between the left and right insets.
  let widthBetweenInsets: Bool
  /// The used width, clamped by ``minWidth`` and ``maxWidth``.
  let width: Double
  /// The min and max sizes (the minimums at least the padding and border).
  let minWidth: Double
  let maxWidth: Double
  let minHeight: Double
  let maxHeight: Double
  /// The input the box is laid out with.
  let input: NodeInput
}

extension FlexAlgorithm {
  /// Sizes an absolutely positioned box in a containing block whose padding box is
  /// `blockWidth` × `blockHeight`; `inherited` is its parent's direction.
  ///
  /// Width (CSS 2 §10.3.7): the width property; else between both insets; else
  /// through the aspect ratio; else shrink-to-fit (fit-content). Height (§10.6.4):
  /// the height property; else between both insets when the box stretches; else the
  /// content's, found by laying it out.
  func absoluteSizing(
    _ flex: Flex, inherited: ResolvedDirection, blockWidth: Double, blockHeight: Double
  ) -> AbsoluteSizing {
    let direction = ResolvedDirection(flex.lastDirection, inheriting: inherited)
    // Its intrinsic widths resolve its logical edges with it.
    flex.resolvedDirection = direction
    let style = flex.style
    let marginLeft = style.margin.leftEdge(direction)
    let marginRight = style.margin.rightEdge(direction)
    let margins = EdgeInsets(
      top: style.margin.topEdge.resolveOrZero(blockWidth),
      left: marginLeft.resolveOrZero(blockWidth),
      bottom: style.margin.bottomEdge.resolveOrZero(blockWidth),
      right: marginRight.resolveOrZero(blockWidth))
    let edges = BoxEdges(flex, direction: direction, basisWidth: blockWidth)
    let horizontal = edges.horizontal
    let vertical = edges.vertical
    let left = style.inset.leftEdge(direction).resolve(blockWidth)
    let right = style.inset.rightEdge(direction).resolve(blockWidth)
    let top = style.inset.topEdge.resolve(blockHeight)
    let bottom = style.inset.bottomEdge.resolve(blockHeight)
    let availableWidth = blockWidth - margins.left - margins.right - (left ?? 0) - (right ?? 0)
    let availableHeight = blockHeight - margins.top - margins.bottom - (top ?? 0) - (bottom ?? 0)

    var height = resolveHeight(
      style.height, flex, basis: blockHeight, paddingBorder: vertical, available: availableHeight)
    // An automatic height stretches between two insets for `align-self` `auto`
    // (`normal`) and `stretch` (CSS Positioned Layout §4.2); otherwise it is the
    // content's, aligned between them (``InsetAlignment``).
    let stretchesVertically = style.alignSelf == .auto || style.alignSelf == .stretch
    var heightBetweenInsets = false
    if height == nil, top != nil, bottom != nil, stretchesVertically {
      height = max(vertical, availableHeight)
      heightBetweenInsets = true
    }
    let minHeight =
      resolveHeight(
        style.minHeight, flex, basis: blockHeight, paddingBorder: vertical, available: nil) ?? 0
    let maxHeight =
      resolveHeight(
        style.maxHeight, flex, basis: blockHeight, paddingBorder: vertical, available: nil)
      ?? .infinity
    if let value = height { height = max(vertical, max(minHeight, min(maxHeight, value))) }

    var width = resolveWidth(
      style.width, flex, basis: blockWidth, heightBasis: blockHeight, paddingBorder: horizontal,
      available: availableWidth)
    var widthBetweenInsets = false
    if width == nil, left != nil, right != nil {
      width = max(horizontal, availableWidth)
      widthBetweenInsets = true
    }
    if width == nil, let ratio = style.aspectRatio, let height {
      width = style.boxSizing.width(
        forHeight: height, ratio: ratio, horizontal: horizontal, vertical: vertical)
    }
    let (minWidth, maxWidth) = outOfFlowWidthLimits(
      flex, basis: blockWidth, heightBasis: blockHeight, paddingBorder: horizontal,
      available: availableWidth)
    let used =
      width
      ?? fitContent(
        intrinsicWidths(of: flex, percentBasis: blockHeight), paddingBorder: horizontal,
        available: availableWidth)
    let resolved = max(horizontal, max(minWidth, min(maxWidth, used)))

    return AbsoluteSizing(
      direction: direction, margins: margins,
      autoMargins: (
        marginLeft.isAuto, marginRight.isAuto, style.margin.topEdge.isAuto,
        style.margin.bottomEdge.isAuto
      ),
      horizontal: horizontal, vertical: vertical, left: left, right: right, top: top,
      bottom: bottom, height: height,
      heightBetweenInsets: heightBetweenInsets, widthBetweenInsets: widthBetweenInsets,
      width: resolved, minWidth: max(horizontal, minWidth), maxWidth: maxWidth,
      minHeight: max(vertical, minHeight), maxHeight: maxHeight,
      input: NodeInput(
        width: resolved, height: height, heightIsDefinite: height != nil,
        direction: inherited, basisWidth: blockWidth, basisHeight: blockHeight))
  }
}
