// The undo log: every change an operation that may still fail makes goes through
// these setters, which record the old value while a journal is open. A failed
// operation plays the log backwards and leaves the engine exactly as it was. Rows
// and columns appended inside the journal are not logged at all: the roll-back
// cuts the engine's row and column arrays back to their lengths when the journal
// opened (``removeAppendedSlots()``), so a batch of new rows logs little more than
// their records. Scratch indexed by row or position (dual weights, the factors'
// maps) only ever grows and keeps its length, as it did before.

/// One change to undo: a few plain words (bitwise copied, nothing to release), so
/// that logging the thousands of values a dense pivot moves costs little.
enum Undo: BitwiseCopyable {
  case x(position: Int32, old: Double)
  case head(position: Int32, old: Int32)
  case positionOf(column: Int32, old: Int32)
  case reduced(level: Int32, column: Int32, old: Double)
  case rhs(row: Int32, old: Double)
  case rowMarker(row: Int32, old: Int32)
  case rowOther(row: Int32, old: Int32)
  /// The column's entry lists grew by one.
  case columnEntry(Int32)
  /// A free column id was taken.
  case reusedColumn(Int32)
  /// A free row slot was taken.
  case reusedRow(Int32)
  /// A variable got a column.
  case variable(ObjectIdentifier)
  /// A priority level was created (the last one).
  case level
  /// A constraint was recorded.
  case record(ObjectIdentifier, appendedToOrder: Bool)
  /// The basis was refactorised: the factors and positions before it are the last
  /// of ``Engine/journalSnapshots``.
  case refactored
  /// Every reduced cost was recomputed (``Engine/refreshBasis()``): all of them
  /// before are the last of ``Engine/journalReducedCosts``.
  case reducedCosts
  /// Every basic value was copied to ``Engine/journalValues`` (``Engine/saveValues()``);
  /// later changes to them are not logged.
  case values
}

/// What a refactorisation inside a journal replaces wholesale (the factors, and the
/// position numbering with everything indexed by it), kept for a roll-back.
struct RefactorSnapshot {
  let factor: Factor
  let head: [Int32]
  let positionOf: [Int32]
  let x: [Double]
  let suspects: [Int32]
  let isSuspect: [Bool]
  let ghostRows: Int
  let recyclePending: Bool
}

extension Engine {
  // MARK: Journaled setters

  /// Logs one change while a journal is open (the old value is read only then).
  @inline(__always)
  func note(_ undo: @autoclosure () -> Undo) {
    if journaling { journal.append(undo()) }
  }

  /// Whether a change to row slot (or basis position) `row` goes in the log:
  /// inside a journal, for the slots there were when it opened. A slot appended
  /// since is removed whole by the roll-back, so what it held in between needs no
  /// undoing.
  @inline(__always)
  func logs(row: Int32) -> Bool { journaling && row < journalRows }

  /// Whether a change to column `column` goes in the log (as ``logs(row:)``, for
  /// the columns there were when the journal opened).
  @inline(__always)
  func logs(column: Int32) -> Bool { journaling && column < journalColumns }

  /// Logs a change to row slot (or position) `row` if ``logs(row:)``.
  @inline(__always)
  func note(row: Int32, _ undo: @autoclosure () -> Undo) {
    if logs(row: row) { journal.append(undo()) }
  }

  /// Logs a change to column `column` if ``logs(column:)``.
  @inline(__always)
  func note(column: Int32, _ undo: @autoclosure () -> Undo) {
    if logs(column: column) { journal.append(undo()) }
  }

  @inline(__always)
  func setX(_ position: Int32, _ value: Double) {
    if !journalSavedValues { note(row: position, .x(position: position, old: x[Int(position)])) }
    x[Int(position)] = value
    if !isSuspect[Int(position)] {
      isSuspect[Int(position)] = true
      suspects.append(position)
    }
  }

  /// `x += scale · vector` over the vector's listed positions except `skipped`: the
  /// move of every basic value along a solved column, as ``setX(_:_:)`` would do it
  /// one by one, without per-element checks.
  func moveValues(along vector: SparseVector, by scale: Double, skipping skipped: Int32 = -1) {
    let values = vector.values
    valueDrift += abs(scale)
    if journaling && !journalSavedValues {
      if (journalLoggedValues + vector.count) * Engine.savedValuesFraction > Int(journalRows) {
        saveValues()
      } else {
        for i in vector.indices where i != skipped && i < journalRows && values[Int(i)] != 0 {
          journal.append(.x(position: i, old: x[Int(i)]))
        }
        journalLoggedValues += vector.count
      }
    }
    addToValues(along: vector, by: scale, skipping: skipped)
  }

  /// Once the open journal would have logged values one by one for more than one in
  /// this many of the positions it covers, it copies them all instead
  /// (``saveValues()``). A resize of a list
  /// moves every value along its width, then pivots a few hundred times: about 24
  /// bytes of log and a dozen instructions a value, against a copy of 8 bytes a
  /// value, once.
  static let savedValuesFraction = 8

