/// What a column of the constraint matrix stands for.
enum ColumnKind: UInt8 {
  /// A user ``Variable``: free in sign.
  case external
  /// The slack of an inequality, ≥ 0.
  case slack
  /// The positive error of an optional equality, ≥ 0, costed at its level.
  case errorPlus
  /// The negative error of an optional equality (or the error of an optional
  /// inequality), ≥ 0, costed at its level.
  case errorMinus
  /// The marker of a required equality: fixed at 0. It may sit in the basis (at 0)
  /// but never enters it; it marks the row for removal and constant changes.
  case dummy

  /// Whether the column is restricted to non-negative values.
  var isRestricted: Bool { self != .external }

  /// Whether a basic value breaks this column's bound by more than the primal
  /// tolerance: a dummy off 0, another restricted column below 0; a free column never.
  /// The one test of infeasibility: the dual simplex's choice of a leaving row, and
  /// which positions become suspects.
  @inline(__always)
  func isViolated(by value: Double) -> Bool {
    switch self {
    case .external: return false
    case .dummy: return abs(value) > Tolerance.primal
    default: return value < -Tolerance.primal
    }
  }
}

/// The solver engine: Cassowary's operations (Badros, Borning & Stuckey 2001, §3) on a
/// **revised** simplex. The constraint matrix is kept as written — one row per
/// constraint, one column per variable plus each row's slack, error or dummy
/// ("logical") columns — and the basis is kept factorised (``Factor``), never
/// inverted. A row is `Σ aⱼ·xⱼ + logicals = b`.
///
/// Invariants between public calls: the basic solution is feasible (every restricted
/// column ≥ 0, every dummy 0) and lexicographically optimal (no non-basic column has a
/// lexicographically negative reduced cost); `x` holds the basic values;
/// `reduced[level][column]` holds every non-basic column's reduced cost per priority
/// level. Ties are broken by column id (Bland's rule), so results never depend on
/// addresses or hashing.
final class Engine {
  // MARK: Columns

  // The per-column and per-row arrays that every added row and column appends to
  // are PlainArray: no uniqueness check at each append and write (PlainArray.swift).
  @exclusivity(unchecked) var columnKind = PlainArray<ColumnKind>()
  /// The priority level whose objective an error column is costed in, or -1.
  @exclusivity(unchecked) var columnLevel = PlainArray<Int32>()
  /// The row a logical column belongs to, or -1 for an external column.
  @exclusivity(unchecked) var columnOwner = PlainArray<Int32>()
  /// By column: the rows it appears in, and its coefficients there. A `let`, like
  /// ``rowEntries`` and the factors' lists: the compiler uses a constant reference
  /// in place, where it retains and releases a `var` around every call on it (two
  /// atomic operations for each entry appended).
  let columnEntries = SparseLists()
  /// The user variable of an external column.
  @exclusivity(unchecked) var columnVariable: [Variable?] = []
  @exclusivity(unchecked) var columnAlive = PlainArray<Bool>()
  /// Column ids free for reuse (only after a refactorisation).
  @exclusivity(unchecked) var freeColumns: [Int32] = []
  /// External columns by variable, for the variables whose own record of a column
  /// (``Variable/cachedSolver``, ``Variable/cachedSymbol``) belongs to another engine:
  /// a variable records the first engine that gives it a column, and only other
  /// engines look it up here. Empty while the engine shares no variable.
  @exclusivity(unchecked) var variableColumns = IdentityTable<Int32>()
  /// The external columns, in the order their variables were given them: what
  /// ``updateVariables()`` walks, rather than every column (slacks, errors and
  /// dummies outnumber the variables of a layout several times). Kept exact: the
  /// recycling that forgets variables drops their columns, and rolling back a
  /// variable's creation pops its column.
  @exclusivity(unchecked) var externalColumns: [Int32] = []
  /// Counts the changes to which variable owns which external column: a column given
  /// to a variable, or taken back (recycled, or its creation rolled back). What
  /// ``Solver/valueIndexVersion`` reports.
  @exclusivity(unchecked) var externalColumnsVersion = 0

  // MARK: Rows

