// Pivots that update the factors by exchanging a step (Factor+Exchange.swift) instead
// of appending a product-form eta: one pivot at a time, and a block of independent
// dual pivots (Engine+BlockPivot.swift) without a refactorisation.

extension Engine {
  /// Replaces the basic column at `position` by `entering` inside the factors, when
  /// they allow it (no eta touches the position; see ``Factor/canExchange(at:)``): `pivot` is the
  /// entering column's solved entry there, `(B⁻¹·a)[position]`. Returns `false`, with
  /// nothing changed, when the caller must append an eta instead. Changes the
  /// factors only, not the basis bookkeeping (`head`, `positionOf`).
  func exchangeInFactors(entering: Int32, at position: Int32, pivot: Double) -> Bool {
    guard exchangesInFactors, rowAlive[Int(position)], factor.canExchange(at: position) else {
      return false
    }
    let leaving = head[Int(position)]
    var enteringEntries: [(row: Int32, value: Double)] = []
    var basicEntries: [(position: Int32, value: Double)] = []
    swap(&enteringEntries, &exchangeColumnScratch)
    swap(&basicEntries, &exchangeRowScratch)
    defer {
      enteringEntries.empty()
      basicEntries.empty()
      swap(&enteringEntries, &exchangeColumnScratch)
      swap(&basicEntries, &exchangeRowScratch)
    }
    var beta = 0.0
    for k in columnEntries.range(Int(entering)) {
      let row = columnEntries.indices[k]
      let value = columnEntries.values[k]
      guard rowAlive[Int(row)], value != 0 else { continue }
      if row == position { beta += value } else { enteringEntries.append((row, value)) }
    }
    for k in rowEntries.range(Int(position)) {
      let column = rowEntries.indices[k]
      let value = rowEntries.values[k]
      guard column != leaving, value != 0, columnAlive[Int(column)] else { continue }
      let at = positionOf[Int(column)]
      if at >= 0 { basicEntries.append((at, value)) }
    }
    guard
      factor.exchange(
        at: position, columnEntries: enteringEntries, rowEntries: basicEntries, beta: beta,
        pivot: pivot)
    else { return false }
    statistics.factorExchanges += 1
    return true
  }

  /// Whether a pivot should exchange a step rather than append an eta, from the
  /// lengths of its solved column (the eta) and of its row of `B⁻¹` (roughly the new
  /// step's `L` row). An eta costs every later solve that reaches it; a new step
  /// costs its own solves and list appends, a few thousand instructions. Measured
  /// (resize of the 1 000-cell list, `resize_1000` edits, chain and stack builds),
  /// an exchange pays once the column is four times the row and 64 entries longer:
  /// a cell's height that moves every cell below it (row ≈ 8, column ≈ 4 500) but
  /// not a stack's width, whose row of `B⁻¹` runs along the chain too.
  ///
  /// Dual simplex pivots only: only the dual simplex passes its row's reach (the
  /// other pivots pass none, `Int.max`). Primal pivots exchanged the same way left
  /// the basis of a dense system (`random_dense 300 --seed 6`) singular after a few
  /// hundred exchanges, though every exchange passed the pivot check, and the cause
  /// is not found yet; the dual simplex is where layouts pivot along their chains (a
  /// resize, a re-measure).
  func prefersExchange(columnReach: Int, rowReach: Int) -> Bool {
    rowReach <= (columnReach - Engine.exchangeMinimumGain) / Engine.exchangeRatio
  }

  /// See ``prefersExchange(columnReach:rowReach:)``.
  static let exchangeRatio = 4
  static let exchangeMinimumGain = 64

  /// Makes a block's exchanges inside the factors, then moves the values
  /// (``moveValuesAfterExchanges(_:)``) and flags the positions they make
  /// infeasible. Returns `false`, with
  /// nothing changed, when one of its positions cannot be exchanged there (an eta
  /// touches it, or its step both eliminated rows and has a `U` row): the caller
  /// refactorises instead. Should a later exchange become impossible on the way
  /// (an earlier one gave its step a `U` row), the rest go through a
  /// refactorisation of the basis as it then is — or, should that fail, a refresh
  /// of everything, since the reduced costs have moved for every exchange.
  func exchangeBlockInFactors(_ exchanges: [BlockExchange]) -> Bool {
    guard exchangesInFactors else { return false }
    for exchange in exchanges {
      guard rowAlive[Int(exchange.position)], factor.canExchange(at: exchange.position) else {
        return false
      }
    }
    // The values are moved below, not journaled one by one: the snapshot brings
    // them back, and the factors' own log the exchanged steps.
    snapshotBasis()
    // What the leaving columns carried: B_new·x = b with them at 0 (below).
    rowScratch.clear()
    for (index, exchange) in exchanges.enumerated() {
      let leaving = head[Int(exchange.position)]
      let carried = x[Int(exchange.position)]
      guard
        exchangeInFactors(
          entering: exchange.entering, at: exchange.position, pivot: exchange.pivot)
      else {
        rowScratch.clear()
        if !refactor(exchanging: Array(exchanges[index...])) { refreshBasis() }
        return true
      }
      setBasic(exchange)
      if leaving >= 0 && carried != 0 {
        for k in columnEntries.range(Int(leaving)) {
          let row = columnEntries.indices[k]
          if rowAlive[Int(row)] { rowScratch.add(row, columnEntries.values[k] * carried) }
        }
      }
    }
    moveValuesAfterExchanges(exchanges)
    return true
  }

  /// The basic values after a block's exchanges, from the values before them: with
  /// `x̃` the old values with the exchanged positions at 0, `B_new·x̃` sums every
  /// old basic column but the leaving ones, so `B_new·x = b` gives
  /// `x = x̃ + B_new⁻¹·Σ a_leaving·x_old[position]` — one solve of a vector as sparse
  /// as the leaving columns (``rowScratch``, filled by the caller), reaching only
  /// the positions the exchanges move, where a recomputation solves for all of `b`.
  func moveValuesAfterExchanges(_ exchanges: [BlockExchange]) {
    for exchange in exchanges { x[Int(exchange.position)] = 0 }
    positionScratch.clear()
    factor.ftran(&rowScratch, into: &positionScratch)
    var step = 0.0
    for exchange in exchanges { step += abs(positionScratch.values[Int(exchange.position)]) }
    valueDrift += step
    // The snapshot taken before the exchanges restores the values on a roll-back.
    addToValues(along: positionScratch, by: 1)
    positionScratch.clear()
  }
}
