import FixFlex
import FixFlexFiles
import Flexbox
import Foundation
import Testing

/// The `.flex.json` reader, writer and checker.
@Suite struct FlexDocumentTests {
  let sample = """
    {
     "name": "sample",
     "defaults": "yoga",
     "direction": "ltr",
     "available": {"width": null, "height": null},
     "meta": {"anything": [1, 2, {"goes": true}]},
     "root":
      {"style": {"width": 200, "height": 100, "flexDirection": "row", "alignItems": "center"}, "layout": {"left": 0, "top": 0, "width": 200, "height": 100}, "children": [
        {"style": {"width": 50, "height": 20, "marginLeft": 10}, "layout": {"left": 10, "top": 40, "width": 50, "height": 20}},
        {"style": {"flexGrow": 1, "flexShrink": 1, "padding": "5%"}, "measure": {"kind": "words", "words": [4, 2, 7], "glyphWidth": 10, "lineHeight": 12}, "layout": {"left": 60, "top": 28, "width": 140, "height": 44}}
      ]}
    }
    """

  @Test func readsLaysOutAndChecks() throws {
    let document = try FlexDocument.parse(sample, path: "sample.flex.json")
    #expect(document.nodes.count == 3 && document.hasExpectedLayout)
    let laidOut = try document.layout(LayoutOptions())
    // The text item: its max-content width (150 + 20 padding) shrinks to the 140 left
    // (its min-content, 70 + 20, is smaller); padding 5% of 200 = 10 on each side
    // leaves 120 for "4 2 7" (4+1+2+1+7 = 15 glyphs = 150 > 120): two lines of 12,
    // 44 high with the padding, centred: (100 − 44) / 2 = 28.
    #expect(document.mismatches(in: laidOut).isEmpty, "\(document.mismatches(in: laidOut))")
    #expect(laidOut.children[1].path == "root/1")
  }

