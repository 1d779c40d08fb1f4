/// What a tableau symbol stands for. Symbols are `Int32` ids handed out in order of
/// creation, so every tie the simplex breaks by id is broken the same way in every
/// run (kiwi's ids come from object addresses through a map; ours never do).
enum SymbolKind: UInt8 {
  /// A user ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality: restricted to ≥ 0.
  case slack
  /// The error of an optional constraint: ≥ 0, and penalised in the objective.
  case error
  /// The marker of a required equality: fixed at 0, never enters the basis. It is
  /// kept so that the constraint can be found and removed later.
  case dummy
  /// The artificial variable of phase 1 (`addWithArtificialVariable`).
  case artificial

  /// Whether the symbol is restricted to non-negative values.
  var isRestricted: Bool { self != .external }
}

/// Which symbols belong to one constraint: kiwi's `Tag`.
struct Tag {
  /// The symbol that identifies the constraint's row: the slack of an inequality, the
  /// first error of an optional equality, the dummy of a required equality.
  var marker: Int32
  /// The second symbol, if any: the error of an optional inequality, the second error
  /// of an optional equality; -1 otherwise.
  var other: Int32
  /// `marker`'s coefficient in the row as first written, before any sign flip; the
  /// constant-change rule of ``Tableau/shiftConstant(of:by:)`` needs it.
  var markerCoefficient: Double
  /// +1, or -1 for `<=` (whose expression is negated to `>=` form).
  var sign: Double
}
