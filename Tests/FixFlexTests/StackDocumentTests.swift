import FixFlex
import FixFlexFiles
import Testing

@Suite struct StackDocumentTests {
  static let cell = """
    {
      "name": "cell",
      "direction": "ltr",
      "parent": {"width": 200, "height": null},
      "nodes": [
        {"name": "icon"},
        {"name": "title", "intrinsic": {"width": 60, "height": 20},
         "hugging": {"horizontal": 251}}
      ],
      "stacks": [
        {"axis": "horizontal", "intents": [
          {"fix": 10}, {"fix": 30, "view": "icon"}, {"fix": 10}, {"flex": {}, "view": "title"},
          {"fix": 10}]},
        {"axis": "vertical", "intents": [{"fix": 5}, {"fix": 30, "view": "icon"}, {"flex": {"min": 5}}]},
        {"axis": "vertical", "intents": [{"fill": 1}, {"flex": {}, "views": ["title"]}, {"fill": 1}]}
      ],
      "expected": {"icon": [10, 5, 30, 30], "title": [50, 10, 140, 20]},
      "tolerance": 0.01
    }
    """

  @Test func aDocumentLaysOutAndChecksItself() throws {
    let document = try StackDocument.parse(Self.cell, path: "cell.stack.json")
    #expect(document.hasExpectedLayout)
    let laidOut = try document.layout(LayoutOptions())
    // Height: 5 + 30 + 5 = 40; the title is centred in it: (40 − 20) / 2 = 10.
    #expect(laidOut.frame == Rect(x: 0, y: 0, width: 200, height: 40))
    #expect(document.mismatches(in: laidOut).isEmpty)
    #expect(laidOut.children.filter(\.isGuide).count == 7)
    // Options override the file's size and direction.
    let rtl = try document.layout(LayoutOptions(width: 300, direction: .rightToLeft))
    let icon = try #require(rtl.children.first { $0.name == "icon" })
    #expect(icon.frame == Rect(x: 260, y: 5, width: 30, height: 30))
    let mismatches = document.mismatches(in: rtl).map(\.description)
    #expect(mismatches.contains("parent/icon x: expected 10.0, got 260.0"))
  }

  @Test func aNullFrameExpectsAnEmptyNode() throws {
    let text = """
      {"parent": {"width": 100, "height": 10}, "nodes": [{"name": "a"}, {"name": "b"}],
       "stacks": [{"axis": "horizontal", "intents": [{"fix": 100, "view": "a"}, {"flex": {}, "view": "b"}]}],
       "expected": {"a": null, "b": null}}
      """
    let document = try StackDocument.parse(text, path: "null.stack.json")
    let mismatches = document.mismatches(in: try document.layout(LayoutOptions()))
    // a is 100 wide and 0 high (nothing sizes it vertically but its height ≥ 0): both
    // meet `null`.
    #expect(mismatches.isEmpty)
  }

  @Test func writingGivesTheComputedFramesAndReadsBack() throws {
    let document = try StackDocument.parse(Self.cell, path: "cell.stack.json")
    let laidOut = try document.layout(LayoutOptions())
    let written = document.json(with: laidOut)
    #expect(written.contains("\"title\": [50, 10, 140, 20]"))
    let again = try StackDocument.parse(written, path: "again.stack.json")
    #expect(again.mismatches(in: try again.layout(LayoutOptions())).isEmpty)
  }

