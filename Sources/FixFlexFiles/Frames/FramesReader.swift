import FixFlex

/// Validates a parsed `.frames.json` file and builds its tree, without recursion (the
/// flat encoding may be thousands of levels deep).
struct FramesReader {
  let fields: JSONFieldReader

  init(file: String) {
    fields = JSONFieldReader(file: file)
  }

  /// One node as read, in pre-order.
  private struct RawNode {
    var name: String?
    var frame: Rect
    var isGuide: Bool
    var parent: Int
  }

  func document(_ value: JSONValue) throws(FileError) -> FramesDocument {
    let top = try fields.object(
      value, at: "", allowed: ["name", "root", "nodes", "expected", "tolerance", "meta"])
    var name: String?
    if let value = top["name"] { name = try fields.string(value, at: "name") }
    var tolerance = 0.01
    if let value = top["tolerance"] {
      tolerance = try fields.number(value, at: "tolerance")
      guard tolerance >= 0 else { throw fields.error("tolerance", "expected a number ≥ 0") }
    }
    let raw: [RawNode]
    switch (top["root"], top["nodes"]) {
    case (let root?, nil): raw = try nested(root)
    case (nil, let nodes?): raw = try flat(nodes)
    case (nil, nil):
      throw fields.error(
        "(top level)", "expected \"root\" (a nested tree) or \"nodes\" (a flat list)")
    case (_?, _?):
      throw fields.error("(top level)", "give either \"root\" or \"nodes\", not both")
    }
    let root = build(raw)
    var expected: [String: Rect?] = [:]
    if let value = top["expected"] {
      guard case .object(let entries) = value else {
        throw fields.error("expected", "expected an object mapping node paths to frames")
      }
      let paths = Set(root.flattened.map(\.path))
      for key in entries.keys.sorted() {
        let location = "expected." + key
        guard paths.contains(key) else {
          throw fields.error(location, "no node has this path")
        }
        if case .null = entries[key]! {
          expected[key] = .some(nil)
        } else {
          expected[key] = try frame(entries[key]!, at: location, allowNegative: true)
        }
      }
    }
    return FramesDocument(
      path: fields.file, name: name, root: root, expected: expected, tolerance: tolerance)
  }

  /// The nested encoding: `root` with `children`, read in pre-order.
  private func nested(_ root: JSONValue) throws(FileError) -> [RawNode] {
    var result: [RawNode] = []
    var pending: [(value: JSONValue, parent: Int, path: String)] = [(root, -1, "root")]
    while let (value, parent, path) = pending.popLast() {
      let object = try fields.object(
        value, at: path, allowed: ["name", "frame", "guide", "children"])
      let index = result.count
      result.append(try node(object, at: path, parent: parent))
      if let children = object["children"] {
        let items = try fields.array(children, at: path + ".children")
        for (position, child) in items.enumerated().reversed() {
          pending.append((child, index, path + ".children[\(position)]"))
        }
      }
    }
    return result
  }

  /// The flat encoding: `nodes`, each naming its parent's index.
  private func flat(_ nodes: JSONValue) throws(FileError) -> [RawNode] {
    let items = try fields.array(nodes, at: "nodes")
    guard !items.isEmpty else { throw fields.error("nodes", "expected at least the root") }
    var result: [RawNode] = []
    result.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      let path = "nodes[\(index)]"
      let object = try fields.object(item, at: path, allowed: ["parent", "name", "frame", "guide"])
      guard let parentValue = object["parent"] else {
        throw fields.error(path, "missing \"parent\" (-1 for the root)")
      }
      let parentNumber = try fields.number(parentValue, at: path + ".parent")
      let parent = Int(exactly: parentNumber) ?? -2
      if index == 0 {
        guard parent == -1 else {
          throw fields.error(path + ".parent", "the first node is the root: -1")
        }
      } else {
        guard parent >= 0, parent < index else {
          throw fields.error(
            path + ".parent", "expected the index of an earlier node (0…\(index - 1))")
        }
      }
      result.append(try node(object, at: path, parent: parent))
    }
    return result
  }

  private func node(_ object: [String: JSONValue], at path: String, parent: Int) throws(FileError)
    -> RawNode
  {
    var name: String?
    if let value = object["name"] {
      name = try fields.string(value, at: path + ".name")
      guard !name!.isEmpty else { throw fields.error(path + ".name", "expected a non-empty name") }
    }
    guard let frameValue = object["frame"] else {
      throw fields.error(path, "missing \"frame\": [x, y, width, height]")
    }
    var isGuide = false
    if let value = object["guide"] { isGuide = try fields.bool(value, at: path + ".guide") }
    return RawNode(
      name: name, frame: try frame(frameValue, at: path + ".frame", allowNegative: false),
      isGuide: isGuide, parent: parent)
  }

  private func frame(_ value: JSONValue, at path: String, allowNegative: Bool) throws(FileError)
    -> Rect
  {
    guard case .array(let items) = value, items.count == 4 else {
      throw fields.error(path, "expected four numbers [x, y, width, height], found \(value.kind)")
    }
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
      numbers.append(try fields.number(item, at: path + "[\(index)]"))
    }
    if !allowNegative {
      guard numbers[2] >= 0, numbers[3] >= 0 else {
        throw fields.error(path, "width and height must not be negative")
      }
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The tree, built bottom-up from the pre-order list.
  private func build(_ raw: [RawNode]) -> LaidOutNode {
    var nameCounts: [String: Int] = [:]
    let names = raw.enumerated().map { index, node in node.name ?? "node\(index)" }
    for name in names { nameCounts[name, default: 0] += 1 }
    let paths = names.enumerated().map { index, name in
      nameCounts[name] == 1 ? name : "\(name)#\(index)"
    }
    var absolute = [Rect](repeating: .zero, count: raw.count)
    var children = [[Int]](repeating: [], count: raw.count)
    for (index, node) in raw.enumerated() {
      if node.parent >= 0 {
        let origin = absolute[node.parent].origin
        absolute[index] = Rect(
          x: origin.x + node.frame.minX, y: origin.y + node.frame.minY, width: node.frame.width,
          height: node.frame.height)
        children[node.parent].append(index)
      } else {
        absolute[index] = node.frame
      }
    }
    var built = [LaidOutNode?](repeating: nil, count: raw.count)
    for index in raw.indices.reversed() {
      var kids: [LaidOutNode] = []
      kids.reserveCapacity(children[index].count)
      for child in children[index] {
        kids.append(built[child]!)
        built[child] = nil
      }
      built[index] = LaidOutNode(
        name: names[index], path: paths[index], frame: raw[index].frame,
        absoluteFrame: absolute[index], isGuide: raw[index].isGuide, children: kids)
    }
    return built[0]!
  }
}
