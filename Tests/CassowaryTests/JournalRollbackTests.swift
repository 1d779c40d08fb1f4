import Testing
import _FixFlexTestSupport

@testable import Cassowary

/// Required changes that fail after moving many values must leave the solver exactly
/// as it was: every column's value, the basis, the right-hand sides. A failing change
/// on a chain moves most of the values before the dual simplex proves it infeasible,
/// so its journal copies them all (``Engine/saveValues()``) rather than logging each,
/// and the roll-back restores the copy. The chains mix plain and split-priority
/// optional equalities and an edit variable. (Written from the review of stop 37.)
@Suite struct JournalRollbackTests {
  /// Each column's value, which columns are basic, and the right-hand sides.
  struct State: Equatable {
    var values: [Double]
    var basic: [Bool]
    var rightHandSides: [Double]

    init(_ engine: Engine) {
      values = engine.positionOf.array.map { $0 >= 0 ? engine.x[Int($0)] : 0 }
      basic = engine.positionOf.array.map { $0 >= 0 }
      rightHandSides = engine.rhs.array
    }
  }

  /// Seeds 66 and 83 refuse a call while a refactorisation is due: run before the
  /// journal opened, it left the values recomputed to rounding.
  @Test(arguments: Array(1...40) + [66, 83]) func aFailedRequiredChangeRestoresEverything(seed: Int)
    throws
  {
    var random = SeededRandom(seed: UInt64(seed))
    let solver = Solver()
    let count = 30 + Int.random(in: 0..<150, using: &random)
    let variables = (0..<count).map { Variable("v\($0)") }
    try solver.add(variables[0] >= 0)
    var steps: [Constraint] = []
    for index in 1..<count {
      let step = Constraint(
        variables[index] - variables[index - 1] - Double.random(in: 0...5, using: &random),
        .greaterThanOrEqual)
      try solver.add(step)
      steps.append(step)
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        try solver.add(
          Constraint(
            variables[index] - Double.random(in: 0...500, using: &random), abovePriority: .weak,
            belowPriority: .strong))
      case 1:
        try solver.add(
          Constraint(
            variables[index] - variables[index - 1] - Double.random(in: 0...20, using: &random),
            abovePriority: .medium, belowPriority: .weak))
      default:
        try solver.add(
          Constraint(
            variables[index] - Double.random(in: 0...500, using: &random), .equal, priority: .weak))
      }
    }
    let top = Constraint(variables[count - 1] - 2000, .lessThanOrEqual)
    try solver.add(top)
    try solver.addEditVariable(variables[count / 2], priority: .strong)
    var failures = 0
    for round in 0..<30 {
      try solver.suggestValue(
        Double.random(in: -100...3000, using: &random), for: variables[count / 2])
      solver.updateVariables()
      let before = State(solver.engine)
      var failed = false
      switch round % 3 {
      case 0:
        let bound = Constraint(
          variables[Int.random(in: 0..<count, using: &random)]
            + Double.random(in: 1...100, using: &random), .lessThanOrEqual)
        do { try solver.add(bound) } catch { failed = true }
      case 1:
        do { try solver.setConstant(-Double.random(in: -50...10, using: &random), of: top) } catch {
          failed = true
        }
      default:
        var changes: [(constraint: Constraint, constant: Double)] = []
        for _ in 0..<5 {
          let step = steps[Int.random(in: 0..<steps.count, using: &random)]
          if !changes.contains(where: { $0.constraint === step }) {
            changes.append((step, -Double.random(in: 0...60, using: &random)))
          }
        }
        changes.append((top, -Double.random(in: 0...300, using: &random)))
        do { try solver.setConstants(changes) } catch { failed = true }
      }
      if failed {
        failures += 1
        let after = State(solver.engine)
        #expect(after.basic == before.basic, "seed \(seed), round \(round)")
        #expect(after.rightHandSides == before.rightHandSides, "seed \(seed), round \(round)")
        #expect(after.values == before.values, "seed \(seed), round \(round)")
      }
      #expect(solver.engine.invariantViolations().isEmpty, "seed \(seed), round \(round)")
    }
    // The rounds must exercise the roll-back.
    #expect(failures > 0)
  }
}
