// Refactorisation: sparse Gaussian elimination of the basis matrix from scratch, with
// Markowitz's pivot choice (Markowitz 1957; Duff, Erisman & Reid, "Direct Methods for
// Sparse Matrices", ch. 7) and threshold partial pivoting. Layout bases are nearly
// triangular, so most steps are singletons and cost nothing but bookkeeping.

/// A min-heap of (count, id) pairs with lazy deletion: stale entries are skipped when
/// popped.
private struct CountHeap {
  var items: [(count: Int32, id: Int32)] = []

  mutating func push(_ count: Int32, _ id: Int32) {
    items.append((count, id))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if less(items[child], items[parent]) {
        items.swapAt(child, parent)
        child = parent
      } else {
        break
      }
    }
  }

  mutating func pop() -> (count: Int32, id: Int32)? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < items.count, less(items[left], items[smallest]) { smallest = left }
        if right < items.count, less(items[right], items[smallest]) { smallest = right }
        if smallest == parent { break }
        items.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return top
  }

  private func less(_ a: (count: Int32, id: Int32), _ b: (count: Int32, id: Int32)) -> Bool {
    a.count < b.count || (a.count == b.count && a.id < b.id)
  }
}

extension Factor {
  /// Factorises the basis `B = A[rows, columns]` from scratch.
  ///
  /// - Parameters:
  ///   - rows: the live row slots (m of them).
  ///   - columns: the basic columns (m of them).
  ///   - capacity: the slot capacity (rows and positions).
  ///   - entries: a column's entries in live rows, as (row slot, value).
  /// - Returns: the factors, and for each step the basic column pivoted there (its new
  ///   position is the step's row slot); `nil` when B is singular.
  static func factorize(
    rows: [Int32], columns: [Int32], capacity: Int,
    entries: (Int32) -> [(row: Int32, value: Double)]
  ) -> (factor: Factor, pivotColumns: [Int32])? {
    let m = rows.count
    precondition(columns.count == m)
    var localRow = [Int32](repeating: -1, count: capacity)
    for (i, row) in rows.enumerated() { localRow[Int(row)] = Int32(i) }

    // The active submatrix, by rows (with values) and by columns (row ids only).
    var rowColumns = [[Int32]](repeating: [], count: m)
    var rowValues = [[Double]](repeating: [], count: m)
    var columnRows = [[Int32]](repeating: [], count: m)
    for (j, column) in columns.enumerated() {
      for entry in entries(column) {
        let i = localRow[Int(entry.row)]
        if i < 0 || entry.value == 0 { continue }
        rowColumns[Int(i)].append(Int32(j))
        rowValues[Int(i)].append(entry.value)
        columnRows[j].append(i)
      }
    }
    var rowDone = [Bool](repeating: false, count: m)
    var columnDone = [Bool](repeating: false, count: m)
    var rowHeap = CountHeap()
    var columnHeap = CountHeap()
    for i in 0..<m { rowHeap.push(Int32(rowColumns[i].count), Int32(i)) }
    for j in 0..<m { columnHeap.push(Int32(columnRows[j].count), Int32(j)) }

    var pivotRowOfStep: [Int32] = []
    var pivotColumnOfStep: [Int32] = []
    var pivotValues: [Double] = []
    var uRowsLocal: [[(column: Int32, value: Double)]] = []
    var lColumnsLocal: [[(row: Int32, value: Double)]] = []
    pivotRowOfStep.reserveCapacity(m)

    func valueIndex(_ i: Int, _ j: Int32) -> Int? {
      rowColumns[i].firstIndex(of: j)
    }
    func removeRow(_ i: Int32, fromColumn j: Int) {
      if let at = columnRows[j].firstIndex(of: i) {
        columnRows[j].swapAt(at, columnRows[j].count - 1)
        columnRows[j].removeLast()
      }
    }

    for _ in 0..<m {
      // Choose the pivot: a column singleton, else a row singleton, else the best
      // Markowitz count (r−1)(c−1) among the sparsest columns, subject to the
      // threshold |a| ≥ 0.1·max|column|.
      var pivotRow: Int32 = -1
      var pivotColumn: Int32 = -1
      var examined: [(count: Int32, id: Int32)] = []
      var bestCost = Int.max
      while let top = columnHeap.pop() {
        let j = Int(top.id)
        if columnDone[j] || Int32(columnRows[j].count) != top.count { continue }
        examined.append(top)
        if top.count == 0 { return nil }  // structurally singular
        var largest = 0.0
        for i in columnRows[j] {
          largest = max(largest, abs(rowValues[Int(i)][valueIndex(Int(i), top.id)!]))
        }
        for i in columnRows[j] {
          let value = rowValues[Int(i)][valueIndex(Int(i), top.id)!]
          guard abs(value) >= 0.1 * largest else { continue }
          let cost = (rowColumns[Int(i)].count - 1) * (columnRows[j].count - 1)
          if cost < bestCost || (cost == bestCost && (i < pivotRow || top.id < pivotColumn)) {
            bestCost = cost
            pivotRow = i
            pivotColumn = top.id
          }
        }
        if bestCost == 0 || examined.count >= 4 { break }
      }
      if bestCost > 0 {
        // A row singleton costs nothing either.
        while let top = rowHeap.pop() {
          let i = Int(top.id)
          if rowDone[i] || Int32(rowColumns[i].count) != top.count { continue }
          rowHeap.push(top.count, top.id)
          if top.count == 1 {
            let j = rowColumns[i][0]
            pivotRow = top.id
            pivotColumn = j
            bestCost = 0
          }
          break
        }
      }
      for item in examined where item.id != pivotColumn { columnHeap.push(item.count, item.id) }
      guard pivotRow >= 0 else { return nil }

      let r = Int(pivotRow)
      let pivotAt = valueIndex(r, pivotColumn)!
      let pivotValue = rowValues[r][pivotAt]
      guard pivotValue != 0, pivotValue.isFinite else { return nil }

      // Take the pivot row out of the active matrix: it becomes U's row.
      var uRow: [(column: Int32, value: Double)] = []
      for (at, j) in rowColumns[r].enumerated() {
        removeRow(pivotRow, fromColumn: Int(j))
        if j != pivotColumn { uRow.append((j, rowValues[r][at])) }
      }
      rowDone[r] = true
      columnDone[Int(pivotColumn)] = true

      // Eliminate the pivot column from the other rows: L's column.
      var lColumn: [(row: Int32, value: Double)] = []
      let others = columnRows[Int(pivotColumn)]
      columnRows[Int(pivotColumn)] = []
      for i32 in others {
        let i = Int(i32)
        guard let at = valueIndex(i, pivotColumn) else { continue }
        let multiplier = rowValues[i][at] / pivotValue
        rowColumns[i].swapAt(at, rowColumns[i].count - 1)
        rowValues[i].swapAt(at, rowValues[i].count - 1)
        rowColumns[i].removeLast()
        rowValues[i].removeLast()
        lColumn.append((rows[i], multiplier))
        for entry in uRow {
          let update = -multiplier * entry.value
          if let existing = valueIndex(i, entry.column) {
            let sum = rowValues[i][existing] + update
            if abs(sum) <= 1e-14 * max(abs(update), abs(rowValues[i][existing])) {
              rowColumns[i].swapAt(existing, rowColumns[i].count - 1)
              rowValues[i].swapAt(existing, rowValues[i].count - 1)
              rowColumns[i].removeLast()
              rowValues[i].removeLast()
              removeRow(i32, fromColumn: Int(entry.column))
              columnHeap.push(Int32(columnRows[Int(entry.column)].count), entry.column)
            } else {
              rowValues[i][existing] = sum
            }
          } else {
            rowColumns[i].append(entry.column)
            rowValues[i].append(update)
            columnRows[Int(entry.column)].append(i32)
            columnHeap.push(Int32(columnRows[Int(entry.column)].count), entry.column)
          }
        }
        rowHeap.push(Int32(rowColumns[i].count), i32)
      }
      for entry in uRow {
        columnHeap.push(Int32(columnRows[Int(entry.column)].count), entry.column)
      }

      pivotRowOfStep.append(pivotRow)
      pivotColumnOfStep.append(pivotColumn)
      pivotValues.append(pivotValue)
      uRowsLocal.append(uRow)
      lColumnsLocal.append(lColumn)
    }

    // Assemble the factors in step space.
    let factor = Factor()
    factor.reserve(capacity)
    var stepOfLocalColumn = [Int32](repeating: -1, count: m)
    for (step, j) in pivotColumnOfStep.enumerated() { stepOfLocalColumn[Int(j)] = Int32(step) }
    var nonZeros = 0
    var uColumnCounts = [Int32](repeating: 0, count: m)
    var lRowCounts = [Int32](repeating: 0, count: capacity)
    for step in 0..<m {
      let slot = rows[Int(pivotRowOfStep[step])]
      factor.stepRow.append(slot)
      factor.stepPosition.append(slot)
      factor.diagonal.append(pivotValues[step])
      factor.stepOfRow[Int(slot)] = Int32(step)
      factor.stepOfPosition[Int(slot)] = Int32(step)
      for entry in uRowsLocal[step] {
        uColumnCounts[Int(stepOfLocalColumn[Int(entry.column)])] += 1
      }
      for entry in lColumnsLocal[step] { lRowCounts[Int(entry.row)] += 1 }
    }
    // Lay the lists out packed: each list's room is exactly its final count.
    func packed(_ counts: [Int32]) -> SparseLists {
      var lists = SparseLists()
      var offset: Int32 = 0
      for count in counts {
        lists.start.append(offset)
        lists.count.append(0)
        lists.room.append(count)
        offset += count
      }
      lists.indices = [Int32](repeating: 0, count: Int(offset))
      lists.values = [Double](repeating: 0, count: Int(offset))
      return lists
    }
    factor.uRows = packed(uRowsLocal.map { Int32($0.count) })
    factor.uColumns = packed(uColumnCounts)
    factor.lColumns = packed(lColumnsLocal.map { Int32($0.count) })
    factor.lRows = packed(lRowCounts)
    for step in 0..<m {
      for entry in uRowsLocal[step] {
        let later = stepOfLocalColumn[Int(entry.column)]
        factor.uRows.append(step, later, entry.value)
        factor.uColumns.append(Int(later), Int32(step), entry.value)
      }
      for entry in lColumnsLocal[step] {
        factor.lColumns.append(step, entry.row, entry.value)
        factor.lRows.append(Int(entry.row), Int32(step), entry.value)
      }
      nonZeros += uRowsLocal[step].count + lColumnsLocal[step].count + 1
    }
    factor.factoredNonZeros = nonZeros
    return (factor, pivotColumnOfStep.map { columns[Int($0)] })
  }
}