  /// By row: the columns it mentions, and their coefficients.
  let rowEntries = SparseLists()
  /// The right-hand side `b` of each row.
  @exclusivity(unchecked) var rhs = PlainArray<Double>()
  @exclusivity(unchecked) var rowAlive: [Bool] = []
  /// A row's unit logical column (dummy, slack or positive error): it identifies the
  /// row in the basis and leaves with it.
  @exclusivity(unchecked) var rowMarker = PlainArray<Int32>()
  /// A row's second logical column (an error), or -1.
  @exclusivity(unchecked) var rowOther = PlainArray<Int32>()
  /// Row slots free for reuse (only after a refactorisation).
  @exclusivity(unchecked) var freeRows: [Int32] = []
  /// Removed rows still present in the factors (see ``removeRow(_:)``).
  @exclusivity(unchecked) var ghostRows = 0
  /// Columns removed since the last refactorisation (their ids are recycled then).
  @exclusivity(unchecked) var deadColumns = 0
  /// A refactorisation inside a journal dropped ghost rows or dead columns from the
  /// factors without recycling their slots: the next one outside a journal does.
  @exclusivity(unchecked) var recyclePending = false

  // MARK: Basis

  /// The column basic at each position (a position is a row slot), or -1.
  @exclusivity(unchecked) var head = PlainArray<Int32>()
  /// The position of each basic column, or -1 for a non-basic one.
  @exclusivity(unchecked) var positionOf = PlainArray<Int32>()
  /// The value of the basic column at each position.
  @exclusivity(unchecked) var x = PlainArray<Double>()
  /// How far the values may have drifted from `B⁻¹·b` since they were last
  /// recomputed, in units of their rounding: the sum of the steps of the in-place
  /// moves (``settleValues()``).
  @exclusivity(unchecked) var valueDrift = 0.0
  /// ``valueDrift`` when ``settleValues()`` last measured the values, or -1 (never
  /// since they were recomputed), and the largest variable it found then.
  @exclusivity(unchecked) var settledDrift = -1.0
  @exclusivity(unchecked) var settledLargest = 0.0
  /// The factorised basis.
  @exclusivity(unchecked) var factor = Factor()

  // MARK: Objective

  /// The priority of each level, by level id (ids in order of creation).
  @exclusivity(unchecked) var levelPriority: [Double] = []
  /// Level ids, highest priority first.
  @exclusivity(unchecked) var levelOrder: [Int32] = []
  /// Reduced costs: `reduced[level][column]` (0 for basic columns).
  @exclusivity(unchecked) var reduced: [[Double]] = []
  /// Columns whose reduced costs changed since they were last found unattractive:
  /// a superset of the columns that could enter.
  @exclusivity(unchecked) var candidates: [Int32] = []
  @exclusivity(unchecked) var isCandidate = PlainArray<Bool>()
  /// The dual Devex weight of each position (Engine+DualPricing.swift): 1 outside
  /// a dual simplex call.
  @exclusivity(unchecked) var dualWeights = PlainArray<Double>()
  /// The positions whose weight may not be 1 (a position may be listed twice).
  @exclusivity(unchecked) var weightedPositions: [Int32] = []
  /// What a column-by-column row of `B⁻¹·A` costs (``columnWalkCost()``), and how
  /// many calls ago it was counted.
  @exclusivity(unchecked) var columnWalkEstimate = 0
  @exclusivity(unchecked) var columnWalkAge = 0
  /// Positions whose value changed since they were last found feasible.
  @exclusivity(unchecked) var suspects: [Int32] = []
  @exclusivity(unchecked) var isSuspect = PlainArray<Bool>()
  /// The infeasible suspects by how strongly they ask to leave, as a max-heap that
  /// may hold outdated entries (Engine+LeavingHeap.swift).
  @exclusivity(unchecked) var leavingHeap: [LeavingCandidate] = []
  /// Per position: infeasible when the leaving row of the current dual pivot was
  /// chosen (set for the solved column's positions only, for the pivot's duration).
  @exclusivity(unchecked) var infeasibleAtChoice = PlainArray<Bool>()

  // MARK: Constraints

  @exclusivity(unchecked) var records = ConstraintRecords()
  /// Active constraints in the order they were added (`nil` where removed).
  @exclusivity(unchecked) var order: [Constraint?] = []
  @exclusivity(unchecked) var edits = IdentityTable<ActiveEdit>()
  @exclusivity(unchecked) var editOrder: [Variable?] = []

  /// What the engine has done so far (pivots, refactorisations).
  @exclusivity(unchecked) var statistics = SolverStatistics()

  // MARK: Journal

