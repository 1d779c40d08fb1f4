// Adding constraints: the paper's "incremental addition" (§3.2), in kiwi's shape:
// build a row, choose a subject, and fall back to an artificial variable (phase 1)
// when no subject can be chosen.

extension Tableau {
  /// Adds a batch of constraints, all or nothing, then restores optimality.
  func add(_ batch: [Constraint]) throws(SolverError) {
    try validate(batch)
    let mayFail = batch.contains { $0.priority.isRequired }
    if mayFail { beginJournal() }
    for constraint in batch {
      do {
        try addOne(constraint)
      } catch {
        rollBack()
        throw error
      }
    }
    // Follows kiwi (solverimpl.h) in optimising after additions, but once per batch
    // rather than after every constraint: adding keeps the tableau feasible, so the
    // optimum can wait until the whole batch is in.
    optimize()
    if mayFail { commitJournal() }
  }

  /// Checks a batch before anything changes.
  func validate(_ batch: [Constraint]) throws(SolverError) {
    var seen = Set<ObjectIdentifier>()
    for constraint in batch {
      let key = ObjectIdentifier(constraint)
      if records[key] != nil || !seen.insert(key).inserted {
        throw .duplicateConstraint(constraint)
      }
      let priority = constraint.priority.value
      guard priority.isFinite, constraint.priority.isValid else {
        throw .invalidPriority(priority)
      }
      guard constraint.expression.constant.isFinite else {
        throw .invalidNumber("constant \(constraint.expression.constant) in \(constraint)")
      }
      for term in constraint.expression.terms where !term.coefficient.isFinite {
        throw .invalidNumber(
          "coefficient \(term.coefficient) of \(term.variable.name) in \(constraint)")
      }
    }
  }

  /// Adds one validated constraint (kiwi's `addConstraint`, without the optimise).
  func addOne(_ constraint: Constraint, editPosition: Bool = false) throws(SolverError) {
    var (row, tag) = createRow(for: constraint)
    var subject = chooseSubject(row, tag)

    // The row has no subject: if it holds only dummies, the constraint is either
    // redundant (a zero constant: its own dummy becomes basic) or contradicts the
    // required equalities whose dummies it holds.
    if subject < 0, row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
      guard Tolerance.isZero(row.constant) else {
        throw .unsatisfiable(constraint, conflicts: owners(of: row.symbols, excluding: constraint))
      }
      subject = tag.marker
    }

