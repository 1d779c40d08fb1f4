import FixFlex

/// A node's padding, border and margins resolved once, when its style changes, for
/// the common case where they depend neither on its direction nor on its containing
/// block (no `start`/`end` edges, no percentages): layout then reads them instead of
/// resolving nine edge slots per edge each time.
struct StaticBox {
  /// Whether padding, border and margins are static (the rest is meaningful only
  /// then).
  var isStatic: Bool
  var padding: EdgeInsets
  var border: EdgeInsets
  var margin: EdgeInsets
  /// The size properties as border-box lengths, when every one of them is in
  /// points, `auto` or unset (`nil` for `auto`/unset); `hasStaticSizes` says whether
  /// they were.
  var hasStaticSizes: Bool
  var width: Double?
  var height: Double?
  var minWidth: Double?
  var minHeight: Double?
  var maxWidth: Double?
  var maxHeight: Double?
  /// Which margins are `auto`: left, top, right, bottom.
  var autoLeft: Bool
  var autoTop: Bool
  var autoRight: Bool
  var autoBottom: Bool

  /// A box that is not static.
  static let dynamic = StaticBox(
    isStatic: false, padding: .zero, border: .zero, margin: .zero, hasStaticSizes: false,
    width: nil, height: nil, minWidth: nil, minHeight: nil, maxWidth: nil, maxHeight: nil,
    autoLeft: false, autoTop: false, autoRight: false, autoBottom: false)

  private init(
    isStatic: Bool, padding: EdgeInsets, border: EdgeInsets, margin: EdgeInsets,
    hasStaticSizes: Bool, width: Double?, height: Double?, minWidth: Double?,
    minHeight: Double?, maxWidth: Double?, maxHeight: Double?, autoLeft: Bool, autoTop: Bool,
    autoRight: Bool, autoBottom: Bool
  ) {
    self.isStatic = isStatic
    self.padding = padding
    self.border = border
    self.margin = margin
    self.hasStaticSizes = hasStaticSizes
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.minHeight = minHeight
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
    self.autoLeft = autoLeft
    self.autoTop = autoTop
    self.autoRight = autoRight
    self.autoBottom = autoBottom
  }

  /// The box of `style` (``dynamic`` when it depends on the direction or the
  /// containing block).
  init(_ style: FlexStyle) {
    func isStatic(_ edges: Edges) -> Bool {
      !edges.start.isDefined && !edges.end.isDefined && !edges.hasPercent
    }
    guard isStatic(style.padding), isStatic(style.border), isStatic(style.margin) else {
      self = .dynamic
      return
    }
    self.isStatic = true
    func resolve(_ edges: Edges) -> EdgeInsets {
      EdgeInsets(
        top: edges.topEdge.resolveOrZero(nil), left: edges.leftEdge(.ltr).resolveOrZero(nil),
        bottom: edges.bottomEdge.resolveOrZero(nil), right: edges.rightEdge(.ltr).resolveOrZero(nil)
      )
    }
    let padding = resolve(style.padding)
    let border = resolve(style.border)
    self.padding = EdgeInsets(
      top: max(0, padding.top), left: max(0, padding.left), bottom: max(0, padding.bottom),
      right: max(0, padding.right))
    self.border = EdgeInsets(
      top: max(0, border.top), left: max(0, border.left), bottom: max(0, border.bottom),
      right: max(0, border.right))
    margin = resolve(style.margin)
    let horizontal = self.padding.left + self.padding.right + self.border.left + self.border.right
    let vertical = self.padding.top + self.padding.bottom + self.border.top + self.border.bottom
    func isStaticSize(_ length: Length) -> Bool {
      length.unit == .points || length.unit == .auto || length.unit == .undefined
    }
    hasStaticSizes =
      isStaticSize(style.width) && isStaticSize(style.height) && isStaticSize(style.minWidth)
      && isStaticSize(style.minHeight) && isStaticSize(style.maxWidth)
      && isStaticSize(style.maxHeight)
    func boxed(_ length: Length, _ paddingBorder: Double) -> Double? {
      guard length.unit == .points else { return nil }
      return style.boxSizing == .contentBox
        ? length.value + paddingBorder : max(length.value, paddingBorder)
    }
    width = boxed(style.width, horizontal)
    height = boxed(style.height, vertical)
    minWidth = boxed(style.minWidth, horizontal)
    minHeight = boxed(style.minHeight, vertical)
    maxWidth = boxed(style.maxWidth, horizontal)
    maxHeight = boxed(style.maxHeight, vertical)
    autoLeft = style.margin.leftEdge(.ltr).isAuto
    autoTop = style.margin.topEdge.isAuto
    autoRight = style.margin.rightEdge(.ltr).isAuto
    autoBottom = style.margin.bottomEdge.isAuto
  }
}
