import FixFlex
import Flexbox

/// `deep`: a chain `depth` levels deep (the shape of `../shared/peers/flex/deep_dN`):
/// a root 1000 × 1000 (resized to 1100 × 1050) filled by `depth − 1` nested
/// containers, each of which insets its content by 0.05 at the top and the leading
/// edge, and a 10 × 10 leaf in the innermost one, at its top leading corner.
///
/// Stacks: every level below the root is `hstack(Fix(0.05), Fill(child))` and
/// `vstack(Fix(0.05), Fill(child))` (the root's stacks have no inset); the leaf is
/// `Fix(leaf, 10)` followed by a `Fill()` spacer on both axes. Flexbox: the levels alternate row and column, with `grow(1).shrink(1)` and
/// `paddingLeft(0.05).paddingTop(0.05)`, so that each fills its parent along the main
/// axis (CSS §9.7) and stretches across it (§9.4 step 11); the leaf has a fixed size.
/// There is room for every level, so no item shrinks and both mean the same frames.
enum ScreenDeep {
  static var screen: TreeScreen {
    TreeScreen(
      name: "deep", build: build, nodeCount: { max($0, 1) + 1 },
      size: { _ in (1000, 1000) }, resized: { _ in (1100, 1050) })
  }

  /// The inset of each level within its parent.
  static let inset = 0.05

  static func build(_ approach: Approach, _ depth: Int) -> LayoutNode {
    let root = LayoutNode(name: "deep")
    if approach.usesFlexTree {
      root.flex.direction(.column)
      var parent = root.flex
      for level in 1..<max(depth, 1) {
        parent = parent.addItem(LayoutNode(name: "level\(level)"))
          .direction(level % 2 == 1 ? .row : .column).grow(1).shrink(1)
          .paddingLeft(inset).paddingTop(inset)
      }
      parent.addItem(LayoutNode(name: "leaf")).width(10).height(10)
      return root
    }
    // The levels' padding insets their children; the root has none.
    var parent = root
    var padding: [SizingIntent] = []
    for level in 1..<max(depth, 1) {
      let node = LayoutNode(name: "level\(level)")
      try! parent.addChild(node)
      try! parent.fx.hstack(padding + [Fill(node)])
      try! parent.fx.vstack(padding + [Fill(node)])
      parent = node
      padding = [Fix(inset)]
    }
    let leaf = LayoutNode(name: "leaf")
    try! parent.addChild(leaf)
    try! parent.fx.hstack(padding + [Fix(leaf, 10), Fill()])
    try! parent.fx.vstack(padding + [Fix(leaf, 10), Fill()])
    return root
  }
}
