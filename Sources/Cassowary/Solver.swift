/// An incremental constraint solver: the Cassowary algorithm of
/// [Badros, Borning & Stuckey 2001], with a strict priority hierarchy.
///
/// Add and remove constraints one at a time or in batches; make variables editable
/// and suggest values for them (the window-resize loop); read the solution with
/// ``updateVariables()``. Between calls the solver keeps an optimal basic feasible
/// solution of a revised simplex whose basis is held as sparse LU factors, never as
/// an explicit tableau: layout systems (chains of positions that are running sums of
/// widths) stay as sparse as the constraints themselves, where kiwi's tableau fills
/// in. Each change costs work in proportion to what it touches.
///
/// Priorities form a strict hierarchy (see ``Priority``). Ties between equally good
/// solutions are broken deterministically: the same sequence of calls gives the same
/// values, bit for bit, in every run.
///
/// Every call that throws leaves the solver exactly as it was.
///
/// [Badros, Borning & Stuckey 2001]: https://constraints.cs.washington.edu/solvers/cassowary-tochi.pdf
public final class Solver {
  /// The revised simplex engine.
  var engine = Engine()

  /// Creates an empty solver.
  public init() {}

  // MARK: Constraints

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is already present,
  ///   ``SolverError/invalidPriority(_:)``, ``SolverError/invalidNumber(_:)`` for a
  ///   NaN or infinite coefficient or constant, and
  ///   ``SolverError/unsatisfiable(_:conflicts:)`` when a required constraint cannot
  ///   hold with the required constraints already present. The solver is unchanged
  ///   on error.
  /// - Complexity: the new row becomes a new last step of the factors (a solve over
  ///   the part of the basis its variables reach), plus the pivots needed to restore
  ///   feasibility and optimality.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try engine.add([constraint])
  }

  /// Adds constraints as one operation: all of them, or (on error) none.
  ///
  /// - Throws: as ``add(_:)``, for the first constraint that fails; the constraints
  ///   before it are taken out again, so the solver is unchanged.
  public func add(_ constraints: [Constraint]) throws(SolverError) {
    try engine.add(constraints)
  }

  /// Removes a constraint.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not present; the
  ///   solver is unchanged.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try engine.remove([constraint])
  }

  /// Removes constraints as one operation.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` for the first one that is not
  ///   present (or appears twice), before anything is removed.
  public func remove(_ constraints: [Constraint]) throws(SolverError) {
    try engine.remove(constraints)
  }

  /// Whether the constraint is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    engine.contains(constraint)
  }

  /// Changes the constant of a constraint in the solver, without a remove/add round
  /// trip: the basic values move along the row's column of `B⁻¹` and a dual simplex
  /// pass restores feasibility, keeping the basis optimal.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidNumber(_:)``,
  ///   or ``SolverError/unsatisfiable(_:conflicts:)`` when the constraint is required
  ///   and the new constant contradicts other required constraints. The solver and
  ///   the constraint are unchanged on error.
  /// - Complexity: one sparse solve (the basic values the row reaches), plus the
  ///   dual pivots.
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    try engine.setConstant(constant, of: constraint)
  }

  /// Changes the constants of several constraints in the solver at once: one sparse
  /// solve moves the basic values for every change together, and one dual simplex
  /// pass restores feasibility — what a layout needs after re-measuring many texts,
  /// where one ``setConstant(_:of:)`` each would solve as many times.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` for a constraint that is not
  ///   present or appears twice, ``SolverError/invalidNumber(_:)``, or
  ///   ``SolverError/unsatisfiable(_:conflicts:)`` (naming a required constraint of
  ///   the batch) when the new constants contradict the required constraints. All or
  ///   nothing: the solver and the constraints are unchanged on error.
  public func setConstants(_ changes: [(constraint: Constraint, constant: Double)])
    throws(SolverError)
  {
    try engine.setConstants(changes)
  }

  /// The constraints in the solver, in the order they were added.
  public var constraints: [Constraint] {
    engine.activeConstraints()
  }

  // MARK: Edit variables

  /// Makes `variable` editable at an optional priority: ``suggestValue(_:for:)`` then
  /// asks for a value, which holds as well as that priority allows.
  ///
  /// Until the first suggestion the edit holds the variable at its current value, as
  /// the Cassowary paper's edit constraints do (kiwi pulls it to 0 instead), so
  /// making a variable editable moves nothing.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/requiredEditPriority(_:)``, ``SolverError/invalidPriority(_:)``;
  ///   the solver is unchanged on error.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    try engine.addEditVariable(variable, priority: priority)
  }

  /// Makes `variable` an ordinary variable again.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``; the solver is unchanged.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try engine.removeEditVariable(variable)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    engine.hasEditVariable(variable)
  }

  /// Suggests a value for an edit variable; the dual simplex restores optimality.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/invalidNumber(_:)``;
  ///   the solver is unchanged on error.
  /// - Complexity: one sparse solve (the basic values the edit row reaches), plus
  ///   the dual pivots.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try engine.suggestValue(value, for: variable)
  }

  // MARK: Solution

  /// Writes the current solution into every variable's ``Variable/value``.
  ///
  /// The solver updates its values in place, pivot by pivot; when those updates
  /// have moved them far more than their size (values that swung to 10⁶ and came
  /// back), it first refactorises the basis and recomputes them, so that what is read
  /// carries rounding of the answer's scale, not of the swing's.
  ///
  /// - Complexity: O(variables + rows); with the recomputation, one solve over the
  ///   factors.
  public func updateVariables() {
    engine.updateVariables()
  }

  /// The solution's value for `variable` (0 for a variable the solver has not seen),
  /// without writing it.
  ///
  /// The first read after an operation may recompute the values, as
  /// ``updateVariables()`` does.
  public func value(of variable: Variable) -> Double {
    engine.value(of: variable)
  }

  // MARK: Diagnostics

  /// The optional constraints the solution violates, in the order they were added,
  /// with how far each is from holding (its error: `|lhs − rhs|` for an equality, the
  /// amount by which an inequality fails).
  public var violatedConstraints: [(constraint: Constraint, violation: Double)] {
    engine.violatedConstraints()
  }

  /// Whether `variable` takes the same value in every optimal solution (false for a
  /// variable no constraint mentions, or one the constraints leave free to move
  /// without making any priority level worse): what `hasAmbiguousLayout` asks.
  ///
  /// - Complexity: two extra optimisations (the variable pulled down, then up, below
  ///   every priority), both undone; the solver is unchanged.
  public func isDetermined(_ variable: Variable) -> Bool {
    engine.isDetermined(variable)
  }

  /// The work done since the solver was created or reset.
  public var statistics: SolverStatistics { engine.statistics }

  /// Removes every constraint and edit variable.
  public func reset() {
    // The value indices of the old engine mean nothing in the new one.
    let version = engine.externalColumnsVersion &+ 1
    engine = Engine()
    engine.externalColumnsVersion = version
  }
}
