/// Decimal text for numbers in tools' output: integers without a fraction, others
/// with at most `maximumFractionDigits` digits after the point, trailing zeros
/// dropped. Deterministic and Foundation-free, so golden outputs are stable.
///
/// ```
/// decimalText(12)          // "12"
/// decimalText(0.125, 2)    // "0.13"
/// decimalText(-3.5)        // "-3.5"
/// ```
///
/// - Parameters:
///   - value: The number; NaN and infinities come out as `nan`, `inf`, `-inf`.
///   - maximumFractionDigits: How many digits to keep after the point (0…12).
/// - Returns: The text.
public func decimalText(_ value: Double, _ maximumFractionDigits: Int = 4) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  let digits = min(max(maximumFractionDigits, 0), 12)
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  if rounded == rounded.rounded(), abs(rounded) < 1e15 {
    let integer = Int64(rounded)
    return integer == 0 ? "0" : String(integer)
  }
  if abs(value) * scale >= 9e18 { return "\(rounded)" }
  // Write the integer and fraction parts from the scaled integer, so no binary
  // noise (0.30000000000000004) reaches the text.
  let negative = rounded < 0
  let scaled = Int64((abs(value) * scale).rounded())
  let whole = scaled / Int64(scale)
  var fraction = String(scaled % Int64(scale))
  while fraction.count < digits { fraction = "0" + fraction }
  while fraction.hasSuffix("0") { fraction.removeLast() }
  let text = fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
  return negative ? "-" + text : text
}

/// The shortest decimal text that reads back as exactly `value` (integers without
/// `.0`): for JSON and `.cass` output that must round-trip.
///
/// - Parameter value: A finite number (NaN and infinities come out as `nan`, `inf`,
///   `-inf`, which JSON does not accept; callers check first).
/// - Returns: The text.
public func exactDecimalText(_ value: Double) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  if value == value.rounded(), abs(value) < 1e15 {
    return value == 0 ? "0" : String(Int64(value))
  }
  return "\(value)"
}
