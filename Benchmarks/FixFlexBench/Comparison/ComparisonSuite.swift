import FixFlex

/// The main job (issue 7): the same screens through stacks → solver, flexbox →
/// constraints → solver (when it is in the build) and flexbox → direct, from scratch
/// and on root resize, at N = 10, 100, 1000 and 10 000, and 30 too for the feed (10
/// and 100 with `quick`).
///
/// The harness skips a size when the next smaller one, scaled as N², predicts more
/// than the run's limit; the feed's protocol grows as N (N measurements of one cell),
/// so its N = 30 keeps that prediction from skipping the N = 100 of issue 7's claim.
///
/// Every case of stacks or constraints is checked before it is timed: it must give
/// the direct engine's frames at that size and phase (``Agreement``), or the run
/// stops with the difference. The direct engine's own frames are checked by the
/// flexbox conformance tests, and each screen's by hand-worked tests
/// (Tests/CLITests/MainJob*.swift).
///
/// Phases:
/// - `scratch`: from nothing to frames — the tree built (nodes, styles or stacks) and
///   laid out once, all timed; for `feed`, LayoutFrameworkBenchmark's protocol
///   (``ScreenFeed``).
/// - `resize`: a laid-out tree (built once per worker, outside the timed region) is
///   laid out again at a new root size; timed is that one layout.
func comparisonSuite(quick: Bool) -> [BenchCase] {
  let screens = [ScreenFlat.screen, ScreenDeep.screen, ScreenGrid.screen, ScreenFeed.list]
  var cases: [BenchCase] = []
  for screen in screens {
    let sizes =
      quick
      ? [10, 100]
      : (screen.name == "feed" ? [10, 30, 100, 1000, 10_000] : [10, 100, 1000, 10_000])
    for size in sizes {
      for approach in Approach.available {
        cases.append(
          screen.name == "feed"
            ? feedScratchCase(approach, size) : scratchCase(screen, approach, size))
      }
      for approach in Approach.available {
        cases.append(resizeCase(screen, approach, size))
      }
    }
  }
  return cases
}

/// The suite's name, the first part of every case id.
let comparisonSuiteName = "compare"

/// Builds the tree and lays it out, timed; a case of `suite` (the main job's unless
/// said).
func scratchCase(
  _ screen: TreeScreen, _ approach: Approach, _ size: Int, suite: String = comparisonSuiteName
) -> BenchCase {
  var benchCase = BenchCase(
    suite: suite, screen: screen.name, size: size, engine: approach.engine,
    phase: "scratch", units: screen.nodeCount(size), unitName: "node"
  ) {
    {
      let root = try! screen.laidOut(approach, size)
      return frameChecksum(root)
    }
  }
  if approach != .direct {
    benchCase.check = { screen.disagreement(approach, size, scratch: true) }
  }
  return benchCase
}

/// LayoutFrameworkBenchmark's protocol: the data and a fresh mannequin cell made
/// untimed; N measurements and the visible cells timed.
private func feedScratchCase(_ approach: Approach, _ size: Int) -> BenchCase {
  var benchCase = BenchCase(
    suite: comparisonSuiteName, screen: "feed", size: size, engine: approach.engine,
    phase: "scratch", units: ScreenFeed.scratchNodeCount(size), unitName: "node"
  ) {
    let items = ScreenFeed.items(size)
    let mannequin = FeedCell(approach, item: items[0])
    return {
      let (heights, cells) = try! ScreenFeed.measureAndShow(approach, items, mannequin: mannequin)
      return rounded(heights.reduce(0, +) + cells.map { frameChecksum($0.root) }.reduce(0, +))
    }
  }
  if approach != .direct {
    benchCase.check = { ScreenFeed.disagreement(approach, size) }
  }
  return benchCase
}

/// One layout at the new root size, on a tree laid out at the first size (built once
/// per worker process and reset to the first size before each run, untimed).
private func resizeCase(_ screen: TreeScreen, _ approach: Approach, _ size: Int) -> BenchCase {
  let tree = LaidOutTree { try! screen.laidOut(approach, size) }
  var benchCase = BenchCase(
    suite: comparisonSuiteName, screen: screen.name, size: size, engine: approach.engine,
    phase: "resize", units: screen.nodeCount(size), unitName: "node"
  ) {
    let (root, isFresh) = tree.get()
    if !isFresh { try! screen.resize(root, approach, size, back: true) }
    return {
      try! screen.resize(root, approach, size)
      return frameChecksum(root)
    }
  }
  if approach != .direct {
    benchCase.check = { screen.disagreement(approach, size, scratch: false) }
  }
  return benchCase
}

/// A tree built on first use in a worker process and kept for its runs.
private final class LaidOutTree {
  private let make: () -> LayoutNode
  private var root: LayoutNode?

  init(_ make: @escaping () -> LayoutNode) {
    self.make = make
  }

  /// The tree, and whether it was just built (then it is at the first size).
  func get() -> (LayoutNode, isFresh: Bool) {
    if let root { return (root, false) }
    let built = make()
    root = built
    return (built, true)
  }
}

/// A number derived from the layout, so that the work cannot be skipped and a
/// changed result shows: the frames of the root, its first and last children, and
/// the node reached by following last children to a leaf.
func frameChecksum(_ root: LayoutNode) -> Double {
  var total = root.frame.width + 3 * root.frame.height
  var sampled = [root.children.first, root.children.last].compactMap { $0 }
  var node = root
  while let last = node.children.last { node = last }
  sampled.append(node)
  for (index, node) in sampled.enumerated() {
    let frame = node.frame
    total += Double(index + 2) * (frame.minX + 2 * frame.minY + 3 * frame.width + 5 * frame.height)
  }
  return rounded(total)
}

/// Rounded to a millionth: an incremental solve may differ from a fresh one in the
/// last bits, which is not a changed result.
private func rounded(_ value: Double) -> Double {
  precondition(value.isFinite, "a layout produced a non-finite frame")
  return (value * 1e6).rounded() / 1e6
}
