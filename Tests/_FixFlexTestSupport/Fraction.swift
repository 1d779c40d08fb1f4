/// An exact rational number for the brute-force oracle: a numerator and a positive
/// denominator in lowest terms. Small systems with small integer data stay far from
/// overflow (which traps rather than going wrong silently).
public struct Fraction: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The numerator (carries the sign).
  public let numerator: Int
  /// The denominator, always positive.
  public let denominator: Int

  /// `numerator / denominator`, reduced.
  public init(_ numerator: Int, _ denominator: Int = 1) {
    precondition(denominator != 0, "zero denominator")
    let divisor = Fraction.gcd(abs(numerator), abs(denominator))
    let sign = denominator < 0 ? -1 : 1
    self.numerator = sign * numerator / max(divisor, 1)
    self.denominator = sign * denominator / max(divisor, 1)
  }

  /// The exact value of a double that is a multiple of 1/64 (the test data's).
  public init(exactly value: Double) {
    let scaled = value * 64
    precondition(
      scaled == scaled.rounded() && abs(scaled) < 1e15, "\(value) is not a multiple of 1/64")
    self.init(Int(scaled), 64)
  }

  /// Zero.
  public static let zero = Fraction(0)

  /// The nearest double.
  public var double: Double { Double(numerator) / Double(denominator) }

  /// Whether the value is 0.
  public var isZero: Bool { numerator == 0 }

  /// `|self|`.
  public var magnitude: Fraction { Fraction(abs(numerator), denominator) }

  /// `n/d`, or `n` when `d` is 1.
  public var description: String {
    denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
  }

  static func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
  }

  /// The sum.
  public static func + (lhs: Fraction, rhs: Fraction) -> Fraction {
    let divisor = gcd(lhs.denominator, rhs.denominator)
    let left = lhs.numerator * (rhs.denominator / divisor)
    let right = rhs.numerator * (lhs.denominator / divisor)
    return Fraction(left + right, lhs.denominator / divisor * rhs.denominator)
  }

  /// The difference.
  public static func - (lhs: Fraction, rhs: Fraction) -> Fraction { lhs + (-rhs) }

  /// The negation.
  public static prefix func - (value: Fraction) -> Fraction {
    Fraction(-value.numerator, value.denominator)
  }

  /// The product.
  public static func * (lhs: Fraction, rhs: Fraction) -> Fraction {
    let a = gcd(abs(lhs.numerator), rhs.denominator)
    let b = gcd(abs(rhs.numerator), lhs.denominator)
    return Fraction(
      (lhs.numerator / max(a, 1)) * (rhs.numerator / max(b, 1)),
      (lhs.denominator / max(b, 1)) * (rhs.denominator / max(a, 1)))
  }

  /// The quotient (`rhs` not zero).
  public static func / (lhs: Fraction, rhs: Fraction) -> Fraction {
    lhs * Fraction(rhs.denominator, rhs.numerator)
  }

  /// Orders by value.
  public static func < (lhs: Fraction, rhs: Fraction) -> Bool {
    (lhs - rhs).numerator < 0
  }
}
