// Refactorisation: sparse Gaussian elimination of the basis matrix from scratch. The
// triangular part comes first — column and row singletons, found by counts alone
// (the "triangularisation" of LP codes; Duff, Erisman & Reid, "Direct Methods for
// Sparse Matrices", §8.2) — and costs one pass over the non-zeros; a cycle is broken
// by setting its busiest column aside as a spike, pivoted last. What is left (the
// "bump": the spikes' rows, a handful for a layout) gets Markowitz's pivot choice
// (Markowitz 1957) with threshold partial pivoting.

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

/// A growable list of plain values in one raw allocation: the elimination appends a
/// few hundred thousand entries a refactorisation, and an `Array` append checks the
/// buffer's uniqueness every time. Freed by ``deallocate()``.
private struct RawList<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 4)
    base = .allocate(capacity: self.capacity)
  }

  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  private mutating func grow() {
    capacity *= 2
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    base = grown
  }

  /// Removes and returns the last element (a stack's pop).
  @inline(__always)
  mutating func popLast() -> Element? {
    guard count > 0 else { return nil }
    count -= 1
    return base[count]
  }

  @inline(__always)
  subscript(index: Int) -> Element { base[index] }

  func deallocate() { base.deallocate() }
}

/// Each row's entries in the spike columns while the elimination runs (current
/// values, fill included): a linked list a row, in insertion order, over one pool of
/// nodes. A basis has a few spikes, so a row's list is short; an array a row cost an
/// allocation and a release for every row that met a spike (a quarter of a stack's
/// refactorisation). No row has a list until ``start(rows:)`` (the node pools start
/// at a few entries); freed by ``deallocate()``.
private struct SpikeEntries {
  /// Whether no spike has been set aside yet (no row has a list).
  private(set) var isEmpty = true
  private var head: UnsafeMutablePointer<Int32>?
  private var tail: UnsafeMutablePointer<Int32>?
  private var columns = RawList<Int32>(capacity: 0)
  private var values = RawList<Double>(capacity: 0)
  private var links = RawList<Int32>(capacity: 0)

  /// Gives each of `rows` rows an empty list (at the first spike).
  mutating func start(rows: Int) {
    head = .allocate(capacity: rows)
    tail = .allocate(capacity: rows)
    head!.initialize(repeating: -1, count: rows)
    tail!.initialize(repeating: -1, count: rows)
    isEmpty = false
  }

  /// The first node of `row`'s list, or -1 (call only when not empty).
  @inline(__always)
  func first(_ row: Int) -> Int32 { head![row] }

  /// The node after `node` in its row, or -1.
  @inline(__always)
  func next(_ node: Int32) -> Int32 { links[Int(node)] }

  @inline(__always)
  func column(_ node: Int32) -> Int32 { columns[Int(node)] }

  @inline(__always)
  func value(_ node: Int32) -> Double { values[Int(node)] }

  /// Appends an entry to `row`'s list.
  mutating func append(row: Int, column: Int32, value: Double) {
    let node = Int32(columns.count)
    columns.append(column)
    values.append(value)
    links.append(-1)
    if tail![row] >= 0 { links.base[Int(tail![row])] = node } else { head![row] = node }
    tail![row] = node
  }

  /// Adds `amount` to `row`'s entry in `column`, appending one if it has none.
  mutating func add(_ amount: Double, row: Int, column: Int32) {
    var node = head![row]
    while node >= 0 {
      if columns[Int(node)] == column {
        values.base[Int(node)] += amount
        return
      }
      node = links[Int(node)]
    }
    append(row: row, column: column, value: amount)
  }

  func deallocate() {
    head?.deallocate()
    tail?.deallocate()
    columns.deallocate()
    values.deallocate()
    links.deallocate()
  }
}

