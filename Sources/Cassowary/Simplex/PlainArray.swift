/// A growable array of plain values that the engine owns alone: its per-row and
/// per-column kinds, levels, owners, flags and right-hand sides.
///
/// A standard array held by a class checks that its buffer is unique at every append
/// and every write (a call into the runtime each time): building and activating the
/// raw-constraints list made 433 such calls a node, 4.4 % of its instructions, most
/// of them appending to and writing these arrays as rows and columns were added. This
/// one is raw storage that cannot be copied (`~Copyable`), so there is nothing to
/// check, and no copy can share its buffer by mistake; it frees its storage when its
/// owner goes. Indices are checked by `assert` only, as in ``PoolView``.
struct PlainArray<Element: BitwiseCopyable>: ~Copyable {
  private var base: UnsafeMutablePointer<Element>
  /// How many elements are in use.
  private(set) var count = 0
  /// How many elements fit before the storage moves.
  private(set) var capacity: Int

  init() {
    capacity = 4
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deallocate()
  }

  /// The element at `index` (through ``PoolView``'s checked accessor).
  @inline(__always)
  subscript(index: Int) -> Element {
    get { PoolView(base: base, count: count)[index] }
    nonmutating set { PoolView(base: base, count: count)[index] = newValue }
  }

  /// Adds `element` at the end, at least doubling the storage when it is full.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { move(to: 2 * capacity) }
    base[count] = element
    count += 1
  }

  /// Adds `count` copies of `value` at the end.
  mutating func append(repeating value: Element, count added: Int) {
    reserveRoom(count + added)
    (base + count).initialize(repeating: value, count: added)
    count += added
  }

  /// A copy of the elements, as an array (a snapshot the journal keeps).
  var array: [Element] { withUnsafeBufferPointer { Array($0) } }

  /// Makes the elements those of `elements`, and as many (bringing a snapshot back).
  mutating func assign(_ elements: [Element]) {
    reserveRoom(elements.count)
    elements.withUnsafeBufferPointer { source in
      if let start = source.baseAddress { base.initialize(from: start, count: source.count) }
    }
    count = elements.count
  }

  /// Makes room for `total` elements in all (at least doubling, when it grows), as
  /// `Array.reserveRoom(_:)` does for the engine's other arrays.
  @inline(__always)
  mutating func reserveRoom(_ total: Int) {
    if total > capacity { move(to: Swift.max(total, 2 * capacity)) }
  }

  /// Drops the elements from `count` on (nothing when there are no more).
  @inline(__always)
  mutating func truncate(to count: Int) {
    if self.count > count { self.count = count }
  }

  /// Hands `body` the elements as a buffer.
  @inline(__always)
  func withUnsafeBufferPointer<Result, Failure: Error>(
    _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Hands `body` the elements as a mutable buffer.
  @inline(__always)
  func withUnsafeMutableBufferPointer<Result, Failure: Error>(
    _ body: (UnsafeMutableBufferPointer<Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(UnsafeMutableBufferPointer(start: base, count: count))
  }

  private mutating func move(to newCapacity: Int) {
    let moved = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    moved.initialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = newCapacity
  }
}
