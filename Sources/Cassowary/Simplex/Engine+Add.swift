// Adding constraints (the paper's §3.2, "incremental addition"): the new row becomes
// a new last step of the factorised basis, with a basic column chosen so that the
// basis stays feasible whenever it can — a fresh variable, another variable of the
// row, or the row's own slack or error — and the dual simplex repairs the rest.

extension Engine {
  /// How many constraints of a batch are checked at a time, just before they are
  /// added: few enough that their objects are still in the caches when they are added
  /// (a screen's batch of thousands, checked whole first, had left them by then).
  static let validationChunk = 256

  /// Checks part of a batch, `batch[range]`, and counts the room it needs. `repeats`
  /// is the batch's repeat check (``BatchRepeats``).
  func validate(_ batch: [Constraint], _ range: Range<Int>, repeats: inout BatchRepeats)
    throws(SolverError) -> BatchRoom
  {
    var room = BatchRoom()
    for index in range {
      let constraint = batch[index]
      if records[constraint] != nil || repeats.isRepeat(constraint) {
        throw .duplicateConstraint(constraint)
      }
      let priority = constraint.priority
      guard priority.value.isFinite, priority.isValid else {
        throw .invalidPriority(priority.value)
      }
      // A priority for each side makes an optional equality: neither may be required.
      if constraint.isSided {
        let below = constraint.belowPriority
        guard below.value.isFinite, below.isValid else { throw .invalidPriority(below.value) }
        if priority.isRequired || below.isRequired {
          throw .invalidPriority(Priority.required.value)
        }
      }
      guard constraint.constant.isFinite else {
        throw .invalidNumber("constant \(constraint.constant) in \(constraint)")
      }
      for k in 0..<constraint.terms.count where !constraint.terms[k].coefficient.isFinite {
        let term = constraint.terms[k]
        throw .invalidNumber(
          "coefficient \(term.coefficient) of \(term.variable.name) in \(constraint)")
      }
      room.count(constraint)
    }
    return room
  }

  /// Adds a batch of constraints, all or nothing.
  ///
  /// The batch is checked a chunk (``validationChunk``) at a time, each chunk just
  /// before its rows are added, so that a constraint is read from memory once rather
  /// than twice. A chunk that fails its check rolls back the ones added before it.
  /// The room reserved at the start is the first chunk's, scaled to the batch.
  func add(_ batch: [Constraint]) throws(SolverError) {
    var repeats = BatchRepeats(batch)
    let chunk = Engine.validationChunk
    let firstEnd = min(batch.count, chunk)
    let room = try validate(batch, 0..<firstEnd, repeats: &repeats)
    rowsToCome = batch.count
    defer { rowsToCome = 0 }
    let mayFail = batch.count > chunk || batch.contains { $0.priority.isRequired }
    if mayFail { beginJournal() }
    // Inside the journal: a refused batch brings back the factors and values it
    // found, not values a due refactorisation recomputed to rounding.
    refactorIfNeeded()
    // Room for the batch's rows, columns and records at once rather than growing
    // as they come (after the refactorisation, which replaces the factors and may
    // recycle the entry lists).
    if batch.count > 16 { reserveRoom(for: room.scaled(by: batch.count, of: firstEnd)) }
    var chunkStart = 0
    while chunkStart < batch.count {
      let chunkEnd = min(batch.count, chunkStart + chunk)
      do {
        if chunkStart > 0 { _ = try validate(batch, chunkStart..<chunkEnd, repeats: &repeats) }
        for index in chunkStart..<chunkEnd {
          rowsToCome -= 1
          try addRow(for: batch[index], editOf: nil)
        }
      } catch {
        rollBack()
        throw error
      }
      chunkStart = chunkEnd
    }
    if mayFail { commitJournal() }
  }

