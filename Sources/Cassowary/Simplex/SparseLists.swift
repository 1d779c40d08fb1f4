/// Many short lists of (index, value) pairs in two flat pools — the rows or columns of
/// a sparse matrix — so that walking a list touches contiguous memory and no
/// per-list array objects (whose reference counting would dominate the solves).
///
/// A list that outgrows its slot moves to the end of the pool with twice the room;
/// the space it leaves is reclaimed by ``compacted()``.
struct SparseLists {
  /// Where each list starts in the pools.
  var start: [Int32] = []
  /// How many entries each list has.
  var count: [Int32] = []
  /// How many entries each list has room for before it must move.
  var room: [Int32] = []
  /// The pools.
  var indices: [Int32] = []
  var values: [Double] = []

  /// The number of lists.
  var listCount: Int { start.count }

  /// Entries held (not counting slack space).
  var entryCount: Int { count.reduce(0) { $0 + Int($1) } }

  /// Adds one empty list (a new row or column of the engine), with room for
  /// `entries` entries at the end of the pools: a list whose length is known (a
  /// row, written once; a logical column, in its own row only) never moves.
  mutating func appendList(room entries: Int = 0) {
    start.append(Int32(indices.count))
    count.append(0)
    room.append(Int32(entries))
    if entries > 0 {
      indices.append(repeating: 0, count: entries)
      values.append(repeating: 0, count: entries)
    }
  }

  /// Adds empty lists until there are `total`.
  mutating func growLists(to total: Int) {
    let added = total - start.count
    guard added > 1 else {
      if added == 1 { appendList() }
      return
    }
    // In bulk: a factorisation's bump and its column index start with a list per
    // row of the basis, and appending them one by one cost more than the bump.
    start.append(repeating: Int32(indices.count), count: added)
    count.append(repeating: 0, count: added)
    room.append(repeating: 0, count: added)
  }

  /// Appends an entry to list `list`.
  @inline(__always)
  mutating func append(_ list: Int, _ index: Int32, _ value: Double) {
    let used = Int(count[list])
    if used == Int(room[list]) { relocate(list, room: max(4, 2 * used)) }
    let at = Int(start[list]) + used
    indices[at] = index
    values[at] = value
    count[list] = Int32(used + 1)
  }

  /// Moves list `list` to the end of the pools with room for `room` entries.
  private mutating func relocate(_ list: Int, room newRoom: Int) {
    let oldStart = Int(start[list])
    let used = Int(count[list])
    let newStart = indices.count
    // No reserveCapacity here: it would reallocate to the exact size every time,
    // where appending grows the pools geometrically.
    if used <= 16 {
      for k in 0..<used {
        indices.append(indices[oldStart + k])
        values.append(values[oldStart + k])
      }
      indices.append(repeating: 0, count: newRoom - used)
      values.append(repeating: 0, count: newRoom - used)
    } else {
      // A long list (the `U` row of a step most rows mention, which an exchange
      // inside the factors appends to) moves in one copy each.
      indices.append(repeating: 0, count: newRoom)
      values.append(repeating: 0, count: newRoom)
      indices.withUnsafeMutableBufferPointer { pool in
        let base = pool.baseAddress!
        (base + newStart).update(from: base + oldStart, count: used)
      }
      values.withUnsafeMutableBufferPointer { pool in
        let base = pool.baseAddress!
        (base + newStart).update(from: base + oldStart, count: used)
      }
    }
    start[list] = Int32(newStart)
    room[list] = Int32(newRoom)
  }

  /// Removes the entry at pool position `at` of list `list` (the list's last entry
  /// takes its place).
  @inline(__always)
  mutating func remove(_ list: Int, at: Int) {
    let last = Int(start[list]) + Int(count[list]) - 1
    indices[at] = indices[last]
    values[at] = values[last]
    count[list] -= 1
  }

  /// The pool position of `index` in list `list`, if it is there.
  @inline(__always)
  func position(of index: Int32, in list: Int) -> Int? {
    for k in range(list) where indices[k] == index { return k }
    return nil
  }

  /// Removes list `list`'s last entry.
  @inline(__always)
  mutating func removeLast(_ list: Int) {
    count[list] -= 1
  }

  /// Empties list `list` (its room is kept).
  @inline(__always)
  mutating func removeAll(_ list: Int) {
    count[list] = 0
  }

  /// Replaces list `list`'s entries.
  mutating func set(_ list: Int, indices newIndices: [Int32], values newValues: [Double]) {
    count[list] = 0
    for k in newIndices.indices { append(list, newIndices[k], newValues[k]) }
  }

  /// Removes the last lists, leaving `total`.
  mutating func truncateLists(to total: Int) {
    start.removeLast(start.count - total)
    count.removeLast(count.count - total)
    room.removeLast(room.count - total)
  }

