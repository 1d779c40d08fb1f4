// Changing constants in place: edit variables (the paper's §3.3, "re-optimisation":
// a suggestion moves the constant of an optional `v == suggestion` constraint) and
// the constant of any active constraint, both through the dual simplex.

extension Tableau {
  // MARK: Constants

  /// Changes the constant of an active constraint.
  func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard let record = records[key], record.position >= 0 else {
      throw .unknownConstraint(constraint)
    }
    guard constant.isFinite else {
      throw .invalidNumber("constant \(constant) for \(constraint)")
    }
    try changeConstant(of: record, to: constant)
  }

  /// Moves the constant of `record`'s constraint to `constant` and restores
  /// feasibility and optimality; for a required constraint, all or nothing.
  func changeConstant(of record: ConstraintRecord, to constant: Double) throws(SolverError) {
    let constraint = record.constraint
    let delta = constant - constraint.constant
    guard delta != 0 else { return }
    let tag = record.tag
    // The constraint's equation is `0 = sign·expression + markerCoefficient·marker + …`;
    // adding δ to the expression's constant is the same as replacing `marker` by
    // `marker + Δ` everywhere, with Δ = sign·δ / markerCoefficient.
    let shift = tag.sign * delta / tag.markerCoefficient
    guard constraint.priority.isRequired else {
      shiftConstant(of: tag.marker, by: shift)
      let failing = dualOptimize()
      assert(failing == nil, "an optional constraint made the tableau infeasible")
      constraint.setConstant(constant)
      return
    }
    beginJournal()
    let touched = shiftConstant(of: tag.marker, by: shift)
    // A dummy is fixed at zero: a dummy row whose constant moved off zero is a
    // contradiction the dual simplex cannot see (dummies never enter the basis).
    var failing: Int32? = nil
    for slot in touched {
      let basic = basicOf[Int(slot)]
      if kinds[Int(basic)] == .dummy, !Tolerance.isZero(rows[Int(slot)].constant) {
        failing = slot
        break
      }
    }
    if failing == nil { failing = dualOptimize() }
    if let failing {
      let conflicts = conflictingConstraints(inRow: failing, excluding: constraint)
      rollBack()
      throw .unsatisfiable(constraint, conflicts: conflicts)
    }
    commitJournal()
    constraint.setConstant(constant)
  }

  /// Replaces `marker` by `marker + shift` in the tableau: the marker's own row if it
  /// is basic, otherwise every row of its column. Restricted rows that go negative
  /// are queued for the dual simplex. Returns the slots changed.
  @discardableResult
  func shiftConstant(of marker: Int32, by shift: Double) -> [Int32] {
    let own = rowOf[Int(marker)]
    if own >= 0 {
      // marker + shift = c + …   ⇒   marker = (c − shift) + …
      journal.record(slot: own, in: self)
      rows[Int(own)].constant -= shift
      if rows[Int(own)].constant < 0, kinds[Int(marker)] != .dummy { infeasibleRows.append(own) }
      return [own]
    }
    let slots = columns[Int(marker)]
    for slot in slots {
      journal.record(slot: slot, in: self)
      let coefficient = rows[Int(slot)].coefficient(of: marker)
      rows[Int(slot)].constant += coefficient * shift
      let basic = basicOf[Int(slot)]
      if kinds[Int(basic)].isRestricted, kinds[Int(basic)] != .dummy,
        rows[Int(slot)].constant < 0
      {
        infeasibleRows.append(slot)
      }
    }
    for level in objective.indices {
      let coefficient = objective[level].coefficient(of: marker)
      if coefficient != 0 {
        journal.recordObjective(self)
        objective[level].constant += coefficient * shift
      }
    }
    return slots
  }

  /// The required constraints that a row proving infeasibility rests on: the owners
  /// of its basic symbol and of its dummies and slacks.
  func conflictingConstraints(inRow slot: Int32, excluding excluded: Constraint) -> [Constraint] {
    let row = rows[Int(slot)]
    var symbols = [basicOf[Int(slot)]]
    for symbol in row.symbols where kinds[Int(symbol)] == .dummy || kinds[Int(symbol)] == .slack {
      symbols.append(symbol)
    }
    return owners(of: symbols, excluding: excluded).filter { $0.priority.isRequired }
  }

  // MARK: Edit variables

  /// Makes `variable` editable at `priority`.
  func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.value.isFinite, priority.isValid else {
      throw .invalidPriority(priority.value)
    }
    guard !priority.isRequired else { throw .requiredEditPriority(variable) }
    let constraint = Constraint(
      Expression(variable), .equal, priority: priority, identifier: "edit(\(variable.name))")
    // An optional constraint always has a subject: this cannot fail.
    try addOne(constraint, editPosition: true)
    optimize()
    edits[key] = EditInfo(
      variable: variable, constraint: constraint, suggestion: 0, position: editOrder.count)
    editOrder.append(variable)
  }

  /// Makes `variable` an ordinary variable again.
  func removeEditVariable(_ variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard let info = edits.removeValue(forKey: key) else {
      throw .unknownEditVariable(variable)
    }
    editOrder[info.position] = nil
    removeOne(info.constraint)
    optimize()
  }

  /// Whether `variable` is an edit variable.
  func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable.
  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard var info = edits[key] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else {
      throw .invalidNumber("suggested value \(value) for \(variable.name)")
    }
    guard let record = records[ObjectIdentifier(info.constraint)] else { return }
    // The edit constraint reads `variable − suggestion == 0`.
    try changeConstant(of: record, to: -value)
    info.suggestion = value
    edits[key] = info
  }

  /// The edit variables, in the order they were added.
  func editVariables() -> [(variable: Variable, priority: Priority, suggestion: Double)] {
    editOrder.compactMap { variable in
      guard let variable, let info = edits[ObjectIdentifier(variable)] else { return nil }
      return (variable, info.constraint.priority, info.suggestion)
    }
  }
}