  /// Copies the basic values the open journal logs (those of the positions there
  /// were when it opened; see ``logs(row:)``) as its `.values` entry: from here to
  /// its end, moving values logs nothing.
  func saveValues() {
    journalValues.removeAll(keepingCapacity: true)
    let saved = min(Int(journalRows), x.count)
    x.withUnsafeBufferPointer { journalValues.append(contentsOf: $0[0..<saved]) }
    journalSavedValues = true
    journal.append(.values)
  }

  /// ``moveValues(along:by:skipping:)`` without the journal or the drift estimate:
  /// `x += scale · vector`, flagging the positions it makes infeasible.
  func addToValues(along vector: SparseVector, by scale: Double, skipping skipped: Int32 = -1) {
    let values = vector.values
    // Only values that now break their column's bound become suspects (what the
    // dual simplex's scan would keep): a dense move along a layout chain shifts
    // thousands of positions that stay feasible, and listing them all made every
    // dual pivot rescan them.
    x.withUnsafeMutableBufferPointer { x in
      isSuspect.withUnsafeMutableBufferPointer { isSuspect in
        head.withUnsafeBufferPointer { head in
          columnKind.withUnsafeBufferPointer { columnKind in
            for i in vector.indices where i != skipped {
              let a = values[Int(i)]
              if a == 0 { continue }
              let value = x[Int(i)] + a * scale
              x[Int(i)] = value
              // Inside the tolerance band nothing is violated: no lookup of the
              // basic column's kind for most of a chain's positions.
              if isSuspect[Int(i)] || abs(value) <= Tolerance.primal { continue }
              let basic = head[Int(i)]
              if basic < 0 || !columnKind[Int(basic)].isViolated(by: value) { continue }
              isSuspect[Int(i)] = true
              suspects.append(i)
            }
          }
        }
      }
    }
  }

  /// `reduced[level] −= ratio · vector` over the vector's listed columns except
  /// `skipped`, marking each changed column a candidate (``setReduced(_:_:_:)`` in
  /// bulk).
  func moveReducedCosts(
    _ level: Int32, along vector: SparseVector, by ratio: Double, skipping skipped: Int32
  ) {
    let values = vector.values
    if journaling {
      for column in vector.indices
      where column != skipped && column < journalColumns && values[Int(column)] != 0 {
        journal.append(
          .reduced(level: level, column: column, old: reduced[Int(level)][Int(column)]))
      }
    }
    reduced[Int(level)].withUnsafeMutableBufferPointer { costs in
      isCandidate.withUnsafeMutableBufferPointer { isCandidate in
        for column in vector.indices where column != skipped {
          let a = values[Int(column)]
          if a == 0 { continue }
          costs[Int(column)] -= ratio * a
          if !isCandidate[Int(column)] {
            isCandidate[Int(column)] = true
            candidates.append(column)
          }
        }
      }
    }
  }

  @inline(__always)
  func setHead(_ position: Int32, _ column: Int32) {
    note(row: position, .head(position: position, old: head[Int(position)]))
    head[Int(position)] = column
  }

  @inline(__always)
  func setPositionOf(_ column: Int32, _ position: Int32) {
    note(column: column, .positionOf(column: column, old: positionOf[Int(column)]))
    positionOf[Int(column)] = position
  }

  @inline(__always)
  func setReduced(_ level: Int32, _ column: Int32, _ value: Double) {
    note(
      column: column, .reduced(level: level, column: column, old: reduced[Int(level)][Int(column)]))
    reduced[Int(level)][Int(column)] = value
    markCandidate(column)
  }

  @inline(__always)
  func markCandidate(_ column: Int32) {
    if !isCandidate[Int(column)] {
      isCandidate[Int(column)] = true
      candidates.append(column)
    }
  }

  /// Inside a journal, keeps the factors, the basis, the values and the suspects
  /// whole (one `.refactored` entry), for an operation that is about to change
  /// them all at once: a refactorisation, a block of exchanges.
  func snapshotBasis() {
    guard journaling else { return }
    journalSnapshots.append(
      RefactorSnapshot(
        factor: factor, head: head.array, positionOf: positionOf.array, x: x.array,
        suspects: suspects, isSuspect: isSuspect.array, ghostRows: ghostRows,
        recyclePending: recyclePending))
    note(.refactored)
  }

  // MARK: Transactions

  /// Opens a journal: from here on every change is recorded. Journals do not nest:
  /// every one is committed or rolled back before the next opens.
  func beginJournal() {
    assert(!journaling && journal.isEmpty, "a journal is already open")
    journaling = true
    journalRows = Int32(rhs.count)
    journalColumns = Int32(columnKind.count)
    factorCheckpoint = factor.checkpoint()
    driftCheckpoint = (valueDrift, settledDrift, settledLargest)
  }

  /// Keeps the changes and closes the journal.
  func commitJournal() {
    closeJournal()
    factorCheckpoint = nil
    factor.commit()
    if let replaced = replacedInJournal {
      // Nothing brings these factors back now: only their eta arrays are of use.
      replaced.releaseAllButEtaStorage()
      etaDonor = replaced
      replacedInJournal = nil
    }
  }

