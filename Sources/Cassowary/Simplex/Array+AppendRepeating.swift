// Growing the engine's per-row and per-column arrays. The standard library's
// `append(contentsOf: repeatElement(value, count: n))` goes through its generic
// sequence path, about 100 instructions a call whatever `n` — and the engine grows
// arrays by one to four elements for every row, column and border it adds
// (chain_100: 5 % of its build). A few plain appends cost a fraction of that.

extension Array {
  /// Appends `count` copies of `value`: plain appends for a few, the bulk path for
  /// many.
  @inline(__always)
  mutating func append(repeating value: Element, count: Int) {
    if count <= 8 {
      for _ in 0..<count { append(value) }
    } else {
      append(contentsOf: repeatElement(value, count: count))
    }
  }

  /// Makes the array at least `count` long, padding with `value` and at least
  /// doubling: for scratch indexed by something that grows one at a time.
  @inline(__always)
  mutating func grow(toAtLeast count: Int, padding value: Element) {
    guard self.count < count else { return }
    append(repeating: value, count: Swift.max(count, 2 * self.count) - self.count)
  }
}

extension Array {
  /// Removes every element and keeps the storage, for scratch reused call after
  /// call. The standard library's `removeAll(keepingCapacity:)` costs about 75
  /// instructions even on an empty array, so an empty array is left alone.
  @inline(__always)
  mutating func empty() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }

  /// Makes room for `total` elements (capacity only), at least doubling the
  /// capacity when it grows, so that reserve after reserve stays linear.
  @inline(__always)
  mutating func reserveRoom(_ total: Int) {
    if total > capacity { reserveCapacity(Swift.max(total, 2 * capacity)) }
  }

  /// Removes the elements past the first `count`, if there are any.
  @inline(__always)
  mutating func truncate(to count: Int) {
    if self.count > count { removeLast(self.count - count) }
  }
}
