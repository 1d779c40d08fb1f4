// Basis exchanges inside the factors, in the spirit of Forrest & Tomlin ("Updated
// triangular factors of the basis to maintain sparsity in the product form simplex
// method", 1972): the step of the leaving column is retired and the row comes back
// as a new last step that pairs it with the entering column, instead of a
// product-form eta `B⁻¹·a_q`.
//
// Why: on a layout chain the eta is dense — a cell that changes which constraint
// bounds its height moves every position below it, so `B⁻¹·a_q` lists thousands of
// them, and every later solve walks it. The new step is as sparse as the row and
// the column are *locally*: its `U` column is `L⁻¹·a_q` (the entering column's few
// entries) and its `L` row solves `zᵀ·U = hᵀ` for the row's entries `h` (a row of
// `B⁻¹`, which for a cell's constraint stays inside the cell). A resize of a
// 1 000-cell list then updates its factors by a few entries a cell rather than by a
// refactorisation of its 41 000 rows.
//
// Exactness: with `B = L·U` in step order, removing step s (row r, position p)
// leaves `L₋ₛ·U₋ₛ`, which equals B without row r and column p when
// `L[i, s]·U[s, j] = 0` for every other i, j — when step s eliminated no row (its `L`
// column is empty: a column singleton of the triangularisation, every slack or
// error of a layout) or its `U` row is empty (a row singleton). Row r and the
// entering column then border that matrix as a new last step
// (``plan(columnEntries:rowEntries:beta:solving:)``). With etas in the file the
// basis is `L·U·E₁⋯Eₖ`; replacing column p of B is replacing column p of `L·U`
// (and keeping the etas) exactly when `E·e_p = e_p` and `e_pᵀ·E = e_pᵀ` — no eta
// pivots at p or has an entry there (read off the etas' index by position,
// Factor+EtaRows.swift). The caller's pivot
// `(B⁻¹·a)[p]` is then `((L·U)⁻¹·a)[p]`, and the new diagonal must be that pivot
// times the retired one (the determinant moves by the pivot): a check on the
// exchange's rounding.
//
// A retired step stays in the step arrays, marked by a zero diagonal, which every
// solve skips. The entries of other steps' lists that would still reach it in a
// way that matters — `Uᵀ` entries onto its position, `L` entries onto its row, `Lᵀ`
// entries from its row — are set to zero, so that they add nothing where the new
// step now lives; entries that only reach the retired step itself are left (the
// solves skip it). All of it is logged, so that a roll-back or a rejected
// exchange restores the factors exactly.

/// What one exchange changed in the factors, newest last in ``Factor/exchangeLog``.
struct StepExchangeRecord {
  /// The step retired, its row slot (= its position) and its diagonal.
  var step: Int32
  var row: Int32
  var diagonal: Double
  /// The row's `L` entries before the exchange (the steps that eliminated it).
  var lRowSteps: [Int32]
  var lRowValues: [Double]
  /// Where in the log of zeroed entries this exchange's start.
  var zeroedStart: Int
}

/// An entry of the factors' lists set to zero by an exchange: which lists, which
/// list, its offset there (lists only grow at their end and keep their order when
/// they move, so the offset stays valid) and its value.
struct ZeroedEntry {
  enum Lists: UInt8 {
    case uRows, lColumns, lRows
  }
  var lists: Lists
  var list: Int32
  var offset: Int32
  var value: Double
}

extension Factor {
  /// Whether the column at `position` can be exchanged inside the factors: no eta
  /// pivots or has an entry at the position, and the position's step eliminated no
  /// row or has an empty `U` row (see the top of this file).
  func canExchange(at position: Int32) -> Bool {
    if !etaPosition.isEmpty {
      indexEtaRows()
      guard etaRowHead[Int(position)] < 0, etaPivotHead[Int(position)] < 0 else { return false }
    }
    let step = Int(stepOfPosition[Int(position)])
    guard step >= 0, stepRow[step] == position, diagonal[step] != 0 else { return false }
    guard !hasNonZero(lColumns, step) || !hasNonZero(uRows, step) else { return false }
    // The retirement scans the lists that hold the step's twins; a list of a step
    // that most rows mention (a container's width) would make that scan the cost.
    var scan = 0
    for k in uColumns.range(step) { scan += Int(uRows.count[Int(uColumns.indices[k])]) }
    for k in lRows.range(Int(position)) { scan += Int(lColumns.count[Int(lRows.indices[k])]) }
    for k in lColumns.range(step) { scan += Int(lRows.count[Int(lColumns.indices[k])]) }
    return scan <= Factor.exchangeScan
  }

  /// The most list entries a retirement may scan for the entries it zeroes.
  static let exchangeScan = 256

  /// Whether list `list` holds an entry that is not zero (exchanges zero entries
  /// rather than remove them).
  private func hasNonZero(_ lists: SparseLists, _ list: Int) -> Bool {
    for k in lists.range(list) where lists.values[k] != 0 { return true }
    return false
  }