  /// Whether an operation that may fail is in progress, its changes logged in
  /// ``journal``.
  @exclusivity(unchecked) var journaling = false
  /// The undo log of the operation in progress (empty between operations; its
  /// storage is kept for the next one).
  @exclusivity(unchecked) var journal: [Undo] = []
  /// The row slots (and basis positions) and the columns there were when the
  /// journal opened: the log records changes to those only (see
  /// ``logs(row:)``).
  @exclusivity(unchecked) var journalRows: Int32 = 0
  @exclusivity(unchecked) var journalColumns: Int32 = 0
  /// The payloads of the log's `.refactored` entries, in log order (kept aside so
  /// that an entry is a few plain words).
  @exclusivity(unchecked) var journalSnapshots: [RefactorSnapshot] = []
  /// The payloads of the log's `.reducedCosts` entries (every level's reduced costs
  /// before a recomputation), in log order.
  @exclusivity(unchecked) var journalReducedCosts: [[[Double]]] = []
  /// Every basic value as it was when the open journal first had many of them to
  /// log (the payload of its `.values` entry, ``saveValues()``); its storage is kept
  /// for the next journal.
  @exclusivity(unchecked) var journalValues: [Double] = []
  /// Whether ``journalValues`` holds the open journal's copy: from then on the
  /// journal logs no value one by one.
  @exclusivity(unchecked) var journalSavedValues = false
  /// How many values the open journal has logged one by one.
  @exclusivity(unchecked) var journalLoggedValues = 0
  @exclusivity(unchecked) var factorCheckpoint: FactorCheckpoint?
  /// ``valueDrift``, ``settledDrift`` and ``settledLargest`` when the journal opened.
  @exclusivity(unchecked) var driftCheckpoint = (drift: 0.0, settled: -1.0, largest: 0.0)
  /// The factors the open journal's first refactorisation replaced, which become
  /// ``etaDonor`` when the journal commits.
  @exclusivity(unchecked) var replacedInJournal: Factor?
  /// Dead factors whose eta arrays the next refactorisation inside a journal takes
  /// over (see ``refactor()``), or `nil`.
  @exclusivity(unchecked) var etaDonor: Factor?
  /// Whether a basis repair left the basis to be optimised again
  /// (``settleRepairs()``).
  @exclusivity(unchecked) var repairPending = false
  /// How many simplex calls are in progress (a repair outside any settles at once).
  @exclusivity(unchecked) var optimizing = 0
  /// Whether pivots may update the factors by exchanging a step
  /// (Engine+FactorExchange.swift) rather than by an eta: off only in tests of the
  /// eta file, and in benchmarks that compare the two.
  @exclusivity(unchecked) var exchangesInFactors = true

  // MARK: Scratch

  /// Inputs of solves (row- and position-indexed), consumed by them.
  @exclusivity(unchecked) var rowScratch = SparseVector()
  @exclusivity(unchecked) var positionScratch = SparseVector()
  /// The last solved column `B⁻¹·a` (position-indexed).
  @exclusivity(unchecked) var alpha = SparseVector()
  /// The last solved row of `B⁻¹` (row-indexed).
  @exclusivity(unchecked) var rho = SparseVector()
  /// `B⁻¹·eᵣ` of edit variables' rows, by row (see ``unitColumn(of:)``).
  @exclusivity(unchecked) var unitColumns: [Int32: KeptColumn] = [:]
  /// The last solved row of `B⁻¹·A` over the columns that can enter (column-indexed).
  @exclusivity(unchecked) var pivotRow = SparseVector()

  /// The lists of a row being added (``addRow(for:editOf:)``): its external terms,
  /// its entries on basic columns, and each level's dual of the new row. Taken for
  /// the call and given back emptied, so that their storage is reused.
  @exclusivity(unchecked) var addedTermsScratch: [(column: Int32, coefficient: Double)] = []
  @exclusivity(unchecked) var addedBasicScratch: [(position: Int32, value: Double)] = []
  @exclusivity(unchecked) var addedDualsScratch: [(level: Int32, value: Double)] = []
  /// The lists of a pivot exchanged inside the factors (``exchangeInFactors(entering:at:pivot:)``):
  /// the entering column's entries and the row's entries on basic columns, taken and
  /// given back the same way (a block of a thousand-cell list's exchanges allocated
  /// two arrays each).
  @exclusivity(unchecked) var exchangeColumnScratch: [(row: Int32, value: Double)] = []
  @exclusivity(unchecked) var exchangeRowScratch: [(position: Int32, value: Double)] = []
  /// A shifted choice's column entries, and the shift it carries until the row is
  /// installed (``shiftedChoice(column:beta:row:basicEntries:residual:minimumPivot:)``).
  @exclusivity(unchecked) var shiftEntriesScratch: [(row: Int32, value: Double)] = []
  @exclusivity(unchecked) var shiftScratch: [(position: Int32, value: Double)] = []
  /// By column: entered by the block exchange in progress (all false between calls;
  /// ``exchangeBlock(reach:)``).
  @exclusivity(unchecked) var blockEntered: [Bool] = []
  /// The storage of the primal simplex's candidate heap, between calls.
  @exclusivity(unchecked) var candidateHeapScratch: [Int32] = []

