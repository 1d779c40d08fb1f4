import FixFlex

// Building the tree a `.stack.json` describes, running its stacks, and comparing the
// result with the expected frames.

extension StackDocument {
  /// The tree of a document: the parent and its children by name.
  public struct Tree {
    /// The parent (the root), named `parent`.
    public let parent: LayoutNode
    /// The child nodes, in file order.
    public let nodes: [LayoutNode]
    /// What each stack call generated, in file order.
    public internal(set) var stackResults: [StackingResult] = []

    /// The child named `name`.
    public func node(named name: String) -> LayoutNode? {
      nodes.first { $0.name == name }
    }
  }

  /// Builds the parent and its nodes and runs the stacks, without laying out.
  ///
  /// - Throws: ``FileError`` when a stack is refused (the message is the
  ///   ``LayoutError``'s, the location the stack's JSON path).
  public func build(direction override: LayoutDirection? = nil) throws(FileError) -> Tree {
    let parent = LayoutNode(name: "parent")
    parent.layoutDirection = override ?? direction
    var children: [LayoutNode] = []
    for (index, spec) in nodes.enumerated() {
      let node = LayoutNode(name: spec.name)
      do {
        try parent.addChild(node)
        try node.setIntrinsicContentSize(spec.intrinsic)
        for (axis, priority) in spec.hugging {
          try node.setContentHuggingPriority(priority, for: axis)
        }
        for (axis, priority) in spec.compression {
          try node.setContentCompressionResistancePriority(priority, for: axis)
        }
      } catch {
        throw FileError(file: path, location: "nodes[\(index)]", message: "\(error)")
      }
      children.append(node)
    }
    var tree = Tree(parent: parent, nodes: children)
    for (index, stack) in stacks.enumerated() {
      do {
        tree.stackResults.append(try run(stack, in: tree))
      } catch {
        throw FileError(file: path, location: "stacks[\(index)]", message: error.description)
      }
    }
    return tree
  }

  /// Lays the document out: builds the tree, runs the stacks and lays the parent out
  /// at the file's size (or the options' width, height and direction).
  ///
  /// - Throws: ``FileError`` when a stack is refused or the size is invalid.
  public func layout(_ options: LayoutOptions) throws(FileError) -> LaidOutNode {
    let tree = try build(direction: options.direction)
    let width = options.width ?? parentSize.width
    let height = options.height ?? parentSize.height
    do {
      try tree.parent.layout(width: width, height: height)
    } catch {
      throw FileError(file: path, location: "parent", message: error.description)
    }
    return laidOut(tree.parent)
  }

  /// Compares a layout with the expected frames, within ``tolerance``; a `null`
  /// expectation is met by a zero width or height.
  public func mismatches(in laidOut: LaidOutNode) -> [LayoutMismatch] {
    var result: [LayoutMismatch] = []
    for (name, expectedFrame) in expected {
      guard let node = laidOut.children.first(where: { !$0.isGuide && $0.name == name }) else {
        result.append(
          LayoutMismatch(path: "parent/\(name)", property: "frame", expected: 0, actual: .nan))
        continue
      }
      let frame = node.frame
      guard let expectedFrame else {
        let smaller = min(frame.width, frame.height)
        if abs(smaller) > tolerance {
          result.append(
            LayoutMismatch(path: node.path, property: "size", expected: 0, actual: smaller))
        }
        continue
      }
      let pairs: [(String, Double, Double)] = [
        ("x", expectedFrame.minX, frame.minX), ("y", expectedFrame.minY, frame.minY),
        ("width", expectedFrame.width, frame.width), ("height", expectedFrame.height, frame.height),
      ]
      for (property, want, got) in pairs where !(abs(want - got) <= tolerance) {
        result.append(
          LayoutMismatch(path: node.path, property: property, expected: want, actual: got))
      }
    }
    return result
  }

  /// Runs one stack call on the tree.
  func run(_ stack: StackSpec, in tree: Tree) throws(LayoutError) -> StackingResult {
    let intents = stack.intents.map { intent(for: $0, in: tree) }
    let base = tree.parent.fx
    if stack.axis == .horizontal {
      return try base.hstack(
        startAnchor: stack.start.map { xAnchor($0, in: tree) }, startOffset: stack.startOffset,
        endAnchor: stack.end.map { xAnchor($0, in: tree) }, endOffset: stack.endOffset,
        useAbsolutePositioning: stack.absolute, intents)
    } else {
      return try base.vstack(
        startAnchor: stack.start.map { yAnchor($0, in: tree) }, startOffset: stack.startOffset,
        endAnchor: stack.end.map { yAnchor($0, in: tree) }, endOffset: stack.endOffset, intents)
    }
  }

  func intent(for spec: IntentSpec, in tree: Tree) -> SizingIntent {
    let nodes = (spec.views ?? []).map { node($0, in: tree) }
    switch spec.sizing {
    case .fix(let value):
      return Fix(nodes, value)
    case .flex(let min, let max, let hugging, let compression):
      return Flex(
        nodes, min: min, max: max, huggingPriority: hugging,
        compressionResistancePriority: compression)
    case .fill(let weight):
      return Fill(nodes, weight: weight)
    case .match(let dimension, let multiplier, let offset):
      let owner = node(dimension.node, in: tree)
      let anchor = dimension.attribute == .width ? owner.widthAnchor : owner.heightAnchor
      return Match(nodes, dimension: anchor, multiplier: multiplier, offset: offset)
    }
  }

  /// A node by name; the reader checked every name.
  func node(_ name: String, in tree: Tree) -> LayoutNode {
    name == "parent" ? tree.parent : tree.node(named: name)!
  }

  func xAnchor(_ spec: AnchorSpec, in tree: Tree) -> XAxisAnchor {
    let owner = node(spec.node, in: tree)
    switch spec.attribute {
    case .leading: return owner.leadingAnchor
    case .trailing: return owner.trailingAnchor
    case .left: return owner.leftAnchor
    case .right: return owner.rightAnchor
    default: return owner.centerXAnchor
    }
  }

  func yAnchor(_ spec: AnchorSpec, in tree: Tree) -> YAxisAnchor {
    let owner = node(spec.node, in: tree)
    switch spec.attribute {
    case .top: return owner.topAnchor
    case .bottom: return owner.bottomAnchor
    case .firstBaseline: return owner.firstBaselineAnchor
    case .lastBaseline: return owner.lastBaselineAnchor
    default: return owner.centerYAnchor
    }
  }

  /// The laid-out parent: its nodes, then its guides, with absolute frames.
  func laidOut(_ parent: LayoutNode) -> LaidOutNode {
    let origin = parent.frame.origin
    func child(_ node: LayoutNode, guide: Bool) -> LaidOutNode {
      var absolute = node.frame
      absolute.origin.x += origin.x
      absolute.origin.y += origin.y
      return LaidOutNode(
        name: node.name, path: "parent/\(node.name)", frame: node.frame, absoluteFrame: absolute,
        isGuide: guide)
    }
    return LaidOutNode(
      name: "parent", path: "parent", frame: parent.frame, absoluteFrame: parent.frame,
      children: parent.children.map { child($0, guide: false) }
        + parent.guides.map { child($0, guide: true) })
  }
}
