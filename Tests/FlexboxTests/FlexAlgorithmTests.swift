import FixFlex
import FixFlexFiles
import Flexbox
import Testing
import _FixFlexTestSupport

/// Hand-calculated cases for each part of the algorithm (CSS Flexbox §9). Each
/// expected value is worked out in the comment above it.
@Suite struct FlexAlgorithmTests {
  /// A row container of `width` × `height` (Yoga defaults otherwise).
  func row(_ width: Double = 300, _ height: Double = 100) -> LayoutNode {
    let root = makeRoot(width: width, height: height)
    root.flex.direction(.row)
    return root
  }

  @Test func growDistributesFreeSpaceByFactor() throws {
    let root = row()
    let a = addChild(root, "a")
    let b = addChild(root, "b")
    a.flex.basis(50).grow(1)
    b.flex.basis(50).grow(2)
    try root.flex.layout()
    // Free space 300 − 100 = 200: a gets 200·1/3, b 200·2/3.
    expectFrame(a, 0, 0, 50 + 200.0 / 3, 100)
    expectFrame(b, 50 + 200.0 / 3, 0, 50 + 400.0 / 3, 100)
  }

  @Test func shrinkIsScaledByBaseSize() throws {
    let root = row(200)
    let a = addChild(root, "a")
    let b = addChild(root, "b")
    a.flex.width(150).shrink(1)
    b.flex.width(50).shrink(1)
    try root.flex.layout()
    // Overflow 0: no shrinking. Then with b at 150, overflow 100 is taken in
    // proportion to 150·1 and 150·1: 50 each.
    expectFrame(a, 0, 0, 150, 100)
    b.flex.width(150)
    try root.flex.layout()
    expectFrame(a, 0, 0, 100, 100)
    expectFrame(b, 100, 0, 100, 100)
    // Shrink factors 1 and 3 on equal bases: 25 and 75 of the overflow.
    b.flex.shrink(3)
    try root.flex.layout()
    expectFrame(a, 0, 0, 125, 100)
    expectFrame(b, 125, 0, 75, 100)
  }

  @Test func freezeLoopHonoursMinimumSizes() throws {
    let root = row(200)
    let a = addChild(root, "a")
    let b = addChild(root, "b")
    a.flex.width(150).shrink(1).minWidth(140)
    b.flex.width(150).shrink(1)
    try root.flex.layout()
    // Round 1: both shrink by 50 to 100; a violates its minimum (+40) → frozen at 140.
    // Round 2: 200 − 140 − 150 = −90 left for b alone → 60.
    expectFrame(a, 0, 0, 140, 100)
    expectFrame(b, 140, 0, 60, 100)
  }

  @Test func freezeLoopHonoursMaximumSizes() throws {
    let root = row(300)
    let a = addChild(root, "a")
    let b = addChild(root, "b")
    a.flex.basis(0).grow(1).maxWidth(50)
    b.flex.basis(0).grow(1)
    try root.flex.layout()
    // Round 1: 150 each; a is clamped to 50 (a max violation) and frozen.
    // Round 2: b takes the remaining 250.
    expectFrame(a, 0, 0, 50, 100)
    expectFrame(b, 50, 0, 250, 100)
  }

  @Test func factorsBelowOneLeaveSpace() throws {
    let root = row(300)
    let a = addChild(root, "a")
    a.flex.basis(100).grow(0.5)
    try root.flex.layout()
    // §9.7 4.b: the sum of factors (0.5) is below 1, so only half of the free space
    // (200) is distributed.
    expectFrame(a, 0, 0, 200, 100)
  }

  @Test func percentageFlexBasis() throws {
    let root = row(400)
    let a = addChild(root, "a")
    a.flex.basis(25%)
    try root.flex.layout()
    expectFrame(a, 0, 0, 100, 100)
  }

  @Test func justifyContentSpaceEvenly() throws {
    let root = row(300)
    root.flex.justifyContent(.spaceEvenly)
    let items = (0..<3).map { addChild(root, "item\($0)") }
    for item in items { item.flex.width(50) }
    try root.flex.layout()
    // Free space 150 in 4 equal gaps of 37.5.
    #expect(items.map(\.frame.minX) == [37.5, 125, 212.5])
  }

