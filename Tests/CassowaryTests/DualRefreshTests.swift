import Testing

@testable import Cassowary

/// The dual simplex does not report a required constraint unsatisfiable on the say-so
/// of rounding: before it claims that a row cannot be repaired, it refactorises and
/// recomputes the values from scratch and looks again. Rounding is simulated here by
/// writing a wrong value into one basic position, as many etas or a pivot on a tiny
/// element can leave it.
@Suite struct DualRefreshTests {
  /// `x ≥ 0`, `x == 5` and `y ≥ x − 5`, all required; `x`'s slack is basic at 5 in
  /// a row that only the dummy of `x == 5` could repair — a dummy never enters, so a
  /// wrong negative value there has no column to fix it. (`y ≥ x − 5` is not a bound
  /// on one variable, so a new bound on `y` cannot start feasible by taking its
  /// slack: it needs the dual simplex.) Returns the solver, the constraints and the
  /// slack's position.
  func boundedSlack() throws -> (
    solver: Solver, x: Variable, y: Variable, lower: Constraint, floor: Constraint,
    position: Int32
  ) {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let lower = x >= 0
    let floor = y - x + 5 >= 0
    try solver.add(lower)
    try solver.add(x == 5)
    try solver.add(floor)
    let engine = solver.engine
    let slack = engine.rowMarker[Int(engine.records[lower]!.row)]
    let position = engine.positionOf[Int(slack)]
    #expect(position >= 0, "the slack of x ≥ 0 should be basic")
    #expect(engine.x[Int(position)] == 5)
    return (solver, x, y, lower, floor, position)
  }

  /// A drifted value that no column can repair is recomputed, not reported: the
  /// constant change goes through and every value is right. Before the refresh, the
  /// dual simplex took the drifted row for a proof and `setConstant` threw
  /// `.unsatisfiable`.
  @Test func aDriftedRowIsRecomputedNotReported() throws {
    let (solver, x, y, _, floor, position) = try boundedSlack()
    solver.engine.setX(position, -1)
    // y ≥ x − 2.
    try solver.setConstant(2, of: floor)
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 3)
    #expect(solver.engine.x[Int(position)] == 5)
    #expect(solver.engine.invariantViolations().isEmpty)
  }

  /// The same through an added row: a new required constraint whose basic column
  /// starts infeasible runs the dual simplex over the drifted row too.
  @Test func aDriftedRowDoesNotRefuseANewConstraint() throws {
    let (solver, x, y, _, _, position) = try boundedSlack()
    solver.engine.setX(position, -1)
    try solver.add(y >= 7)
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 7)
    #expect(solver.engine.invariantViolations().isEmpty)
  }

  /// A truly infeasible change is still reported, with the conflict the Farkas row
  /// names, and the refresh made inside the journal is rolled back whole: values,
  /// reduced costs, positions and the dump are exactly as before — the drifted value
  /// included.
  @Test func aTrulyInfeasibleChangeIsReportedAndRolledBackExactly() throws {
    let (solver, _, _, lower, _, position) = try boundedSlack()
    try solver.add(Constraint(Variable("z") - 4, .equal, priority: .weak))
    let engine = solver.engine
    engine.setX(position, -1)
    let dump = solver.dump()
    let values = engine.x.array.map(\.bitPattern)
    let reduced = engine.reduced.map { $0.map(\.bitPattern) }
    let head = engine.head.array
    let refactorizations = engine.statistics.refactorizations
    do throws(SolverError) {
      // x ≥ 7 against x == 5.
      try solver.setConstant(-7, of: lower)
      Issue.record("x ≥ 7 with x == 5 was accepted")
    } catch {
      guard case .unsatisfiable(let failed, let conflicts) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(failed === lower)
      #expect(conflicts.count == 1 && conflicts[0].relation == .equal)
    }
    #expect(engine.statistics.refactorizations > refactorizations, "no refresh was made")
    #expect(solver.dump() == dump)
    #expect(engine.x.array.map(\.bitPattern) == values)
    #expect(engine.reduced.map { $0.map(\.bitPattern) } == reduced)
    #expect(engine.head.array == head)
  }
}
