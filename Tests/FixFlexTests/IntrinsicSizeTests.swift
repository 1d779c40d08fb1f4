import FixFlex
import Testing

/// A deterministic text stub: `length` points of text on one line, wrapped into lines
/// of at most the offered width, each `lineHeight` high.
func wrappingText(length: Double, lineHeight: Double) -> MeasureFunction {
  { proposal in
    let lines: Double
    if proposal.widthMode == .undefined || proposal.width >= length {
      lines = 1
    } else {
      lines = (length / max(proposal.width, 1)).rounded(.up)
    }
    let width = lines == 1 ? length : min(proposal.width, length)
    return Measurement(
      size: Size(width: width, height: lines * lineHeight), firstBaseline: lineHeight * 0.8,
      lastBaseline: lines * lineHeight - lineHeight * 0.2)
  }
}

@Suite struct IntrinsicSizeTests {
  /// `| a | b |` in a 200-point row; a wants 150, b wants 120.
  func twoLabels(aResists: LayoutPriority, bResists: LayoutPriority) throws -> (
    LayoutNode, LayoutNode, LayoutNode
  ) {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    try a.setIntrinsicContentSize(IntrinsicContentSize(width: 150, height: 20))
    try b.setIntrinsicContentSize(IntrinsicContentSize(width: 120, height: 20))
    try a.setContentCompressionResistancePriority(aResists, for: .horizontal)
    try b.setContentCompressionResistancePriority(bResists, for: .horizontal)
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    try root.layout(in: Size(width: 200, height: 20))
    return (root, a, b)
  }

  @Test func theMoreResistantLabelKeepsItsWidth() throws {
    // 150 + 120 = 270 > 200: the label with the lower compression resistance gives 70.
    let (_, a, b) = try twoLabels(aResists: 751, bResists: 750)
    expectFrame(a, 0, 0, 150, 20)
    expectFrame(b, 150, 0, 50, 20)
    let (_, a2, b2) = try twoLabels(aResists: 750, bResists: 751)
    expectFrame(a2, 0, 0, 80, 20)
    expectFrame(b2, 80, 0, 120, 20)
  }

  /// With both priorities optional an axis' hugging and compression resistance are
  /// one solver equality; a required one splits them, and an optional one joins
  /// them again. Each change must give what a fresh layout at the new priorities
  /// gives (hand-worked: 150 + 120 in 200 points).
  @Test func priorityChangesThatSplitOrJoinTheContentPairKeepTheAnswers() throws {
    let (root, a, b) = try twoLabels(aResists: 751, bResists: 750)
    expectFrame(a, 0, 0, 150, 20)
    // Required: split into two inequalities; a still keeps its 150.
    try a.setContentCompressionResistancePriority(.required, for: .horizontal)
    try root.layoutIfNeeded()
    expectFrame(a, 0, 0, 150, 20)
    expectFrame(b, 150, 0, 50, 20)
    // Back to optional, below b's 750: one equality again, and a gives the 70.
    try a.setContentCompressionResistancePriority(749, for: .horizontal)
    try root.layoutIfNeeded()
    expectFrame(a, 0, 0, 80, 20)
    expectFrame(b, 80, 0, 120, 20)
    // Hugging required on b, which is compressed anyway: nothing moves.
    try b.setContentHuggingPriority(.required, for: .horizontal)
    try root.layoutIfNeeded()
    expectFrame(b, 80, 0, 120, 20)
    #expect(root.layoutEngine.conflicts.isEmpty)
  }

