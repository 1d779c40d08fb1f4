import Testing

@testable import Cassowary

/// ``Solver/withValueTable(_:)`` reads values by ``Solver/valueIndex(of:)``: the same
/// numbers ``Solver/updateVariables()`` writes, and indices that stay right for as
/// long as ``Solver/valueIndexVersion`` holds.
@Suite struct ValueTableTests {
  @Test func theTableReadsWhatUpdateVariablesWrites() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let unknown = Variable("unknown")
    let pin = x == 10
    try solver.add(pin)
    try solver.add(y == x + 5)
    try solver.addEditVariable(x, priority: .strong)
    let ix = solver.valueIndex(of: x)
    let iy = solver.valueIndex(of: y)
    #expect(ix >= 0 && iy >= 0 && ix != iy)
    #expect(solver.valueIndex(of: unknown) == -1)
    // x == 10 is required, so the strong edit toward 4 loses: x 10, y 15.
    let version = solver.valueIndexVersion
    try solver.suggestValue(4, for: x)
    #expect(solver.withValueTable { ($0[ix], $0[iy], $0[-1]) } == (10, 15, 0))
    // Neither an edit nor a changed constant moves a variable in or out.
    try solver.setConstant(-20, of: pin)  // x == 20: y 25
    #expect(solver.valueIndexVersion == version)
    #expect(solver.withValueTable { ($0[ix], $0[iy]) } == (20, 25))
    solver.updateVariables()
    #expect((x.value, y.value) == (20, 25))
  }

  @Test func theVersionMovesWhenAVariableComesOrGoes() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x == 1)
    let before = solver.valueIndexVersion
    let fresh = Variable("fresh")
    // A failed batch brings `fresh` in and rolls it back: it has no index after.
    #expect(throws: SolverError.self) { try solver.add([fresh >= 2, x == 3]) }
    #expect(solver.valueIndex(of: fresh) == -1)
    let y = Variable("y")
    try solver.add(y == x + 1)
    #expect(solver.valueIndexVersion != before)
    let afterAdd = solver.valueIndexVersion
    solver.reset()
    #expect(solver.valueIndexVersion != afterAdd)
    #expect(solver.valueIndex(of: x) == -1)
    #expect(solver.withValueTable { $0[-1] } == 0)
  }

  @Test func recycledIndicesComeWithANewVersion() throws {
    let solver = Solver()
    let (variables, constraints) = try pinnedVariables(200, prefix: "v", in: solver)
    let oldIndices = variables.map { solver.valueIndex(of: $0) }
    let oldVersion = solver.valueIndexVersion
    // The odd ones are removed, forgotten at a recycling, and their indices given to
    // newcomers: an index kept from before would read another variable's value.
    for index in stride(from: 1, to: 200, by: 2) { try solver.remove(constraints[index]) }
    let newcomers = try pinnedVariables(100, prefix: "w", base: 1000, in: solver).variables
    let newIndices = newcomers.map { solver.valueIndex(of: $0) }
    let oddIndices = stride(from: 1, to: 200, by: 2).map { oldIndices[$0] }
    #expect(!Set(newIndices).isDisjoint(with: oddIndices), "no index was recycled")
    #expect(solver.valueIndexVersion != oldVersion)
    solver.withValueTable { table in
      for index in stride(from: 0, to: 200, by: 2) {
        #expect(table[solver.valueIndex(of: variables[index])] == Double(index))
      }
      for index in stride(from: 1, to: 200, by: 2) {
        #expect(table[solver.valueIndex(of: variables[index])] == 0)
      }
      for (index, index32) in newIndices.enumerated() {
        #expect(table[index32] == Double(1000 + index))
      }
    }
  }

  @Test func indicesTakenBackMoveTheVersionEvenWithNoNewVariable() throws {
    let solver = Solver()
    let (variables, constraints) = try pinnedVariables(200, prefix: "v", in: solver)
    let oddIndices = stride(from: 1, to: 200, by: 2).map { solver.valueIndex(of: variables[$0]) }
    let oldVersion = solver.valueIndexVersion
    // The odd ones go; the inequalities that follow mention only the even ones, so
    // no variable comes in, but their slacks (basic, nonzero) may take the freed ids.
    for index in stride(from: 1, to: 200, by: 2) { try solver.remove(constraints[index]) }
    for index in stride(from: 0, to: 200, by: 2) {
      try solver.add(variables[index] <= Double(index + 100))
    }
    let reused = oddIndices.contains { index in
      solver.engine.columnAlive[Int(index)] && solver.engine.columnKind[Int(index)] != .external
    }
    #expect(reused, "no freed index went to a slack")
    // An odd variable's kept index would now read a slack of 100: the version says so.
    #expect(solver.valueIndexVersion != oldVersion)
    #expect(solver.valueIndex(of: variables[1]) == -1)
  }

  /// A read settles the values first, and a settle after large swings refactorises,
  /// which forgets variables: the version must be read after that settle, or the
  /// indices compared against it would belong to a version the table is not at.
  @Test func theVersionIsReadAfterTheValuesSettle() throws {
    let solver = Solver()
    let x = Variable("x")
    let edited = Variable("edited")
    let y = Variable("y")
    let pin = x == 5
    try solver.add(pin)
    try solver.add(y == edited + 1)
    try solver.addEditVariable(edited, priority: .strong)
    solver.updateVariables()
    // x's only constraint goes: the next refactorisation forgets it.
    try solver.remove(pin)
    for value in [1e6, -1e6, 1e6, 3] { try solver.suggestValue(value, for: edited) }
    let version = solver.valueIndexVersion
    let iy = solver.valueIndex(of: y)
    let (versionInside, yValue) = solver.withValueTable { table in
      (solver.valueIndexVersion, table[iy])
    }
    #expect(versionInside == version)
    #expect(yValue == 4)
    #expect(solver.valueIndex(of: x) == -1, "the settle did not refactorise")
  }
}
