import FixFlex

/// The nine edge slots Yoga keeps for margins, padding, borders and insets: the four
/// physical edges, the two logical ones, the two axis shorthands and `all`.
///
/// A physical edge takes the first defined value of, for the left edge:
/// `start` (left-to-right) or `end` (right-to-left), then `left`, then `horizontal`,
/// then `all`; the top edge: `top`, then `vertical`, then `all`. This is Yoga's cascade
/// (`Style::computeLeftEdge`), which is what the fixtures assume.
struct Edges: Hashable, Sendable {
  /// The slots, indexed by ``Slot``.
  var left = Length.undefined
  var top = Length.undefined
  var right = Length.undefined
  var bottom = Length.undefined
  var start = Length.undefined
  var end = Length.undefined
  var horizontal = Length.undefined
  var vertical = Length.undefined
  var all = Length.undefined

  /// Every slot undefined.
  static let undefined = Edges()

  /// The length that applies on the left edge for a node laid out in `direction`.
  @inline(__always)
  func leftEdge(_ direction: ResolvedDirection) -> Length {
    let logical = direction == .rtl ? end : start
    if logical.isDefined { return logical }
    if left.isDefined { return left }
    if horizontal.isDefined { return horizontal }
    return all
  }

  /// The length that applies on the right edge for a node laid out in `direction`.
  @inline(__always)
  func rightEdge(_ direction: ResolvedDirection) -> Length {
    let logical = direction == .rtl ? start : end
    if logical.isDefined { return logical }
    if right.isDefined { return right }
    if horizontal.isDefined { return horizontal }
    return all
  }

  /// The length that applies on the top edge.
  @inline(__always)
  var topEdge: Length {
    if top.isDefined { return top }
    if vertical.isDefined { return vertical }
    return all
  }

  /// The length that applies on the bottom edge.
  @inline(__always)
  var bottomEdge: Length {
    if bottom.isDefined { return bottom }
    if vertical.isDefined { return vertical }
    return all
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
