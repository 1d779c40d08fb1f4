// Row storage and the two operations every simplex step is made of: substituting a
// row for a symbol, and pivoting.

extension Tableau {
  /// Stores `row` as the definition of `basic` and indexes its cells.
  @discardableResult
  func insertRow(_ row: Row, basic: Int32) -> Int32 {
    let slot: Int32
    if let free = freeSlots.popLast() {
      journal.record(.popped(free))
      slot = free
      journal.record(slot: slot, in: self)
      rows[Int(slot)] = row
      basicOf[Int(slot)] = basic
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      basicOf.append(basic)
    }
    rowOf[Int(basic)] = slot
    for symbol in row.symbols { columns[Int(symbol)].append(slot) }
    return slot
  }

  /// Removes the row in `slot` from the tableau and returns it.
  @discardableResult
  func removeRow(at slot: Int32) -> Row {
    journal.record(slot: slot, in: self)
    let row = rows[Int(slot)]
    for symbol in row.symbols { unindex(slot: slot, from: symbol) }
    rowOf[Int(basicOf[Int(slot)])] = -1
    basicOf[Int(slot)] = -1
    rows[Int(slot)] = Row()
    journal.record(.pushed)
    freeSlots.append(slot)
    return row
  }

  /// Removes `slot` from the column of `symbol`.
  @inline(__always)
  func unindex(slot: Int32, from symbol: Int32) {
    let s = Int(symbol)
    if let at = columns[s].firstIndex(of: slot) {
      columns[s].swapAt(at, columns[s].count - 1)
      columns[s].removeLast()
    }
  }

  /// `rows[slot] += factor · other`, keeping the column index in step. The cell of
  /// `eliminating` (a symbol `other` defines, being substituted away) is dropped, and
  /// its column left for the caller to clear.
  func addMultiple(of other: Row, _ factor: Double, toRow slot: Int32, eliminating: Int32 = -1) {
    journal.record(slot: slot, in: self)
    let target = rows[Int(slot)]
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    symbols.reserveCapacity(target.symbols.count + other.symbols.count)
    coefficients.reserveCapacity(target.symbols.count + other.symbols.count)
    var i = 0
    var j = 0
    let a = target.symbols
    let b = other.symbols
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i] < b[j]) {
        if a[i] != eliminating {
          symbols.append(a[i])
          coefficients.append(target.coefficients[i])
        }
        i += 1
      } else if i == a.count || b[j] < a[i] {
        let c = other.coefficients[j] * factor
        if !Tolerance.isZero(c) {
          symbols.append(b[j])
          coefficients.append(c)
          columns[Int(b[j])].append(slot)
        }
        j += 1
      } else {
        let c = target.coefficients[i] + other.coefficients[j] * factor
        if Tolerance.isZero(c) {
          unindex(slot: slot, from: a[i])
        } else {
          symbols.append(a[i])
          coefficients.append(c)
        }
        i += 1
        j += 1
      }
    }
    var result = Row(constant: target.constant + other.constant * factor)
    result.symbols = symbols
    result.coefficients = coefficients
    rows[Int(slot)] = result
  }

  /// `row += factor · other` for a row outside the tableau (an objective row).
  static func addMultiple(of other: Row, _ factor: Double, to row: inout Row) {
    var result = Row(constant: row.constant + other.constant * factor)
    result.symbols.reserveCapacity(row.symbols.count + other.symbols.count)
    result.coefficients.reserveCapacity(row.symbols.count + other.symbols.count)
    var i = 0
    var j = 0
    let a = row.symbols
    let b = other.symbols
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i] < b[j]) {
        result.symbols.append(a[i])
        result.coefficients.append(row.coefficients[i])
        i += 1
      } else if i == a.count || b[j] < a[i] {
        let c = other.coefficients[j] * factor
        if !Tolerance.isZero(c) {
          result.symbols.append(b[j])
          result.coefficients.append(c)
        }
        j += 1
      } else {
        let c = row.coefficients[i] + other.coefficients[j] * factor
        if !Tolerance.isZero(c) {
          result.symbols.append(a[i])
          result.coefficients.append(c)
        }
        i += 1
        j += 1
      }
    }
    row = result
  }

  /// Replaces `symbol` by `definition` in every row and objective that mentions it
  /// (kiwi's `substitute`), through the column index. Restricted rows that go
  /// negative are queued for the dual simplex.
  func substitute(_ symbol: Int32, with definition: Row, artificial: inout Row?) {
    let slots = columns[Int(symbol)]
    for slot in slots {
      let coefficient = rows[Int(slot)].coefficient(of: symbol)
      addMultiple(of: definition, coefficient, toRow: slot, eliminating: symbol)
      let basic = basicOf[Int(slot)]
      if kinds[Int(basic)].isRestricted, rows[Int(slot)].constant < 0 {
        infeasibleRows.append(slot)
      }
    }
    columns[Int(symbol)].removeAll()
    for level in objective.indices {
      substitute(symbol, with: definition, inObjective: level)
    }
    if var row = artificial {
      Tableau.substitute(symbol, with: definition, in: &row)
      artificial = row
    }
  }

  /// Replaces `symbol` by `definition` in objective row `level`.
  func substitute(_ symbol: Int32, with definition: Row, inObjective level: Int) {
    guard objective[level].index(of: symbol) != nil else { return }
    journal.recordObjective(self)
    Tableau.substitute(symbol, with: definition, in: &objective[level])
  }

  /// Replaces `symbol` by `definition` in a row outside the tableau.
  static func substitute(_ symbol: Int32, with definition: Row, in row: inout Row) {
    guard let at = row.index(of: symbol) else { return }
    let coefficient = row.coefficients[at]
    row.remove(at: at)
    addMultiple(of: definition, coefficient, to: &row)
  }

  /// Makes `entering` basic in the row of `slot`; the row's basic symbol becomes
  /// parametric. Every other row and the objective are rewritten through the column
  /// index of `entering`.
  func pivot(slot: Int32, entering: Int32, artificial: inout Row?) {
    journal.record(slot: slot, in: self)
    let leaving = basicOf[Int(slot)]
    var row = rows[Int(slot)]
    for symbol in row.symbols { unindex(slot: slot, from: symbol) }
    // basic = c + Σ … + a·entering   ⇒   0 = c + Σ … + a·entering − basic
    row.add(leaving, -1)
    row.solve(for: entering)
    rowOf[Int(leaving)] = -1
    rows[Int(slot)] = Row()
    basicOf[Int(slot)] = -1
    substitute(entering, with: row, artificial: &artificial)
    rows[Int(slot)] = row
    basicOf[Int(slot)] = entering
    rowOf[Int(entering)] = slot
    for symbol in row.symbols { columns[Int(symbol)].append(slot) }
  }
}
