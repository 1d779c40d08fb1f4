import Testing
import _FixFlexTestSupport

@testable import Cassowary

/// Dual pivots whose solved column is long — a cell's height that moves every cell
/// below it — exchange a step of the factors instead of appending an eta, and a
/// block of them does so instead of refactorising (Factor+Exchange.swift). The
/// values are the hand-computed optimum either way; a failing call that exchanged
/// steps leaves the solver as it was (``BlockPivotTests``); a kept edit column
/// follows the exchanges.
@Suite struct FactorExchangeTests {
  typealias List = BlockPivotTests.List

  @Test func aBlockExchangesStepsWithoutRefactorising() throws {
    let count = 300
    let list = try List(count: count, text: 10)
    let engine = list.solver.engine
    engine.refactor()
    let grown = (0..<count).map { $0 % 2 == 0 ? 35.0 : 10 }
    let before = engine.statistics
    try list.setTexts(grown)
    // 150 cells switch from their icon's row to their text's, in one block.
    #expect(engine.statistics.blockExchanges - before.blockExchanges >= 100)
    #expect(engine.statistics.factorExchanges - before.factorExchanges >= 100)
    #expect(engine.statistics.refactorizations == before.refactorizations)
    list.expectHeights(grown)
    #expect(engine.invariantViolations().isEmpty)

    // The same change with etas and a refactorisation, as before exchanges: the
    // same optimum.
    let twin = try List(count: count, text: 10)
    twin.solver.engine.exchangesInFactors = false
    twin.solver.engine.refactor()
    let twinBefore = twin.solver.engine.statistics
    try twin.setTexts(grown)
    #expect(twin.solver.engine.statistics.refactorizations > twinBefore.refactorizations)
    #expect(twin.solver.engine.statistics.factorExchanges == 0)
    twin.expectHeights(grown)
  }

  @Test func oneCellThatGrowsExchangesOneStep() throws {
    let count = 200
    let list = try List(count: count, text: 10)
    let engine = list.solver.engine
    engine.refactor()
    var heights = Array(repeating: 10.0, count: count)
    // Cell 3 outgrows its icon: one dual pivot, whose column lists every position
    // below the cell and whose row of B⁻¹ stays in the cell.
    heights[3] = 30
    let before = engine.statistics
    try list.setTexts(heights)
    #expect(engine.statistics.dualPivots - before.dualPivots == 1)
    #expect(engine.statistics.factorExchanges - before.factorExchanges == 1)
    #expect(engine.factor.etaCount == 0)
    list.expectHeights(heights)
    // And back, and another cell: the retired steps are skipped by every solve.
    heights[3] = 10
    heights[150] = 44
    try list.setTexts(heights)
    list.expectHeights(heights)
    #expect(engine.factor.retiredSteps >= 2)
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test func aKeptEditColumnFollowsAnExchange() throws {
    let count = 200
    let list = try List(count: count, text: 10)
    // Cell 5 also holds a text whose height is an edit variable: its suggestions
    // move the values along the edit row's column of B⁻¹, which the solver keeps
    // between suggestions and brings through each pivot.
    let text = Variable("text5")
    try list.solver.addEditVariable(text, priority: .strong)
    try list.solver.add(list.bottoms[5] >= list.tops[5] + text)
    try list.solver.suggestValue(10, for: text)
    try list.solver.suggestValue(12, for: text)
    let engine = list.solver.engine
    // Past the icon's 20 the text binds: one dual pivot, exchanged in the factors,
    // at the text row's slack — where the kept column has an entry.
    let before = engine.statistics
    try list.solver.suggestValue(30, for: text)
    #expect(engine.statistics.factorExchanges - before.factorExchanges == 1)
    // The next suggestion moves the values along the carried column, not one
    // solved afresh: every bottom from cell 5 on moves by exactly 15.
    try list.solver.suggestValue(45, for: text)
    var heights = Array(repeating: 10.0, count: count)
    heights[5] = 45
    list.expectHeights(heights)
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test func aKeptEditColumnFollowsABlock() throws {
    // The list with every icon's height an edit variable: its column of B⁻¹ (which
    // the solver keeps between suggestions) moves every text row's slack, since a
    // cell is as high as its icon.
    let count = 300
    let solver = Solver()
    let icon = Variable("icon")
    try solver.addEditVariable(icon, priority: .strong)
    try solver.suggestValue(20, for: icon)
    let tops = (0..<count).map { Variable("top\($0)") }
    let bottoms = (0..<count).map { Variable("bottom\($0)") }
    var texts: [Constraint] = []
    try solver.add(tops[0] == 0)
    for k in 0..<count {
      if k > 0 { try solver.add(tops[k] == bottoms[k - 1]) }
      try solver.add(bottoms[k] >= tops[k] + icon)
      let text = bottoms[k] >= tops[k] + 10
      texts.append(text)
      try solver.add(text)
      try solver.add(Constraint(bottoms[k] - tops[k], .equal, priority: .weak))
    }
    let engine = solver.engine
    engine.refactor()
    try solver.suggestValue(22, for: icon)
    try solver.suggestValue(24, for: icon)
    // Every other text grows past the icon's 24: one block, exchanged in the
    // factors at those text rows' slacks — where the kept column has entries, so
    // the next suggestion must not move the values along it as it was.
    let grown = (0..<count).map { $0 % 2 == 0 ? 35.0 : 10 }
    let before = engine.statistics
    try solver.setConstants(zip(texts, grown).map { (constraint: $0, constant: -$1) })
    #expect(engine.statistics.blockExchanges - before.blockExchanges >= 100)
    #expect(engine.statistics.factorExchanges - before.factorExchanges >= 100)
    #expect(engine.statistics.refactorizations == before.refactorizations)
    // The icon grows to 30: the odd cells follow it, the even ones keep their 35.
    try solver.suggestValue(30, for: icon)
    solver.updateVariables()
    var bottom = 0.0
    for k in 0..<count {
      #expect(abs(tops[k].value - bottom) < 1e-9)
      bottom += max(30, grown[k])
      #expect(abs(bottoms[k].value - bottom) < 1e-9)
    }
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test func randomChangesKeepTheHandComputedOptimum() throws {
    // Seeded rounds of cells growing and shrinking, small and large batches: etas
    // for short columns, exchanges for long ones, blocks, refactorisations between.
    var random = SeededRandom(seed: 20_261_125)
    let count = 120
    let list = try List(count: count, text: 10)
    let engine = list.solver.engine
    var heights = Array(repeating: 10.0, count: count)
    for _ in 0..<40 {
      let changes = Int.random(in: 1...(count / 2), using: &random)
      for _ in 0..<changes {
        heights[Int.random(in: 0..<count, using: &random)] = Double(
          Int.random(in: 0...60, using: &random))
      }
      try list.setTexts(heights)
      list.expectHeights(heights)
    }
    #expect(engine.statistics.factorExchanges > 0)
    #expect(engine.invariantViolations().isEmpty)
  }
}
