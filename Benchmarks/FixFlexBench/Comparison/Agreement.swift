import FixFlex

/// The check every screen passes before it is timed: the approaches produce the same
/// frames, within ``tolerance``, on every node (views; the spacer guides that only
/// stacks create are not compared).
enum Agreement {
  /// Points by which two frames' origins or sizes may differ (the solver works in
  /// the root's coordinates and in floating point; the direct engine adds lengths).
  static let tolerance = 0.01

  /// `nil` when the two trees have the same shape and frames, else a description of
  /// the first node that differs and how many do.
  static func difference(
    _ left: LayoutNode, _ leftApproach: Approach, _ right: LayoutNode, _ rightApproach: Approach,
    _ label: String
  ) -> String? {
    let lefts = views(left)
    let rights = views(right)
    guard lefts.count == rights.count else {
      return "\(label): \(lefts.count) nodes through \(leftApproach.engine), "
        + "\(rights.count) through \(rightApproach.engine)"
    }
    var first: (LayoutNode, LayoutNode)?
    var count = 0
    for (a, b) in zip(lefts, rights) where !same(a.frame, b.frame) {
      count += 1
      if first == nil { first = (a, b) }
    }
    guard let (a, b) = first else { return nil }
    return "\(label): \(leftApproach.engine) and \(rightApproach.engine) give different "
      + "frames at \(path(a)): \(a.frame) against \(b.frame) (\(count) of \(lefts.count) "
      + "nodes differ by more than \(tolerance))"
  }

  /// Whether two frames agree within the tolerance.
  static func same(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  /// The views of a tree in pre-order, without recursion (a 10 000-level chain).
  static func views(_ root: LayoutNode) -> [LayoutNode] {
    var result: [LayoutNode] = []
    var stack = [root]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// `feedItem/contentView/topBar/action`.
  static func path(_ node: LayoutNode) -> String {
    var names = [node.name]
    var current = node
    while let parent = current.parent {
      names.append(parent.name)
      current = parent
    }
    return names.reversed().joined(separator: "/")
  }
}
