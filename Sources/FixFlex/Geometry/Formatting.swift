/// Formats a coordinate for descriptions: integers without a fraction, others with up
/// to four decimals, trailing zeros dropped. Foundation-free and deterministic.
func formatted(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  let scaled = (value * 10_000).rounded() / 10_000
  var text = "\(scaled)"
  if text.contains("e") { return text }
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
