/// Counts of the work a ``Solver`` has done since it was created or reset: what a
/// benchmark or a curious user reads to see why an operation cost what it did.
public struct SolverStatistics: Hashable, Sendable {
  /// Rows added to the basis (one per constraint and edit variable added).
  public var rowsAdded = 0
  /// Primal simplex pivots (restoring optimality).
  public var primalPivots = 0
  /// Dual simplex pivots (restoring feasibility after a suggestion, a constant change
  /// or an infeasible new row).
  public var dualPivots = 0
  /// Of the dual pivots, those made in blocks: independent exchanges chosen on the
  /// same factors and applied by one refactorisation.
  public var blockExchanges = 0
  /// Pivots (of any kind) that updated the factorised basis by exchanging one of its
  /// steps for a new last step, instead of appending a product-form eta.
  public var factorExchanges = 0
  /// Pivots that took a removed constraint's row out of the basis.
  public var removalPivots = 0
  /// Times the factorised basis was rebuilt from scratch.
  public var refactorizations = 0
  /// Columns whose reduced costs were recomputed from their solved column because
  /// a value near zero decided their pricing (see the primal simplex).
  public var reducedCostRefreshes = 0
  /// Columns the primal simplex priced in but did not pivot on, because the entry
  /// that blocked them was too small next to the rest of their solved column; and
  /// rows the dual simplex passed over for the same reason (in long calls).
  public var rejectedPivots = 0
  /// Times the primal simplex refreshed the basis (fresh factors, values and reduced
  /// costs) before rejecting such a pivot, because rounding left by the updates could
  /// have made the blocking entry.
  public var primalRefreshes = 0
  /// Times a refactorisation found the basis singular (to rounding) and repaired it.
  public var basisRepairs = 0

  /// No work yet.
  public init() {}
}