  /// Strict mode refuses a compression resistance made required against a required
  /// width: the node keeps its old priority and its content constraints, which
  /// still hold the label at its intrinsic width once the width constraint goes.
  @Test func aRefusedPriorityChangeKeepsTheContentConstraints() throws {
    let (root, nodes) = try makeTree("label")
    let label = nodes[0]
    root.layoutEngine.isStrict = true
    try label.setIntrinsicContentSize(IntrinsicContentSize(width: 150, height: 20))
    let narrow = label.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
    try LayoutConstraint.activate([
      narrow,
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    try root.layout(in: Size(width: 300, height: 100))
    expectFrame(label, 0, 0, 100, 20)
    #expect(throws: LayoutError.self) {
      try label.setContentCompressionResistancePriority(.required, for: .horizontal)
    }
    #expect(label.contentCompressionResistancePriority(for: .horizontal) == 750)
    try root.layout(in: Size(width: 300, height: 100))
    expectFrame(label, 0, 0, 100, 20)
    narrow.deactivate()
    try root.layoutIfNeeded()
    expectFrame(label, 0, 0, 150, 20)
  }

  @Test func theLessHuggingLabelTakesTheSlack() throws {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    try a.setIntrinsicContentSize(IntrinsicContentSize(width: 50, height: nil))
    try b.setIntrinsicContentSize(IntrinsicContentSize(width: 60, height: nil))
    try a.setContentHuggingPriority(251, for: .horizontal)
    try LayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor),
      b.leftAnchor.constraint(equalTo: a.rightAnchor),
      b.rightAnchor.constraint(equalTo: root.rightAnchor),
    ])
    try root.layout(in: Size(width: 300, height: 10))
    // a hugs harder (251 > 250): it keeps 50; b stretches to 250.
    #expect(a.frame.width == 50)
    #expect(b.frame.width == 250)
  }

  @Test func aTwoLineLabelsHeightFollowsItsSolvedWidth() throws {
    let (root, nodes) = try makeTree("label")
    let label = nodes[0]
    // 300 points of text, 20-point lines.
    label.measure = wrappingText(length: 300, lineHeight: 20)
    try LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
    ])
    try root.layout(width: 200, height: nil)
    // 180 points wide → ⌈300 / 180⌉ = 2 lines = 40 high; the root hugs: 5 + 40 + 5.
    expectFrame(label, 10, 5, 180, 40)
    expectFrame(root, 0, 0, 200, 50)
    #expect(label.intrinsicContentSize == IntrinsicContentSize(width: 300, height: 40))
    #expect(root.layoutEngine.unconvergedNodes.isEmpty)
    // Narrower: 80 points → ⌈300 / 80⌉ = 4 lines.
    try root.layout(width: 100, height: nil)
    expectFrame(label, 10, 5, 80, 80)
    // Wide enough for one line.
    try root.layout(width: 400, height: nil)
    expectFrame(label, 10, 5, 380, 20)
  }

  @Test func aBaselineFollowsTheMeasurement() throws {
    let (root, nodes) = try makeTree("label", "badge")
    let (label, badge) = (nodes[0], nodes[1])
    label.measure = wrappingText(length: 100, lineHeight: 20)
    try LayoutConstraint.activate([
      label.leftAnchor.constraint(equalTo: root.leftAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      badge.leftAnchor.constraint(equalTo: label.rightAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
      badge.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor),
    ])
    try root.layout(in: Size(width: 300, height: 100))
    // One line: last baseline at 20 − 4 = 16; the badge's bottom sits on it.
    expectFrame(badge, 100, 6, 10, 10)
  }

  /// The engine counts, per node, the active constraints on its baselines, and skips
  /// re-translating a node without any after a new measurement: a baseline constraint
  /// swapped for another must still follow the text's new height.
  @Test func aSwappedBaselineConstraintFollowsANewMeasurement() throws {
    let (root, nodes) = try makeTree("label", "badge")
    let (label, badge) = (nodes[0], nodes[1])
    label.measure = wrappingText(length: 100, lineHeight: 20)
    let onBaseline = badge.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor)
    try LayoutConstraint.activate([
      label.leftAnchor.constraint(equalTo: root.leftAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor),
      badge.leftAnchor.constraint(equalTo: label.rightAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
      onBaseline,
    ])
    try root.layout(in: Size(width: 300, height: 100))
    // One line: last baseline at 20 − 4 = 16, the badge's bottom on it.
    expectFrame(badge, 100, 6, 10, 10)
    let below = badge.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor, constant: 2)
    LayoutConstraint.deactivate([onBaseline])
    try LayoutConstraint.activate([below])
    try root.layout(in: Size(width: 300, height: 100))
    expectFrame(badge, 100, 8, 10, 10)
    // 40 wide: ⌈100 / 40⌉ = 3 lines, last baseline at 60 − 4 = 56; bottom at 58.
    try root.layout(in: Size(width: 40, height: 100))
    expectFrame(label, 0, 0, 40, 60)
    expectFrame(badge, 40, 48, 10, 10)
  }

  @Test func noIntrinsicSizeOnAnAxisMeansNoContentConstraints() throws {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    try box.setIntrinsicContentSize(IntrinsicContentSize(width: nil, height: 30))
    try LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: root.leftAnchor),
      box.rightAnchor.constraint(equalTo: root.rightAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    try root.layout(in: Size(width: 120, height: 100))
    expectFrame(box, 0, 0, 120, 30)
    try box.setIntrinsicContentSize(IntrinsicContentSize(width: nil, height: 45))
    try root.layoutIfNeeded()
    expectFrame(box, 0, 0, 120, 45)
  }

  @Test func sizesAreNeverNegative() throws {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    try a.setIntrinsicContentSize(IntrinsicContentSize(width: 500, height: nil))
    try LayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor),
      b.leftAnchor.constraint(equalTo: a.rightAnchor),
      b.rightAnchor.constraint(equalTo: root.rightAnchor),
    ])
    try root.layout(in: Size(width: 200, height: 10))
    // a's compression resistance (750) would push b to −300; b's width ≥ 0 is required.
    #expect(a.frame.width == 200)
    #expect(b.frame.width == 0)
  }

  @Test func guidesHaveNoIntrinsicSize() throws {
    let root = LayoutNode(name: "parent")
    let guide = try root.addGuide(named: "spacer")
    #expect(throws: LayoutError.self) {
      try guide.setIntrinsicContentSize(IntrinsicContentSize(width: 10, height: 10))
    }
    #expect(guide.intrinsicContentSize == .none)
  }
}
