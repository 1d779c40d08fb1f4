import FixFlex

/// The direct CSS flexbox algorithm ([CSS Flexible Box Layout Level 1, §9]), as
/// browsers implement it, over `LayoutNode` trees.
///
/// The model is the browser's: a box's width is always known before it is laid out
/// (from its style, its flexed main size, stretching, or its content's intrinsic
/// widths, §9.9), and laying it out gives its height. ``computeNode(_:_:performLayout:)``
/// lays out one node for a ``NodeInput`` and caches the result by input (Yoga's
/// measurement cache), so that a node is measured once per distinct input and a
/// re-layout after a change recomputes only the dirty path.
///
/// The algorithm walks `Flex` objects (each node's flex state, which knows its node
/// and its children's `Flex`), not nodes: nodes are touched only to set frames and to
/// call measure functions. One instance serves one layout pass at a time and keeps
/// its scratch memory between passes.
///
/// [CSS Flexible Box Layout Level 1, §9]: https://www.w3.org/TR/css-flexbox-1/#layout-algorithm
final class FlexAlgorithm {
  /// Scratch flex items, one block per container being laid out.
  @exclusivity(unchecked) var items = StackArena<FlexItem>()
  /// Scratch flex lines, one block per container being laid out.
  @exclusivity(unchecked) var lines = StackArena<FlexLine>()
  /// The records of the containers being laid out, one per level of the recursion.
  @exclusivity(unchecked) var containers = StackArena<FlexContainer>()
  /// Where the three scratch arenas stand: a container's layout takes its blocks
  /// above these marks and gives them back on return.
  struct ScratchMarks {
    let containers: StackArena<FlexContainer>.Mark
    let items: StackArena<FlexItem>.Mark
    let lines: StackArena<FlexLine>.Mark
  }

  @inline(__always)
  var scratchMarks: ScratchMarks {
    ScratchMarks(containers: containers.mark, items: items.mark, lines: lines.mark)
  }

  /// Gives back every scratch block taken since `marks`.
  @inline(__always)
  func releaseScratch(to marks: ScratchMarks) {
    containers.release(to: marks.containers)
    items.release(to: marks.items)
    lines.release(to: marks.lines)
  }

  /// How deep the recursion is (1 while the root is computed).
  @exclusivity(unchecked) var depth = 0
  /// The `Flex` of the node laid out as the root: the initial containing block of
  /// absolute descendants that have no positioned ancestor.
  @exclusivity(unchecked) var root: UnsafeMutableRawPointer?
  /// Counts calls that were not answered from a cache (for tests and benchmarks).
  @exclusivity(unchecked) var computedCount = 0
  /// Whether a layout ran with this scratch memory since the flag was last cleared:
  /// the constraint translation asks, since a direct layout consumes the dirty flags
  /// it relies on.
  @exclusivity(unchecked) var hasLaidOut = false
  /// Counts calls to measure functions (for tests and benchmarks).
  @exclusivity(unchecked) var measureCount = 0
  /// Keeps deep recursions off small stacks.
  let stackGuard = StackGuard()
  /// Scratch memory of ``intrinsicWidths(of:percentBasis:)``, kept between calls.
  @exclusivity(unchecked) var intrinsicStack: [(flex: Unmanaged<Flex>, expanded: Bool)] = []
  /// The stack of the preparation's walk, kept between layouts.
  @exclusivity(unchecked) private var prepareStack: [Unmanaged<Flex>] = []

  init() {}

  /// The (empty) stack for the preparation's walk, with the capacity of the last one.
  func takePrepareStack() -> [Unmanaged<Flex>] {
    var stack: [Unmanaged<Flex>] = []
    swap(&stack, &prepareStack)
    return stack
  }

  /// Keeps the preparation's stack for the next layout.
  func returnPrepareStack(_ stack: [Unmanaged<Flex>]) {
    prepareStack = stack
    prepareStack.removeAll(keepingCapacity: true)
  }

  // MARK: Nodes

