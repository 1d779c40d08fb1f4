import FixFlex
import Testing

@Suite struct RobustnessTests {
  /// 10 000 levels in release builds; 2 000 in debug builds, where the solver's cost
  /// on long dependency chains (superlinear today) would take minutes.
  static let depth: Int = {
    #if DEBUG
      return 2_000
    #else
      return 10_000
    #endif
  }()

  @Test func aDeepChainLaysOutAndIsReleased() throws {
    var root: LayoutNode? = LayoutNode(name: "0")
    var constraints: [LayoutConstraint] = []
    var tip = root!
    for level in 1..<Self.depth {
      let next = LayoutNode(name: "\(level)")
      try tip.addChild(next)
      constraints += [
        next.leadingAnchor.constraint(equalTo: tip.leadingAnchor, constant: 1),
        next.topAnchor.constraint(equalTo: tip.topAnchor, constant: 1),
        next.widthAnchor.constraint(equalToConstant: 10),
        next.heightAnchor.constraint(equalToConstant: 10),
      ]
      tip = next
    }
    try LayoutConstraint.activate(constraints)
    try root!.layout(in: Size(width: 100, height: 50))
    // Every frame is relative to its parent: 1 in, at any depth.
    #expect(tip.frame == Rect(x: 1, y: 1, width: 10, height: 10))
    // Removing the middle of the chain deactivates everything below it.
    let middle = try #require(root!.subtree.dropFirst(Self.depth / 2).first)
    middle.removeFromParent()
    #expect(constraints.filter(\.isActive).count == 4 * (Self.depth / 2 - 1))
    constraints = []
    tip = LayoutNode()
    root = nil
  }

  @Test func textThatNeverSettlesIsReportedAfterTheLastPass() throws {
    let (root, nodes) = try makeTree("label")
    let label = nodes[0]
    // Wider than 50 → 60 high; narrower → 20 high; and width == 100 − height. From
    // its natural width (100) it goes 60 high, so 40 wide, so 20 high, so 80 wide…
    label.measure = { proposal in
      let width = proposal.widthMode == .undefined ? 100 : proposal.width
      return Measurement(size: Size(width: width, height: width >= 50 ? 60 : 20))
    }
    try label.setContentHuggingPriority(1, for: .horizontal)
    try label.setContentCompressionResistancePriority(1, for: .horizontal)
    try LayoutConstraint.activate([
      label.widthAnchor.constraint(equalTo: label.heightAnchor, multiplier: -1, constant: 100),
      label.leftAnchor.constraint(equalTo: root.leftAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutEngine.maximumMeasurePasses = 4
    try root.layout(in: Size(width: 200, height: 200))
    #expect(root.layoutEngine.unconvergedNodes.map(\.name) == ["label"])
    #expect(label.frame.width + label.frame.height == 100)
  }

  @Test func badAnswersFromAMeasureFunctionAreRefusedAtLayout() throws {
    let (root, nodes) = try makeTree("label")
    let label = nodes[0]
    label.measure = { _ in Measurement(size: Size(width: .nan, height: .infinity)) }
    try label.leftAnchor.constraint(equalTo: root.leftAnchor).activate()
    let error = #expect(throws: LayoutError.self) {
      try root.layout(in: Size(width: 100, height: 100))
    }
    #expect(
      error?.description
        == "invalid number: the measure function of 'label' answered nan×inf for no width")
    label.measure = { _ in Measurement(size: Size(width: -4, height: 10)) }
    #expect(throws: LayoutError.self) { try root.layout(in: Size(width: 100, height: 100)) }
    // Mended, the same tree lays out.
    label.measure = { _ in Measurement(size: Size(width: 40, height: 10)) }
    try root.layout(in: Size(width: 100, height: 100))
    expectFrame(label, 0, 0, 40, 10)
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func pinningAndEqualWidthsMirror(_ direction: LayoutDirection) throws {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    root.layoutDirection = direction
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      a.widthAnchor.constraint(equalTo: b.widthAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      b.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      a.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
      b.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
    ])
    try root.layout(in: Size(width: 230, height: 40))
    // LTR: a at 10, b at 120; RTL: mirrored within 230 → a at 230 − 10 − 100 = 120.
    let ax: Double = direction == .leftToRight ? 10 : 120
    let bx: Double = direction == .leftToRight ? 120 : 10
    expectFrame(a, ax, 5, 100, 30)
    expectFrame(b, bx, 5, 100, 30)
  }

  @Test func aGuideFollowsItsOwnersDirection() throws {
    let root = LayoutNode(name: "root")
    let card = LayoutNode(name: "card")
    try root.addChild(card)
    card.layoutDirection = .rightToLeft
    let guide = try card.addGuide(named: "inset")
    try LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
      card.widthAnchor.constraint(equalToConstant: 100),
      guide.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      guide.widthAnchor.constraint(equalToConstant: 20),
    ])
    try root.layout(in: Size(width: 300, height: 10))
    // The card is right-to-left: its leading edge is its right edge, 100 − 8 − 20 = 72.
    #expect(guide.frame.minX == 72)
  }
}