/// One triangle of an elimination record as two packed lists: by step (step `s`
/// holds `indices[starts[s]..<starts[s + 1]]`, mapped through `map`) and transposed,
/// by mapped index over `transposedCount` lists. Both keep their entries in step
/// order, as the solves expect, and are filled in one pass after one counting pass.
@inline(__always)
private func packedTriangle(
  starts: UnsafeMutablePointer<Int>, indices: RawList<Int32>, values: RawList<Double>,
  steps: Int, growthSteps: Int,
  transposedCount: Int, map: (Int32) -> Int32
) -> (byStep: SparseLists, transposed: SparseLists) {
  let stepCounts = [Int32](unsafeUninitializedCapacity: steps) { counts, initialized in
    for step in 0..<steps { counts[step] = Int32(starts[step + 1] - starts[step]) }
    initialized = steps
  }
  var transposedCounts = [Int32](repeating: 0, count: transposedCount)
  transposedCounts.withUnsafeMutableBufferPointer { transposedCounts in
    for k in 0..<starts[steps] { transposedCounts[Int(map(indices[k]))] += 1 }
  }
  let spare =
    growthSteps > 0
    ? Factor.growthEntries(entries: starts[steps], steps: steps, growth: growthSteps) : 0
  let (byStep, transposed) = SparseLists.packedPair(
    counts: stepCounts, transposedCounts: transposedCounts, spareLists: growthSteps,
    spareEntries: spare
  ) { byStep, transposed in
    for step in 0..<steps {
      for k in starts[step]..<starts[step + 1] {
        let other = map(indices[k])
        byStep.append(step, other, values[k])
        transposed.append(Int(other), Int32(step), values[k])
      }
    }
  }
  return (byStep, transposed)
}

/// The pivots of an elimination in order, with each step's `U` row (over local
/// columns pivoted later) and `L` column (over local rows eliminated), in flat lists.
/// There are as many steps as rows, so the per-step lists are allocated to size
/// and written at ``steps``; the entry lists grow.
private struct EliminationRecord {
  let pivotRow: UnsafeMutablePointer<Int32>
  let pivotColumn: UnsafeMutablePointer<Int32>
  let pivotValue: UnsafeMutablePointer<Double>
  /// Step `s`'s `U` entries are `uColumn[uStart[s]..<uStart[s + 1]]`.
  let uStart: UnsafeMutablePointer<Int>
  /// Step `s`'s `L` entries are `lRow[lStart[s]..<lStart[s + 1]]`.
  let lStart: UnsafeMutablePointer<Int>
  var uColumn: RawList<Int32>
  var uValue: RawList<Double>
  var lRow: RawList<Int32>
  var lValue: RawList<Double>
  /// How many steps are closed.
  private(set) var steps = 0

  init(steps: Int, entries: Int) {
    pivotRow = .allocate(capacity: max(steps, 1))
    pivotColumn = .allocate(capacity: max(steps, 1))
    pivotValue = .allocate(capacity: max(steps, 1))
    uStart = .allocate(capacity: steps + 1)
    lStart = .allocate(capacity: steps + 1)
    uColumn = RawList(capacity: entries)
    uValue = RawList(capacity: entries)
    lRow = RawList(capacity: entries)
    lValue = RawList(capacity: entries)
    uStart[0] = 0
    lStart[0] = 0
  }

  func deallocate() {
    pivotRow.deallocate()
    pivotColumn.deallocate()
    pivotValue.deallocate()
    uStart.deallocate()
    uColumn.deallocate()
    uValue.deallocate()
    lStart.deallocate()
    lRow.deallocate()
    lValue.deallocate()
  }

  /// Closes a step: pivots on `value` at (`row`, `column`), with the entries
  /// appended since the last step. No more steps than the rows it was sized for.
  @inline(__always)
  mutating func closeStep(row: Int32, column: Int32, value: Double) {
    pivotRow[steps] = row
    pivotColumn[steps] = column
    pivotValue[steps] = value
    uStart[steps + 1] = uColumn.count
    lStart[steps + 1] = lRow.count
    steps += 1
  }
}

extension Factor {
  /// Factorises the basis `B = A[rows, columns]` from scratch.
  ///
  /// - Parameters:
  ///   - rows: the live row slots (m of them).
  ///   - columns: the basic columns (m of them).
  ///   - capacity: the slot capacity (rows and positions).
  ///   - entries: every column's entries (row slots, dead rows included).
  ///   - rowAlive: which row slots are live.
  /// - Returns: the factors, and for each step the basic column pivoted there (its new
  ///   position is the step's row slot); `nil` when B is singular. The factors' work
  ///   vectors are not sized yet: the caller shares or reserves them
  ///   (``shareScratch(with:)``, ``reserve(_:)``) before solving.
  static func factorize(
    rows: [Int32], columns: [Int32], capacity: Int, entries: SparseLists, rowAlive: [Bool]
  ) -> (factor: Factor, pivotColumns: [Int32])? {
    var deficiency: Deficiency?
    return factorize(
      rows: rows, columns: columns, capacity: capacity, entries: entries, rowAlive: rowAlive,
      deficiency: &deficiency)
  }

