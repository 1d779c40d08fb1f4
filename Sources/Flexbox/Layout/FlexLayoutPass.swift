import FixFlex

/// One layout of a tree, from its root: the checks and bookkeeping before the
/// algorithm runs, the root's own size, and the frames after.
struct FlexLayoutPass {
  /// The space the root is laid out in (`nil`: unbounded) and whether the root fills
  /// it when its style leaves a size `auto`.
  var availableWidth: Double?
  var availableHeight: Double?
  var stretchesWidth = false
  var stretchesHeight = false

  /// Readies the tree under `root` for layout, without recursion: gives every node a
  /// `Flex` and its list of child `Flex`es, reports the first refused value or tree
  /// change (in pre-order), and marks dirty what changed through `LayoutNode`
  /// directly (children added, removed or reordered; a direction changed).
  ///
  /// Nodes are visited without reference counting: nodes of a tree all have side
  /// tables (children refer to their parent weakly), which makes counting costly.
  ///
  /// - Throws: ``FlexError`` naming the first offending node; nothing is changed then
  ///   but the bookkeeping.
  static func prepare(_ root: LayoutNode) throws(FlexError) {
    _ = root.flexState(defaultsForNew: .yoga)
    var stack: [Unmanaged<LayoutNode>] = [Unmanaged.passUnretained(root)]
    var offending: Unmanaged<LayoutNode>?
    while let entry = stack.popLast() {
      let refused = entry._withUnsafeGuaranteedRef { node -> Bool in
        let flex = node.flexState(defaultsForNew: .yoga)
        if !flex.problems.isEmpty { return true }
        let children = node.children
        flex.hasMeasure = children.isEmpty && node.measure != nil
        if flex.lastDirection != node.layoutDirection {
          flex.lastDirection = node.layoutDirection
          flex.markDirtyAndPropagate()
        }
        let defaults = flex.defaults
        children.withUnsafeBufferPointer { raw in
          raw.withMemoryRebound(to: Unmanaged<LayoutNode>.self) { children in
            var changed = children.count != flex.childFlexes.count
            for index in children.indices {
              children[index]._withUnsafeGuaranteedRef { child in
                let childFlex = child.flexState(defaultsForNew: defaults)
                if !changed,
                  flex.childFlexes[index].toOpaque()
                    != Unmanaged.passUnretained(childFlex).toOpaque()
                {
                  changed = true
                }
                if childFlex.isIncludedInLayout { stack.append(children[index]) }
              }
            }
            if changed {
              var list = ContiguousArray<Unmanaged<Flex>>()
              list.reserveCapacity(children.count)
              for child in children {
                list.append(
                  Unmanaged.passUnretained(child._withUnsafeGuaranteedRef { $0.existingFlex! }))
              }
              flex.childFlexes = list
              flex.markDirtyAndPropagate()
            }
          }
        }
        return false
      }
      if refused {
        offending = entry
        break
      }
    }
    if let offending {
      // Each refused call is reported once: the next layout throws it and forgets it.
      let node = offending.takeUnretainedValue()
      let problem = node.existingFlex!.problems.removeFirst()
      throw error(problem, at: node, under: root)
    }
  }

  /// The error for a recorded problem, with the node's path from `root`.
  private static func error(_ problem: Flex.Problem, at node: LayoutNode, under root: LayoutNode)
    -> FlexError
  {
    let path = Self.path(of: node, under: root)
    switch problem.kind {
    case .value(let value, let reason):
      return .invalidValue(path: path, property: problem.property, value: value, reason: reason)
    case .tree(let error):
      return .invalidTree(path: path, error: error)
    }
  }

  /// `root/0/2`: the child indices from `root` down to `node`.
  static func path(of node: LayoutNode, under root: LayoutNode) -> String {
    var indices: [Int] = []
    var current = node
    while current !== root, let parent = current.parent {
      indices.append(parent.children.firstIndex { $0 === current } ?? 0)
      current = parent
    }
    return (["root"] + indices.reversed().map(String.init)).joined(separator: "/")
  }

  /// The root's size and margins after a layout.
  struct Result {
    var size: Size
    var margins: EdgeInsets
  }

