/// A scratch vector for sparse solves: dense storage plus the list of indices that may
/// be non-zero, so that clearing and iterating cost what the vector holds, not its
/// length. Reused across calls; never shrinks.
///
/// A class over raw buffers rather than a struct of arrays: the solves write these
/// vectors in their innermost loops, and an array stored in a class is checked for
/// uniqueness on every write (about 7 % of a resize's instructions before). Each
/// index is listed at most once, so the list never outgrows the capacity.
final class SparseVector {
  /// Indices below this can be written.
  private(set) var capacity = 0
  /// Values by index (zero outside ``indices``).
  private(set) var values: UnsafeMutablePointer<Double>
  /// Whether an index is listed.
  private var listed: UnsafeMutablePointer<Bool>
  /// The listed indices, in the order they were first written.
  private var list: UnsafeMutablePointer<Int32>
  /// How many indices are listed.
  private(set) var count = 0

  init() {
    values = .allocate(capacity: 1)
    listed = .allocate(capacity: 1)
    list = .allocate(capacity: 1)
  }

  deinit {
    values.deallocate()
    listed.deallocate()
    list.deallocate()
  }

  /// Indices that have been written since the last ``clear()``; a listed value may
  /// have cancelled to zero. Valid until the next ``reserve(_:)``.
  var indices: UnsafeMutableBufferPointer<Int32> {
    UnsafeMutableBufferPointer(start: list, count: count)
  }

  /// Makes room for indices below `capacity` (keeping what is stored). Inlined: the
  /// engine calls it for nine vectors with every row and column it adds, and it
  /// rarely has anything to do.
  @inline(__always)
  func reserve(_ capacity: Int) {
    if capacity > self.capacity { grow(to: capacity) }
  }

  /// Reallocates for indices below `capacity`, at least doubling.
  private func grow(to capacity: Int) {
    let grown = max(capacity, self.capacity * 2)
    let newValues = UnsafeMutablePointer<Double>.allocate(capacity: grown)
    let newListed = UnsafeMutablePointer<Bool>.allocate(capacity: grown)
    let newList = UnsafeMutablePointer<Int32>.allocate(capacity: grown)
    newValues.initialize(repeating: 0, count: grown)
    newListed.initialize(repeating: false, count: grown)
    if self.capacity > 0 {
      newValues.update(from: values, count: self.capacity)
      newListed.update(from: listed, count: self.capacity)
      newList.initialize(from: list, count: count)
    }
    values.deallocate()
    listed.deallocate()
    list.deallocate()
    values = newValues
    listed = newListed
    list = newList
    self.capacity = grown
  }

  /// Adds `value` at `index`.
  @inline(__always)
  func add(_ index: Int32, _ value: Double) {
    let i = Int(index)
    if !listed[i] {
      listed[i] = true
      list[count] = index
      count += 1
    }
    values[i] += value
  }

  /// Sets `value` at `index`.
  @inline(__always)
  func set(_ index: Int32, _ value: Double) {
    let i = Int(index)
    if !listed[i] {
      listed[i] = true
      list[count] = index
      count += 1
    }
    values[i] = value
  }

  /// The value at `index`.
  @inline(__always)
  subscript(index: Int32) -> Double { values[Int(index)] }

  /// Lists every non-zero value written straight into ``values`` (by a dense pass):
  /// scans the first `count` indices.
  func relist(count scanned: Int) {
    // Never past the capacity: nothing is written there, and the factors' position
    // count can exceed a vector sized to the rows (after a rolled-back add).
    for i in 0..<min(scanned, capacity) where values[i] != 0 && !listed[i] {
      listed[i] = true
      list[count] = Int32(i)
      count += 1
    }
  }

  /// Zeroes the first `count` values, listed or not (a dense pass wrote them
  /// straight into ``values``), and every listed value: two fills where listing
  /// the values first, only to clear them, scanned with a branch per index.
  func clearDense(count scanned: Int) {
    for k in 0..<count where Int(list[k]) >= scanned {
      values[Int(list[k])] = 0
      listed[Int(list[k])] = false
    }
    values.update(repeating: 0, count: min(scanned, capacity))
    listed.update(repeating: false, count: min(scanned, capacity))
    count = 0
  }

  /// Zeroes every listed value.
  func clear() {
    for k in 0..<count {
      let i = Int(list[k])
      values[i] = 0
      listed[i] = false
    }
    count = 0
  }

  /// The non-zero entries (magnitude above `tolerance`), in index order.
  func entries(above tolerance: Double = 0) -> [(index: Int32, value: Double)] {
    var result: [(index: Int32, value: Double)] = []
    result.reserveCapacity(count)
    for index in indices.sorted() {
      let value = values[Int(index)]
      if abs(value) > tolerance { result.append((index, value)) }
    }
    return result
  }
}
