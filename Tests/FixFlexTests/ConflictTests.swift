import FixFlex
import Testing

@Suite struct ConflictTests {
  @Test func theNewestRequiredConstraintBreaksAndTheReportNamesBoth() throws {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    let first = box.widthAnchor.constraint(equalToConstant: 100)
    let second = box.widthAnchor.constraint(equalToConstant: 200)
    try first.activate()
    try second.activate()
    #expect(second.isActive && second.isBroken)
    #expect(!first.isBroken)
    try root.layout(in: Size(width: 300, height: 300))
    // The broken constraint still acts at 999: nothing stronger opposes it, but the
    // required one wins.
    #expect(box.frame.width == 100)
    let reports = root.layoutEngine.conflicts
    #expect(reports.count == 1)
    let report = try #require(reports.first)
    #expect(report.broken.constraint === second)
    #expect(report.recovered)
    #expect(
      report.description == """
        Unable to simultaneously satisfy constraints.
        Probably at least one of the constraints in the following list is one you don't want.
        (
            "box.width == 100",
            "box.width == 200"
        )
        Will attempt to recover by breaking constraint
        "box.width == 200"
        (it stays active at priority 999)
        """)
  }

  @Test func aBrokenConstraintKeepsActingAtPriority999() throws {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    let broken = box.widthAnchor.constraint(equalToConstant: 80)
    try LayoutConstraint.activate([
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
      broken,
    ])
    #expect(broken.isBroken)
    try box.setIntrinsicContentSize(IntrinsicContentSize(width: 10, height: nil))
    try root.layout(in: Size(width: 300, height: 300))
    // Dropped, the width would hug to 10; at 999 it beats hugging and gets as close
    // to 80 as the required ≤ 50 allows.
    #expect(box.frame.width == 50)
  }

  @Test func requiredCompressionResistanceBreaksBeforeOtherConstraints() throws {
    // LabelsRow at axxxl (SEMANTICS §1.9b): left resists compression at 1000 with an
    // intrinsic width of 212, but left + 5 + right == 200 and right ≥ 0.
    let (root, nodes) = try makeTree("left", "right")
    let (left, right) = (nodes[0], nodes[1])
    try left.setIntrinsicContentSize(IntrinsicContentSize(width: 212, height: nil))
    try right.setIntrinsicContentSize(IntrinsicContentSize(width: 270, height: nil))
    try left.setContentCompressionResistancePriority(.required, for: .horizontal)
    try root.layout(width: 200, height: 10)
    try LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 5),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    try root.layoutIfNeeded()
    // The broken compression resistance still acts at 999, above right's 750.
    #expect(left.frame.width == 195)
    #expect(right.frame.width == 0)
    let report = try #require(root.layoutEngine.conflicts.last)
    #expect(report.broken.kind == .compressionResistance)
    #expect(report.broken.description == "left.width >= 212 (compression resistance)")
    #expect(report.broken.nodeName == "left")
  }

  @Test func strictModeThrowsAndChangesNothing() throws {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    root.layoutEngine.isStrict = true
    try box.widthAnchor.constraint(equalToConstant: 100).activate()
    try root.layout(in: Size(width: 300, height: 300))
    let other = LayoutNode(name: "other")
    try root.addChild(other)
    let fine = other.widthAnchor.constraint(equalToConstant: 5)
    let bad = box.widthAnchor.constraint(equalToConstant: 200)
    let error = #expect(throws: LayoutError.self) {
      try LayoutConstraint.activate([fine, bad])
    }
    guard case .unsatisfiable(let report) = error else {
      Issue.record("expected .unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(!report.recovered)
    #expect(report.conflicting.map(\.description) == ["box.width == 100", "box.width == 200"])
    #expect(!fine.isActive && !bad.isActive)
    #expect(root.layoutEngine.conflicts.isEmpty)
    try root.layout(in: Size(width: 300, height: 300))
    #expect(box.frame.width == 100)
    // The refused batch left no trace: activating the good half alone works.
    try fine.activate()
    try root.layoutIfNeeded()
    #expect(other.frame.width == 5)
  }

  /// The engine records a batch's constraints as active before the solver takes the
  /// batch; a refused batch must take every record back. A directional constraint
  /// left behind would be translated again when the direction flips.
  @Test func aRefusedBatchLeavesNoRecordBehind() throws {
    let (root, nodes) = try makeTree("box", "other")
    let (box, other) = (nodes[0], nodes[1])
    root.layoutEngine.isStrict = true
    try LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    try root.layout(in: Size(width: 300, height: 300))
    // Held weakly: once the batch is refused, nothing but this test may keep them.
    weak var first: LayoutConstraint?
    weak var second: LayoutConstraint?
    do {
      let refused = [
        other.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
        box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 200),
      ]
      (first, second) = (refused[0], refused[1])
      #expect(throws: LayoutError.self) { try LayoutConstraint.activate(refused) }
      #expect(refused.allSatisfy { !$0.isActive })
    }
    #expect(first == nil && second == nil)
    // Mirrored: 300 − 10 − 100 from the left, the refused constraints nowhere.
    root.layoutDirection = .rightToLeft
    try root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 190, y: 0, width: 100, height: 20))
    try LayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
      other.topAnchor.constraint(equalTo: root.topAnchor),
      other.widthAnchor.constraint(equalToConstant: 30),
      other.heightAnchor.constraint(equalToConstant: 5),
    ])
    try root.layoutIfNeeded()
    #expect(other.frame == Rect(x: 230, y: 0, width: 30, height: 5))
    // Back to left-to-right: each active constraint is mirrored once more, and only
    // those.
    root.layoutDirection = .leftToRight
    try root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 10, y: 0, width: 100, height: 20))
    #expect(other.frame == Rect(x: 40, y: 0, width: 30, height: 5))
  }

  @Test func strictModeRefusesAConstantThatCannotHold() throws {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    root.layoutEngine.isStrict = true
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    try LayoutConstraint.activate([
      width, box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
    ])
    try root.layout(in: Size(width: 150, height: 10))
    #expect(throws: LayoutError.self) { try width.setConstant(200) }
    #expect(width.constant == 100 && !width.isBroken)
    try root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    // And a resize that cannot hold is refused, keeping the old size.
    #expect(throws: LayoutError.self) { try root.layout(in: Size(width: 50, height: 10)) }
    try root.layoutIfNeeded()
    #expect(root.frame.width == 150)
  }

  @Test func aResizeThatCannotHoldBreaksTheNewestConstraintNotTheSize() throws {
    let (root, nodes) = try makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    let older = a.widthAnchor.constraint(equalToConstant: 100)
    let newer = b.widthAnchor.constraint(equalToConstant: 100)
    try LayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor),
      older,
      b.leftAnchor.constraint(equalTo: a.rightAnchor),
      b.rightAnchor.constraint(equalTo: root.rightAnchor),
    ])
    try newer.activate()
    try root.layout(in: Size(width: 200, height: 10))
    #expect(root.layoutEngine.conflicts.isEmpty)
    try root.layout(in: Size(width: 150, height: 10))
    #expect(root.frame.width == 150)
    #expect(newer.isBroken && !older.isBroken)
    #expect(a.frame.width == 100 && b.frame.width == 50)
  }

  /// A layout pass that strict mode stops part-way through the re-measured nodes
  /// (one node's new intrinsic width cannot hold) must leave every one of them
  /// pending, and no content constraint in a slot that the solver lacks: once the
  /// content can hold, the next pass applies them all.
  @Test func aRefusedContentChangeLeavesEveryNodePending() throws {
    let (root, nodes) = try makeTree("label", "icon")
    let (label, icon) = (nodes[0], nodes[1])
    root.layoutEngine.isStrict = true
    var labelWidth = 50.0
    label.measure = { _ in Measurement(size: Size(width: labelWidth, height: 20)) }
    try label.setContentCompressionResistancePriority(.required, for: .horizontal)
    try LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
      icon.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
    ])
    try root.layout(in: Size(width: 300, height: 300))
    expectFrame(label, 0, 0, 50, 20)
    // The icon gets content first; then the label grows past its required maximum.
    icon.measure = { _ in Measurement(size: Size(width: 30, height: 10)) }
    labelWidth = 150
    label.invalidateIntrinsicContentSize()
    #expect(throws: LayoutError.self) { try root.layoutIfNeeded() }
    labelWidth = 80
    label.invalidateIntrinsicContentSize()
    try root.layoutIfNeeded()
    expectFrame(label, 0, 0, 80, 20)
    expectFrame(icon, 0, 30, 30, 10)
  }
}
