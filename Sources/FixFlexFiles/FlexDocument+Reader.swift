import FixFlex
import Flexbox

extension FlexDocument {
  /// Parses and validates a document from UTF-8 JSON text.
  ///
  /// - Throws: ``FileError`` with the JSON path of the offending field, or the line
  ///   and column of a syntax error.
  public static func parse(_ text: String, path: String) throws(FileError) -> FlexDocument {
    try parse(Array(text.utf8), path: path)
  }

  /// Parses and validates a document from UTF-8 JSON bytes.
  ///
  /// - Throws: ``FileError`` with the JSON path of the offending field, or the line
  ///   and column of a syntax error.
  public static func parse(_ bytes: [UInt8], path: String) throws(FileError) -> FlexDocument {
    let json: FlexJSON
    do {
      json = try FlexJSON(bytes: bytes)
    } catch {
      throw FileError(
        file: path, location: "line \(error.line), column \(error.column)",
        message: error.message)
    }
    var reader = Reader(json: json, file: path)
    return try reader.document()
  }

  /// Reads the validated model out of parsed JSON.
  private struct Reader {
    let json: FlexJSON
    let file: String

    func fail(_ location: String, _ message: String) -> FileError {
      FileError(file: file, location: location, message: message)
    }

    mutating func document() throws(FileError) -> FlexDocument {
      let top = json.root
      guard json.kind(top) == .object else { throw fail("", "expected a JSON object") }
      var document = FlexDocument(
        path: file, name: "", defaults: .yoga, direction: .leftToRight, availableWidth: nil,
        availableHeight: nil, nodes: [], usesFlatEncoding: false)
      var rootValue: Int?
      var nodesValue: Int?
      for (key, value) in json.objectMembers(top) {
        switch key {
        case "name":
          guard json.kind(value) == .string else { throw fail("name", "expected a string") }
          document.name = json.string(value)
        case "defaults":
          guard json.kind(value) == .string,
            let preset = ["yoga": Flex.Defaults.yoga, "css": .css][json.string(value)]
          else { throw fail("defaults", "expected \"yoga\" or \"css\"") }
          document.defaults = preset
        case "direction":
          guard json.kind(value) == .string,
            let direction = ["ltr": LayoutDirection.leftToRight, "rtl": .rightToLeft][
              json.string(value)]
          else { throw fail("direction", "expected \"ltr\" or \"rtl\"") }
          document.direction = direction
        case "available":
          guard json.kind(value) == .object else {
            throw fail("available", "expected {\"width\": …, \"height\": …}")
          }
          for (dimension, size) in json.objectMembers(value) {
            guard dimension == "width" || dimension == "height" else {
              throw fail("available.\(dimension)", "unknown property; expected width or height")
            }
            var result: Double?
            if json.kind(size) == .number {
              let number = json.number(size)
              guard number.isFinite, number >= 0 else {
                throw fail("available.\(dimension)", "expected a finite number ≥ 0 or null")
              }
              result = number
            } else if json.kind(size) != .null {
              throw fail("available.\(dimension)", "expected a number or null")
            }
            if dimension == "width" {
              document.availableWidth = result
            } else {
              document.availableHeight = result
            }
          }
        case "root": rootValue = value
        case "nodes": nodesValue = value
        case "meta": continue
        default:
          throw fail(key, "unknown property \"\(key)\"")
        }
      }
      switch (rootValue, nodesValue) {
      case (let root?, nil):
        document.nodes = try nestedNodes(root)
      case (nil, let list?):
        document.nodes = try flatNodes(list)
        document.usesFlatEncoding = true
      case (nil, nil):
        throw fail("", "expected \"root\" (a nested tree) or \"nodes\" (a pre-order list)")
      default:
        throw fail("nodes", "give either \"root\" or \"nodes\", not both")
      }
      return document
    }

