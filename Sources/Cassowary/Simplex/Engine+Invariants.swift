// A self-check of the engine's invariants, recomputed from scratch: for tests and
// debugging, never on a hot path.

extension Engine {
  /// Describes every invariant that does not hold (empty when all do): each living
  /// row holds at the current values, the basis is feasible, and the maintained
  /// reduced costs match ones recomputed from the duals.
  func invariantViolations(tolerance: Double = 1e-6) -> [String] {
    var problems: [String] = []
    for row in 0..<rowCapacity where rowAlive[row] {
      var sum = 0.0
      var scale = abs(rhs[row])
      for k in rowEntries.range(row) where columnAlive[Int(rowEntries.indices[k])] {
        let term = rowEntries.values[k] * value(ofColumn: rowEntries.indices[k])
        sum += term
        scale = max(scale, abs(term))
      }
      if abs(sum - rhs[row]) > tolerance * (1 + scale) {
        problems.append("row \(row) does not hold: \(sum) ≠ \(rhs[row])")
      }
    }
    // `externalColumns` lists each column with a variable, once.
    let withVariable = (0..<columnVariable.count).filter { columnVariable[$0] != nil }
    if externalColumns.map(Int.init).sorted() != withVariable {
      problems.append("externalColumns \(externalColumns) ≠ the variables' columns \(withVariable)")
    }
    // Each variable's column is found where it is recorded, by the variable itself
    // or in the table, and only there: the table holds the others' and nothing more.
    var tabled = 0
    for column in withVariable {
      let variable = columnVariable[column]!
      if existingColumn(for: variable) != Int32(column) {
        problems.append("\(variable.name)'s column \(column) is not found")
      }
      if variableColumns[ObjectIdentifier(variable)] != nil {
        tabled += 1
        if recordsOwnColumn(variable) {
          problems.append("\(variable.name)'s column is recorded twice")
        }
      }
    }
    if variableColumns.count != tabled {
      problems.append("variableColumns holds \(variableColumns.count) keys, \(tabled) of them live")
    }
    problems += records.violations()
    for record in records.values where record.position >= 0 {
      if record.position >= order.count || order[record.position] !== record.constraint {
        problems.append("\(record.constraint) is not at \(record.position) in the order")
      }
    }
    var basicCount = 0
    for position in 0..<rowCapacity {
      let basic = head[position]
      guard basic >= 0, columnAlive[Int(basic)] else { continue }
      basicCount += 1
      if positionOf[Int(basic)] != Int32(position) {
        problems.append(
          "column \(basic) at position \(position) thinks it is at \(positionOf[Int(basic)])")
      }
      let value = x[position]
      switch columnKind[Int(basic)] {
      case .external: break
      case .dummy:
        if abs(value) > tolerance { problems.append("dummy \(basic) is \(value)") }
      default:
        if value < -tolerance { problems.append("column \(basic) is negative: \(value)") }
      }
    }
    let liveRows = rowAlive.filter { $0 }.count
    if basicCount != liveRows {
      problems.append("\(basicCount) basic columns for \(liveRows) rows")
    }
    // Reduced costs from scratch: y = c_B·B⁻¹, d = c − yᵀA.
    var duals = SparseVector()
    duals.reserve(rowCapacity)
    var costs = SparseVector()
    costs.reserve(rowCapacity)
    for level in levelOrder {
      costs.clear()
      for position in 0..<rowCapacity {
        let basic = head[position]
        if basic >= 0 && columnAlive[Int(basic)] && columnLevel[Int(basic)] == level {
          costs.add(Int32(position), 1)
        }
      }
      duals.clear()
      factor.btran(&costs, into: &duals)
      for column in 0..<columnKind.count {
        guard columnAlive[column], positionOf[column] < 0, columnKind[column] != .dummy else {
          continue
        }
        var value = columnLevel[column] == level ? 1.0 : 0
        for k in columnEntries.range(column) where rowAlive[Int(columnEntries.indices[k])] {
          value -= duals.values[Int(columnEntries.indices[k])] * columnEntries.values[k]
        }
        let kept = reduced[Int(level)][column]
        if abs(value - kept) > tolerance * (1 + abs(value)) {
          problems.append(
            "reduced cost of column \(column) (\(columnKind[column])) at level \(level): kept \(kept), actual \(value)"
          )
        }
      }
    }
    for column in 0..<columnKind.count where columnAlive[column] && positionOf[column] < 0 {
      let kind = columnKind[column]
      if kind == .dummy { continue }
      let sign = lexicographicSign(Int32(column))
      if (kind == .external && sign != 0) || sign < 0 {
        // Optimal all the same when its pivot would go uphill, or is degenerate on a
        // deciding cost within rounding of its entries (the primal simplex's guards).
        let direction: Double = sign < 0 ? 1 : -1
        solveColumn(Int32(column))
        let (position, step, largest) = primalRatioTest(direction: direction)
        if position >= 0
          && (goesUphill(Int32(column), direction: direction, step: step)
            || isDegenerateOnRounding(
              Int32(column), direction: direction, step: step, largest: largest))
        {
          continue
        }
        problems.append("column \(column) (\(kind)) could still improve the objective")
      }
    }
    return problems
  }
}
