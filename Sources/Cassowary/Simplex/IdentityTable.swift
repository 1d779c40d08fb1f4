/// A hash table keyed by object identity: what the engine finds its constraints'
/// records and its variables' columns by.
///
/// The values sit in one dense array, in the order they were stored (a removal
/// moves the last one into the gap); the table maps a key to its value's index.
/// The table is open addressing with linear probing over a power of two slots, at
/// most three quarters full; a key's home slot is the top bits of its address
/// times 2⁶⁴/φ (Fibonacci hashing), and a removal shifts the entries after it back
/// (Knuth's Algorithm R, TAOCP vol. 3 §6.4), so that no tombstones pile up.
/// Growing rehashes only addresses and indices: a rehash never moves the values.
///
/// The standard `Dictionary` hashes an `ObjectIdentifier` with SipHash, seeded per
/// process, and moves its values when it grows: a lookup and an insertion cost
/// about a twelfth of adding a `chain_100` constraint. Here a lookup is a multiply
/// and a probe or two.
struct IdentityTable<Value> {
  /// The values, densely, and the address of each one's key.
  private var entries: [Value] = []
  private var entryKeys: [UInt] = []
  /// By slot: a key's address (0 for an empty slot: no object lives at 0) and the
  /// index of its value in ``entries``, side by side, so that a probe of a table
  /// larger than the caches misses once, not once for each.
  private var slots: [Slot] = []
  /// log₂ of the number of slots (0 while there are none).
  private var bits = 0

  init() {}

  /// How many keys the table holds.
  var count: Int { entries.count }

  /// Whether the table holds no key.
  var isEmpty: Bool { entries.isEmpty }

  /// How many keys the table can hold before its slots are rehashed.
  var capacity: Int { slots.count / 4 * 3 }

  /// The stored values, in the order they were stored (as long as none was
  /// removed: a removal moves the last value into the gap).
  var values: [Value] { entries }

  /// Makes room for `minimumCapacity` keys.
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    entries.reserveCapacity(minimumCapacity)
    entryKeys.reserveCapacity(minimumCapacity)
    guard minimumCapacity > capacity else { return }
    var size = max(8, slots.count)
    while size / 4 * 3 < minimumCapacity { size *= 2 }
    rehash(size: size)
  }

  /// Makes room for `total` keys, at least doubling when it grows (as
  /// `Array.reserveRoom(_:)`).
  mutating func reserveRoom(_ total: Int) {
    if total > capacity { reserveCapacity(Swift.max(total, 2 * capacity)) }
  }

  /// The value stored for `key`, if any; assigning `nil` removes the key.
  subscript(key: ObjectIdentifier) -> Value? {
    get {
      let slot = self.slot(of: UInt(bitPattern: key))
      return slot >= 0 ? entries[Int(slots[slot].entry)] : nil
    }
    set {
      if let newValue {
        insert(newValue, for: UInt(bitPattern: key))
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// Removes `key` and returns its value, if it was there.
  @discardableResult
  mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
    var hole = slot(of: UInt(bitPattern: key))
    guard hole >= 0 else { return nil }
    // The last value moves into the removed one's place, and its slot follows.
    let index = Int(slots[hole].entry)
    let last = entries.count - 1
    if index != last {
      entries.swapAt(index, last)
      entryKeys.swapAt(index, last)
      slots[slot(of: entryKeys[index])].entry = Int32(index)
    }
    entryKeys.removeLast()
    let removed = entries.removeLast()
    // Algorithm R: every entry of the run after the hole whose home is not
    // cyclically in (hole, entry] would no longer be found past the hole: it moves
    // into it, and its old slot becomes the hole.
    let mask = slots.count - 1
    var next = (hole + 1) & mask
    while slots[next].key != 0 {
      let home = self.home(of: slots[next].key)
      let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !stays {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole].key = 0
    return removed
  }

  /// The slot holding `address`, or -1.
  @inline(__always)
  private func slot(of address: UInt) -> Int {
    guard !entries.isEmpty else { return -1 }
    let mask = slots.count - 1
    var slot = home(of: address)
    while true {
      let stored = slots[slot].key
      if stored == address { return slot }
      if stored == 0 { return -1 }
      slot = (slot + 1) & mask
    }
  }

  /// Stores `value` for the key at `address`, replacing any value it had.
  private mutating func insert(_ value: Value, for address: UInt) {
    let found = slot(of: address)
    if found >= 0 {
      entries[Int(slots[found].entry)] = value
      return
    }
    if entries.count + 1 > capacity { rehash(size: max(8, 2 * slots.count)) }
    let mask = slots.count - 1
    var slot = home(of: address)
    while slots[slot].key != 0 { slot = (slot + 1) & mask }
    slots[slot] = Slot(key: address, entry: Int32(entries.count))
    entries.append(value)
    entryKeys.append(address)
  }

  /// A key's first slot: the top `bits` bits of its address (objects are aligned to
  /// 16 bytes; the low bits carry nothing) times 2⁶⁴/φ.
  @inline(__always)
  private func home(of address: UInt) -> Int {
    let scrambled = (UInt64(address) >> 4) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: scrambled >> UInt64(64 - bits))
  }

  /// Rebuilds the slots, `size` of them (a power of two), from the entries.
  private mutating func rehash(size: Int) {
    slots = [Slot](repeating: Slot(key: 0, entry: -1), count: size)
    bits = size.trailingZeroBitCount
    let mask = size - 1
    for index in entryKeys.indices {
      let address = entryKeys[index]
      var slot = home(of: address)
      while slots[slot].key != 0 { slot = (slot + 1) & mask }
      slots[slot] = Slot(key: address, entry: Int32(index))
    }
  }

  /// One slot of the table: a key's address and its value's index.
  private struct Slot {
    var key: UInt
    var entry: Int32
  }
}
