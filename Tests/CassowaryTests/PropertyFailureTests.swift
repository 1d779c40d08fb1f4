import Cassowary
import Testing
import _FixFlexTestSupport

/// Every failing call leaves the solver exactly as it was: `dump()` byte-identical
/// and every variable's value bit-identical, for each kind of error, on seeded
/// random systems with edit variables.
@Suite struct PropertyFailureTests {
  /// A failing call, the `.cass` token of the error it must raise, and its name.
  typealias Attempt = (name: String, token: String, call: (Solver) throws(SolverError) -> Void)

  static func attempts(_ system: RandomSystem, _ solver: Solver, edit: Variable, other: Variable)
    -> [Attempt]
  {
    let active = solver.constraints
    let required = active.filter { $0.priority.isRequired }
    let x = system.variables[0]
    let y = system.variables[1]
    var result: [Attempt] = [
      ("duplicate constraint", "duplicate", { s throws(SolverError) in try s.add(active[0]) }),
      (
        "unknown constraint", "unknown-constraint",
        { s throws(SolverError) in try s.remove(x == 1) }
      ),
      (
        "priority 0", "bad-strength",
        { s throws(SolverError) in try s.add(Constraint(x - 1, .equal, priority: 0)) }
      ),
      (
        "priority 1001", "bad-strength",
        { s throws(SolverError) in try s.add(Constraint(x - 1, .equal, priority: 1001)) }
      ),
      (
        "priority NaN", "bad-strength",
        { s throws(SolverError) in try s.add(Constraint(x - 1, .equal, priority: Priority(.nan))) }
      ),
      ("NaN coefficient", "invalid-number", { s throws(SolverError) in try s.add(.nan * x == 1) }),
      (
        "infinite constant", "invalid-number",
        { s throws(SolverError) in try s.add(x <= Double.infinity) }
      ),
      (
        "required edit", "bad-strength",
        { s throws(SolverError) in try s.addEditVariable(other, priority: .required) }
      ),
      (
        "duplicate edit", "duplicate-edit",
        { s throws(SolverError) in try s.addEditVariable(edit, priority: .weak) }
      ),
      (
        "unknown edit (remove)", "unknown-edit",
        { s throws(SolverError) in try s.removeEditVariable(other) }
      ),
      (
        "unknown edit (suggest)", "unknown-edit",
        { s throws(SolverError) in try s.suggestValue(3, for: other) }
      ),
      (
        "NaN suggestion", "invalid-number",
        { s throws(SolverError) in try s.suggestValue(.nan, for: edit) }
      ),
      (
        "infinite suggestion", "invalid-number",
        { s throws(SolverError) in try s.suggestValue(-.infinity, for: edit) }
      ),
      (
        "constant of an unknown constraint", "unknown-constraint",
        { s throws(SolverError) in try s.setConstant(4, of: x == 4) }
      ),
      (
        "NaN constant", "invalid-number",
        { s throws(SolverError) in try s.setConstant(.nan, of: active[0]) }
      ),
      (
        "batch remove with an unknown", "unknown-constraint",
        { s throws(SolverError) in try s.remove([active[0], y == 2]) }
      ),
      (
        "batch with an active constraint", "duplicate",
        { s throws(SolverError) in try s.add([x <= 999, active[0]]) }
      ),
    ]
    // A batch naming one new constraint twice; the errors come in batch order, so a
    // bad number before the repeat is what is raised, and a repeat before a bad
    // number.
    let twice = Constraint(x + y - 5, .greaterThanOrEqual, priority: .medium)
    result += [
      (
        "batch repeating a constraint", "duplicate",
        { s throws(SolverError) in try s.add([x <= 998, twice, y >= -998, twice]) }
      ),
      (
        "batch with a NaN before a repeat", "invalid-number",
        { s throws(SolverError) in try s.add([.nan * x == 1, twice, twice]) }
      ),
      (
        "batch with a repeat before a NaN", "duplicate",
        { s throws(SolverError) in try s.add([twice, twice, .nan * x == 1]) }
      ),
    ]
    // Contradict a required constraint already present: e = 0 against e + 1 = 0,
    // e ≥ 0 against e ≤ −1, e ≤ 0 against e ≥ 1; alone, and last in a batch whose
    // first two constraints are fine.
    var batches: [Attempt] = []
    for constraint in required.prefix(3) {
      let e = constraint.expression
      let contradiction: Constraint
      switch constraint.relation {
      case .equal: contradiction = Constraint(e + 1, .equal)
      case .greaterThanOrEqual: contradiction = Constraint(e + 1, .lessThanOrEqual)
      case .lessThanOrEqual: contradiction = Constraint(e - 1, .greaterThanOrEqual)
      }
      result.append(
        (
          "contradicts \(constraint)", "unsatisfiable",
          { s throws(SolverError) in try s.add(contradiction) }
        ))
      batches.append(
        (
          "batch ending with a contradiction of \(constraint)", "unsatisfiable",
          { s throws(SolverError) in
            try s.add([x <= 1000, Constraint(y - 3, .equal, priority: .medium), contradiction])
          }
        ))
    }
    // Batches last: they add two fine constraints before the one that fails.
    result += batches
    return result
  }

  @Test(arguments: UInt64(0)..<15)
  func failedCallsChangeNothing(seed: UInt64) throws {
    let system = RandomSystem.sparse(seed: 500 + seed, n: 12, count: 20)
    let solver = Solver()
    for constraint in system.constraints { try? solver.add(constraint) }
    let edit = system.variables[2]
    let other = system.variables[3]
    try solver.addEditVariable(edit, priority: .strong)
    try solver.suggestValue(17.5, for: edit)
    solver.updateVariables()
    let attempts = PropertyFailureTests.attempts(system, solver, edit: edit, other: other)
    #expect(attempts.count >= 18)
    for attempt in attempts {
      check(attempt, solver, system, seed)
    }
  }

  /// Makes the failing call and checks that it raised the right error and changed
  /// nothing.
  func check(_ attempt: Attempt, _ solver: Solver, _ system: RandomSystem, _ seed: UInt64) {
    let dump = solver.dump()
    let values = system.variables.map { solver.value(of: $0).bitPattern }
    let written = system.variables.map(\.value.bitPattern)
    do throws(SolverError) {
      try attempt.call(solver)
      Issue.record("seed \(seed): \(attempt.name) succeeded")
    } catch {
      #expect(error.cassToken == attempt.token, "seed \(seed): \(attempt.name) raised \(error)")
    }
    #expect(solver.dump() == dump, "seed \(seed): \(attempt.name) changed the dump")
    #expect(
      system.variables.map { solver.value(of: $0).bitPattern } == values,
      "seed \(seed): \(attempt.name) changed the solution")
    #expect(system.variables.map(\.value.bitPattern) == written)
    // And the solver still works: the next update writes the same values.
    solver.updateVariables()
    #expect(
      system.variables.map(\.value.bitPattern) == written, "seed \(seed): after \(attempt.name)")
  }
}