    /// The nodes of a nested tree, in pre-order, without recursion.
    func nestedNodes(_ root: Int) throws(FileError) -> [Node] {
      var nodes: [Node] = []
      var stack: [(value: Int, parent: Int, jsonPath: String, treePath: String)] = [
        (root, -1, "root", "root")
      ]
      while let (value, parent, jsonPath, treePath) = stack.popLast() {
        guard json.kind(value) == .object else { throw fail(jsonPath, "expected a node object") }
        var node = Node(
          parent: parent, children: [], style: [], measure: nil, expected: nil,
          jsonPath: jsonPath, treePath: treePath)
        var children: [Int] = []
        for (key, member) in json.objectMembers(value) {
          switch key {
          case "children":
            guard json.kind(member) == .array else {
              throw fail("\(jsonPath).children", "expected an array of nodes")
            }
            children = json.elements(member)
          default:
            try readNodeMember(key, member, into: &node, allowParent: false)
          }
        }
        let index = nodes.count
        nodes.append(node)
        if parent >= 0 { nodes[parent].children.append(index) }
        for (position, child) in children.enumerated().reversed() {
          stack.append(
            (child, index, "\(jsonPath).children[\(position)]", "\(treePath)/\(position)"))
        }
      }
      return nodes
    }

    /// The nodes of a flat pre-order list, checking that each parent is the previous
    /// node or one of its ancestors.
    func flatNodes(_ list: Int) throws(FileError) -> [Node] {
      guard json.kind(list) == .array else {
        throw fail("nodes", "expected an array of nodes")
      }
      let elements = json.elements(list)
      guard !elements.isEmpty else { throw fail("nodes", "expected at least the root node") }
      var nodes: [Node] = []
      nodes.reserveCapacity(elements.count)
      var ancestors: [Int] = []
      for (index, value) in elements.enumerated() {
        let jsonPath = "nodes[\(index)]"
        guard json.kind(value) == .object else { throw fail(jsonPath, "expected a node object") }
        guard let parentValue = json.member(value, "parent"), json.kind(parentValue) == .number
        else {
          throw fail("\(jsonPath).parent", "expected the parent's index (-1 for the root)")
        }
        let parentNumber = json.number(parentValue)
        guard parentNumber == parentNumber.rounded(), abs(parentNumber) < 1e15 else {
          throw fail("\(jsonPath).parent", "expected an integer")
        }
        let parent = Int(parentNumber)
        if index == 0 {
          guard parent == -1 else {
            throw fail("\(jsonPath).parent", "the first node is the root: its parent is -1")
          }
        } else {
          guard parent >= 0, parent < index else {
            throw fail(
              "\(jsonPath).parent",
              parent == -1
                ? "only the first node may be a root"
                : "\(parent) is not an earlier node (a node's parent comes before it)")
          }
          while let last = ancestors.last, last != parent { ancestors.removeLast() }
          guard !ancestors.isEmpty else {
            throw fail(
              "\(jsonPath).parent",
              "\(parent) is not the previous node or one of its ancestors (the list must be in pre-order)"
            )
          }
        }
        let treePath =
          parent < 0 ? "root" : "\(nodes[parent].treePath)/\(nodes[parent].children.count)"
        var node = Node(
          parent: parent, children: [], style: [], measure: nil, expected: nil,
          jsonPath: jsonPath, treePath: treePath)
        for (key, member) in json.objectMembers(value) where key != "parent" {
          try readNodeMember(key, member, into: &node, allowParent: true)
        }
        nodes.append(node)
        if parent >= 0 { nodes[parent].children.append(index) }
        ancestors.append(index)
      }
      return nodes
    }

