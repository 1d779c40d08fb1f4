/// The numerical policy of the solver, in one place.
enum Tolerance {
  /// A coefficient or constant smaller than this in magnitude is zero: cells that
  /// cancel to it are dropped from rows (kiwi's `nearZero`, 1e-8, made a little finer
  /// because the strict hierarchy never mixes weights of different scales in a row).
  static let zero = 1e-9

  /// Whether `value` is zero under ``zero``.
  @inline(__always)
  static func isZero(_ value: Double) -> Bool { abs(value) < zero }
}
