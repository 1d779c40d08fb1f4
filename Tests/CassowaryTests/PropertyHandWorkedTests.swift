import Cassowary
import Testing
import _FixFlexTestSupport

/// Small problems solved by hand, the arithmetic written beside each expectation:
/// the strict hierarchy, sums within a level, inequalities with an edit variable,
/// and a two-variable linear programme.
@Suite struct PropertyHandWorkedTests {
  /// A medium `x = 10` against a weak `1001·x = 0` (its error is 1001·|x|).
  /// Strict hierarchy: the medium level is minimised first, |x − 10| = 0 at
  /// x = 10, whatever the weak level then costs (1001 × 10 = 10 010). A weighted sum
  /// with kiwi's weights (medium = 1000, weak = 1) would prefer x = 0, where it
  /// costs 1000 × 10 = 10 000 < 10 010.
  @Test func noWeakViolationOutweighsAMediumOne() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(1001 * x, .equal, priority: .weak))
    try solver.add(Constraint(x - 10, .equal, priority: .medium))
    solver.updateVariables()
    #expect(isApproximately(x.value, 10))
  }

  /// Three weak constraints x = 0, x = 10, x = 4: within one level the sum
  /// |x| + |x − 10| + |x − 4| is minimised at the median, 4 (sum 4 + 6 + 0 = 10;
  /// at 3 it would be 3 + 7 + 1 = 11, at 5: 5 + 5 + 1 = 11).
  @Test func withinALevelTheSumOfErrorsIsMinimised() throws {
    let solver = Solver()
    let x = Variable("x")
    for target in [0.0, 10, 4] { try solver.add(Constraint(x - target, .equal, priority: .weak)) }
    solver.updateVariables()
    #expect(isApproximately(x.value, 4))
  }

  /// Priorities between the named ones are levels too: x = 1 at 600 loses to x = 2
  /// at 601.
  @Test func numericPrioritiesAreLevels() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x - 1, .equal, priority: 600))
    try solver.add(Constraint(x - 2, .equal, priority: 601))
    solver.updateVariables()
    #expect(isApproximately(x.value, 2))
  }

  /// 0 ≤ x ≤ 100 (required), x editable (strong). Suggesting 150 gives 100 (the
  /// bound wins: required over strong), −5 gives 0, 40 gives 40.
  @Test func anEditVariableStaysWithinRequiredBounds() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 0)
    try solver.add(x <= 100)
    try solver.addEditVariable(x, priority: .strong)
    for (suggestion, expected) in [(150.0, 100.0), (-5, 0), (40, 40)] {
      try solver.suggestValue(suggestion, for: x)
      solver.updateVariables()
      #expect(isApproximately(x.value, expected), "suggested \(suggestion)")
    }
  }

  /// x + y ≤ 10, x − y ≤ 2, x ≥ 0, y ≥ 0 (required); x = 100 (medium), y = 100
  /// (weak). Medium first: x as large as possible. Adding the two constraints,
  /// 2x ≤ 12, so x ≤ 6, reached only when both are tight: y = 10 − 6 = 4 and
  /// 6 − 4 = 2. The weak level has nothing left to choose: (6, 4).
  @Test func aTwoVariableProgramme() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add([x + y <= 10, x - y <= 2, x >= 0, y >= 0])
    try solver.add(Constraint(x - 100, .equal, priority: .medium))
    try solver.add(Constraint(y - 100, .equal, priority: .weak))
    solver.updateVariables()
    #expect(isApproximately(x.value, 6))
    #expect(isApproximately(y.value, 4))
  }

  /// The example of `cassowary-system.md`: left = 0, right = 300, left + w1 + w2 =
  /// right (required), 2·w1 = w2 (strong). So 3·w1 = 300: w1 = 100, w2 = 200.
  /// Changing the right edge's constant to −450 (right = 450) gives 3·w1 = 450:
  /// w1 = 150, w2 = 300, without a remove/add round trip.
  @Test func twoBoxesInARowAndAResize() throws {
    let solver = Solver()
    let left = Variable("left")
    let width1 = Variable("width1")
    let width2 = Variable("width2")
    let right = Variable("right")
    let end = right - 300 == 0
    try solver.add([left == 0, end, left + width1 + width2 - right == 0])
    try solver.add(Constraint(2 * width1 - width2, .equal, priority: .strong))
    solver.updateVariables()
    #expect(isApproximately(width1.value, 100) && isApproximately(width2.value, 200))
    try solver.setConstant(-450, of: end)
    solver.updateVariables()
    #expect(isApproximately(width1.value, 150) && isApproximately(width2.value, 300))
  }
}
