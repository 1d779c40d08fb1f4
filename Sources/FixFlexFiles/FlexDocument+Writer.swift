import FixFlex
import Flexbox

extension FlexDocument {
  /// The document in its own format, with `layout` filled from `laidOut` (what
  /// `fixflex layout --json` prints). The flat `nodes` encoding is kept when the file
  /// used it, and used for trees deeper than ``nestingLimit``.
  public func json(with laidOut: LaidOutNode) -> String {
    let frames = laidOut.flattened.map(\.frame)
    var out = "{\n"
    out += " \"name\": \(jsonQuoted(name)),\n"
    out += " \"defaults\": \"\(defaults == .css ? "css" : "yoga")\",\n"
    out += " \"direction\": \"\(direction == .rightToLeft ? "rtl" : "ltr")\",\n"
    out +=
      " \"available\": {\"width\": \(availableWidth.map(Self.number) ?? "null"), "
      + "\"height\": \(availableHeight.map(Self.number) ?? "null")},\n"
    if usesFlatEncoding || depth > Self.nestingLimit {
      out += " \"nodes\": [\n"
      for index in nodes.indices {
        out += "  {\"parent\": \(nodes[index].parent)"
        out += nodeFields(index, frames)
        out += index == nodes.count - 1 ? "}\n" : "},\n"
      }
      out += " ]\n}\n"
      return out
    }
    out += " \"root\":\n"
    // Pre-order with an explicit stack: each entry is a node and how many of its
    // children have been written.
    var stack: [(index: Int, written: Int)] = [(0, 0)]
    out += "  {" + String(nodeFields(0, frames).dropFirst(2))
    while !stack.isEmpty {
      let top = stack.count - 1
      let (index, written) = stack[top]
      let children = nodes[index].children
      let indent = String(repeating: " ", count: 2 + 2 * stack.count)
      if written == 0, !children.isEmpty {
        out += ", \"children\": [\n"
      }
      if written < children.count {
        if written > 0 { out += ",\n" }
        stack[top].written += 1
        let child = children[written]
        out += indent + "{" + String(nodeFields(child, frames).dropFirst(2))
        stack.append((child, 0))
        continue
      }
      if !children.isEmpty {
        out += "\n" + String(repeating: " ", count: 2 * stack.count) + "]"
      }
      out += "}"
      stack.removeLast()
    }
    out += "\n}\n"
    return out
  }

  /// Trees deeper than this are written in the flat `nodes` encoding.
  public static let nestingLimit = 100

  /// The depth of the tree (0 for a lone root).
  var depth: Int {
    var depths = [Int](repeating: 0, count: nodes.count)
    var deepest = 0
    for index in nodes.indices where nodes[index].parent >= 0 {
      depths[index] = depths[nodes[index].parent] + 1
      deepest = max(deepest, depths[index])
    }
    return deepest
  }

  /// `, "style": {…}, "measure": {…}, "layout": {…}` for one node.
  private func nodeFields(_ index: Int, _ frames: [Rect]) -> String {
    let node = nodes[index]
    var out = ", \"style\": {"
    out += node.style.map { property in
      let value: String
      switch property.value {
      case .number(let number): value = Self.number(number)
      case .string(let string): value = jsonQuoted(string)
      }
      return "\(jsonQuoted(property.name)): \(value)"
    }.joined(separator: ", ")
    out += "}"
    if let measure = node.measure {
      switch measure {
      case .text(let glyphs, let glyphWidth, let lineHeight):
        out +=
          ", \"measure\": {\"kind\": \"text\", \"glyphs\": \(glyphs), \"glyphWidth\": "
          + "\(Self.number(glyphWidth)), \"lineHeight\": \(Self.number(lineHeight))}"
      case .words(let words, let glyphWidth, let lineHeight):
        out +=
          ", \"measure\": {\"kind\": \"words\", \"words\": ["
          + words.map(String.init).joined(separator: ", ") + "], \"glyphWidth\": "
          + "\(Self.number(glyphWidth)), \"lineHeight\": \(Self.number(lineHeight))}"
      case .fixed(let width, let height):
        out +=
          ", \"measure\": {\"kind\": \"fixed\", \"width\": \(Self.number(width)), "
          + "\"height\": \(Self.number(height))}"
      }
    }
    if index < frames.count {
      let frame = frames[index]
      out +=
        ", \"layout\": {\"left\": \(Self.number(frame.minX)), \"top\": \(Self.number(frame.minY)), "
        + "\"width\": \(Self.number(frame.width)), \"height\": \(Self.number(frame.height))}"
    }
    return out
  }

  /// A number as JSON: integers without a fraction, others in their shortest form;
  /// rounding noise below 1e-9 is dropped.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1e9).rounded() / 1e9
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
  }

}
