import FixFlex
import Flexbox
import Testing

/// FlexLayout's own test vectors (`Tests/FlexLayoutTests`, SEMANTICS §3.6), on a
/// 400×400 column container: the expected frames are FlexLayout's.
@Suite struct FlexLayoutVectorTests {
  /// Four 20×20 items distributed along a 400-point column.
  func justified(_ value: Flex.JustifyContent, adjust: ((LayoutNode, LayoutNode) -> Void)? = nil)
    throws -> [Double]
  {
    let root = makeRoot()
    root.flex.justifyContent(value)
    let items = (0..<4).map { index -> LayoutNode in
      let item = addChild(root, "item\(index)")
      item.flex.size(20)
      return item
    }
    adjust?(items[0], items[3])
    try root.flex.layout()
    return items.map(\.frame.minY)
  }

  @Test func justifyContent() throws {
    #expect(try justified(.start) == [0, 20, 40, 60])
    // Free space 400 − 80 = 320.
    #expect(try justified(.center) == [160, 180, 200, 220])
    // 320 / 4 = 80 around each item: 40 before the first.
    #expect(try justified(.spaceAround) == [40, 140, 240, 340])
    let between = try justified(.spaceBetween)
    for (actual, expected) in zip(between, [0, 126.667, 253.333, 380]) {
      #expect(abs(actual - expected) < 0.01)
    }
    // Margins take 20 of the free space: 300 / 3 = 100 between items.
    let margins = try justified(.spaceBetween) { first, last in
      first.flex.marginTop(10)
      last.flex.marginBottom(10)
    }
    #expect(margins == [10, 130, 250, 370])
  }

  /// An item that grows to fill the container, with `configure` applied.
  func grown(_ configure: (Flex) -> Void) throws -> LayoutNode {
    let root = makeRoot()
    let item = addChild(root, "item")
    configure(item.flex.grow(1))
    try root.flex.layout()
    return item
  }

  @Test func margins() throws {
    expectFrame(try grown { $0.marginLeft(10) }, 10, 0, 390, 400)
    expectFrame(try grown { $0.marginTop(10) }, 0, 10, 400, 390)
    expectFrame(try grown { $0.marginBottom(10) }, 0, 0, 400, 390)
    expectFrame(try grown { $0.marginStart(10) }, 10, 0, 390, 400)
    expectFrame(try grown { $0.marginEnd(10) }, 0, 0, 390, 400)
    expectFrame(try grown { $0.margin(10, 20, 30, 40) }, 20, 10, 340, 360)
    expectFrame(try grown { $0.margin(10) }, 10, 10, 380, 380)
    expectFrame(try grown { $0.marginVertical(10) }, 0, 10, 400, 380)
    expectFrame(try grown { $0.marginHorizontal(10) }, 10, 0, 380, 400)
    let root = makeRoot()
    try root.flex.layout()
    expectFrame(root, 0, 0, 400, 400)
  }

  /// The growing item of a root whose padding `configure` sets.
  func padded(_ configure: (Flex) -> Void) throws -> LayoutNode {
    let root = makeRoot()
    configure(root.flex)
    let item = addChild(root, "item")
    item.flex.grow(1)
    try root.flex.layout()
    return item
  }

  @Test func padding() throws {
    expectFrame(try padded { $0.paddingTop(10) }, 0, 10, 400, 390)
    // Percentages of the containing block's width (400).
    expectFrame(try padded { $0.paddingTop(10%) }, 0, 40, 400, 360)
    expectFrame(try padded { $0.paddingLeft(10) }, 10, 0, 390, 400)
    expectFrame(try padded { $0.paddingLeft(10%) }, 40, 0, 360, 400)
    expectFrame(try padded { $0.paddingBottom(10) }, 0, 0, 400, 390)
    expectFrame(try padded { $0.paddingBottom(10%) }, 0, 0, 400, 360)
    expectFrame(try padded { $0.paddingRight(10) }, 0, 0, 390, 400)
    expectFrame(try padded { $0.paddingRight(10%) }, 0, 0, 360, 400)
    expectFrame(try padded { $0.padding(10) }, 10, 10, 380, 380)
    expectFrame(try padded { $0.padding(10%) }, 40, 40, 320, 320)
    expectFrame(try padded { $0.padding(10, 20, 30, 40) }, 20, 10, 340, 360)
    expectFrame(try padded { $0.padding(10%, 20%, 30%, 40%) }, 80, 40, 160, 240)
    expectFrame(try padded { $0.paddingStart(10).paddingEnd(20) }, 10, 0, 370, 400)
    expectFrame(try padded { $0.paddingVertical(10%) }, 0, 40, 400, 320)
  }

