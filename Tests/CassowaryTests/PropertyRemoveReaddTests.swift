import Cassowary
import Testing
import _FixFlexTestSupport

/// Removing a constraint and adding it back gives the same solution: the same value
/// of every variable whose optimum is unique (by the oracle, on tiny systems) and
/// the same sum of violations at every priority level (on larger ones).
@Suite struct PropertyRemoveReaddTests {
  @Test func tinySystemsReturnToTheSameUniqueValues() throws {
    var compared = 0
    for seed in UInt64(0)..<300 {
      let system = RandomSystem.tiny(seed: 10_000 + seed)
      let solver = Solver()
      var accepted: [(Constraint, BruteForceOracle.Row)] = []
      for (constraint, row) in zip(system.constraints, system.rows) {
        if (try? solver.add(constraint)) != nil { accepted.append((constraint, row)) }
      }
      solver.updateVariables()
      guard
        let oracle = BruteForceOracle.solve(
          accepted.map(\.1), variableCount: system.variables.count)
      else {
        Issue.record("seed \(seed): infeasible")
        continue
      }
      let before = system.variables.map(\.value)
      for (constraint, _) in accepted {
        try solver.remove(constraint)
        solver.updateVariables()
        try solver.add(constraint)
        solver.updateVariables()
        for index in system.variables.indices where oracle.isUnique[index] {
          compared += 1
          let after = system.variables[index].value
          #expect(
            abs(after - before[index]) <= 1e-9 * max(1, abs(before[index])),
            "seed \(seed): x\(index) was \(before[index]), \(after) after removing and re-adding \(constraint)"
          )
        }
      }
    }
    #expect(compared > 1000)
  }

  @Test(arguments: UInt64(0)..<8)
  func sparseSystemsReturnToTheSameLevelObjectives(seed: UInt64) throws {
    let system = RandomSystem.sparse(seed: 2000 + seed, n: 20, count: 36)
    let solver = Solver()
    var accepted: [Int] = []
    for (index, constraint) in system.constraints.enumerated()
    where (try? solver.add(constraint)) != nil {
      accepted.append(index)
    }
    solver.updateVariables()
    let levels = Array(Set(system.constraints.map(\.priority.value).filter { $0 < 1000 })).sorted(
      by: >)
    func objective() -> [Double] {
      levels.map { level in
        accepted.map { system.constraints[$0] }.filter { $0.priority.value == level }
          .reduce(0.0) { $0 + $1.violation }
      }
    }
    let before = objective()
    var random = SeededRandom(seed: seed)
    for index in accepted.shuffled(using: &random).prefix(12) {
      let constraint = system.constraints[index]
      try solver.remove(constraint)
      try solver.add(constraint)
      solver.updateVariables()
      let after = objective()
      for (level, (a, b)) in zip(levels, zip(before, after)) {
        #expect(
          abs(a - b) <= 1e-9 * max(1, abs(a)),
          "seed \(seed): level \(level) summed \(a), \(b) after removing and re-adding \(constraint)"
        )
      }
    }
  }
}