  @Test func reverseDirectionsAndRightToLeft() throws {
    let reversed = row(300)
    reversed.flex.direction(.rowReverse)
    let a = addChild(reversed, "a")
    let b = addChild(reversed, "b")
    a.flex.width(50)
    b.flex.width(100)
    try reversed.flex.layout()
    // Main-start is the right edge: a ends at 300, b ends where a starts.
    expectFrame(a, 250, 0, 50, 100)
    expectFrame(b, 150, 0, 100, 100)

    let rtl = row(300)
    rtl.flex.layoutDirection(.rtl)
    let c = addChild(rtl, "c")
    c.flex.width(50).marginStart(10)
    try rtl.flex.layout()
    // In right-to-left a row starts at the right, and start margins are right margins.
    expectFrame(c, 240, 0, 50, 100)

    let column = makeRoot(width: 100, height: 300)
    column.flex.direction(.columnReverse)
    let d = addChild(column, "d")
    d.flex.height(50)
    try column.flex.layout()
    expectFrame(d, 0, 250, 100, 50)
  }

  @Test func wrapAndAlignContent() throws {
    let root = makeRoot(width: 100, height: 100)
    root.flex.direction(.row).wrap(.wrap).alignContent(.spaceBetween)
    let items = (0..<3).map { addChild(root, "item\($0)") }
    for item in items { item.flex.width(60).height(20) }
    try root.flex.layout()
    // 60 + 60 > 100: one item per line. Lines of 20, free space 40 between 3 lines.
    #expect(items.map(\.frame.minY) == [0, 40, 80])

    root.flex.alignContent(.stretch)
    for item in items { item.flex.height(nil) }
    try root.flex.layout()
    // Stretch: each line gets 100 / 3, and the items stretch with it.
    expectFrame(items[1], 0, 100.0 / 3, 60, 100.0 / 3)

    root.flex.wrap(.wrapReverse).alignContent(.start)
    for item in items { item.flex.height(20) }
    try root.flex.layout()
    // wrap-reverse: lines stack from the bottom.
    #expect(items.map(\.frame.minY) == [80, 60, 40])
  }

  @Test func alignItemsAndAlignSelf() throws {
    let root = row(300, 100)
    root.flex.alignItems(.center)
    let a = addChild(root, "a")
    let b = addChild(root, "b")
    let c = addChild(root, "c")
    a.flex.width(50).height(20)
    b.flex.width(50).height(40).alignSelf(.end)
    c.flex.width(50).alignSelf(.stretch)
    try root.flex.layout()
    expectFrame(a, 0, 40, 50, 20)
    expectFrame(b, 50, 60, 50, 40)
    expectFrame(c, 100, 0, 50, 100)
  }

  @Test func baselineAlignment() throws {
    let root = row(300, 100)
    root.flex.alignItems(.baseline)
    let big = addChild(root, "big")
    let small = addChild(root, "small")
    // Text leaves: the first baseline is the first line's bottom.
    big.measure = TextMeasure.fixed(width: 10, height: 10)
    big.flex.width(50).height(30)
    small.measure = TextMeasure.words(
      [3], glyphWidth: 10, lineHeight: 12, breaksAtLongestWord: false)
    small.flex.width(50).paddingTop(4)
    try root.flex.layout()
    // big has no text baseline: synthesized at its bottom, 30. small's is 4 + 12 = 16.
    // Aligned: small moves down by 30 − 16.
    expectFrame(big, 0, 0, 50, 30)
    expectFrame(small, 50, 14, 50, 16)
  }

  @Test func autoMargins() throws {
    let root = row(300)
    let a = addChild(root, "a")
    a.flex.width(100).height(20).marginLeft(.auto)
    try root.flex.layout()
    expectFrame(a, 200, 0, 100, 20)
    a.flex.marginRight(.auto).marginTop(.auto).marginBottom(.auto)
    try root.flex.layout()
    // Both horizontal margins share 200; both vertical ones share 80.
    expectFrame(a, 100, 40, 100, 20)
  }

  @Test func displayNoneAndContents() throws {
    let root = row(300)
    let hidden = addChild(root, "hidden")
    let wrapper = addChild(root, "wrapper")
    let inner = addChild(wrapper, "inner")
    let last = addChild(root, "last")
    hidden.flex.width(40).display(.none)
    wrapper.flex.display(.contents).width(999)
    inner.flex.width(60)
    last.flex.width(30)
    try root.flex.layout()
    // The hidden node takes no space; the contents node's child takes its place.
    expectFrame(hidden, 0, 0, 0, 0)
    expectFrame(wrapper, 0, 0, 0, 0)
    expectFrame(inner, 0, 0, 60, 100)
    expectFrame(last, 60, 0, 30, 100)
  }