  /// Adds one validated constraint as a new row, restores feasibility and optimality,
  /// and records it (in `order`, unless it is the constraint of an edit variable).
  func addRow(for constraint: Constraint, editOf variable: Variable?) throws(SolverError) {
    let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
    let required = constraint.priority.isRequired
    let level = required ? -1 : self.level(for: constraint.priority.value)
    // The row's entries: its terms and one or two logical columns.
    let row = newRow(entries: constraint.terms.count + (required ? 1 : 2))

    // The row: Σ sign·aⱼ·xⱼ + logicals = −sign·constant. Its lists are the engine's
    // scratch, swapped in for the call and back (a row added allocates nothing, and a
    // swap, unlike a copy and an assignment, retains and releases no buffer).
    var externals: [(column: Int32, coefficient: Double)] = []
    var basicEntries: [(position: Int32, value: Double)] = []
    swap(&externals, &addedTermsScratch)
    swap(&basicEntries, &addedBasicScratch)
    defer {
      externals.removeAll(keepingCapacity: true)
      basicEntries.empty()
      swap(&externals, &addedTermsScratch)
      swap(&basicEntries, &addedBasicScratch)
    }
    for k in 0..<constraint.terms.count {
      let term = constraint.terms[k]
      let column = self.column(for: term.variable)
      externals.append((column, sign * term.coefficient))
      addEntry(row: row, column: column, coefficient: sign * term.coefficient)
    }
    note(row: row, .rhs(row: row, old: rhs[Int(row)]))
    rhs[Int(row)] = -sign * constraint.constant

    let marker: Int32
    var other: Int32 = -1
    switch (required, constraint.relation) {
    case (true, .equal):
      marker = newColumn(.dummy, level: -1, owner: row)
      addEntry(row: row, column: marker, coefficient: 1)
    case (true, _):
      marker = newColumn(.slack, level: -1, owner: row)
      addEntry(row: row, column: marker, coefficient: -1)
    case (false, .equal):
      // The row is `expression + e⁻ − e⁺ = 0`: `e⁺` is how far the expression
      // rises above zero, `e⁻` how far it falls below, each at its side's priority.
      marker = newColumn(.errorPlus, level: level, owner: row)
      addEntry(row: row, column: marker, coefficient: -1)
      let belowLevel =
        constraint.hasSplitPriority ? self.level(for: constraint.belowPriority.value) : level
      other = newColumn(.errorMinus, level: belowLevel, owner: row)
      addEntry(row: row, column: other, coefficient: 1)
    case (false, _):
      marker = newColumn(.slack, level: -1, owner: row)
      addEntry(row: row, column: marker, coefficient: -1)
      other = newColumn(.errorMinus, level: level, owner: row)
      addEntry(row: row, column: other, coefficient: 1)
    }
    note(row: row, .rowMarker(row: row, old: rowMarker[Int(row)]))
    rowMarker[Int(row)] = marker
    note(row: row, .rowOther(row: row, old: rowOther[Int(row)]))
    rowOther[Int(row)] = other

    // How far the row is from holding at the current values.
    var residual = rhs[Int(row)]
    for entry in externals {
      let position = positionOf[Int(entry.column)]
      if position >= 0 {
        residual -= entry.coefficient * x[Int(position)]
        basicEntries.append((position, entry.coefficient))
      }
    }

    var choice = chooseBasic(
      row: row, externals: externals, basicEntries: basicEntries, residual: residual,
      marker: marker, other: other)
    install(choice, row: row, basicEntries: basicEntries)
    recycleShift(&choice.shift)
    if choice.feasible && choice.column == marker && columnKind[Int(marker)] == .dummy {
      pivotOutDummy(at: row)
    }

    if let failing = choice.feasible ? settleAfterPrimal() : reoptimize() {
      throw .unsatisfiable(constraint, conflicts: conflicts(failing: failing, excluding: row))
    }

    let inOrder = variable == nil
    records.insert(
      ActiveConstraint(
        constraint: constraint, row: row, sign: sign, position: inOrder ? order.count : -1))
    if inOrder { order.append(constraint) }
    note(.record(ObjectIdentifier(constraint), appendedToOrder: inOrder))
  }

