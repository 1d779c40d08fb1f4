/// The workload generators' random numbers: a permuted congruential generator
/// (PCG-XSH-RR, 64-bit state, 32-bit output), so that a family, size and seed give
/// the same system on every platform and run.
struct BenchRandom {
  private var state: UInt64
  private let increment: UInt64 = 1_442_695_040_888_963_407

  init(seed: UInt64) {
    state = 0
    _ = next32()
    state &+= seed
    _ = next32()
  }

  mutating func next32() -> UInt32 {
    let old = state
    state = old &* 6_364_136_223_846_793_005 &+ increment
    let shifted = UInt32(truncatingIfNeeded: ((old >> 18) ^ old) >> 27)
    let rotation = UInt32(truncatingIfNeeded: old >> 59)
    return (shifted >> rotation) | (shifted << ((~rotation &+ 1) & 31))
  }

  /// A uniform integer in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    let wide = (UInt64(next32()) << 32) | UInt64(next32())
    return range.lowerBound + Int(wide % span)
  }

  /// A uniform number in [0, 1).
  mutating func unit() -> Double {
    Double(next32()) / 4_294_967_296
  }

  /// Whether an event of probability `p` happens.
  mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// A uniformly chosen element.
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

  /// `items` in random order (Fisher–Yates).
  mutating func shuffled<T>(_ items: [T]) -> [T] {
    var result = items
    var index = result.count - 1
    while index > 0 {
      result.swapAt(index, int(0...index))
      index -= 1
    }
    return result
  }
}
