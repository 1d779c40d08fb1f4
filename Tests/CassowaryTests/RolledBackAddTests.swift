import Testing

@testable import Cassowary

/// A required add that fails is rolled back, but the factors keep the position
/// maps it grew; a solved column kept for an edit variable, sized to the rows, was
/// then relisted over the longer maps — past its end (heap corruption in release
/// builds: `free(): invalid pointer`, found by a fuzz of random scripts and located
/// with valgrind's memcheck). Dense passes now stop at a vector's capacity.
@Suite struct RolledBackAddTests {
  /// The fuzzer's minimal script (constant-only rows included), with and without
  /// its failing adds: the same values, and the run goes through.
  @Test func aFailedAddBeforeASuggestionChangesNothing() throws {
    let body = """
      v ax0
      v ax1
      c k1 required >= 0
      c k2 weak == 0
      c k3 required >= 0
      c k4 weak == 0
      c k5 weak == 0
      e ax1 strong
      c k7 weak <= 0
      c k8 weak >= 0
      r k1
      x ax1
      c k9 weak >= 0
      c k10 required >= 0
      c k11 required <= 0 1 ax1
      c k1 required >= 0
      c k12 required == 0
      c k13 required >= 0
      e ax1 weak
      c k15 required <= 0 1 ax1 1 ax0
      r k7
      c k16 required <= 0
      e ax0 strong
      c k18 weak <= 22 1 ax1
      s ax0 183
      c k19 required == 0
      c k21 required >= 0 1 ax0
      c k22 weak >= 0 1 ax1
      c k23 weak >= 0 1 ax1
      c k7 weak <= 0 1 ax1
      """
    // k24 (−160 == 0) cannot hold: the add fails and is rolled back before the
    // suggestion that solves a kept unit column.
    let failing = body + "\nc k24 required == -160\n! unsatisfiable\ns ax0 0\nu\n"
    let clean = body + "\ns ax0 0\nu\n"
    let withFailure = try CassScript(parsing: failing).run()
    let without = try CassScript(parsing: clean).run()
    #expect(withFailure.passed, "\(withFailure.failures)")
    #expect(withFailure.expectedErrors == 1)
    #expect(without.passed)
    // ax1 ≤ 0 (k11), ax0 + ax1 ≤ 0 (k15), ax0 ≥ 0 (k21), ax0 suggested 0 (strong),
    // ax1 ≥ 0 weak twice: both 0.
    #expect(withFailure.variables.map(\.value) == [0, 0])
    #expect(without.variables.map(\.value) == withFailure.variables.map(\.value))
  }
}

/// The journal logs changes to the rows and columns there were when it opened; the
/// ones a failing batch appends go whole. Here a batch of new variables and rows,
/// which pivot and move the old values, fails on its last constraint: the values,
/// the basis, the right-hand sides and markers, the reduced costs, every row's and
/// column's entries and the free lists must be back bit for bit, in old slots and
/// in reused ones. (Not compared: the factors, which `Factor.rollBack(to:)`
/// answers for, the kinds of dead columns, and the candidate and suspect lists,
/// which are hints and were never logged.)
@Suite struct RolledBackBatchTests {
  /// Everything the roll-back restores, as text: values bit for bit, the basis,
  /// the right-hand sides and markers, every level's reduced costs, and every row's
  /// and column's entries.
  func state(_ engine: Engine) -> [String] {
    var lines = [
      "x \(engine.x.array.map(\.bitPattern))", "head \(engine.head.array)",
      "positionOf \(engine.positionOf.array)", "rhs \(engine.rhs.array.map(\.bitPattern))",
      "marker \(engine.rowMarker.array)", "other \(engine.rowOther.array)",
      "rowAlive \(engine.rowAlive)", "columnAlive \(engine.columnAlive.array)",
      "freeRows \(engine.freeRows)", "freeColumns \(engine.freeColumns)",
      "externals \(engine.externalColumns)", "records \(engine.records.count)",
    ]
    for level in engine.reduced.indices {
      lines.append("reduced \(level) \(engine.reduced[level].map(\.bitPattern))")
    }
    for (name, lists) in [("row", engine.rowEntries), ("column", engine.columnEntries)] {
      for list in 0..<lists.listCount {
        let range = lists.range(list)
        let entries = range.map { "\(lists.indices[$0]):\(lists.values[$0].bitPattern)" }
        lines.append("\(name) \(list) \(entries)")
      }
    }
    return lines
  }

  /// The engine's ``state(_:)`` is `before` again, line for line, and its
  /// invariants hold.
  func expectRestored(
    _ before: [String], _ engine: Engine, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let after = state(engine)
    #expect(after.count == before.count, sourceLocation: sourceLocation)
    for (old, new) in zip(before, after) where old != new {
      Issue.record("changed: \(old.prefix(80)) → \(new.prefix(80))", sourceLocation: sourceLocation)
    }
    #expect(engine.invariantViolations().isEmpty, sourceLocation: sourceLocation)
  }

  /// `x[i+1] = x[i] + w[i]`, each `w[i] >= 1` and pulled to 10 (weak), the end
  /// suggested through an edit variable.
  func chain(_ count: Int) throws -> (solver: Solver, x: [Variable], w: [Variable]) {
    let solver = Solver()
    let x = (0...count).map { Variable("x\($0)") }
    let w = (0..<count).map { Variable("w\($0)") }
    try solver.add(x[0] == 0)
    for i in 0..<count {
      try solver.add([x[i + 1] == x[i] + w[i], w[i] >= 1])
      try solver.add(Constraint(w[i] - 10, .equal, priority: .weak))
    }
    try solver.addEditVariable(x[count], priority: .strong)
    try solver.suggestValue(Double(7 * count), for: x[count])
    solver.updateVariables()
    return (solver, x, w)
  }