  @Test func absoluteStaticPositionAndInsets() throws {
    let root = row(300, 100)
    root.flex.justifyContent(.center).alignItems(.center).padding(10)
    let floating = addChild(root, "floating")
    floating.flex.position(.absolute).width(50).height(20)
    try root.flex.layout()
    // Static position (§4.1): as the sole item, centred in the content box
    // (10 + (280 − 50) / 2, 10 + (80 − 20) / 2).
    expectFrame(floating, 125, 40, 50, 20)
    floating.flex.right(0).bottom(5%)
    try root.flex.layout()
    // Insets against the padding box (300 × 100): right edge at 300, bottom at 95.
    expectFrame(floating, 250, 75, 50, 20)
  }

  @Test func percentagesNeedDefiniteSizes() throws {
    let root = LayoutNode(name: "root")
    root.frame = Rect(x: 0, y: 0, width: 200, height: 0)
    let child = addChild(root, "child")
    child.flex.height(50%).width(50%)
    try root.flex.layout(mode: .adjustHeight)
    // The root's height comes from its content: the percentage height has nothing to
    // resolve against and acts as auto (0); the width resolves against 200.
    expectFrame(child, 0, 0, 100, 0)
    root.frame.size = Size(width: 200, height: 400)
    try root.flex.layout()
    expectFrame(child, 0, 0, 100, 200)
  }

  @Test func aspectRatioAndBoxSizing() throws {
    let root = row(300, 100)
    root.flex.alignItems(.start)
    let ratio = addChild(root, "ratio")
    ratio.flex.height(50).aspectRatio(2)
    let content = addChild(root, "content")
    content.flex.width(100).height(20).padding(10).boxSizing(.contentBox)
    try root.flex.layout()
    // The flex base size comes from the height through the ratio: 100.
    expectFrame(ratio, 0, 0, 100, 50)
    // Content-box sizes exclude padding: 100 + 20 by 20 + 20.
    expectFrame(content, 100, 0, 120, 40)
  }

  /// A column `columnHeight` high and 300 wide (css defaults; items at the start, so
  /// none stretches) holding `ratio`, a wrapping box with aspect ratio 1.5 around one
  /// 190 × 10 item, `wide`: the box's min-content width is 190.
  func ratioBoxAroundWideItem(columnHeight: Double)
    -> (root: LayoutNode, ratio: LayoutNode, wide: LayoutNode)
  {
    let root = makeRoot(width: 300, height: columnHeight, .css)
    root.flex.direction(.column).alignItems(.start)
    let ratio = addChild(root, "ratio")
    ratio.flex.aspectRatio(1.5).wrap(.wrap)
    let wide = addChild(ratio, "wide")
    wide.flex.width(190).height(10)
    return (root, ratio, wide)
  }

  @Test func ratioWidthIsNoNarrowerThanMinContent() throws {
    // CSS Box Sizing 4 §4.3: a box with an aspect ratio that is not a scroll container
    // has, in its ratio-dependent axis, the automatic minimum size of its min-content
    // size. Here a column item (not stretched: align-items start) 100 high with ratio
    // 1.5, holding one 190-wide item: its width from the ratio is 100 × 1.5 = 150, its
    // min-content width 190, so it is max(150, 190) = 190 wide (random_dev_2000055).
    let (root, ratio, wide) = ratioBoxAroundWideItem(columnHeight: 300)
    ratio.flex.height(100)
    try root.flex.layout()
    expectFrame(ratio, 0, 0, 190, 100)
    expectFrame(wide, 0, 0, 190, 10)
    // A scroll container has no automatic minimum: the ratio's 150 stands.
    ratio.flex.overflow(.hidden)
    try root.flex.layout()
    expectFrame(ratio, 0, 0, 150, 100)
  }

