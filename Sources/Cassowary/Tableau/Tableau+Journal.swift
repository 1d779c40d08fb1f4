// The undo log. An operation that may fail (adding required constraints, changing the
// constant of a required one) runs inside a journal; on failure `rollBack()` puts the
// tableau back exactly as it was: the same rows in the same slots, the same symbols,
// the same values. kiwi leaves a rejected row in its tableau (nucleic/kiwi#52); this
// is the fix.
//
// Rows are copy-on-write arrays and every row update builds new arrays, so saving a
// row costs a retain, not a copy.

/// What an operation in progress has changed.
struct Journal {
  /// The first version of every slot touched, with the basic symbol it defined.
  var savedRows: [(slot: Int32, row: Row, basic: Int32)] = []
  /// Slots already saved (so that only the first version is kept).
  var savedSlots: Set<Int32> = []
  /// `rows.count` at the start: slots beyond it are new.
  var rowCount: Int
  /// `kinds.count` at the start: symbols beyond it are new.
  var symbolCount: Int
  /// Small changes to undo in reverse order: free-slot pops and pushes, use counts.
  var steps: [UndoStep] = []
  /// The objective rows and levels at the start, once they change.
  var objective: (levels: [Double], rows: [Row])?
  /// Variables that got their first symbol during the operation.
  var newVariables: [ObjectIdentifier] = []

  /// Saves `slot`'s current row, the first time it is touched.
  mutating func record(slot: Int32, in tableau: Tableau) {
    guard Int(slot) < rowCount, savedSlots.insert(slot).inserted else { return }
    savedRows.append((slot, tableau.rows[Int(slot)], tableau.basicOf[Int(slot)]))
  }
}

/// A small change recorded in the journal.
enum UndoStep {
  /// `slot` was taken from the free list.
  case popped(Int32)
  /// A slot was pushed onto the free list.
  case pushed
  /// `symbol`'s use count was `count`.
  case useCount(symbol: Int32, count: Int32)
}

extension Tableau {
  /// Starts recording.
  func beginJournal() {
    precondition(journal == nil, "nested journals")
    journal = Journal(rowCount: rows.count, symbolCount: kinds.count)
  }

  /// Forgets the record: the operation succeeded.
  func commitJournal() {
    journal = nil
  }

  /// Puts back everything recorded since ``beginJournal()``.
  func rollBack() {
    guard let saved = journal else { return }
    journal = nil
    // Unindex the current contents of every touched or new slot.
    for entry in saved.savedRows {
      detach(slot: entry.slot, keepingSymbolsBelow: saved.symbolCount)
    }
    for slot in saved.rowCount..<rows.count {
      detach(slot: Int32(slot), keepingSymbolsBelow: saved.symbolCount)
    }
    rows.removeLast(rows.count - saved.rowCount)
    basicOf.removeLast(basicOf.count - saved.rowCount)
    // Forget new symbols.
    kinds.removeLast(kinds.count - saved.symbolCount)
    rowOf.removeLast(rowOf.count - saved.symbolCount)
    columns.removeLast(columns.count - saved.symbolCount)
    symbolVariable.removeLast(symbolVariable.count - saved.symbolCount)
    useCount.removeLast(useCount.count - saved.symbolCount)
    owner.removeLast(owner.count - saved.symbolCount)
    for key in saved.newVariables { variableSymbols[key] = nil }
    for step in saved.steps.reversed() {
      switch step {
      case .popped(let slot): freeSlots.append(slot)
      case .pushed: freeSlots.removeLast()
      case .useCount(let symbol, let count):
        if Int(symbol) < useCount.count { useCount[Int(symbol)] = count }
      }
    }
    // Restore the saved rows and index them again.
    for entry in saved.savedRows {
      rows[Int(entry.slot)] = entry.row
      basicOf[Int(entry.slot)] = entry.basic
      if entry.basic >= 0 {
        rowOf[Int(entry.basic)] = entry.slot
        for symbol in entry.row.symbols { columns[Int(symbol)].append(entry.slot) }
      }
    }
    if let objective = saved.objective {
      levels = objective.levels
      self.objective = objective.rows
    }
    infeasibleRows.removeAll()
  }

  /// Removes `slot` from the index and clears its basic symbol's back-reference.
  private func detach(slot: Int32, keepingSymbolsBelow symbolCount: Int) {
    let basic = basicOf[Int(slot)]
    if basic >= 0, Int(basic) < symbolCount { rowOf[Int(basic)] = -1 }
    for symbol in rows[Int(slot)].symbols where Int(symbol) < symbolCount {
      unindex(slot: slot, from: symbol)
    }
  }
}

extension Optional where Wrapped == Journal {
  /// Saves `slot`'s row if a journal is running.
  @inline(__always)
  mutating func record(slot: Int32, in tableau: Tableau) {
    if self != nil { self!.record(slot: slot, in: tableau) }
  }

  /// Records a small change if a journal is running.
  @inline(__always)
  mutating func record(_ step: UndoStep) {
    if self != nil { self!.steps.append(step) }
  }

  /// Saves the objective if a journal is running (call before changing it).
  @inline(__always)
  mutating func recordObjective(_ tableau: Tableau) {
    if self != nil, self!.objective == nil {
      self!.objective = (tableau.levels, tableau.objective)
    }
  }

}