  /// The range of list `list` in the pools.
  @inline(__always)
  func range(_ list: Int) -> Range<Int> {
    let s = Int(start[list])
    return s..<(s + Int(count[list]))
  }

  /// The same lists packed without slack space.
  func compacted() -> SparseLists {
    var packed = SparseLists()
    let total = entryCount
    packed.indices.reserveCapacity(total)
    packed.values.reserveCapacity(total)
    for list in 0..<listCount {
      packed.start.append(Int32(packed.indices.count))
      packed.count.append(count[list])
      packed.room.append(count[list])
      for k in range(list) {
        packed.indices.append(indices[k])
        packed.values.append(values[k])
      }
    }
    return packed
  }
}

extension SparseLists {
  /// Empty lists laid out back to back, each with exactly the room `counts` gives it.
  init(packedCounts counts: [Int32]) {
    var offset: Int32 = 0
    start = [Int32](unsafeUninitializedCapacity: counts.count) { start, initialized in
      for (list, count) in counts.enumerated() {
        start[list] = offset
        offset += count
      }
      initialized = counts.count
    }
    count = [Int32](repeating: 0, count: counts.count)
    room = counts
    indices = [Int32](repeating: 0, count: Int(offset))
    values = [Double](repeating: 0, count: Int(offset))
  }

  /// One matrix as two packed lists: by its first index (`counts` entries in each
  /// list) and transposed, by its second (`transposedCounts`), both filled in one
  /// pass: `fill` writes each entry to both through the ``PackedFill``s it is
  /// handed, in the order each list keeps. What a refactorisation assembles its
  /// factors with — hundreds of thousands of entries, where ``append(_:_:_:)``
  /// would check three arrays' uniqueness for each.
  static func packedPair(
    counts: [Int32], transposedCounts: [Int32],
    fill: (inout PackedFill, inout PackedFill) -> Void
  ) -> (lists: SparseLists, transposed: SparseLists) {
    var lists = SparseLists(packedCounts: counts)
    var transposed = SparseLists(packedCounts: transposedCounts)
    lists.withFill { first in transposed.withFill { second in fill(&first, &second) } }
    return (lists, transposed)
  }

  /// Hands `body` a writer to these packed lists (``init(packedCounts:)``) and marks
  /// them full when it returns.
  private mutating func withFill(_ body: (inout PackedFill) -> Void) {
    var indices = self.indices
    var values = self.values
    self.indices = []
    self.values = []
    let next = UnsafeMutablePointer<Int32>.allocate(capacity: max(start.count, 1))
    defer { next.deallocate() }
    start.withUnsafeBufferPointer { start in
      next.initialize(from: start.baseAddress!, count: start.count)
    }
    indices.withUnsafeMutableBufferPointer { indices in
      values.withUnsafeMutableBufferPointer { values in
        var writer = PackedFill(
          next: next, indices: indices.baseAddress, values: values.baseAddress)
        body(&writer)
      }
    }
    self.indices = indices
    self.values = values
    count = room
  }
}

/// The writer of ``SparseLists/packedPair(counts:transposedCounts:fill:)``: appends to a
/// list within the count it was packed for (unchecked).
struct PackedFill {
  let next: UnsafeMutablePointer<Int32>
  let indices: UnsafeMutablePointer<Int32>?
  let values: UnsafeMutablePointer<Double>?

  /// Appends an entry to list `list`.
  @inline(__always)
  func append(_ list: Int, _ index: Int32, _ value: Double) {
    let at = Int(next[list])
    next[list] = Int32(at + 1)
    indices.unsafelyUnwrapped[at] = index
    values.unsafelyUnwrapped[at] = value
  }
}

/// ``SparseLists`` through raw buffers, for a pass that reads many lists: no bounds
/// checks, and each array loaded once rather than at every list.
struct SparseListBuffers {
  /// ``SparseLists/start``.
  let start: UnsafeBufferPointer<Int32>
  /// ``SparseLists/count``.
  let count: UnsafeBufferPointer<Int32>
  /// ``SparseLists/indices``.
  let indices: UnsafeBufferPointer<Int32>
  /// ``SparseLists/values``.
  let values: UnsafeBufferPointer<Double>

  /// The range of list `list` in the pools.
  @inline(__always)
  func range(_ list: Int) -> Range<Int> {
    let first = Int(start[list])
    return first..<(first + Int(count[list]))
  }
}

extension SparseLists {
  /// Hands `body` the lists' buffers (valid only inside it).
  @inline(__always)
  func withBuffers<Result>(_ body: (SparseListBuffers) -> Result) -> Result {
    start.withUnsafeBufferPointer { start in
      count.withUnsafeBufferPointer { count in
        indices.withUnsafeBufferPointer { indices in
          values.withUnsafeBufferPointer { values in
            body(SparseListBuffers(start: start, count: count, indices: indices, values: values))
          }
        }
      }
    }
  }
}
