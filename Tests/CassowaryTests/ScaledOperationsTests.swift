import Testing

@testable import Cassowary

/// Random operations on badly scaled systems (coefficients from 0.001 to 1 000, every
/// kind of priority, adds, removals, constants, edits and suggestions), with the
/// engine's invariants checked after each one. Written by stop 36's review, which
/// found with it that taking a small pivot on a degenerate step left the kept reduced
/// costs off by 4e-3 (seed 15); such a pivot is no longer taken.
@Suite struct ScaledOperationsTests {
  /// SplitMix64: the seeds below name these sequences.
  struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func pick<T>(_ a: [T]) -> T { a[int(a.count)] }
  }

  /// Seeds whose runs end, at 1e-5, with a column that could still improve the
  /// objective: badly scaled optima this solver misses (the same seeds and three
  /// more failed at 7dacbf6). A new failure is a regression; a fixed one may leave
  /// the list.
  static let knownMisses: Set<Int> = [2, 25, 27, 35, 42, 54]

  /// The first invariant a seed's run breaks (with its step), or `nil`.
  func firstViolation(seed: Int) -> String? {
    let coefficients: [Double] = [
      0.001, 0.05, 0.25, 0.5, 1, 1.5, 2, 3, 1000, -1, -0.25, -1000, -0.001,
    ]
    let priorities: [Priority] = [
      .required, .required, .strong, .medium, .weak, Priority(999), Priority(2.5),
    ]
    var random = SplitMix(state: UInt64(seed) &* 7919 &+ 1)
    let solver = Solver()
    let variables = (0..<(4 + random.int(8))).map { Variable("v\($0)") }
    var active: [Constraint] = []
    var edits: [Variable] = []
    for step in 0..<40 {
      let operation = random.int(10)
      do {
        if operation < 6 || active.isEmpty {
          var expression = Expression(constant: Double(random.int(2000)) / 8 - 100)
          for _ in 0..<(1 + random.int(3)) {
            expression = expression + random.pick(coefficients) * Expression(random.pick(variables))
          }
          let relation: RelationalOperator = random.pick([
            .equal, .lessThanOrEqual, .greaterThanOrEqual,
          ])
          let constraint = Constraint(expression, relation, priority: random.pick(priorities))
          try solver.add(constraint)
          active.append(constraint)
        } else if operation == 6 {
          try solver.remove(active.remove(at: random.int(active.count)))
        } else if operation == 7 {
          let constraint = random.pick(active)
          try solver.setConstant(Double(random.int(2000)) / 8 - 100, of: constraint)
        } else if operation == 8 {
          let variable = random.pick(variables)
          if !solver.hasEditVariable(variable) {
            try solver.addEditVariable(
              variable, priority: random.pick([.strong, .medium, Priority(750)]))
            edits.append(variable)
          }
        } else if !edits.isEmpty {
          let variable = edits[random.int(edits.count)]
          try solver.suggestValue(Double(random.int(4000)) / 4 - 500, for: variable)
        }
      } catch {
        // A refused operation (an unsatisfiable required constraint) changes nothing.
      }
      let problems = solver.engine.invariantViolations(tolerance: 1e-5)
      if !problems.isEmpty { return "step \(step): \(problems.prefix(3))" }
    }
    return nil
  }

  @Test func invariantsHoldThroughScaledOperations() {
    var misses: Set<Int> = []
    for seed in 0..<60 {
      guard let violation = firstViolation(seed: seed) else { continue }
      misses.insert(seed)
      #expect(Self.knownMisses.contains(seed), "seed \(seed), \(violation)")
    }
    // The review's case: kept reduced costs 4e-3 from their values.
    #expect(!misses.contains(15))
  }
}