  /// Lays out the tree under `root` (already prepared): sizes the root from its style
  /// and the available space, then runs the algorithm on it.
  func run(_ root: LayoutNode, performLayout: Bool) -> Result {
    let flex = root.flexState(defaultsForNew: .yoga)
    let algorithm: FlexAlgorithm
    if let existing = flex.algorithm {
      algorithm = existing
    } else {
      algorithm = FlexAlgorithm()
      flex.algorithm = algorithm
    }
    algorithm.root = Unmanaged.passUnretained(flex).toOpaque()
    algorithm.computedCount = 0
    algorithm.measureCount = 0
    let style = flex.style
    let direction = ResolvedDirection(root.layoutDirection, inheriting: .ltr)
    let box = BoxEdges(flex, direction: direction, basisWidth: availableWidth)
    let horizontal = box.horizontal
    let vertical = box.vertical
    let margins = EdgeInsets(
      top: style.margin.topEdge.resolveOrZero(availableWidth),
      left: style.margin.leftEdge(direction).resolveOrZero(availableWidth),
      bottom: style.margin.bottomEdge.resolveOrZero(availableWidth),
      right: style.margin.rightEdge(direction).resolveOrZero(availableWidth))
    let innerWidth = availableWidth.map { $0 - margins.left - margins.right }
    let innerHeight = availableHeight.map { $0 - margins.top - margins.bottom }

    var height = algorithm.resolveHeight(
      style.height, flex, basis: availableHeight, paddingBorder: vertical, available: innerHeight)
    if height == nil, stretchesHeight, let innerHeight { height = max(vertical, innerHeight) }
    let minHeight = algorithm.resolvedMinHeight(
      flex, basis: availableHeight, paddingBorder: vertical)
    let maxHeight = algorithm.resolvedMaxHeight(
      flex, basis: availableHeight, paddingBorder: vertical)
    if let value = height { height = max(vertical, max(minHeight, min(maxHeight, value))) }

    var width = algorithm.resolveWidth(
      style.width, flex, basis: availableWidth, paddingBorder: horizontal,
      available: innerWidth)
    if width == nil, stretchesWidth, let innerWidth { width = max(horizontal, innerWidth) }
    if width == nil, let ratio = style.aspectRatio, let height {
      width =
        style.boxSizing == .contentBox
        ? max(0, height - vertical) * ratio + horizontal : height * ratio
    }
    var resolvedWidth =
      width
      ?? algorithm.fitContent(
        algorithm.intrinsicWidths(of: flex), paddingBorder: horizontal,
        available: innerWidth ?? .infinity)
    let minWidth =
      algorithm.resolveWidth(
        style.minWidth, flex, basis: availableWidth, paddingBorder: horizontal,
        available: innerWidth)
      ?? algorithm.ratioMinimumWidth(flex, paddingBorder: horizontal) ?? 0
    let maxWidth =
      algorithm.resolveWidth(
        style.maxWidth, flex, basis: availableWidth, paddingBorder: horizontal,
        available: innerWidth) ?? .infinity
    resolvedWidth = max(horizontal, max(minWidth, min(maxWidth, resolvedWidth)))

    let input = NodeInput(
      width: resolvedWidth, height: height, heightIsDefinite: height != nil, direction: .ltr,
      basisWidth: availableWidth, basisHeight: availableHeight)
    var output = algorithm.computeNode(flex, input, performLayout: performLayout)
    // Content keywords as min or max height: the content height at this height.
    var limited = output.height
    if style.minHeight.unit == .maxContent || style.minHeight.unit == .fitContent {
      limited = max(limited, output.contentHeight)
    }
    if style.maxHeight.unit == .maxContent || style.maxHeight.unit == .fitContent {
      limited = min(limited, output.contentHeight)
    }
    if limited != output.height {
      var again = input
      again.height = max(vertical, limited)
      again.heightIsDefinite = true
      output = algorithm.computeNode(flex, again, performLayout: performLayout)
    }
    algorithm.root = nil
    return Result(size: Size(width: resolvedWidth, height: output.height), margins: margins)
  }

  /// Rounds every frame under `root` to a grid of `1 / scale` points, as Yoga does:
  /// edges are rounded in the root's coordinates, so that adjacent boxes stay
  /// adjacent, and frames are made relative again.
  static func roundFrames(under root: LayoutNode, scale: Double) {
    func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
    var stack: [(node: LayoutNode, x: Double, y: Double, roundedX: Double, roundedY: Double)] =
      []
    for child in root.children { stack.append((child, 0, 0, 0, 0)) }
    while let (node, parentX, parentY, roundedParentX, roundedParentY) = stack.popLast() {
      let frame = node.frame
      let left = parentX + frame.minX
      let top = parentY + frame.minY
      let roundedLeft = snap(left)
      let roundedTop = snap(top)
      let roundedRight = snap(left + frame.width)
      let roundedBottom = snap(top + frame.height)
      node.frame = Rect(
        x: roundedLeft - roundedParentX, y: roundedTop - roundedParentY,
        width: max(0, roundedRight - roundedLeft), height: max(0, roundedBottom - roundedTop))
      for child in node.children { stack.append((child, left, top, roundedLeft, roundedTop)) }
    }
    root.frame.size = Size(
      width: snap(root.frame.width), height: snap(root.frame.height))
  }
}