  /// Rows the batch in progress has still to add after the current one: a
  /// refactorisation inside it gives the new factors room for them
  /// (``Factor/growthEntries(entries:steps:growth:)``).
  @exclusivity(unchecked) var rowsToCome = 0

  /// Slot capacity (rows and positions).
  var rowCapacity: Int { rhs.count }

  init() {
    records.owner = ObjectIdentifier(self)
    reserveInitialRoom()
  }

  /// Clears the records of columns its variables keep (``column(for:)``), and the
  /// notes of records its constraints keep (``ConstraintRecords``), so that an
  /// engine made later can take them over; each variable and constraint is released
  /// as its note is cleared, while it is at hand.
  deinit {
    records.releaseAll(order: &order)
    let engine = ObjectIdentifier(self)
    columnVariable.withUnsafeMutableBufferPointer { columnVariable in
      for column in externalColumns {
        guard let variable = columnVariable[Int(column)] else { continue }
        // Its note names this column (``recordsOwnColumn(_:)``).
        if variable.cachedSolver == engine && variable.cachedSymbol == column {
          variable.cachedSolver = nil
          variable.cachedSymbol = -1
        }
        columnVariable[Int(column)] = nil
      }
    }
  }

  // MARK: Values

  /// The current value of a column (0 when non-basic).
  @inline(__always)
  func value(ofColumn column: Int32) -> Double {
    let position = positionOf[Int(column)]
    return position >= 0 ? x[Int(position)] : 0
  }

  /// The current value of a variable (0 when the engine has never seen it).
  func value(of variable: Variable) -> Double {
    guard let column = existingColumn(for: variable) else { return 0 }
    settleValues()
    return value(ofColumn: column)
  }

  /// Writes every variable's value.
  func updateVariables() {
    settleValues()
    externalColumns.withUnsafeBufferPointer { columns in
      columnVariable.withUnsafeBufferPointer { variables in
        positionOf.withUnsafeBufferPointer { positionOf in
          x.withUnsafeBufferPointer { x in
            for listed in columns {
              let column = Int(listed)
              guard let variable = variables[column] else { continue }
              let position = Int(positionOf[column])
              variable.storedValue = position >= 0 ? x[position] : 0
            }
          }
        }
      }
    }
  }

  /// The cost of a column at a level.
  @inline(__always)
  func cost(of column: Int32, level: Int32) -> Double {
    columnLevel[Int(column)] == level ? 1 : 0
  }
}

/// What the engine keeps for one active constraint.
struct ActiveConstraint {
  let constraint: Constraint
  /// Its row.
  var row: Int32
  /// +1, or −1 for `<=` (whose expression is negated into `>=` form).
  let sign: Double
  /// Its index in `order`, or -1 for the internal constraint of an edit variable.
  var position: Int
}

/// What the engine keeps for one edit variable.
struct ActiveEdit {
  let variable: Variable
  /// The optional `variable == suggestion` constraint that pulls it.
  let constraint: Constraint
  var suggestion: Double
  /// Its index in `editOrder`.
  var position: Int
}

// MARK: - Columns and rows

extension Engine {
  /// Whether `variable` records its column in this engine itself (rather than in
  /// ``variableColumns``). A record of an engine that has since dropped the column
  /// or been freed fails the check: the column is checked to be the variable's.
  @inline(__always)
  func recordsOwnColumn(_ variable: Variable) -> Bool {
    variable.cachedSolver == ObjectIdentifier(self) && variable.cachedSymbol >= 0
      && Int(variable.cachedSymbol) < columnVariable.count
      && columnVariable[Int(variable.cachedSymbol)] === variable
  }

  /// The external column of `variable` if the engine has one.
  func existingColumn(for variable: Variable) -> Int32? {
    if recordsOwnColumn(variable) { return variable.cachedSymbol }
    return variableColumns.isEmpty ? nil : variableColumns[ObjectIdentifier(variable)]
  }

