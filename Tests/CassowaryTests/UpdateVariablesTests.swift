import Testing

@testable import Cassowary

/// ``Solver/updateVariables()`` walks the list of the variables' columns, not every
/// column: a variable that a failed add brought in, or that a removal made the
/// solver forget, must leave the list without disturbing the others.
@Suite struct UpdateVariablesTests {
  @Test func aRolledBackVariableIsNotWrittenAndTheOthersAre() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x == 10)
    // y == x + 5 and y == 3 cannot both hold: the batch with the second fails as a
    // whole, and `fresh`, which only that batch mentions, is rolled back with it.
    try solver.add(y == x + 5)
    let fresh = Variable("fresh")
    fresh.value = -1
    #expect(throws: SolverError.self) { try solver.add([fresh >= 2, y == 3]) }
    solver.updateVariables()
    #expect(solver.engine.invariantViolations().isEmpty)
    #expect(x.value == 10 && y.value == 15)
    #expect(fresh.value == -1)
    // A variable added after the roll-back gets a column (maybe the freed one) and
    // is written.
    let later = Variable("later")
    try solver.add(later == y - 1)
    solver.updateVariables()
    #expect(solver.engine.invariantViolations().isEmpty)
    #expect(later.value == 14 && y.value == 15)
  }

  @Test func forgottenVariablesAreSkippedAndRecycledColumnsWrittenOnce() throws {
    let solver = Solver()
    let (kept, constraints) = try pinnedVariables(200, prefix: "v", in: solver)
    // Remove the odd ones: their variables are forgotten at a recycling, their
    // columns freed; new variables may take those ids.
    for index in stride(from: 1, to: 200, by: 2) { try solver.remove(constraints[index]) }
    let newcomers = try pinnedVariables(100, prefix: "w", base: 1000, in: solver).variables
    for index in stride(from: 1, to: 200, by: 2) { kept[index].value = -7 }
    solver.updateVariables()
    #expect(solver.engine.invariantViolations().isEmpty)
    for index in stride(from: 0, to: 200, by: 2) { #expect(kept[index].value == Double(index)) }
    for (index, variable) in newcomers.enumerated() {
      #expect(variable.value == Double(1000 + index))
    }
    // The removed ones are no longer solved for: whatever the solver does with
    // them, it writes no other variable's value into them.
    for index in stride(from: 1, to: 200, by: 2) {
      #expect(kept[index].value == -7 || kept[index].value == 0)
    }
  }
}
