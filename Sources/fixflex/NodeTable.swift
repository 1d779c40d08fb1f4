import FixFlex
import FixFlexFiles

/// Prints a laid-out tree as an indented table of frames relative to the parent:
///
/// ```
/// node                     x        y    width   height
/// cell                     0        0      320       80
///   icon                  16       16       48       48
///   gap (guide)           64        0       12       80
/// ```
///
/// Indentation stops at ``maximumIndent`` levels; deeper nodes show their depth
/// (`[depth 250] name`), so a 10 000-level chain prints in linear space.
enum NodeTable {
  static let maximumIndent = 16

  static func lines(_ root: LaidOutNode) -> [String] {
    var rows: [(label: String, frame: Rect)] = []
    var pending: [(node: LaidOutNode, depth: Int)] = [(root, 0)]
    while let (node, depth) = pending.popLast() {
      var label = String(repeating: "  ", count: min(depth, maximumIndent))
      if depth > maximumIndent { label += "[depth \(depth)] " }
      label += node.name + (node.isGuide ? " (guide)" : "")
      rows.append((label, node.frame))
      for child in node.children.reversed() { pending.append((child, depth + 1)) }
    }
    let width = min(max(rows.map(\.label.count).max() ?? 4, 4), 48)
    func pad(_ text: String, _ count: Int, left: Bool) -> String {
      let padding = String(repeating: " ", count: max(count - text.count, 0))
      return left ? padding + text : text + padding
    }
    var result = [
      pad("node", width, left: false)
        + ["x", "y", "width", "height"].map { pad($0, 9, left: true) }
        .joined()
    ]
    for row in rows {
      let numbers = [row.frame.minX, row.frame.minY, row.frame.width, row.frame.height]
      result.append(
        pad(row.label, width, left: false)
          + numbers.map { pad(" " + decimalText($0, 3), 9, left: true) }.joined())
    }
    return result
  }
}
