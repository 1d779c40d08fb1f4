/// An edge, centre, baseline or dimension of a node's frame, as a constraint names it.
///
/// Positions are measured in the root's coordinates, y growing downwards. `leading`
/// and `trailing` follow the layout direction (in right-to-left they are the right
/// and left edges, and distances along them run leftwards); `left` and `right` never
/// do. `firstBaseline` and `lastBaseline` are the baselines of the first and last line
/// of text a ``MeasureFunction`` reports; a node without text uses its top and bottom.
public enum LayoutAttribute: Hashable, Sendable, CaseIterable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The leading edge: left in left-to-right, right in right-to-left.
  case leading
  /// The trailing edge: right in left-to-right, left in right-to-left.
  case trailing
  /// The horizontal centre.
  case centerX
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The vertical centre.
  case centerY
  /// The baseline of the first line of text (the top edge without text).
  case firstBaseline
  /// The baseline of the last line of text (the bottom edge without text).
  case lastBaseline
  /// The width.
  case width
  /// The height.
  case height

  /// The attribute's name as descriptions print it (`leading`, `width`).
  public var name: String {
    switch self {
    case .left: return "left"
    case .right: return "right"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .centerX: return "centerX"
    case .top: return "top"
    case .bottom: return "bottom"
    case .centerY: return "centerY"
    case .firstBaseline: return "firstBaseline"
    case .lastBaseline: return "lastBaseline"
    case .width: return "width"
    case .height: return "height"
    }
  }

  /// The axis the attribute lies on (a width is horizontal, a height vertical).
  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .width: return .horizontal
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: return .vertical
    }
  }

  /// Whether the attribute follows the layout direction (`leading`, `trailing`).
  var isDirectional: Bool { self == .leading || self == .trailing }

  /// Whether the attribute is an absolute horizontal edge (`left`, `right`).
  var isAbsoluteHorizontal: Bool { self == .left || self == .right }

  /// Whether the attribute depends on the node's text measurement.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
