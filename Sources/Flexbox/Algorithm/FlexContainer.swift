import FixFlex

/// The flex container being laid out: its axes, its content box and the scratch
/// items and lines of §9.
struct FlexContainer {
  /// The `Flex` of each child of the container's node.
  let children: UnsafeMutableBufferPointer<Unmanaged<Flex>>
  let direction: ResolvedDirection
  /// Whether the main axis is horizontal.
  let isRow: Bool
  /// Whether the container is multi-line (`wrap` or `wrap-reverse`).
  let isMultiLine: Bool
  /// Whether main-start is at the right (row) or bottom (column) edge.
  let mainReversed: Bool
  /// Whether cross-start is at the bottom (row) or right (column) edge.
  let crossReversed: Bool
  /// Whether lines stack from cross-end (`wrap-reverse`).
  let isWrapReverse: Bool
  /// Whether the flex direction is reversed (`row-reverse`, `column-reverse`): the
  /// `start` side is then flex-end.
  let directionIsReversed: Bool
  let justifyContent: Flex.JustifyContent
  let alignItems: Flex.AlignItems
  let alignContent: Flex.AlignContent
  let box: BoxEdges
  /// The border-box width (always definite).
  let width: Double
  /// The content-box width (always definite).
  let contentWidth: Double
  /// The content-box height the container was given, if any.
  let givenContentHeight: Double?
  /// The content-box height when it is definite: what the items' percentage heights
  /// resolve against.
  let percentBasisHeight: Double?
  /// The content-box min and max heights that bound a content-sized height.
  let minContentHeight: Double
  let maxContentHeight: Double
  /// The gap between items along the main axis, and between lines.
  let mainGap: Double
  let crossGap: Double

  /// The content height a column's lines break at when it is not its given height
  /// (§9.3 step 5 with Chrome's inner main size): for a column that grew past its
  /// aspect ratio to fit its content, the ratio's height, which Chrome keeps; for a
  /// wrapping column laid out for its content height (no height given), its own
  /// `height` in points within its min and max heights.
  let lineBreakHeight: Double?

  /// The inner main size (§9.3 step 4), once determined.
  var innerMain: Double = 0
  /// Whether the inner main size is definite (it is for rows; for columns, when the
  /// height was given definite).
  var mainIsDefinite: Bool
  /// The inner cross size (§9.4 step 15), once determined.
  var innerCross: Double = 0
  /// The content-based inner main size before min/max (a column's intrinsic height).
  var contentMain: Double = 0
  /// The content-based inner cross size before min/max (a row's intrinsic height).
  var contentCross: Double = 0
  /// A single-line container's line cross size from its items, before the line takes
  /// a definite inner cross size (§9.4 step 8).
  var naturalLineCross: Double = 0
  /// Whether the layout reports ``contentExtent`` as its content height
  /// (``NodeInput/reportsContentExtent``).
  var reportsContentExtent = false

  /// Whether a child is absolutely positioned, or could hold absolute descendants
  /// placed against this container (a static or `display: contents` child).
  var mayHaveAbsoluteDescendants = false

  var items: UnsafeMutablePointer<FlexItem>
  var itemCount = 0
  var lines: UnsafeMutablePointer<FlexLine>
  var lineCount = 0

