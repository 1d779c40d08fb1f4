/// Whether a batch of constraints names one constraint twice, found by sorting the
/// constraints' identifiers (no hashing, and no constraint read: a layout activates
/// thousands at once). Only a batch with a repeat keeps a set, so that the first
/// repeat in batch order is the one named.
struct BatchRepeats {
  private let hasRepeat: Bool
  private var seen = Set<ObjectIdentifier>()

  init(_ batch: [Constraint]) {
    guard batch.count > 1 else {
      hasRepeat = false
      return
    }
    var keys = batch.map { ObjectIdentifier($0) }
    keys.sort()
    hasRepeat = zip(keys, keys.dropFirst()).contains { $0 == $1 }
  }

  /// Whether `constraint`, checked in batch order, came earlier in the batch.
  mutating func isRepeat(_ constraint: Constraint) -> Bool {
    hasRepeat && !seen.insert(ObjectIdentifier(constraint)).inserted
  }
}
