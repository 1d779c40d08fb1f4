import FixFlex
import Foundation

// Reading and validating a `.stack.json` file; every error names the JSON path of
// the offending field.

extension StackDocument {
  static func parse(_ data: Data, path: String) throws(FileError) -> StackDocument {
    let reader = StackReader(file: path)
    let json: StackJSON
    do {
      json = try JSONDecoder().decode(StackJSON.self, from: data)
    } catch {
      throw reader.error("", "not valid JSON: \(error)")
    }
    return try reader.document(json)
  }
}

/// Reads the parts of a document, with the file name for errors.
struct StackReader {
  let file: String

  func error(_ location: String, _ message: String) -> FileError {
    FileError(file: file, location: location, message: message)
  }

  func document(_ json: StackJSON) throws(FileError) -> StackDocument {
    try onlyKeys(
      json, "", ["name", "note", "direction", "parent", "nodes", "stacks", "expected", "tolerance"])
    let name = try optionalString(json["name"], "name")
    let note = try optionalString(json["note"], "note")
    var direction = LayoutDirection.leftToRight
    switch json["direction"] {
    case nil, .null, .string("ltr"): break
    case .string("rtl"): direction = .rightToLeft
    default: throw error("direction", "expected \"ltr\" or \"rtl\"")
    }
    guard let parent = json["parent"] else { throw error("parent", "missing") }
    try onlyKeys(parent, "parent", ["width", "height"])
    let size = StackDocument.AxisSizes(
      width: try size(parent["width"], "parent.width"),
      height: try size(parent["height"], "parent.height"))
    guard case .array(let nodeList) = json["nodes"] ?? .array([]) else {
      throw error("nodes", "expected a list of nodes")
    }
    var nodes: [StackDocument.NodeSpec] = []
    for (index, item) in nodeList.enumerated() {
      let node = try self.node(item, "nodes[\(index)]")
      if node.name == "parent" || nodes.contains(where: { $0.name == node.name }) {
        throw error("nodes[\(index)].name", "'\(node.name)' is used twice (or is 'parent')")
      }
      nodes.append(node)
    }
    let names = Set(nodes.map(\.name))
    guard case .array(let stackList) = json["stacks"] ?? .array([]) else {
      throw error("stacks", "expected a list of stacks")
    }
    var stacks: [StackDocument.StackSpec] = []
    for (index, item) in stackList.enumerated() {
      stacks.append(try stack(item, "stacks[\(index)]", names))
    }
    var expected: [(name: String, frame: Rect?)] = []
    if let frames = json["expected"], frames != .null {
      guard case .object = frames else { throw error("expected", "expected an object of frames") }
      for key in frames.keys where !names.contains(key) {
        throw error("expected.\(key)", "no node is named '\(key)'")
      }
      for node in nodes {
        guard let frame = frames[node.name] else { continue }
        expected.append((node.name, try self.frame(frame, "expected.\(node.name)")))
      }
    }
    var tolerance = 0.01
    if let value = json["tolerance"] {
      guard case .number(let number) = value, number.isFinite, number >= 0 else {
        throw error("tolerance", "expected a number ≥ 0")
      }
      tolerance = number
    }
    return StackDocument(
      path: file, name: name, tolerance: tolerance, note: note, direction: direction,
      parentSize: size, nodes: nodes, stacks: stacks, expected: expected)
  }

  func node(_ json: StackJSON, _ at: String) throws(FileError) -> StackDocument.NodeSpec {
    try onlyKeys(json, at, ["name", "intrinsic", "hugging", "compression"])
    guard case .string(let name) = json["name"], !name.isEmpty else {
      throw error("\(at).name", "expected a non-empty name")
    }
    var node = StackDocument.NodeSpec(name: name)
    if let intrinsic = json["intrinsic"], intrinsic != .null {
      try onlyKeys(intrinsic, "\(at).intrinsic", ["width", "height"])
      node.intrinsic = IntrinsicContentSize(
        width: try size(intrinsic["width"], "\(at).intrinsic.width"),
        height: try size(intrinsic["height"], "\(at).intrinsic.height"))
    }
    node.hugging = try priorities(json["hugging"], "\(at).hugging")
    node.compression = try priorities(json["compression"], "\(at).compression")
    return node
  }