  @Test func aFlexedRatioHeightGivesItsWidthWithoutTheMinContentFloor() throws {
    // The same item as above, but its height comes from flexing, not from its style:
    // a column 100 high (align-items start) holds it with a flex basis of 40 (no
    // growing; min-height 0), so it is 40 high, and 40 × 1.5 = 60 wide through the
    // ratio. Chrome applies the min-content floor (190) to a height the style gives
    // only (random_dev_2000184, where a flexed ratio item is 37 high and 55.5 wide
    // with a 189-wide child).
    let (root, ratio, _) = ratioBoxAroundWideItem(columnHeight: 100)
    ratio.flex.basis(40).minHeight(0)
    try root.flex.layout()
    expectFrame(ratio, 0, 0, 60, 40)
  }

  @Test func stretchedRatioColumnKeepsTheLinesOfItsRatioHeight() throws {
    // A row of automatic height (yoga defaults) holds a wrapping column 100 wide with
    // aspect ratio 2: 50 high by the ratio. Its items are `grow` (flex-grow 1, empty,
    // so 0 high and 0 wide) and `tall` (40 × 80). At 50 the lines break after `grow`
    // (0 + 80 > 50). The column's automatic minimum height (CSS Box Sizing 4 §4.3) is
    // its content, the longest line, 80, so it grows to 80 and each line is flexed to
    // 80: `grow` 0 × 80 (its line is 0 wide), `tall` 40 × 80 in the second line, at
    // x 0. The row's line is 80 high and the column stretches to it: the height it
    // measured, where Chrome keeps that layout (random_dev_2000112). Laid out anew at
    // 80 high, both items would fit one line 40 wide, and `grow` would be 40 × 0.
    let root = LayoutNode(name: "root", flexDefaults: .yoga)
    root.flex.direction(.row).width(200)
    let column = addChild(root, "column")
    column.flex.width(100).aspectRatio(2).wrap(.wrap)
    let grow = addChild(column, "grow")
    grow.flex.grow(1)
    let tall = addChild(column, "tall")
    tall.flex.width(40).height(80)
    try root.flex.layout(availableWidth: nil, availableHeight: nil)
    expectFrame(root, 0, 0, 200, 80)
    expectFrame(column, 0, 0, 100, 80)
    expectFrame(grow, 0, 0, 0, 80)
    expectFrame(tall, 0, 0, 40, 80)
    // A single-line row of definite height stretches the column before measuring it
    // (as Chrome does): its lines break at 80, and one line holds both items.
    root.flex.height(80)
    try root.flex.layout(availableWidth: nil, availableHeight: nil)
    expectFrame(column, 0, 0, 100, 80)
    expectFrame(grow, 0, 0, 40, 0)
    expectFrame(tall, 0, 0, 40, 80)
  }

  @Test func wrappingColumnItemContentBreaksAtItsOwnHeight() throws {
    // A column of automatic height (yoga defaults: no shrinking) holds `box`, a
    // wrapping column 60 high with a flex basis of 40, whose items are 10 wide and 30,
    // 20 and 25 high. Its automatic minimum height (§4.5) is the smaller of its
    // specified size, 60, and its content size, which Chrome measures with the lines
    // broken at the box's own height: 30 + 20 | 25, the longest line 50
    // (random_dev_2000225). So the box is max(40, min(60, 50)) = 50 high; its content
    // in one unbroken line, 75, would make it min(60, 75) = 60. At 50 the lines break
    // the same way: `a` and `b` in the first, `c` in the second at x 10.
    let root = LayoutNode(name: "root", flexDefaults: .yoga)
    root.flex.width(100)
    let box = addChild(root, "box")
    box.flex.wrap(.wrap).basis(40).height(60)
    let a = addChild(box, "a")
    a.flex.width(10).height(30)
    let b = addChild(box, "b")
    b.flex.width(10).height(20)
    let c = addChild(box, "c")
    c.flex.width(10).height(25)
    try root.flex.layout(availableWidth: nil, availableHeight: nil)
    expectFrame(root, 0, 0, 100, 50)
    expectFrame(box, 0, 0, 100, 50)
    expectFrame(a, 0, 0, 10, 30)
    expectFrame(b, 0, 30, 10, 20)
    expectFrame(c, 10, 0, 10, 25)
  }

