// The room a new engine starts with. A system is built from empty one row at a time,
// and each of the engine's forty-odd row-, column- and entry-indexed arrays would
// otherwise be reallocated at every power of two on the way: seven times each for a
// hundred rows.

extension Engine {
  /// Rows (and basis positions) a new engine has room for.
  static let initialRows = 64
  /// Columns: a row brings one or two logical columns, and some variables.
  static let initialColumns = 2 * initialRows
  /// Entries in each of the row and column pools.
  static let initialEntries = 4 * initialRows

  /// Reserves ``initialRows``, ``initialColumns`` and ``initialEntries``.
  func reserveInitialRoom() {
    let rows = Engine.initialRows
    let columns = Engine.initialColumns
    let entries = Engine.initialEntries
    columnKind.reserveCapacity(columns)
    columnLevel.reserveCapacity(columns)
    columnOwner.reserveCapacity(columns)
    columnVariable.reserveCapacity(columns)
    columnAlive.reserveCapacity(columns)
    positionOf.reserveCapacity(columns)
    isCandidate.reserveCapacity(columns)
    externalColumns.reserveCapacity(columns)
    variableColumns.reserveCapacity(columns)
    columnEntries.reserve(lists: columns, entries: entries)
    rowEntries.reserve(lists: rows, entries: entries)
    rhs.reserveCapacity(rows)
    rowAlive.reserveCapacity(rows)
    rowMarker.reserveCapacity(rows)
    rowOther.reserveCapacity(rows)
    head.reserveCapacity(rows)
    x.reserveCapacity(rows)
    isSuspect.reserveCapacity(rows)
    records.reserveCapacity(rows)
    order.reserveCapacity(rows)
    journal.reserveCapacity(rows)
    factor.reserveInitialRoom(rows: rows, entries: entries)
    for vector in [rowScratch, positionScratch, alpha, rho] { vector.reserve(rows) }
    pivotRow.reserve(columns)
  }
}

extension Factor {
  /// Reserves room for `rows` steps and their entries in a new engine's factors.
  func reserveInitialRoom(rows: Int, entries: Int) {
    stepOfRow.reserveCapacity(rows)
    stepOfPosition.reserveCapacity(rows)
    reserveWork(rows)
    stepRow.reserveCapacity(rows)
    stepPosition.reserveCapacity(rows)
    diagonal.reserveCapacity(rows)
    lColumns.reserve(lists: rows, entries: entries)
    lRows.reserve(lists: rows, entries: entries)
    uRows.reserve(lists: rows, entries: entries)
    uColumns.reserve(lists: rows, entries: entries)
  }
}