  init(
    flex: Flex, direction: ResolvedDirection, width: Double, height: Double?,
    heightIsDefinite: Bool, box: BoxEdges, minHeight: Double, maxHeight: Double,
    lineBreakHeight ratioLineBreak: Double?
  ) {
    self.children = flex.childFlexes
    self.direction = direction
    let flexDirection = flex.style.flexDirection
    let flexWrap = flex.style.flexWrap
    isRow = flexDirection == .row || flexDirection == .rowReverse
    isMultiLine = flexWrap != .noWrap
    let wrapReverse = flexWrap == .wrapReverse
    isWrapReverse = wrapReverse
    directionIsReversed = flexDirection == .rowReverse || flexDirection == .columnReverse
    if isRow {
      mainReversed = (direction == .rtl) != (flexDirection == .rowReverse)
      crossReversed = wrapReverse
    } else {
      mainReversed = flexDirection == .columnReverse
      crossReversed = (direction == .rtl) != wrapReverse
    }
    justifyContent = flex.style.justifyContent
    alignItems = flex.style.alignItems
    alignContent = flex.style.alignContent
    self.box = box
    let vertical = box.vertical
    self.width = width
    contentWidth = max(0, width - box.horizontal)
    givenContentHeight = height.map { max(0, $0 - vertical) }
    percentBasisHeight = heightIsDefinite ? givenContentHeight : nil
    minContentHeight = max(0, minHeight - vertical)
    maxContentHeight = max(0, maxHeight - vertical)
    let columnGap = max(0, flex.style.resolvedColumnGap.resolveOrZero(contentWidth))
    let rowGap = max(0, flex.style.resolvedRowGap.resolveOrZero(percentBasisHeight))
    mainGap = isRow ? columnGap : rowGap
    crossGap = isRow ? rowGap : columnGap
    mainIsDefinite = isRow || (givenContentHeight != nil && heightIsDefinite)
    // A ratio's line-break height, from a caller that lays the column out at it, or
    // else a wrapping column's own when it is laid out for its content height.
    if let ratioLineBreak {
      lineBreakHeight = ratioLineBreak
    } else if height == nil, !isRow, isMultiLine {
      lineBreakHeight = Self.ownLineBreakHeight(
        flex, vertical: vertical, minHeight: minHeight, maxHeight: maxHeight)
    } else {
      lineBreakHeight = nil
    }
    items = UnsafeMutablePointer(bitPattern: 1)!
    lines = UnsafeMutablePointer(bitPattern: 1)!
  }

  /// The content height a wrapping column laid out for its content height (no height
  /// given) breaks its lines at: its own `height` in points within its min and max
  /// heights, or `nil`. Chrome measures a column item's content with an indefinite
  /// initial height (its children's percentages unresolved) but breaks its lines at
  /// the length its own height gives (the flex layout algorithm's PlaceFlexItems:
  /// MainAxisContentExtent(LayoutUnit::Max())); its content height is then its
  /// longest line (random_dev_2000225). Out of line: most containers never ask.
  @inline(never)
  private static func ownLineBreakHeight(
    _ flex: Flex, vertical: Double, minHeight: Double, maxHeight: Double
  ) -> Double? {
    let style = flex.styleInPlace
    guard style.pointee.height.unit == .points else { return nil }
    let own = style.pointee.height.value
    let boxed = style.pointee.boxSizing == .contentBox ? own + vertical : max(own, vertical)
    return max(0, max(minHeight, min(maxHeight, boxed)) - vertical)
  }

  /// The used border-box height of the container.
  var usedHeight: Double {
    (isRow ? innerCross : innerMain) + box.vertical
  }

  /// The border-box height from the content alone (before the container's min and
  /// max heights).
  var contentBasedHeight: Double {
    (isRow ? contentCross : contentMain) + box.vertical
  }

  /// The border-box height the content takes, even where the container's height is
  /// imposed: ``contentBasedHeight``, but for a single-line row given its height,
  /// whose line's size from its items counts rather than the size it was given.
  var contentExtent: Double {
    guard isRow, !isMultiLine, definiteInnerCross != nil else { return contentBasedHeight }
    return naturalLineCross + box.vertical
  }

  /// The inner cross size when it is known before the lines are (a column's width, a
  /// row's given height).
  var definiteInnerCross: Double? {
    isRow ? givenContentHeight : contentWidth
  }
}

/// Tolerances of the layout layer, in points.
enum FlexTolerance {
  /// Below this, a difference between two layout lengths is rounding noise (a line
  /// that fits exactly does not wrap because of it).
  static let layout = 1e-7
}