  /// What elimination finds a singular basis lacks
  /// (``factorize(rows:columns:capacity:entries:rowAlive:deficiency:)``).
  struct Deficiency {
    /// The basic columns that elimination found dependent on the others.
    var columns: [Int32] = []
    /// The row slots that no column was left to pivot on: as many as ``columns``.
    var rows: [Int32] = []
  }

  /// ``factorize(rows:columns:capacity:entries:rowAlive:)``, which, when `deficiency`
  /// is not `nil` and B is singular, eliminates past each column it finds dependent
  /// (left empty, or emptied by cancellation, when its turn comes) and returns `nil`
  /// with those columns and the rows no column was left to pivot on in
  /// `deficiency`. Replacing each such column by a unit column of one such row makes
  /// the basis non-singular: elimination never touched those rows as pivots, so a
  /// unit column there stays a unit column (the "basis repair" of LP codes after a
  /// failed factorisation; Koberstein 2005, §6.4). A regular basis is factorised as
  /// without it, and `deficiency` stays empty.
  ///
  /// The factors' per-step arrays and lists get capacity for `growthSteps` more steps
  /// (``growthEntries(entries:steps:growth:)`` in each list), reserved as they are
  /// built rather than by copying them once built.
  static func factorize(
    rows: [Int32], columns: [Int32], capacity: Int, entries: SparseLists, rowAlive: [Bool],
    growthSteps: Int = 0, deficiency: inout Deficiency?
  ) -> (factor: Factor, pivotColumns: [Int32])? {
    let m = rows.count
    precondition(columns.count == m)
    // Working arrays as raw buffers, freed on return: this runs every few dozen
    // pivots on bases of tens of thousands of rows, and array writes would each pay
    // a uniqueness check.
    var owned: [UnsafeMutableRawPointer] = []
    defer { for pointer in owned { pointer.deallocate() } }
    func buffer<T>(_ count: Int, _ value: T) -> UnsafeMutableBufferPointer<T> {
      let result = UnsafeMutableBufferPointer<T>.allocate(capacity: max(count, 1))
      result.initialize(repeating: value)
      owned.append(UnsafeMutableRawPointer(result.baseAddress!))
      return result
    }
    let localRow = buffer(capacity, Int32(-1))
    for (i, row) in rows.enumerated() { localRow[Int(row)] = Int32(i) }

    // B by columns and by rows, in flat arrays.
    var bound = 0
    for column in columns { bound += entries.range(Int(column)).count }
    let columnStart = buffer(m + 1, 0)
    let entryRow = buffer(bound, Int32(0))
    let entryValue = buffer(bound, 0.0)
    var nonZeros = 0
    let rowCount = buffer(m, Int32(0))
    entries.indices.withUnsafeBufferPointer { slots in
      entries.values.withUnsafeBufferPointer { values in
        rowAlive.withUnsafeBufferPointer { rowAlive in
          for (j, column) in columns.enumerated() {
            for k in entries.range(Int(column)) {
              let slot = slots[k]
              let value = values[k]
              guard rowAlive[Int(slot)], value != 0 else { continue }
              let i = localRow[Int(slot)]
              guard i >= 0 else { continue }
              entryRow[nonZeros] = i
              entryValue[nonZeros] = value
              nonZeros += 1
              rowCount[Int(i)] += 1
            }
            columnStart[j + 1] = nonZeros
          }
        }
      }
    }
    let rowStart = buffer(m + 1, 0)
    for i in 0..<m { rowStart[i + 1] = rowStart[i] + Int(rowCount[i]) }
    let rowEntryColumn = buffer(nonZeros, Int32(0))
    let rowEntryValue = buffer(nonZeros, 0.0)
    let fill = buffer(m + 1, 0)
    for i in 0...m { fill[i] = rowStart[i] }
    for j in 0..<m {
      for k in columnStart[j]..<columnStart[j + 1] {
        let i = Int(entryRow[k])
        rowEntryColumn[fill[i]] = Int32(j)
        rowEntryValue[fill[i]] = entryValue[k]
        fill[i] += 1
      }
    }
    let columnCount = buffer(m, Int32(0))
    for j in 0..<m { columnCount[j] = Int32(columnStart[j + 1] - columnStart[j]) }

    // The triangular part: singletons by counts. A layout's basis is triangular but
    // for its cycles — a chain closed at both ends, widths tied by ratios to one
    // width — and a cycle leaves no singleton. There, the column with the most
    // active entries (the width every ratio mentions) is set aside as a *spike*:
    // it no longer counts, which frees singletons again, and is pivoted last. The
    // rows eliminated meanwhile carry their spike entries along (fill confined to
    // the spike columns); what is left at the end — the rows holding nothing but
    // spike entries, usually one per cycle — is a small bump (Hellerman & Rarick's
    // "P³" idea of spikes, in its simplest form).
    let rowDone = buffer(m, false)
    let columnDone = buffer(m, false)
    let isSpike = buffer(m, false)
    var spikeCount = 0
    /// Each row's entries in spike columns (empty until the first spike: most bases
    /// have none).
    var spikes = SpikeEntries()
    defer { spikes.deallocate() }
    var record = EliminationRecord(steps: m, entries: nonZeros)
    defer { record.deallocate() }
    var columnSingletons = RawList<Int32>(capacity: m)
    var rowSingletons = RawList<Int32>(capacity: m)
    defer {
      columnSingletons.deallocate()
      rowSingletons.deallocate()
    }
    for j in 0..<m where columnCount[j] == 1 { columnSingletons.append(Int32(j)) }
    for i in 0..<m where rowCount[i] == 1 { rowSingletons.append(Int32(i)) }
    var spikeScan = 0
    while record.steps < m {
      if let j32 = columnSingletons.popLast() {
        let j = Int(j32)
        guard !columnDone[j], !isSpike[j], columnCount[j] == 1 else { continue }
        var pivotRow = -1
        var pivotValue = 0.0
        for k in columnStart[j]..<columnStart[j + 1] where !rowDone[Int(entryRow[k])] {
          pivotRow = Int(entryRow[k])
          pivotValue = entryValue[k]
        }
        guard pivotRow >= 0, pivotValue.isFinite, pivotValue != 0 else { return nil }
        for k in rowStart[pivotRow]..<rowStart[pivotRow + 1] {
          let other = Int(rowEntryColumn[k])
          if other == j || columnDone[other] || isSpike[other] { continue }
          record.uColumn.append(Int32(other))
          record.uValue.append(rowEntryValue[k])
          columnCount[other] -= 1
          if columnCount[other] == 1 { columnSingletons.append(Int32(other)) }
        }
        if !spikes.isEmpty {
          var node = spikes.first(pivotRow)
          while node >= 0 {
            if spikes.value(node) != 0 {
              record.uColumn.append(spikes.column(node))
              record.uValue.append(spikes.value(node))
            }
            node = spikes.next(node)
          }
        }
        rowDone[pivotRow] = true
        columnDone[j] = true
        record.closeStep(row: Int32(pivotRow), column: j32, value: pivotValue)
      } else if let i32 = rowSingletons.popLast() {
        let i = Int(i32)
        guard !rowDone[i], rowCount[i] == 1 else { continue }
        var pivotColumn = -1
        var pivotValue = 0.0
        for k in rowStart[i]..<rowStart[i + 1] {
          let column = Int(rowEntryColumn[k])
          if columnDone[column] || isSpike[column] { continue }
          pivotColumn = column
          pivotValue = rowEntryValue[k]
        }
        guard pivotColumn >= 0, pivotValue.isFinite, pivotValue != 0 else { return nil }
        let carried: Int32 = spikes.isEmpty ? -1 : spikes.first(i)
        var node = carried
        while node >= 0 {
          if spikes.value(node) != 0 {
            record.uColumn.append(spikes.column(node))
            record.uValue.append(spikes.value(node))
          }
          node = spikes.next(node)
        }
        for k in columnStart[pivotColumn]..<columnStart[pivotColumn + 1] {
          let other = Int(entryRow[k])
          if other == i || rowDone[other] { continue }
          let multiplier = entryValue[k] / pivotValue
          record.lRow.append(Int32(other))
          record.lValue.append(multiplier)
          // The row loses the pivot column and gains −multiplier × the pivot row's
          // spike entries.
          var node = carried
          while node >= 0 {
            let value = spikes.value(node)
            if value != 0 {
              spikes.add(-multiplier * value, row: other, column: spikes.column(node))
            }
            node = spikes.next(node)
          }
          rowCount[other] -= 1
          if rowCount[other] == 1 { rowSingletons.append(Int32(other)) }
        }
        rowDone[i] = true
        columnDone[pivotColumn] = true
        record.closeStep(row: i32, column: Int32(pivotColumn), value: pivotValue)
      } else {
        // No singleton: set the busiest active column aside as a spike, or stop
        // (nothing active left, or too many spikes: the Markowitz bump takes over).
        guard spikeCount < 64 else { break }
        var spike = -1
        var most: Int32 = 1
        while spikeScan < m && (columnDone[spikeScan] || isSpike[spikeScan]) { spikeScan += 1 }
        for j in spikeScan..<m where !columnDone[j] && !isSpike[j] && columnCount[j] > most {
          most = columnCount[j]
          spike = j
        }
        guard spike >= 0 else { break }
        isSpike[spike] = true
        spikeCount += 1
        if spikes.isEmpty { spikes.start(rows: m) }
        for k in columnStart[spike]..<columnStart[spike + 1] {
          let i = Int(entryRow[k])
          if rowDone[i] { continue }
          spikes.append(row: i, column: Int32(spike), value: entryValue[k])
          rowCount[i] -= 1
          if rowCount[i] == 1 { rowSingletons.append(Int32(i)) }
        }
      }
    }

    // The bump: Markowitz elimination on what is left (the rows not yet pivoted,
    // over the columns not yet pivoted, spikes included, with their current values).
    if record.steps < m {
      var bumpRows: [Int32] = []
      var bumpColumns: [Int32] = []
      for i in 0..<m where !rowDone[i] { bumpRows.append(Int32(i)) }
      for j in 0..<m where !columnDone[j] { bumpColumns.append(Int32(j)) }
      guard bumpRows.count == bumpColumns.count else { return nil }
      let bump = SparseLists()
      bump.growLists(to: m)
      for i in bumpRows {
        for k in rowStart[Int(i)]..<rowStart[Int(i) + 1] {
          let column = Int(rowEntryColumn[k])
          if columnDone[column] || isSpike[column] { continue }
          bump.append(Int(i), rowEntryColumn[k], rowEntryValue[k])
        }
        if !spikes.isEmpty {
          var node = spikes.first(Int(i))
          while node >= 0 {
            if abs(spikes.value(node)) > 1e-14 {
              bump.append(Int(i), spikes.column(node), spikes.value(node))
            }
            node = spikes.next(node)
          }
        }
      }
      var dropped: [Int32]? = deficiency == nil ? nil : []
      guard
        eliminateBump(
          rows: bumpRows, columns: bumpColumns, rowEntries: bump, into: &record,
          dropping: &dropped)
      else { return nil }
      if let dropped, !dropped.isEmpty {
        var pivoted = [Bool](repeating: false, count: m)
        for step in 0..<record.steps { pivoted[Int(record.pivotRow[step])] = true }
        deficiency?.columns = dropped.map { columns[Int($0)] }
        deficiency?.rows = bumpRows.filter { !pivoted[Int($0)] }.map { rows[Int($0)] }
        return nil
      }
    }

    // Assemble the factors in step space, each list packed to its final size.
    let factor = Factor()
    // Filled through buffers: an array write in a loop checks the array's
    // uniqueness each time.
    var stepOfLocalColumn = [Int32](repeating: -1, count: m)
    stepOfLocalColumn.withUnsafeMutableBufferPointer { stepOf in
      for step in 0..<m { stepOf[Int(record.pivotColumn[step])] = Int32(step) }
    }
    let stepCapacity = m + max(growthSteps, 0)
    let stepRow = [Int32](unsafeUninitializedCapacity: stepCapacity) { stepRow, initialized in
      for step in 0..<m { stepRow[step] = rows[Int(record.pivotRow[step])] }
      initialized = m
    }
    var stepOfRow = [Int32](repeating: -1, count: capacity)
    stepOfRow.withUnsafeMutableBufferPointer { stepOfRow in
      for step in 0..<m { stepOfRow[Int(stepRow[step])] = Int32(step) }
    }
    // A position is its step's row slot.
    factor.stepRow = stepRow
    // Its own buffer, with the same room (shared, the first to grow would copy it).
    factor.stepPosition = [Int32](unsafeUninitializedCapacity: stepCapacity) { copy, count in
      for step in 0..<m { copy[step] = stepRow[step] }
      count = m
    }
    factor.diagonal = [Double](unsafeUninitializedCapacity: stepCapacity) { diagonal, count in
      for step in 0..<m { diagonal[step] = record.pivotValue[step] }
      count = m
    }
    factor.stepOfRow = stepOfRow
    factor.stepOfPosition = stepOfRow
    // `U` by step is its rows (over later steps); `L` by step is its columns (over
    // row slots).
    let (uRows, uColumns) = packedTriangle(
      starts: record.uStart, indices: record.uColumn, values: record.uValue, steps: m,
      growthSteps: growthSteps, transposedCount: m
    ) { stepOfLocalColumn[Int($0)] }
    let (lColumns, lRows) = packedTriangle(
      starts: record.lStart, indices: record.lRow, values: record.lValue, steps: m,
      growthSteps: growthSteps, transposedCount: capacity
    ) { rows[Int($0)] }
    factor.uRows.exchangeStorage(with: uRows)
    factor.uColumns.exchangeStorage(with: uColumns)
    factor.lColumns.exchangeStorage(with: lColumns)
    factor.lRows.exchangeStorage(with: lRows)
    factor.factoredNonZeros = record.uColumn.count + record.lRow.count + m
    factor.factorizedSteps = m
    return (factor, (0..<m).map { columns[Int(record.pivotColumn[$0])] })
  }

