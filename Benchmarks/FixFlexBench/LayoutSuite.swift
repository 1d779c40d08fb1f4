import FixFlex

/// The layout suite: the raw-constraints list (explicit anchors) and the stacks
/// screens (flat row, feed, grid), each at N = 10, 100 and 1000 (10 and 100 in quick
/// mode), from scratch and after a resize of the root.
///
/// - `scratch`: builds the tree (nodes, stacks or constraints) and lays it out once;
///   the solver work happens here, so it is timed with it.
/// - `resize`: on a laid-out tree that has been resized once already (set-up, untimed:
///   the first resize after a build also pays for the solver settling in), a round
///   trip of the root's size (W → W′ → W), two incremental layouts; the per-unit
///   figure is per resize.
func layoutSuite(quick: Bool) -> [BenchCase] {
  let sizes = quick ? [10, 100] : [10, 100, 1000]
  var cases: [BenchCase] = []
  for size in sizes {
    let screens: [LayoutScreen] = [
      LayoutScreen(
        name: "list", engine: "constraints", build: anchorList, size: (375, nil),
        resized: (390, nil)),
      LayoutScreen(
        name: "flat", engine: "stacks", build: stackFlatRow, size: (Double(30 * size), 44),
        resized: (Double(32 * size), 48)),
      LayoutScreen(
        name: "feed", engine: "stacks", build: stackFeed, size: (375, nil), resized: (390, nil)),
      LayoutScreen(
        name: "grid", engine: "stacks", build: stackGrid, size: (800, 600), resized: (820, 620)),
    ]
    for screen in screens {
      cases.append(screen.scratch(size))
      cases.append(screen.resize(size))
    }
  }
  return cases
}

/// A screen of the layout suite: how to build it and the two sizes it is laid out at.
struct LayoutScreen {
  var name: String
  var engine: String
  var build: (Int) -> LayoutNode
  var size: (width: Double, height: Double?)
  var resized: (width: Double, height: Double?)

  func scratch(_ count: Int) -> BenchCase {
    let root = build(count)
    let units = root.subtree.count
    return BenchCase(
      suite: "layout", screen: name, size: count, engine: engine, phase: "scratch",
      units: units, unitName: "node",
      prepare: {
        {
          let root = build(count)
          try! root.layout(width: size.width, height: size.height)
          return checksum(root)
        }
      })
  }

  func resize(_ count: Int) -> BenchCase {
    BenchCase(
      suite: "layout", screen: name, size: count, engine: engine, phase: "resize",
      units: 2, unitName: "resize",
      prepare: {
        let root = build(count)
        try! root.layout(width: size.width, height: size.height)
        try! root.layout(width: resized.width, height: resized.height)
        try! root.layout(width: size.width, height: size.height)
        return {
          try! root.layout(width: resized.width, height: resized.height)
          let there = checksum(root)
          try! root.layout(width: size.width, height: size.height)
          return checksum(root) + there
        }
      })
  }
}

/// A number derived from the layout: the root's size and the frames of its first and
/// last children and their first children, so that a wrong or skipped layout shows.
func checksum(_ root: LayoutNode) -> Double {
  var total = root.frame.width + root.frame.height
  for child in [root.children.first, root.children.last].compactMap({ $0 }) {
    for node in [child] + (child.children.first.map { [$0] } ?? []) {
      let frame = node.frame
      total += frame.minX + 2 * frame.minY + 3 * frame.width + 5 * frame.height
    }
  }
  precondition(total.isFinite, "layout produced a non-finite frame")
  // Incremental re-solves may differ from a fresh solve in the last bits.
  return (total * 1e6).rounded() / 1e6
}
