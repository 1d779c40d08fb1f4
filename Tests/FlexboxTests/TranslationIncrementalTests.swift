import FixFlex
import FixFlexFiles
import Foundation
import Testing
import _FixFlexTestSupport

@testable import Flexbox

/// The translation kept between layouts: a root resize re-solves the constraints as
/// they are, a style change re-translates only the containers whose plans change,
/// and either way the frames are those of a fresh layout by the direct engine.
@Suite struct TranslationIncrementalTests {
  /// Every corpus tree, laid out, then widened (its root's width set 20 % larger):
  /// the kept translation gives the direct engine's frames for the new width.
  @Test func corpusTreesResizedAgreeWithTheDirectEngine() throws {
    let cases = ConformanceTests.cases()
    guard !cases.isEmpty else {
      print(SharedData.skippedMessage)
      return
    }
    var failures: [String] = []
    for testCase in cases {
      let document = try FlexDocument.read(path: testCase.path)
      let translated = document.makeTree()
      try translated.root.flex.layout(
        engine: .constraints, availableWidth: document.availableWidth,
        availableHeight: document.availableHeight)
      let width = translated.root.frame.width * 1.2 + 3
      let direct = document.makeTree()
      for tree in [translated, direct] { tree.root.flex.width(width) }
      try translated.root.flex.layout(
        engine: .constraints, availableWidth: document.availableWidth,
        availableHeight: document.availableHeight)
      try direct.root.flex.layout(
        availableWidth: document.availableWidth, availableHeight: document.availableHeight)
      let differences = TranslationDifferential.differences(
        document.laidOut(direct), document.laidOut(translated))
      if !differences.isEmpty {
        failures.append("\(testCase.group)/\(testCase.name): \(differences.prefix(2))")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) resized trees differ: \(failures.prefix(8))")
  }

  /// A row of items with fixed bases that grow into the space: widening the root
  /// changes only the shared flex variable. No container is planned or translated
  /// again, and the items grow by their factors (hand calculation: a 300-wide row,
  /// bases 50 and 50, grow 1 and 3; at 500 wide the free space is 400 → 150 and 350).
  @Test func rootResizeReSolvesWithoutTranslating() throws {
    let root = LayoutNode(name: "row")
    root.flex.direction(.row)
    let first = addChild(root, "first")
    let second = addChild(root, "second")
    first.flex.basis(50).grow(1)
    second.flex.basis(50).grow(3)
    root.frame = Rect(x: 0, y: 0, width: 300, height: 40)
    try root.flex.layout(engine: .constraints)
    expectFrame(first, 0, 0, 100, 40)
    expectFrame(second, 100, 0, 200, 40)
    let translation = try #require(root.flex.translation)
    #expect(translation.statistics.planned == 1)
    #expect(translation.statistics.translated == 1)

    root.frame = Rect(x: 0, y: 0, width: 500, height: 40)
    try root.flex.layout(engine: .constraints)
    expectFrame(first, 0, 0, 150, 40)
    expectFrame(second, 150, 0, 350, 40)
    #expect(translation.statistics.planned == 0)
    #expect(translation.statistics.translated == 0)
    #expect(translation.statistics.updated == 0)
    #expect(translation.statistics.solves == 1)
  }

  /// The style and the translation point back at their nodes without keeping them
  /// alive: once released, the nodes read `nil`.
  @Test func theStyleAndTheTranslationDoNotKeepTheirNodesAlive() throws {
    var root: LayoutNode? = LayoutNode(name: "row")
    root!.flex.direction(.row)
    let item = addChild(root!, "item")
    item.flex.basis(50)
    root!.frame = Rect(x: 0, y: 0, width: 300, height: 40)
    try root!.flex.layout(engine: .constraints)
    let translation = try #require(root!.flex.translation)
    let style = root!.flex
    #expect(translation.root === root && style.node === root && item.flex.node === item)
    root = nil
    #expect(translation.root == nil && style.node == nil && item.parent == nil)
  }

  /// A row whose one flexible item shrinks at the first width and grows at the
  /// second (a label whose content is about the row's width): the resize plans the
  /// row again (the line now grows) but keeps its constraints, since the line's pins
  /// size the item either way. Hand calculation: a 50-wide item with an 8-point
  /// margin and a 300 basis; at 340 the free space is −18 (300 → 282), at 400 it is
  /// +42 (300 → 342).
  @Test func resizeFromShrinkingToGrowingKeepsTheConstraints() throws {
    let root = LayoutNode(name: "row")
    root.flex.direction(.row)
    let image = addChild(root, "image")
    let labels = addChild(root, "labels")
    image.flex.width(50).marginRight(8)
    labels.flex.basis(300).grow(1).shrink(1)
    root.frame = Rect(x: 0, y: 0, width: 340, height: 40)
    try root.flex.layout(engine: .constraints)
    expectFrame(image, 0, 0, 50, 40)
    expectFrame(labels, 58, 0, 282, 40)
    let translation = try #require(root.flex.translation)
    let built = try #require(translation.container(of: root)).constraints

    root.frame = Rect(x: 0, y: 0, width: 400, height: 40)
    try root.flex.layout(engine: .constraints)
    expectFrame(image, 0, 0, 50, 40)
    expectFrame(labels, 58, 0, 342, 40)
    #expect(translation.statistics.planned == 1)
    #expect(translation.statistics.translated == 0)
    #expect(translation.statistics.activated == 0)
    let kept = try #require(translation.container(of: root)).constraints
    #expect(kept.count == built.count)
    #expect(zip(kept, built).allSatisfy { $0 === $1 })

    // And back: shrinking again, still the same constraints.
    root.frame = Rect(x: 0, y: 0, width: 340, height: 40)
    try root.flex.layout(engine: .constraints)
    expectFrame(labels, 58, 0, 282, 40)
    #expect(translation.statistics.translated == 0)
  }

  /// A column of two wrapping texts and a 20-high box, laid out as high as its
  /// content and resized so that the texts get taller, shorter, then taller again:
  /// each resize changes only constants (the texts' sizes and automatic minimum
  /// sizes, the minimum lowered before the size and raised after it), and the frames
  /// are the hand calculation's. Words of 5 glyphs of 10 with one-glyph spaces: at
  /// 250 wide the four words fit on one line (230), at 120 two a line (110), at 60
  /// one; lines are 10 high.
  @Test func textReflowOnResizeChangesConstantsOnly() throws {
    let root = LayoutNode(name: "column")
    root.flex.direction(.column)
    let first = addChild(root, "first")
    let second = addChild(root, "second")
    let box = addChild(root, "box")
    for text in [first, second] {
      text.measure = TextMeasure.words(
        [5, 5, 5, 5], glyphWidth: 10, lineHeight: 10, breaksAtLongestWord: false)
    }
    box.flex.height(20)
    let widths: [Double] = [250, 60, 120, 250, 60]
    let lineCounts: [Double] = [1, 4, 2, 1, 4]
    for (round, (width, lines)) in zip(widths, lineCounts).enumerated() {
      try root.flex.layout(
        engine: .constraints, in: Size(width: width, height: .infinity), mode: .adjustHeight)
      let text = 10 * lines
      expectFrame(first, 0, 0, width, text, "round \(round)")
      expectFrame(second, 0, text, width, text, "round \(round)")
      expectFrame(box, 0, 2 * text, width, 20, "round \(round)")
      expectFrame(root, 0, 0, width, 2 * text + 20, "round \(round)")
      let statistics = try #require(root.flex.translation).statistics
      if round > 0 {
        #expect(statistics.translated == 0, "round \(round)")
        #expect(statistics.updated == 1, "round \(round)")
      }
    }
    #expect(root.layoutEngine.conflicts.isEmpty)
  }

  /// A row of imposed height with a wrapping text stretched to it: the text's
  /// height does not enter the row's plan, so a resize re-solves without planning.
  /// Hand calculation: a 100-wide box and the text (words of 5 glyphs of 10 and one
  /// space: max-content 110, min-content 50) growing 1 : 1 from their bases; at 400
  /// wide the free space 190 gives 195 and 205, at 300 the free space 90 gives 145 and
  /// 155; both as high as the row.
  @Test func rowResizeWithStretchedTextReSolvesWithoutPlanning() throws {
    let root = LayoutNode(name: "row")
    root.flex.direction(.row).alignItems(.stretch)
    let box = addChild(root, "box")
    let text = addChild(root, "text")
    box.flex.basis(100).grow(1)
    text.flex.grow(1)
    text.measure = TextMeasure.words(
      [5, 5], glyphWidth: 10, lineHeight: 10, breaksAtLongestWord: false)
    try root.flex.layout(engine: .constraints, in: Size(width: 400, height: 30))
    expectFrame(box, 0, 0, 195, 30)
    expectFrame(text, 195, 0, 205, 30)

    try root.flex.layout(engine: .constraints, in: Size(width: 300, height: 40))
    expectFrame(box, 0, 0, 145, 40)
    expectFrame(text, 145, 0, 155, 40)
    let statistics = try #require(root.flex.translation).statistics
    #expect(statistics.planned == 0)
    #expect(statistics.translated == 0)
    #expect(statistics.solves == 1)
  }

  /// The order of constant changes: a minimum lowered or a maximum raised (relaxed)
  /// comes first, a size the plan decided (an equality) next, a minimum raised or a
  /// maximum lowered (tightened) last.
  @Test func constantChangesRelaxBeforeTheyTighten() {
    let node = LayoutNode(name: "item")
    func spec(_ relation: LayoutConstraint.Relation) -> ConstraintSpec {
      ConstraintSpec(
        first: .node(Unmanaged.passUnretained(node)), firstAttribute: .height,
        relation: relation, second: nil, secondAttribute: nil, multiplier: 0, constant: 30,
        priority: .required)
    }
    #expect(ConstantChange.phase(of: spec(.greaterThanOrEqual), to: 20) == 0)
    #expect(ConstantChange.phase(of: spec(.lessThanOrEqual), to: 40) == 0)
    #expect(ConstantChange.phase(of: spec(.equal), to: 20) == 1)
    #expect(ConstantChange.phase(of: spec(.equal), to: 40) == 1)
    #expect(ConstantChange.phase(of: spec(.greaterThanOrEqual), to: 40) == 2)
    #expect(ConstantChange.phase(of: spec(.lessThanOrEqual), to: 20) == 2)
  }

  /// Changing one item's grow factor translates only its container again: the
  /// sibling container keeps its constraints.
  @Test func styleChangeTranslatesOnlyItsContainer() throws {
    let root = LayoutNode(name: "root")
    root.flex.direction(.column)
    let top = addChild(root, "top")
    let bottom = addChild(root, "bottom")
    top.flex.direction(.row).height(50)
    bottom.flex.direction(.row).height(50)
    let a = addChild(top, "a")
    let b = addChild(top, "b")
    let c = addChild(bottom, "c")
    a.flex.grow(1)
    b.flex.grow(1)
    c.flex.grow(1)
    root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
    try root.flex.layout(engine: .constraints)
    expectFrame(a, 0, 0, 100, 50)
    expectFrame(b, 100, 0, 100, 50)
    let translation = try #require(root.flex.translation)
    let bottomConstraints = try #require(translation.container(of: bottom)).constraints

    b.flex.grow(3)
    try root.flex.layout(engine: .constraints)
    // 200 shared 1:3.
    expectFrame(a, 0, 0, 50, 50)
    expectFrame(b, 50, 0, 150, 50)
    #expect(translation.statistics.translated + translation.statistics.updated == 1)
    let kept = try #require(translation.container(of: bottom)).constraints
    #expect(kept.count == bottomConstraints.count)
    #expect(zip(kept, bottomConstraints).allSatisfy { $0 === $1 })
  }

  /// A kept plan sizes its items at the new size, not through a solve of the
  /// constraints below it, which are still those of their old plans (seed 12198,
  /// reduced). A row (root/1) whose one item (root/1/0) shrinks holds at any width;
  /// below it, two items shrink together. Hand calculation, CSS defaults (rows,
  /// shrink 1, scaled by the bases): the text's max-content width is 37 × 8 = 296,
  /// so root/1/0/0 has a base of 296 + 90 = 386 and a min-content width of 8 + 90 =
  /// 98; root/1/0/1 has a base of 40 and a min-content width of 0.
  /// - 375 wide: 51 to shrink, 386 : 40 → 339.789 and 35.211.
  /// - 90 wide: the root is as wide as its min-content, 98; root/1 and root/1/0
  ///   shrink to it; root/1/0/0 freezes at 98 and root/1/0/1 takes the rest, 0.
  ///   (The old plan of root/1/0, kept, held root/1/0/0 at its minimum and shrank
  ///   root/1/0/1 in proportion: 108.16 wide in all.)
  @Test func aKeptPlanSizesItsItemsAtTheNewSize() throws {
    let text = """
      {"defaults": "css", "root": {"style": {}, "children": [
        {"style": {"position": "absolute"}},
        {"style": {}, "children": [{"style": {}, "children": [
          {"style": {}, "children": [
            {"style": {}, "measure": {"kind": "text", "glyphs": 37, "glyphWidth": 8,
                                      "lineHeight": 14}},
            {"style": {}, "measure": {"kind": "fixed", "width": 90, "height": 25}}]},
          {"style": {"flexBasis": 40}}]}]}]}}
      """
    let document = try FlexDocument.parse(text, path: "kept.flex.json")
    let tree = document.makeTree()
    let nodes = Dictionary(uniqueKeysWithValues: tree.nodes.map { ($0.name, $0) })
    let row = try #require(nodes["root/1"])
    let inner = try #require(nodes["root/1/0"])
    let first = try #require(nodes["root/1/0/0"])
    let second = try #require(nodes["root/1/0/1"])
    try tree.root.flex.layout(engine: .constraints, availableWidth: 375, availableHeight: 300)
    #expect(isApproximately(row.frame.width, 375, tolerance: 0.01))
    #expect(isApproximately(first.frame.width, 386 - 51.0 * 386 / 426, tolerance: 0.01))
    #expect(isApproximately(second.frame.width, 40 - 51.0 * 40 / 426, tolerance: 0.01))

    try tree.root.flex.layout(engine: .constraints, availableWidth: 90, availableHeight: 210)
    #expect(isApproximately(tree.root.frame.width, 98, tolerance: 0.01))
    #expect(isApproximately(row.frame.width, 98, tolerance: 0.01))
    #expect(isApproximately(inner.frame.width, 98, tolerance: 0.01))
    #expect(isApproximately(first.frame.width, 98, tolerance: 0.01))
    #expect(isApproximately(second.frame.width, 0, tolerance: 0.01))
    #expect(isApproximately(second.frame.minX, 98, tolerance: 0.01))
  }
}