  /// The basic column chosen for a new row, with the new step and its value.
  struct BasicChoice {
    var column: Int32
    var plan: BorderPlan
    var value: Double
    /// How the earlier basic values move per unit of the new column (empty unless
    /// the column already appears in earlier rows).
    var shift: [(position: Int32, value: Double)]
    /// Whether the basis stays feasible.
    var feasible: Bool
  }

  /// Picks the new row's basic column, in order of preference: a variable no other
  /// row mentions; another non-basic variable of the row, if moving it keeps every
  /// restricted value feasible; the row's slack or error at a feasible value; and
  /// last (required rows only: an optional row's error always fits) its marker at an
  /// infeasible value, for the dual simplex to repair.
  func chooseBasic(
    row: Int32, externals: [(column: Int32, coefficient: Double)],
    basicEntries: [(position: Int32, value: Double)], residual: Double, marker: Int32,
    other: Int32
  ) -> BasicChoice {
    // A variable that no other row mentions: the last one, as written.
    for entry in externals.reversed() where positionOf[Int(entry.column)] < 0 {
      if !hasLiveEntries(of: entry.column, excluding: row) {
        let plan = factor.plan(
          columnEntries: [], rowEntries: basicEntries, beta: entry.coefficient)
        return BasicChoice(
          column: entry.column, plan: plan, value: residual / plan.pivot, shift: [],
          feasible: true)
      }
    }
    // Another non-basic variable of the row: the earlier basic values shift.
    for entry in externals.reversed() where positionOf[Int(entry.column)] < 0 {
      if let choice = shiftedChoice(
        column: entry.column, beta: entry.coefficient, row: row, basicEntries: basicEntries,
        residual: residual, minimumPivot: 1e-7 * max(1, abs(entry.coefficient)))
      {
        return choice
      }
    }
    // The row's own logical columns (unit columns: nothing else shifts). The marker
    // (dummy +1, slack or positive error −1) when its value is feasible, else the
    // optional row's error (+1), else the marker at an infeasible value.
    let isDummy = columnKind[Int(marker)] == .dummy
    let markerCoefficient: Double = isDummy ? 1 : -1
    let markerValue = residual / markerCoefficient
    let markerFeasible =
      isDummy ? abs(markerValue) <= Tolerance.primal : markerValue >= -Tolerance.primal
    // A row whose own slack or error would be infeasible, or whose dummy would sit
    // in the basis (where the next move of the values pushes it off 0, and the dual
    // simplex must pivot it out): first try the slack or error of the row that
    // holds one of this row's variables in the basis, when that row is a bound — a
    // row on one variable — or this one is an optional bound. `w == 4` after
    // `w >= 0` then swaps `w` into the new row and makes the bound's slack basic, at
    // 4, with no pivot; so does a ratio between two widths that are already basic
    // in their `>= 0` rows, and an optional `w >= 8` (compression resistance),
    // which would otherwise start violated and cost a primal pivot. A new optional
    // bound takes any row's slack: a weak preferred position `x₁ == 40` on the
    // `x₁` that `x₁ − x₀ >= 6` holds makes that slack basic at the value the primal
    // simplex's pivot would give it, without the pivot, its solves or its eta
    // (chain_100: 91 primal pivots → 14, a quarter of the instructions of its
    // build). A required one keeps to bounds: extended to it, the rule changed no
    // workload's pivots, and the dual simplex it would skip is what checks a
    // drifted row before anything is reported unsatisfiable (`DualRefreshTests`).
    //
    // An optional equality that already holds (its error would be basic at 0) also
    // tries the bounds of its variables, for a logical column not costed above the
    // row's own level. Its error basic at 0 would price in every column of its row,
    // and the primal simplex would move it out by degenerate pivots. A flexbox row of
    // N items translated into constraints adds `w == c·u` for each flexible item,
    // all on one flex variable `u`. Each pivot walked etas that grew with the row,
    // and they forced a refactorisation every ~45 items: laying out 2 000 items took
    // 3 002 primal pivots and 44 refactorisations (833 and 1 this way). Only through
    // bounds, and only at 0: a first try that also took rows violated at the current
    // values, through any row, did not finish `ScaledOperationsTests`.
    let heldAtZero =
      !isDummy && columnKind[Int(marker)] == .errorPlus && abs(markerValue) <= Tolerance.primal
    if isDummy || !markerFeasible || heldAtZero {
      // The pivot a shift through another row's column must clear, against the
      // row's largest coefficient.
      let minimumPivot = 1e-3 * externals.reduce(1) { max($0, abs($1.coefficient)) }
      let isNewBound = other >= 0 && externals.count == 1
      var tried = 0
      for entry in basicEntries where tried < 8 {
        let owner = Int(entry.position)
        guard holdsLocally(owner) else { continue }
        let throughBound = isBound(row: owner)
        // A held row goes through bounds only.
        guard throughBound || (isNewBound && !heldAtZero) else { continue }
        for candidate in [rowMarker[owner], rowOther[owner]] where candidate >= 0 {
          let i = Int(candidate)
          guard columnAlive[i], positionOf[i] < 0, columnKind[i] != .dummy else { continue }
          // Through a row that is not a bound, not the error of a level above the
          // new row's: made basic, it would break that level for the primal simplex
          // to mend.
          if !throughBound && outranks(candidate, other) { continue }
          // A held row, not by an error costed above its own: at 0 that error would
          // keep no level from its optimum now, but the next move of the values
          // would break that level for the primal simplex to mend.
          if heldAtZero && outranks(candidate, marker) { continue }
          tried += 1
          if let choice = shiftedChoice(
            column: candidate, beta: 0, row: row, basicEntries: basicEntries,
            residual: residual, minimumPivot: minimumPivot)
          {
            return choice
          }
        }
      }
      if isDummy,
        let choice = freeColumnOfBasicRows(
          row: row, externals: externals, basicEntries: basicEntries, residual: residual,
          minimumPivot: minimumPivot)
      {
        return choice
      }
    }
    if markerFeasible || other < 0 {
      let plan = factor.plan(columnEntries: [], rowEntries: basicEntries, beta: markerCoefficient)
      return BasicChoice(
        column: marker, plan: plan, value: markerValue, shift: [], feasible: markerFeasible)
    }
    let plan = factor.plan(columnEntries: [], rowEntries: basicEntries, beta: 1)
    return BasicChoice(column: other, plan: plan, value: residual, shift: [], feasible: true)
  }

