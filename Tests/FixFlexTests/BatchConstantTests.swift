import FixFlex
import Testing
import _FixFlexTestSupport

/// `LayoutConstraint.setConstants`: many constants in one operation, with the result
/// of making the changes one at a time.
@Suite struct BatchConstantTests {
  /// Three boxes in a row inside a 300-wide parent: `a` 10 from the leading edge and
  /// 50 wide, `b` 20 after `a` and 60 wide, `c` pinned to `b` and the trailing edge.
  func row() throws -> (LayoutNode, [LayoutNode], [LayoutConstraint]) {
    let parent = LayoutNode(name: "parent")
    let boxes = ["a", "b", "c"].map { LayoutNode(name: $0) }
    for box in boxes { try parent.addChild(box) }
    let (a, b, c) = (boxes[0], boxes[1], boxes[2])
    var constraints = [
      a.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 50),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20),
      b.widthAnchor.constraint(equalToConstant: 60),
      c.leadingAnchor.constraint(equalTo: b.trailingAnchor),
      c.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
    ]
    for box in boxes {
      constraints.append(box.topAnchor.constraint(equalTo: parent.topAnchor))
      constraints.append(box.heightAnchor.constraint(equalToConstant: 10))
    }
    try LayoutConstraint.activate(constraints)
    try parent.layout(in: Size(width: 300, height: 10))
    return (parent, boxes, constraints)
  }

  @Test func aBatchGivesTheFramesOfTheNewConstants() throws {
    let (parent, boxes, constraints) = try row()
    // c: 300 − (10 + 50 + 20 + 60) = 160 wide.
    #expect(boxes[2].frame == Rect(x: 140, y: 0, width: 160, height: 10))
    try LayoutConstraint.setConstants([
      (constraints[0], 5), (constraints[1], 40), (constraints[2], 15), (constraints[3], 100),
    ])
    try parent.layoutIfNeeded()
    // a: 5…45, b: 60…160, c: 160…300.
    #expect(boxes[0].frame == Rect(x: 5, y: 0, width: 40, height: 10))
    #expect(boxes[1].frame == Rect(x: 60, y: 0, width: 100, height: 10))
    #expect(boxes[2].frame == Rect(x: 160, y: 0, width: 140, height: 10))
    #expect(constraints[3].constant == 100)
    #expect(parent.layoutEngine.conflicts.isEmpty)
  }

  @Test func aNonFiniteConstantChangesNothing() throws {
    let (parent, boxes, constraints) = try row()
    #expect(throws: LayoutError.self) {
      try LayoutConstraint.setConstants([(constraints[1], 40), (constraints[3], .nan)])
    }
    #expect(constraints[1].constant == 50)
    try parent.layoutIfNeeded()
    #expect(boxes[1].frame == Rect(x: 80, y: 0, width: 60, height: 10))
  }

  /// Widths 200 and 200 cannot fit with c ≥ 0 in 300: made one at a time, the second
  /// change is the one that breaks (kept at 999), as two `setConstant` calls would.
  @Test func anUnsatisfiableBatchResolvesItsConflictOneChangeAtATime() throws {
    let (parent, boxes, constraints) = try row()
    try LayoutConstraint.setConstants([(constraints[1], 200), (constraints[3], 200)])
    try parent.layoutIfNeeded()
    let conflicts = parent.layoutEngine.conflicts
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.broken.constraint === constraints[3])
    // a keeps its 200; b gets what is left at 999: 300 − 10 − 200 − 20 = 70, c 0.
    #expect(boxes[0].frame.width == 200)
    #expect(boxes[1].frame == Rect(x: 230, y: 0, width: 70, height: 10))
    #expect(boxes[2].frame.width == 0)
  }

  @Test func inStrictModeAnUnsatisfiableBatchThrows() throws {
    let (parent, _, constraints) = try row()
    parent.layoutEngine.isStrict = true
    #expect(throws: LayoutError.self) {
      try LayoutConstraint.setConstants([(constraints[1], 200), (constraints[3], 200)])
    }
    // The change before the refused one was made; the refused one was not.
    #expect(constraints[1].constant == 200)
    #expect(constraints[3].constant == 60)
  }

  @Test func inactiveConstraintsJustStoreTheirConstants() throws {
    let node = LayoutNode(name: "n")
    let width = node.widthAnchor.constraint(equalToConstant: 5)
    try LayoutConstraint.setConstants([(width, 7)])
    #expect(width.constant == 7)
    #expect(!width.isActive)
  }
}
