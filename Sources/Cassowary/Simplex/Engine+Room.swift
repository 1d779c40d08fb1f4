// Room made ahead. A system is built one row at a time, and each of the engine's
// forty-odd row-, column- and entry-indexed arrays would otherwise be reallocated at
// every power of two on the way: seven times each for a hundred rows, and for a
// batch of thousands (a screen's constraints, activated at once) megabytes copied
// and fresh pages touched at every doubling.

/// What a batch of constraints adds at most: a row each, its logical columns and
/// its variables' columns, and its entries.
struct BatchRoom {
  var rows = 0
  var columns = 0
  /// Variables that may be new: one a term, at most.
  var variables = 0
  var entries = 0

  /// Counts one constraint: its row, one logical column if it is required and two
  /// otherwise, a column for each term (at most: its variable may have one), and an
  /// entry for each term and logical column.
  mutating func count(_ constraint: Constraint) {
    let terms = constraint.terms.count
    let logicals = constraint.priority.isRequired ? 1 : 2
    rows += 1
    columns += logicals + terms
    variables += terms
    entries += logicals + terms
  }

  /// This room, counted over the first `counted` constraints of a batch, scaled to
  /// its `total` (rounded up): what the batch is expected to need.
  func scaled(by total: Int, of counted: Int) -> BatchRoom {
    guard counted > 0, total > counted else { return self }
    func scale(_ value: Int) -> Int { (value * total + counted - 1) / counted }
    return BatchRoom(
      rows: total, columns: scale(columns), variables: scale(variables),
      entries: scale(entries))
  }
}

extension Engine {
  /// Rows (and basis positions) a new engine has room for.
  static let initialRows = 64
  /// Columns: a row brings one or two logical columns, and some variables.
  static let initialColumns = 2 * initialRows
  /// Entries in each of the row and column pools.
  static let initialEntries = 4 * initialRows

  /// Reserves ``initialRows``, ``initialColumns`` and ``initialEntries``.
  func reserveInitialRoom() {
    let entries = Engine.initialEntries
    reserveRoom(
      rows: Engine.initialRows, columns: Engine.initialColumns,
      variables: Engine.initialColumns, rowPool: entries, columnPool: entries)
    journal.reserveCapacity(Engine.initialRows)
  }

  /// Makes room for `batch` beyond what the engine holds, and an eighth more.
  ///
  /// The eighth is for what follows a batch: a layout's first pass adds a row or
  /// two for the root's size right after activating a screen. Reserved exactly,
  /// the first of them would find every row-indexed array full, and each would
  /// double, copying the whole screen's rows once more. The column pool gets
  /// twice the batch's entries: a variable's list starts empty and moves to the
  /// end of the pool each time it doubles, leaving its old room behind.
  func reserveRoom(for batch: BatchRoom) {
    func padded(_ count: Int) -> Int { count + count / 8 }
    reserveRoom(
      rows: padded(rhs.count + batch.rows), columns: padded(columnKind.count + batch.columns),
      variables: padded(externalColumns.count + batch.variables),
      rowPool: padded(rowEntries.poolCount + batch.entries),
      columnPool: padded(columnEntries.poolCount + 2 * batch.entries))
  }

  /// Makes room for `rows` rows, `columns` columns (`variables` of them a
  /// variable's), and `rowPool` and `columnPool` entries in the row and column
  /// pools, in all. Capacity only: no array changes length, so nothing a solve
  /// decides by a length changes. An array that grows at least doubles, so that
  /// batch after batch stays linear.
  func reserveRoom(rows: Int, columns: Int, variables: Int, rowPool: Int, columnPool: Int) {
    columnKind.reserveRoom(columns)
    columnLevel.reserveRoom(columns)
    columnOwner.reserveRoom(columns)
    columnVariable.reserveRoom(columns)
    columnAlive.reserveRoom(columns)
    positionOf.reserveRoom(columns)
    isCandidate.reserveRoom(columns)
    externalColumns.reserveRoom(variables)
    for level in reduced.indices { reduced[level].reserveRoom(columns) }
    columnEntries.reserve(lists: columns, entries: columnPool)
    rowEntries.reserve(lists: rows, entries: rowPool)
    rhs.reserveRoom(rows)
    rowAlive.reserveRoom(rows)
    rowMarker.reserveRoom(rows)
    rowOther.reserveRoom(rows)
    head.reserveRoom(rows)
    x.reserveRoom(rows)
    isSuspect.reserveRoom(rows)
    dualWeights.reserveRoom(rows)
    infeasibleAtChoice.reserveRoom(rows)
    records.reserveRoom(rows)
    order.reserveRoom(rows)
    factor.reserveRoom(
      rows: rows, steps: rows + Engine.retiredStepLimit(rows: rows), entries: rowPool)
    for vector in [rowScratch, positionScratch, alpha, rho] { vector.reserve(rows) }
    pivotRow.reserve(columns)
  }
}

extension Factor {
  /// Makes room for `rows` row slots, `steps` steps and about `entries` entries in
  /// each of the factors' lists (capacity only, as
  /// ``Engine/reserveRoom(rows:columns:variables:rowPool:columnPool:)``).
  ///
  /// Steps outnumber rows once exchanges retire some (up to
  /// ``Engine/retiredStepLimit(rows:)`` before a refactorisation), and a list that
  /// outgrows its room moves to the end of its pool with twice the room, so a pool
  /// holds about twice its entries: reserved for rows and entries alone, the first
  /// pivots after a screen's batch doubled every step-indexed array and pool of
  /// the factors, copying megabytes into fresh pages.
  func reserveRoom(rows: Int, steps: Int, entries: Int) {
    stepOfRow.reserveRoom(rows)
    stepOfPosition.reserveRoom(rows)
    reserveWork(rows)
    stepRow.reserveRoom(steps)
    stepPosition.reserveRoom(steps)
    diagonal.reserveRoom(steps)
    lRows.reserve(lists: rows, entries: 2 * entries)
    for lists in [lColumns, uRows, uColumns] { lists.reserve(lists: steps, entries: 2 * entries) }
  }

  /// The entries to reserve in one of the factors' lists, holding `entries` over
  /// `steps` steps, for `growth` more steps: their share at the present density,
  /// and a step's worth each, twice over for the lists' moves (a list that outgrows
  /// its room moves to the end of its pool). What a factorisation gives the new
  /// factors for a batch's remaining rows and for the steps that exchanges add before
  /// the next one (``factorize(rows:columns:capacity:entries:rowAlive:growthSteps:deficiency:)``).
  static func growthEntries(entries: Int, steps: Int, growth: Int) -> Int {
    let perStep = Double(entries) / Double(max(steps, 1))
    return 2 * (Int(perStep * Double(growth)) + growth)
  }
}
