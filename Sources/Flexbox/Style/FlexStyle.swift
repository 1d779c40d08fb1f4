import FixFlex

/// The flexbox style of one node: every input of the algorithm, as plain values.
///
/// Sizes follow ``boxSizing``; edges keep Yoga's nine slots (``Edges``) and are
/// resolved per node at layout time. `auto` min sizes are the CSS automatic minimum
/// size (§4.5), applied as browsers do under either preset.
struct FlexStyle: Hashable, Sendable {
  var display: Flex.Display = .flex
  var position: Flex.Position = .relative
  var flexDirection: Flex.Direction = .column
  var flexWrap: Flex.Wrap = .noWrap
  var justifyContent: Flex.JustifyContent = .start
  var alignItems: Flex.AlignItems = .stretch
  var alignSelf: Flex.AlignSelf = .auto
  var alignContent: Flex.AlignContent = .start
  var boxSizing: Flex.BoxSizing = .borderBox
  var overflow: Flex.Overflow = .visible

  var flexGrow: Double = 0
  var flexShrink: Double = 0
  var flexBasis: Length = .auto

  var width: Length = .auto
  var height: Length = .auto
  var minWidth: Length = .auto
  var minHeight: Length = .auto
  var maxWidth: Length = .undefined
  var maxHeight: Length = .undefined
  /// Width divided by height, of the box ``boxSizing`` names; `nil` when unset.
  var aspectRatio: Double?

  var margin = Edges.undefined
  var padding = Edges.undefined
  var border = Edges.undefined
  var inset = Edges.insets

  /// The order stamp of the last value set (see ``Length/order``).
  var sequence: UInt32 = 0

  /// `gap` (both axes); overridden per axis by ``columnGap`` and ``rowGap``.
  var gap: Length = .undefined
  /// The gap between items along a row (between columns).
  var columnGap: Length = .undefined
  /// The gap between items along a column (between rows).
  var rowGap: Length = .undefined

  /// Yoga's (FlexLayout's) initial values.
  static let yoga = FlexStyle()

  /// The web's initial values, as the `css` fixtures use them (border-box sizing, so
  /// that fixtures compare like with like).
  static let css: FlexStyle = {
    var style = FlexStyle()
    style.flexDirection = .row
    style.flexShrink = 1
    style.alignContent = .stretch
    style.position = .static
    return style
  }()

  /// The initial values of a preset.
  static func initial(_ defaults: Flex.Defaults) -> FlexStyle {
    defaults == .yoga ? .yoga : .css
  }

  /// The effective column gap (`column-gap`, else `gap`).
  @inline(__always)
  var resolvedColumnGap: Length { columnGap.isDefined ? columnGap : gap }
  /// The effective row gap (`row-gap`, else `gap`).
  @inline(__always)
  var resolvedRowGap: Length { rowGap.isDefined ? rowGap : gap }

  /// Whether the main axis is horizontal.
  @inline(__always)
  var isRow: Bool { flexDirection == .row || flexDirection == .rowReverse }

  /// Whether some value of this style is a percentage that resolves against the
  /// containing block (so its layout depends on the parent's size, not only on the
  /// size it is given).
  var dependsOnContainingBlock: Bool {
    padding.hasPercent || minHeight.unit == .percent || maxHeight.unit == .percent
      || height.unit == .percent || height.unit == .stretch
  }
}
