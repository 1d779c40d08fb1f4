// Refactorisation: when the factors have grown by enough updates (borders and etas)
// or ghost rows, rebuild them from the current basis, drop the ghosts, recompute the
// basic values and reduced costs from scratch (which also clears rounding drift),
// and recycle the slots of removed rows and columns.
//
// Inside an operation that may still fail (a journal is open) a refactorisation
// only rebuilds the factors and renumbers the positions: the old factors and the
// position-indexed arrays are kept in the journal (one `.refactored` entry), so that
// a roll-back restores them whole; recycling and the from-scratch recomputations
// wait for a refactorisation outside a journal. Without this, one long operation —
// the dual simplex after a root size that moves hundreds of items — would pile up
// etas that every later solve walks.

extension Engine {
  /// Refactorises when the updates since the last refactorisation cost more than
  /// the factors themselves. Called between operations and between pivots.
  func refactorIfNeeded() {
    // Amortised: refactorise once the etas have cost the solves about what a
    // refactorisation costs, or once there are so many of them that the factors
    // have gone stale (solves reaching through rows the pivots made irrelevant) or
    // rounding could build up. The factor was measured: 96 beat 48 while every eta
    // write checked its vector's list; since dense solves write without the check
    // (a cheaper eta), 48 is ahead again — instructions stack_1000 −1.2 %,
    // random_1000 −1.7 %, removal_1000 −1.8 %, resize_1000 edits −1.6 %.
    let etas = factor.etaPosition.count
    let paidFor = factor.etaWork > 48 * (factor.factoredNonZeros + rowCapacity) + 65536
    let ghosts = ghostRows > 64 && ghostRows * 4 > rowCapacity
    // Many etas make the factors stale only when together they outweigh them: a
    // resize's hundreds of pivots inside separate cells leave short etas, which the
    // solves skip or cross quickly. Past 512 etas, only heavy ones count as stale
    // by their number: light etas (Factor+EtaRows.swift) go through the index by
    // position, and refactorising for them cost chain_100 3.5 % and random_1000
    // 1.8 % more instructions (removal_1000 0.7 % fewer; the list, stack
    // and grid workloads are even).
    let stale =
      etas > max(128, rowCapacity / 32)
      && ((etas > 512 && !factor.hasLightEtas) || factor.etaNonZeros > factor.factoredNonZeros)
    // Exchanged steps leave retired ones behind that the dense passes still step
    // over, and new steps sparser than a fresh factorisation's only as long as the
    // rows they border stay few.
    let retired = factor.retiredSteps > Engine.retiredStepLimit(rows: rowCapacity)
    if stale || paidFor || ghosts || retired { refactor() }
  }

  /// How many steps exchanges may retire (each adding a new one) before a
  /// refactorisation: steps exceed rows by up to this many.
  static func retiredStepLimit(rows: Int) -> Int { max(64, rows / 8) }

  /// Rebuilds the factors, values and reduced costs from the current basis; the
  /// values every time when `recomputingValues` (else every eighth time, outside a
  /// journal).
  func refactor(recomputingValues: Bool = false) {
    // A singular basis is repaired (Engine+Repair.swift); only a basis without as
    // many basic columns as rows fails, which no operation leaves.
    guard refactor(exchanging: [], recomputingValues: recomputingValues) else {
      preconditionFailure("the basis has not as many basic columns as rows")
    }
  }

