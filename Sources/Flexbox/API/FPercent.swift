/// A percentage for a flex property, written with the postfix `%` operator:
/// `node.flex.width(50%)`.
///
/// Percentages resolve as in CSS: widths, horizontal insets and every margin and
/// padding against the containing block's width; heights and vertical insets against
/// its height (and count as `auto` when that height is indefinite).
public struct FPercent: Hashable, Sendable {
  /// The percentage: `50` for 50 %.
  public let value: Double

  /// Creates a percentage (`FPercent(50)` is 50 %).
  public init(_ value: Double) {
    self.value = value
  }
}

postfix operator %

/// A percentage from a floating-point number: `12.5%`.
public postfix func % (value: Double) -> FPercent { FPercent(value) }

/// A percentage from an integer: `50%`.
public postfix func % (value: Int) -> FPercent { FPercent(Double(value)) }

/// The opposite percentage (for negative margins and insets): `-(10%)`.
public prefix func - (percent: FPercent) -> FPercent { FPercent(-percent.value) }