  /// Replaces the basic column at `position` (whose row slot it is) by a column with
  /// entries `columnEntries` in the other live rows and `beta` in the position's
  /// row; `rowEntries` are that row's entries on the other positions. `pivot` is
  /// the caller's solved entry `(B⁻¹·a)[position]`: the new step's diagonal must be
  /// that times the retired one, and when it disagrees beyond rounding, nothing
  /// changes and the call returns `false`.
  func exchange(
    at position: Int32, columnEntries: [(row: Int32, value: Double)],
    rowEntries: [(position: Int32, value: Double)], beta: Double, pivot: Double
  ) -> Bool {
    assert(canExchange(at: position), "the caller checks canExchange(at:)")
    let step = stepOfPosition[Int(position)]
    let expected = pivot * diagonal[Int(step)]
    retire(step: step)
    let plan = plan(columnEntries: columnEntries, rowEntries: rowEntries, beta: beta)
    guard plan.pivot.isFinite, plan.pivot != 0,
      abs(plan.pivot - expected) <= 1e-8 * abs(expected)
    else {
      restoreLastExchange()
      return false
    }
    apply(plan, row: position)
    retiredSteps += 1
    if !journaling {
      exchangeLog.removeAll(keepingCapacity: true)
      zeroedEntries.removeAll(keepingCapacity: true)
    }
    return true
  }

  /// Marks `step` retired and zeroes the entries that would still carry values to
  /// its row or position, logging everything.
  private func retire(step: Int32) {
    let s = Int(step)
    let row = stepRow[s]
    let lRow = lRows.range(Int(row))
    exchangeLog.append(
      StepExchangeRecord(
        step: step, row: row, diagonal: diagonal[s],
        lRowSteps: Array(lRows.indices[lRow]), lRowValues: Array(lRows.values[lRow]),
        zeroedStart: zeroedEntries.count))
    // `Uᵀ` forward would carry `U[k, s]` onto the position, before the new step.
    for k in uColumns.range(s) {
      zero(in: .uRows, list: uColumns.indices[k], entry: step)
    }
    // `L` forward would carry the row's old elimination onto it.
    for k in lRow {
      zero(in: .lColumns, list: lRows.indices[k], entry: row)
    }
    // `Lᵀ` backward would carry `L[i, s]` from the row (now the new step's).
    for k in lColumns.range(s) {
      zero(in: .lRows, list: lColumns.indices[k], entry: step)
    }
    lRows.removeAll(Int(row))
    diagonal[s] = 0
  }

  /// Sets to zero the entry `entry` of list `list` and logs it.
  private func zero(in lists: ZeroedEntry.Lists, list: Int32, entry: Int32) {
    func clear(_ target: SparseLists) {
      let range = target.range(Int(list))
      for k in range where target.indices[k] == entry && target.values[k] != 0 {
        zeroedEntries.append(
          ZeroedEntry(
            lists: lists, list: list, offset: Int32(k - range.lowerBound), value: target.values[k]))
        target.values[k] = 0
      }
    }
    switch lists {
    case .uRows: clear(uRows)
    case .lColumns: clear(lColumns)
    case .lRows: clear(lRows)
    }
  }

  /// Undoes the last exchange's retirement (its new step, if any, must be gone).
  private func restoreLastExchange() {
    let record = exchangeLog.removeLast()
    restoreValues(of: record)
    restoreStep(of: record)
  }

  /// Puts back the values an exchange zeroed and its step's diagonal (before any
  /// list shrinks: the offsets are those of the exchange's time).
  private func restoreValues(of record: StepExchangeRecord) {
    while zeroedEntries.count > record.zeroedStart {
      let entry = zeroedEntries.removeLast()
      switch entry.lists {
      case .uRows: uRows.values[Int(uRows.start[Int(entry.list)] + entry.offset)] = entry.value
      case .lColumns:
        lColumns.values[Int(lColumns.start[Int(entry.list)] + entry.offset)] = entry.value
      case .lRows: lRows.values[Int(lRows.start[Int(entry.list)] + entry.offset)] = entry.value
      }
    }
    diagonal[Int(record.step)] = record.diagonal
  }

  /// Gives an exchange's row back to its retired step (after the new step is gone).
  private func restoreStep(of record: StepExchangeRecord) {
    lRows.set(Int(record.row), indices: record.lRowSteps, values: record.lRowValues)
    stepOfRow[Int(record.row)] = record.step
    stepOfPosition[Int(record.row)] = record.step
  }

  /// Undoes the exchanges made since a checkpoint, newest first, around the removal
  /// of the steps they appended: `body` pops the steps and list entries appended
  /// since then. Values are restored before it (their offsets predate the pops) and
  /// the rows' retired steps after it (the pops clear the rows' maps).
  func rollBackExchanges(to count: Int, around body: () -> Void) {
    let undone = exchangeLog[count...].reversed()
    for record in undone { restoreValues(of: record) }
    body()
    for record in undone { restoreStep(of: record) }
    exchangeLog.removeLast(exchangeLog.count - count)
  }
}