  /// For a required equality whose own variables cannot take the basis (its marker
  /// a dummy, which a dual pivot would have to take out again): a free variable of a
  /// row that holds one of them in the basis, as the new row's basic column, if
  /// moving it keeps every restricted value feasible
  /// (``shiftedChoice(column:beta:row:basicEntries:residual:minimumPivot:)``).
  ///
  /// Left to the marker, the dual simplex makes the same kind of exchange, but it
  /// finds its column through the row of `B⁻¹·A` at the new row, and that row reaches
  /// everything the row's variables depend on. A vertical stack of cells laid out
  /// earlier, `cellₖ.top == cellₖ₋₁.bottom`, meets all three variables basic (each
  /// top in the row that puts its cell's first guide at it), and each bottom depends
  /// on every cell above in root coordinates. Each link cost a dual pivot whose row
  /// solve walked all the cells above: quadratic. The guide's `y`, found through the
  /// row that holds the top, moves its own cell only. Only variables that few rows
  /// mention are tried, through rows that ``holdsLocally(_:)``, and eight of them
  /// at most.
  func freeColumnOfBasicRows(
    row: Int32, externals: [(column: Int32, coefficient: Double)],
    basicEntries: [(position: Int32, value: Double)], residual: Double, minimumPivot: Double
  ) -> BasicChoice? {
    var tried = 0
    for entry in basicEntries {
      let owner = Int(entry.position)
      guard holdsLocally(owner) else { continue }
      for k in rowEntries.range(owner) {
        let candidate = rowEntries.indices[k]
        let i = Int(candidate)
        guard columnKind[i] == .external, columnAlive[i], positionOf[i] < 0,
          columnEntries.count[i] <= 8,
          !externals.contains(where: { $0.column == candidate })
        else { continue }
        if let choice = shiftedChoice(
          column: candidate, beta: 0, row: row, basicEntries: basicEntries,
          residual: residual, minimumPivot: minimumPivot)
        {
          return choice
        }
        tried += 1
        if tried == 8 { return nil }
      }
    }
    return nil
  }