  /// Rebuilds the factors from the current basis with a block's `exchanges` made
  /// first (each entering column takes its position's place; the reduced costs
  /// already moved), and then recomputes the values, which the exchanges moved
  /// everywhere (or when `recomputingValues`). Returns `false`, and changes nothing,
  /// when that basis cannot be factorised. A singular basis without exchanges is
  /// repaired instead (Engine+Repair.swift).
  func refactor(exchanging exchanges: [BlockExchange], recomputingValues: Bool = false) -> Bool {
    // Gathered through buffers: an append checks the array's uniqueness, and these
    // run over every slot of a basis of tens of thousands of rows.
    var rows: [Int32] = []
    rows.reserveCapacity(rowCapacity)
    rowAlive.withUnsafeBufferPointer { rowAlive in
      for slot in 0..<rowCapacity where rowAlive[slot] { rows.append(Int32(slot)) }
    }
    var heads = head.array
    for exchange in exchanges { heads[Int(exchange.position)] = exchange.entering }
    var basics: [Int32] = []
    basics.reserveCapacity(rows.count)
    heads.withUnsafeBufferPointer { heads in
      columnAlive.withUnsafeBufferPointer { columnAlive in
        for basic in heads where basic >= 0 && columnAlive[Int(basic)] { basics.append(basic) }
      }
    }
    guard rows.count == basics.count else { return false }
    // Without exchanges, a singular basis reports what it lacks, for the repair.
    var deficiency: Factor.Deficiency? = exchanges.isEmpty ? Factor.Deficiency() : nil
    // Room in the new factors for the batch's remaining rows and the steps that
    // exchanges add before the next refactorisation, reserved as they are built.
    let growthSteps = rowsToCome + Engine.retiredStepLimit(rows: rowCapacity)
    func factorize() -> (factor: Factor, pivotColumns: [Int32])? {
      Factor.factorize(
        rows: rows, columns: basics, capacity: rowCapacity, entries: columnEntries,
        rowAlive: rowAlive, growthSteps: growthSteps, deficiency: &deficiency)
    }
    var factorized = factorize()
    // A basis the pivots have made singular (numerically: dependent to rounding) is
    // repaired rather than kept: a block's exchanges are simply not made.
    var exchanges = exchanges
    var repaired = false
    if factorized == nil, let found = deficiency {
      deficiency = nil
      exchanges = repairs(for: found, of: &basics)
      if !exchanges.isEmpty { factorized = factorize() }
      if factorized == nil {
        // Still singular to rounding (the new elimination pivots in another
        // order), or not repairable that way: the slack basis, which always
        // factorises.
        exchanges = logicalBasis(&basics, rows: rows)
        factorized = factorize()
      }
      repaired = true
    }
    guard let (fresh, pivotColumns) = factorized else { return false }
    statistics.refactorizations += 1
    if repaired { statistics.basisRepairs += 1 }
    snapshotBasis()
    // The exchanges, restored by the snapshot above on a roll-back. Their values
    // are recomputed below.
    for exchange in exchanges { setBasic(exchange) }
    // The basis is the same; only its positions are renumbered (a position is now
    // its step's row slot). Values move with their columns.
    // Through raw buffers: on a 40 000-row basis, per-element array writes were a
    // tenth of the refactorisation.
    let stepRow = fresh.stepRow
    let capacity = rowCapacity
    // A dual simplex in progress keeps each basic column's Devex weight across the
    // renumbering (Engine+DualPricing.swift).
    let weighted = weightedColumns()
    head.withUnsafeMutableBufferPointer { head in
      positionOf.withUnsafeMutableBufferPointer { positionOf in
        x.withUnsafeMutableBufferPointer { x in
          let values = pivotColumns.map { x[Int(positionOf[Int($0)])] }
          for position in 0..<capacity {
            let basic = head[position]
            if basic >= 0 { positionOf[Int(basic)] = -1 }
            head[position] = -1
            x[position] = 0
          }
          for (step, column) in pivotColumns.enumerated() {
            let slot = Int(stepRow[step])
            head[slot] = column
            positionOf[Int(column)] = Int32(slot)
            x[slot] = values[step]
          }
        }
      }
    }
    if !weightedPositions.isEmpty { restoreWeights(weighted) }
    // Storage the old factors grew is reused rather than allocated and zeroed
    // again (a basis of tens of thousands of rows). The scratch vectors are shared
    // with them: solves leave them cleared, and only one factorisation solves at a
    // time. The eta pools, grown to what a stretch between refactorisations needs
    // (dense etas of a layout chain are thousands of entries each), are taken over:
    // outside a journal, the old factors'; inside one, which may yet restore them,
    // those that the last committed journal replaced.
    fresh.shareScratch(with: factor)
    fresh.reserve(rowCapacity)
    if !journaling {
      fresh.adoptEtaStorage(from: factor)
    } else {
      if let donor = etaDonor { fresh.adoptEtaStorage(from: donor) }
      etaDonor = nil
      if replacedInJournal == nil { replacedInJournal = factor }
    }
    factor = fresh
    forgetUnitColumns()
    // The values and reduced costs are kept up to date by every pivot; recomputing
    // them from scratch now and then (outside a journal) clears the rounding those
    // updates accumulate. A block's exchanges moved every value: recomputed always.
    let periodic = !journaling && statistics.refactorizations % 8 == 0
    if periodic || recomputingValues || !exchanges.isEmpty { recomputeValues() }
    // Positions were renumbered: every infeasible one is a suspect again.
    markInfeasibleSuspects()
    if journaling {
      // Recycling changes rows and columns that the journal does not record: it
      // waits for the next refactorisation outside a journal.
      if ghostRows > 0 || deadColumns > 0 { recyclePending = true }
      ghostRows = 0
      return true
    }
    if ghostRows > 0 || deadColumns > 0 || recyclePending { recycle() }
    ghostRows = 0
    deadColumns = 0
    recyclePending = false
    if periodic && !repaired { recomputeReducedCosts() }
    if repaired { afterRepair() }
    return true
  }

