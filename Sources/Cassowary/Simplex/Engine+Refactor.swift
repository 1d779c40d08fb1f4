// Refactorisation: when the factors have grown by enough updates (borders and etas)
// or ghost rows, rebuild them from the current basis, drop the ghosts, recompute the
// basic values and reduced costs from scratch (which also clears rounding drift),
// and recycle the slots of removed rows and columns.

extension Engine {
  /// Refactorises when the updates since the last refactorisation cost more than
  /// the factors themselves. Called only between operations, never inside one.
  func refactorIfNeeded() {
    // Amortised: refactorise once the etas have cost the solves about what a
    // refactorisation costs (a few dozen operations per non-zero), or once there are
    // so many that rounding could build up.
    let etas = factor.etaPosition.count
    let paidFor = factor.etaWork > 32 * (factor.factoredNonZeros + rowCapacity) + 65536
    let ghosts = ghostRows > 64 && ghostRows * 4 > rowCapacity
    if etas > 2000 || paidFor || ghosts { refactor() }
  }

  /// Rebuilds the factors, values and reduced costs from the current basis.
  func refactor() {
    statistics.refactorizations += 1
    var rows: [Int32] = []
    var basics: [Int32] = []
    for slot in 0..<rowCapacity where rowAlive[slot] {
      rows.append(Int32(slot))
    }
    for position in 0..<rowCapacity {
      let basic = head[position]
      if basic >= 0 && columnAlive[Int(basic)] { basics.append(basic) }
    }
    guard rows.count == basics.count,
      let (fresh, pivotColumns) = Factor.factorize(
        rows: rows, columns: basics, capacity: rowCapacity,
        entries: { self.liveEntries(of: $0) })
    else {
      assertionFailure("the basis could not be refactorised")
      return
    }
    for position in 0..<rowCapacity {
      let basic = head[position]
      if basic >= 0 { positionOf[Int(basic)] = -1 }
      head[position] = -1
      x[position] = 0
    }
    for (step, column) in pivotColumns.enumerated() {
      let slot = fresh.stepRow[step]
      head[Int(slot)] = column
      positionOf[Int(column)] = slot
    }
    factor = fresh
    ghostRows = 0
    recycle()
    recomputeValues()
    recomputeReducedCosts()
  }

  /// Frees removed rows and columns, and external columns no row mentions any more.
  private func recycle() {
    freeRows.removeAll()
    for slot in stride(from: rowCapacity - 1, through: 0, by: -1) where !rowAlive[slot] {
      rowColumns[slot] = []
      rowValues[slot] = []
      rhs[slot] = 0
      rowMarker[slot] = -1
      rowOther[slot] = -1
      freeRows.append(Int32(slot))
    }
    freeColumns.removeAll()
    for column in stride(from: columnKind.count - 1, through: 0, by: -1) {
      if columnAlive[column] {
        // Keep only the entries in living rows.
        let rows = columnRows[column]
        let values = columnValues[column]
        if rows.contains(where: { !rowAlive[Int($0)] }) {
          var keptRows: [Int32] = []
          var keptValues: [Double] = []
          for i in rows.indices where rowAlive[Int(rows[i])] {
            keptRows.append(rows[i])
            keptValues.append(values[i])
          }
          columnRows[column] = keptRows
          columnValues[column] = keptValues
        }
        guard columnKind[column] == .external, columnRows[column].isEmpty,
          positionOf[column] < 0
        else { continue }
        if let variable = columnVariable[column] {
          variableColumns[ObjectIdentifier(variable)] = nil
          variable.cachedSymbol = -1
        }
        columnAlive[column] = false
      }
      columnRows[column] = []
      columnValues[column] = []
      columnVariable[column] = nil
      columnLevel[column] = -1
      for level in reduced.indices { reduced[level][column] = 0 }
      freeColumns.append(Int32(column))
    }
    for slot in 0..<rowCapacity where rowAlive[slot] {
      let columns = rowColumns[slot]
      if columns.contains(where: { !columnAlive[Int($0)] }) {
        var keptColumns: [Int32] = []
        var keptValues: [Double] = []
        for k in columns.indices where columnAlive[Int(columns[k])] {
          keptColumns.append(columns[k])
          keptValues.append(rowValues[slot][k])
        }
        rowColumns[slot] = keptColumns
        rowValues[slot] = keptValues
      }
    }
  }

  /// `x = B⁻¹·b` over the living rows.
  private func recomputeValues() {
    rowScratch.clear()
    for slot in 0..<rowCapacity where rowAlive[slot] && rhs[slot] != 0 {
      rowScratch.add(Int32(slot), rhs[slot])
    }
    positionScratch.clear()
    factor.ftran(&rowScratch, into: &positionScratch)
    for position in positionScratch.indices {
      x[Int(position)] = positionScratch.values[Int(position)]
    }
    positionScratch.clear()
  }

  /// Every level's reduced costs from its duals `yᵀ = c_Bᵀ·B⁻¹`.
  private func recomputeReducedCosts() {
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
        let rows = columnRows[column]
        let values = columnValues[column]
        for i in rows.indices { value -= duals.values[Int(rows[i])] * values[i] }
        reduced[Int(level)][column] = value
      }
    }
    for column in 0..<columnKind.count where columnAlive[column] && positionOf[column] < 0 {
      if lexicographicSign(Int32(column)) != 0 { markCandidate(Int32(column)) }
    }
  }
}