  /// Whether a shift can go through the row at basis position `owner`: the row is
  /// alive and its basic variable appears in eight rows at most. Not through a
  /// variable that many rows mention (the first fill width, which every other fill's
  /// ratio follows): moving it moves all of them, and the solve that checks the move
  /// walks the whole layout — once per added row, which made building a stack
  /// quadratic.
  func holdsLocally(_ owner: Int) -> Bool {
    rowAlive[owner] && head[owner] >= 0 && columnEntries.count[Int(head[owner])] <= 8
  }

  /// Replaces a dummy that a new row left in the basis (at 0: the row held at the
  /// current values, every variable of it already basic) by the column with the
  /// smallest ratio of reduced costs to its entry in the row of `B⁻¹·A` — a
  /// degenerate dual simplex pivot: no value moves, and every reduced cost keeps its
  /// sign. Left there, the dummy would leave 0 at the next change of a right-hand side
  /// (a root resize) and cost that change a pivot, every time a different one. A
  /// redundant row (no column can replace it) keeps its dummy.
  func pivotOutDummy(at position: Int32) {
    solveRow(position)
    var entering: Int32 = -1
    var enteringRate = 0.0
    for column in pivotRow.indices {
      let a = pivotRow.values[Int(column)]
      if abs(a) <= 1e-7 { continue }
      if entering < 0
        || ratioIsSmaller(column, a, than: entering, enteringRate, preferLargePivots: true)
      {
        entering = column
        enteringRate = a
      }
    }
    guard entering >= 0 else { return }
    solveColumn(entering)
    let alphaP = alpha.values[Int(position)]
    guard abs(alphaP) > 1e-7 else { return }
    statistics.dualPivots += 1
    pivot(entering: entering, at: position, value: x[Int(position)] / alphaP)
  }

  /// A non-basic column that already appears in earlier rows (with coefficient `beta`
  /// in the new row) as the new row's basic column, if the new basis is well
  /// conditioned and every restricted value stays feasible — the column's own value
  /// included when it is restricted — as the earlier basic values shift with it.
  func shiftedChoice(
    column: Int32, beta: Double, row: Int32, basicEntries: [(position: Int32, value: Double)],
    residual: Double, minimumPivot: Double
  ) -> BasicChoice? {
    var entries = shiftEntriesScratch
    shiftEntriesScratch = []
    for k in columnEntries.range(Int(column)) {
      let entryRow = columnEntries.indices[k]
      if entryRow != row && rowAlive[Int(entryRow)] {
        entries.append((entryRow, columnEntries.values[k]))
      }
    }
    let plan = factor.plan(
      columnEntries: entries, rowEntries: basicEntries, beta: beta, solving: true)
    entries.empty()
    shiftEntriesScratch = entries
    guard abs(plan.pivot) > minimumPivot else {
      factor.planSolution.clear()
      return nil
    }
    let value = residual / plan.pivot
    var feasible = !columnKind[Int(column)].isRestricted || value >= -Tolerance.primal
    var shift = shiftScratch
    shiftScratch = []
    if feasible {
      for position in factor.planSolution.indices {
        let w = factor.planSolution.values[Int(position)]
        if w == 0 { continue }
        shift.append((position, w))
        let basic = head[Int(position)]
        guard basic >= 0, columnAlive[Int(basic)] else { continue }
        switch columnKind[Int(basic)] {
        case .external: break
        case .dummy: if abs(w * value) > Tolerance.primal { feasible = false }
        default: if x[Int(position)] - w * value < -Tolerance.primal { feasible = false }
        }
        if !feasible { break }
      }
    }
    factor.planSolution.clear()
    guard feasible else {
      recycleShift(&shift)
      return nil
    }
    return BasicChoice(column: column, plan: plan, value: value, shift: shift, feasible: true)
  }

