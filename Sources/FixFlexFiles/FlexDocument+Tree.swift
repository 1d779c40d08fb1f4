import FixFlex
import Flexbox

extension FlexDocument {
  /// The node tree a document describes, ready to lay out.
  public struct Tree {
    /// The root node.
    public let root: LayoutNode
    /// Every node, in the document's (pre-)order.
    public let nodes: [LayoutNode]
  }

  /// Builds the document's tree: a `LayoutNode` per node, named by its path, with its
  /// style and its stand-in text measure function.
  ///
  /// - Parameter options: the root's direction and size overrides (the engine is not
  ///   used here).
  public func makeTree(_ options: LayoutOptions = LayoutOptions()) -> Tree {
    var built: [LayoutNode] = []
    built.reserveCapacity(nodes.count)
    for (index, description) in nodes.enumerated() {
      let node = LayoutNode(name: description.treePath, flexDefaults: defaults)
      if index == 0 { node.layoutDirection = options.direction ?? direction }
      for property in description.style { property.setter.apply(to: node.flex) }
      if index == 0 {
        if let width = options.width { node.flex.width(width) }
        if let height = options.height { node.flex.height(height) }
      }
      if let measure = description.measure {
        node.measure = measureFunction(measure, for: description)
      }
      if description.parent >= 0 {
        // Cannot fail: a fresh node added under an earlier one.
        try? built[description.parent].addChild(node)
      }
      built.append(node)
    }
    return Tree(root: built[0], nodes: built)
  }

  /// The stand-in measure function of a text leaf. A leaf that sizes its text along a
  /// row (its own direction is a row, or it does not stretch its items) breaks lines
  /// no narrower than its longest word, as a browser does.
  private func measureFunction(_ measure: Measure, for node: Node) -> MeasureFunction {
    var isRow = defaults == .css
    var stretches = true
    for property in node.style {
      switch property.setter {
      case .flexDirection(let direction): isRow = direction == .row || direction == .rowReverse
      case .alignItems(let align): stretches = align == .stretch
      default: break
      }
    }
    let breaks = isRow || !stretches
    switch measure {
    case .text(let glyphs, let glyphWidth, let lineHeight):
      return TextMeasure.text(
        glyphs: glyphs, glyphWidth: glyphWidth, lineHeight: lineHeight, breaksAtLongestWord: breaks)
    case .words(let words, let glyphWidth, let lineHeight):
      return TextMeasure.words(
        words, glyphWidth: glyphWidth, lineHeight: lineHeight, breaksAtLongestWord: breaks)
    case .fixed(let width, let height):
      return TextMeasure.fixed(width: width, height: height)
    }
  }

  /// Lays `tree` out in the document's available space.
  func layOut(_ tree: Tree, _ options: LayoutOptions) throws(FileError) -> LaidOutNode {
    do {
      try tree.root.flex.layout(availableWidth: availableWidth, availableHeight: availableHeight)
    } catch {
      let location = nodes.first { $0.treePath == error.path }?.jsonPath ?? error.path
      throw FileError(file: path, location: location, message: error.description)
    }
    return laidOut(tree)
  }

  /// The laid-out tree of `tree`, after a layout: frames as the nodes hold them, and
  /// absolute frames in the root's coordinates (children of a `display: contents`
  /// node are placed in the box around it).
  public func laidOut(_ tree: Tree) -> LaidOutNode {
    let count = nodes.count
    var absolute = [Point](repeating: .zero, count: count)
    var boxOrigin = [Point](repeating: .zero, count: count)
    for index in 0..<count {
      let frame = tree.nodes[index].frame
      let parent = nodes[index].parent
      let base = parent >= 0 ? boxOrigin[parent] : .zero
      absolute[index] = Point(x: base.x + frame.minX, y: base.y + frame.minY)
      let isContents = nodes[index].style.contains {
        if case .display(.contents) = $0.setter { return true } else { return false }
      }
      boxOrigin[index] = isContents ? base : absolute[index]
    }
    // Build bottom-up so that no step recurses through the depth of the tree.
    var built = [LaidOutNode?](repeating: nil, count: count)
    for index in stride(from: count - 1, through: 0, by: -1) {
      let frame = tree.nodes[index].frame
      var children: [LaidOutNode] = []
      children.reserveCapacity(nodes[index].children.count)
      for child in nodes[index].children {
        children.append(built[child]!)
        built[child] = nil
      }
      built[index] = LaidOutNode(
        name: nodes[index].treePath, path: nodes[index].treePath, frame: frame,
        absoluteFrame: Rect(origin: absolute[index], size: frame.size), children: children)
    }
    return built[0]!
  }
}