  func priorities(_ json: StackJSON?, _ at: String) throws(FileError) -> [Axis: LayoutPriority] {
    guard let json, json != .null else { return [:] }
    try onlyKeys(json, at, ["horizontal", "vertical"])
    var result: [Axis: LayoutPriority] = [:]
    for (key, axis) in [("horizontal", Axis.horizontal), ("vertical", .vertical)] {
      if let value = try priority(json[key], "\(at).\(key)") { result[axis] = value }
    }
    return result
  }

  func stack(_ json: StackJSON, _ at: String, _ names: Set<String>) throws(FileError)
    -> StackDocument.StackSpec
  {
    try onlyKeys(
      json, at, ["axis", "start", "end", "startOffset", "endOffset", "absolute", "intents"])
    let axis: Axis
    switch json["axis"] {
    case .string("horizontal"): axis = .horizontal
    case .string("vertical"): axis = .vertical
    default: throw error("\(at).axis", "expected \"horizontal\" or \"vertical\"")
    }
    var stack = StackDocument.StackSpec(axis: axis)
    stack.start = try anchor(json["start"], "\(at).start", axis, names)
    stack.end = try anchor(json["end"], "\(at).end", axis, names)
    stack.startOffset = try number(json["startOffset"], "\(at).startOffset") ?? 0
    stack.endOffset = try number(json["endOffset"], "\(at).endOffset") ?? 0
    switch json["absolute"] {
    case nil, .null, .bool(false): break
    case .bool(true):
      guard axis == .horizontal else {
        throw error("\(at).absolute", "only a horizontal stack can be absolute")
      }
      stack.absolute = true
    default: throw error("\(at).absolute", "expected true or false")
    }
    guard case .array(let intents) = json["intents"] else {
      throw error("\(at).intents", "expected a list of intents")
    }
    for (index, item) in intents.enumerated() {
      stack.intents.append(try intent(item, "\(at).intents[\(index)]", names))
    }
    return stack
  }

  func intent(_ json: StackJSON, _ at: String, _ names: Set<String>) throws(FileError)
    -> StackDocument.IntentSpec
  {
    try onlyKeys(json, at, ["fix", "flex", "fill", "match", "view", "views"])
    let kinds = ["fix", "flex", "fill", "match"].filter { json[$0] != nil }
    guard kinds.count == 1, let kind = kinds.first else {
      throw error(at, "expected exactly one of fix, flex, fill, match")
    }
    let sizing: StackDocument.IntentSpec.Sizing
    switch kind {
    case "fix":
      guard let value = try number(json["fix"], "\(at).fix") else {
        throw error("\(at).fix", "expected a number")
      }
      sizing = .fix(value)
    case "fill":
      guard let value = try number(json["fill"], "\(at).fill") else {
        throw error("\(at).fill", "expected a number")
      }
      sizing = .fill(value)
    case "flex":
      let flex = json["flex"]!
      try onlyKeys(flex, "\(at).flex", ["min", "max", "hugging", "compression"])
      sizing = .flex(
        min: try number(flex["min"], "\(at).flex.min"),
        max: try number(flex["max"], "\(at).flex.max"),
        hugging: try priority(flex["hugging"], "\(at).flex.hugging"),
        compression: try priority(flex["compression"], "\(at).flex.compression"))
    default:
      let match = json["match"]!
      try onlyKeys(match, "\(at).match", ["dimension", "multiplier", "offset"])
      guard case .string(let text) = match["dimension"],
        let dimension = parseAnchor(text),
        dimension.attribute == .width || dimension.attribute == .height
      else {
        throw error("\(at).match.dimension", "expected \"node.width\" or \"node.height\"")
      }
      guard dimension.node == "parent" || names.contains(dimension.node) else {
        throw error("\(at).match.dimension", "no node is named '\(dimension.node)'")
      }
      sizing = .match(
        dimension: dimension, multiplier: try number(match["multiplier"], "\(at).match.multiplier"),
        offset: try number(match["offset"], "\(at).match.offset"))
    }
    var intent = StackDocument.IntentSpec(sizing: sizing)
    switch (json["view"], json["views"]) {
    case (nil, nil): break
    case (.string(let name)?, nil):
      guard names.contains(name) else { throw error("\(at).view", "no node is named '\(name)'") }
      intent.views = [name]
    case (nil, .array(let list)?):
      var views: [String] = []
      for (index, item) in list.enumerated() {
        guard case .string(let name) = item, names.contains(name) else {
          throw error("\(at).views[\(index)]", "expected the name of a node")
        }
        views.append(name)
      }
      intent.views = views
      intent.isList = true
    default:
      throw error(at, "expected at most one of view (a name) or views (a list of names)")
    }
    return intent
  }

