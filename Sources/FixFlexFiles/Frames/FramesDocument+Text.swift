import FixFlex

extension FramesDocument {
  /// Trees deeper than this are written in the flat `nodes` encoding, which JSON
  /// readers with nesting limits (512 in Foundation) can read.
  public static let nestingLimit = 100

  /// A laid-out tree as `.frames.json` text: nested when at most ``nestingLimit``
  /// levels deep, flat otherwise; frames relative to the parent.
  ///
  /// - Parameters:
  ///   - root: The tree (from any format's ``LayoutDocument/layout(_:)``).
  ///   - name: The layout's name, if any.
  ///   - expected: Expected frames by path, written as given.
  ///   - tolerance: The tolerance for the expected frames.
  public static func text(
    of root: LaidOutNode, name: String?, expected: [String: Rect?] = [:], tolerance: Double = 0.01
  ) -> String {
    var lines = ["{"]
    if let name { lines.append("  \"name\": \(jsonQuoted(name)),") }
    if depth(of: root) > nestingLimit {
      lines.append("  \"nodes\": [")
      var entries: [String] = []
      var pending: [(node: LaidOutNode, parent: Int)] = [(root, -1)]
      while let (node, parent) = pending.popLast() {
        let index = entries.count
        entries.append(
          "    {\"parent\": \(parent), \(fields(of: node))}")
        for child in node.children.reversed() { pending.append((child, index)) }
      }
      lines.append(entries.joined(separator: ",\n"))
      lines.append(expected.isEmpty ? "  ]" : "  ],")
    } else {
      lines.append("  \"root\": " + nested(root, indent: "  ") + (expected.isEmpty ? "" : ","))
    }
    if !expected.isEmpty {
      let entries = expected.keys.sorted().map { key -> String in
        let frame = expected[key]!.map(frameText) ?? "null"
        return "    \(jsonQuoted(key)): \(frame)"
      }
      lines.append("  \"expected\": {\n" + entries.joined(separator: ",\n") + "\n  },")
      lines.append("  \"tolerance\": \(jsonNumber(tolerance))")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func depth(of root: LaidOutNode) -> Int {
    var deepest = 0
    var pending: [(LaidOutNode, Int)] = [(root, 1)]
    while let (node, level) = pending.popLast() {
      deepest = max(deepest, level)
      for child in node.children { pending.append((child, level + 1)) }
    }
    return deepest
  }

  private static func fields(of node: LaidOutNode) -> String {
    var text = "\"name\": \(jsonQuoted(node.name)), \"frame\": \(frameText(node.frame))"
    if node.isGuide { text += ", \"guide\": true" }
    return text
  }

  /// At most ``nestingLimit`` levels deep, so the recursion is bounded.
  private static func nested(_ node: LaidOutNode, indent: String) -> String {
    var text = "{" + fields(of: node)
    if !node.children.isEmpty {
      let inner = indent + "  "
      let children = node.children.map { inner + nested($0, indent: inner) }
      text += ", \"children\": [\n" + children.joined(separator: ",\n") + "\n" + indent + "]"
    }
    return text + "}"
  }

  private static func frameText(_ frame: Rect) -> String {
    "["
      + [frame.minX, frame.minY, frame.width, frame.height].map(jsonNumber).joined(separator: ", ")
      + "]"
  }
}
