/// Corpus cases where this engine knowingly differs from the browser, each with the
/// spec clause involved and the reason. Mirrored in the Deviations article of the
/// Flexbox documentation.
enum Deviations {
  /// `group/name` → reason.
  static let cases: [String: String] = [:]
}
