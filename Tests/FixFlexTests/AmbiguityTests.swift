import FixFlex
import Testing

@Suite struct AmbiguityTests {
  @Test func aHalfConstrainedNodeIsAmbiguous() throws {
    let (root, nodes) = try makeTree("half", "whole")
    let (half, whole) = (nodes[0], nodes[1])
    try LayoutConstraint.activate([
      // x and width only: y and height are free.
      half.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      half.widthAnchor.constraint(equalToConstant: 50),
      whole.leftAnchor.constraint(equalTo: root.leftAnchor),
      whole.topAnchor.constraint(equalTo: root.topAnchor),
      whole.widthAnchor.constraint(equalToConstant: 20),
      whole.heightAnchor.constraint(equalToConstant: 20),
    ])
    try root.layout(in: Size(width: 200, height: 100))
    #expect(half.hasAmbiguousLayout)
    #expect(!whole.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    #expect(root.layoutEngine.ambiguousNodes.map(\.name) == ["half"])
    // Asking does not move anything.
    let before = (half.frame, whole.frame)
    root.setNeedsLayout()
    try root.layoutIfNeeded()
    #expect(half.frame == before.0 && whole.frame == before.1)
    // Pinned vertically, it is determined.
    try LayoutConstraint.activate([
      half.topAnchor.constraint(equalTo: root.topAnchor),
      half.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    #expect(!half.hasAmbiguousLayout)
    #expect(root.layoutEngine.ambiguousNodes.isEmpty)
  }

  @Test func twoUnboundedFlexSpacersAreAmbiguousAndTwoFillsAreNot() throws {
    let (root, nodes) = try makeTree("box")
    let flex = try root.fx.hstack(Flex(), Fix(nodes[0], 20), Flex())
    try root.fx.vstack(Fix(nodes[0], 10), Flex())
    try root.layout(in: Size(width: 100, height: 10))
    #expect(nodes[0].hasAmbiguousLayout)
    #expect(flex.layoutGuides.allSatisfy { $0.hasAmbiguousLayout })

    let (fillRoot, fillNodes) = try makeTree("box")
    try fillRoot.fx.hstack(Fill(), Fix(fillNodes[0], 20), Fill())
    try fillRoot.fx.vstack(Fix(fillNodes[0], 10), Flex())
    try fillRoot.layout(in: Size(width: 100, height: 10))
    #expect(!fillNodes[0].hasAmbiguousLayout)
  }

  @Test func equalPrioritiesInConflictAreAmbiguous() throws {
    // Two labels compressed at the same priority: any split costs the same.
    let (root, nodes) = try makeTree("a", "b")
    for node in nodes {
      try node.setIntrinsicContentSize(IntrinsicContentSize(width: 150, height: 20))
    }
    try root.fx.hstack(Flex(nodes[0]), Flex(nodes[1]))
    try root.fx.vstack(Flex(nodes))
    try root.layout(in: Size(width: 200, height: 20))
    #expect(nodes[0].hasAmbiguousLayout)
    try nodes[0].setContentCompressionResistancePriority(751, for: .horizontal)
    #expect(!nodes[0].hasAmbiguousLayout && !nodes[1].hasAmbiguousLayout)
  }

  @Test func theCorpusStoriesAreNotAmbiguous() throws {
    let (parent, nodes) = try makeTree("icon", "title", "subtitle", "chevron", root: "cell")
    let (icon, title, subtitle, chevron) = (nodes[0], nodes[1], nodes[2], nodes[3])
    try title.setIntrinsicContentSize(IntrinsicContentSize(width: 65.667, height: 33.667))
    try subtitle.setIntrinsicContentSize(IntrinsicContentSize(width: 63.667, height: 20.333))
    try parent.fx.hstack(
      Fix(15), Fix(icon, 44), Fix(15), Flex([title, subtitle]), Fix(15), Fix(chevron, 20), Fix(15))
    try parent.fx.vstack(Fix(15), Fix(icon, 44), Flex(min: 15))
    try parent.fx.vstack(Fix(15), Flex(title), Flex(subtitle), Fix(15))
    try parent.fx.vstack(Fill(), Fix(chevron, 30), Fill())
    try parent.layout(width: 200, height: nil)
    #expect(parent.layoutEngine.ambiguousNodes.isEmpty)
  }
}
