import Testing

@testable import Cassowary

/// Required changes that fail after moving many values must leave the solver exactly
/// as it was: every column's value, the basis, the right-hand sides. A failing change
/// on a chain moves most of the values before the dual simplex proves it infeasible,
/// so its journal copies them all (``Engine/saveValues()``) rather than logging each,
/// and the roll-back restores the copy. The chains mix plain and split-priority
/// optional equalities and an edit variable. (Written from the review of stop 37.)
@Suite struct JournalRollbackTests {
  /// xorshift64: the same sequence for a seed on every platform.
  struct Generator {
    var state: UInt64

    mutating func below(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }

    mutating func value(in range: ClosedRange<Double>) -> Double {
      range.lowerBound + Double(below(10_000)) / 10_000 * (range.upperBound - range.lowerBound)
    }
  }

  /// Each column's value, which columns are basic, and the right-hand sides.
  struct State: Equatable {
    var values: [Double]
    var basic: [Bool]
    var rightHandSides: [Double]

    init(_ engine: Engine) {
      values = engine.positionOf.map { $0 >= 0 ? engine.x[Int($0)] : 0 }
      basic = engine.positionOf.map { $0 >= 0 }
      rightHandSides = engine.rhs
    }
  }

  @Test(arguments: 1...40) func aFailedRequiredChangeRestoresEverything(seed: Int) throws {
    var random = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
    let solver = Solver()
    let count = 30 + random.below(150)
    let variables = (0..<count).map { Variable("v\($0)") }
    try solver.add(variables[0] >= 0)
    var steps: [Constraint] = []
    for index in 1..<count {
      let step = Constraint(
        variables[index] - variables[index - 1] - random.value(in: 0...5), .greaterThanOrEqual)
      try solver.add(step)
      steps.append(step)
      switch random.below(3) {
      case 0:
        try solver.add(
          Constraint(
            variables[index] - random.value(in: 0...500), abovePriority: .weak,
            belowPriority: .strong))
      case 1:
        try solver.add(
          Constraint(
            variables[index] - variables[index - 1] - random.value(in: 0...20),
            abovePriority: .medium, belowPriority: .weak))
      default:
        try solver.add(
          Constraint(variables[index] - random.value(in: 0...500), .equal, priority: .weak))
      }
    }
    let top = Constraint(variables[count - 1] - 2000, .lessThanOrEqual)
    try solver.add(top)
    try solver.addEditVariable(variables[count / 2], priority: .strong)
    var failures = 0
    for round in 0..<30 {
      try solver.suggestValue(random.value(in: -100...3000), for: variables[count / 2])
      solver.updateVariables()
      let before = State(solver.engine)
      var failed = false
      switch round % 3 {
      case 0:
        let bound = Constraint(
          variables[random.below(count)] + random.value(in: 1...100), .lessThanOrEqual)
        do { try solver.add(bound) } catch { failed = true }
      case 1:
        do { try solver.setConstant(-random.value(in: -50...10), of: top) } catch { failed = true }
      default:
        var changes: [(constraint: Constraint, constant: Double)] = []
        for _ in 0..<5 {
          let step = steps[random.below(steps.count)]
          if !changes.contains(where: { $0.constraint === step }) {
            changes.append((step, -random.value(in: 0...60)))
          }
        }
        changes.append((top, -random.value(in: 0...300)))
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
