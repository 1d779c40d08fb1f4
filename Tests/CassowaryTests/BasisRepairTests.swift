import Testing

@testable import Cassowary

/// A basis singular to rounding — which a long dual simplex on a dense system can
/// walk into — is repaired at its refactorisation (its dependent columns give their
/// places to unit logical columns) and optimised again, instead of being kept: kept,
/// it could not be factorised again, and the etas grew for ever.
@Suite struct BasisRepairTests {
  /// Column lists for `Factor.factorize` over rows 0..<n: `columns[j]` is a list of
  /// (row, value) entries.
  static func entries(_ columns: [[(row: Int32, value: Double)]]) -> SparseLists {
    let lists = SparseLists()
    for (j, column) in columns.enumerated() {
      lists.appendList(room: column.count)
      for entry in column { lists.append(j, entry.row, entry.value) }
    }
    return lists
  }

  /// What `Factor.factorize` reports a basis lacks (empty when it is regular).
  static func deficiency(
    rows: [Int32], columns: [Int32], entries: SparseLists
  ) -> Factor.Deficiency {
    var deficiency: Factor.Deficiency? = Factor.Deficiency()
    _ = Factor.factorize(
      rows: rows, columns: columns, capacity: rows.count, entries: entries,
      rowAlive: [Bool](repeating: true, count: rows.count), deficiency: &deficiency)
    return deficiency ?? Factor.Deficiency()
  }

