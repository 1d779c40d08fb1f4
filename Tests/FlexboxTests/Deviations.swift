/// Corpus cases where this engine knowingly differs from the browser, each with the
/// spec clause involved and what differs. Mirrored in the Deviations article of the
/// Flexbox documentation. The conformance test fails on any other mismatch, and
/// reports listed cases that have started to pass.
enum Deviations {
  /// `group/name` → the first node that differs, the numbers, and the clause.
  static let cases: [String: String] = [:]
}
