import FixFlex

// Writing a document back as `.stack.json`, with the computed frames as `expected`.

extension StackDocument {
  /// The document in its own format with every node's computed frame as `expected`
  /// (what `fixflex layout --json` prints).
  public func json(with laidOut: LaidOutNode) -> String {
    var members: [(key: String, value: StackJSON)] = []
    if let name { members.append(("name", .string(name))) }
    if let note { members.append(("note", .string(note))) }
    members.append(("direction", .string(direction == .rightToLeft ? "rtl" : "ltr")))
    members.append(
      (
        "parent",
        .object([("width", number(parentSize.width)), ("height", number(parentSize.height))])
      ))
    members.append(("nodes", .array(nodes.map(json(for:)))))
    members.append(("stacks", .array(stacks.map(json(for:)))))
    let frames = laidOut.children.filter { !$0.isGuide }.map { node in
      (
        key: node.name,
        value: StackJSON.array(
          [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].map(
            StackJSON.number))
      )
    }
    members.append(("expected", .object(frames)))
    members.append(("tolerance", .number(tolerance)))
    return StackJSON.object(members).written() + "\n"
  }

  private func number(_ value: Double?) -> StackJSON {
    value.map(StackJSON.number) ?? .null
  }

  private func json(for node: NodeSpec) -> StackJSON {
    var members: [(key: String, value: StackJSON)] = [("name", .string(node.name))]
    if node.intrinsic != .none {
      members.append(
        (
          "intrinsic",
          .object([
            ("width", number(node.intrinsic.width)), ("height", number(node.intrinsic.height)),
          ])
        ))
    }
    for (key, priorities) in [("hugging", node.hugging), ("compression", node.compression)]
    where !priorities.isEmpty {
      var axes: [(key: String, value: StackJSON)] = []
      if let value = priorities[.horizontal] { axes.append(("horizontal", .number(value.value))) }
      if let value = priorities[.vertical] { axes.append(("vertical", .number(value.value))) }
      members.append((key, .object(axes)))
    }
    return .object(members)
  }

  private func json(for stack: StackSpec) -> StackJSON {
    var members: [(key: String, value: StackJSON)] = [
      ("axis", .string(stack.axis == .horizontal ? "horizontal" : "vertical"))
    ]
    if let start = stack.start {
      members.append(("start", .string("\(start.node).\(start.attribute.name)")))
    }
    if let end = stack.end { members.append(("end", .string("\(end.node).\(end.attribute.name)"))) }
    if stack.startOffset != 0 { members.append(("startOffset", .number(stack.startOffset))) }
    if stack.endOffset != 0 { members.append(("endOffset", .number(stack.endOffset))) }
    if stack.absolute { members.append(("absolute", .bool(true))) }
    members.append(("intents", .array(stack.intents.map(json(for:)))))
    return .object(members)
  }

  private func json(for intent: IntentSpec) -> StackJSON {
    var members: [(key: String, value: StackJSON)] = []
    switch intent.sizing {
    case .fix(let value):
      members.append(("fix", .number(value)))
    case .fill(let weight):
      members.append(("fill", .number(weight)))
    case .flex(let min, let max, let hugging, let compression):
      var flex: [(key: String, value: StackJSON)] = []
      if let min { flex.append(("min", .number(min))) }
      if let max { flex.append(("max", .number(max))) }
      if let hugging { flex.append(("hugging", .number(hugging.value))) }
      if let compression { flex.append(("compression", .number(compression.value))) }
      members.append(("flex", .object(flex)))
    case .match(let dimension, let multiplier, let offset):
      var match: [(key: String, value: StackJSON)] = [
        ("dimension", .string("\(dimension.node).\(dimension.attribute.name)"))
      ]
      if let multiplier { match.append(("multiplier", .number(multiplier))) }
      if let offset { match.append(("offset", .number(offset))) }
      members.append(("match", .object(match)))
    }
    if let views = intent.views {
      members.append(
        intent.isList ? ("views", .array(views.map(StackJSON.string))) : ("view", .string(views[0]))
      )
    }
    return .object(members)
  }
}
