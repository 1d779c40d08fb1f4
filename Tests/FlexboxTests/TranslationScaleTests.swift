import FixFlex
import Flexbox
import Testing

/// Trees far larger than one activation batch: the translation hands their
/// constraints to the solver in batches, and the frames are still the direct
/// engine's (and, for the simple row, the hand calculation's).
@Suite struct TranslationScaleTests {
  /// A row of 450 items of the main job's flat screen (fixed widths, content-sized
  /// items clamped between 10 and 80 with no content, so held at 10, and fills of
  /// weight 1 and 2 from a zero basis), padding 4 and gap 4, in a row 22 508 wide:
  /// by hand, the fixed and clamped items and the gaps leave the rest to the 150
  /// fills, 1/225 of it per unit of weight (75 of weight 1, 75 of weight 2).
  @Test func wideRowAgreesWithTheHandCalculationAndTheDirectEngine() throws {
    let count = 450
    let width = Double(50 * count + 8)
    let translated = Self.row(count)
    let direct = Self.row(count)
    try translated.flex.layout(
      engine: .constraints, in: Size(width: width, height: 44), mode: .fitContainer)
    try direct.flex.layout(engine: .direct, in: Size(width: width, height: 44))

    let translation = try #require(translated.flex.translation)
    #expect(translation.statistics.activated > 1000)

    // Hand calculation: fixed widths 20 + i % 7 (i % 3 == 0), clamped items 10
    // (i % 3 == 1), 449 gaps of 4 and 8 of padding; the fills share the rest.
    var fixed = 0.0
    var weights = 0.0
    for index in 0..<count {
      switch index % 3 {
      case 0: fixed += Double(20 + index % 7)
      case 1: fixed += 10
      default: weights += Double(1 + index % 2)
      }
    }
    let perWeight = (width - 8 - 4 * Double(count - 1) - fixed) / weights
    var x = 4.0
    for (index, item) in translated.children.enumerated() {
      let itemWidth: Double
      switch index % 3 {
      case 0: itemWidth = Double(20 + index % 7)
      case 1: itemWidth = 10
      default: itemWidth = perWeight * Double(1 + index % 2)
      }
      expectFrame(item, x, 4, itemWidth, 36, "item \(index)")
      x += itemWidth + 4
    }
    for (ours, theirs) in zip(translated.children, direct.children) {
      #expect(isClose(ours.frame, theirs.frame), "\(ours.name): \(ours.frame) ≠ \(theirs.frame)")
    }
  }

  /// A chain of 200 nested containers, alternately rows and columns, each growing
  /// into its parent less a 0.05 padding on the left and top (the main job's deep
  /// screen): every level is the direct engine's frame, and by hand level 1 fills the
  /// 1000 × 1000 root and level k > 1 sits at (0.05, 0.05) in its parent,
  /// 1000 − 0.05·(k − 1) wide and high.
  @Test func deepChainAgreesWithTheHandCalculationAndTheDirectEngine() throws {
    let depth = 200
    let translated = Self.chain(depth)
    let direct = Self.chain(depth)
    try translated.flex.layout(
      engine: .constraints, in: Size(width: 1000, height: 1000), mode: .fitContainer)
    try direct.flex.layout(engine: .direct, in: Size(width: 1000, height: 1000))

    var ours: LayoutNode? = translated
    var theirs: LayoutNode? = direct
    var level = 0
    while let node = ours, let reference = theirs {
      #expect(isClose(node.frame, reference.frame), "\(node.name): \(node.frame)")
      if level == 1 { expectFrame(node, 0, 0, 1000, 1000, "level 1") }
      if level > 1, node.children.first != nil {
        let side = 1000 - 0.05 * Double(level - 1)
        expectFrame(node, 0.05, 0.05, side, side, "level \(level)")
      }
      ours = node.children.first
      theirs = reference.children.first
      level += 1
    }
    #expect(level == depth + 1)
  }

  /// A 64 × 64 grid of the main job's grid screen: 4 160 nodes, about 25 000 rows.
  /// The few pivots of its build leave dense etas (a row's height reaches all of
  /// its cells), through which every later row's solve passes. When the solves
  /// paid for each of them at its whole length, the basis was refactorised every
  /// few hundred rows: 12 times here and 87 times at 100 × 100, each rebuilding
  /// the factors of every row so far (quadratic). Through the by-position index a
  /// solve pays for the entries it reaches. By hand, every cell is
  /// (800 − 8 − 63·4)/64 = 8.4375 wide and (600 − 8 − 63·4)/64 = 5.3125 high.
  @Test func equalShareGridIsNotRefactorisedRowAfterRow() throws {
    let side = 64
    let root = LayoutNode(name: "grid")
    root.flex.direction(.column).padding(4).rowGap(4)
    for row in 0..<side {
      let line = root.flex.addItem(LayoutNode(name: "row\(row)")).direction(.row)
        .columnGap(4).basis(0).grow(1)
      for cell in 0..<side {
        line.addItem(LayoutNode(name: "cell\(row)_\(cell)")).basis(0).grow(1)
      }
    }
    try root.flex.layout(
      engine: .constraints, in: Size(width: 800, height: 600), mode: .fitContainer)

    #expect(root.layoutEngine.solverStatistics.refactorizations <= 3)
    for (row, line) in root.children.enumerated() {
      expectFrame(line, 4, 4 + Double(row) * 9.3125, 792, 5.3125, "row \(row)")
      for (index, cell) in line.children.enumerated() {
        expectFrame(cell, Double(index) * 12.4375, 0, 8.4375, 5.3125, "cell \(row) \(index)")
      }
    }
  }

  /// The flat screen's row of `count` items.
  static func row(_ count: Int) -> LayoutNode {
    let root = LayoutNode(name: "row")
    root.flex.direction(.row).padding(4).columnGap(4).alignItems(.stretch)
    for index in 0..<count {
      let flex = root.flex.addItem(LayoutNode(name: "item\(index)"))
      switch index % 3 {
      case 0: flex.width(Double(20 + index % 7))
      case 1: flex.minWidth(10).maxWidth(80)
      default: flex.basis(0).grow(Double(1 + index % 2))
      }
    }
    return root
  }

  /// The deep screen's chain of `depth` levels, a 10 × 10 leaf at the bottom.
  static func chain(_ depth: Int) -> LayoutNode {
    let root = LayoutNode(name: "deep")
    root.flex.direction(.column)
    var parent = root.flex
    for level in 1..<depth {
      parent = parent.addItem(LayoutNode(name: "level\(level)"))
        .direction(level % 2 == 1 ? .row : .column).grow(1).shrink(1)
        .paddingLeft(0.05).paddingTop(0.05)
    }
    parent.addItem(LayoutNode(name: "leaf")).width(10).height(10)
    return root
  }

  /// Whether two frames agree within 0.01 on every edge.
  func isClose(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) <= 0.01 && abs(a.minY - b.minY) <= 0.01
      && abs(a.width - b.width) <= 0.01 && abs(a.height - b.height) <= 0.01
  }
}
