import FixFlex

/// What the layout reads of a node's style for every item, resolved once when the
/// style changes, in 168 bytes (every item of every container laid out reads it, so
/// it is kept to a few cache lines and the style itself is not read for common
/// items):
///
/// - always: the flex factors and basis, `display`, `position`, `overflow`,
///   `box-sizing`, `align-self`, and which sizes are `auto`;
/// - for the common case where they depend neither on the node's direction nor on its
///   containing block (no `start`/`end` edges, no percentages, ``isStatic``): padding
///   plus border, margins, and (``hasStaticSizes``) the size properties as border-box
///   lengths. Layout then reads these instead of resolving nine edge slots per edge.
struct StaticBox {
  /// Padding plus border on each edge.
  var paddingBorder: EdgeInsets
  var margin: EdgeInsets
  /// The size properties as border-box lengths (meaningful where ``definedSizes``
  /// has their bit).
  private var sizes: (Double, Double, Double, Double, Double, Double)
  /// `flex-grow` and `flex-shrink`.
  var flexGrow: Double
  var flexShrink: Double
  /// `flex-basis`.
  var flexBasis: Length
  /// Which of `width`, `height`, `minWidth`, `minHeight`, `maxWidth`, `maxHeight`
  /// (bits 0 to 5) are in points.
  private var definedSizes: UInt8
  /// Whether padding, border and margins are static (they are meaningful only then).
  var isStatic: Bool
  /// Whether every size property is in points, `auto` or unset, so that
  /// ``width`` … ``maxHeight`` are all there is to know about them.
  var hasStaticSizes: Bool
  /// Which margins are `auto`.
  var autoLeft: Bool
  var autoTop: Bool
  var autoRight: Bool
  var autoBottom: Bool
  /// Whether `width` (`height`) is `auto` or unset.
  var widthIsAuto: Bool
  var heightIsAuto: Bool
  /// Whether `min-width` (`min-height`) is `auto`.
  var minWidthIsAuto: Bool
  var minHeightIsAuto: Bool
  /// Whether the min height (bit 0) or max height (bit 1) is a content keyword
  /// (`max-content`, `fit-content`).
  var heightLimitKeywords: UInt8
  /// `align-self`.
  var alignSelf: Flex.AlignSelf
  var display: Flex.Display
  var position: Flex.Position
  var overflow: Flex.Overflow
  var boxSizing: Flex.BoxSizing
  /// Whether the style has an aspect ratio.
  var hasAspectRatio: Bool
  /// Whether `height`, `min-height` or `max-height` is a percentage: the node's
  /// intrinsic widths then depend on the height such percentages resolve against
  /// (``FlexAlgorithm/intrinsicWidths(of:percentBasis:)``).
  var hasPercentHeights: Bool
  /// Whether ``isStatic`` and ``hasStaticSizes``, and there is no aspect ratio: the
  /// record then stands for the whole horizontal box of the style (intrinsic sizes).
  var isSimple: Bool { isStatic && hasStaticSizes && !hasAspectRatio }

  /// The size properties as border-box lengths, `nil` for `auto`/unset.
  var width: Double? { definedSizes & 1 != 0 ? sizes.0 : nil }
  var height: Double? { definedSizes & 2 != 0 ? sizes.1 : nil }
  var minWidth: Double? { definedSizes & 4 != 0 ? sizes.2 : nil }
  var minHeight: Double? { definedSizes & 8 != 0 ? sizes.3 : nil }
  var maxWidth: Double? { definedSizes & 16 != 0 ? sizes.4 : nil }
  var maxHeight: Double? { definedSizes & 32 != 0 ? sizes.5 : nil }

  /// The box of `style`.
  init(_ style: FlexStyle) {
    flexGrow = style.flexGrow
    flexShrink = style.flexShrink
    alignSelf = style.alignSelf
    flexBasis = style.flexBasis
    display = style.display
    position = style.position
    overflow = style.overflow
    boxSizing = style.boxSizing
    hasAspectRatio = style.aspectRatio != nil
    hasPercentHeights =
      style.height.unit == .percent || style.minHeight.unit == .percent
      || style.maxHeight.unit == .percent
    widthIsAuto = style.width.isAuto || !style.width.isDefined
    heightIsAuto = style.height.isAuto || !style.height.isDefined
    minWidthIsAuto = style.minWidth.isAuto
    minHeightIsAuto = style.minHeight.isAuto
    func isContentKeyword(_ length: Length) -> Bool {
      length.unit == .maxContent || length.unit == .fitContent
    }
    heightLimitKeywords =
      (isContentKeyword(style.minHeight) ? 1 : 0) | (isContentKeyword(style.maxHeight) ? 2 : 0)
    autoLeft = style.margin.leftEdge(.ltr).isAuto
    autoTop = style.margin.topEdge.isAuto
    autoRight = style.margin.rightEdge(.ltr).isAuto
    autoBottom = style.margin.bottomEdge.isAuto
    func isStaticEdges(_ edges: Edges) -> Bool {
      !edges.start.isDefined && !edges.end.isDefined && !edges.hasPercent
    }
    guard isStaticEdges(style.padding), isStaticEdges(style.border), isStaticEdges(style.margin)
    else {
      paddingBorder = .zero
      margin = .zero
      sizes = (0, 0, 0, 0, 0, 0)
      definedSizes = 0
      isStatic = false
      hasStaticSizes = false
      return
    }
    isStatic = true
    func resolve(_ edges: Edges) -> EdgeInsets {
      EdgeInsets(
        top: edges.topEdge.resolveOrZero(nil), left: edges.leftEdge(.ltr).resolveOrZero(nil),
        bottom: edges.bottomEdge.resolveOrZero(nil), right: edges.rightEdge(.ltr).resolveOrZero(nil)
      )
    }
    let padding = resolve(style.padding)
    let border = resolve(style.border)
    paddingBorder = EdgeInsets(
      top: max(0, padding.top) + max(0, border.top),
      left: max(0, padding.left) + max(0, border.left),
      bottom: max(0, padding.bottom) + max(0, border.bottom),
      right: max(0, padding.right) + max(0, border.right))
    margin = resolve(style.margin)
    // As ``BoxEdges/horizontal`` and ``BoxEdges/vertical`` add them.
    let horizontal = paddingBorder.left + paddingBorder.right
    let vertical = paddingBorder.top + paddingBorder.bottom
    func isStaticSize(_ length: Length) -> Bool {
      length.unit == .points || length.unit == .auto || length.unit == .undefined
    }
    hasStaticSizes =
      isStaticSize(style.width) && isStaticSize(style.height) && isStaticSize(style.minWidth)
      && isStaticSize(style.minHeight) && isStaticSize(style.maxWidth)
      && isStaticSize(style.maxHeight)
    var defined: UInt8 = 0
    func boxed(_ length: Length, _ paddingBorder: Double, _ bit: UInt8) -> Double {
      guard length.unit == .points else { return 0 }
      defined |= bit
      return style.boxSizing == .contentBox
        ? length.value + paddingBorder : max(length.value, paddingBorder)
    }
    sizes = (
      boxed(style.width, horizontal, 1), boxed(style.height, vertical, 2),
      boxed(style.minWidth, horizontal, 4), boxed(style.minHeight, vertical, 8),
      boxed(style.maxWidth, horizontal, 16), boxed(style.maxHeight, vertical, 32)
    )
    definedSizes = defined
  }
}