  /// Lays out the node of `flex` for `input` and returns its height and baseline;
  /// with `performLayout`, also sets the frames of its subtree.
  ///
  /// Answers from the node's cache when it can: any entry for a measurement, the last
  /// layout for a layout (whose frames are then still in place).
  ///
  /// The recursion of the algorithm (a container lays out its items, which lay out
  /// theirs) goes through here, so what is inlined into the callers stays small: the
  /// plain-leaf test. Everything else is in functions of their own, so that the
  /// stack a tree level takes is small (a 10 000-level chain then stays within a
  /// thread's stack and the caches).
  @inline(__always)
  func computeNode(_ flex: Flex, _ input: NodeInput, performLayout: Bool) -> NodeOutput {
    if flex.isPlainLeaf {
      return layoutPlainLeaf(flex, input, performLayout: performLayout)
    }
    return computeCachedNode(flex, input, performLayout: performLayout)
  }

  /// ``computeNode(_:_:performLayout:)`` for a node that is not a plain leaf: from the
  /// cache, else computed (on a fresh stack when this one runs low) and cached.
  @inline(never)
  private func computeCachedNode(_ flex: Flex, _ input: NodeInput, performLayout: Bool)
    -> NodeOutput
  {
    if let cached = flex.cache.lookup(input, performLayout: performLayout) {
      return cached
    }
    depth += 1
    defer { depth -= 1 }
    let output: NodeOutput
    if depth & 15 == 0, stackGuard.isRunningLow() {
      output = computeOnFreshStack(flex, input, performLayout: performLayout)
    } else {
      output = computeUncached(flex, input, performLayout: performLayout)
    }
    flex.cache.store(input, output, performLayout: performLayout)
    flex.isDirty = false
    if performLayout { flex.hasCachedLayout = true }
    return output
  }

  /// ``computeUncached(_:_:performLayout:)`` on a fresh stack (``StackGuard``): in a
  /// function of its own, so that the closure's context is not in the frame of
  /// ``computeCachedNode(_:_:performLayout:)`` at every level.
  @inline(never)
  private func computeOnFreshStack(_ flex: Flex, _ input: NodeInput, performLayout: Bool)
    -> NodeOutput
  {
    stackGuard.onFreshStack { computeUncached(flex, input, performLayout: performLayout) }
  }

  /// Lays out a node without looking at its cache.
  ///
  /// A container without a preferred aspect ratio (the common case, and every level
  /// of a deep chain) goes straight to the steps of §9, with the node's setup done
  /// by ``makeContainerRecord(_:_:performLayout:)``: this frame and the next are on
  /// the path of the recursion, and hold only the arena marks and the record's
  /// address. Leaves and ratio-sized boxes take ``computeUncachedInFull(_:_:performLayout:)``.
  @inline(never)
  private func computeUncached(_ flex: Flex, _ input: NodeInput, performLayout: Bool)
    -> NodeOutput
  {
    computedCount += 1
    if flex.childFlexes.isEmpty || flex.staticBox.hasAspectRatio {
      return computeUncachedInFull(flex, input, performLayout: performLayout)
    }
    prefetchFirstDescendant(of: flex)
    let marks = scratchMarks
    defer { releaseScratch(to: marks) }
    let record = makeContainerRecord(flex, input, performLayout: performLayout)
    return runFlexLayout(&record.pointee, flex, performLayout: performLayout)
  }

  /// The record of a container without a preferred aspect ratio about to be laid out
  /// for `input`, as ``computeUncachedInFull(_:_:performLayout:)`` would set it up:
  /// the node's direction and edges, and its min and max heights.
  @inline(never)
  private func makeContainerRecord(_ flex: Flex, _ input: NodeInput, performLayout: Bool)
    -> UnsafeMutablePointer<FlexContainer>
  {
    let direction = ResolvedDirection(flex.lastDirection, inheriting: input.direction)
    flex.resolvedDirection = direction
    let box = BoxEdges(flex, direction: direction, basisWidth: input.basisWidth)
    if performLayout { flex.resolvedInsets = box.insets }
    let vertical = box.vertical
    // The node's own min and max heights bound a content-sized height.
    let minHeight = resolvedMinHeight(flex, basis: input.basisHeight, paddingBorder: vertical)
    let maxHeight = resolvedMaxHeight(flex, basis: input.basisHeight, paddingBorder: vertical)
    return makeContainerRecord(
      flex, direction: direction, width: input.width, height: input.height,
      heightIsDefinite: input.heightIsDefinite, box: box, minHeight: minHeight,
      maxHeight: maxHeight, lineBreakHeight: nil,
      reportsContentExtent: input.reportsContentExtent)
  }