  func anchor(_ json: StackJSON?, _ at: String, _ axis: Axis, _ names: Set<String>)
    throws(FileError) -> StackDocument.AnchorSpec?
  {
    guard let json, json != .null else { return nil }
    guard case .string(let text) = json, let anchor = parseAnchor(text),
      anchor.attribute != .width, anchor.attribute != .height, anchor.attribute.axis == axis
    else {
      let list =
        axis == .horizontal
        ? "leading, trailing, left, right or centerX" : "top, bottom, centerY or a baseline"
      throw error(at, "expected \"node.anchor\" with an anchor of the stack's axis (\(list))")
    }
    guard anchor.node == "parent" || names.contains(anchor.node) else {
      throw error(at, "no node is named '\(anchor.node)'")
    }
    return anchor
  }

  func parseAnchor(_ text: String) -> StackDocument.AnchorSpec? {
    guard let dot = text.lastIndex(of: ".") else { return nil }
    let node = String(text[..<dot])
    let name = String(text[text.index(after: dot)...])
    guard !node.isEmpty, let attribute = LayoutAttribute.allCases.first(where: { $0.name == name })
    else { return nil }
    return StackDocument.AnchorSpec(node: node, attribute: attribute)
  }

  func frame(_ json: StackJSON, _ at: String) throws(FileError) -> Rect? {
    if json == .null { return nil }
    guard case .array(let items) = json, items.count == 4 else {
      throw error(at, "expected [x, y, width, height] or null")
    }
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
      guard case .number(let value) = item, value.isFinite else {
        throw error("\(at)[\(index)]", "expected a number")
      }
      numbers.append(value)
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  // MARK: Values

  func onlyKeys(_ json: StackJSON, _ at: String, _ allowed: [String]) throws(FileError) {
    guard case .object = json else { throw error(at, "expected an object") }
    for key in json.keys where !allowed.contains(key) {
      let place = at.isEmpty ? key : "\(at).\(key)"
      throw error(place, "unknown field; expected one of \(allowed.joined(separator: ", "))")
    }
  }

  func number(_ json: StackJSON?, _ at: String) throws(FileError) -> Double? {
    switch json {
    case nil, .null: return nil
    case .number(let value) where value.isFinite: return value
    default: throw error(at, "expected a number")
    }
  }

  func size(_ json: StackJSON?, _ at: String) throws(FileError) -> Double? {
    guard let value = try number(json, at) else { return nil }
    guard value >= 0 else { throw error(at, "expected a size ≥ 0 or null") }
    return value
  }

  func priority(_ json: StackJSON?, _ at: String) throws(FileError) -> LayoutPriority? {
    guard let value = try number(json, at) else { return nil }
    guard LayoutPriority(value).isValid else {
      throw error(at, "expected a priority from 1 to 1000")
    }
    return LayoutPriority(value)
  }

  func optionalString(_ json: StackJSON?, _ at: String) throws(FileError) -> String? {
    switch json {
    case nil, .null: return nil
    case .string(let text): return text
    default: throw error(at, "expected a string")
    }
  }
}
