import Testing

@testable import Cassowary

/// When many independent rows turn infeasible at once — a list whose cells change
/// height together — the dual simplex exchanges them in one block and refactorises,
/// instead of one dense update per cell. The values are the optimum either way, and
/// a failing call that made a block leaves the solver as it was.
@Suite struct BlockPivotTests {
  /// A vertical list of `count` cells in root coordinates: `top[0] = 0`,
  /// `top[k+1] = bottom[k]`; each cell at least its icon's height (20, required) and
  /// its text's (required, a constant changed per cell), and as short as it can be
  /// (`bottom == top`, weak).
  struct List {
    let solver = Solver()
    let tops: [Variable]
    let bottoms: [Variable]
    let texts: [Constraint]

    init(count: Int, text: Double) throws {
      tops = (0..<count).map { Variable("top\($0)") }
      bottoms = (0..<count).map { Variable("bottom\($0)") }
      var texts: [Constraint] = []
      try solver.add(tops[0] == 0)
      for k in 0..<count {
        if k > 0 { try solver.add(tops[k] == bottoms[k - 1]) }
        try solver.add(bottoms[k] >= tops[k] + 20)
        let text = bottoms[k] >= tops[k] + text
        texts.append(text)
        try solver.add(text)
        try solver.add(Constraint(bottoms[k] - tops[k], .equal, priority: .weak))
      }
      self.texts = texts
    }

    /// Sets text heights, cell by cell.
    func setTexts(_ heights: [Double]) throws {
      try solver.setConstants(zip(texts, heights).map { (constraint: $0, constant: -$1) })
    }

    /// Each cell's height is max(20, text), and the bottoms are the running sums.
    func expectHeights(_ heights: [Double]) {
      solver.updateVariables()
      var bottom = 0.0
      for k in tops.indices {
        let height = max(20, heights[k])
        #expect(abs(tops[k].value - bottom) < 1e-9)
        bottom += height
        #expect(abs(bottoms[k].value - bottom) < 1e-9)
      }
    }
  }

  @Test func cellsThatGrowTogetherAreExchangedInOneBlock() throws {
    let count = 300
    let list = try List(count: count, text: 10)
    list.expectHeights(Array(repeating: 10, count: count))
    let engine = list.solver.engine
    // Every other cell's text grows past its icon: 150 cells switch their binding
    // row, and every position below each of them moves.
    let grown = (0..<count).map { $0 % 2 == 0 ? 35.0 : 10 }
    var before = engine.statistics
    try list.setTexts(grown)
    #expect(engine.statistics.blockExchanges - before.blockExchanges >= 100)
    list.expectHeights(grown)
    #expect(engine.invariantViolations().isEmpty)

    // And back: the same cells shrink to their icons.
    before = engine.statistics
    let shrunk = (0..<count).map { $0 % 3 == 0 ? 5.0 : 10 }
    try list.setTexts(shrunk)
    list.expectHeights(shrunk)
    #expect(engine.invariantViolations().isEmpty)

    // A fresh solver at the final heights agrees bit for bit on nothing but the
    // optimum; both are the hand-computed sums above.
    let fresh = try List(count: count, text: 10)
    try fresh.setTexts(shrunk)
    fresh.expectHeights(shrunk)
  }

  @Test func aFailingCallThatExchangedABlockChangesNothing() throws {
    let count = 300
    let list = try List(count: count, text: 10)
    // The list may not be taller than 20 a cell and 10 more: more than that is
    // unsatisfiable.
    let cap = list.bottoms[count - 1] <= Double(20 * count + 10)
    try list.solver.add(cap)
    let engine = list.solver.engine
    engine.refactor()
    list.expectHeights(Array(repeating: 10, count: count))
    let dump = list.solver.dump()
    let values = (list.tops + list.bottoms).map(\.value.bitPattern)
    let steps = engine.factor.stepCount
    let before = engine.statistics
    // The growing cells are independent (a block), and only their new heights
    // together break the cap. The first cell grows most, so it is repaired first
    // (the most infeasible row), before the cap is the most infeasible: that pivot
    // moves every position below it, and the rest go in a block.
    #expect(throws: SolverError.self) {
      try list.setTexts((0..<count).map { $0 == 0 ? 40 : $0 % 2 == 0 ? 35.0 : 10 })
    }
    #expect(engine.statistics.blockExchanges - before.blockExchanges >= 100)
    // The texts are required, so the call is journaled; its first pivot and its
    // block exchanged steps inside the factors (Factor+Exchange.swift) before the
    // cap proved it infeasible, and the roll-back restores them.
    #expect(engine.statistics.factorExchanges - before.factorExchanges >= 100)
    #expect(engine.factor.stepCount == steps)
    #expect(engine.factor.retiredSteps == 0)
    #expect(list.solver.dump() == dump)
    list.solver.updateVariables()
    #expect((list.tops + list.bottoms).map(\.value.bitPattern) == values)
    #expect(engine.invariantViolations().isEmpty)
    // Still usable: within the cap, the cells grow.
    let fits = (0..<count).map { $0 == 7 ? 25.0 : 10 }
    try list.setTexts(fits)
    list.expectHeights(fits)
  }
}
