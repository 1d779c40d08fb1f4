/// Tolerances used by assertions (never by `Equatable`).
public enum Tolerance {
  /// The `.cass` rule: 1e-6 absolute, or relative for large values.
  public static let solver = 1e-6
  /// Frames compared between engines.
  public static let layout = 0.01
}

/// Whether `actual` is within `tolerance` of `expected`, absolutely or (for values
/// larger than 1 in magnitude) relatively.
public func isApproximately(
  _ actual: Double, _ expected: Double, tolerance: Double = Tolerance.solver
)
  -> Bool
{
  let difference = abs(actual - expected)
  return difference <= tolerance || difference <= tolerance * max(abs(actual), abs(expected))
}
