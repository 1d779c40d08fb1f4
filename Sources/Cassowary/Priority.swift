/// How much a constraint matters, on Auto Layout's scale from 1 to 1000.
///
/// 1000 is ``required``: a hard constraint. Anything below is optional, and the
/// priorities form a **strict hierarchy**: no number of violations at lower priorities
/// outweighs a single violation at a higher one; within one priority, the solver
/// minimises the sum of the violations. Up to 1000 distinct levels may be used, and
/// fractional values are levels too (`Priority(749.5)` is below 750).
public struct Priority: Hashable, Comparable, Sendable {
  /// The priority on the 1…1000 scale.
  public let value: Double

  /// Creates a priority. Values outside 1…1000, NaN and infinities are refused when
  /// the constraint is added (``SolverError/invalidPriority(_:)``).
  public init(_ value: Double) {
    self.value = value
  }

  /// 1000: the constraint must hold.
  public static let required = Priority(1000)
  /// 750, kiwi's and Cassowary's `strong` (Auto Layout's `defaultHigh`).
  public static let strong = Priority(750)
  /// 500, kiwi's `medium`.
  public static let medium = Priority(500)
  /// 250, kiwi's `weak` (Auto Layout's `defaultLow`).
  public static let weak = Priority(250)

  /// Whether this is ``required``.
  public var isRequired: Bool { value == 1000 }

  /// Whether the value lies in 1…1000.
  public var isValid: Bool { value >= 1 && value <= 1000 }

  /// Orders priorities by value.
  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
}

extension Priority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// A priority from an integer literal (`750`).
  public init(integerLiteral value: Int) { self.init(Double(value)) }
  /// A priority from a floating-point literal (`749.5`).
  public init(floatLiteral value: Double) { self.init(value) }
}

extension Priority: CustomStringConvertible {
  /// `required`, `strong`, `medium`, `weak`, or the number.
  public var description: String {
    switch value {
    case 1000: return "required"
    case 750: return "strong"
    case 500: return "medium"
    case 250: return "weak"
    default: return numberText(value)
    }
  }
}
