/// A scratch vector for sparse solves: dense storage plus the list of indices that may
/// be non-zero, so that clearing and iterating cost what the vector holds, not its
/// length. Reused across calls; never shrinks.
struct SparseVector {
  /// Values by index (zero outside `indices`).
  var values: [Double] = []
  /// Indices that have been written since the last ``clear()``; a listed value may
  /// have cancelled to zero.
  var indices: [Int32] = []
  /// Whether an index is in `indices`.
  var listed: [Bool] = []

  /// Makes room for indices below `capacity`.
  mutating func reserve(_ capacity: Int) {
    if values.count < capacity {
      let extra = capacity - values.count
      values.append(contentsOf: repeatElement(0, count: extra))
      listed.append(contentsOf: repeatElement(false, count: extra))
    }
  }

  /// Adds `value` at `index`.
  @inline(__always)
  mutating func add(_ index: Int32, _ value: Double) {
    let i = Int(index)
    if !listed[i] {
      listed[i] = true
      indices.append(index)
    }
    values[i] += value
  }

  /// Sets `value` at `index`.
  @inline(__always)
  mutating func set(_ index: Int32, _ value: Double) {
    let i = Int(index)
    if !listed[i] {
      listed[i] = true
      indices.append(index)
    }
    values[i] = value
  }

  /// The value at `index`.
  @inline(__always)
  subscript(index: Int32) -> Double { values[Int(index)] }

  /// Lists every non-zero value written without ``add(_:_:)`` or ``set(_:_:)`` (by a
  /// dense pass over ``values``): scans all `count` indices.
  mutating func relist(count: Int) {
    values.withUnsafeBufferPointer { values in
      for i in 0..<count where values[i] != 0 && !listed[i] {
        listed[i] = true
        indices.append(Int32(i))
      }
    }
  }

  /// Zeroes every listed value.
  mutating func clear() {
    for index in indices {
      values[Int(index)] = 0
      listed[Int(index)] = false
    }
    indices.removeAll(keepingCapacity: true)
  }

  /// The non-zero entries (magnitude above `tolerance`), in index order.
  func entries(above tolerance: Double = 0) -> [(index: Int32, value: Double)] {
    var result: [(index: Int32, value: Double)] = []
    result.reserveCapacity(indices.count)
    for index in indices.sorted() {
      let value = values[Int(index)]
      if abs(value) > tolerance { result.append((index, value)) }
    }
    return result
  }
}
