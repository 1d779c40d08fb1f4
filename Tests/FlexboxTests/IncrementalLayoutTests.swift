import FixFlex
import FixFlexFiles
import Testing
import _FixFlexTestSupport

@testable import Flexbox

/// Incremental layout: dirty flags, the per-node cache, and changes made through
/// `LayoutNode` directly.
@Suite struct IncrementalLayoutTests {
  /// A feed of `count` cells (a row of an image, a column of two texts, a button).
  func feed(_ count: Int) -> (root: LayoutNode, titles: [LayoutNode]) {
    let root = LayoutNode(name: "feed")
    root.frame = Rect(x: 0, y: 0, width: 375, height: 0)
    var titles: [LayoutNode] = []
    for index in 0..<count {
      let cell = addChild(root, "cell\(index)")
      cell.flex.direction(.row).padding(8)
      addChild(cell, "image").flex.size(40).marginRight(10)
      let column = addChild(cell, "text")
      column.flex.grow(1).shrink(1)
      let title = addChild(column, "title")
      title.measure = TextMeasure.words(
        [4, 6, 3], glyphWidth: 8, lineHeight: 14, breaksAtLongestWord: false)
      titles.append(title)
      addChild(column, "subtitle").flex.height(12)
      addChild(cell, "button").flex.width(60).height(28).alignSelf(.center)
    }
    return (root, titles)
  }

  @Test func relayoutWithoutChangesComputesNothing() throws {
    let (root, _) = feed(20)
    try root.flex.layout(mode: .adjustHeight)
    let full = root.flex._lastLayoutCounts
    #expect(full.computed >= root.subtree.count)
    try root.flex.layout(mode: .adjustHeight)
    #expect(root.flex._lastLayoutCounts.computed == 0)
    #expect(root.flex._lastLayoutCounts.measured == 0)
  }

  @Test func oneLeafChangeRecomputesOnlyItsPath() throws {
    let (root, titles) = feed(20)
    try root.flex.layout(mode: .adjustHeight)
    let before = root.subtree.map(\.frame)
    // The 10th title's text changes: 12 words of 9 glyphs in a column 249 wide (375 −
    // 16 padding − 50 image − 60 button): 3 words a line, 4 lines of 14 instead of 1.
    titles[10].measure = TextMeasure.words(
      Array(repeating: 9, count: 12), glyphWidth: 8, lineHeight: 14, breaksAtLongestWord: false)
    titles[10].flex.markDirty()
    try root.flex.layout(mode: .adjustHeight)
    let counts = root.flex._lastLayoutCounts
    // Its path (title, text column, cell, root), measured and laid out, and the plain
    // leaves beside it (laid out again rather than looked up); the 19 other cells are
    // answered from their caches.
    #expect(counts.computed <= 20, "computed \(counts.computed) of \(root.subtree.count)")
    #expect(counts.measured <= 4)
    let after = root.subtree.map(\.frame)
    // Cells before the changed one did not move; the ones after moved down.
    let cell9 = 1 + 9 * 6
    #expect(Array(after[1..<(cell9 + 6)]) == Array(before[1..<(cell9 + 6)]))
    #expect(after[0].height > before[0].height)
    #expect(titles[10].frame.height == 56)
  }

  @Test func changesThroughLayoutNodeAreNoticed() throws {
    let root = makeRoot(width: 300, height: 100)
    root.flex.direction(.row)
    let a = addChild(root, "a")
    let b = addChild(root, "b")
    a.flex.width(50)
    b.flex.width(70)
    try root.flex.layout()
    expectFrame(b, 50, 0, 70, 100)
    // Reordered, added, removed and redirected without going through `flex`.
    b.removeFromParent()
    try root.insertChild(b, at: 0)
    try root.flex.layout()
    expectFrame(b, 0, 0, 70, 100)
    expectFrame(a, 70, 0, 50, 100)
    let c = LayoutNode(name: "c")
    c.flex.width(30)
    try root.addChild(c)
    a.removeFromParent()
    try root.flex.layout()
    expectFrame(c, 70, 0, 30, 100)
    root.layoutDirection = .rightToLeft
    try root.flex.layout()
    expectFrame(b, 230, 0, 70, 100)
  }

  @Test func dirtinessPropagatesToTheRoot() throws {
    let (root, titles) = feed(3)
    try root.flex.layout(mode: .adjustHeight)
    #expect(root.subtree.allSatisfy { !$0.flex.isDirty })
    titles[1].flex.marginTop(2)
    var node: LayoutNode? = titles[1]
    while let current = node {
      #expect(current.flex.isDirty, "\(current.name) should be dirty")
      node = current.parent
    }
    #expect(!titles[0].flex.isDirty && !titles[2].flex.isDirty)
    // Setting a value a node already has changes nothing.
    try root.flex.layout(mode: .adjustHeight)
    titles[1].flex.marginTop(2)
    #expect(!root.flex.isDirty)
  }

  /// Incremental layouts agree with layouts from scratch after random changes.
  @Test func incrementalMatchesFromScratch() throws {
    var random = SeededRandom(seed: 7)
    let (root, _) = feed(8)
    let nodes = root.subtree
    try root.flex.layout(mode: .adjustHeight)
    for step in 0..<150 {
      let node = nodes[Int.random(in: 1..<nodes.count, using: &random)]
      switch Int.random(in: 0..<7, using: &random) {
      case 0: node.flex.width(Double(Int.random(in: 0...120, using: &random)))
      case 1: node.flex.width(nil)
      case 2: node.flex.marginLeft(Double(Int.random(in: -5...20, using: &random)))
      case 3: node.flex.grow(Double(Int.random(in: 0...2, using: &random)))
      case 4: node.flex.display(Bool.random(using: &random) ? .none : .flex)
      case 5: node.flex.alignSelf(Flex.AlignSelf.allCases.randomElement(using: &random)!)
      default: node.flex.padding(Double(Int.random(in: 0...10, using: &random)))
      }
      try root.flex.layout(mode: .adjustHeight)
      let incremental = nodes.map(\.frame)
      root.flex.markSubtreeDirty()
      try root.flex.layout(mode: .adjustHeight)
      let scratch = nodes.map(\.frame)
      #expect(incremental == scratch, "step \(step)")
      if incremental != scratch { break }
    }
  }
}