  @Test func percentageHeightTransfersItsMinimumIntoIntrinsicWidths() throws {
    // A box sized by its content holds an item with ratio 1.5, min-width 71,
    // min-height 78 and height 30 %. The box's height is automatic, so the percentage
    // is indefinite (automatic) in intrinsic widths, and the item contributes its minimum
    // height through the ratio, 78 × 1.5 = 117, more than its min-width 71 (CSS Box
    // Sizing 4 §4.4, as Chrome sizes it: random_dev_2000017). The column around the
    // box does not stretch it (align-items start), so the box is its max-content
    // width, 117; the item's 30 % of the box's automatic height is also automatic, so
    // it is its minimum height, 78, and the box is as high.
    let root = makeRoot(width: 300, height: 300, .css)
    root.flex.direction(.column).alignItems(.start)
    let box = addChild(root, "box")
    let ratio = addChild(box, "ratio")
    ratio.flex.height(30%).minWidth(71).minHeight(78).aspectRatio(1.5)
    try root.flex.layout()
    expectFrame(box, 0, 0, 117, 78)
    expectFrame(ratio, 0, 0, 117, 78)
  }

  @Test func percentageMaxHeightOfDefiniteHeightLimitsRatioContribution() throws {
    // A row 200 high holds a column of height 50 % (definite: 100) sized by its
    // content. The column's item has height 100, max-height 10 % and ratio 2. The
    // column's height is definite, so the percentage resolves in its intrinsic widths
    // too (CSS Sizing 3 §5.2.1: it is not cyclic), max-height 10 % of 100 = 10 caps
    // the height, and the item contributes 10 × 2 = 20, not 100 × 2 = 200 (Flexbox
    // §9.9.3; random_dev_2000164). The column's flex base size is that max-content
    // width, 20; it does not grow (css grow 0), so it is 20 × 100 at the origin. Its
    // item (align-items start, not stretched) is 10 high (100 clamped to 10) and 20
    // wide through the ratio.
    let root = makeRoot(width: 300, height: 200, .css)
    root.flex.direction(.row)
    let column = addChild(root, "column")
    column.flex.direction(.column).alignItems(.start).height(50%)
    let ratio = addChild(column, "ratio")
    ratio.flex.height(100).maxHeight(10%).aspectRatio(2)
    try root.flex.layout()
    expectFrame(column, 0, 0, 20, 100)
    expectFrame(ratio, 0, 0, 20, 10)
    // The intrinsic widths are kept per percentage basis: at 400 high the column is
    // 200 high, the max-height 20, and the item 20 × 2 = 40 wide.
    root.flex.height(400)
    try root.flex.layout()
    expectFrame(column, 0, 0, 40, 200)
    expectFrame(ratio, 0, 0, 40, 20)
  }

  @Test func automaticMinimumSize() throws {
    let root = makeRoot(width: 40, height: 100, .css)
    let text = addChild(root, "text")
    // Words of 5 glyphs of 10: min-content 50, max-content 110.
    text.measure = TextMeasure.words(
      [5, 5], glyphWidth: 10, lineHeight: 10, breaksAtLongestWord: true)
    try root.flex.layout()
    // §4.5: the item shrinks (css shrink 1) no further than its min-content width.
    expectFrame(text, 0, 0, 50, 100)
    text.flex.overflow(.hidden)
    try root.flex.layout()
    // A scroll container has no automatic minimum: it shrinks to the row.
    expectFrame(text, 0, 0, 40, 100)
  }

  @Test func rowIntrinsicWidthSumsContributions() throws {
    // As Chrome sizes a row by its content: each item contributes its max-content
    // contribution, not its flex basis, when it can flex from one to the other.
    let root = makeRoot(width: 1, height: 20, .css)
    let empty = addChild(root, "empty")
    empty.flex.basis(143)
    let fixed = addChild(root, "fixed")
    fixed.flex.width(12)
    try root.flex.layout(mode: .adjustWidth)
    // `empty` (no content, shrink 1) contributes 0 and `fixed` 12: the row is 12
    // wide (§9.9.1's flex fractions would make it 143 + 12). Laid out in 12, both
    // shrink by their scaled factors: the free space −143 is shared 143 : 12, so
    // `empty` is 143 − 143·143/155 = 143·12/155 and `fixed` 12 − 143·12/155 =
    // 12·12/155 (neither has an automatic minimum above that: no content).
    #expect(isApproximately(root.frame.width, 12, tolerance: 0.01))
    #expect(isApproximately(empty.frame.width, 143.0 * 12 / 155, tolerance: 0.01))
    #expect(isApproximately(fixed.frame.minX, 143.0 * 12 / 155, tolerance: 0.01))
    #expect(isApproximately(fixed.frame.width, 12.0 * 12 / 155, tolerance: 0.01))
  }

