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

  @Test func popFirstGivesEachStepOnceInAscendingOrder() {
    var random = SeededRandom(seed: 11)
    let queue = StepQueue()
    queue.reserve(steps: 10_000)
    for round in 0..<20 {
      let steps = randomSteps(&random, count: 1 + round * 37, limit: 10_000)
      for step in steps { queue.insert(step) }
      var taken: [Int32] = []
      while true {
        let step = queue.popFirst()
        if step < 0 { break }
        taken.append(step)
      }
      #expect(taken == Set(steps).sorted())
      #expect(queue.popFirst() == -1)
      #expect(queue.popLast() == -1)
    }
  }

  @Test func popLastGivesEachStepOnceInDescendingOrder() {
    var random = SeededRandom(seed: 12)
    let queue = StepQueue()
    queue.reserve(steps: 9_000)
    for round in 0..<20 {
      let steps = randomSteps(&random, count: 1 + round * 41, limit: 9_000)
      for step in steps { queue.insert(step) }
      var taken: [Int32] = []
      while true {
        let step = queue.popLast()
        if step < 0 { break }
        taken.append(step)
      }
      #expect(taken == Set(steps).sorted(by: >))
      #expect(queue.popLast() == -1)
      #expect(queue.popFirst() == -1)
    }
  }

  /// A forward solve queues later steps while it takes earlier ones: the steps
  /// taken are strictly increasing and are exactly those reachable from the start.
  @Test func stepsQueuedWhileTakingComeOutInOrder() {
    var random = SeededRandom(seed: 13)
    let limit = 12_000
    // Each step leads to up to three later steps, some far ahead (across summary
    // words), some next to it.
    var next: [[Int32]] = []
    for step in 0..<limit {
      var targets: [Int32] = []
      for _ in 0..<Int.random(in: 0...3, using: &random) where step + 1 < limit {
        let far = Bool.random(using: &random)
        let high = far ? limit : min(limit, step + 70)
        targets.append(Int32(Int.random(in: (step + 1)..<high, using: &random)))
      }
      next.append(targets)
    }
    let starts: [Int32] = [5, 4_095, 4_096, 200]
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
      let step = queue.popFirst()
      if step < 0 { break }
      taken.append(step)
      for target in next[Int(step)] { queue.insert(target) }
    }
    #expect(taken == reachable.sorted())
  }

  /// The same, backwards: a step leads to earlier steps, taken largest first.
  @Test func stepsQueuedWhileTakingBackwardsComeOutInOrder() {
    var random = SeededRandom(seed: 14)
    let limit = 9_500
    var next: [[Int32]] = []
    for step in 0..<limit {
      var targets: [Int32] = []
      for _ in 0..<Int.random(in: 0...3, using: &random) where step > 0 {
        let low = Bool.random(using: &random) ? 0 : max(0, step - 70)
        targets.append(Int32(Int.random(in: low..<step, using: &random)))
      }
      next.append(targets)
    }
    let starts: [Int32] = [9_499, 4_096, 8_191, 63, 64]
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
      let step = queue.popLast()
      if step < 0 { break }
      taken.append(step)
      for target in next[Int(step)] { queue.insert(target) }
    }
    #expect(taken == reachable.sorted(by: >))
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