  /// ``computeUncached(_:_:performLayout:)`` for a leaf or a box with a preferred
  /// aspect ratio.
  @inline(never)
  private func computeUncachedInFull(_ flex: Flex, _ input: NodeInput, performLayout: Bool)
    -> NodeOutput
  {
    let direction = ResolvedDirection(flex.lastDirection, inheriting: input.direction)
    flex.resolvedDirection = direction
    let box = BoxEdges(flex, direction: direction, basisWidth: input.basisWidth)
    if performLayout { flex.resolvedInsets = box.insets }
    let horizontal = box.horizontal
    let vertical = box.vertical

    // The node's own min and max heights bound a content-sized height.
    let minHeight = resolvedMinHeight(flex, basis: input.basisHeight, paddingBorder: vertical)
    let maxHeight = resolvedMaxHeight(flex, basis: input.basisHeight, paddingBorder: vertical)

    var height = input.height
    // A box with a preferred aspect ratio and a definite width has a definite height.
    var heightIsDefinite =
      input.heightIsDefinite || (height != nil && flex.staticBox.hasAspectRatio)
    var ratioHeight: Double?
    if height == nil, flex.staticBox.hasAspectRatio, let ratio = flex.style.aspectRatio {
      // CSS Box Sizing 4 §4.1: a preferred aspect ratio turns the known width into a
      // height, which is definite.
      let fromRatio = flex.style.boxSizing.height(
        forWidth: input.width, ratio: ratio, horizontal: horizontal, vertical: vertical)
      let clamped = max(vertical, max(minHeight, min(maxHeight, fromRatio)))
      height = clamped
      heightIsDefinite = true
      ratioHeight = clamped
    }

    let isLeaf = flex.childFlexes.isEmpty
    var output: NodeOutput
    if isLeaf {
      output = layoutLeaf(
        flex, width: input.width, height: height, box: box, minHeight: minHeight,
        maxHeight: maxHeight)
    } else {
      output = layoutContainer(
        flex, direction: direction, width: input.width, height: height,
        heightIsDefinite: heightIsDefinite, box: box, minHeight: minHeight, maxHeight: maxHeight,
        performLayout: performLayout, reportsContentExtent: input.reportsContentExtent)
    }
    if let ratioHeight {
      // CSS Box Sizing 4 §4.3: with `min-height: auto`, a ratio-sized box still grows to
      // fit its content.
      if flex.style.minHeight.isAuto, flex.style.overflow == .visible,
        output.contentHeight > ratioHeight + FlexTolerance.layout
      {
        let grown = min(max(output.contentHeight, minHeight), max(maxHeight, vertical))
        if grown > ratioHeight {
          output =
            isLeaf
            ? layoutLeaf(
              flex, width: input.width, height: grown, box: box, minHeight: minHeight,
              maxHeight: maxHeight)
            : layoutContainer(
              flex, direction: direction, width: input.width, height: grown,
              heightIsDefinite: true, box: box, minHeight: minHeight, maxHeight: maxHeight,
              performLayout: performLayout, lineBreakHeight: ratioHeight - vertical)
        }
      }
      output.contentHeight = output.height
    }
    return output
  }

  /// Lays out a node with no children, no measure function and no aspect ratio,
  /// without the cache (recomputing is cheaper than looking up): its given height,
  /// else its padding and border, within its min and max heights.
  @inline(never)
  private func layoutPlainLeaf(_ flex: Flex, _ input: NodeInput, performLayout: Bool)
    -> NodeOutput
  {
    computedCount += 1
    flex.isDirty = false
    let direction = ResolvedDirection(flex.lastDirection, inheriting: input.direction)
    let box = BoxEdges(flex, direction: direction, basisWidth: input.basisWidth)
    if performLayout {
      flex.resolvedDirection = direction
      flex.resolvedInsets = box.insets
    }
    let vertical = box.vertical
    if let height = input.height {
      return NodeOutput(height: height, contentHeight: vertical, baseline: nil)
    }
    let minHeight = resolvedMinHeight(flex, basis: input.basisHeight, paddingBorder: vertical)
    let maxHeight = resolvedMaxHeight(flex, basis: input.basisHeight, paddingBorder: vertical)
    return NodeOutput(
      height: max(vertical, max(minHeight, min(maxHeight, vertical))), contentHeight: vertical,
      baseline: nil)
  }

