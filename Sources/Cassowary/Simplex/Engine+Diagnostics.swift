// Diagnostics users of kiwi ask for (nucleic/kiwi#127, #161): which optional
// constraints are violated and by how much, and whether a variable's value is
// determined — the same in every optimal solution — or ambiguous.

extension Engine {
  /// The active optional constraints whose error is not zero, in the order they
  /// were added, with their violations (the value of their error columns).
  func violatedConstraints(tolerance: Double = 1e-9) -> [(
    constraint: Constraint, violation: Double
  )] {
    var result: [(constraint: Constraint, violation: Double)] = []
    for constraint in order {
      guard let constraint, !constraint.priority.isRequired,
        let record = records[constraint]
      else { continue }
      let marker = rowMarker[Int(record.row)]
      let other = rowOther[Int(record.row)]
      var violation = other >= 0 ? value(ofColumn: other) : 0
      if columnKind[Int(marker)] == .errorPlus { violation += value(ofColumn: marker) }
      if violation > tolerance { result.append((constraint, violation)) }
    }
    return result
  }

  /// Whether `variable` takes the same value in every optimal solution.
  ///
  /// Minimises and maximises the variable over the optimal face: an extra objective
  /// level below every other (a probe constraint pulling the variable far down, then
  /// far up) keeps every real level optimal while it moves the variable as far as the
  /// face allows. Each probe runs inside the undo journal and is rolled back, so the
  /// solver is left exactly as it was.
  func isDetermined(_ variable: Variable) -> Bool {
    guard let column = existingColumn(for: variable), columnAlive[Int(column)] else {
      return false
    }
    let current = value(ofColumn: column)
    let reach = 1e6 * (1 + abs(current))
    let lowest = (levelPriority.min() ?? 1) / 2
    var extremes: [Double] = []
    for direction in [-1.0, 1.0] {
      beginJournal()
      let target = current + direction * reach
      let relation: RelationalOperator = direction < 0 ? .lessThanOrEqual : .greaterThanOrEqual
      let probe = Constraint(
        Expression(variable) - target, relation, priority: Priority(lowest))
      do {
        try addRow(for: probe, editOf: variable)
      } catch {
        rollBack()
        return false
      }
      extremes.append(value(ofColumn: column))
      rollBack()
    }
    return abs(extremes[1] - extremes[0]) <= 1e-7 * (1 + abs(current))
  }
}