  /// Columns 0 and 1 are proportional (0.3 × column 0 = column 1 in exact arithmetic,
  /// and to the last bit after the elimination's rounding), column 2 is independent.
  /// Elimination pivots on one of the two and finds the other left with nothing:
  /// that column and one of rows 0 and 1 are the deficiency. Its unit column in the
  /// row left over makes the basis regular.
  @Test(arguments: [1.0, 0.3])
  func aDependentColumnAndItsRowAreFound(ratio: Double) throws {
    let columns: [[(row: Int32, value: Double)]] = [
      [(0, 0.1), (1, 0.7)],
      [(0, 0.1 * ratio), (1, 0.7 * ratio)],
      [(1, 5), (2, 1)],
      [(0, 1)],  // row 0's unit column
      [(1, 1)],  // row 1's unit column
    ]
    let lists = Self.entries(columns)
    let rows: [Int32] = [0, 1, 2]
    let alive = [true, true, true]
    #expect(
      Factor.factorize(
        rows: rows, columns: [0, 1, 2], capacity: 3, entries: lists, rowAlive: alive)
        == nil)
    let deficiency = Self.deficiency(rows: rows, columns: [0, 1, 2], entries: lists)
    try #require(deficiency.columns.count == 1 && deficiency.rows.count == 1)
    let dropped = deficiency.columns[0]
    let row = deficiency.rows[0]
    #expect(dropped == 0 || dropped == 1)
    #expect(row == 0 || row == 1)
    var repaired: [Int32] = [0, 1, 2]
    repaired[Int(dropped)] = row == 0 ? 3 : 4
    #expect(
      Factor.factorize(rows: rows, columns: repaired, capacity: 3, entries: lists, rowAlive: alive)
        != nil)
  }

  @Test func aRegularBasisHasNoDeficiency() {
    let lists = Self.entries([[(0, 2), (1, 1)], [(0, 1), (1, 3)], [(2, 1)]])
    let deficiency = Self.deficiency(rows: [0, 1, 2], columns: [0, 1, 2], entries: lists)
    #expect(deficiency.columns.isEmpty && deficiency.rows.isEmpty)
  }

  /// `x` and `y` appear only as `x + y`, so their columns are equal: no basis holds
  /// both. The test puts `y` into the basis beside `x` (in place of another basic
  /// column), as rounding might, and refactorises.
  struct Proportional {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    init() throws {
      try solver.add(x + y == 10)
      try solver.add(x + y + z == 20)
      try solver.add(z >= 4)
      try solver.add(Constraint(x + y - 50, .equal, priority: .weak))
      try solver.add(Constraint(z - 3, .equal, priority: .strong))
    }

    /// Makes the basis singular: `y` (or `x`) enters in place of a basic column
    /// that is neither.
    func makeSingular() throws {
      let engine = solver.engine
      let columnX = try #require(engine.existingColumn(for: x))
      let columnY = try #require(engine.existingColumn(for: y))
      let basicX = engine.positionOf[Int(columnX)] >= 0
      let basicY = engine.positionOf[Int(columnY)] >= 0
      try #require(basicX != basicY, "one of x and y is basic, never both")
      let entering = basicX ? columnY : columnX
      let position = try #require(
        (0..<engine.rowCapacity).first { position in
          let basic = engine.head[position]
          return basic >= 0 && basic != columnX && basic != columnY
            && engine.columnAlive[Int(basic)]
        })
      engine.setBasic(BlockExchange(position: Int32(position), entering: entering, pivot: 0))
    }
  }

  /// The repaired basis is optimised again at once (no simplex call is running):
  /// `x + y = 10` and `z = 10` are forced by the required rows; the strong `z = 3`
  /// and the weak `x + y = 50` stay broken by 7 and 40; every invariant holds; and
  /// the solver goes on working: `x = 2` gives `y = 8`.
  @Test func aSingularBasisIsRepairedAndOptimisedAgain() throws {
    let system = try Proportional()
    let engine = system.solver.engine
    try system.makeSingular()
    let repairs = engine.statistics.basisRepairs
    engine.refactor()
    #expect(engine.statistics.basisRepairs == repairs + 1)
    #expect(!engine.repairPending)
    #expect(engine.invariantViolations().isEmpty)
    system.solver.updateVariables()
    #expect(abs(system.x.value + system.y.value - 10) < 1e-9)
    #expect(abs(system.z.value - 10) < 1e-9)
    try system.solver.add(system.x == 2)
    system.solver.updateVariables()
    #expect(abs(system.x.value - 2) < 1e-9)
    #expect(abs(system.y.value - 8) < 1e-9)
    #expect(abs(system.z.value - 10) < 1e-9)
    #expect(engine.invariantViolations().isEmpty)
  }

  /// The last resort, when a repaired basis is still singular to rounding: every
  /// row's unit logical column (the identity), from which the simplex finds the
  /// same optimum.
  @Test func theSlackBasisFactorisesAndIsOptimisedAgain() throws {
    let system = try Proportional()
    let engine = system.solver.engine
    let rows = (0..<engine.rowCapacity).filter { engine.rowAlive[$0] }.map { Int32($0) }
    var basics: [Int32] = []
    let exchanges = engine.logicalBasis(&basics, rows: rows)
    #expect(Set(basics) == Set(rows.map { engine.rowMarker[Int($0)] }))
    #expect(!exchanges.isEmpty, "x or y, and z, were basic")
    #expect(engine.refactor(exchanging: exchanges))
    for row in rows {
      #expect(engine.positionOf[Int(engine.rowMarker[Int(row)])] >= 0)
    }
    engine.recomputeReducedCosts()
    engine.repairPending = true
    #expect(engine.settleRepairs() == nil)
    #expect(engine.invariantViolations().isEmpty)
    system.solver.updateVariables()
    #expect(abs(system.x.value + system.y.value - 10) < 1e-9)
    #expect(abs(system.z.value - 10) < 1e-9)
  }

  /// A repair inside an operation that is rolled back is rolled back with it: the
  /// basis, the values and the reduced costs are those from before the operation.
  /// (The re-optimised basis has the reduced costs the corrupted one kept, so only
  /// the basis and the values show the change.)
  @Test func aRepairInsideARolledBackOperationIsUndone() throws {
    let system = try Proportional()
    let engine = system.solver.engine
    try system.makeSingular()
    let head = engine.head.array
    let positions = engine.positionOf.array
    let values = engine.x.array
    let reduced = engine.reduced
    engine.beginJournal()
    engine.refactor()
    #expect(engine.head.array != head, "the repair changed the basis")
    #expect(engine.x.array != values, "and the values")
    engine.rollBack()
    #expect(engine.head.array == head)
    #expect(engine.positionOf.array == positions)
    #expect(engine.x.array == values)
    #expect(engine.reduced == reduced)
  }
}
