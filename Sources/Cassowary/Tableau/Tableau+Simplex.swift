// The simplex steps: the primal simplex that restores optimality after additions and
// removals, and the dual simplex that restores feasibility after constants change
// (edit variables, the paper's §3.3 "re-optimisation").
//
// Cassowary solves  minimise  Σ errors  over a tableau kept in basic feasible form.
// Ours minimises a vector of objectives, one per priority level, lexicographically:
// level k is optimised over the symbols whose reduced costs at every higher level are
// zero. Pivoting on such a symbol leaves the higher levels' rows untouched, so the
// optimum of a level, once reached, is never given up for a lower one. This is the
// strict hierarchy of the `.cass` format; kiwi's single weighted sum is not.
//
// [Badros, Borning & Stuckey 2001]: https://constraints.cs.washington.edu/solvers/cassowary-tochi.pdf

extension Tableau {
  /// How many degenerate pivots in a row switch the entering rule from Dantzig's
  /// (most negative reduced cost: few pivots) to Bland's (lowest id: cannot cycle).
  static let degeneratePivotLimit = 50

  /// Restores optimality, level by level from the highest priority (the primal
  /// simplex, kiwi's `optimize`).
  func optimize() {
    var none: Row? = nil
    for level in objective.indices {
      var degenerate = 0
      while true {
        let bland = degenerate >= Tableau.degeneratePivotLimit
        let entering = enteringSymbol(level: level, bland: bland)
        if entering < 0 { break }
        guard let slot = leavingRow(for: entering, bland: bland) else {
          // Unbounded: impossible while every objective is a sum of non-negative
          // errors. Stop rather than loop.
          assertionFailure("objective unbounded at level \(level)")
          break
        }
        if Tolerance.isZero(rows[Int(slot)].constant) { degenerate += 1 } else { degenerate = 0 }
        pivot(slot: slot, entering: entering, artificial: &none)
      }
    }
  }

  /// Minimises the phase-1 objective `artificial` (a row of the tableau's symbols).
  func optimizeArtificial(_ artificial: inout Row?) {
    var degenerate = 0
    while true {
      let bland = degenerate >= Tableau.degeneratePivotLimit
      guard let row = artificial else { return }
      var entering: Int32 = -1
      var best = -Tolerance.zero
      for (index, symbol) in row.symbols.enumerated() {
        let kind = kinds[Int(symbol)]
        guard kind == .slack || kind == .error else { continue }
        let c = row.coefficients[index]
        if bland {
          if c < -Tolerance.zero {
            entering = symbol
            break
          }
        } else if c < best {
          best = c
          entering = symbol
        }
      }
      if entering < 0 { return }
      guard let slot = leavingRow(for: entering, bland: bland) else { return }
      if Tolerance.isZero(rows[Int(slot)].constant) { degenerate += 1 } else { degenerate = 0 }
      pivot(slot: slot, entering: entering, artificial: &artificial)
    }
  }

  /// The symbol to enter the basis at `level`: a slack or error with a negative
  /// reduced cost at this level and zero reduced cost at every higher level.
  ///
  /// 1. Dantzig's rule: the most negative reduced cost, ties to the lowest id.
  /// 2. Bland's rule (after a run of degenerate pivots): the lowest id.
  ///
  /// Returns -1 at the optimum of this level.
  func enteringSymbol(level: Int, bland: Bool) -> Int32 {
    let row = objective[level]
    var entering: Int32 = -1
    var best = -Tolerance.zero
    for index in row.symbols.indices {
      let c = row.coefficients[index]
      guard c < best || (bland && c < -Tolerance.zero) else { continue }
      let symbol = row.symbols[index]
      let kind = kinds[Int(symbol)]
      guard kind == .slack || kind == .error else { continue }
      guard !isLocked(symbol, above: level) else { continue }
      if bland { return symbol }
      best = c
      entering = symbol
    }
    return entering
  }

