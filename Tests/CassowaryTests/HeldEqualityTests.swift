import Cassowary
import Testing

/// An optional equality that already holds at the current values when it is added:
/// its error would enter the basis at 0, and every column of its row would price in,
/// for the primal simplex to move it out with degenerate pivots. Through a bound on
/// one of its variables the row is given a basic column without a pivot. (A flexbox
/// row translated into constraints adds such a row for each flexible item, all on one
/// shared variable; with a pivot each, its build was quadratic.)
@Suite struct HeldEqualityTests {
  /// Items sized `c·u` by the one flex variable `u`, then pinned to a total: each
  /// item's optional `w == c·u` holds when it is added (both sides are 0), and it is
  /// added without a pivot. The pin then sets `u`: 25 items of weight 1 and 25 of
  /// weight 2 share 750, so `u = 750 / 75 = 10`.
  @Test func equalitiesOnASharedVariableAddWithoutPivots() throws {
    let solver = Solver()
    let u = Variable("u")
    try solver.add(u >= 0)
    var widths: [(variable: Variable, weight: Double)] = []
    for index in 0..<50 {
      let width = Variable("w\(index)")
      let weight = Double(1 + index % 2)
      try solver.add(width >= 0)
      let before = solver.statistics.primalPivots
      let flexes = (width == weight * u).withPriority(Priority(900))
      try solver.add(flexes)
      #expect(solver.statistics.primalPivots == before, "item \(index) pivoted")
      widths.append((width, weight))
    }
    let total = widths.dropFirst().reduce(Expression(widths[0].variable)) { $0 + $1.variable }
    try solver.add(total == 750)
    solver.updateVariables()
    #expect(abs(u.value - 10) < 1e-9)
    for (width, weight) in widths {
      #expect(abs(width.value - 10 * weight) < 1e-9, "\(width.name)")
    }
  }

  /// A held row does not take a bound's error from a level above its own: `w == 20`
  /// at strong and `u == 20` at weak hold `w` and `u`, and a medium `w == u`, held at
  /// 20, takes the weak row's error. Had it taken the strong row's (basic at 0, no
  /// level off its optimum yet), the required `u == 5` would move it off 0 and the
  /// primal simplex would pivot twice to mend the strong level. With the weak one,
  /// the dual simplex alone settles it. Hand-worked optimum: strong keeps `w` at 20,
  /// and medium's `|w − u|` is then 15, the least it can be.
  @Test func aHeldRowDoesNotTakeAStrongerBoundsError() throws {
    let solver = Solver()
    let w = Variable("w")
    let u = Variable("u")
    try solver.add((w == 20).withPriority(.strong))
    try solver.add((u == 20).withPriority(.weak))
    try solver.add((w == u).withPriority(.medium))
    try solver.add(u == 5)
    #expect(solver.statistics.primalPivots == 0)
    solver.updateVariables()
    #expect(abs(w.value - 20) < 1e-9)
    #expect(abs(u.value - 5) < 1e-9)
  }
}
