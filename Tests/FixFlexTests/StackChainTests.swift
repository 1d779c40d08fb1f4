import FixFlex
import Testing

/// A vertical stack over cells that were laid out first, as a list screen builds:
/// `cellₖ.top == cellₖ₋₁.bottom` meets every variable of the link already basic.
@Suite struct StackChainTests {
  /// Sixty cells, each a 40 × 40 icon inset by 8 (so 56 high), stacked under one
  /// another after their own stacks. Each link once cost a dual pivot whose row
  /// solve walked every cell above it, in root coordinates (quadratic: 2 000 such
  /// cells of the feed took 11.8 s to build); a free variable of the row that holds
  /// the cell's top (its first spacer's `y`) takes each link with no pivot. By hand,
  /// cell k is at y = 56·k, 375 wide and 56 high, and the list is 60 · 56 = 3 360
  /// high.
  @Test func cellsLaidOutFirstLinkWithoutPivots() throws {
    let root = LayoutNode(name: "list")
    var cells: [LayoutNode] = []
    for index in 0..<60 {
      let cell = LayoutNode(name: "cell\(index)")
      let icon = LayoutNode(name: "icon\(index)")
      try root.addChild(cell)
      try cell.addChild(icon)
      try cell.fx.hstack(Fix(8), Fix(icon, 40), Fill())
      try cell.fx.vstack(Fix(8), Fix(icon, 40), Fix(8))
      cells.append(cell)
    }
    try root.fx.hstack(Flex(cells))
    let before = root.layoutEngine.solverStatistics
    try root.fx.vstack(cells.map { Flex($0) })
    let after = root.layoutEngine.solverStatistics
    #expect(after.dualPivots == before.dualPivots)
    #expect(after.primalPivots == before.primalPivots)

    try root.layout(width: 375, height: nil)
    #expect(root.frame.size == Size(width: 375, height: 3360))
    for (index, cell) in cells.enumerated() {
      #expect(cell.frame == Rect(x: 0, y: 56 * Double(index), width: 375, height: 56))
      #expect(cell.children[0].frame == Rect(x: 8, y: 8, width: 40, height: 40))
    }
  }
}