  /// Whether `symbol` has a non-zero reduced cost at a level above `level` (moving it
  /// would give up an optimum already reached there).
  @inline(__always)
  func isLocked(_ symbol: Int32, above level: Int) -> Bool {
    var higher = 0
    while higher < level {
      if !Tolerance.isZero(objective[higher].coefficient(of: symbol)) { return true }
      higher += 1
    }
    return false
  }

  /// The row that leaves when `entering` increases: among restricted rows where it
  /// has a negative coefficient, the one reaching zero first (minimum ratio
  /// `constant / -coefficient`). Ties go to the largest pivot element (numerically
  /// safest), then the lowest basic id; under Bland's rule to the lowest basic id.
  func leavingRow(for entering: Int32, bland: Bool) -> Int32? {
    var best: Int32? = nil
    var bestRatio = Double.infinity
    var bestPivot = 0.0
    var bestBasic = Int32.max
    for slot in columns[Int(entering)] {
      let basic = basicOf[Int(slot)]
      guard kinds[Int(basic)].isRestricted else { continue }
      let row = rows[Int(slot)]
      let c = row.coefficient(of: entering)
      guard c < 0 else { continue }
      let ratio = row.constant / -c
      let better: Bool
      if ratio < bestRatio - Tolerance.zero {
        better = true
      } else if ratio <= bestRatio + Tolerance.zero {
        if bland {
          better = basic < bestBasic
        } else {
          better =
            -c > bestPivot + Tolerance.zero
            || (-c >= bestPivot - Tolerance.zero && basic < bestBasic)
        }
      } else {
        better = false
      }
      if better {
        best = slot
        bestRatio = min(ratio, bestRatio)
        bestPivot = -c
        bestBasic = basic
      }
    }
    return best
  }

  /// Restores feasibility after constants changed (kiwi's `dualOptimize`): while a
  /// restricted row is negative, pivot in the symbol whose reduced costs, divided by
  /// its coefficient, are lexicographically smallest, which keeps every level
  /// optimal.
  ///
  /// Returns the slot of a row that no pivot can repair (the system is infeasible),
  /// or `nil` on success.
  func dualOptimize() -> Int32? {
    var none: Row? = nil
    while let slot = infeasibleRows.popLast() {
      let basic = basicOf[Int(slot)]
      guard basic >= 0, kinds[Int(basic)].isRestricted else { continue }
      let row = rows[Int(slot)]
      guard row.constant < -Tolerance.zero else { continue }
      let entering = dualEnteringSymbol(row)
      guard entering >= 0 else {
        infeasibleRows.removeAll()
        return slot
      }
      pivot(slot: slot, entering: entering, artificial: &none)
    }
    return nil
  }

  /// The dual ratio test over the cells of `row` with a positive coefficient:
  /// minimise (reduced cost vector) / coefficient lexicographically, ties to the
  /// lowest id. Returns -1 when no cell qualifies.
  func dualEnteringSymbol(_ row: Row) -> Int32 {
    var entering: Int32 = -1
    var enteringCoefficient = 0.0
    for index in row.symbols.indices {
      let c = row.coefficients[index]
      guard c > Tolerance.zero else { continue }
      let symbol = row.symbols[index]
      let kind = kinds[Int(symbol)]
      guard kind == .slack || kind == .error else { continue }
      if entering < 0 || dualRatio(symbol, c, isBelow: entering, enteringCoefficient) {
        entering = symbol
        enteringCoefficient = c
      }
    }
    return entering
  }

  /// Whether `cost(a) / ca` is lexicographically below `cost(b) / cb`.
  private func dualRatio(_ a: Int32, _ ca: Double, isBelow b: Int32, _ cb: Double) -> Bool {
    for level in objective.indices {
      let ra = objective[level].coefficient(of: a) / ca
      let rb = objective[level].coefficient(of: b) / cb
      if ra < rb - Tolerance.zero { return true }
      if ra > rb + Tolerance.zero { return false }
    }
    return a < b
  }
}
