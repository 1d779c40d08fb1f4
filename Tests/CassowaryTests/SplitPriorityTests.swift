import Cassowary
import Testing

/// `Constraint(expression, abovePriority:belowPriority:)`: an optional equality whose
/// two directions break at different priorities, in place of the pair
/// `expression <= 0 @ above` and `expression >= 0 @ below`.
@Suite struct SplitPriorityTests {
  /// `width == 100`, broken above at 250 and below at 750, against a pull to
  /// `target` at 500.
  func pulled(to target: Double, split: Bool) throws -> Double {
    let solver = Solver()
    let width = Variable("width")
    try solver.add(width >= 0)
    if split {
      try solver.add(Constraint(width - 100, abovePriority: .weak, belowPriority: .strong))
    } else {
      try solver.add(Constraint(width - 100, .lessThanOrEqual, priority: .weak))
      try solver.add(Constraint(width - 100, .greaterThanOrEqual, priority: .strong))
    }
    try solver.add(Constraint(width - target, .equal, priority: .medium))
    solver.updateVariables()
    return width.value
  }

  @Test func eachSideBreaksAtItsOwnPriority() throws {
    // Above 100 only the weak side (250) objects: the medium pull (500) wins.
    #expect(try pulled(to: 120, split: true) == 120)
    // Below 100 the strong side (750) objects: it wins over the pull.
    #expect(try pulled(to: 80, split: true) == 100)
    // The pair of inequalities gives the same answers.
    #expect(try pulled(to: 120, split: false) == 120)
    #expect(try pulled(to: 80, split: false) == 100)
  }

  /// A required `width == limit` moved across the split equality's target: the same
  /// values as with the pair, in fewer pivots (one logical column leaves where the
  /// pair swaps two).
  @Test func crossingTheTargetTakesFewerPivots() throws {
    func crossing(split: Bool) throws -> (values: [Double], pivots: Int) {
      let solver = Solver()
      let width = Variable("width")
      let limit = width == 80
      try solver.add(limit)
      if split {
        try solver.add(Constraint(width - 100, abovePriority: .weak, belowPriority: .strong))
      } else {
        try solver.add(Constraint(width - 100, .lessThanOrEqual, priority: .weak))
        try solver.add(Constraint(width - 100, .greaterThanOrEqual, priority: .strong))
      }
      var values: [Double] = []
      let before = solver.statistics
      for constant in [-120.0, -80, -130] {
        try solver.setConstant(constant, of: limit)
        solver.updateVariables()
        values.append(width.value)
      }
      let after = solver.statistics
      return (
        values,
        after.dualPivots - before.dualPivots + after.primalPivots - before.primalPivots
      )
    }
    let split = try crossing(split: true)
    let pair = try crossing(split: false)
    #expect(split.values == [120, 80, 130])
    #expect(pair.values == split.values)
    #expect(split.pivots < pair.pivots)
  }

  @Test func aRequiredSideIsRefusedAndChangesNothing() throws {
    let solver = Solver()
    let width = Variable("width")
    try solver.add(width == 10)
    let before = solver.dump()
    let sides: [(Priority, Priority)] = [
      (.required, .strong), (.weak, .required), (.required, .required),
    ]
    for (above, below) in sides {
      let bad = Constraint(width - 100, abovePriority: above, belowPriority: below)
      let error = #expect(throws: SolverError.self) { try solver.add(bad) }
      guard case .invalidPriority(let value) = error else {
        Issue.record("expected .invalidPriority, got \(String(describing: error))")
        return
      }
      #expect(value == 1000)
      #expect(!solver.contains(bad))
    }
    #expect(solver.dump() == before)
    solver.updateVariables()
    #expect(width.value == 10)
  }

  @Test func theDescriptionNamesBothPriorities() {
    let width = Variable("width")
    let constraint = Constraint(width - 100, abovePriority: .weak, belowPriority: .strong)
    #expect(constraint.hasSplitPriority)
    #expect(constraint.relation == .equal)
    #expect(constraint.description.hasSuffix("== 0 @ weak above, strong below"))
    #expect(!Constraint(width - 100, abovePriority: 500, belowPriority: 500).hasSplitPriority)
  }

  /// The second name of a split constraint in a dump does not take a later
  /// constraint's own identifier.
  @Test func theDumpKeepsEveryIdentifier() throws {
    let solver = Solver()
    let width = Variable("w")
    try solver.add(
      Constraint(width - 100, abovePriority: .weak, belowPriority: .strong, identifier: "a"))
    try solver.add(Constraint(width - 130, .equal, priority: .medium, identifier: "a_below"))
    let dump = solver.dump()
    #expect(dump.contains("c a weak <= -100 1 w\n"))
    #expect(dump.contains("c a_below_2 strong >= -100 1 w\n"))
    #expect(dump.contains("c a_below medium == -130 1 w\n"))
    solver.updateVariables()
    #expect(width.value == 130)
  }

  /// The `.cass` format has one priority a constraint: the dump writes the pair of
  /// inequalities, and running it rebuilds the same values.
  @Test func theDumpWritesThePairOfInequalities() throws {
    let solver = Solver()
    let width = Variable("width")
    try solver.add(width <= 90)
    try solver.add(
      Constraint(width - 100, abovePriority: .weak, belowPriority: .strong, identifier: "w"))
    let expected = """
      v width
      c c1 required <= -90 1 width
      c w weak <= -100 1 width
      c w_below strong >= -100 1 width
      u

      """
    #expect(solver.dump() == expected)
    solver.updateVariables()
    #expect(width.value == 90)
    let report = try CassScript(parsing: solver.dump() + "? width 90\n").run()
    #expect(report.failures.isEmpty, "\(report.failures)")
  }
}