  /// Makes every position whose value breaks its column's bound
  /// (``ColumnKind/isViolated(by:)``) a suspect, and no other.
  func markInfeasibleSuspects() {
    for position in suspects { isSuspect[Int(position)] = false }
    suspects.removeAll(keepingCapacity: true)
    // Read through buffers: this runs over every position after every
    // refactorisation (2.6 % of a resize of the 1 000-cell list through arrays).
    head.withUnsafeBufferPointer { head in
      x.withUnsafeBufferPointer { x in
        columnKind.withUnsafeBufferPointer { kind in
          for position in 0..<head.count {
            let basic = head[position]
            if basic >= 0 && kind[Int(basic)].isViolated(by: x[position]) {
              isSuspect[position] = true
              suspects.append(Int32(position))
            }
          }
        }
      }
    }
  }

  /// Refactorises and recomputes the basic values and every reduced cost from
  /// scratch, inside a journal too: there the `.refactored` entry keeps the values,
  /// positions and suspects, and a `.reducedCosts` entry the reduced costs, so that a
  /// roll-back restores all of it exactly.
  ///
  /// For the dual simplex before it claims that a row cannot be repaired: a claim
  /// read off factors that many etas have updated, and off values that every pivot
  /// and moved right-hand side has updated in place, may be rounding rather than
  /// infeasibility (the usual remedy in a revised simplex code: reinvert and
  /// recompute the primal and dual values when a pivot looks unreliable — Maros 2003;
  /// Koberstein 2005).
  func refreshBasis() {
    refactor(recomputingValues: true)
    if journaling {
      journalReducedCosts.append(reduced)
      note(.reducedCosts)
    }
    recomputeReducedCosts()
  }

  /// Frees removed rows and columns, and external columns no row mentions any more,
  /// and packs the row and column lists.
  private func recycle() {
    freeRows.removeAll()
    for slot in stride(from: rowCapacity - 1, through: 0, by: -1) where !rowAlive[slot] {
      rhs[slot] = 0
      rowMarker[slot] = -1
      rowOther[slot] = -1
      freeRows.append(Int32(slot))
    }
    // External columns that no living row mentions are forgotten.
    for column in 0..<columnKind.count where columnAlive[column] {
      guard columnKind[column] == .external, positionOf[column] < 0 else { continue }
      var mentioned = false
      for k in columnEntries.range(column) where rowAlive[Int(columnEntries.indices[k])] {
        mentioned = true
        break
      }
      if mentioned { continue }
      if let variable = columnVariable[column] {
        forgetColumn(of: variable)
        externalColumnsVersion &+= 1
      }
      columnAlive[column] = false
    }
    freeColumns.removeAll()
    for column in stride(from: columnKind.count - 1, through: 0, by: -1)
    where !columnAlive[column] {
      columnVariable[column] = nil
      columnLevel[column] = -1
      for level in reduced.indices { reduced[level][column] = 0 }
      freeColumns.append(Int32(column))
    }
    externalColumns.removeAll { columnVariable[Int($0)] == nil }
    // Keep only entries between living rows and living columns, packed.
    rowEntries.pack(isLive: { rowAlive[$0] }, keeping: { columnAlive[Int($0)] })
    columnEntries.pack(isLive: { columnAlive[$0] }, keeping: { rowAlive[Int($0)] })
  }

