import Testing

@testable import Cassowary

/// A row of `B⁻¹·A` is formed row by row or column by column, whichever walks less
/// (``Engine/accumulateRows(_:into:)``). Both must give `ρᵀ·A` over exactly the
/// non-basic, living, non-dummy columns.
@Suite struct ColumnPricingTests {
  /// `ρᵀ·A` by brute force: every column, every entry, no shortcut.
  func reference(_ engine: Engine, _ rho: SparseVector) -> [Int32: Double] {
    var result: [Int32: Double] = [:]
    for column in 0..<engine.columnKind.count {
      guard engine.positionOf[column] < 0, engine.columnAlive[column],
        engine.columnKind[column] != .dummy
      else { continue }
      var sum = 0.0
      for k in engine.columnEntries.range(column) {
        let row = Int(engine.columnEntries.indices[k])
        guard engine.rowAlive[row] else { continue }
        sum += rho.values[row] * engine.columnEntries.values[k]
      }
      if sum != 0 { result[Int32(column)] = sum }
    }
    return result
  }

  /// Every row of `B⁻¹·A` of a 200-item stack resized past its content minimum:
  /// the chain's rows (dense `ρ`, formed column by column) and the items' own rows
  /// (short `ρ`, row by row) against the brute-force product.
  @Test func bothWalksGiveTheProductOverTheNonBasicColumns() throws {
    let stack = try DualPricingTests.Stack(count: 200, seed: 5)
    try stack.solver.suggestValue((stack.minimum * 1.4).rounded(), for: stack.width)
    let engine = stack.solver.engine
    var byColumns = 0
    var byRows = 0
    for position in 0..<engine.rowCapacity where engine.head[position] >= 0 {
      engine.solveRow(Int32(position))
      let dense =
        engine.rho.count * 8 > engine.rowCapacity
        && 4 * engine.rowWalkLength(engine.rho) > engine.columnWalkCost()
      if dense { byColumns += 1 } else { byRows += 1 }
      let expected = reference(engine, engine.rho)
      for (column, value) in expected {
        let got = engine.pivotRow.values[Int(column)]
        #expect(
          abs(got - value) <= 1e-12 * (1 + abs(value)),
          "position \(position), column \(column): \(got) against \(value)")
      }
      // Nothing outside the product: no basic, dead or dummy column.
      for column in engine.pivotRow.indices where engine.pivotRow.values[Int(column)] != 0 {
        #expect(expected[column] != nil, "position \(position): column \(column) listed")
      }
    }
    // Both walks were exercised.
    #expect(byColumns > 0 && byRows > 0, "\(byColumns) by columns, \(byRows) by rows")
  }
}