  /// New variables hung off the chain, a required row that moves its end (every old
  /// width changes), and last a contradiction of an old row.
  func failingBatch(_ x: [Variable], _ w: [Variable]) -> [Constraint] {
    let count = w.count
    let a = Variable("a")
    let b = Variable("b")
    return [
      a == x[count / 2] + 5,
      Constraint(b - a - 3, .greaterThanOrEqual, priority: .medium),
      x[count] >= Double(9 * count),
      b <= x[1] + 100,
      w[0] <= 0,  // contradicts w[0] >= 1
    ]
  }

  @Test func aFailedBatchOfNewRowsRestoresEveryOldSlot() throws {
    let (solver, x, w) = try chain(20)
    let engine = solver.engine
    let before = state(engine)
    let values = (x + w).map(\.value.bitPattern)
    #expect(throws: SolverError.self) { try solver.add(failingBatch(x, w)) }
    expectRestored(before, engine)
    solver.updateVariables()
    #expect((x + w).map(\.value.bitPattern) == values)
    // The batch without its contradiction then holds: the end at 9 per item.
    try solver.add(failingBatch(x, w).dropLast())
    solver.updateVariables()
    #expect(abs(x[20].value - 180) < 1e-9)
  }

  @Test func aFailedBatchRestoresTheSlotsItReused() throws {
    let (solver, x, w) = try chain(20)
    let engine = solver.engine
    // Free some row and column slots: remove constraints with their own variables,
    // then refactorise outside a journal, which recycles them.
    let spare = (0..<6).map { Variable("spare\($0)") }
    let spares = spare.map { $0 == x[3] + 1 }
    try solver.add(spares)
    try solver.remove(spares)
    engine.refactor()
    try #require(!engine.freeRows.isEmpty && !engine.freeColumns.isEmpty)
    let before = state(engine)
    let values = (x + w).map(\.value.bitPattern)
    #expect(throws: SolverError.self) { try solver.add(failingBatch(x, w)) }
    expectRestored(before, engine)
    solver.updateVariables()
    #expect((x + w).map(\.value.bitPattern) == values)
  }

  /// A batch longer than ``Engine/validationChunk`` is checked a chunk at a time,
  /// each just before it is added: a refusal in a later chunk takes back the rows the
  /// earlier chunks added, whatever the refusal and whether or not the batch holds a
  /// required constraint.
  @Test func aBatchRefusedInALaterChunkChangesNothing() throws {
    let chunk = Engine.validationChunk
    let (solver, x, w) = try chain(20)
    let engine = solver.engine
    let before = state(engine)
    let values = (x + w).map(\.value.bitPattern)
    // New variables hung off the chain, required and weak, past two chunks.
    let extra = (0..<(2 * chunk + 100)).map { Variable("extra\($0)") }
    func valid() -> [Constraint] {
      extra.enumerated().map { index, variable in
        index % 2 == 0
          ? variable == x[index % 21] + Double(index)
          : Constraint(variable - Double(index), .equal, priority: .weak)
      }
    }
    let late = 2 * chunk + 10
    let refusals: [(String, [Constraint])] = [
      ("a NaN constant", valid().replacing(at: late, with: extra[late] == Double.nan)),
      (
        "an infinite coefficient",
        valid().replacing(at: late, with: .infinity * extra[late] == x[3])
      ),
      (
        "a repeat",
        {
          var batch = valid(); batch[late] = batch[chunk + 3]; return batch
        }()
      ),
      (
        "an invalid priority, no required constraint",
        valid().map { Constraint($0.expression, .equal, priority: .weak) }
          .replacing(
            at: late, with: Constraint(extra[late] - 1, .equal, priority: Priority(2000)))
      ),
    ]
    for (reason, batch) in refusals {
      #expect(throws: SolverError.self, "\(reason)") { try solver.add(batch) }
      expectRestored(before, engine)
      solver.updateVariables()
      #expect((x + w).map(\.value.bitPattern) == values, "\(reason)")
    }
    // Valid, the whole batch goes in: each extra variable at its value.
    try solver.add(valid())
    solver.updateVariables()
    #expect(abs(extra[4].value - (x[4].value + 4)) < 1e-9)
    #expect(abs(extra[2 * chunk + 99].value - Double(2 * chunk + 99)) < 1e-9)
  }

  @Test func aFailedBatchThatRefactorisesRestoresEverySlot() throws {
    // Every width pulled to 10 but the end pinned at 19 per item: hundreds of dual
    // pivots in the one journaled batch, enough for a refactorisation inside it,
    // whose snapshot brings back arrays as long as they were then.
    let count = 300
    let solver = Solver()
    let x = (0...count).map { Variable("x\($0)") }
    let w = (0..<count).map { Variable("w\($0)") }
    try solver.add(x[0] == 0)
    for i in 0..<count {
      try solver.add([x[i + 1] == x[i] + w[i], w[i] >= 0, w[i] <= 20])
      try solver.add(Constraint(w[i] - 10, .equal, priority: .medium))
    }
    let engine = solver.engine
    let before = state(engine)
    let refactorisations = engine.statistics.refactorizations
    let extra = Variable("extra")
    #expect(throws: SolverError.self) {
      try solver.add([extra == x[count] + 1, x[count] == Double(19 * count), w[0] >= 25])
    }
    try #require(engine.statistics.refactorizations > refactorisations)
    expectRestored(before, engine)
  }
}

extension Array where Element == Constraint {
  /// The array with the element at `index` replaced.
  fileprivate func replacing(at index: Int, with constraint: Constraint) -> [Constraint] {
    var copy = self
    copy[index] = constraint
    return copy
  }
}