  /// Lays out a node without children: its measure function's answer, or nothing.
  @inline(never)
  private func layoutLeaf(
    _ flex: Flex, width: Double, height: Double?, box: BoxEdges, minHeight: Double,
    maxHeight: Double
  ) -> NodeOutput {
    let vertical = box.vertical
    guard let measure = flex.owner._withUnsafeGuaranteedRef({ $0.measure }) else {
      let used = height ?? max(vertical, max(minHeight, min(maxHeight, vertical)))
      return NodeOutput(height: used, contentHeight: vertical, baseline: nil)
    }
    let contentWidth = max(0, width - box.horizontal)
    let proposal = MeasureProposal(
      width: contentWidth, widthMode: .exactly,
      height: height.map { max(0, $0 - vertical) } ?? .infinity,
      heightMode: height == nil ? .undefined : .exactly)
    measureCount += 1
    let measured = measure(proposal)
    let contentHeight = sanitized(measured.size.height) + vertical
    let used = height ?? max(vertical, max(minHeight, min(maxHeight, contentHeight)))
    let baseline = measured.firstBaseline.flatMap { $0.isFinite ? box.insets.top + $0 : nil }
    return NodeOutput(height: used, contentHeight: contentHeight, baseline: baseline)
  }

  // MARK: Containers

  /// Lays out a flex container whose border-box width is `width` and height `height`
  /// (`nil`: from its content): [§9 Flex Layout Algorithm], step by step.
  ///
  /// [§9 Flex Layout Algorithm]: https://www.w3.org/TR/css-flexbox-1/#layout-algorithm
  ///
  /// The container's record lives in the ``containers`` arena, not on the stack: this
  /// function is on the path of the recursion, and its frame is taken once per tree
  /// level.
  @inline(never)
  private func layoutContainer(
    _ flex: Flex, direction: ResolvedDirection, width: Double, height: Double?,
    heightIsDefinite: Bool, box: BoxEdges, minHeight: Double, maxHeight: Double,
    performLayout: Bool, lineBreakHeight: Double? = nil, reportsContentExtent: Bool = false
  ) -> NodeOutput {
    prefetchFirstDescendant(of: flex)
    let marks = scratchMarks
    defer { releaseScratch(to: marks) }
    let record = makeContainerRecord(
      flex, direction: direction, width: width, height: height,
      heightIsDefinite: heightIsDefinite, box: box, minHeight: minHeight, maxHeight: maxHeight,
      lineBreakHeight: lineBreakHeight, reportsContentExtent: reportsContentExtent)
    return runFlexLayout(&record.pointee, flex, performLayout: performLayout)
  }

  /// The record of a container about to be laid out, in the ``containers`` arena.
  /// Built here rather than in the callers, whose frames (on the path of the
  /// recursion) then hold no copy of it.
  @inline(never)
  private func makeContainerRecord(
    _ flex: Flex, direction: ResolvedDirection, width: Double, height: Double?,
    heightIsDefinite: Bool, box: BoxEdges, minHeight: Double, maxHeight: Double,
    lineBreakHeight: Double?, reportsContentExtent: Bool
  ) -> UnsafeMutablePointer<FlexContainer> {
    let record = containers.allocate(1)
    record.initialize(
      to: FlexContainer(
        flex: flex, direction: direction, width: width, height: height,
        heightIsDefinite: heightIsDefinite, box: box, minHeight: minHeight,
        maxHeight: maxHeight, lineBreakHeight: lineBreakHeight))
    record.pointee.reportsContentExtent = reportsContentExtent
    return record
  }

