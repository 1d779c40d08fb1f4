import FixFlex
import Testing

/// A few of psharanda/FixFlex's sample stories written by hand; the expected frames
/// are those measured from its reference snapshots (SEMANTICS §1.10), the label sizes
/// the text metrics those snapshots imply.
@Suite struct StackStoryTests {
  func label(_ name: String, _ width: Double, _ height: Double) throws -> LayoutNode {
    let node = LayoutNode(name: name)
    try node.setIntrinsicContentSize(IntrinsicContentSize(width: width, height: height))
    return node
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func fillParentWithInset(_ direction: LayoutDirection) throws {
    let (parent, nodes) = try makeTree("child")
    parent.layoutDirection = direction
    let child = nodes[0]
    try parent.fx.hstack(Fix(15), Flex(child), Fix(15))
    try parent.fx.vstack(Fix(15), Flex(child), Fix(15))
    try parent.layout(in: Size(width: 200, height: 100))
    expectFrame(child, 15, 15, 170, 70)
  }

  func cellWithIconTitleSubtitleAndChevron(_ direction: LayoutDirection) throws -> [LayoutNode] {
    let parent = LayoutNode(name: "parent")
    parent.layoutDirection = direction
    let icon = LayoutNode(name: "icon")
    let title = try label("title", 65.667, 33.667)
    let subtitle = try label("subtitle", 63.667, 20.333)
    let chevron = LayoutNode(name: "chevron")
    for node in [icon, title, subtitle, chevron] { try parent.addChild(node) }
    try parent.fx.hstack(
      Fix(15), Fix(icon, 44), Fix(15), Flex([title, subtitle]), Fix(15), Fix(chevron, 20), Fix(15))
    try parent.fx.vstack(Fix(15), Fix(icon, 44), Flex(min: 15))
    try parent.fx.vstack(Fix(15), Flex(title), Flex(subtitle), Fix(15))
    try parent.fx.vstack(Fill(), Fix(chevron, 30), Fill())
    try parent.layout(width: 200, height: nil)
    return [parent, icon, title, subtitle, chevron]
  }

  @Test func cellWithIconTitleSubtitleAndChevron() throws {
    let nodes = try cellWithIconTitleSubtitleAndChevron(.leftToRight)
    // The height hugs the content: 15 + 33.667 + 20.333 + 15 = 84.
    expectFrame(nodes[0], 0, 0, 200, 84, tolerance: 0.01)
    expectFrame(nodes[1], 15, 15, 44, 44, tolerance: 0.01)
    expectFrame(nodes[2], 74, 15, 76, 33.667, tolerance: 0.01)
    expectFrame(nodes[3], 74, 48.667, 76, 20.333, tolerance: 0.01)
    expectFrame(nodes[4], 165, 27, 20, 30, tolerance: 0.01)
  }

  @Test func cellWithIconTitleSubtitleAndChevronInRightToLeft() throws {
    let nodes = try cellWithIconTitleSubtitleAndChevron(.rightToLeft)
    expectFrame(nodes[1], 141, 15, 44, 44, tolerance: 0.01)
    expectFrame(nodes[2], 50, 15, 76, 33.667, tolerance: 0.01)
    expectFrame(nodes[4], 15, 27, 20, 30, tolerance: 0.01)
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func labelsSplitByWeight(_ direction: LayoutDirection) throws {
    let parent = LayoutNode(name: "parent")
    parent.layoutDirection = direction
    let labels = try [label("l1", 60, 24), label("l2", 70, 24), label("l3", 40, 24)]
    for node in labels { try parent.addChild(node) }
    try parent.fx.vstack(Fix(5), Flex(labels), Fix(5))
    try parent.fx.hstack(
      Fix(5), Fill(labels[0], weight: 2), Fix(5), Fill(labels[1]), Fix(5), Fill(labels[2]), Fix(5))
    try parent.layout(width: 200, height: nil)
    // 200 − 4 × 5 = 180 split 2 : 1 : 1.
    expectFrame(parent, 0, 0, 200, 34)
    let xs: [Double] = direction == .leftToRight ? [5, 100, 150] : [105, 55, 5]
    expectFrame(labels[0], xs[0], 5, 90, 24)
    expectFrame(labels[1], xs[1], 5, 45, 24)
    expectFrame(labels[2], xs[2], 5, 45, 24)
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func shadowUsingMatch(_ direction: LayoutDirection) throws {
    let parent = LayoutNode(name: "parent")
    parent.layoutDirection = direction
    let shadow = LayoutNode(name: "shadow")
    let title = try label("label", 156, 33.667)
    try parent.addChild(shadow)
    try parent.addChild(title)
    try parent.fx.vstack(Fill(), Flex(title), Fill())
    try parent.fx.hstack(Fill(), Flex(title), Fill())
    try parent.fx.vstack(
      startAnchor: title.topAnchor, Fix(10), Match(shadow, dimension: title.heightAnchor), Flex())
    try parent.fx.hstack(
      startAnchor: title.leadingAnchor, Fix(10), Match(shadow, dimension: title.widthAnchor), Flex()
    )
    try parent.layout(in: Size(width: 200, height: 200))
    expectFrame(title, 22, 83.1665, 156, 33.667)
    // 10 points past the label's leading edge: right of it in LTR, left in RTL.
    expectFrame(shadow, direction == .leftToRight ? 32 : 12, 93.1665, 156, 33.667)
  }

  @Test func putBetweenAnchorsAbsoluteDoesNotMirror() throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let parent = LayoutNode(name: "parent")
      parent.layoutDirection = direction
      let text = try label("label", 127, 33.667)
      let leading = LayoutNode(name: "leadingView")
      let trailing = LayoutNode(name: "trailingView")
      for node in [text, leading, trailing] { try parent.addChild(node) }
      try parent.fx.vstack(Flex([text, leading, trailing]))
      try parent.fx.hstack(useAbsolutePositioning: true, Fill(), Flex(text), Fill())
      try parent.fx.hstack(
        startAnchor: text.leftAnchor, endAnchor: text.rightAnchor, useAbsolutePositioning: true,
        Fix(leading, 20), Flex(), Fix(trailing, 20))
      try parent.layout(width: 200, height: nil)
      expectFrame(text, 36.5, 0, 127, 33.667)
      expectFrame(leading, 36.5, 0, 20, 33.667)
      expectFrame(trailing, 143.5, 0, 20, 33.667)
    }
  }
}