  /// Markowitz elimination of the bump: `rows` × `columns` (local ids), whose entries
  /// are `rowEntries` (by local row; updated in place as fill appears). Appends its
  /// steps to `record`; `false` when the bump is singular. With `dropping` not `nil`,
  /// a singular bump is eliminated as far as it goes instead: the columns found
  /// dependent are appended there, and their rows are left unpivoted.
  ///
  /// Column lists are kept lazily (rows that were pivoted or lost the entry stay
  /// listed, and are skipped), with exact counts beside them: a column that fill makes
  /// long — the one that closes a cycle of the layout — then costs nothing to update.
  private static func eliminateBump(
    rows: [Int32], columns: [Int32], rowEntries: SparseLists,
    into record: inout EliminationRecord, dropping dropped: inout [Int32]?
  ) -> Bool {
    let size = rowEntries.listCount
    let columnRows = SparseLists()
    columnRows.growLists(to: size)
    var activeCount = [Int32](repeating: 0, count: size)
    for i in rows {
      for k in rowEntries.range(Int(i)) {
        let j = Int(rowEntries.indices[k])
        columnRows.append(j, i, 0)
        activeCount[j] += 1
      }
    }
    var rowDone = [Bool](repeating: false, count: size)
    var columnDone = [Bool](repeating: false, count: size)
    var seen = [Int32](repeating: -1, count: size)
    var rowHeap = CountHeap()
    var columnHeap = CountHeap()
    for i in rows { rowHeap.push(rowEntries.count[Int(i)], i) }
    for j in columns { columnHeap.push(activeCount[Int(j)], j) }
    var examined: [(count: Int32, id: Int32)] = []
    var uRow: [(column: Int32, value: Double)] = []
    var activeRows: [(row: Int32, at: Int)] = []

    // The rows that hold column `j` now, with where `j` sits in each.
    func collect(_ j: Int) {
      activeRows.removeAll(keepingCapacity: true)
      for k in columnRows.range(j) {
        let i = columnRows.indices[k]
        if rowDone[Int(i)] || seen[Int(i)] == Int32(j) { continue }
        seen[Int(i)] = Int32(j)
        if let at = rowEntries.position(of: Int32(j), in: Int(i)) { activeRows.append((i, at)) }
      }
      for entry in activeRows { seen[Int(entry.row)] = -1 }
    }

    for _ in rows.indices {
      // The best Markowitz count (r−1)(c−1) among the sparsest columns, subject to
      // the threshold |a| ≥ 0.1·max|column|; a row singleton costs nothing either.
      var pivotRow: Int32 = -1
      var pivotColumn: Int32 = -1
      var pivotAt = -1
      var bestCost = Int.max
      examined.removeAll(keepingCapacity: true)
      while let top = columnHeap.pop() {
        let j = Int(top.id)
        if columnDone[j] || activeCount[j] != top.count { continue }
        if top.count == 0 {
          guard dropped != nil else { return false }
          columnDone[j] = true
          dropped?.append(top.id)
          continue
        }
        examined.append(top)
        collect(j)
        var largest = 0.0
        for entry in activeRows { largest = max(largest, abs(rowEntries.values[entry.at])) }
        for entry in activeRows {
          guard abs(rowEntries.values[entry.at]) >= 0.1 * largest else { continue }
          let cost = Int(rowEntries.count[Int(entry.row)] - 1) * Int(top.count - 1)
          if cost < bestCost
            || (cost == bestCost && (entry.row < pivotRow || top.id < pivotColumn))
          {
            bestCost = cost
            pivotRow = entry.row
            pivotColumn = top.id
            pivotAt = entry.at
          }
        }
        if bestCost == 0 || examined.count >= 4 { break }
      }
      if bestCost > 0 {
        while let top = rowHeap.pop() {
          let i = Int(top.id)
          if rowDone[i] || rowEntries.count[i] != top.count { continue }
          rowHeap.push(top.count, top.id)
          if top.count == 1 {
            pivotRow = top.id
            pivotAt = rowEntries.range(i).lowerBound
            pivotColumn = rowEntries.indices[pivotAt]
          }
          break
        }
      }
      for item in examined where item.id != pivotColumn { columnHeap.push(item.count, item.id) }
      guard pivotRow >= 0 else { return dropped != nil }

      let r = Int(pivotRow)
      let pivotValue = rowEntries.values[pivotAt]
      guard pivotValue != 0, pivotValue.isFinite else { return false }

      // The pivot row leaves the active matrix as U's row.
      uRow.removeAll(keepingCapacity: true)
      for k in rowEntries.range(r) {
        let j = rowEntries.indices[k]
        activeCount[Int(j)] -= 1
        if j != pivotColumn {
          uRow.append((j, rowEntries.values[k]))
          record.uColumn.append(j)
          record.uValue.append(rowEntries.values[k])
        }
      }
      rowDone[r] = true
      columnDone[Int(pivotColumn)] = true

      // The pivot column leaves the other rows: L's column, and fill.
      collect(Int(pivotColumn))
      for entry in activeRows {
        let i = Int(entry.row)
        let multiplier = rowEntries.values[entry.at] / pivotValue
        rowEntries.remove(i, at: entry.at)
        record.lRow.append(entry.row)
        record.lValue.append(multiplier)
        for u in uRow {
          let update = -multiplier * u.value
          if let existing = rowEntries.position(of: u.column, in: i) {
            let sum = rowEntries.values[existing] + update
            if abs(sum) <= 1e-14 * max(abs(update), abs(rowEntries.values[existing])) {
              rowEntries.remove(i, at: existing)
              activeCount[Int(u.column)] -= 1
              columnHeap.push(activeCount[Int(u.column)], u.column)
            } else {
              rowEntries.values[existing] = sum
            }
          } else {
            rowEntries.append(i, u.column, update)
            columnRows.append(Int(u.column), entry.row, 0)
            activeCount[Int(u.column)] += 1
            columnHeap.push(activeCount[Int(u.column)], u.column)
          }
        }
        rowHeap.push(rowEntries.count[i], entry.row)
      }
      for u in uRow { columnHeap.push(activeCount[Int(u.column)], u.column) }
      record.closeStep(row: pivotRow, column: pivotColumn, value: pivotValue)
    }
    return true
  }
}