    if subject < 0 {
      try addWithArtificialVariable(row, tag: tag, for: constraint)
    } else {
      row.solve(for: subject)
      var none: Row? = nil
      substitute(subject, with: row, artificial: &none)
      insertRow(row, basic: subject)
    }
    register(constraint, tag: tag, inOrder: !editPosition)
  }

  /// Records an added constraint.
  private func register(_ constraint: Constraint, tag: Tag, inOrder: Bool) {
    records[ObjectIdentifier(constraint)] = ConstraintRecord(
      constraint: constraint, tag: tag, position: inOrder ? order.count : -1)
    if inOrder { order.append(constraint) }
    for term in constraint.expression.terms {
      let symbol = symbol(for: term.variable)
      journal.record(.useCount(symbol: symbol, count: useCount[Int(symbol)]))
      useCount[Int(symbol)] += 1
    }
    owner[Int(tag.marker)] = constraint
    if tag.other >= 0 { owner[Int(tag.other)] = constraint }
  }

  /// Builds the row of a constraint in terms of the current parametric symbols, with
  /// its slack, error or dummy symbols (kiwi's `createRow`). Errors of an optional
  /// constraint enter the objective row of its priority level.
  func createRow(for constraint: Constraint) -> (Row, Tag) {
    let expression = constraint.expression
    // `<=` is written as `-expression >= 0`.
    let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
    var row = Row(constant: expression.constant * sign)
    for term in expression.terms {
      let symbol = symbol(for: term.variable)
      let coefficient = term.coefficient * sign
      let slot = rowOf[Int(symbol)]
      if slot >= 0 {
        Tableau.addMultiple(of: rows[Int(slot)], coefficient, to: &row)
      } else {
        row.add(symbol, coefficient)
      }
    }
    var tag: Tag
    let level = constraint.priority.isRequired ? -1 : objectiveLevel(for: constraint.priority.value)
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expression' = slack (≥ 0); optional: expression' = slack − error.
      let slack = newSymbol(.slack)
      row.add(slack, -1)
      tag = Tag(marker: slack, other: -1, markerCoefficient: -1, sign: sign)
      if level >= 0 {
        let error = newSymbol(.error)
        row.add(error, 1)
        addToObjective(error, level: level)
        tag.other = error
      }
    case .equal:
      if level >= 0 {
        // expression = e⁺ − e⁻, both penalised.
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        row.add(plus, -1)
        row.add(minus, 1)
        addToObjective(plus, level: level)
        addToObjective(minus, level: level)
        tag = Tag(marker: plus, other: minus, markerCoefficient: -1, sign: sign)
      } else {
        let dummy = newSymbol(.dummy)
        row.add(dummy, 1)
        tag = Tag(marker: dummy, other: -1, markerCoefficient: 1, sign: sign)
      }
    }
    if row.constant < 0 { row.negate() }
    return (row, tag)
  }

  /// Chooses the symbol a new row is solved for, in order of preference:
  ///
  /// 1. An external symbol. Among several, the one mentioned by the fewest rows
  ///    (substituting it then fills in the fewest cells), and among those the newest:
  ///    in a chain of running sums this keeps positions parametric and makes widths
  ///    basic, the sparse basis kiwi's first-external rule never finds.
  /// 2. The marker, when it is a slack or error with a negative coefficient.
  /// 3. The other symbol, under the same condition.
  ///
  /// Returns -1 when none qualifies.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
    var best: Int32 = -1
    var bestCount = Int.max
    for symbol in row.symbols where kinds[Int(symbol)] == .external {
      let count = columns[Int(symbol)].count
      if count <= bestCount {
        best = symbol
        bestCount = count
      }
    }
    if best >= 0 { return best }
    let markerKind = kinds[Int(tag.marker)]
    if markerKind == .slack || markerKind == .error, row.coefficient(of: tag.marker) < 0 {
      return tag.marker
    }
    if tag.other >= 0, kinds[Int(tag.other)] == .error, row.coefficient(of: tag.other) < 0 {
      return tag.other
    }
    return -1
  }

  /// Adds a row that has no subject, through an artificial variable (the paper's
  /// phase 1): the artificial symbol is made basic with the row as its definition and
  /// minimised; the constraint is satisfiable exactly when it reaches zero.
  ///
  /// - Throws: ``SolverError/unsatisfiable(_:conflicts:)`` with the required
  ///   constraints whose markers hold the artificial objective up, a conflicting set
  ///   read off the final tableau (Farkas' certificate), not found by trial.
  func addWithArtificialVariable(_ row: Row, tag: Tag, for constraint: Constraint)
    throws(SolverError)
  {
    let artificial = newSymbol(.artificial)
    insertRow(row, basic: artificial)
    var objectiveRow: Row? = row
    optimizeArtificial(&objectiveRow)
    let phaseOne = objectiveRow!
    guard Tolerance.isZero(phaseOne.constant) else {
      let blocking = phaseOne.symbols.indices.filter { index in
        let kind = kinds[Int(phaseOne.symbols[index])]
        return kind == .dummy || (kind == .slack && phaseOne.coefficients[index] > 0)
      }.map { phaseOne.symbols[$0] }
      throw .unsatisfiable(constraint, conflicts: owners(of: blocking, excluding: constraint))
    }
    // The artificial symbol is at zero. If it is still basic, pivot a slack or error
    // into its place (or, for a redundant row of dummies, the constraint's own dummy).
    let slot = rowOf[Int(artificial)]
    if slot >= 0 {
      var definition = removeRow(at: slot)
      if !definition.symbols.isEmpty {
        var entering: Int32 = -1
        for symbol in definition.symbols {
          let kind = kinds[Int(symbol)]
          if kind == .slack || kind == .error {
            entering = symbol
            break
          }
        }
        if entering < 0, definition.index(of: tag.marker) != nil { entering = tag.marker }
        guard entering >= 0 else {
          throw .unsatisfiable(
            constraint, conflicts: owners(of: definition.symbols, excluding: constraint))
        }
        definition.add(artificial, -1)
        definition.solve(for: entering)
        var none: Row? = nil
        substitute(entering, with: definition, artificial: &none)
        insertRow(definition, basic: entering)
      }
    }
    // The artificial symbol is parametric at zero: drop it everywhere.
    for slot in columns[Int(artificial)] {
      journal.record(slot: slot, in: self)
      if let at = rows[Int(slot)].index(of: artificial) { rows[Int(slot)].remove(at: at) }
    }
    columns[Int(artificial)].removeAll()
    for level in objective.indices where objective[level].index(of: artificial) != nil {
      journal.recordObjective(self)
      objective[level].remove(at: objective[level].index(of: artificial)!)
    }
  }

  /// The constraints owning `symbols`, in the order they were added, without
  /// `excluded` and without repeats.
  func owners(of symbols: [Int32], excluding excluded: Constraint) -> [Constraint] {
    var seen = Set<ObjectIdentifier>([ObjectIdentifier(excluded)])
    var result: [(Int, Constraint)] = []
    for symbol in symbols {
      guard let constraint = owner[Int(symbol)], seen.insert(ObjectIdentifier(constraint)).inserted
      else { continue }
      let position = records[ObjectIdentifier(constraint)]?.position ?? Int.max
      result.append((position, constraint))
    }
    return result.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The objective row for an optional priority, created (in order) when new.
  func objectiveLevel(for priority: Double) -> Int {
    var index = 0
    while index < levels.count, levels[index] > priority { index += 1 }
    if index < levels.count, levels[index] == priority { return index }
    journal.recordObjective(self)
    levels.insert(priority, at: index)
    objective.insert(Row(), at: index)
    return index
  }

  /// Adds `symbol` (a new, parametric error) to objective row `level`.
  func addToObjective(_ symbol: Int32, level: Int) {
    journal.recordObjective(self)
    objective[level].add(symbol, 1)
  }
}