  @Test func reportsMismatchesWithPaths() throws {
    let wrong = sample.replacingOccurrences(
      of: "\"left\": 10, \"top\": 40", with: "\"left\": 12, \"top\": 40")
    let document = try FlexDocument.parse(wrong, path: "wrong.flex.json")
    let mismatches = document.mismatches(in: try document.layout(LayoutOptions()))
    #expect(
      mismatches == [LayoutMismatch(path: "root/0", property: "left", expected: 12, actual: 10)])
  }

  @Test func writesWhatItReads() throws {
    let document = try FlexDocument.parse(sample, path: "sample.flex.json")
    let laidOut = try document.layout(LayoutOptions())
    let written = document.json(with: laidOut)
    let again = try FlexDocument.parse(written, path: "written.flex.json")
    #expect(again.nodes.map(\.style.count) == document.nodes.map(\.style.count))
    #expect(again.mismatches(in: try again.layout(LayoutOptions())).isEmpty)
    #expect(written.contains("\"marginLeft\": 10"))
    #expect(written.contains("\"kind\": \"words\", \"words\": [4, 2, 7]"))
  }

  @Test func errorsNameTheJSONPath() {
    func failure(_ text: String) -> FileError? {
      do {
        _ = try FlexDocument.parse(text, path: "bad.flex.json")
        return nil
      } catch {
        return error
      }
    }
    let cases: [(String, String, String)] = [
      (#"{"root": {"style": {"widht": 10}}}"#, "root.style.widht", "unknown style property"),
      (
        #"{"root": {"children": [{}, {"style": {"borderTop": "10%"}}]}}"#,
        "root.children[1].style.borderTop", "percentage is not allowed"
      ),
      (#"{"root": {"style": {"width": -5}}}"#, "root.style.width", "must not be negative"),
      (#"{"root": {"style": {"width": 1e999}}}"#, "root.style.width", "finite"),
      (
        #"{"root": {"style": {"flexDirection": "diagonal"}}}"#, "root.style.flexDirection",
        "unknown value"
      ),
      (#"{"root": {"style": {"aspectRatio": 0}}}"#, "root.style.aspectRatio", "greater than zero"),
      (#"{"root": {"colour": 1}}"#, "root.colour", "unknown property"),
      (#"{"root": {"measure": {"kind": "blob"}}}"#, "root.measure.kind", "unknown kind"),
      (#"{"nodes": [{"parent": -1}, {"parent": 5}]}"#, "nodes[1].parent", "not an earlier node"),
      (#"{"nodes": [{"parent": -1}, {"parent": 1}]}"#, "nodes[1].parent", "not an earlier node"),
      (
        #"{"nodes": [{"parent": -1}, {"parent": 0}, {"parent": 1}, {"parent": 0}, {"parent": 2}]}"#,
        "nodes[4].parent", "pre-order"
      ),
      (#"{"nodes": [{"parent": 0}]}"#, "nodes[0].parent", "root"),
      (#"{"root": {}, "nodes": []}"#, "nodes", "not both"),
      (#"{"root": {"style": {"width": 10,}}}"#, "line 1, column 33", "string key"),
    ]
    for (text, location, message) in cases {
      guard let error = failure(text) else {
        Issue.record("no error for \(text)")
        continue
      }
      #expect(error.location == location, "\(error)")
      #expect(error.message.contains(message), "\(error)")
    }
  }

  @Test func allMeasureKinds() throws {
    let text = """
      {"defaults": "css", "root": {"style": {"width": 100, "flexDirection": "column"}, "children": [
        {"style": {"flexDirection": "column"}, "measure": {"kind": "text", "glyphs": 25, "glyphWidth": 10, "lineHeight": 10}},
        {"style": {"alignItems": "center"}, "measure": {"kind": "words", "words": [12], "glyphWidth": 10, "lineHeight": 10}},
        {"measure": {"kind": "fixed", "width": 30, "height": 7}}
      ]}}
      """
    let document = try FlexDocument.parse(text, path: "measure.flex.json")
    let frames = try document.layout(LayoutOptions()).flattened.map(\.frame)
    // 25 glyphs wrap at 10 per line: 3 lines.
    #expect(frames[1] == Rect(x: 0, y: 0, width: 100, height: 30))
    // A word of 12 glyphs overflows the 100-wide line; the leaf is stretched to the
    // column's width (no automatic minimum across), and breaks no narrower than its
    // longest word (it does not stretch its own text): one line.
    #expect(frames[2] == Rect(x: 0, y: 30, width: 100, height: 10))
    #expect(frames[3] == Rect(x: 0, y: 40, width: 100, height: 7))
  }

  @Test func optionsOverrideTheRoot() throws {
    let document = try FlexDocument.parse(sample, path: "sample.flex.json")
    let laidOut = try document.layout(LayoutOptions(width: 300, direction: .rightToLeft))
    #expect(laidOut.frame.width == 300)
    // In right-to-left the row starts at the right: the 50-wide item ends at 300 (its
    // margin is on its left).
    #expect(laidOut.children[0].frame.minX == 250)
    // The constraints engine honours the same overrides.
    let translated = try document.layout(
      LayoutOptions(engine: .constraints, width: 300, direction: .rightToLeft))
    #expect(translated.frame.width == 300)
    #expect(translated.children[0].frame.minX == 250)
  }

  /// A box with no baseline of its own takes its first item's, and an item with
  /// none is synthesized from its border box's bottom edge (CSS Flexbox §8.5, §9.4
  /// step 8) — at its used height, after its min/max clamp. Found by a differential
  /// fuzz of the two engines: the hypothetical baseline came from the unclamped
  /// height.
  @Test func aSynthesizedBaselineUsesTheClampedHeight() throws {
    func layout(_ leaf: String) throws -> [LaidOutNode] {
      let json = """
        {"defaults": "css", "root": {"style": {"flexDirection": "row", "width": 100},
         "children": [
          {"style": {"alignSelf": "baseline"}, "children": [{"style": \(leaf)}]},
          {"style": {"alignSelf": "baseline"}}]}}
        """
      let document = try FlexDocument.parse(json, path: "baseline.flex.json")
      return try LayoutOptions.Engine.allCases.map {
        try document.layout(LayoutOptions(engine: $0))
      }
    }
    // 140 tall but at most 0: the leaf is 0 tall, so is every baseline and the row.
    for root in try layout(#"{"height": 140, "maxHeight": 0}"#) {
      #expect(root.frame.height == 0)
      #expect(root.children[1].frame.minY == 0)
    }
    // 0 tall but at least 140: the first box's baseline is the leaf's bottom, 140,
    // and the empty box (baseline 0) moves down to it.
    for root in try layout(#"{"height": 0, "minHeight": 140}"#) {
      #expect(root.frame.height == 140)
      #expect(root.children[0].frame.height == 140)
      #expect(root.children[1].frame.minY == 140)
    }
  }
}
