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
  /// The walk goes from `Flex` to `Flex` without reference counting and reads as few
  /// `LayoutNode` properties as it can (each read of another module's class property
  /// is an exclusivity check): a node's direction, its children, and a leaf's measure
  /// function. A node whose `children` array is the very one the last layout saw
  /// (arrays are copied on write, and the `Flex` keeps its own reference to the last
  /// one, so the same storage means the same children) keeps its list of child
  /// `Flex`es without looking at the children.
  ///
  /// - Throws: ``FlexError`` naming the first offending node; nothing is changed then
  ///   but the bookkeeping.
  static func prepare(_ root: LayoutNode) throws(FlexError) {
    let rootFlex = root.flexState(defaultsForNew: .yoga)
    let algorithm = rootFlex.algorithm ?? FlexAlgorithm()
    rootFlex.algorithm = algorithm
    var stack = algorithm.takePrepareStack()
    defer { algorithm.returnPrepareStack(stack) }
    stack.append(Unmanaged.passUnretained(rootFlex))
    var offending: Unmanaged<Flex>?
    while let entry = stack.popLast() {
      let refused = entry._withUnsafeGuaranteedRef { flex -> Bool in
        if !flex.problems.isEmpty { return true }
        flex.owner._withUnsafeGuaranteedRef { node in
          let direction = node.layoutDirection
          if flex.lastDirection != direction {
            flex.lastDirection = direction
            flex.markDirtyAndPropagate()
          }
          let children = node.children
          if !flex.hasChildren(identicalTo: children) { flex.updateChildren(children) }
          flex.hasMeasure = children.isEmpty && node.measure != nil
        }
        for child in flex.childFlexes
        where child._withUnsafeGuaranteedRef({ $0.isIncludedInLayout }) {
          stack.append(child)
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
      let flex = offending.takeUnretainedValue()
      let node = flex.owner.takeUnretainedValue()
      let problem = flex.problems.removeFirst()
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
    algorithm.hasLaidOut = true
    algorithm.computedCount = 0
    algorithm.measureCount = 0
    let style = flex.style
    let direction = ResolvedDirection(root.layoutDirection, inheriting: .ltr)
    let sizing = algorithm.rootSizing(
      flex, availableWidth: availableWidth, availableHeight: availableHeight,
      stretchesWidth: stretchesWidth, stretchesHeight: stretchesHeight, direction: direction)
    let input = sizing.input
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
      again.height = max(sizing.vertical, limited)
      again.heightIsDefinite = true
      output = algorithm.computeNode(flex, again, performLayout: performLayout)
    }
    algorithm.root = nil
    return Result(size: Size(width: input.width, height: output.height), margins: sizing.margins)
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