  /// Undoes every recorded change, newest first, and closes the journal.
  func rollBack() {
    guard journaling else { return }
    journaling = false
    // The factors the journal replaced come back; none of them is a donor.
    replacedInJournal = nil
    (valueDrift, settledDrift, settledLargest) = driftCheckpoint
    defer {
      // After the log: a refactorisation in it restores the factors it replaced,
      // and the checkpoint belongs to the first of them.
      if let checkpoint = factorCheckpoint { factor.rollBack(to: checkpoint) }
      factorCheckpoint = nil
    }
    // The log is read in place (not copied), newest entry first.
    for index in journal.indices.reversed() {
      switch journal[index] {
      case .x(let position, let old): x[Int(position)] = old
      case .head(let position, let old): head[Int(position)] = old
      case .positionOf(let column, let old): positionOf[Int(column)] = old
      case .reduced(let level, let column, let old): reduced[Int(level)][Int(column)] = old
      case .rhs(let row, let old): rhs[Int(row)] = old
      case .rowMarker(let row, let old): rowMarker[Int(row)] = old
      case .rowOther(let row, let old): rowOther[Int(row)] = old
      case .columnEntry(let column):
        let at = columnEntries.range(Int(column)).upperBound - 1
        let row = Int(columnEntries.indices[at])
        columnEntries.removeLast(Int(column))
        let rowRange = rowEntries.range(row)
        if !rowRange.isEmpty, rowEntries.indices[rowRange.upperBound - 1] == column {
          rowEntries.removeLast(row)
        }
      case .reusedColumn(let column):
        columnAlive[Int(column)] = false
        columnVariable[Int(column)] = nil
        freeColumns.append(column)
      case .reusedRow(let row):
        rowAlive[Int(row)] = false
        rowEntries.removeAll(Int(row))
        freeRows.append(row)
      case .variable(let key):
        // The column was appended to `externalColumns` last, with this entry.
        let column = Int(externalColumns.removeLast())
        let variable = columnVariable[column]!
        assert(ObjectIdentifier(variable) == key)
        forgetColumn(of: variable)
        externalColumnsVersion &+= 1
      case .level:
        let level = Int32(levelPriority.count - 1)
        levelPriority.removeLast()
        reduced.removeLast()
        levelOrder.removeAll { $0 == level }
      case .record(let key, let appended):
        // Records are only stored while a journal is open: this one is the last.
        let removed = records.removeLast()
        assert(ObjectIdentifier(removed.constraint) == key)
        if appended { order.removeLast() }
      case .refactored:
        let snapshot = journalSnapshots.removeLast()
        factor = snapshot.factor
        forgetUnitColumns()
        head.assign(snapshot.head)
        positionOf.assign(snapshot.positionOf)
        x.assign(snapshot.x)
        suspects = snapshot.suspects
        isSuspect.assign(snapshot.isSuspect)
        ghostRows = snapshot.ghostRows
        recyclePending = snapshot.recyclePending
      case .reducedCosts:
        reduced = journalReducedCosts.removeLast()
      case .values:
        // Everything logged after the copy is undone by now: the positions mean
        // what they meant then (the roll-back cuts any later ones).
        let count = min(journalValues.count, x.count)
        x.withUnsafeMutableBufferPointer { x in
          for position in 0..<count { x[position] = journalValues[position] }
        }
      }
    }
    removeAppendedSlots()
    closeJournal()
  }

  /// Removes the rows and columns appended since the journal opened (after the
  /// log, whose entries may still name them), with whatever they held: their
  /// kinds, levels, owners, entry lists, variables, positions, reduced costs,
  /// right-hand sides, markers, basic columns and values, and their places in the
  /// candidate and suspect lists. Each array is cut to its own length: a
  /// `.refactored` entry brings back arrays as long as they were at the
  /// refactorisation, not as the others are now.
  private func removeAppendedSlots() {
    let columns = Int(journalColumns)
    columnKind.truncate(to: columns)
    columnLevel.truncate(to: columns)
    columnOwner.truncate(to: columns)
    columnEntries.truncateLists(to: min(columns, columnEntries.listCount))
    columnVariable.truncate(to: columns)
    columnAlive.truncate(to: columns)
    positionOf.truncate(to: columns)
    candidates.removeAll { $0 >= journalColumns }
    isCandidate.truncate(to: columns)
    for level in reduced.indices { reduced[level].truncate(to: columns) }
    let rows = Int(journalRows)
    rhs.truncate(to: rows)
    rowEntries.truncateLists(to: min(rows, rowEntries.listCount))
    rowAlive.truncate(to: rows)
    rowMarker.truncate(to: rows)
    rowOther.truncate(to: rows)
    head.truncate(to: rows)
    x.truncate(to: rows)
    suspects.removeAll { $0 >= journalRows }
    isSuspect.truncate(to: rows)
  }

  /// Empties the log, keeping its storage for the next operation unless one
  /// unusually long operation grew it.
  private func closeJournal() {
    journaling = false
    journal.removeAll(keepingCapacity: journal.capacity <= 1 << 16)
    journalSnapshots.removeAll()
    journalReducedCosts.removeAll()
    journalSavedValues = false
    journalLoggedValues = 0
  }
}
