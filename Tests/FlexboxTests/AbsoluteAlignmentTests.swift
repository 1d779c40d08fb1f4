import FixFlex
import Flexbox
import Testing

/// An absolutely positioned box with both vertical insets, aligned between them by
/// `align-self` (CSS Positioned Layout §4 step 4) and, when it does not fit between
/// them, kept inside its containing block (CSS Box Alignment 3 §4.4.1.2). Every
/// expectation is worked by hand and holds for both engines.
@Suite struct AbsoluteAlignmentTests {
  /// A 300-wide row `blockHeight` high holding one absolute box with `top` and
  /// `bottom` insets, aligned by `alignSelf`; its height is `height` when given,
  /// else that of its single 40 × `contentHeight` child.
  func layOut(
    _ engine: FlexEngine, blockHeight: Double, top: Double, bottom: Double,
    alignSelf: Flex.AlignSelf, height: Double? = nil, contentHeight: Double? = nil
  ) throws -> LayoutNode {
    let root = LayoutNode(name: "root", flexDefaults: .yoga)
    root.frame = Rect(x: 0, y: 0, width: 300, height: blockHeight)
    let box = LayoutNode(name: "box", flexDefaults: .yoga)
    root.flex.addItem(box)
    box.flex.position(.absolute).top(top).bottom(bottom).left(10).width(40)
      .alignSelf(alignSelf)
    if let height { box.flex.height(height) }
    if let contentHeight {
      let content = LayoutNode(name: "content", flexDefaults: .yoga)
      box.flex.addItem(content)
      content.flex.width(40).height(contentHeight)
    }
    try root.flex.layout(engine: engine)
    return box
  }

  @Test(arguments: [FlexEngine.direct, .constraints])
  func aBoxThatFitsIsAlignedBetweenTheInsets(engine: FlexEngine) throws {
    // Between the insets: [10, 80] of 100, 70 high; the box is 30 high.
    let cases: [(Flex.AlignSelf, Double)] = [
      (.start, 10), (.center, 10 + (70 - 30) / 2), (.end, 80 - 30),
    ]
    for (alignment, y) in cases {
      let sized = try layOut(
        engine, blockHeight: 100, top: 10, bottom: 20, alignSelf: alignment, contentHeight: 30)
      expectFrame(sized, 10, y, 40, 30, "\(alignment), content height")
      // A set height is aligned the same way (not placed at the top inset, as CSS 2
      // §10.6.4 would place it).
      let fixed = try layOut(
        engine, blockHeight: 100, top: 10, bottom: 20, alignSelf: alignment, height: 30)
      expectFrame(fixed, 10, y, 40, 30, "\(alignment), set height")
    }
    // `auto` is `normal` for an absolute box: a set height sits at the top inset, an
    // automatic one stretches between the insets.
    let fixed = try layOut(
      engine, blockHeight: 100, top: 10, bottom: 20, alignSelf: .auto, height: 30)
    expectFrame(fixed, 10, 10, 40, 30)
    let stretched = try layOut(
      engine, blockHeight: 100, top: 10, bottom: 20, alignSelf: .auto, contentHeight: 30)
    expectFrame(stretched, 10, 10, 40, 70)
  }

  @Test(arguments: [FlexEngine.direct, .constraints])
  func aCentredBoxTooHighForTheInsetsStaysInTheContainingBlock(engine: FlexEngine) throws {
    // The shape of Chromium's random_dev_2000068: between the insets [35, 123] of 143,
    // 88 high, a box 139 high. Centred, it would span [9.5, 148.5], past the containing
    // block's bottom; it moves up until it ends there: 143 − 139 = 4.
    let box = try layOut(
      engine, blockHeight: 143, top: 35, bottom: 20, alignSelf: .center, contentHeight: 139)
    expectFrame(box, 10, 4, 40, 139)
  }

  @Test(arguments: [FlexEngine.direct, .constraints])
  func anOverflowingBoxCoversTheSpaceBetweenTheInsets(engine: FlexEngine) throws {
    // Between the insets: [50, 90] of 100, 40 high; the box is 60 high. Covering
    // [50, 90] inside [0, 100] leaves its top in [30, 40].
    let cases: [(Flex.AlignSelf, Double, String)] = [
      (.end, 30, "ends at 90: top 30, in range"),
      (.start, 40, "would start at 50 and end at 110: moved up to 40"),
      (.center, 40, "centred at 50 − 10 = 40: in range"),
    ]
    for (alignment, y, reason) in cases {
      let box = try layOut(
        engine, blockHeight: 100, top: 50, bottom: 10, alignSelf: alignment, height: 60)
      expectFrame(box, 10, y, 40, 60, "\(alignment) \(reason)")
    }
    // `auto` (`normal`) and `baseline` (a safe start) take no part: the top inset, and
    // the box overflows the containing block.
    for alignment in [Flex.AlignSelf.auto, .baseline] {
      let box = try layOut(
        engine, blockHeight: 100, top: 50, bottom: 10, alignSelf: alignment, height: 60)
      expectFrame(box, 10, 50, 40, 60, "\(alignment)")
    }
  }

  @Test(arguments: [FlexEngine.direct, .constraints])
  func aBoxTooHighForItsContainingBlockStartsAtItsTop(engine: FlexEngine) throws {
    // 120 high in a containing block of 100: it cannot fit, and starts at 0.
    let box = try layOut(
      engine, blockHeight: 100, top: 10, bottom: 10, alignSelf: .center, height: 120)
    expectFrame(box, 10, 0, 40, 120)
    // A negative inset widens the limit: the bounding box of [−20, 90] and [0, 100] is
    // [−20, 100], 120 high. A box 115 high centred between the insets would start at
    // −20 + (110 − 115) / 2 = −22.5; covering [−20, 90] inside [−20, 100] puts its top
    // at −20.
    let wide = try layOut(
      engine, blockHeight: 100, top: -20, bottom: 10, alignSelf: .center, height: 115)
    expectFrame(wide, 10, -20, 40, 115)
    // 130 high does not fit that limit either: it starts at the limit's top, −20.
    let tall = try layOut(
      engine, blockHeight: 100, top: -20, bottom: 10, alignSelf: .end, height: 130)
    expectFrame(tall, 10, -20, 40, 130)
  }

  @Test(arguments: [FlexEngine.direct, .constraints])
  func insetsThatOverlapLeaveNoRoomAtTheTopInset(engine: FlexEngine) throws {
    // Insets 80 and 40 in 100 overlap by 20; the bottom (weaker) one gives way, to
    // 20: the space between them is [80, 80]. End-aligned, a box 10 high ends at 80
    // (top 70), which covers [80, 80] inside [0, 100].
    let box = try layOut(engine, blockHeight: 100, top: 80, bottom: 40, alignSelf: .end, height: 10)
    expectFrame(box, 10, 70, 40, 10)
  }
}