  /// The external column of `variable`, created on first use. The variable records
  /// it itself when no other engine's record is there (the usual case: one engine a
  /// variable), which costs no probe of a table that outgrows the caches with the
  /// screen; otherwise ``variableColumns`` does.
  func column(for variable: Variable) -> Int32 {
    if let known = existingColumn(for: variable) { return known }
    let column = newColumn(.external, level: -1, owner: -1)
    columnVariable[Int(column)] = variable
    externalColumns.append(column)
    externalColumnsVersion &+= 1
    let key = ObjectIdentifier(variable)
    // A record naming this engine is stale here (the check above failed): the
    // engine dropped that column, or an engine freed at the same address made it.
    if variable.cachedSolver == nil || variable.cachedSolver == ObjectIdentifier(self) {
      variable.cachedSolver = ObjectIdentifier(self)
      variable.cachedSymbol = column
    } else {
      variableColumns[key] = column
    }
    note(.variable(key))
    return column
  }

  /// Forgets the column of `variable` (a variable whose column is dropped, or whose
  /// column's creation is rolled back), wherever it is recorded.
  func forgetColumn(of variable: Variable) {
    if recordsOwnColumn(variable) {
      variable.cachedSolver = nil
      variable.cachedSymbol = -1
    } else {
      variableColumns[ObjectIdentifier(variable)] = nil
    }
  }

  /// Creates a column (reusing a free id when there is one).
  func newColumn(_ kind: ColumnKind, level: Int32, owner: Int32) -> Int32 {
    let column: Int32
    if let reused = freeColumns.popLast() {
      column = reused
      let i = Int(column)
      columnKind[i] = kind
      columnLevel[i] = level
      columnOwner[i] = owner
      columnAlive[i] = true
      note(.reusedColumn(column))
    } else {
      column = Int32(columnKind.count)
      columnKind.append(kind)
      columnLevel.append(level)
      columnOwner.append(owner)
      // A logical column appears in its own row only; a variable's list grows.
      columnEntries.appendList(room: kind == .external ? 0 : 1)
      columnVariable.append(nil)
      columnAlive.append(true)
      positionOf.append(-1)
      isCandidate.append(false)
      for level in reduced.indices { reduced[level].append(0) }
      pivotRow.reserve(columnKind.count)
    }
    if level >= 0 { setReduced(level, column, 1) }
    return column
  }

  /// Takes a row slot (reusing a free one when there is one; a new one has room for
  /// `entries` entries).
  func newRow(entries: Int) -> Int32 {
    let row: Int32
    if let reused = freeRows.popLast() {
      row = reused
      note(.reusedRow(row))
    } else {
      row = Int32(rhs.count)
      rowEntries.appendList(room: entries)
      rhs.append(0)
      rowAlive.append(false)
      rowMarker.append(-1)
      rowOther.append(-1)
      head.append(-1)
      x.append(0)
      isSuspect.append(false)
      factor.reserve(rhs.count)
      rowScratch.reserve(rhs.count)
      positionScratch.reserve(rhs.count)
      alpha.reserve(rhs.count)
      rho.reserve(rhs.count)
    }
    rowAlive[Int(row)] = true
    return row
  }

  /// Appends `coefficient · column` to a row that is being built.
  func addEntry(row: Int32, column: Int32, coefficient: Double) {
    rowEntries.append(Int(row), column, coefficient)
    columnEntries.append(Int(column), row, coefficient)
    // The row is new (removed whole by a roll-back) or a reused slot (emptied whole
    // by its `.reusedRow` entry): only an old column's list needs its entry popped.
    note(column: column, .columnEntry(column))
  }

  /// Whether a column has entries in live rows other than `excluded`.
  func hasLiveEntries(of column: Int32, excluding excluded: Int32 = -1) -> Bool {
    for k in columnEntries.range(Int(column)) {
      let row = columnEntries.indices[k]
      if row != excluded && rowAlive[Int(row)] { return true }
    }
    return false
  }

  /// The level of an optional priority, created on first use.
  func level(for priority: Double) -> Int32 {
    if let existing = levelPriority.firstIndex(of: priority) { return Int32(existing) }
    let level = Int32(levelPriority.count)
    levelPriority.append(priority)
    // With the room the columns have (a batch's reserve reaches levels it creates).
    var costs: [Double] = []
    costs.reserveCapacity(columnKind.capacity)
    costs.append(repeating: 0, count: columnKind.count)
    reduced.append(costs)
    let at = levelOrder.firstIndex { levelPriority[Int($0)] < priority } ?? levelOrder.count
    levelOrder.insert(level, at: at)
    note(.level)
    return level
  }
}