  /// Gives a shift list's storage back to ``shiftScratch`` (when it has any: the
  /// choices that shift nothing carry the empty array).
  func recycleShift(_ shift: inout [(position: Int32, value: Double)]) {
    guard shift.capacity > 0 else { return }
    shift.empty()
    shiftScratch = shift
    shift = []
  }

  /// Whether `column` is costed at a level of higher priority than `reference`'s.
  func outranks(_ column: Int32, _ reference: Int32) -> Bool {
    let level = columnLevel[Int(column)]
    let referenceLevel = columnLevel[Int(reference)]
    guard level >= 0 else { return false }
    guard referenceLevel >= 0 else { return true }
    return levelPriority[Int(level)] > levelPriority[Int(referenceLevel)]
  }

  /// Whether a row mentions exactly one external column (a bound on one variable).
  func isBound(row: Int) -> Bool {
    var externals = 0
    for k in rowEntries.range(row) where columnKind[Int(rowEntries.indices[k])] == .external {
      externals += 1
      if externals > 1 { return false }
    }
    return externals == 1
  }

  /// Makes the chosen column basic in the new row: a new step of the factors, the
  /// shifted values, and the reduced costs of the new basis.
  func install(_ choice: BasicChoice, row: Int32, basicEntries: [(position: Int32, value: Double)])
  {
    // How the duals of each level move: the new row's dual is
    // y_r = (c_new − c_B·B⁻¹g) / s, and every non-basic reduced cost moves by
    // −y_r · s · (the new basis' row r of B⁻¹·A).
    var dualOfRow: [(level: Int32, value: Double)] = []
    swap(&dualOfRow, &addedDualsScratch)
    defer {
      dualOfRow.empty()
      swap(&dualOfRow, &addedDualsScratch)
    }
    for level in levelOrder {
      var numerator = cost(of: choice.column, level: level)
      for entry in choice.shift {
        let basic = head[Int(entry.position)]
        if basic >= 0 && columnAlive[Int(basic)] {
          numerator -= cost(of: basic, level: level) * entry.value
        }
      }
      if numerator != 0 { dualOfRow.append((level, numerator / choice.plan.pivot)) }
    }

    factor.apply(choice.plan, row: row)
    statistics.rowsAdded += 1
    for entry in choice.shift {
      setX(entry.position, x[Int(entry.position)] - entry.value * choice.value)
    }
    valueDrift += abs(choice.value)
    setX(row, choice.value)
    setHead(row, choice.column)
    setPositionOf(choice.column, row)
    for level in levelOrder where reduced[Int(level)][Int(choice.column)] != 0 {
      setReduced(level, choice.column, 0)
    }

    if !dualOfRow.isEmpty {
      solveRow(row)
      for (level, dual) in dualOfRow {
        let factor = dual * choice.plan.pivot
        for column in pivotRow.indices {
          let a = pivotRow.values[Int(column)]
          if a != 0 { setReduced(level, column, reduced[Int(level)][Int(column)] - factor * a) }
        }
      }
    }
  }

  /// The required constraints behind an infeasible row: the rows that ``rho`` (a row
  /// of `B⁻¹`, the Farkas combination proving infeasibility) combines, the new row
  /// excluded.
  func conflicts(failing: Int32, excluding excluded: Int32) -> [Constraint] {
    var rows: [Int32] = []
    for row in rho.indices where row != excluded && rowAlive[Int(row)] {
      if abs(rho.values[Int(row)]) > 1e-9 { rows.append(row) }
    }
    rows.sort()
    var result: [Constraint] = []
    var byRow: [Int32: Constraint] = [:]
    for record in records.values where record.constraint.priority.isRequired {
      byRow[record.row] = record.constraint
    }
    for row in rows { if let constraint = byRow[row] { result.append(constraint) } }
    return result
  }
}
