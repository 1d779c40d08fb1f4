import FixFlex
import Testing

/// Hand-worked layouts with explicit anchors; each expected frame is worked out in the
/// comment above it.
@Suite struct AnchorLayoutTests {
  @Test func centringAFixedSizeBox() throws {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    try LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    try root.layout(in: Size(width: 300, height: 200))
    // x = (300 − 100) / 2 = 100, y = (200 − 50) / 2 = 75.
    expectFrame(box, 100, 75, 100, 50)
    expectFrame(root, 0, 0, 300, 200)
  }

  /// Constraints between two edges of one node: their position terms cancel and
  /// leave its size, in either direction.
  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func edgesOfOneNodeGiveItsSize(_ direction: LayoutDirection) throws {
    let (root, nodes) = try makeTree("box")
    root.layoutDirection = direction
    let box = nodes[0]
    try LayoutConstraint.activate([
      box.trailingAnchor.constraint(equalTo: box.leadingAnchor, constant: 50),
      box.bottomAnchor.constraint(equalTo: box.centerYAnchor, constant: 15),
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
    ])
    try root.layout(in: Size(width: 200, height: 100))
    // Trailing − leading is the width in both directions: 50. Bottom − centerY is
    // half the height: 15, so the height is 30. Centred: x = (200 − 50) / 2 = 75.
    expectFrame(box, 75, 5, 50, 30)
  }

  @Test func pinningWithInsetsFollowsTheParentsSize() throws {
    let (root, nodes) = try makeTree("content")
    let content = nodes[0]
    try LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
      content.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -15),
      content.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      content.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
    ])
    try root.layout(in: Size(width: 200, height: 100))
    // width 200 − 15 − 15 = 170, height 100 − 10 − 20 = 70.
    expectFrame(content, 15, 10, 170, 70)
  }

  @Test func aspectRatioFromTheWidth() throws {
    let (root, nodes) = try makeTree("image")
    let image = nodes[0]
    try LayoutConstraint.activate([
      image.leftAnchor.constraint(equalTo: root.leftAnchor),
      image.rightAnchor.constraint(equalTo: root.rightAnchor),
      image.topAnchor.constraint(equalTo: root.topAnchor),
      image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 200.0 / 350.0),
    ])
    try root.layout(in: Size(width: 350, height: 400))
    // 350 wide → 350 × 200 / 350 = 200 high.
    expectFrame(image, 0, 0, 350, 200)
  }

  @Test func equalWidthsSplitTheRow() throws {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    try LayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 10),
      b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
      a.widthAnchor.constraint(equalTo: b.widthAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 20),
      b.heightAnchor.constraint(equalToConstant: 20),
    ])
    try root.layout(in: Size(width: 230, height: 40))
    // 230 − 3 × 10 = 200 shared equally: 100 each; b starts at 10 + 100 + 10 = 120.
    expectFrame(a, 10, 0, 100, 20)
    expectFrame(b, 120, 0, 100, 20)
  }

  /// Builds `parent | 10 | a(50) | 5 | b(flexible) | 5 | c(30) | 10 |` with leading and
  /// trailing anchors.
  func chainOfThree() throws -> (LayoutNode, LayoutNode, LayoutNode, LayoutNode) {
    let (root, nodes) = try makeTree("a", "b", "c")
    let (a, b, c) = (nodes[0], nodes[1], nodes[2])
    var constraints = [
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
      c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 5),
      c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      a.widthAnchor.constraint(equalToConstant: 50),
      c.widthAnchor.constraint(equalToConstant: 30),
    ]
    for node in nodes {
      constraints += [
        node.topAnchor.constraint(equalTo: root.topAnchor),
        node.heightAnchor.constraint(equalTo: root.heightAnchor),
      ]
    }
    try LayoutConstraint.activate(constraints)
    return (root, a, b, c)
  }

  @Test func aChainOfThreeWithOneFlexibleItem() throws {
    let (root, a, b, c) = try chainOfThree()
    try root.layout(in: Size(width: 300, height: 44))
    // b takes 300 − 10 − 50 − 5 − 5 − 30 − 10 = 190.
    expectFrame(a, 10, 0, 50, 44)
    expectFrame(b, 65, 0, 190, 44)
    expectFrame(c, 260, 0, 30, 44)
  }

  @Test func theChainOfThreeMirrorsInRightToLeft() throws {
    let (root, a, b, c) = try chainOfThree()
    root.layoutDirection = .rightToLeft
    try root.layout(in: Size(width: 300, height: 44))
    // Mirrored within the parent: x′ = 300 − x − width.
    expectFrame(a, 240, 0, 50, 44)
    expectFrame(b, 45, 0, 190, 44)
    expectFrame(c, 10, 0, 30, 44)
    // And back.
    root.layoutDirection = .leftToRight
    try root.layoutIfNeeded()
    expectFrame(a, 10, 0, 50, 44)
  }

  @Test func leftAndRightDoNotMirror() throws {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    root.layoutDirection = .rightToLeft
    try LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    try root.layout(in: Size(width: 200, height: 100))
    expectFrame(box, 20, 0, 40, 10)
  }

  @Test func rightToLeftMirrorsCentringAndAspectRatioToo() throws {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    root.layoutDirection = .rightToLeft
    try LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
      box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    try root.layout(in: Size(width: 200, height: 100))
    // leading = right edge: 200 − 30 − 40 = 130; height 20 centred: (100 − 20) / 2 = 40.
    expectFrame(box, 130, 40, 40, 20)
  }

  @Test func framesAreRelativeToTheParent() throws {
    let (root, nodes) = try makeTree("card")
    let card = nodes[0]
    let label = LayoutNode(name: "label")
    try card.addChild(label)
    try LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 100),
      label.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 5),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
      label.widthAnchor.constraint(equalToConstant: 10),
      label.heightAnchor.constraint(equalToConstant: 10),
    ])
    try root.layout(in: Size(width: 200, height: 200))
    expectFrame(card, 20, 30, 100, 100)
    expectFrame(label, 5, 6, 10, 10)
  }

  @Test func changingAConstantMovesTheLayoutAsAFreshLayoutWould() throws {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    let gap = b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 10)
    try LayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor),
      a.widthAnchor.constraint(equalToConstant: 40),
      gap,
      b.rightAnchor.constraint(equalTo: root.rightAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    try root.layout(in: Size(width: 200, height: 10))
    expectFrame(b, 50, 0, 150, 10)
    try gap.setConstant(30)
    #expect(gap.constant == 30)
    try root.layoutIfNeeded()
    // b starts at 40 + 30 = 70 and keeps 200 − 70 = 130.
    expectFrame(b, 70, 0, 130, 10)
  }
}
