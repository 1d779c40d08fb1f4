import FixFlex
import Flexbox

/// The flexbox workloads of `../shared/peers/flex/`, generated with the same shapes
/// (the files there are what Yoga and Taffy were timed on).
enum FlexWorkloads {
  /// `flat_row_nN`: one row of N items cycling through five styles (grow, shrink,
  /// basis, min and max widths, one centred item), in a root 18·N wide.
  static func flatRow(_ count: Int) -> LayoutNode {
    let root = LayoutNode(name: "flat")
    root.flex.direction(.row).width(Double(18 * count)).height(100).alignItems(.stretch)
      .padding(4)
    for index in 0..<count {
      let item = root.flex.addItem()
      switch index % 5 {
      case 0: item.basis(20).grow(1).shrink(1).marginRight(1)
      case 1: item.width(30).shrink(1).minWidth(24)
      case 2: item.basis(1%).grow(2).shrink(0.5).maxWidth(40)
      case 3: item.width(15).shrink(2).minWidth(5).marginLeft(2)
      default:
        item.basis(.auto).width(25).grow(0.5).shrink(1).maxWidth(22).alignSelf(.center)
          .height(20)
      }
    }
    return root
  }

  /// `feed_nN`: a column 375 wide of N cells, each a row of a 40×40 image, a column
  /// of a title and a subtitle that grows, and a button; margins and padding as in
  /// the feed of SEMANTICS §4.
  static func feed(_ count: Int) -> LayoutNode {
    let root = LayoutNode(name: "feed")
    root.flex.direction(.column).width(375)
    for _ in 0..<count {
      root.flex.addItem().direction(.row).paddingHorizontal(12).paddingVertical(8)
        .marginBottom(1).borderBottom(1).define { cell in
          cell.addItem().width(40).height(40).marginRight(10).shrink(0)
          cell.addItem().direction(.column).grow(1).shrink(1).marginVertical(2).define { text in
            text.addItem().height(18).marginBottom(2)
            text.addItem().grow(1).minHeight(14)
          }
          cell.addItem().width(60).height(28).marginLeft(8).alignSelf(.center)
            .paddingHorizontal(6).border(1)
        }
    }
    return root
  }

  /// `deep_dN`: a chain N levels deep: a 1000×1000 column root, N − 1 nodes
  /// alternating row and column that grow and shrink, with a little padding, and a
  /// 10×10 leaf.
  static func deep(_ depth: Int) -> LayoutNode {
    let root = LayoutNode(name: "deep")
    root.flex.width(1000).height(1000).direction(.column)
    var parent = root.flex
    for level in 1..<max(depth, 1) {
      parent = parent.addItem().direction(level % 2 == 1 ? .row : .column).grow(1).shrink(1)
        .paddingLeft(0.05).paddingTop(0.05)
    }
    parent.addItem().width(10).height(10)
    return root
  }

  /// The node whose change the incremental cases time: the deepest node on the
  /// middle path (a leaf).
  static func changingLeaf(of root: LayoutNode) -> LayoutNode {
    var node = root
    while !node.children.isEmpty { node = node.children[node.children.count / 2] }
    return node
  }
}
