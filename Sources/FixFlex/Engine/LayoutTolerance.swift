/// The layout layer's numerical tolerances, in one place.
enum LayoutTolerance {
  /// A solved width that differs from the width a leaf was measured at by more than
  /// this is measured again (SEMANTICS §2.9).
  static let remeasure = 1e-6
  /// Solved sizes this close below zero are written as zero (solver round-off).
  static let negativeZero = 1e-7
}
