import FixFlex
import FixFlexFiles
import Flexbox
import Foundation

/// The flexbox suite: the direct algorithm on the workloads of `../shared/peers/flex`
/// (flat row, feed, deep; N = 100, 1000, 10 000), from scratch (every node dirty) and
/// after one leaf changes, beside Yoga's and Taffy's medians from `TIMINGS.md`.
///
/// Each workload's first case checks, before it is timed, that the generated tree
/// lays out exactly as the peers' file of the same name does, when
/// `../shared/peers/flex` is there.
func flexSuite(quick: Bool) -> [BenchCase] {
  let sizes = quick ? [100] : [100, 1000, 10_000]
  var cases: [BenchCase] = []
  for size in sizes {
    cases += flexCases(
      screen: "flat", size: size, nodes: size + 1, peerFile: "flat_row_n\(size)"
    ) { FlexWorkloads.flatRow(size) }
    cases += flexCases(
      screen: "feed", size: size, nodes: 6 * size + 1, peerFile: "feed_n\(size)"
    ) { FlexWorkloads.feed(size) }
    cases += flexCases(screen: "deep", size: size, nodes: size + 1, peerFile: "deep_d\(size)") {
      FlexWorkloads.deep(size)
    }
  }
  return cases
}

/// Times any `.flex.json` file through the direct engine: from scratch, and after its
/// deepest middle leaf changes.
///
/// - Throws: the file's ``FileError``.
func flexFileCase(path: String) throws -> [BenchCase] {
  let document = try FlexDocument.read(path: path)
  let base = String(path.split(separator: "/").last ?? Substring(path))
  let name = base.hasSuffix(".flex.json") ? String(base.dropLast(10)) : base
  return flexCases(
    screen: name, size: document.nodes.count, nodes: document.nodes.count, peerFile: nil,
    suite: "file"
  ) {
    document.makeTree().root
  }
}

/// Yoga's and Taffy's medians (milliseconds per layout) from `TIMINGS.md`, measured
/// with every node dirty; the faster first (the target: no slower than it).
private let flexReferences: [String: [(peer: String, milliseconds: Double)]] = [
  "flat/100": [("taffy", 0.0168), ("yoga", 0.0358)],
  "flat/1000": [("taffy", 0.166), ("yoga", 0.339)],
  "flat/10000": [("taffy", 1.887), ("yoga", 4.054)],
  "feed/100": [("yoga", 0.407), ("taffy", 0.740)],
  "feed/1000": [("yoga", 4.061), ("taffy", 7.320)],
  "feed/10000": [("yoga", 61.593), ("taffy", 96.916)],
  "deep/100": [("yoga", 0.054), ("taffy", 0.363)],
  "deep/1000": [("yoga", 0.520), ("taffy", 3.747)],
  "deep/10000": [("yoga", 5.390), ("taffy", 82.930)],
]

/// A workload's tree, built on first use in a worker process and kept for its runs.
private final class FlexWorkloadTree {
  let make: () -> LayoutNode
  private var built: (root: LayoutNode, leaf: LayoutNode)?

  init(_ make: @escaping () -> LayoutNode) {
    self.make = make
  }

  /// The tree and the leaf the incremental case changes, laid out once.
  var tree: (root: LayoutNode, leaf: LayoutNode) {
    if let built { return built }
    let root = make()
    try? root.flex.layout(mode: .fitContainer)
    let result = (root, FlexWorkloads.changingLeaf(of: root))
    built = result
    return result
  }
}

/// The two cases of one workload: from scratch and after one leaf changes.
private func flexCases(
  screen: String, size: Int, nodes: Int, peerFile: String?, suite: String = "flex",
  make: @escaping () -> LayoutNode
) -> [BenchCase] {
  let references = flexReferences["\(screen)/\(size)"] ?? []
  let workload = FlexWorkloadTree(make)
  var scratch = BenchCase(
    suite: suite, screen: screen, size: size, engine: "direct", phase: "scratch",
    units: nodes, unitName: "node", references: references
  ) {
    // Every node dirty, as in the peers' runs (untimed: `prepare` runs before each
    // timed run).
    let root = workload.tree.root
    root.flex.markSubtreeDirty()
    return { layoutChecksum(root) }
  }
  if let peerFile {
    scratch.check = { sameLayoutAsPeerFile(peerFile, make) }
  }
  let change = BenchCase(
    suite: suite, screen: screen, size: size, engine: "direct", phase: "leaf-change",
    units: nodes, unitName: "node"
  ) {
    // The leaf back to its original size and the tree laid out (untimed); then one
    // change, and the layout that follows it (timed).
    let (root, leaf) = workload.tree
    leaf.flex.minHeight(nil)
    _ = layoutChecksum(root)
    return {
      leaf.flex.minHeight(1)
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

/// `nil` when the generated tree lays out as `../shared/peers/flex/NAME.flex.json` does
/// (or the file is not there); else where they differ.
private func sameLayoutAsPeerFile(_ name: String, _ make: () -> LayoutNode) -> String? {
  let path = "../shared/peers/flex/\(name).flex.json"
  guard FileManager.default.fileExists(atPath: path) else { return nil }
  do {
    let document = try FlexDocument.read(path: path)
    let expected = try document.layout(LayoutOptions()).flattened
    let root = make()
    try root.flex.layout(availableWidth: nil, availableHeight: nil)
    let generated = root.subtree
    guard generated.count == expected.count else {
      return "\(name): \(generated.count) nodes generated, \(expected.count) in \(path)"
    }
    for (node, file) in zip(generated, expected) where node.frame != file.frame {
      return "\(name): \(file.path) is \(node.frame) generated, \(file.frame) from \(path)"
    }
    return nil
  } catch {
    return "\(name): \(error)"
  }
}
