import FixFlex

/// A screen of the main job that is one tree: built for an approach at a size N,
/// laid out at a root size, then resized.
struct TreeScreen {
  /// `flat`, `deep`, `grid`, `feed` (the feed's list of cells).
  var name: String
  /// A fresh tree of size N for the approach, ready to lay out: the stacks version
  /// for ``Approach/stacks``, the `flex` version for the others.
  var build: (_ approach: Approach, _ size: Int) -> LayoutNode
  /// The number of nodes in the tree (views, not spacer guides), for the per-node
  /// cost.
  var nodeCount: (_ size: Int) -> Int
  /// The root's size for the first layout (`nil` height: as high as the content).
  var size: (_ size: Int) -> (width: Double, height: Double?)
  /// The root's size after the resize.
  var resized: (_ size: Int) -> (width: Double, height: Double?)

  /// Builds the tree for `approach` and lays it out at the first size.
  func laidOut(_ approach: Approach, _ count: Int) throws -> LayoutNode {
    let root = build(approach, count)
    let (width, height) = size(count)
    try approach.layout(root, width: width, height: height)
    return root
  }

  /// Resizes a laid-out tree to the second size (`back`: to the first).
  func resize(_ root: LayoutNode, _ approach: Approach, _ count: Int, back: Bool = false) throws {
    let (width, height) = back ? size(count) : resized(count)
    try approach.layout(root, width: width, height: height)
  }

  /// `nil` when `approach` gives the direct engine's frames (within
  /// ``Agreement/tolerance``) for a tree of size `count` — laid out from scratch for
  /// `scratch`, else after a resize of a laid-out tree — or what differs.
  func disagreement(_ approach: Approach, _ count: Int, scratch: Bool) -> String? {
    let label = "\(name) N=\(count)" + (scratch ? "" : " after the resize")
    do {
      let ours = try laidOut(approach, count)
      let reference = try laidOut(.direct, count)
      if !scratch {
        try resize(ours, approach, count)
        try resize(reference, .direct, count)
      }
      return Agreement.difference(ours, approach, reference, .direct, label)
    } catch {
      return "\(label): the layout failed: \(error)"
    }
  }
}
