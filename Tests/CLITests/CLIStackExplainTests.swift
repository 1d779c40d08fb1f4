import Foundation
import Testing
import _FixFlexTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `fixflex layout`, `explain` and `render` on a `.stack.json` whose required
/// constraints conflict: two labels in a row 100 wide, the left one with required
/// compression resistance at intrinsic width 120.
@Suite struct CLIStackExplainTests {
  /// `left` (intrinsic 120 × 20, compression 1000), a 10-point gap, `right`
  /// (intrinsic 30 × 20) in a parent 100 × 40.
  static let conflict = """
    {
      "parent": {"width": 100, "height": 40},
      "nodes": [
        {"name": "left", "intrinsic": {"width": 120, "height": 20}},
        {"name": "right", "intrinsic": {"width": 30, "height": 20}}
      ],
      "stacks": [
        {"axis": "horizontal", "intents": [
          {"flex": {"compression": 1000}, "view": "left"},
          {"fix": 10},
          {"flex": {}, "view": "right"}
        ]},
        {"axis": "vertical", "intents": [{"fix": 5}, {"flex": {}, "views": ["left", "right"]}]}
      ]
    }
    """

  @Test func explainListsEachStackTheConflictAndTheBrokenConstraint() throws {
    let runner = try ToolRunner()
    try runner.write("row.stack.json", Self.conflict)
    guard let output = try runner.fixflex("explain", "row.stack.json") else { return }
    #expect(output.status == 0)
    let text = output.stdout
    // The horizontal stack: left from the leading edge, a 10-point spacer, right to
    // the trailing edge.
    #expect(text.contains("stacks[0]: hstack"))
    #expect(text.contains("spacer1.width == 10"))
    #expect(text.contains("right.trailing == parent.trailing"))
    #expect(text.contains("stacks[1]: vstack"))
    // 120 + 10 + right ≥ 0 cannot fit in 100: Auto Layout breaks the required
    // compression resistance, which keeps acting at 999, so left = 100 - 10 = 90;
    // the vertical stack runs from 5 below the top to the bottom: 40 - 5 = 35 high.
    #expect(text.contains("Unable to simultaneously satisfy constraints."))
    #expect(text.contains("\"left.width >= 120 (compression resistance)\""))
    let rows = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(rows.contains(["left", "0", "5", "90", "35"]))
    #expect(rows.contains(["right", "100", "5", "0", "35"]))
  }

  @Test func renderMarksTheBrokenConstraintOnItsNode() throws {
    let runner = try ToolRunner()
    try runner.write("row.stack.json", Self.conflict)
    guard let output = try runner.fixflex("render", "row.stack.json", "-o", "row.svg") else {
      return
    }
    #expect(output.status == 0)
    let svg = try String(contentsOfFile: runner.path("row.svg"), encoding: .utf8)
    #expect(svg.contains("breaks left.width &gt;= 120 (compression resistance)"))
    #expect(XMLParser(data: Data(svg.utf8)).parse(), "the SVG is well-formed XML")
  }
}
