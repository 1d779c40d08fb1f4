import Cassowary
import Testing

@Suite struct DiagnosticsTests {
  /// x pulled to 10 (weak) and to 20 (strong): the strong pull wins, so the weak one is
  /// violated by |20 − 10| = 10; a medium `x <= 25` holds and is not listed.
  @Test func violatedConstraintsListTheLosersWithTheirErrors() throws {
    let solver = Solver()
    let x = Variable("x")
    let weak = Constraint(x - 10, .equal, priority: .weak)
    let strong = Constraint(x - 20, .equal, priority: .strong)
    let bound = Constraint(x - 25, .lessThanOrEqual, priority: .medium)
    try solver.add([weak, strong, bound])
    let violated = solver.violatedConstraints
    #expect(violated.count == 1)
    #expect(violated.first?.constraint === weak)
    #expect(abs((violated.first?.violation ?? 0) - 10) < 1e-9)
    // An inequality's violation: x >= 30 (weak) fails by 30 − 20 = 10.
    let atLeast = Constraint(x - 30, .greaterThanOrEqual, priority: .weak)
    try solver.add(atLeast)
    let errors = solver.violatedConstraints.map(\.violation)
    #expect(errors.count == 2 && errors.allSatisfy { abs($0 - 10) < 1e-9 })
  }

  /// Determined or not, worked by hand for small systems; asking changes nothing.
  @Test func isDeterminedTellsAFixedValueFromAnAmbiguousOne() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 10)
    // Only the sum is fixed: x can be anything.
    #expect(!solver.isDetermined(x))
    #expect(!solver.isDetermined(y))
    // Two pulls of equal priority in opposite directions: every x in [0, 4] costs 4.
    try solver.add(Constraint(x - 0, .equal, priority: .weak))
    try solver.add(Constraint(x - 4, .equal, priority: .weak))
    #expect(!solver.isDetermined(x))
    // A stronger pull settles it: x = 3, and y = 7 with it.
    let before = solver.dump()
    try solver.add(Constraint(x - 3, .equal, priority: .medium))
    #expect(solver.isDetermined(x))
    #expect(solver.isDetermined(y))
    solver.updateVariables()
    #expect(x.value == 3 && y.value == 7)
    // Asking again leaves the system as it was.
    let dump = solver.dump()
    _ = solver.isDetermined(x)
    #expect(solver.dump() == dump && dump != before)
    solver.updateVariables()
    #expect(x.value == 3 && y.value == 7)
    // A variable the solver has never seen is free.
    #expect(!solver.isDetermined(Variable("z")))
  }
}
