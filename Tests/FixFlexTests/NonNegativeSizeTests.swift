import FixFlex
import Testing

/// Sizes never go negative (SEMANTICS §1.9a). Outside strict mode a size's `>= 0`
/// joins the solver when a solve first makes the size negative (a stack's free spacer's
/// with its first constraint); these tests pin what that must not change: the frames,
/// which constraint a conflict breaks, strict mode's refusals, and ambiguity.
@Suite struct NonNegativeSizeTests {
  /// `a` and `b` side by side across their parent, `a` asked to be `width` wide (130
  /// overfills a parent 100 wide); `strict` is set before anything is activated.
  func overfullRow(width: Double = 130, strict: Bool = false) throws -> (
    LayoutNode, LayoutNode, LayoutNode, LayoutConstraint
  ) {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    root.layoutEngine.isStrict = strict
    let wide = a.widthAnchor.constraint(equalToConstant: width)
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      wide,
    ])
    for node in [a, b] {
      try LayoutConstraint.activate([
        node.topAnchor.constraint(equalTo: root.topAnchor),
        node.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    return (root, a, b, wide)
  }

  /// 130 cannot fit in 100 with `b.width >= 0`: the newest constraint, `a.width ==
  /// 130`, breaks and acts at 999, so `a` takes all 100 points and `b` none (not −30).
  @Test func aSizeStopsAtZeroAndTheNewestConstraintBreaks() throws {
    let (root, a, b, wide) = try overfullRow()
    try root.layout(in: Size(width: 100, height: 10))
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 10))
    #expect(b.frame == Rect(x: 100, y: 0, width: 0, height: 10))
    #expect(wide.isBroken)
    let report = try #require(root.layoutEngine.conflicts.last)
    #expect(report.broken.constraint === wide)
    #expect(report.conflicting.map(\.description).contains("b.width >= 0"))
    // Widened, the broken constraint still acts: 130 fits in 200.
    try root.layout(in: Size(width: 200, height: 10))
    #expect(a.frame.width == 130 && b.frame == Rect(x: 130, y: 0, width: 70, height: 10))
  }

  /// A constant changed so that a later-activated constraint would have to push a
  /// size below 0: the change breaks, not the newer constraint, as when each size's
  /// `>= 0` was in the solver from the start.
  @Test func aChangeThatWouldMakeASizeNegativeBreaks() throws {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    let width = a.widthAnchor.constraint(equalToConstant: 40)
    let closing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor)
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      width,
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
      closing,
    ])
    try root.layout(width: 100, height: 0)
    #expect(b.frame.width == 40)
    try width.setConstant(95)
    try root.layoutIfNeeded()
    #expect(width.isBroken && !closing.isBroken)
    #expect(root.layoutEngine.conflicts.last?.broken.constraint === width)
    // 100 − 10 − 10 leaves 80 for `a` at 999; `b` is 0 wide at 100.
    #expect(a.frame.width == 80)
    #expect(b.frame.minX == 100 && b.frame.width == 0)
  }

  /// Strict mode refuses the change that would make a size negative when it is made,
  /// and keeps the old constant.
  @Test func strictModeRefusesANegativeSizeAtTheChange() throws {
    let (root, a, b, wide) = try overfullRow(width: 60, strict: true)
    try root.layout(in: Size(width: 100, height: 10))
    #expect(b.frame.width == 40)
    #expect(throws: LayoutError.self) { try wide.setConstant(130) }
    #expect(wide.constant == 60 && !wide.isBroken)
    try root.layoutIfNeeded()
    #expect(a.frame.width == 60 && b.frame.width == 40)
    #expect(root.layoutEngine.conflicts.isEmpty)
  }

  /// Turned on after the constraints went in (each size's `>= 0` not yet needed),
  /// strict mode still refuses a change that only those bounds contradict.
  @Test func strictModeTurnedOnLaterChecksEverySize() throws {
    let (root, a, b, wide) = try overfullRow(width: 60)
    try root.layout(in: Size(width: 100, height: 10))
    root.layoutEngine.isStrict = true
    #expect(throws: LayoutError.self) { try wide.setConstant(130) }
    try root.layoutIfNeeded()
    #expect(a.frame.width == 60 && b.frame.width == 40)
  }

  /// A batch that strict mode refused had already noted the row's widths as used;
  /// once strict mode is off, the same constraints must still keep `b` at 0 or more.
  @Test func aSizeNotedByARefusedStrictBatchIsStillBounded() throws {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    func row() -> [LayoutConstraint] {
      [
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        a.widthAnchor.constraint(equalToConstant: 130),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
        b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ]
    }
    root.layoutEngine.isStrict = true
    // Registered by constraints across the row, so that the refused batch is the
    // first to use their widths.
    for node in [a, b] {
      try node.topAnchor.constraint(equalTo: root.topAnchor).activate()
    }
    #expect(throws: LayoutError.self) {
      try LayoutConstraint.activate(
        row() + [
          b.widthAnchor.constraint(equalToConstant: 10),
          b.widthAnchor.constraint(equalToConstant: 20),
        ])
    }
    root.layoutEngine.isStrict = false
    try LayoutConstraint.activate(row())
    try root.layout(width: 100, height: 0)
    // The newest constraint, b's trailing edge, breaks: a keeps 130 and b, at 130,
    // is 0 wide rather than −30.
    #expect(a.frame.width == 130)
    #expect(b.frame.minX == 130 && b.frame.width == 0)
  }

  /// Text is never measured at a negative width: a wrapping label squeezed out of an
  /// overfull row is measured at its natural size and then at 0, not at −30.
  @Test func textIsNeverMeasuredAtANegativeWidth() throws {
    let (root, nodes) = try makeTree("label", "b")
    let (label, b) = (nodes[0], nodes[1])
    final class Offers: @unchecked Sendable { var widths: [Double] = [] }
    let offers = Offers()
    // 80 points of text, 20 a line, each width it is offered noted.
    let text = wrappingText(length: 80, lineHeight: 20)
    label.measure = { proposal in
      if proposal.widthMode != .undefined { offers.widths.append(proposal.width) }
      return text(proposal)
    }
    try LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      b.leadingAnchor.constraint(equalTo: label.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      b.widthAnchor.constraint(equalToConstant: 130),
    ])
    try root.layout(width: 100, height: 200)
    #expect(label.frame.width == 0)
    #expect(!offers.widths.isEmpty)
    #expect(offers.widths.allSatisfy { $0 >= 0 })
  }

  /// A width held by `<= 0` is determined by its `>= 0` alone: without it, any
  /// negative width would do as well.
  @Test func aSizeDeterminedByItsBoundIsNotAmbiguous() throws {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    try LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 0),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    try root.layout(in: Size(width: 100, height: 100))
    #expect(box.frame.width == 0)
    #expect(!box.hasAmbiguousLayout)
    #expect(root.layoutEngine.ambiguousNodes.isEmpty)
  }

  /// Bounds that push other sizes negative in turn: a chain of boxes, each pinned to
  /// the previous one's trailing edge and all of them to the parent's, with required
  /// widths that overfill it. Every width ends ≥ 0 and the parent is filled exactly.
  @Test func boundsThatPushOtherSizesBelowZeroSettle() throws {
    let names = (0..<6).map { "box\($0)" }
    let (root, boxes) = try makeTree(names[0], names[1], names[2], names[3], names[4], names[5])
    var constraints = [boxes[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)]
    for index in 1..<boxes.count {
      constraints.append(
        boxes[index].leadingAnchor.constraint(equalTo: boxes[index - 1].trailingAnchor))
    }
    constraints.append(boxes[5].trailingAnchor.constraint(equalTo: root.trailingAnchor))
    // 50 + 40 + 30 + 20 + 10 = 150 for the first five in 120: box5 cannot be −30.
    for (index, width) in [50.0, 40, 30, 20, 10].enumerated() {
      constraints.append(boxes[index].widthAnchor.constraint(equalToConstant: width))
    }
    try LayoutConstraint.activate(constraints)
    try root.layout(width: 120, height: 0)
    let widths = boxes.map(\.frame.width)
    #expect(widths.allSatisfy { $0 >= 0 })
    #expect(abs(widths.reduce(0, +) - 120) < 1e-9)
    // The newest width (box4's 10) breaks first; 50 + 40 + 30 = 120 leaves box3,
    // once its 20 breaks too, and box4 and box5 at 0.
    #expect(widths == [50, 40, 30, 0, 0, 0])
  }

  /// A stack's spacer keeps its `>= 0` from the start: `a` (asked to be 60 wide), a
  /// `Flex()` spacer and `b` (60) across a parent 200 wide leave the spacer 80. Asking
  /// `a` for 150 would make the spacer −10: the change itself breaks, at the change,
  /// not at the next layout; the layout then gives `a` what is left, 140.
  @Test func aSpacersBoundCatchesTheChangeThatWouldMakeItNegative() throws {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    try root.fx.hstack(Flex(a), Flex(), Fix(b, 60))
    try root.fx.vstack(Fix([a, b], 10))
    let wide = a.widthAnchor.constraint(equalToConstant: 60)
    try wide.activate()
    try root.layout(in: Size(width: 200, height: 10))
    #expect(a.frame.width == 60 && b.frame.origin.x == 140)
    try wide.setConstant(150)
    #expect(wide.isBroken)
    #expect(root.layoutEngine.conflicts.count == 1)
    try root.layout(in: Size(width: 200, height: 10))
    #expect(a.frame.width == 140 && b.frame.origin.x == 140 && b.frame.width == 60)
  }
}
