import FixFlex
import FixFlexFiles
import Flexbox

/// The flexbox suite: the direct algorithm on the workloads of `../shared/peers/flex`
/// (flat row, feed, deep; N = 100, 1000, 10 000), from scratch (every node dirty) and
/// after one leaf changes, beside Yoga's and Taffy's medians from `TIMINGS.md`.
func flexSuite(quick: Bool) -> [BenchCase] {
  let sizes = quick ? [100] : [100, 1000, 10_000]
  var cases: [BenchCase] = []
  for size in sizes {
    cases += flexCases(screen: "flat", size: size, nodes: size + 1) {
      FlexWorkloads.flatRow(size)
    }
    cases += flexCases(screen: "feed", size: size, nodes: 6 * size + 1) {
      FlexWorkloads.feed(size)
    }
    cases += flexCases(screen: "deep", size: size, nodes: size + 1) { FlexWorkloads.deep(size) }
  }
  return cases
}

/// Times any `.flex.json` file: from scratch, and after its deepest middle leaf is
/// marked dirty (as after a text change).
///
/// - Throws: the file's ``FileError``.
func flexFileCase(path: String) throws -> [BenchCase] {
  let document = try FlexDocument.read(path: path)
  let name = String(path.split(separator: "/").last ?? Substring(path))
  return flexCases(screen: name, size: document.nodes.count, nodes: document.nodes.count) {
    document.makeTree().root
  }
}

/// Yoga's and Taffy's medians (milliseconds per layout) from `TIMINGS.md`, measured
/// with every node dirty.
private let flexReferences: [String: [(peer: String, milliseconds: Double)]] = [
  "flat/100": [("yoga", 0.0358), ("taffy", 0.0168)],
  "flat/1000": [("yoga", 0.339), ("taffy", 0.166)],
  "flat/10000": [("yoga", 4.054), ("taffy", 1.887)],
  "feed/100": [("yoga", 0.407), ("taffy", 0.740)],
  "feed/1000": [("yoga", 4.061), ("taffy", 7.320)],
  "feed/10000": [("yoga", 61.593), ("taffy", 96.916)],
  "deep/100": [("yoga", 0.054), ("taffy", 0.363)],
  "deep/1000": [("yoga", 0.520), ("taffy", 3.747)],
  "deep/10000": [("yoga", 5.390), ("taffy", 82.930)],
]

/// The two cases of one workload. `make` builds the tree (outside the timed region).
private func flexCases(
  screen: String, size: Int, nodes: Int, make: @escaping () -> LayoutNode
) -> [BenchCase] {
  let references = flexReferences["\(screen)/\(size)"] ?? []
  let scratch = BenchCase(
    suite: "flex", screen: screen, size: size, engine: "direct", phase: "scratch",
    units: nodes, unitName: "node", references: references
  ) {
    let root = make()
    try? root.flex.layout(mode: .fitContainer)
    return {
      // Every node dirty, as in the peers' runs. The marking is timed with the
      // layout (the harness times one body); it is a plain walk, a few percent.
      root.flex.markSubtreeDirty()
      return layoutChecksum(root)
    }
  }
  let change = BenchCase(
    suite: "flex", screen: screen, size: size, engine: "direct", phase: "leaf-change",
    units: nodes, unitName: "node"
  ) {
    let root = make()
    let leaf = FlexWorkloads.changingLeaf(of: root)
    try? root.flex.layout(mode: .fitContainer)
    var toggle = false
    return {
      // One leaf changes size (a text that changed), then the tree is laid out again.
      toggle.toggle()
      leaf.flex.minHeight(toggle ? 1 : 0)
      return layoutChecksum(root)
    }
  }
  return [scratch, change]
}

/// Lays `root` out in its own size and returns a number derived from the result, so
/// that the work cannot be skipped and a wrong layout shows.
private func layoutChecksum(_ root: LayoutNode) -> Double {
  do {
    try root.flex.layout(mode: .fitContainer)
  } catch {
    return .nan
  }
  var node = root
  var sum = root.frame.width + root.frame.height
  while let last = node.children.last {
    node = last
    sum += node.frame.minX + node.frame.minY + node.frame.width + node.frame.height
  }
  return sum
}