  @Test(arguments: [
    (#"{"parent": {"width": "wide"}}"#, "parent.width", "expected a number"),
    (#"{"parent": {}, "nodes": [{"name": "a", "colour": 1}]}"#, "nodes[0].colour", "unknown field"),
    (
      #"{"parent": {}, "stacks": [{"axis": "horizontal", "intents": [{"fix": 1, "fill": 1}]}]}"#,
      "stacks[0].intents[0]", "exactly one of"
    ),
    (
      #"{"parent": {}, "stacks": [{"axis": "vertical", "start": "parent.leading", "intents": [{"fix": 1}]}]}"#,
      "stacks[0].start", "axis"
    ),
    (
      #"{"parent": {}, "stacks": [{"axis": "vertical", "intents": [{"fix": 1, "view": "ghost"}]}]}"#,
      "stacks[0].intents[0].view", "no node is named 'ghost'"
    ),
    (#"{"parent": {}, "expected": {"ghost": null}}"#, "expected.ghost", "no node"),
    (#"{"parent": {"width": -1}}"#, "parent.width", "≥ 0"),
    (#"{"parent": {}, "tolerance": true}"#, "tolerance", "number"),
  ])
  func badFilesNameTheField(_ text: String, _ location: String, _ message: String) {
    let error = #expect(throws: FileError.self) {
      try StackDocument.parse(text, path: "bad.stack.json")
    }
    #expect(error?.location == location)
    #expect(error?.message.contains(message) == true, "\(String(describing: error))")
  }

  @Test func aRefusedStackNamesTheStack() throws {
    let text = """
      {"parent": {"width": 100, "height": 10}, "nodes": [{"name": "a"}],
       "stacks": [{"axis": "horizontal", "intents": [{"flex": {"min": 9, "max": 3}, "view": "a"}]}]}
      """
    let document = try StackDocument.parse(text, path: "minmax.stack.json")
    let error = #expect(throws: FileError.self) { try document.layout(LayoutOptions()) }
    #expect(error?.location == "stacks[0]")
    #expect(error?.message == "Flex min 9 is greater than max 3")
  }

  @Test func theBrokenConstraintCaseNeedsAutoLayoutsRecovery() throws {
    // LabelsRowWithNotEnoughSpaceForBoth/axxxl, whose note explains the rule: in
    // strict mode the same stacks are refused.
    let text = """
      {"parent": {"width": 200, "height": null},
       "nodes": [{"name": "leftLabel", "intrinsic": {"width": 212.333, "height": 69.333}},
                 {"name": "rightLabel", "intrinsic": {"width": 270.333, "height": 69.333}}],
       "stacks": [
         {"axis": "vertical", "intents": [{"flex": {}, "views": ["leftLabel", "rightLabel"]}]},
         {"axis": "horizontal", "intents": [{"flex": {"compression": 1000}, "view": "leftLabel"},
                                            {"fix": 5}, {"flex": {}, "view": "rightLabel"}]}],
       "expected": {"leftLabel": [0, 0, 195, 69.333], "rightLabel": null}, "tolerance": 0.34}
      """
    let document = try StackDocument.parse(text, path: "labels.stack.json")
    let tree = try document.build()
    try tree.parent.layout(width: 200, height: nil)
    let left = try #require(tree.node(named: "leftLabel"))
    expectFrame(left, 0, 0, 195, 69.333)
    let report = try #require(tree.parent.layoutEngine.conflicts.first)
    #expect(report.broken.description == "leftLabel.width >= 212.333 (compression resistance)")

    let strict = LayoutNode(name: "parent")
    let strictLeft = LayoutNode(name: "leftLabel")
    let strictRight = LayoutNode(name: "rightLabel")
    try strict.addChild(strictLeft)
    try strict.addChild(strictRight)
    try strictLeft.setIntrinsicContentSize(IntrinsicContentSize(width: 212.333, height: 69.333))
    try strictRight.setIntrinsicContentSize(IntrinsicContentSize(width: 270.333, height: 69.333))
    strict.layoutEngine.isStrict = true
    try strict.layout(width: 200, height: nil)
    #expect(throws: LayoutError.self) {
      try strict.fx.hstack(
        Flex(strictLeft, compressionResistancePriority: .required), Fix(5), Flex(strictRight))
    }
    #expect(strictLeft.contentCompressionResistancePriority(for: .horizontal) == 750)
  }
}
