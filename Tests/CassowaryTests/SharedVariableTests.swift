import Testing

@testable import Cassowary

/// A variable records its column in the first engine that gives it one; other
/// engines keep theirs in a table. Whichever way a column is recorded, every engine
/// must find its own, and a record must follow the column when it is rolled back,
/// dropped, or its engine freed. Values are worked by hand.
@Suite struct SharedVariableTests {
  @Test func twoSolversSolveTheSameVariablesEachTheirOwnWay() throws {
    let first = Solver()
    let second = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try first.add([x == 10, y == x + 5])
    try second.add([x == 3, y == 2 * x])
    // The first engine holds the records; the second keeps both in its table.
    #expect(x.cachedSolver == ObjectIdentifier(first.engine))
    #expect(first.engine.variableColumns.count == 0)
    #expect(second.engine.variableColumns.count == 2)
    #expect(first.value(of: x) == 10 && first.value(of: y) == 15)
    #expect(second.value(of: x) == 3 && second.value(of: y) == 6)
    // Each solver moves its own values.
    try first.addEditVariable(x, priority: .strong)
    try second.addEditVariable(y, priority: .strong)
    #expect(first.engine.invariantViolations().isEmpty)
    #expect(second.engine.invariantViolations().isEmpty)
    second.updateVariables()
    #expect(x.value == 3 && y.value == 6)
    first.updateVariables()
    #expect(x.value == 10 && y.value == 15)
  }

  @Test func aRolledBackColumnLeavesItsRecordFree() throws {
    let first = Solver()
    let second = Solver()
    let x = Variable("x")
    let fresh = Variable("fresh")
    try first.add(x == 1)
    // The batch fails as a whole (x cannot be 1 and 2): `fresh`'s column goes, and
    // with it the record the first engine made on it.
    #expect(throws: SolverError.self) { try first.add([fresh == 7, x == 2]) }
    #expect(fresh.cachedSolver == nil)
    #expect(first.engine.invariantViolations().isEmpty)
    try second.add(fresh == 7)
    #expect(fresh.cachedSolver == ObjectIdentifier(second.engine))
    #expect(second.engine.variableColumns.count == 0)
    #expect(second.value(of: fresh) == 7)
    #expect(first.value(of: fresh) == 0)
    // A column given again in the first engine, now after the second's record,
    // goes into the first engine's table.
    try first.add(fresh == 8)
    #expect(first.engine.variableColumns.count == 1)
    #expect(first.value(of: fresh) == 8 && second.value(of: fresh) == 7)
    #expect(first.engine.invariantViolations().isEmpty)
    #expect(second.engine.invariantViolations().isEmpty)
  }

  @Test func aFreedSolverLeavesItsRecordsToTheNext() throws {
    let x = Variable("x")
    do {
      let gone = Solver()
      try gone.add(x == 1)
      #expect(x.cachedSolver == ObjectIdentifier(gone.engine))
    }
    #expect(x.cachedSolver == nil)
    let next = Solver()
    try next.add(x == 4)
    #expect(x.cachedSolver == ObjectIdentifier(next.engine))
    #expect(next.engine.variableColumns.count == 0)
    #expect(next.value(of: x) == 4)
  }

  @Test func droppedColumnsAreFoundNowhereAndTakenUpAgain() throws {
    let first = Solver()
    let second = Solver()
    let (shared, constraints) = try pinnedVariables(200, prefix: "v", in: first)
    // The second solver has every variable in its table, pinned elsewhere.
    for (index, variable) in shared.enumerated() {
      try second.add(variable == 500 + Double(index))
    }
    #expect(second.engine.variableColumns.count == 200)
    // The first forgets the odd ones at a recycling; newcomers may take their ids.
    for index in stride(from: 1, to: 200, by: 2) { try first.remove(constraints[index]) }
    let newcomers = try pinnedVariables(100, prefix: "w", base: 1000, in: first).variables
    #expect(first.engine.invariantViolations().isEmpty)
    #expect(second.engine.invariantViolations().isEmpty)
    for index in stride(from: 0, to: 200, by: 2) {
      #expect(first.value(of: shared[index]) == Double(index))
    }
    for (index, variable) in newcomers.enumerated() {
      #expect(first.value(of: variable) == Double(1000 + index))
    }
    for (index, variable) in shared.enumerated() {
      #expect(second.value(of: variable) == 500 + Double(index))
    }
    // Pinned again in the first solver, the odd ones are found where they are put.
    for index in stride(from: 1, to: 200, by: 2) { try first.add(shared[index] == -Double(index)) }
    #expect(first.engine.invariantViolations().isEmpty)
    for index in stride(from: 1, to: 200, by: 2) {
      #expect(first.value(of: shared[index]) == -Double(index))
      #expect(second.value(of: shared[index]) == 500 + Double(index))
    }
  }
}