    /// Reads `style`, `layout` and `measure` of a node.
    func readNodeMember(_ key: String, _ value: Int, into node: inout Node, allowParent: Bool)
      throws(FileError)
    {
      let path = "\(node.jsonPath).\(key)"
      switch key {
      case "style":
        guard json.kind(value) == .object else { throw fail(path, "expected an object") }
        for (name, member) in json.objectMembers(value) {
          let propertyPath = "\(path).\(name)"
          let styleValue: StyleValue
          switch json.kind(member) {
          case .number: styleValue = .number(json.number(member))
          case .string: styleValue = .string(json.string(member))
          default: throw fail(propertyPath, "expected a number or a string")
          }
          switch FlexStyleSetter.parse(name: name, value: styleValue) {
          case .success(let setter):
            node.style.append(StyleProperty(name: name, value: styleValue, setter: setter))
          case .failure(let refusal):
            throw fail(propertyPath, refusal.message)
          }
        }
      case "layout":
        guard json.kind(value) == .object else { throw fail(path, "expected an object") }
        var numbers: [String: Double] = [:]
        for (name, member) in json.objectMembers(value) {
          guard ["left", "top", "width", "height"].contains(name) else {
            throw fail("\(path).\(name)", "unknown property; expected left, top, width, height")
          }
          guard json.kind(member) == .number, json.number(member).isFinite else {
            throw fail("\(path).\(name)", "expected a finite number")
          }
          numbers[name] = json.number(member)
        }
        guard let left = numbers["left"], let top = numbers["top"], let width = numbers["width"],
          let height = numbers["height"]
        else { throw fail(path, "expected left, top, width and height") }
        node.expected = Rect(x: left, y: top, width: width, height: height)
      case "measure":
        node.measure = try readMeasure(value, path)
      case "children":
        throw fail(path, "a node of the flat \"nodes\" list names its parent instead")
      default:
        throw fail(path, "unknown property \"\(key)\"")
      }
    }

    /// Reads a text leaf's `measure`.
    func readMeasure(_ value: Int, _ path: String) throws(FileError) -> Measure {
      guard json.kind(value) == .object else { throw fail(path, "expected an object") }
      var fields: [String: Int] = [:]
      for (name, member) in json.objectMembers(value) { fields[name] = member }
      guard let kindValue = fields["kind"], json.kind(kindValue) == .string else {
        throw fail("\(path).kind", "expected \"text\", \"words\" or \"fixed\"")
      }
      func number(_ name: String, positive: Bool) throws(FileError) -> Double {
        guard let member = fields[name], json.kind(member) == .number else {
          throw fail("\(path).\(name)", "expected a number")
        }
        let number = json.number(member)
        guard number.isFinite, positive ? number > 0 : number >= 0 else {
          throw fail(
            "\(path).\(name)", positive ? "expected a number > 0" : "expected a number ≥ 0")
        }
        return number
      }
      func count(_ value: Int, _ where: String) throws(FileError) -> Int {
        guard json.kind(value) == .number else { throw fail(`where`, "expected an integer") }
        let number = json.number(value)
        guard number == number.rounded(), number >= 0, number < 1e9 else {
          throw fail(`where`, "expected an integer ≥ 0")
        }
        return Int(number)
      }
      func onlyFields(_ allowed: Set<String>) throws(FileError) {
        for name in fields.keys where !allowed.contains(name) {
          throw fail("\(path).\(name)", "unknown property \"\(name)\"")
        }
      }
      switch json.string(kindValue) {
      case "text":
        try onlyFields(["kind", "glyphs", "glyphWidth", "lineHeight"])
        guard let glyphs = fields["glyphs"] else {
          throw fail("\(path).glyphs", "expected an integer")
        }
        return .text(
          glyphs: try count(glyphs, "\(path).glyphs"),
          glyphWidth: try number("glyphWidth", positive: true),
          lineHeight: try number("lineHeight", positive: false))
      case "words":
        try onlyFields(["kind", "words", "glyphWidth", "lineHeight"])
        guard let list = fields["words"], json.kind(list) == .array else {
          throw fail("\(path).words", "expected an array of glyph counts")
        }
        var words: [Int] = []
        for (index, element) in json.elements(list).enumerated() {
          words.append(try count(element, "\(path).words[\(index)]"))
        }
        return .words(
          words, glyphWidth: try number("glyphWidth", positive: true),
          lineHeight: try number("lineHeight", positive: false))
      case "fixed":
        try onlyFields(["kind", "width", "height"])
        return .fixed(
          width: try number("width", positive: false), height: try number("height", positive: false)
        )
      default:
        throw fail("\(path).kind", "unknown kind; expected \"text\", \"words\" or \"fixed\"")
      }
    }
  }
}
