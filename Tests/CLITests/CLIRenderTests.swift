import Foundation
import Testing
import _FixFlexTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `fixflex render` output checked structurally: it parses as XML, and there is one
/// box per node at the node's absolute frame (worked out by hand in Fixtures.swift),
/// guides hatched, and differing boxes marked in side-by-side drawings.
@Suite struct CLIRenderTests {
  /// The elements of an SVG file: name, attributes, and the translation of the
  /// enclosing groups.
  final class Elements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String], offset: (Double, Double))] = []
    private var offsets: [(Double, Double)] = [(0, 0)]

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      var offset = offsets.last!
      if name == "g", let transform = attributes["transform"], transform.hasPrefix("translate(") {
        let numbers = transform.dropFirst(10).dropLast().split(separator: " ").compactMap {
          Double($0)
        }
        offset = (offset.0 + numbers[0], offset.1 + numbers[1])
      }
      if name == "g" { offsets.append(offset) }
      elements.append((name, attributes, offset))
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      if name == "g" { offsets.removeLast() }
    }
  }

  func parse(_ path: String) throws -> Elements {
    let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: path)))
    let elements = Elements()
    parser.delegate = elements
    #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
    return elements
  }

  func boxes(_ elements: Elements) -> [(path: String, frame: [Double], classes: [String])] {
    elements.elements.filter { $0.name == "rect" && $0.attributes["data-path"] != nil }.map {
      let a = $0.attributes
      return (
        a["data-path"]!, ["x", "y", "width", "height"].map { Double(a[$0]!)! },
        a["class"]!.split(separator: " ").map(String.init)
      )
    }
  }

  @Test func everyNodeIsABoxAtItsAbsoluteFrame() throws {
    let runner = try ToolRunner()
    try runner.write("cell.frames.json", Fixtures.cell)
    guard let output = try runner.fixflex("render", "cell.frames.json", "-o", "cell.svg") else {
      return
    }
    #expect(output.status == 0)
    let elements = try parse(runner.path("cell.svg"))
    let drawn = boxes(elements)
    #expect(drawn.count == Fixtures.cellAbsolute.count)
    for box in drawn {
      #expect(box.frame == Fixtures.cellAbsolute[box.path], "\(box.path)")
    }
    #expect(drawn.first { $0.path == "gap" }?.classes == ["guide"])
    #expect(drawn.filter { $0.classes == ["node"] }.count == 5)
    let gapFill = elements.elements.first { $0.attributes["data-path"] == "gap" }?.attributes[
      "fill"]
    #expect(gapFill == "url(#guide-hatch)")
    #expect(
      elements.elements.contains { $0.name == "pattern" && $0.attributes["id"] == "guide-hatch" })
    // A label per node; none on the 12-point gap, too narrow for "gap" (about 23
    // points at size 10).
    let labels = elements.elements.filter { $0.name == "text" && $0.attributes["class"] == "label" }
    #expect(labels.count == 5)
  }

  @Test func sideBySideHighlightsTheBoxesThatDiffer() throws {
    let runner = try ToolRunner()
    try runner.write("cell.frames.json", Fixtures.cell)
    try runner.write("moved.frames.json", Fixtures.cellMoved)
    guard
      let output = try runner.fixflex(
        "render", "cell.frames.json", "--compare-with", "moved.frames.json", "-o", "both.svg")
    else { return }
    #expect(output.status == 0)
    #expect(
      output.stderr.contains(
        "2 boxes differ between cell.frames.json and moved.frames.json: icon, subtitle"))
    let elements = try parse(runner.path("both.svg"))
    let drawn = boxes(elements)
    #expect(drawn.count == 12)
    let differing = drawn.filter { $0.classes.contains("differs") }.map(\.path).sorted()
    #expect(differing == ["icon", "icon", "subtitle", "subtitle"])
    // The second panel sits to the right of the first: its root starts after the
    // first root's 320 points plus the gap between panels.
    let roots = elements.elements.filter { $0.attributes["data-path"] == "cell" }
    #expect(roots.count == 2)
    #expect(roots[1].offset.0 - roots[0].offset.0 > 320)
    #expect(roots[1].offset.1 == roots[0].offset.1)
  }

  /// `--compare` on a format with one layout: both engines give the same frames.
  @Test func compareEnginesOnAFinishedLayoutAgrees() throws {
    let runner = try ToolRunner()
    try runner.write("cell.frames.json", Fixtures.cell)
    guard let output = try runner.fixflex("render", "cell.frames.json", "--compare") else { return }
    #expect(output.status == 0)
    #expect(output.stderr.contains("direct and constraints agree on every box"))
    #expect(output.stdout.hasPrefix("<?xml"))
    #expect(!output.stdout.contains("differs"))
  }
}
