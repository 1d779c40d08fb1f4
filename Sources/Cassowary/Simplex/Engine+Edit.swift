// Moving right-hand sides (the paper's §3.4, "re-optimisation"): a suggestion for an
// edit variable and a new constant for a constraint both move one row's `b`; the basic
// values move along that row's column of B⁻¹ and the dual simplex restores
// feasibility, keeping the basis optimal.

extension Engine {
  // MARK: Edit variables

  /// Makes `variable` editable at an optional priority.
  func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.value.isFinite, priority.isValid else { throw .invalidPriority(priority.value) }
    guard !priority.isRequired else { throw .requiredEditPriority(variable) }
    refactorIfNeeded()
    // The edit starts at the variable's current value, as the paper's edit
    // constraints do (kiwi starts at 0): making a variable editable moves nothing.
    let current = value(of: variable)
    let constraint = Constraint(Expression(variable) - current, .equal, priority: priority)
    try addRow(for: constraint, editOf: variable)
    edits[key] = ActiveEdit(
      variable: variable, constraint: constraint, suggestion: current,
      position: editOrder.count)
    editOrder.append(variable)
  }

  /// Makes `variable` an ordinary variable again.
  func removeEditVariable(_ variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard let edit = edits.removeValue(forKey: key) else { throw .unknownEditVariable(variable) }
    refactorIfNeeded()
    editOrder[edit.position] = nil
    if let record = records.remove(edit.constraint) {
      removeRow(record.row)
    }
  }

  /// Whether `variable` is an edit variable.
  func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// The edit variables, in the order they were added.
  func editVariables() -> [(variable: Variable, priority: Priority, suggestion: Double)] {
    editOrder.compactMap { variable in
      guard let variable, let edit = edits[ObjectIdentifier(variable)] else { return nil }
      return (variable, edit.constraint.priority, edit.suggestion)
    }
  }

  /// Suggests a value for an edit variable.
  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard var edit = edits[key] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else {
      throw .invalidNumber("suggested value \(value) for \(variable.name)")
    }
    refactorIfNeeded()
    guard let record = records[edit.constraint] else { return }
    // The edit row reads `variable − e⁺ + e⁻ = suggestion`.
    moveRightHandSide(of: record.row, by: value - rhs[Int(record.row)], keepingColumn: true)
    let failing = reoptimize()
    assert(failing == nil, "an edit made the required constraints infeasible")
    edit.suggestion = value
    edits[key] = edit
    edit.constraint.setConstant(-value)
  }

  // MARK: Constants

  /// Changes the constant of an active constraint.
  func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard let record = records[constraint], record.position >= 0 else {
      throw .unknownConstraint(constraint)
    }
    guard constant.isFinite else { throw .invalidNumber("constant \(constant) for \(constraint)") }
    let delta = rowShift(to: constant, of: record)
    guard delta != 0 else { return }
    let required = constraint.priority.isRequired
    if required { beginJournal() }
    // Inside the journal: a refused change brings back the factors and values it
    // found, not values a due refactorisation recomputed to rounding.
    refactorIfNeeded()
    moveRightHandSide(of: record.row, by: delta)
    if let failing = reoptimize() {
      let conflicts = conflicts(failing: failing, excluding: record.row)
      rollBack()
      throw .unsatisfiable(constraint, conflicts: conflicts)
    }
    if required { commitJournal() }
    constraint.setConstant(constant)
  }

  /// How far a constraint's row moves for `constant`: from this engine's own
  /// right-hand side (`−sign · constant`), not from the constraint's ``Constraint/constant``,
  /// which another solver sharing the constraint may have changed since.
  @inline(__always)
  func rowShift(to constant: Double, of record: ActiveConstraint) -> Double {
    -record.sign * constant - rhs[Int(record.row)]
  }

  /// Changes the constants of several active constraints with one solve and one
  /// dual simplex pass, all or nothing.
  func setConstants(_ changes: [(constraint: Constraint, constant: Double)])
    throws(SolverError)
  {
    var moves: [(row: Int32, delta: Double)] = []
    var seen = Set<ObjectIdentifier>()
    var required: [Constraint] = []
    for (constraint, constant) in changes {
      let key = ObjectIdentifier(constraint)
      guard let record = records[constraint], record.position >= 0, seen.insert(key).inserted
      else {
        throw .unknownConstraint(constraint)
      }
      guard constant.isFinite else {
        throw .invalidNumber("constant \(constant) for \(constraint)")
      }
      let delta = rowShift(to: constant, of: record)
      if delta == 0 { continue }
      moves.append((record.row, delta))
      if constraint.priority.isRequired { required.append(constraint) }
    }
    guard !moves.isEmpty else { return }
    if !required.isEmpty { beginJournal() }
    // Inside the journal, as in ``setConstant(_:of:)``.
    refactorIfNeeded()
    rowScratch.clear()
    for (row, delta) in moves {
      note(row: row, .rhs(row: row, old: rhs[Int(row)]))
      rhs[Int(row)] += delta
      rowScratch.add(row, delta)
    }
    alpha.clear()
    factor.ftran(&rowScratch, into: &alpha)
    moveValues(along: alpha, by: 1)
    if let failing = reoptimize() {
      // Optional rows alone cannot make the required constraints infeasible.
      guard !required.isEmpty else {
        preconditionFailure("optional constants made the required constraints infeasible")
      }
      // Name the batch's required constraint that the proof leans on most.
      var named = required[0]
      var weight = 0.0
      for constraint in required {
        let row = records[constraint]!.row
        if abs(rho.values[Int(row)]) > weight {
          weight = abs(rho.values[Int(row)])
          named = constraint
        }
      }
      let conflicts = conflicts(
        failing: failing, excluding: records[named]!.row)
      rollBack()
      throw .unsatisfiable(named, conflicts: conflicts)
    }
    if !required.isEmpty { commitJournal() }
    for (constraint, constant) in changes { constraint.setConstant(constant) }
  }

  /// Adds `delta` to a row's right-hand side and moves the basic values with it,
  /// along the row's column of `B⁻¹` — kept between calls for an edit variable's
  /// row (`keepingColumn`, see ``unitColumn(of:)``), solved afresh otherwise.
  func moveRightHandSide(of row: Int32, by delta: Double, keepingColumn: Bool = false) {
    note(row: row, .rhs(row: row, old: rhs[Int(row)]))
    rhs[Int(row)] += delta
    if keepingColumn {
      moveValues(along: unitColumn(of: row), by: delta)
    } else {
      solveUnitRow(row)
      moveValues(along: alpha, by: delta)
    }
  }

  // MARK: Kept columns

  /// `B⁻¹·eᵣ` for an edit variable's row, brought up to date from the one kept
  /// since the last suggestion. A window resize suggests a value to the same row
  /// again and again, and in between the basis changes by a few pivots at most: their
  /// etas update the kept column, where a solve would walk the whole factorisation
  /// (dense along a chain: every position depends on the width). Borders, roll-backs,
  /// refactorisations and removals drop the kept columns (``forgetUnitColumns()``).
  func unitColumn(of row: Int32) -> SparseVector {
    if let kept = unitColumns[row], kept.version == factor.version,
      kept.catchUp(with: factor)
    {
      return kept.vector
    }
    let kept = KeptColumn(version: factor.version, etas: factor.etaCount)
    kept.vector.reserve(rowCapacity)
    solveUnitRow(row, into: &kept.vector)
    unitColumns[row] = kept
    return kept.vector
  }

  /// Brings the kept columns that were current at factor version `version` through
  /// the exchange just made inside the factors at `position` (which changed the
  /// version), as its eta would have: `k ← E⁻¹·k`, where `E`'s column is ``alpha``.
  func carryUnitColumns(from version: Int, at position: Int32) {
    let pivot = alpha.values[Int(position)]
    for kept in unitColumns.values where kept.version == version {
      guard kept.catchUp(with: factor) else { continue }
      let entry = kept.vector.values[Int(position)]
      if entry != 0 {
        let ratio = entry / pivot
        for index in alpha.indices where index != position {
          let value = alpha.values[Int(index)]
          if value != 0 { kept.vector.add(index, -value * ratio) }
        }
        kept.vector.set(position, ratio)
      }
      kept.version = factor.version
    }
  }

  /// Drops the kept columns (the factors changed other than by a pivot).
  func forgetUnitColumns() {
    if !unitColumns.isEmpty { unitColumns.removeAll() }
  }
}

/// A solved column kept between calls, and the state of the factors it was solved
/// or last updated against.
final class KeptColumn {
  /// The column, position-indexed.
  var vector = SparseVector()
  /// ``Factor/version`` when it was solved, or carried through an exchange.
  var version: Int
  /// How many etas it has been brought through.
  var etas: Int

  init(version: Int, etas: Int) {
    self.version = version
    self.etas = etas
  }

  /// Brings the column through the etas appended since it last was; `false`, with
  /// nothing done, when a roll-back removed etas it had been through.
  func catchUp(with factor: Factor) -> Bool {
    guard etas <= factor.etaCount else { return false }
    factor.applyEtas(&vector, from: etas)
    etas = factor.etaCount
    return true
  }
}
