// Removing constraints (the paper's §3.3, "incremental deletion"). The row leaves the
// basis with one basic column — its own logical when that is basic, else the column
// chosen by a ratio test on the row's marker — and stays in the factors as a *ghost*
// until the next refactorisation: its column at that position is a unit column of
// the ghost row, so solves give the living rows exactly the reduced basis' answers.

extension Engine {
  /// Removes a batch of constraints, all or nothing.
  func remove(_ batch: [Constraint]) throws(SolverError) {
    var seen = Set<ObjectIdentifier>()
    for constraint in batch {
      let key = ObjectIdentifier(constraint)
      guard let record = records[constraint], record.position >= 0, seen.insert(key).inserted
      else {
        throw .unknownConstraint(constraint)
      }
    }
    refactorIfNeeded()
    for constraint in batch {
      guard let record = records.remove(constraint) else { continue }
      order[record.position] = nil
      removeRow(record.row)
    }
    compactOrder()
  }

  /// Drops the holes `order` keeps where constraints were removed, once they are the
  /// majority.
  func compactOrder() {
    let holes = order.count - records.count + edits.count
    guard holes > 32, holes * 2 > order.count else { return }
    order = order.filter { $0 != nil }
    for (index, constraint) in order.enumerated() {
      records.setPosition(index, of: constraint!)
    }
  }

  /// Takes a row out of the basis and out of the system, then re-optimises.
  func removeRow(_ row: Int32) {
    forgetUnitColumns()
    let marker = rowMarker[Int(row)]
    let other = rowOther[Int(row)]

    var basicLogical: Int32 = -1
    for logical in [marker, other] where logical >= 0 && positionOf[Int(logical)] >= 0 {
      basicLogical = logical
      break
    }
    if basicLogical >= 0 {
      // The row's own logical is basic: it is a unit column of this row, so it becomes
      // the ghost column as it is. Its cost leaves the objective: every reduced cost
      // moves by +cost · (row of B⁻¹·A at its position).
      let level = columnLevel[Int(basicLogical)]
      if level >= 0 {
        solveRow(positionOf[Int(basicLogical)])
        for column in pivotRow.indices {
          let a = pivotRow.values[Int(column)]
          if a != 0 { setReduced(level, column, reduced[Int(level)][Int(column)] + a) }
        }
      }
    } else {
      // The marker enters as a free column: the leaving column is the restricted
      // basic whose bound is nearest (so every other stays feasible), else the free
      // basic with the largest entry.
      solveColumn(marker)
      var leaving: Int32 = -1
      var leavingColumn: Int32 = .max
      var best = Double.infinity
      var freeLeaving: Int32 = -1
      var freeColumn: Int32 = .max
      var freeBest = 0.0
      for i in alpha.indices {
        let a = alpha.values[Int(i)]
        if abs(a) <= Tolerance.pivot { continue }
        let basic = head[Int(i)]
        guard basic >= 0, columnAlive[Int(basic)] else { continue }
        if columnKind[Int(basic)] == .external {
          if abs(a) > freeBest * (1 + 1e-12)
            || (abs(a) >= freeBest * (1 - 1e-12) && basic < freeColumn)
          {
            freeBest = max(freeBest, abs(a))
            freeLeaving = i
            freeColumn = basic
          }
          continue
        }
        let theta = abs(max(x[Int(i)], 0) / a)
        if theta < best - 1e-12 * (1 + best)
          || (theta <= best + 1e-12 * (1 + best) && basic < leavingColumn)
        {
          best = min(best, theta)
          leaving = i
          leavingColumn = basic
        }
      }
      if leaving < 0 { leaving = freeLeaving }
      precondition(leaving >= 0, "a basis row with no basic column to release")
      // The marker's reduced costs, fresh (dummies' are not maintained), as a
      // column without cost: it stays in the basis as the ghost of a row that no
      // longer counts.
      setReducedCostsFromSolvedColumn(marker, costed: false)
      let value = x[Int(leaving)] / alpha.values[Int(leaving)]
      solveRow(leaving)
      statistics.removalPivots += 1
      pivot(entering: marker, at: leaving, value: value)
    }

    rowAlive[Int(row)] = false
    ghostRows += 1
    for logical in [marker, other] where logical >= 0 {
      columnAlive[Int(logical)] = false
      deadColumns += 1
    }
    let failing = settleAfterPrimal()
    assert(failing == nil, "a removal made the required constraints infeasible")
  }
}

extension Engine {
  /// Whether the constraint is active (added and not removed).
  func contains(_ constraint: Constraint) -> Bool {
    guard let record = records[constraint] else { return false }
    return record.position >= 0
  }

  /// The active constraints, in the order they were added.
  func activeConstraints() -> [Constraint] {
    order.compactMap { $0 }
  }
}