  /// The steps of §9 for a container whose record is set up.
  @inline(never)
  private func runFlexLayout(_ container: inout FlexContainer, _ flex: Flex, performLayout: Bool)
    -> NodeOutput
  {
    // §9.1 Initial Setup
    // 1. Generate anonymous flex items: each in-flow child (and the children of
    //    `display: contents` children) is a flex item.
    generateFlexItems(&container, performLayout: performLayout)

    // §9.2 Line Length Determination
    // 2. Determine the available main and cross space for the flex items: the content
    //    box (the width is always definite here; the height may not be).
    // 3. Determine the flex base size and hypothetical main size of each item.
    determineFlexBaseSizes(&container)

    // 4. Determine the main size of the flex container (a column's auto height comes
    //    from its lines, below).
    // §9.3 Main Size Determination
    // 5. Collect flex items into flex lines.
    collectFlexLines(&container)
    determineContainerMainSize(&container)

    // 6. Resolve the flexible lengths of all the flex items.
    for line in 0..<container.lineCount {
      resolveFlexibleLengths(&container, line: line)
    }

    // §9.4 Cross Size Determination
    // 7. Determine the hypothetical cross size of each item.
    determineHypotheticalCrossSizes(&container)
    // 8. Calculate the cross size of each flex line.
    calculateLineCrossSizes(&container)
    // 15. (Early, as the following steps need it) Determine the flex container's used
    //     cross size.
    determineContainerCrossSize(&container)
    // 9. Handle 'align-content: stretch'.
    handleAlignContentStretch(&container)
    // 10. Collapse visibility:collapse items: not supported (no `visibility`).
    // 11. Determine the used cross size of each flex item.
    determineUsedCrossSizes(&container)

    // §9.5 Main-Axis Alignment
    // 12. Distribute any remaining free space (auto margins, then justify-content).
    for line in 0..<container.lineCount {
      distributeRemainingFreeSpace(&container, line: line)
    }

    // §9.6 Cross-Axis Alignment
    // 13. Resolve cross-axis auto margins; 14. align all flex items along the cross
    //     axis per align-self.
    alignItemsInLines(&container)
    // 16. Align all flex lines per align-content.
    alignLines(&container)

    if performLayout { placeItems(&container) }
    return finishFlexLayout(&container, flex, performLayout: performLayout)
  }

  /// The container's baseline, its absolute descendants (when it is their containing
  /// block) and its output: in a function of its own, so that the frame of
  /// ``runFlexLayout(_:_:performLayout:)`` (on the path of the recursion) holds none
  /// of it.
  @inline(never)
  private func finishFlexLayout(
    _ container: inout FlexContainer, _ flex: Flex, performLayout: Bool
  ) -> NodeOutput {
    let baseline = containerBaseline(&container)
    if performLayout, container.mayHaveAbsoluteDescendants, isContainingBlock(flex) {
      layoutAbsoluteDescendants(
        of: flex, width: container.width,
        height: container.usedHeight, direction: container.direction,
        borders: BoxEdges.border(flex, container.direction))
    }
    return NodeOutput(
      height: container.usedHeight,
      contentHeight: container.reportsContentExtent
        ? container.contentExtent : container.contentBasedHeight,
      baseline: baseline)
  }

  /// Whether absolute descendants of the node of `flex` are placed against it: a
  /// positioned node, or the root.
  @inline(__always)
  func isContainingBlock(_ flex: Flex) -> Bool {
    flex.staticBox.position != .static || Unmanaged.passUnretained(flex).toOpaque() == root
  }
}

/// Replaces a value a measure function must not return (NaN, ∞, negative) by zero.
@inline(__always)
func sanitized(_ value: Double) -> Double {
  value.isFinite && value > 0 ? value : 0
}

extension ResolvedDirection {
  /// A node's direction: its own, or the one it inherits.
  @inline(__always)
  init(_ own: FixFlex.LayoutDirection, inheriting inherited: ResolvedDirection) {
    switch own {
    case .inherit: self = inherited
    case .leftToRight: self = .ltr
    case .rightToLeft: self = .rtl
    }
  }
}
