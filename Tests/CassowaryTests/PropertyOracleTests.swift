import Cassowary
import Testing
import _FixFlexTestSupport

/// The solver against an exact brute-force optimum (``BruteForceOracle``) on tiny
/// seeded systems: the same value at every priority level, the same value of every
/// variable whose optimum is unique, and a required constraint refused only when
/// the required constraints really conflict.
@Suite struct PropertyOracleTests {
  /// 1e-9 relative, as the issue asks of required constraints; the oracle is exact.
  static func close(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= 1e-9 * max(1, abs(expected))
  }

  @Test func tinySystemsReachTheBruteForceOptimum() throws {
    var uniqueValues = 0
    var refusals = 0
    for seed in UInt64(0)..<400 {
      let system = RandomSystem.tiny(seed: seed)
      let n = system.variables.count
      let solver = Solver()
      var accepted: [BruteForceOracle.Row] = []
      for (constraint, row) in zip(system.constraints, system.rows) {
        do {
          try solver.add(constraint)
          accepted.append(row)
        } catch {
          guard case .unsatisfiable = error else {
            Issue.record("seed \(seed): \(constraint) refused with \(error)")
            continue
          }
          refusals += 1
          // The oracle must find the required rows, with this one, infeasible.
          #expect(
            BruteForceOracle.solve(accepted + [row], variableCount: n) == nil,
            "seed \(seed): \(constraint) was refused, but the required rows are feasible with it")
        }
      }
      for edit in system.edits {
        try solver.addEditVariable(system.variables[edit.index], priority: edit.priority)
        try solver.suggestValue(edit.value, for: system.variables[edit.index])
        accepted.append(system.editRow(edit))
      }
      solver.updateVariables()
      let oracle = try #require(
        BruteForceOracle.solve(accepted, variableCount: n),
        "seed \(seed): the system the solver accepted is infeasible for the oracle")
      let values = system.variables.map(\.value)
      // Every level's sum of violations equals the optimum's (computed in doubles
      // from the solver's values).
      for (level, optimum) in zip(oracle.levels, oracle.objective) {
        let reached = accepted.filter { $0.priority == level }.reduce(0.0) { sum, row in
          sum + violation(row, values)
        }
        #expect(
          PropertyOracleTests.close(reached, optimum.double),
          "seed \(seed): level \(level) sums \(reached), the optimum is \(optimum)\n\(solver.dump())"
        )
      }
      for index in 0..<n where oracle.isUnique[index] {
        uniqueValues += 1
        #expect(
          PropertyOracleTests.close(values[index], oracle.values[index].double),
          "seed \(seed): x\(index) = \(values[index]), the unique optimum is \(oracle.values[index])\n\(solver.dump())"
        )
      }
      for row in accepted where row.priority >= 1000 {
        #expect(violation(row, values) <= 1e-9 * max(1, scale(row, values)), "seed \(seed)")
      }
    }
    // The seeds must exercise both paths: unique optima compared, and refusals.
    #expect(uniqueValues > 300)
    #expect(refusals > 10)
  }

  /// A row's violation at double values.
  func violation(_ row: BruteForceOracle.Row, _ values: [Double]) -> Double {
    var value = row.constant.double
    for (coefficient, x) in zip(row.coefficients, values) { value += coefficient.double * x }
    switch row.relation {
    case 0: return abs(value)
    case -1: return max(0, value)
    default: return max(0, -value)
    }
  }

  func scale(_ row: BruteForceOracle.Row, _ values: [Double]) -> Double {
    zip(row.coefficients, values).reduce(abs(row.constant.double)) { $0 + abs($1.0.double * $1.1) }
  }

  /// The oracle itself on a problem worked by hand: x + y = 10 (required), x ≥ 7
  /// (strong), y ≥ 5 (weak), anchors x = 0 and y = 0 at priority 100. The strong
  /// level costs nothing for any x ≥ 7. Then y = 10 − x ≤ 3, so the weak constraint
  /// is off by at least 5 − 3 = 2, and only at x = 7, y = 3. The anchors then sum
  /// 7 + 3 = 10. Levels: [0, 2, 10], point (7, 3), unique.
  @Test func theOracleAgreesWithAHandSolution() throws {
    func row(_ a: [Int], _ b: Int, _ relation: Int, _ priority: Double) -> BruteForceOracle.Row {
      BruteForceOracle.Row(
        coefficients: a.map { Fraction($0) }, constant: Fraction(b), relation: relation,
        priority: priority)
    }
    let rows = [
      row([1, 1], -10, 0, 1000), row([1, 0], -7, 1, 750), row([0, 1], -5, 1, 250),
      row([1, 0], 0, 0, 100), row([0, 1], 0, 0, 100),
    ]
    let solution = try #require(BruteForceOracle.solve(rows, variableCount: 2))
    #expect(solution.values == [Fraction(7), Fraction(3)])
    #expect(solution.isUnique == [true, true])
    #expect(solution.levels == [750, 250, 100])
    #expect(solution.objective == [Fraction(0), Fraction(2), Fraction(10)])
    // Infeasible required rows: x = 1 and x = 2.
    #expect(
      BruteForceOracle.solve(
        [row([1], -1, 0, 1000), row([1], -2, 0, 1000), row([1], 0, 0, 100)], variableCount: 1)
        == nil)
  }
}
