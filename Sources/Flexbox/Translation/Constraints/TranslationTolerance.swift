/// Tolerances of the translation, in points.
enum TranslationTolerance {
  /// Below this, two lengths of a plan are the same (a stretched item that its min or
  /// max size did not clamp).
  static let same = 1e-9
}

extension TranslationTolerance {
  /// The slack a line is allowed before the next item wraps (the direct algorithm's
  /// layout tolerance), so that rounding noise does not move a line break.
  static let lineBreak = 1e-7
}
