import Testing
import _FixFlexTestSupport

@testable import Cassowary

/// ``IdentityTable``: the same answers as a `Dictionary` through any sequence of
/// insertions, replacements and removals.
@Suite struct IdentityTableTests {
  final class Key {}

  /// A seeded walk of 4 000 operations over 300 objects (so that removals meet
  /// long probe runs and wrap around the table), checked against a `Dictionary`
  /// after every operation for the touched key and, every 100 operations, for all.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func agreesWithADictionary(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let keys = (0..<300).map { _ in Key() }
    var table = IdentityTable<Int>()
    var reference: [ObjectIdentifier: Int] = [:]
    for step in 0..<4000 {
      let key = ObjectIdentifier(keys[Int(random.next() % 300)])
      switch random.next() % 10 {
      case 0..<5:
        table[key] = step
        reference[key] = step
      case 5..<8:
        #expect(table.removeValue(forKey: key) == reference.removeValue(forKey: key))
      case 8:
        table[key] = nil
        reference[key] = nil
      default:
        table.reserveCapacity(table.count + Int(random.next() % 64))
      }
      #expect(table[key] == reference[key])
      #expect(table.count == reference.count)
      if step % 100 == 99 {
        for object in keys {
          let id = ObjectIdentifier(object)
          #expect(table[id] == reference[id])
        }
        #expect(table.values.sorted() == reference.values.sorted())
      }
    }
  }

  /// Without removals, the values come back in the order they were stored; a
  /// removal moves the last value into the gap.
  @Test func valuesKeepTheirOrderUntilARemoval() {
    let keys = (0..<20).map { _ in Key() }
    var table = IdentityTable<Int>()
    for (i, key) in keys.enumerated() { table[ObjectIdentifier(key)] = i }
    #expect(table.values == Array(0..<20))
    #expect(table.removeValue(forKey: ObjectIdentifier(keys[3])) == 3)
    #expect(table.values == [0, 1, 2, 19] + Array(4..<19))
    #expect(table[ObjectIdentifier(keys[19])] == 19)
    #expect(table[ObjectIdentifier(keys[3])] == nil)
  }
}
