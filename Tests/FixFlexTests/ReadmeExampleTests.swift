import FixFlex
import Foundation
import Testing

/// The README's FixFlex examples (also in FixFlex.docc/Articles/UsingStacks.md), compiled
/// and run. The code between each `// example:` and `// end` line is the example,
/// verbatim; `theArticleAndTheReadmeShowTheSameCode` checks that both show exactly it.
/// Expected frames are worked out by hand in the comments.
@Suite struct ReadmeExampleTests {
  @Test func cellWithIconTitleSubtitleAndChevron() throws {
    // example: cell
    let cell = LayoutNode(name: "cell")
    let icon = LayoutNode(name: "icon")
    let title = LayoutNode(name: "title")
    let subtitle = LayoutNode(name: "subtitle")
    let chevron = LayoutNode(name: "chevron")
    for node in [icon, title, subtitle, chevron] { try cell.addChild(node) }
    try title.setIntrinsicContentSize(IntrinsicContentSize(width: 120, height: 22))
    try subtitle.setIntrinsicContentSize(IntrinsicContentSize(width: 160, height: 40))

    try cell.fx.hstack(
      Fix(15), Fix(icon, 44), Fix(15), Flex([title, subtitle]), Fix(15), Fix(chevron, 20), Fix(15))
    try cell.fx.vstack(Fix(15), Fix(icon, 44), Flex(min: 15))
    try cell.fx.vstack(Fix(15), Flex(title), Flex(subtitle), Fix(15))
    try cell.fx.vstack(Fill(), Fix(chevron, 30), Fill())

    try cell.layout(width: 320, height: nil)  // the height comes from the content
    // end
    // Width left for the labels: 320 − 15 − 44 − 15 − 15 − 20 − 15 = 196; height
    // 15 + 22 + 40 + 15 = 92 (≥ the icon column's 15 + 44 + 15); chevron centred:
    // (92 − 30) / 2 = 31.
    #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 92))
    #expect(icon.frame == Rect(x: 15, y: 15, width: 44, height: 44))
    #expect(title.frame == Rect(x: 74, y: 15, width: 196, height: 22))
    #expect(subtitle.frame == Rect(x: 74, y: 37, width: 196, height: 40))
    #expect(chevron.frame == Rect(x: 285, y: 31, width: 20, height: 30))
  }

  @Test func centring() throws {
    // example: centring
    let parent = LayoutNode(name: "parent")
    let child = LayoutNode(name: "child")
    try parent.addChild(child)

    try parent.fx.hstack(Fill(), Fix(child, 100), Fill())
    try parent.fx.vstack(Fill(), Fix(child, 50), Fill())

    try parent.layout(in: Size(width: 200, height: 100))
    // end
    // Two equal Fill spacers share 200 − 100 and 100 − 50.
    #expect(child.frame == Rect(x: 50, y: 25, width: 100, height: 50))
  }

  @Test func labelsSplitByWeight() throws {
    // example: weights
    let row = LayoutNode(name: "row")
    let labels = ["first", "second", "third"].map { LayoutNode(name: $0) }
    for label in labels {
      try row.addChild(label)
      try label.setIntrinsicContentSize(IntrinsicContentSize(width: 80, height: 24))
    }

    try row.fx.vstack(Fix(5), Flex(labels), Fix(5))
    try row.fx.hstack(
      Fix(5), Fill(labels[0], weight: 2), Fix(5), Fill(labels[1]), Fix(5), Fill(labels[2]), Fix(5))

    try row.layout(width: 200, height: nil)
    // end
    // 200 − 4 × 5 = 180 shared 2 : 1 : 1; the Fill constraints are required, so the
    // labels' own widths (80) do not matter.
    #expect(row.frame.height == 34)
    #expect(labels[0].frame == Rect(x: 5, y: 5, width: 90, height: 24))
    #expect(labels[1].frame == Rect(x: 100, y: 5, width: 45, height: 24))
    #expect(labels[2].frame == Rect(x: 150, y: 5, width: 45, height: 24))
  }

  @Test func shadowWithMatch() throws {
    // example: shadow
    let parent = LayoutNode(name: "parent")
    let shadow = LayoutNode(name: "shadow")
    let label = LayoutNode(name: "label")
    try parent.addChild(shadow)
    try parent.addChild(label)
    try label.setIntrinsicContentSize(IntrinsicContentSize(width: 150, height: 30))

    try parent.fx.hstack(Fill(), Flex(label), Fill())
    try parent.fx.vstack(Fill(), Flex(label), Fill())
    try parent.fx.hstack(
      startAnchor: label.leadingAnchor, Fix(10),
      Match(shadow, dimension: label.widthAnchor), Flex())
    try parent.fx.vstack(
      startAnchor: label.topAnchor, Fix(10),
      Match(shadow, dimension: label.heightAnchor), Flex())

    try parent.layout(in: Size(width: 200, height: 200))
    // end
    // The label is centred: (200 − 150) / 2 = 25, (200 − 30) / 2 = 85; the shadow is
    // 10 past its leading and top edges, with its size.
    #expect(label.frame == Rect(x: 25, y: 85, width: 150, height: 30))
    #expect(shadow.frame == Rect(x: 35, y: 95, width: 150, height: 30))
  }

  /// The examples of this file, by name: the lines between `// example: name` and
  /// `// end`, without their common indentation.
  static func examples(in text: String) -> [String: String] {
    var result: [String: String] = [:]
    var name: String?
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// example: ") {
        name = String(trimmed.dropFirst("// example: ".count))
        lines = []
      } else if trimmed == "// end", let current = name {
        let indent =
          lines.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        result[current] = lines.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }
          .joined(separator: "\n")
        name = nil
      } else if name != nil {
        lines.append(line)
      }
    }
    return result
  }

  @Test func theArticleAndTheReadmeShowTheSameCode() throws {
    let testFile = String(#filePath)
    let root = testFile.components(separatedBy: "/Tests/FixFlexTests/")[0]
    let article = try String(
      contentsOfFile: root + "/Sources/FixFlex/FixFlex.docc/Articles/UsingStacks.md",
      encoding: .utf8)
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let source = try String(contentsOfFile: testFile, encoding: .utf8)
    let examples = Self.examples(in: source)
    #expect(examples.count == 4)
    for (name, code) in examples {
      #expect(
        article.contains("```swift\n\(code)\n```"),
        "UsingStacks.md does not show '\(name)':\n\(code)")
      #expect(
        readme.contains("```swift\n\(code)\n```"), "README.md does not show '\(name)':\n\(code)")
    }
  }
}
