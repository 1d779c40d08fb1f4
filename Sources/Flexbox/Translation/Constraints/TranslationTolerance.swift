/// Tolerances of the translation, in points.
enum TranslationTolerance {
  /// Below this, two lengths of a plan are the same (a stretched item that its min or
  /// max size did not clamp).
  static let same = 1e-9
}
