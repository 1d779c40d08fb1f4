import Testing
import _FixFlexTestSupport

@testable import Cassowary

/// The queue of a sparse solve (``StepQueue``) hands out every queued step once, in
/// order: checked against a set and a sort, over steps that span several summary
/// words (4 096 steps each).
@Suite struct StepQueueTests {
  /// Random steps below `limit`, with repeats.
  func randomSteps(_ random: inout SeededRandom, count: Int, limit: Int) -> [Int32] {
    (0..<count).map { _ in Int32(Int.random(in: 0..<limit, using: &random)) }
  }

  /// Popping from the front gives each queued step once in ascending order, from
  /// the back in descending order; an emptied queue answers -1 at both ends.
  @Test(arguments: [true, false]) func popsGiveEachStepOnceInOrder(fromFront: Bool) {
    var random = SeededRandom(seed: fromFront ? 11 : 12)
    let limit = fromFront ? 10_000 : 9_000
    let queue = StepQueue()
    queue.reserve(steps: limit)
    for round in 0..<20 {
      let steps = randomSteps(&random, count: 1 + round * (fromFront ? 37 : 41), limit: limit)
      for step in steps { queue.insert(step) }
      var taken: [Int32] = []
      while true {
        let step = fromFront ? queue.popFirst() : queue.popLast()
        if step < 0 { break }
        taken.append(step)
      }
      #expect(taken == (fromFront ? Set(steps).sorted() : Set(steps).sorted(by: >)))
      #expect(queue.popFirst() == -1)
      #expect(queue.popLast() == -1)
    }
  }

  /// A solve queues the steps its values reach while it takes them: forward, later
  /// steps, taken smallest first; backward, earlier ones, largest first. The steps
  /// taken come out in order and are exactly those reachable from the start.
  @Test(arguments: [true, false]) func stepsQueuedWhileTakingComeOutInOrder(forward: Bool) {
    var random = SeededRandom(seed: forward ? 13 : 14)
    let limit = forward ? 12_000 : 9_500
    // Each step leads to up to three steps ahead of it, some far (across summary
    // words), some near.
    var next: [[Int32]] = []
    for step in 0..<limit {
      var targets: [Int32] = []
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let far = Bool.random(using: &random)
        if forward, step + 1 < limit {
          let high = far ? limit : min(limit, step + 70)
          targets.append(Int32(Int.random(in: (step + 1)..<high, using: &random)))
        } else if !forward, step > 0 {
          let low = far ? 0 : max(0, step - 70)
          targets.append(Int32(Int.random(in: low..<step, using: &random)))
        }
      }
      next.append(targets)
    }
    let starts: [Int32] = forward ? [5, 4_095, 4_096, 200] : [9_499, 4_096, 8_191, 63, 64]
    // The reachable steps, by a plain search.
    var reachable = Set(starts)
    var pending = starts
    while let step = pending.popLast() {
      for target in next[Int(step)] where reachable.insert(target).inserted {
        pending.append(target)
      }
    }
    let queue = StepQueue()
    queue.reserve(steps: limit)
    for step in starts { queue.insert(step) }
    var taken: [Int32] = []
    while true {
      let step = forward ? queue.popFirst() : queue.popLast()
      if step < 0 { break }
      taken.append(step)
      for target in next[Int(step)] { queue.insert(target) }
    }
    #expect(taken == (forward ? reachable.sorted() : reachable.sorted(by: >)))
  }

  /// Growing an emptied queue keeps it working, and the extremes of the range are
  /// handed out.
  @Test func growsAndHandsOutTheExtremes() {
    let queue = StepQueue()
    queue.reserve(steps: 1)
    queue.insert(0)
    #expect(queue.popFirst() == 0)
    #expect(queue.popFirst() == -1)
    queue.reserve(steps: 70_000)
    for step: Int32 in [69_999, 0, 4_095, 4_096, 65_535, 65_536] { queue.insert(step) }
    #expect(queue.popLast() == 69_999)
    #expect(queue.popFirst() == 0)
    #expect(queue.popLast() == 65_536)
    #expect(queue.popFirst() == 4_095)
    #expect(queue.popFirst() == 4_096)
    #expect(queue.popFirst() == 65_535)
    #expect(queue.popFirst() == -1)
    #expect(queue.popLast() == -1)
  }
}
