import FixFlex

/// A length in a flexbox style: points, a percentage, `auto`, a sizing keyword, or
/// nothing at all.
///
/// "Undefined" (the property was never set) and `auto` are kept apart because Yoga's
/// edge cascade tells them apart: an undefined `marginLeft` falls back to
/// `marginHorizontal`, an `auto` one does not.
struct Length: Hashable, Sendable {
  /// What ``value`` means.
  enum Unit: UInt8, Hashable, Sendable {
    /// Not set: the property takes its fallback (or its initial value).
    case undefined
    /// `auto`.
    case auto
    /// A number of points.
    case points
    /// A percentage of a reference length (``value`` is 50 for 50 %).
    case percent
    /// `max-content`.
    case maxContent
    /// `fit-content`.
    case fitContent
    /// `stretch` (fill the available space).
    case stretch
  }

  /// The number, meaningful for points and percentages.
  var value: Double
  /// The unit of ``value``.
  var unit: Unit
  /// When the value was set, relative to the other values of its style (later is
  /// larger; 0 for initial values). Edges resolve by it (``Edges``).
  var order: UInt32 = 0

  /// A length that was never set.
  static let undefined = Length(value: 0, unit: .undefined)
  /// `auto`.
  static let auto = Length(value: 0, unit: .auto)
  /// Zero points.
  static let zero = Length(value: 0, unit: .points)

  /// Creates a length.
  init(value: Double, unit: Unit, order: UInt32 = 0) {
    self.value = value
    self.unit = unit
    self.order = order
  }

  /// Whether two lengths have the same value and unit, whenever they were set.
  func sameValue(as other: Length) -> Bool { value == other.value && unit == other.unit }

  /// A length in points.
  static func points(_ value: Double) -> Length { Length(value: value, unit: .points) }
  /// A percentage (`percent(50)` is 50 %).
  static func percent(_ value: Double) -> Length { Length(value: value, unit: .percent) }

  /// Whether the property was set at all.
  var isDefined: Bool { unit != .undefined }
  /// Whether this is `auto`.
  var isAuto: Bool { unit == .auto }
  /// Whether this is one of the sizing keywords (`max-content`, `fit-content`, `stretch`).
  var isKeyword: Bool { unit == .maxContent || unit == .fitContent || unit == .stretch }

  /// The length in points: points as they are, percentages of `basis` (`nil` when the
  /// basis is indefinite), and `nil` for everything else.
  @inline(__always)
  func resolve(_ basis: Double?) -> Double? {
    switch unit {
    case .points: return value
    case .percent:
      guard let basis else { return nil }
      return basis * value / 100
    default: return nil
    }
  }

  /// As ``resolve(_:)``, with `0` where that gives `nil` (margins, padding and gaps:
  /// an unresolvable percentage or an undefined value counts as zero).
  @inline(__always)
  func resolveOrZero(_ basis: Double?) -> Double {
    switch unit {
    case .points: return value
    case .percent: return basis.map { $0 * value / 100 } ?? 0
    default: return 0
    }
  }
}
