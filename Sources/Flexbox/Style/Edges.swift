import FixFlex

/// The nine edge slots Yoga keeps for margins, padding, borders and insets: the four
/// physical edges, the two logical ones, the two axis shorthands and `all`.
///
/// A physical edge takes, for the left edge: the logical slot that maps to it
/// (`start` in left-to-right, `end` in right-to-left), else `left`, else
/// `horizontal`, else `all` (Yoga's `Style::computeLeftEdge`). Insets differ in one
/// respect: when a logical and a physical inset name the same side, the one set last
/// wins, as in a CSS cascade (``lastSetWins``).
// DEVIATION(yoga-defaults): for insets, Yoga always prefers `start`/`end` over
// `left`/`right`; browsers take whichever declaration of the side comes last — spec:
// https://www.w3.org/TR/css-logical-1/#box (the browser corpus shows it for insets;
// for margins, padding and borders it agrees with Yoga's order).
struct Edges: Hashable, Sendable {
  var left = Length.undefined
  var top = Length.undefined
  var right = Length.undefined
  var bottom = Length.undefined
  var start = Length.undefined
  var end = Length.undefined
  var horizontal = Length.undefined
  var vertical = Length.undefined
  var all = Length.undefined
  /// Whether a physical value set after the logical one of the same side wins over
  /// it (insets), instead of the logical one always winning (margins, padding,
  /// borders).
  var lastSetWins = false

  /// Every slot undefined, logical values winning.
  static let undefined = Edges()

  /// Every slot undefined, the last value set for a side winning.
  static let insets = Edges(lastSetWins: true)

  /// Of a logical and a physical value for one side, the one that applies.
  @inline(__always)
  private func side(_ logical: Length, _ physical: Length) -> Length {
    if logical.isDefined {
      return lastSetWins && physical.isDefined && physical.order > logical.order
        ? physical : logical
    }
    return physical
  }

  /// The length that applies on the left edge for a node laid out in `direction`.
  @inline(__always)
  func leftEdge(_ direction: ResolvedDirection) -> Length {
    let side = side(direction == .rtl ? end : start, left)
    if side.isDefined { return side }
    return horizontal.isDefined ? horizontal : all
  }

  /// The length that applies on the right edge for a node laid out in `direction`.
  @inline(__always)
  func rightEdge(_ direction: ResolvedDirection) -> Length {
    let side = side(direction == .rtl ? start : end, right)
    if side.isDefined { return side }
    return horizontal.isDefined ? horizontal : all
  }

  /// The length that applies on the top edge.
  @inline(__always)
  var topEdge: Length {
    if top.isDefined { return top }
    return vertical.isDefined ? vertical : all
  }

  /// The length that applies on the bottom edge.
  @inline(__always)
  var bottomEdge: Length {
    if bottom.isDefined { return bottom }
    return vertical.isDefined ? vertical : all
  }

  /// Whether any slot is set.
  var isAnyDefined: Bool {
    left.isDefined || top.isDefined || right.isDefined || bottom.isDefined || start.isDefined
      || end.isDefined || horizontal.isDefined || vertical.isDefined || all.isDefined
  }

  /// Whether any slot holds a percentage (such a node's layout depends on its
  /// containing block's size).
  var hasPercent: Bool {
    left.unit == .percent || top.unit == .percent || right.unit == .percent
      || bottom.unit == .percent || start.unit == .percent || end.unit == .percent
      || horizontal.unit == .percent || vertical.unit == .percent || all.unit == .percent
  }
}

/// A direction after inheritance: the root's `inherit` is left-to-right.
enum ResolvedDirection: UInt8, Hashable, Sendable {
  /// Left to right.
  case ltr
  /// Right to left.
  case rtl
}
