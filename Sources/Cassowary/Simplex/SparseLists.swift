/// Many short lists of (index, value) pairs in two flat pools — the rows or columns of
/// a sparse matrix — so that walking a list touches contiguous memory and no
/// per-list array objects (whose reference counting would dominate the solves).
///
/// A list that outgrows its slot moves to the end of the pool with twice the room;
/// the space it leaves is reclaimed when the engine repacks its rows and columns
/// (``pack(isLive:keeping:)``, at a refactorisation).
///
/// A class over raw buffers, like ``SparseVector``: adding a row or a column appends
/// to five of these arrays and writes a few entries, and as standard arrays held by
/// the engine each write checked its array's uniqueness (a ninth of the
/// instructions of building `chain_100`). One owner holds each instance; nothing
/// copies one.
final class SparseLists {
  /// Storage for `capacity` elements, of which the first `count` are in use.
  private struct Buffer<Element: BitwiseCopyable> {
    var base: UnsafeMutablePointer<Element>
    var capacity: Int

    init(capacity: Int) {
      self.capacity = max(capacity, 4)
      base = .allocate(capacity: self.capacity)
    }

    /// Makes room for `needed` elements, keeping the first `used`, at least
    /// doubling.
    @inline(__always)
    mutating func reserve(_ needed: Int, keeping used: Int) {
      if needed > capacity { grow(to: needed, keeping: used) }
    }

    private mutating func grow(to needed: Int, keeping used: Int) {
      let grown = max(needed, 2 * capacity)
      let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
      moved.initialize(from: base, count: used)
      base.deallocate()
      base = moved
      capacity = grown
    }
  }

  @exclusivity(unchecked) private var starts = Buffer<Int32>(capacity: 0)
  @exclusivity(unchecked) private var counts = Buffer<Int32>(capacity: 0)
  @exclusivity(unchecked) private var rooms = Buffer<Int32>(capacity: 0)
  @exclusivity(unchecked) private var poolIndices = Buffer<Int32>(capacity: 0)
  @exclusivity(unchecked) private var poolValues = Buffer<Double>(capacity: 0)

  /// The number of lists.
  @exclusivity(unchecked) private(set) var listCount = 0
  /// The length of the pools: every list's room, and what moved lists left behind.
  @exclusivity(unchecked) private(set) var poolCount = 0

  init() {}

  deinit {
    starts.base.deallocate()
    counts.base.deallocate()
    rooms.base.deallocate()
    poolIndices.base.deallocate()
    poolValues.base.deallocate()
  }

  /// Where each list starts in the pools.
  var start: PoolView<Int32> { PoolView(base: starts.base, count: listCount) }
  /// How many entries each list has.
  var count: PoolView<Int32> { PoolView(base: counts.base, count: listCount) }
  /// The pools: each entry's index (a row or a column) and value.
  var indices: PoolView<Int32> { PoolView(base: poolIndices.base, count: poolCount) }
  var values: PoolView<Double> { PoolView(base: poolValues.base, count: poolCount) }

  /// Entries held (not counting slack space).
  var entryCount: Int {
    var total = 0
    for list in 0..<listCount { total += Int(counts.base[list]) }
    return total
  }

  /// Makes room for `lists` lists and `entries` pool entries in all.
  func reserve(lists: Int, entries: Int) {
    reserveLists(lists)
    reservePool(entries)
  }

  @inline(__always)
  private func reserveLists(_ needed: Int) {
    starts.reserve(needed, keeping: listCount)
    counts.reserve(needed, keeping: listCount)
    rooms.reserve(needed, keeping: listCount)
  }

  @inline(__always)
  private func reservePool(_ needed: Int) {
    poolIndices.reserve(needed, keeping: poolCount)
    poolValues.reserve(needed, keeping: poolCount)
  }

  /// Adds one empty list (a new row or column of the engine), with room for
  /// `entries` entries at the end of the pools: a list whose length is known (a
  /// row, written once; a logical column, in its own row only) never moves.
  func appendList(room entries: Int = 0) {
    reserveLists(listCount + 1)
    reservePool(poolCount + entries)
    starts.base[listCount] = Int32(poolCount)
    counts.base[listCount] = 0
    rooms.base[listCount] = Int32(entries)
    // The room is left as it is: no read goes past a list's count, and zeroing it
    // cost chain_100's build 2 % of its instructions.
    listCount += 1
    poolCount += entries
  }

  /// Adds empty lists until there are `total`, each with room for `room` entries
  /// at the end of the pools.
  func growLists(to total: Int, room: Int = 0) {
    guard total > listCount else { return }
    reserveLists(total)
    reservePool(poolCount + (total - listCount) * room)
    for list in listCount..<total {
      starts.base[list] = Int32(poolCount)
      counts.base[list] = 0
      rooms.base[list] = Int32(room)
      poolCount += room
    }
    listCount = total
  }