  @Test func columnRatioItemsMinimumHoldsTheirRowsContent() throws {
    // Two column items 40 wide with aspect ratio 2 (height 20 by the ratio) and a
    // flex basis of 5, each a row holding a 50-tall child. Their automatic minimum
    // height (§4.5) is their min-content height: the ratio's 20, or the 50 their
    // single line's item takes, which is more. `clamped` also has a max-width of 60,
    // which the content size suggestion is clamped by through the ratio: 60 / 2 = 30.
    let root = makeRoot(width: 100, height: 10)
    let clamped = addChild(root, "clamped")
    let free = addChild(root, "free")
    for box in [clamped, free] {
      box.flex.direction(.row).width(40).aspectRatio(2).basis(5)
      addChild(box, "\(box.name).tall").flex.height(50)
    }
    clamped.flex.maxWidth(60)
    try root.flex.layout()
    // Yoga defaults: no shrinking, so each takes its hypothetical main size, the flex
    // basis 5 raised to its minimum.
    expectFrame(clamped, 0, 0, 40, 30)
    expectFrame(free, 0, 30, 40, 50)
  }

  @Test func nestedRatioColumnsAreEachLaidOutAFewTimes() throws {
    // A chain of 3 000 column boxes with aspect ratio 1, one inside the other, each
    // 100 wide (stretched), ending in a 40 × 10 measured leaf. Each box's automatic
    // minimum height is its min-content height, which lays its content out at the
    // ratio height: a layout cached and counted like any other, on the stack guard's
    // path. An uncached one redid the whole chain below at every level (quadratic,
    // and uncounted) and overflowed the stack here (signal 11, checked).
    let depth = 3_000
    let root = makeRoot(width: 100, height: 400)
    var parent = root
    var boxes: [LayoutNode] = []
    for index in 0..<depth {
      let box = addChild(parent, "box\(index)")
      box.flex.aspectRatio(1)
      boxes.append(box)
      parent = box
    }
    let text = addChild(parent, "text")
    text.measure = TextMeasure.fixed(width: 40, height: 10)
    try root.flex.layout()
    // Every box is 100 × 100 (the ratio's height is more than the leaf's 10), at the
    // top left of the one around it.
    for box in [boxes[0], boxes[depth / 2], boxes[depth - 1]] {
      expectFrame(box, 0, 0, 100, 100)
    }
    expectFrame(text, 0, 0, 100, 10)
    let computed = root.flex._lastLayoutCounts.computed
    #expect(computed <= 8 * (depth + 2), "\(computed) layouts for \(depth + 2) nodes")
  }

  @Test func rowIntrinsicWidthOfAnItemThatCannotGrow() throws {
    let root = makeRoot(width: 1, height: 20, .css)
    // Both have 100 of content over a definite flex basis of 50, and no automatic
    // minimum (overflow hidden).
    let rigid = addChild(root, "rigid")
    let growing = addChild(root, "growing")
    for node in [rigid, growing] {
      node.measure = TextMeasure.words(
        [10], glyphWidth: 10, lineHeight: 10, breaksAtLongestWord: true)
      node.flex.basis(50).overflow(.hidden)
    }
    growing.flex.grow(1)
    try root.flex.layout(mode: .adjustWidth)
    // `rigid` cannot grow to its content: it contributes its hypothetical main size,
    // 50; `growing` contributes its content, 100. In 150, `growing` takes the free
    // 50.
    #expect(isApproximately(root.frame.width, 150, tolerance: 0.01))
    #expect(isApproximately(rigid.frame.width, 50, tolerance: 0.01))
    #expect(isApproximately(growing.frame.minX, 50, tolerance: 0.01))
    #expect(isApproximately(growing.frame.width, 100, tolerance: 0.01))
  }

