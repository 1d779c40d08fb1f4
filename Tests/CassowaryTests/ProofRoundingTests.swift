import Testing

@testable import Cassowary

/// The dual simplex reports a required constraint unsatisfiable only when the row
/// it cannot repair is violated by its own arithmetic, `ρᵀ·b`, beyond rounding of
/// the terms it sums — not merely by a kept value that rounding moved.
@Suite struct ProofRoundingTests {
  /// `2·a + b ≥ 477`, `c = 0.5·b + 520.5` and `c + a = 759`: the first row's slack
  /// is `2·(759 − c) + b − 477 = 1518 − (b + 1041) + b − 477 = 0` whatever `b` is.
  /// The test puts the slack at −1e-3 (as pivots on a basis near singular left it
  /// in `random_dense 500 --seed 1`), solves its row of `B⁻¹`, and asks.
  @Test func aSlackThatIsZeroIdenticallyHoldsWhenRoundingMovedIt() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let tight = 2 * a + b >= 477
    try solver.add(tight)
    try solver.add(c == 0.5 * b + 520.5)
    let closing = c + a == 759
    try solver.add(closing)
    try solver.add(Constraint(b - 100, .equal, priority: .weak))
    let engine = solver.engine
    let row = try #require(engine.records[tight]?.row)
    let slack = engine.rowMarker[Int(row)]
    let position = engine.positionOf[Int(slack)]
    try #require(position >= 0, "the slack is basic (at 0)")
    #expect(abs(engine.x[Int(position)]) < 1e-9)

    engine.x[Int(position)] = -1e-3
    engine.solveRow(position)
    #expect(engine.holdsToRounding(at: position))
    #expect(engine.x[Int(position)] == 0)

    // A real violation: the last row's right-hand side moved by 5 (the slack is
    // then 2·5 = 10 short, whatever the values say).
    let last = try #require(engine.records[closing]?.row)
    engine.rhs[Int(last)] -= 5
    engine.x[Int(position)] = -10
    engine.solveRow(position)
    #expect(!engine.holdsToRounding(at: position))
    #expect(engine.x[Int(position)] == -10, "left as it was")
  }

  /// Rounding is measured against the largest term of `ρᵀ·b`, not their sum: along
  /// a chain of a thousand required widths of 100, an end 0.01 short of their sum is
  /// a real conflict (the sum of the terms is 10⁵, and 10⁻⁷ of it would be 0.01).
  @Test func aHundredthOfAPointShortAlongAThousandWidthsIsAConflict() throws {
    let solver = Solver()
    let edges = (0...1000).map { Variable("x\($0)") }
    try solver.add(edges[0] == 0)
    for k in 0..<1000 { try solver.add(edges[k + 1] == edges[k] + 100) }
    let short = edges[1000] <= 99_999.99
    #expect(throws: SolverError.self) { try solver.add(short) }
    #expect(!solver.contains(short))
    solver.updateVariables()
    #expect(edges[1000].value == 100_000)
  }
}