  /// Makes room in list `list` for `entries` entries in all (moving it, once, if
  /// it has less).
  @inline(__always)
  func reserve(_ list: Int, room entries: Int) {
    if Int(rooms.base[list]) < entries { relocate(list, room: entries) }
  }

  /// Packs the lists in place, without spare room: the lists `isLive` accepts keep
  /// the entries whose index `keeping` accepts, the others are emptied. What a
  /// refactorisation recycles the engine's rows and columns into. The instance
  /// stays the same (its owners hold it in a `let`, which the compiler reads
  /// without retaining it); only its storage is replaced.
  func pack(isLive: (Int) -> Bool, keeping: (Int32) -> Bool) {
    exchangeStorage(with: packed(isLive: isLive, keeping: keeping))
  }

  /// Exchanges the lists of `self` and `other`, storage and all.
  func exchangeStorage(with other: SparseLists) {
    swap(&starts, &other.starts)
    swap(&counts, &other.counts)
    swap(&rooms, &other.rooms)
    swap(&poolIndices, &other.poolIndices)
    swap(&poolValues, &other.poolValues)
    swap(&listCount, &other.listCount)
    swap(&poolCount, &other.poolCount)
  }

  /// The same lists packed without spare room (see ``pack(isLive:keeping:)``).
  private func packed(isLive: (Int) -> Bool, keeping: (Int32) -> Bool) -> SparseLists {
    let packed = SparseLists()
    packed.reserve(lists: listCount, entries: entryCount)
    for list in 0..<listCount {
      var kept: Int32 = 0
      if isLive(list) {
        for k in range(list) where keeping(poolIndices.base[k]) {
          packed.poolIndices.base[packed.poolCount + Int(kept)] = poolIndices.base[k]
          packed.poolValues.base[packed.poolCount + Int(kept)] = poolValues.base[k]
          kept += 1
        }
      }
      packed.starts.base[list] = Int32(packed.poolCount)
      packed.counts.base[list] = kept
      packed.rooms.base[list] = kept
      packed.poolCount += Int(kept)
    }
    packed.listCount = listCount
    return packed
  }

  /// Appends an entry to list `list`.
  @inline(__always)
  func append(_ list: Int, _ index: Int32, _ value: Double) {
    let used = Int(counts.base[list])
    if used == Int(rooms.base[list]) { relocate(list, room: max(4, 2 * used)) }
    let at = Int(starts.base[list]) + used
    poolIndices.base[at] = index
    poolValues.base[at] = value
    counts.base[list] = Int32(used + 1)
  }

  /// Moves list `list` to the end of the pools with room for `room` entries.
  private func relocate(_ list: Int, room newRoom: Int) {
    let oldStart = Int(starts.base[list])
    let used = Int(counts.base[list])
    let newStart = poolCount
    reservePool(poolCount + newRoom)
    (poolIndices.base + newStart).initialize(from: poolIndices.base + oldStart, count: used)
    (poolValues.base + newStart).initialize(from: poolValues.base + oldStart, count: used)
    poolCount += newRoom
    starts.base[list] = Int32(newStart)
    rooms.base[list] = Int32(newRoom)
  }

  /// Removes the entry at pool position `at` of list `list` (the list's last entry
  /// takes its place).
  @inline(__always)
  func remove(_ list: Int, at: Int) {
    let last = Int(starts.base[list]) + Int(counts.base[list]) - 1
    poolIndices.base[at] = poolIndices.base[last]
    poolValues.base[at] = poolValues.base[last]
    counts.base[list] -= 1
  }

  /// The pool position of `index` in list `list`, if it is there.
  @inline(__always)
  func position(of index: Int32, in list: Int) -> Int? {
    for k in range(list) where poolIndices.base[k] == index { return k }
    return nil
  }

  /// Removes list `list`'s last entry.
  @inline(__always)
  func removeLast(_ list: Int) {
    counts.base[list] -= 1
  }

  /// Empties list `list` (its room is kept).
  @inline(__always)
  func removeAll(_ list: Int) {
    counts.base[list] = 0
  }

  /// Replaces list `list`'s entries.
  func set(_ list: Int, indices newIndices: [Int32], values newValues: [Double]) {
    counts.base[list] = 0
    for k in newIndices.indices { append(list, newIndices[k], newValues[k]) }
  }

  /// Removes the last lists, leaving `total`.
  func truncateLists(to total: Int) {
    assert(total <= listCount, "truncating to more lists than there are")
    listCount = total
  }

  /// The range of list `list` in the pools.
  @inline(__always)
  func range(_ list: Int) -> Range<Int> {
    let s = Int(starts.base[list])
    return s..<(s + Int(counts.base[list]))
  }
}