  @Test func insets() throws {
    expectFrame(try grown { $0.position(.relative).left(10) }, 10, 0, 400, 400)
    expectFrame(try grown { $0.position(.relative).top(10) }, 0, 10, 400, 400)
    expectFrame(try grown { $0.position(.relative).right(10) }, -10, 0, 400, 400)
    expectFrame(try grown { $0.position(.relative).bottom(10) }, 0, -10, 400, 400)
    // Both set: left (and top) win.
    expectFrame(try grown { $0.position(.relative).horizontally(10) }, 10, 0, 400, 400)
    expectFrame(try grown { $0.position(.relative).vertically(10) }, 0, 10, 400, 400)
    let root = makeRoot()
    let absolute = addChild(root, "absolute")
    absolute.flex.position(.absolute).left(10).right(10).width(300).height(200)
    try root.flex.layout()
    expectFrame(absolute, 10, 0, 300, 200)
    // Over-constrained: left wins in left-to-right.
    absolute.flex.left(0)
    try root.flex.layout()
    expectFrame(absolute, 0, 0, 300, 200)
    expectFrame(
      try grown { $0.position(.absolute).horizontally(15).vertically(20) }, 15, 20, 370, 360)
    expectFrame(try grown { $0.position(.absolute).all(45) }, 45, 45, 310, 310)
    expectFrame(try grown { $0.position(.static).all(45) }, 0, 0, 400, 400)
  }

  /// An item sized by `configure` in the 400×400 root.
  func sized(_ configure: (Flex) -> Void) throws -> LayoutNode {
    let root = makeRoot()
    let item = addChild(root, "item")
    configure(item.flex)
    try root.flex.layout()
    return item
  }

  @Test func sizes() throws {
    expectFrame(try sized { $0.width(100).height(200) }, 0, 0, 100, 200)
    expectFrame(try sized { $0.width(200).aspectRatio(2) }, 0, 0, 200, 100)
    // Without the ratio, an empty node is 0 high.
    expectFrame(try sized { $0.width(200).aspectRatio(2).aspectRatio(nil) }, 0, 0, 200, 0)
    expectFrame(
      try sized { $0.width(200).minWidth(100).height(200).minHeight(100) }, 0, 0, 200, 200)
    // Back to auto: stretched to 400 wide, min height 100.
    expectFrame(
      try sized { $0.width(200).minWidth(100).height(200).minHeight(100).width(nil).height(nil) },
      0, 0, 400, 100)
    expectFrame(try sized { $0.width(200).minWidth(300) }, 0, 0, 300, 0)
    expectFrame(try sized { $0.maxWidth(300).height(200) }, 0, 0, 300, 200)
    expectFrame(try sized { $0.maxWidth(300).height(200).maxWidth(nil) }, 0, 0, 400, 200)
    expectFrame(try sized { $0.height(200).minHeight(300) }, 0, 0, 400, 300)
    expectFrame(try sized { $0.height(200).minHeight(300).minHeight(nil) }, 0, 0, 400, 200)
    expectFrame(try sized { $0.height(200).maxHeight(100) }, 0, 0, 400, 100)
    expectFrame(try sized { $0.height(200).maxHeight(100).maxHeight(nil) }, 0, 0, 400, 200)
  }

  @Test func gaps() throws {
    let row = makeRoot()
    row.flex.direction(.row).columnGap(50)
    let first = addChild(row, "first")
    let second = addChild(row, "second")
    first.flex.size(100)
    second.flex.size(100)
    try row.flex.layout()
    expectFrame(second, 150, 0, 100, 100)

    let column = makeRoot()
    column.flex.rowGap(50)
    addChild(column, "first").flex.size(100)
    let below = addChild(column, "second")
    below.flex.size(100)
    try column.flex.layout()
    expectFrame(below, 0, 150, 100, 100)

    let nested = makeRoot()
    nested.flex.gap(50)
    let top = addChild(nested, "top")
    top.flex.direction(.row).gap(50)
    addChild(top, "a").flex.size(100)
    let right = addChild(top, "b")
    right.flex.size(100)
    let bottom = addChild(nested, "bottom")
    bottom.flex.size(100)
    try nested.flex.layout()
    expectFrame(right, 150, 0, 100, 100)
    expectFrame(bottom, 0, 150, 100, 100)
  }
}
