import Foundation
import Testing
import _FixFlexTestSupport

/// `fixflex explain` and `fixflex layout --explain` on `.flex.json` files: per
/// container, the decisions made before solving and (with the constraints engine) the
/// constraints and guides of its translation, named by node paths.
@Suite struct CLIFlexExplainTests {
  /// A toolbar row 300 × 50, padding 10, column gap 10, items centred: a 30 × 30 icon,
  /// a 20-high item that grows 1 from nothing, a 30-high item that grows 2 from a
  /// basis of 50.
  ///
  /// By hand: the content box is 280 × 30; the outer hypothetical sizes and the two
  /// gaps take 30 + 0 + 50 + 20 = 100, so the line grows by 180, shared 1 : 2 — u = 60:
  /// widths 30, 60, 50 + 120 = 170; lefts 10, 10 + 30 + 10 = 50, 50 + 60 + 10 = 120;
  /// tops centred in 30 from 10: 10, 15, 10.
  static let toolbar = """
    {
      "name": "toolbar",
      "defaults": "yoga",
      "available": {"width": null, "height": null},
      "root": {"style": {"width": 300, "height": 50, "flexDirection": "row",
                         "alignItems": "center", "padding": 10, "columnGap": 10}, "children": [
        {"style": {"width": 30, "height": 30}},
        {"style": {"flexGrow": 1, "height": 20}},
        {"style": {"flexGrow": 2, "flexBasis": 50, "height": 30}}
      ]}
    }
    """

  /// Three 40 × 20 items in a wrapping row 100 wide: 40 + 40 fit, the third does not
  /// (120 > 100), so line 0 holds root/0 and root/1, line 1 holds root/2 at top 20.
  static let wrapping = """
    {
      "name": "wrapping",
      "defaults": "yoga",
      "available": {"width": null, "height": null},
      "root": {"style": {"width": 100, "height": 60, "flexDirection": "row",
                         "flexWrap": "wrap"}, "children": [
        {"style": {"width": 40, "height": 20}},
        {"style": {"width": 40, "height": 20}},
        {"style": {"width": 40, "height": 20}}
      ]}
    }
    """

  /// The rows of the frame table: name, x, y, width, height.
  static func rows(_ text: String) -> [[String]] {
    text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
  }

  @Test func explainWithTheConstraintsEngineListsDecisionsConstraintsAndGuides() throws {
    let runner = try ToolRunner()
    try runner.write("toolbar.flex.json", Self.toolbar)
    guard
      let output = try runner.fixflex("explain", "toolbar.flex.json", "--engine", "constraints")
    else { return }
    #expect(output.status == 0)
    let text = output.stdout
    let rows = Self.rows(text)
    #expect(rows.contains(["root/0", "10", "10", "30", "30"]))
    #expect(rows.contains(["root/1", "50", "15", "60", "20"]))
    #expect(rows.contains(["root/2", "120", "10", "170", "30"]))
    // The decisions, as worked out above.
    #expect(text.contains("root: 1 line(s)"))
    #expect(text.contains("content box main 280, cross 30, main gap 10"))
    #expect(text.contains("line 0: root/0, root/1, root/2"))
    #expect(text.contains("grows (free space 180)"))
    #expect(text.contains("root/0: base 30, inflexible at 30"))
    #expect(text.contains("root/1: base 0 + 1 × u → 60"))
    #expect(text.contains("root/2: base 50 + 2 × u → 170"))
    // The constraints: one shared flex variable (the guide root·flex0, its width u),
    // items chained through the gap.
    #expect(text.contains("root/2.width == 2 * root·flex0.width + 50"))
    #expect(text.contains("root/2.left == root/1.right + 10"))
    #expect(text.contains("guides: root·flex0"))
    Golden.check(
      Golden.transcript("fixflex explain toolbar.flex.json --engine constraints", output),
      "flex-explain.txt")
  }

  @Test func explainWithTheDirectEngineListsTheDecisionsOnly() throws {
    let runner = try ToolRunner()
    try runner.write("toolbar.flex.json", Self.toolbar)
    guard let output = try runner.fixflex("explain", "toolbar.flex.json") else { return }
    #expect(output.status == 0)
    let text = output.stdout
    #expect(Self.rows(text).contains(["root/2", "120", "10", "170", "30"]))
    #expect(text.contains("direct engine"))
    #expect(text.contains("--engine constraints"))
    #expect(text.contains("root/1: base 0 + 1 × u → 60"))
    #expect(!text.contains("root·flex0.width"), "no constraints with the direct engine")
  }

  @Test func explainShowsTheLineBreaks() throws {
    let runner = try ToolRunner()
    try runner.write("wrapping.flex.json", Self.wrapping)
    guard
      let output = try runner.fixflex("explain", "wrapping.flex.json", "--engine", "constraints")
    else { return }
    #expect(output.status == 0)
    let text = output.stdout
    #expect(text.contains("root: 2 line(s)"))
    #expect(text.contains("multi-line"))
    #expect(text.contains("line 0: root/0, root/1 —"))
    #expect(text.contains("line 1: root/2 —"))
    #expect(Self.rows(text).contains(["root/2", "0", "20", "40", "20"]))
  }

  @Test func layoutExplainPrintsTheFramesThenTheExplanation() throws {
    let runner = try ToolRunner()
    try runner.write("toolbar.flex.json", Self.toolbar)
    guard
      let output = try runner.fixflex(
        "layout", "toolbar.flex.json", "--engine", "constraints", "--explain")
    else { return }
    #expect(output.status == 0)
    let text = output.stdout
    #expect(text.hasPrefix("toolbar.flex.json (constraints engine)\n"))
    let frames = try #require(text.range(of: "root/2      120"))
    let constraints = try #require(text.range(of: "root/2.width == 2 * root·flex0.width + 50"))
    #expect(frames.lowerBound < constraints.lowerBound)
    // --explain goes with the table, not with --json or --frames.
    guard let both = try runner.fixflex("layout", "toolbar.flex.json", "--json", "--explain")
    else { return }
    #expect(both.status == 2)
    #expect(both.stderr.contains("give one of --json, --frames, --explain"))
    #expect(both.stdout.isEmpty)
  }

  /// A chain 1000 levels deep in the flat encoding: `explain` with the direct engine
  /// answers at once, saying that it lists no decisions for so deep a tree (they come
  /// from the constraints engine, whose time grows faster than the depth: minutes for
  /// this chain in a debug build).
  @Test func explainOfADeepTreeWithTheDirectEngineDoesNotHang() throws {
    let runner = try ToolRunner()
    let depth = 1000
    var nodes = ["{\"parent\": -1, \"style\": {\"width\": 100}}"]
    for index in 1..<depth { nodes.append("{\"parent\": \(index - 1), \"style\": {}}") }
    try runner.write("deep.flex.json", "{\"nodes\": [\n" + nodes.joined(separator: ",\n") + "\n]}")
    let started = Date()
    guard let output = try runner.fixflex("explain", "deep.flex.json") else { return }
    #expect(!output.timedOut && output.status == 0, "exit \(output.status) \(output.stderr)")
    #expect(output.stdout.contains("direct engine: decisions not listed"))
    #expect(output.stdout.contains("the tree is 999 levels deep"))
    #expect(Date().timeIntervalSince(started) < 30)
  }
}