  @Test func intrinsicWidthsResolveLogicalEdgesInTheInheritedDirection() throws {
    let root = makeRoot(width: 1, height: 20, .css)
    root.flex.layoutDirection(.rtl)
    let row = addChild(root, "row")
    let item = addChild(row, "item")
    item.flex.paddingStart(10).paddingLeft(5)
    try root.flex.layout(mode: .adjustWidth)
    // Right to left, `start` is the right edge: padding 5 left and 10 right, so the
    // item, its row and the root are 15 wide. (Left to right, both set the left edge
    // and `start` wins, as in Yoga: 10.) The widths are measured before the row is
    // laid out, and must already use the direction it inherits.
    #expect(isApproximately(root.frame.width, 15, tolerance: 0.01))
    #expect(isApproximately(row.frame.width, 15, tolerance: 0.01))
    #expect(isApproximately(item.frame.width, 15, tolerance: 0.01))
  }

  @Test func textWrapsToTheWidthItGets() throws {
    let root = makeRoot(width: 100, height: 0)
    let text = addChild(root, "text")
    text.measure = TextMeasure.words(
      [5, 5], glyphWidth: 10, lineHeight: 10, breaksAtLongestWord: false)
    try root.flex.layout(mode: .adjustHeight)
    // 50 + 10 + 50 = 110 > 100: two lines.
    expectFrame(text, 0, 0, 100, 20)
    expectFrame(root, 0, 0, 100, 20)
  }

  @Test func sizeKeywords() throws {
    let root = makeRoot(width: 300, height: 100)
    root.flex.alignItems(.start)
    let fit = addChild(root, "fit")
    fit.measure = TextMeasure.words(
      [5, 5], glyphWidth: 10, lineHeight: 10, breaksAtLongestWord: true)
    fit.flex.width(.maxContent)
    let stretch = addChild(root, "stretch")
    stretch.flex.width(.stretch).marginHorizontal(20)
    try root.flex.layout()
    // max-content: both words on one line, 110 wide.
    expectFrame(fit, 0, 0, 110, 10)
    // stretch: the available width minus margins, though the container does not
    // stretch its items.
    expectFrame(stretch, 20, 10, 260, 0)
  }

  @Test func layoutModesAndMeasuring() throws {
    let root = LayoutNode(name: "root")
    root.frame = Rect(x: 5, y: 7, width: 300, height: 1)
    let a = addChild(root, "a")
    let b = addChild(root, "b")
    a.flex.width(40).height(20)
    b.flex.width(60).height(30)
    try root.flex.layout(mode: .adjustHeight)
    // The height becomes the content's (20 + 30); the origin is kept.
    expectFrame(root, 5, 7, 300, 50)
    root.flex.direction(.row)
    try root.flex.layout(mode: .adjustWidth)
    // The width becomes the content's (40 + 60).
    expectFrame(root, 5, 7, 100, 50)
    // sizeThatFits and intrinsicSize measure without moving anything.
    root.frame = Rect(x: 0, y: 0, width: 1, height: 1)
    #expect(
      try root.flex.sizeThatFits(Size(width: 500, height: 500)) == Size(width: 100, height: 30))
    #expect(try root.flex.intrinsicSize == Size(width: 100, height: 30))
    #expect(root.frame == Rect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test func roundingKeepsEdgesAdjacent() throws {
    let root = row(100, 10)
    let items = (0..<3).map { addChild(root, "item\($0)") }
    for item in items { item.flex.grow(1) }
    try root.flex.layout(roundingScale: 2)
    // Edges at 0, 33.33, 66.67, 100 rounded to half points: 0, 33.5, 66.5, 100.
    #expect(items.map(\.frame.minX) == [0, 33.5, 66.5])
    #expect(items.map(\.frame.width) == [33.5, 33, 33.5])
  }

  @Test func cssPresetDefaults() throws {
    let root = makeRoot(width: 100, height: 100, .css)
    let a = addChild(root, "a")
    let b = addChild(root, "b")
    a.flex.width(80)
    b.flex.width(80)
    try root.flex.layout()
    // css: a row, and items shrink (factor 1) to share the 60 of overflow.
    expectFrame(a, 0, 0, 50, 100)
    expectFrame(b, 50, 0, 50, 100)
  }

  @Test func excludedNodesAreLeftAlone() throws {
    let root = row(300)
    let a = addChild(root, "a")
    let b = addChild(root, "b")
    a.flex.width(100)
    b.flex.width(100)
    b.frame = Rect(x: 1, y: 2, width: 3, height: 4)
    b.flex.isIncludedInLayout = false
    a.flex.marginLeft(.auto)
    try root.flex.layout()
    expectFrame(a, 200, 0, 100, 100)
    expectFrame(b, 1, 2, 3, 4)
  }
}
