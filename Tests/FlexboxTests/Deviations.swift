/// Corpus cases where this engine knowingly differs from the browser, each with the
/// spec clause involved and what differs. Mirrored in the Deviations article of the
/// Flexbox documentation. The conformance test fails on any other mismatch, and
/// reports listed cases that have started to pass.
enum Deviations {
  /// `group/name` → the first node that differs, the numbers, and the clause.
  static let cases: [String: String] = [
    "random/random_dev_2000164":
      "root/0/1/0 left 124.5, Chrome 82.5 (a row clamped by max-width). §9.9.3 item "
      + "contributions: intrinsic widths here have no containing block, so root/0/1/5/4's "
      + "max-height 5% is unset in them; Chrome resolves it against the definite height "
      + "above (183.5, so 9.17) and the item contributes that through its ratio"
  ]
}
