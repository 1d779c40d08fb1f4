import FixFlex
import Flexbox
import Foundation
import Testing

/// The README's flexbox example, compiled and run through both engines; the code
/// between `// example:` and `// end` is shown verbatim in the README (checked below).
@Suite struct ReadmeFlexExampleTests {
  func card(engine: FlexEngine) throws -> (LayoutNode, LayoutNode, LayoutNode, LayoutNode) {
    // example: card
    let card = LayoutNode(name: "card")
    let icon = LayoutNode(name: "icon")
    let title = LayoutNode(name: "title")
    let button = LayoutNode(name: "button")
    card.flex.direction(.row).padding(12).alignItems(.center).define { flex in
      flex.addItem(icon).size(40).marginRight(10)
      flex.addItem(title).grow(1).shrink(1).height(20)
      flex.addItem(button).width(60).height(28)
    }
    card.frame = Rect(x: 0, y: 0, width: 320, height: 0)
    try card.flex.layout(engine: engine, mode: .adjustHeight)  // .direct or .constraints
    // end
    return (card, icon, title, button)
  }

  @Test(arguments: [FlexEngine.direct, .constraints])
  func cardFrames(engine: FlexEngine) throws {
    let (card, icon, title, button) = try card(engine: engine)
    // Height: 12 + 40 + 12. The title takes what is left of the row:
    // 320 − 24 − 40 − 10 − 60 = 186; centred across the 40-point line.
    #expect(card.frame == Rect(x: 0, y: 0, width: 320, height: 64))
    #expect(icon.frame == Rect(x: 12, y: 12, width: 40, height: 40))
    #expect(title.frame == Rect(x: 62, y: 22, width: 186, height: 20))
    #expect(button.frame == Rect(x: 248, y: 18, width: 60, height: 28))
  }

  @Test func theReadmeShowsTheSameCode() throws {
    let testFile = String(#filePath)
    let root = testFile.components(separatedBy: "/Tests/FlexboxTests/")[0]
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let source = try String(contentsOfFile: testFile, encoding: .utf8)
    var lines: [String] = []
    var inside = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "// example: card" {
        inside = true
      } else if trimmed == "// end" {
        inside = false
      } else if inside {
        lines.append(line.isEmpty ? "" : String(line.dropFirst(4)))
      }
    }
    let code = lines.joined(separator: "\n")
    #expect(!code.isEmpty)
    #expect(readme.contains("```swift\n\(code)\n```"), "README.md does not show:\n\(code)")
  }
}