/// One of ``SparseLists``' arrays, read and written in place: the array syntax the
/// solves use (a subscript, `count`, a buffer for a pass) over the lists' storage.
/// Valid until the lists next grow.
struct PoolView<Element> {
  let base: UnsafeMutablePointer<Element>
  let count: Int

  /// The element at `index`.
  @inline(__always)
  subscript(index: Int) -> Element {
    get {
      assert(index >= 0 && index < count, "index out of range")
      return base[index]
    }
    nonmutating set {
      assert(index >= 0 && index < count, "index out of range")
      base[index] = newValue
    }
  }

  /// The elements in `bounds`, as a buffer.
  @inline(__always)
  subscript(bounds: Range<Int>) -> UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: base + bounds.lowerBound, count: bounds.count)
  }

  /// Hands `body` the elements as a buffer.
  @inline(__always)
  func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<Element>) throws -> Result
  ) rethrows -> Result {
    try body(UnsafeBufferPointer(start: base, count: count))
  }
}

extension SparseLists {
  /// Empty lists laid out back to back, each with exactly the room `counts` gives it,
  /// and capacity beyond them for `spareLists` more lists and `spareEntries` more
  /// entries (what the lists are expected to grow by: reserved here, it costs no copy
  /// of the packed lists later).
  convenience init(packedCounts counts: [Int32], spareLists: Int = 0, spareEntries: Int = 0) {
    self.init()
    var total = 0
    for count in counts { total += Int(count) }
    reserve(lists: counts.count + spareLists, entries: total + spareEntries)
    var offset: Int32 = 0
    for (list, count) in counts.enumerated() {
      starts.base[list] = offset
      self.counts.base[list] = 0
      rooms.base[list] = count
      offset += count
    }
    listCount = counts.count
    poolCount = total
    // The pools are left as they are: the fill writes every entry (and no read goes
    // past a list's count). Zeroing them first was a pass over a refactorisation's
    // factors, megabytes at a thousand cells, before the fill's own.
  }

  /// One matrix as two packed lists: by its first index (`counts` entries in each
  /// list) and transposed, by its second (`transposedCounts`), both filled in one
  /// pass: `fill` writes each entry to both through the ``PackedFill``s it is
  /// handed, in the order each list keeps. What a refactorisation assembles its
  /// factors with — hundreds of thousands of entries, where ``append(_:_:_:)``
  /// would check each list's room for each.
  ///
  /// Each of the two has capacity for `spareLists` more lists and `spareEntries` more
  /// entries (``init(packedCounts:spareLists:spareEntries:)``).
  static func packedPair(
    counts: [Int32], transposedCounts: [Int32], spareLists: Int = 0, spareEntries: Int = 0,
    fill: (inout PackedFill, inout PackedFill) -> Void
  ) -> (lists: SparseLists, transposed: SparseLists) {
    let lists = SparseLists(
      packedCounts: counts, spareLists: spareLists, spareEntries: spareEntries)
    let transposed = SparseLists(
      packedCounts: transposedCounts, spareLists: spareLists, spareEntries: spareEntries)
    lists.withFill { first in transposed.withFill { second in fill(&first, &second) } }
    return (lists, transposed)
  }

  /// Hands `body` a writer to these packed lists (``init(packedCounts:)``) and marks
  /// them full when it returns.
  private func withFill(_ body: (inout PackedFill) -> Void) {
    let next = UnsafeMutablePointer<Int32>.allocate(capacity: max(listCount, 1))
    defer { next.deallocate() }
    next.initialize(from: starts.base, count: listCount)
    var writer = PackedFill(next: next, indices: poolIndices.base, values: poolValues.base)
    body(&writer)
    counts.base.update(from: rooms.base, count: listCount)
  }
}

/// The writer of ``SparseLists/packedPair(counts:transposedCounts:fill:)``: appends to a
/// list within the count it was packed for (unchecked).
struct PackedFill {
  let next: UnsafeMutablePointer<Int32>
  let indices: UnsafeMutablePointer<Int32>
  let values: UnsafeMutablePointer<Double>

  /// Appends an entry to list `list`.
  @inline(__always)
  func append(_ list: Int, _ index: Int32, _ value: Double) {
    let at = Int(next[list])
    next[list] = Int32(at + 1)
    indices[at] = index
    values[at] = value
  }
}

/// ``SparseLists`` through raw buffers, for a pass that reads many lists: no bounds
/// checks, and each buffer loaded once rather than at every list.
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
    body(
      SparseListBuffers(
        start: UnsafeBufferPointer(start: starts.base, count: listCount),
        count: UnsafeBufferPointer(start: counts.base, count: listCount),
        indices: UnsafeBufferPointer(start: poolIndices.base, count: poolCount),
        values: UnsafeBufferPointer(start: poolValues.base, count: poolCount)))
  }
}
