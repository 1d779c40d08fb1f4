// Removing constraints: the paper's "incremental deletion" (§3.4), in kiwi's shape,
// with three repairs: ties are broken by symbol id, a redundant required equality's
// dummy row is preferred as the leaving row, and the removed constraint's second
// symbol and its variables are cleaned out of the tableau rather than left behind.

extension Tableau {
  /// Removes a batch of constraints, all or nothing (every one is checked first),
  /// then restores optimality.
  func remove(_ batch: [Constraint]) throws(SolverError) {
    var seen = Set<ObjectIdentifier>()
    for constraint in batch {
      let key = ObjectIdentifier(constraint)
      guard let record = records[key], record.position >= 0, seen.insert(key).inserted else {
        throw .unknownConstraint(constraint)
      }
    }
    for constraint in batch { removeOne(constraint) }
    optimize()
  }

  /// Removes one constraint known to the tableau, without re-optimising.
  func removeOne(_ constraint: Constraint) {
    let key = ObjectIdentifier(constraint)
    guard let record = records.removeValue(forKey: key) else { return }
    if record.position >= 0 {
      order[record.position] = nil
      holesInOrder += 1
      if holesInOrder > 32, holesInOrder * 2 > order.count { compactOrder() }
    }
    let tag = record.tag
    let level = constraint.priority.isRequired ? -1 : objectiveLevel(for: constraint.priority.value)
    if level >= 0 {
      // Take the constraint's errors out of its objective (kiwi's
      // `removeConstraintEffects`).
      removeFromObjective(tag.marker, level: level)
      if tag.other >= 0 { removeFromObjective(tag.other, level: level) }
    }
    // Make the marker basic and drop its row: what remains is the system without the
    // constraint (§3.4).
    let markerSlot = rowOf[Int(tag.marker)]
    if markerSlot >= 0 {
      removeRow(at: markerSlot)
    } else if let slot = markerLeavingRow(for: tag.marker) {
      var none: Row? = nil
      pivot(slot: slot, entering: tag.marker, artificial: &none)
      removeRow(at: slot)
    }
    // The marker and the second symbol appeared in the constraint's equation only, so
    // they are gone from every row up to rounding; clear what rounding left.
    eliminate(tag.marker)
    if tag.other >= 0 { eliminate(tag.other) }
    owner[Int(tag.marker)] = nil
    if tag.other >= 0 { owner[Int(tag.other)] = nil }
    for term in constraint.expression.terms {
      guard let symbol = existingSymbol(for: term.variable) else { continue }
      useCount[Int(symbol)] -= 1
      if useCount[Int(symbol)] == 0 { forget(symbol) }
    }
  }

  /// Subtracts an error symbol from objective row `level` (its row when it is basic).
  private func removeFromObjective(_ symbol: Int32, level: Int) {
    guard kinds[Int(symbol)] == .error else { return }
    let slot = rowOf[Int(symbol)]
    if slot >= 0 {
      Tableau.addMultiple(of: rows[Int(slot)], -1, to: &objective[level])
    } else {
      objective[level].add(symbol, -1)
    }
  }

  /// The row that the parametric `marker` enters when its constraint is removed
  /// (kiwi's `getMarkerLeavingRow`), in order of preference:
  ///
  /// 0. the row of a dummy (a redundant required equality that mentions it): the
  ///    dummy becomes parametric again and no other row changes sign;
  /// 1. a restricted row where the marker's coefficient is negative, at the minimum
  ///    ratio `-constant / coefficient` (keeps every restricted row feasible);
  /// 2. a restricted row where it is positive, at the minimum `constant / coefficient`;
  /// 3. an unrestricted row (an external variable becomes parametric).
  ///
  /// Ties go to the lowest basic id. Returns `nil` when no row mentions the marker.
  func markerLeavingRow(for marker: Int32) -> Int32? {
    var best: [(ratio: Double, basic: Int32, slot: Int32)?] = [nil, nil, nil, nil]
    for slot in columns[Int(marker)] {
      let basic = basicOf[Int(slot)]
      let row = rows[Int(slot)]
      let c = row.coefficient(of: marker)
      let tier: Int
      let ratio: Double
      switch kinds[Int(basic)] {
      case .dummy:
        tier = 0
        ratio = 0
      case .external:
        tier = 3
        ratio = 0
      default:
        if c < 0 {
          tier = 1
          ratio = -row.constant / c
        } else {
          tier = 2
          ratio = row.constant / c
        }
      }
      if let current = best[tier] {
        if ratio < current.ratio - Tolerance.zero
          || (ratio <= current.ratio + Tolerance.zero && basic < current.basic)
        {
          best[tier] = (ratio, basic, slot)
        }
      } else {
        best[tier] = (ratio, basic, slot)
      }
    }
    for candidate in best { if let candidate { return candidate.slot } }
    return nil
  }

  /// Removes every trace of `symbol`: its row if basic, its cells elsewhere.
  func eliminate(_ symbol: Int32) {
    let slot = rowOf[Int(symbol)]
    if slot >= 0 { removeRow(at: slot) }
    for slot in columns[Int(symbol)] {
      journal.record(slot: slot, in: self)
      if let at = rows[Int(slot)].index(of: symbol) { rows[Int(slot)].remove(at: at) }
    }
    columns[Int(symbol)].removeAll()
    for level in objective.indices {
      if let at = objective[level].index(of: symbol) {
        journal.recordObjective(self)
        objective[level].remove(at: at)
      }
    }
  }

  /// Forgets an external symbol that no constraint mentions any more, so that a
  /// long-lived solver does not grow with variables it no longer uses.
  private func forget(_ symbol: Int32) {
    eliminate(symbol)
    if let variable = symbolVariable[Int(symbol)] {
      variableSymbols[ObjectIdentifier(variable)] = nil
      if variable.cachedSolver == identity { variable.cachedSymbol = -1 }
    }
    symbolVariable[Int(symbol)] = nil
  }

  /// Drops the holes that removals left in `order` and renumbers the positions.
  private func compactOrder() {
    order.removeAll { $0 == nil }
    for (position, constraint) in order.enumerated() {
      records[ObjectIdentifier(constraint!)]!.position = position
    }
    holesInOrder = 0
  }

  /// Whether the constraint is in the tableau (edit constraints are internal).
  func contains(_ constraint: Constraint) -> Bool {
    guard let record = records[ObjectIdentifier(constraint)] else { return false }
    return record.position >= 0
  }

  /// The constraints in the tableau, in the order they were added.
  func activeConstraints() -> [Constraint] {
    order.compactMap { $0 }
  }
}
