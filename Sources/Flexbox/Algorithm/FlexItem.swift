import FixFlex

/// A flex item while its container is laid out (CSS Flexbox §9), in flow-relative
/// terms: *main* and *cross* axes, *start* and *end* as the container's directions
/// say. Sizes are border-box sizes; margins are kept apart.
struct FlexItem {
  /// The item's flex state (held by the tree during layout; it knows the node).
  unowned(unsafe) var flex: Flex
  /// The item's own resolved direction (for its logical edges).
  var direction: ResolvedDirection

  // Margins (auto ones are 0 until the alignment steps give them space).
  var marginMainStart: Double
  var marginMainEnd: Double
  var marginCrossStart: Double
  var marginCrossEnd: Double
  var autoMainStart: Bool
  var autoMainEnd: Bool
  var autoCrossStart: Bool
  var autoCrossEnd: Bool

  /// Padding plus border along each axis (both sides).
  var paddingBorderMain: Double
  var paddingBorderCross: Double

  var flexGrow: Double
  var flexShrink: Double
  /// `align-self`, with `auto` resolved to the container's `align-items`.
  var alignSelf: Flex.AlignItems

  /// The used min and max main sizes (`maxMain` is `.infinity` when there is none).
  var minMain: Double
  var maxMain: Double
  var minCross: Double
  var maxCross: Double
  /// The definite cross size from the style, or `nil` (auto or unresolvable).
  var crossProperty: Double?
  /// The definite main size from the style (`width` in a row), or `nil`.
  var mainProperty: Double?
  /// Whether the cross size property is `auto` (the item may be stretched).
  var crossIsAuto: Bool
  /// Whether `min-width`/`min-height` along the main axis is `auto` (§4.5).
  var minMainIsAuto: Bool
  /// Whether the min height (bit 0) or max height (bit 1) is a content keyword
  /// (`max-content`, `fit-content`): the content height at the preferred height.
  var heightLimitKeywords: UInt8 = 0

  // §9.2–9.7
  /// Whether the flex basis (or, for `auto`, the main size property) is a definite
  /// length.
  var flexBasisIsDefinite = false
  var flexBaseSize: Double = 0
  var hypotheticalMainSize: Double = 0
  var targetMainSize: Double = 0
  var isFrozen = false
  var violation: Double = 0

  // §9.4
  var hypotheticalCrossSize: Double = 0
  var crossSize: Double = 0
  /// Whether the cross size came from stretching (§9.4 step 11).
  var isStretched = false
  /// For a row item: whether its height is its content height unchanged (so that the
  /// final layout can ask for the content height again and hit the cache).
  var crossFromContent = false
  /// The first baseline from the border-box top (synthesized from the bottom edge
  /// when the item has none).
  var baseline: Double = 0
  /// Whether ``baseline`` comes from the item's final layout.
  var hasFinalBaseline = false

  // §9.5–9.6: the border-box start edges, from the content box's start edges.
  var mainPosition: Double = 0
  var crossPosition: Double = 0

  /// The outer hypothetical main size (margins included).
  @inline(__always)
  var outerHypotheticalMainSize: Double {
    hypotheticalMainSize + marginMainStart + marginMainEnd
  }

  /// The outer flex base size (margins included).
  @inline(__always)
  var outerFlexBaseSize: Double { flexBaseSize + marginMainStart + marginMainEnd }

  /// The outer target main size (margins included).
  @inline(__always)
  var outerTargetMainSize: Double { targetMainSize + marginMainStart + marginMainEnd }

  /// The sum of the cross-axis margins (auto ones as 0).
  @inline(__always)
  var crossMargins: Double { marginCrossStart + marginCrossEnd }
}

/// A flex line (§9.3): a run of items, its cross size and its position.
struct FlexLine {
  /// The first item and one past the last, as indices into the container's items.
  var start: Int
  var end: Int
  /// The line's cross size (§9.4 step 8).
  var crossSize: Double = 0
  /// The largest distance from an item's cross-start margin edge to its baseline,
  /// among the items aligned by baseline.
  var maxAscent: Double = 0
  /// Where the line starts along the cross axis, from the content box's cross-start.
  var crossPosition: Double = 0
}
