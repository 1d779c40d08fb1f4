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
///
/// The list also times single changes on a laid-out screen, each followed by
/// `layoutIfNeeded` (``listChanges(_:)``).
func layoutSuite(quick: Bool) -> [BenchCase] {
  let sizes = quick ? [10, 100] : [10, 100, 1000]
  var cases: [BenchCase] = []
  for size in sizes {
    let side = max(1, Int(Double(size).squareRoot().rounded()))
    // Node counts (guides included) from the builders' structure, so that listing the
    // cases builds nothing; each scratch case's check compares them with a real tree.
    let screens: [LayoutScreen] = [
      .list(size),
      LayoutScreen(
        name: "flat", engine: "stacks", build: stackFlatRow, nodes: 2 * size + 4,
        size: (Double(30 * size), 44), resized: (Double(32 * size), 48)),
      LayoutScreen(
        name: "feed", engine: "stacks", build: stackFeed, nodes: 1 + 37 * size,
        size: (375, nil), resized: (390, nil)),
      LayoutScreen(
        name: "grid", engine: "stacks", build: stackGrid,
        nodes: 1 + side * side + 2 * side * (side + 1), size: (800, 600), resized: (820, 620)),
    ]
    for screen in screens {
      cases.append(screen.scratch(size))
      cases.append(screen.resize(size))
    }
    cases += listChanges(size)
  }
  return cases
}

/// The list's single changes, on a laid-out screen (set-up untimed), in the middle
/// cell: what an app does between full layouts. A cell's height moves every cell
/// below it, so each costs the list's length at least; the figures show how much.
///
/// - `constant`: the icon's top, 12 → 20 and back, each laid out (per change).
/// - `text`: the subtitle's text, from two lines to one and back (the cell 87 and
///   68 points high), each laid out (per change).
/// - `remove`: the cell taken out of the tree, laid out (per removal).
/// - `deactivate`: every constraint deactivated in one call (per constraint).
func listChanges(_ count: Int) -> [BenchCase] {
  let middle = count / 2
  /// A laid-out list, and its constraints.
  func laidOut() -> (root: LayoutNode, constraints: [LayoutConstraint]) {
    let (root, constraints) = anchorListParts(count: count)
    try! LayoutConstraint.activate(constraints)
    try! root.layout(width: 375, height: nil)
    return (root, constraints)
  }
  func change(_ phase: String, units: Int, unitName: String, body: @escaping () -> () -> Double)
    -> BenchCase
  {
    BenchCase(
      suite: "layout", screen: "list", size: count, engine: "constraints", phase: phase,
      units: units, unitName: unitName, prepare: body)
  }
  return [
    change("constant", units: 2, unitName: "change") {
      let (root, constraints) = laidOut()
      let iconTop = constraints[15 * middle + 4]
      return {
        try! iconTop.setConstant(20)
        try! root.layoutIfNeeded()
        let there = checksum(root) + root.children[middle].children[0].frame.minY
        try! iconTop.setConstant(12)
        try! root.layoutIfNeeded()
        return checksum(root) + there
      }
    },
    change("text", units: 2, unitName: "change") {
      let (root, _) = laidOut()
      let subtitle = root.children[middle].children[2]
      let original = subtitle.measure
      let shorter = benchText("Subtitle \(middle)", maxLines: 2)
      return {
        subtitle.measure = shorter
        try! root.layoutIfNeeded()
        let there = checksum(root) + subtitle.frame.height
        subtitle.measure = original
        try! root.layoutIfNeeded()
        return checksum(root) + there
      }
    },
    change("remove", units: 1, unitName: "removal") {
      let (root, _) = laidOut()
      return {
        root.children[middle].removeFromParent()
        try! root.layoutIfNeeded()
        return checksum(root)
      }
    },
    change("deactivate", units: 15 * count + 1, unitName: "constraint") {
      let (root, constraints) = laidOut()
      return {
        LayoutConstraint.deactivate(constraints)
        return Double(constraints.filter(\.isActive).count) + Double(root.subtree.count)
      }
    },
  ]
}

/// A screen of the layout suite: how to build it and the two sizes it is laid out at.
struct LayoutScreen {
  var name: String
  var engine: String
  var build: (Int) -> LayoutNode
  /// How many nodes (guides included) the screen has at the case's size.
  var nodes: Int
  var size: (width: Double, height: Double?)
  var resized: (width: Double, height: Double?)
  /// The suite its cases belong to (the first part of their ids).
  var suite = "layout"

  /// The raw-constraints list of `count` cells (``anchorList(count:)``), 375 points
  /// wide, resized to 390.
  static func list(_ count: Int, suite: String = "layout") -> LayoutScreen {
    LayoutScreen(
      name: "list", engine: "constraints", build: anchorList, nodes: 1 + 5 * count,
      size: (375, nil), resized: (390, nil), suite: suite)
  }

  func scratch(_ count: Int) -> BenchCase {
    BenchCase(
      suite: suite, screen: name, size: count, engine: engine, phase: "scratch",
      units: nodes, unitName: "node",
      prepare: {
        {
          let root = build(count)
          try! root.layout(width: size.width, height: size.height)
          return checksum(root)
        }
      },
      check: { check(count) })
  }

  /// Builds and lays the screen out once: the node count must be the expected one,
  /// with no conflict and every text measurement settled.
  func check(_ count: Int) -> String? {
    let root = build(count)
    do {
      try root.layout(width: size.width, height: size.height)
    } catch {
      return "\(name) \(count): \(error)"
    }
    let engine = root.layoutEngine
    if root.subtree.count != nodes {
      return "\(name) \(count): \(root.subtree.count) nodes, expected \(nodes)"
    }
    if let conflict = engine.conflicts.first { return "\(name) \(count): \(conflict)" }
    if !engine.unconvergedNodes.isEmpty {
      return "\(name) \(count): text did not settle at \(engine.unconvergedNodes[0].name)"
    }
    return nil
  }

  func resize(_ count: Int) -> BenchCase {
    BenchCase(
      suite: suite, screen: name, size: count, engine: engine, phase: "resize",
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
