import FixFlex
import Flexbox

/// `grid`: a table of side × side cells, side = round(√count) (3, 10, 32 and 100 for
/// 10, 100, 1000 and 10 000), in a root 800 × 600 (resized to 840 × 630) with 4
/// points of padding, 4 between rows and 4 between cells; every row equally high and
/// every cell of a row equally wide.
///
/// Stacks: the root stacks the rows (`hstack(Fix(4), Flex(rows), Fix(4))`, rows in
/// parallel, and `vstack(Fix(4), Fill(row0), Fix(4), Fill(row1), …, Fix(4))`); each
/// row stacks its cells (`hstack(Fill(c0), Fix(4), Fill(c1), …)`, `vstack(Flex(cells))`).
/// Flexbox: a column with `padding(4).rowGap(4)` of rows `direction(.row).columnGap(4)
/// .basis(0).grow(1)`, their cells `basis(0).grow(1)`, stretched across (CSS §9.4 step
/// 11) and sharing the main axis equally (§9.7 step 4).
enum ScreenGrid {
  static var screen: TreeScreen {
    TreeScreen(
      name: "grid", build: build, nodeCount: { side($0) * (side($0) + 1) + 1 },
      size: { _ in (800, 600) }, resized: { _ in (840, 630) })
  }

  static func side(_ count: Int) -> Int {
    max(1, Int(Double(count).squareRoot().rounded()))
  }

  static func build(_ approach: Approach, _ count: Int) -> LayoutNode {
    let side = side(count)
    let root = LayoutNode(name: "grid")
    var rows: [LayoutNode] = []
    var cells: [[LayoutNode]] = []
    for row in 0..<side {
      rows.append(LayoutNode(name: "row\(row)"))
      cells.append((0..<side).map { LayoutNode(name: "cell\(row)_\($0)") })
    }
    if approach.usesFlexTree {
      root.flex.direction(.column).padding(4).rowGap(4)
      for (row, line) in zip(rows, cells) {
        let flex = root.flex.addItem(row).direction(.row).columnGap(4).basis(0).grow(1)
        for cell in line { flex.addItem(cell).basis(0).grow(1) }
      }
      return root
    }
    for (row, line) in zip(rows, cells) {
      try! root.addChild(row)
      for cell in line { try! row.addChild(cell) }
    }
    try! root.fx.hstack(Fix(4), Flex(rows), Fix(4))
    try! root.fx.vstack([Fix(4)] + rows.flatMap { [Fill($0), Fix(4)] })
    for (row, line) in zip(rows, cells) {
      try! row.fx.hstack(Array(line.map { [Fix(4), Fill($0)] }.joined().dropFirst()))
      try! row.fx.vstack(Flex(line))
    }
    return root
  }
}