  /// `x = B⁻¹·b` over the living rows.
  func recomputeValues() {
    // A position the solve does not reach has value 0 exactly, whatever rounding
    // left there.
    // Through buffers: an array write in a loop checks the array's uniqueness, and
    // these loops run over every position of a basis of tens of thousands.
    x.withUnsafeMutableBufferPointer { x in
      head.withUnsafeBufferPointer { head in
        for position in 0..<rowCapacity where head[position] >= 0 { x[position] = 0 }
      }
    }
    rowScratch.clear()
    rowAlive.withUnsafeBufferPointer { rowAlive in
      rhs.withUnsafeBufferPointer { rhs in
        for slot in 0..<rowCapacity where rowAlive[slot] && rhs[slot] != 0 {
          rowScratch.add(Int32(slot), rhs[slot])
        }
      }
    }
    positionScratch.clear()
    factor.ftranDense(&rowScratch, into: &positionScratch)
    let solved = positionScratch.values
    x.withUnsafeMutableBufferPointer { x in
      for position in positionScratch.indices { x[Int(position)] = solved[Int(position)] }
    }
    positionScratch.clear()
    valueDrift = 0
    settledDrift = -1
  }

  /// Recomputes the values (``recomputeValues()``) when the moves made in place since
  /// they were last recomputed may have left them further from `B⁻¹·b` than a
  /// reader should see. Called before values are read.
  ///
  /// Every pivot and every moved right-hand side updates the values in place, and
  /// each update rounds relative to the size of the move, not of the result: values
  /// that swing to 10⁶ and back to a few hundred keep rounding of the order of
  /// 10⁶·ε, amplified by the solves. A fuzzed script left a required equality
  /// between values that should be 0 off by 2.5e-7 that way (`ValueDriftTests`). A
  /// refactorisation recomputes the values, but only every eighth one. The
  /// estimate, ``valueDrift``, sums the steps of the moves (the ratio of a pivot, a
  /// suggested value's change), as if the solved columns' entries were at most 1,
  /// which along layout chains they mostly are: the largest entry of each column
  /// would make it sharper, but finding it costs a pass over the column, 2.6 % of a
  /// resize step (measured). When the sum passes a thousand times the largest value
  /// of a variable, the basis is refactorised and the values recomputed from the new
  /// factors (one solve over the right-hand sides). Only the variables set the scale, not the slacks and errors:
  /// an edit that cannot follow its suggestion keeps an error the size of the swing
  /// while the variables are back at a few hundred.
  func settleValues() {
    guard !journaling, valueDrift > 0, valueDrift != settledDrift else { return }
    // Under the estimate's own assumption (entries at most 1), no value has moved
    // by more than the steps since the last measure: while the drift stays below a
    // thousand times what the largest variable can have fallen to, the values need
    // not be scanned (a scan of every row cost a resize step 3 %).
    if settledDrift >= 0 && valueDrift <= 1000 * (settledLargest - (valueDrift - settledDrift)) {
      return
    }
    var largest = 1.0
    x.withUnsafeBufferPointer { x in
      head.withUnsafeBufferPointer { head in
        columnKind.withUnsafeBufferPointer { kind in
          for position in 0..<rowCapacity where head[position] >= 0 {
            if kind[Int(head[position])] == .external { largest = max(largest, abs(x[position])) }
          }
        }
      }
    }
    if valueDrift > 1000 * largest {
      // Fresh factors too: the same solve through the etas left a required row of a
      // fuzzed script (one suggestion of −10⁶ against variables of a few hundred) off
      // by 1.7e-7; through new factors it holds exactly.
      refactor(recomputingValues: true)
    }
    settledDrift = valueDrift
    settledLargest = largest
  }

  /// Every level's reduced costs from its duals `yᵀ = c_Bᵀ·B⁻¹`.
  func recomputeReducedCosts() {
    var duals = SparseVector()
    duals.reserve(rowCapacity)
    for level in levelOrder {
      positionScratch.clear()
      for position in 0..<rowCapacity {
        let basic = head[position]
        if basic >= 0 && columnLevel[Int(basic)] == level {
          positionScratch.add(Int32(position), 1)
        }
      }
      duals.clear()
      factor.btran(&positionScratch, into: &duals)
      for column in 0..<columnKind.count {
        guard columnAlive[column], positionOf[column] < 0, columnKind[column] != .dummy else {
          reduced[Int(level)][column] = 0
          continue
        }
        var value = columnLevel[column] == level ? 1.0 : 0
        for k in columnEntries.range(column) {
          value -= duals.values[Int(columnEntries.indices[k])] * columnEntries.values[k]
        }
        reduced[Int(level)][column] = value
      }
    }
    for column in 0..<columnKind.count where columnAlive[column] && positionOf[column] < 0 {
      if lexicographicSign(Int32(column)) != 0 { markCandidate(Int32(column)) }
    }
  }
}
