import FixFlex
import FixFlexFiles
import Flexbox
import Testing

/// Bad input: typed errors that name the node, nothing changed by a refused call, and
/// no crash on extreme trees.
@Suite struct AdversarialInputTests {
  @Test func invalidValuesAreReportedWithTheirPath() throws {
    let root = makeRoot(width: 100, height: 100)
    let a = addChild(root, "a")
    let b = addChild(root, "b")
    b.flex.width(30)
    try root.flex.layout()
    let frames = root.subtree.map(\.frame)
    for (property, set) in [
      ("width", { (flex: Flex) in flex.width(.nan) }),
      ("height", { $0.height(-.infinity) }),
      ("paddingLeft", { $0.paddingLeft(-1) }),
      ("flexGrow", { $0.grow(-2) }),
      ("aspectRatio", { $0.aspectRatio(0) }),
      ("borderTop", { $0.borderTop(.infinity) }),
      ("marginTop", { $0.marginTop(.nan) }),
      ("columnGap", { $0.columnGap(-3) }),
    ] as [(String, (Flex) -> Flex)] {
      _ = set(b.flex)
      #expect(b.flex.direction == .column)
      do {
        try root.flex.layout()
        Issue.record("\(property): expected an error")
      } catch {
        guard case .invalidValue(let path, let name, _, _) = error else {
          Issue.record("\(property): \(error)")
          continue
        }
        #expect(path == "root/1" && name == property, "\(error)")
      }
      // The refused value was not applied and nothing moved; the error is reported
      // once.
      #expect(root.subtree.map(\.frame) == frames)
      try root.flex.layout()
    }
    // A valid value set after a refused one forgets the refusal at once.
    b.flex.width(.nan).width(30)
    try root.flex.layout()
    _ = a
    #expect(root.subtree.map(\.frame) == frames)
  }

  @Test func cyclesAndSecondParentsAreRefused() throws {
    let root = makeRoot()
    let child = addChild(root, "child")
    let grandchild = addChild(child, "grandchild")
    grandchild.flex.addItem(root)
    #expect(root.parent == nil && grandchild.children.isEmpty)
    #expect(throws: FlexError.self) { try root.flex.layout() }
    do {
      try root.flex.layout()
    } catch {
      guard case .invalidTree(let path, .cycle) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(path == "root/0/0")
    }
    // A node of another tree.
    let other = makeRoot()
    let elsewhere = addChild(other, "elsewhere")
    root.flex.addItem(elsewhere)
    #expect(elsewhere.parent === other)
    do {
      try root.flex.layout()
      Issue.record("expected an error")
    } catch {
      guard case .invalidTree(let path, .alreadyHasParent) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(path == "root")
    }
    // Each refusal is reported once; the tree is as it was.
    try root.flex.layout()
    #expect(root.children.count == 1 && child.children.count == 1)
  }

  @Test func badMeasurementsAreSanitized() throws {
    let root = makeRoot(width: 100, height: 100)
    let text = addChild(root, "text")
    text.measure = { _ in Measurement(size: Size(width: .nan, height: -.infinity)) }
    try root.flex.layout()
    expectFrame(text, 0, 0, 100, 0)
  }

  @Test func minAboveMaxFollowsCSS() throws {
    let root = makeRoot(width: 100, height: 100)
    let a = addChild(root, "a")
    a.flex.minWidth(60).maxWidth(40)
    try root.flex.layout()
    // CSS: the minimum wins.
    expectFrame(a, 0, 0, 60, 0)
  }

  @Test func tenThousandLevelChain() throws {
    let root = makeRoot(width: 1000, height: 1000)
    var parent = root
    for level in 1..<10_000 {
      let node = LayoutNode(name: "level\(level)")
      node.flex.direction(level % 2 == 0 ? .column : .row).grow(1).shrink(1).paddingLeft(0.05)
      try parent.addChild(node)
      parent = node
    }
    let leaf = LayoutNode(name: "leaf")
    leaf.flex.size(10)
    try parent.addChild(leaf)
    try root.flex.layout()
    // 9 999 levels of 0.05 padding on the left, the rest of the size stretched.
    #expect(abs(parent.frame.width - (1000 - 0.05 * 9_998)) < 1e-6)
    expectFrame(leaf, 0.05, 0, 10, 10)
    // Laid out again after a change at the bottom.
    leaf.flex.width(12)
    try root.flex.layout()
    expectFrame(leaf, 0.05, 0, 12, 10)
  }

  @Test func hundredThousandNodeFlatTree() throws {
    let root = makeRoot(width: 100_000, height: 10)
    root.flex.direction(.row)
    var last = root
    for index in 0..<100_000 {
      last = addChild(root, "item\(index)")
      last.flex.width(1)
    }
    try root.flex.layout()
    expectFrame(last, 99_999, 0, 1, 10)
  }

  @Test func deepFilesInBothEncodings() throws {
    // A 10 000-level chain as a nested `root` (which no recursive reader survives on
    // a small stack) and as a flat `nodes` list.
    let depth = 10_000
    var nested = "{\"defaults\": \"yoga\", \"root\": "
    for _ in 0..<depth { nested += "{\"style\": {\"flexGrow\": 1}, \"children\": [" }
    nested += "{\"style\": {\"width\": 10, \"height\": 10}}"
    for _ in 0..<depth { nested += "]}" }
    nested += "}"
    let document = try FlexDocument.parse(nested, path: "nested.flex.json")
    #expect(document.nodes.count == depth + 1)
    let laidOut = try document.layout(LayoutOptions())
    #expect(laidOut.flattened.last?.frame.width == 10)

    var flat = "{\"nodes\": [{\"parent\": -1, \"style\": {\"width\": 100, \"height\": 100}}"
    for index in 1...depth { flat += ", {\"parent\": \(index - 1), \"style\": {\"flexGrow\": 1}}" }
    flat += "]}"
    let flatDocument = try FlexDocument.parse(flat, path: "flat.flex.json")
    let flatLayout = try flatDocument.layout(LayoutOptions())
    #expect(flatLayout.flattened.last?.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    // Written back in the flat encoding, readable again.
    let written = flatDocument.json(with: flatLayout)
    #expect(try FlexDocument.parse(written, path: "again.flex.json").nodes.count == depth + 1)
  }

  @Test func deeplyNestedContents() throws {
    let root = makeRoot(width: 300, height: 100)
    root.flex.direction(.row)
    var parent = root
    for level in 0..<2_000 {
      let node = addChild(parent, "contents\(level)")
      node.flex.display(.contents)
      parent = node
    }
    let item = addChild(parent, "item")
    item.flex.width(30)
    try root.flex.layout()
    expectFrame(item, 0, 0, 30, 100)
  }
}
