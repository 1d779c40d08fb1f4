import FixFlex

// The one place where the translation reads the style model and asks the direct
// algorithm for measurements. Everything the translation knows about a container
// before solving comes through `plan(_:_:)`; the rest of the translation works on
// `ContainerPlan` values only, so that changes inside the direct algorithm touch this
// file alone.
//
// What is shared with the direct algorithm is *measurement*: the content-based
// numbers of §9.2 (flex base sizes, the automatic minimum size of §4.5), the
// hypothetical cross sizes and baselines of §9.4 step 7 (a layout of the item's
// content), the intrinsic sizes of §9.9, and the §9.7 loop run on those numbers.
// Sizes and positions are not taken from it: the constraints derive them.

extension FlexAlgorithm {
  /// Plans one flex container laid out with `input` (CSS Flexbox §9.1–§9.4, and the
  /// free-space decisions of §9.5–§9.6), as `computeNode` would lay it out.
  ///
  /// The container's own preamble follows the direct algorithm's: a preferred aspect
  /// ratio turns a known width into a definite height, which still grows to fit the
  /// content under `min-height: auto` (CSS Box Sizing 4 §4.3).
  func plan(_ flex: Flex, _ input: NodeInput) -> ContainerPlan {
    let direction = ResolvedDirection(flex.lastDirection, inheriting: input.direction)
    let box = BoxEdges(flex, direction: direction, basisWidth: input.basisWidth)
    let vertical = box.vertical
    let horizontal = box.horizontal
    let minHeight = resolvedMinHeight(flex, basis: input.basisHeight, paddingBorder: vertical)
    let maxHeight = resolvedMaxHeight(flex, basis: input.basisHeight, paddingBorder: vertical)
    var height = input.height
    var heightIsDefinite =
      input.heightIsDefinite || (height != nil && flex.style.aspectRatio != nil)
    var ratioHeight: Double?
    if height == nil, let ratio = flex.style.aspectRatio {
      let fromRatio = flex.style.boxSizing.height(
        forWidth: input.width, ratio: ratio, horizontal: horizontal, vertical: vertical)
      let clamped = max(vertical, max(minHeight, min(maxHeight, fromRatio)))
      height = clamped
      heightIsDefinite = true
      ratioHeight = clamped
    }
    var result = planContainer(
      flex, input: input, direction: direction, height: height,
      heightIsDefinite: heightIsDefinite, box: box, minHeight: minHeight, maxHeight: maxHeight,
      lineBreakHeight: nil)
    if let ratioHeight, flex.style.minHeight.isAuto, flex.style.overflow == .visible,
      result.contentHeight > ratioHeight + FlexTolerance.layout
    {
      let grown = min(max(result.contentHeight, minHeight), max(maxHeight, vertical))
      if grown > ratioHeight {
        result = planContainer(
          flex, input: input, direction: direction, height: grown, heightIsDefinite: true,
          box: box, minHeight: minHeight, maxHeight: maxHeight,
          lineBreakHeight: ratioHeight - vertical)
      }
    }
    return result
  }

  /// The container steps of `layoutContainer`, without placing anything: items, base
  /// sizes, lines, flexing, cross sizes, and the alignment steps' numbers (kept for
  /// checks), copied out of the algorithm's scratch memory.
  private func planContainer(
    _ flex: Flex, input: NodeInput, direction: ResolvedDirection, height: Double?,
    heightIsDefinite: Bool, box: BoxEdges, minHeight: Double, maxHeight: Double,
    lineBreakHeight: Double?
  ) -> ContainerPlan {
    var container = FlexContainer(
      flex: flex, direction: direction, width: input.width, height: height,
      heightIsDefinite: heightIsDefinite, box: box, minHeight: minHeight, maxHeight: maxHeight,
      lineBreakHeight: lineBreakHeight)
    let itemMark = items.mark
    let lineMark = lines.mark
    defer {
      items.release(to: itemMark)
      lines.release(to: lineMark)
    }
    // §9.1–§9.3
    generateFlexItems(&container, performLayout: false)
    determineFlexBaseSizes(&container)
    collectFlexLines(&container)
    determineContainerMainSize(&container)
    // §9.7 (also run by the translation's own decision step, on these numbers)
    for line in 0..<container.lineCount {
      resolveFlexibleLengths(&container, line: line)
    }
    // §9.4
    determineHypotheticalCrossSizes(&container)
    calculateLineCrossSizes(&container)
    var naturalCross: [Double] = []
    naturalCross.reserveCapacity(container.lineCount)
    for line in 0..<container.lineCount { naturalCross.append(container.lines[line].crossSize) }
    determineContainerCrossSize(&container)
    handleAlignContentStretch(&container)
    determineUsedCrossSizes(&container)
    // §9.5–§9.6: the positions the direct steps give, for checks.
    var autoResolved: [(Double, Double)] = []
    autoResolved.reserveCapacity(container.itemCount)
    for index in 0..<container.itemCount {
      autoResolved.append(
        (container.items[index].marginMainStart, container.items[index].marginMainEnd))
    }
    for line in 0..<container.lineCount {
      distributeRemainingFreeSpace(&container, line: line)
    }
    alignItemsInLines(&container)
    alignLines(&container)
    let baseline = containerBaseline(&container)

    var planItems: [PlanItem] = []
    planItems.reserveCapacity(container.itemCount)
    for index in 0..<container.itemCount {
      let item = container.items[index]
      // The margins before §9.5 and §9.6 gave auto margins their space.
      let (mainStart, mainEnd) = autoResolved[index]
      var crossStart = item.marginCrossStart
      var crossEnd = item.marginCrossEnd
      if item.autoCrossStart || item.autoCrossEnd {
        // Resolve back to the margins before step 13 (auto ones are 0 there).
        crossStart = item.autoCrossStart ? 0 : crossStart
        crossEnd = item.autoCrossEnd ? 0 : crossEnd
      }
      let heightFromContent: Bool
      let childDefinite: Bool
      if container.isRow {
        heightFromContent =
          item.crossFromContent && (!item.isStretched || keepsMeasuredLayout(container, item))
        childDefinite = !heightFromContent && (item.isStretched || item.crossProperty != nil)
      } else {
        heightFromContent = false
        childDefinite = container.mainIsDefinite || item.flexBasisIsDefinite
      }
      var offset = (x: 0.0, y: 0.0)
      if item.flex.style.position == .relative, item.flex.hasInsets {
        offset = relativeOffset(item.flex, item.direction, container)
      }
      planItems.append(
        PlanItem(
          flex: Unmanaged.passUnretained(item.flex), node: item.flex.owner,
          marginMainStart: item.autoMainStart ? 0 : mainStart,
          marginMainEnd: item.autoMainEnd ? 0 : mainEnd,
          marginCrossStart: crossStart, marginCrossEnd: crossEnd,
          autoMainStart: item.autoMainStart, autoMainEnd: item.autoMainEnd,
          autoCrossStart: item.autoCrossStart, autoCrossEnd: item.autoCrossEnd,
          paddingBorderMain: item.paddingBorderMain,
          paddingBorderCross: item.paddingBorderCross,
          flexGrow: item.flexGrow, flexShrink: item.flexShrink, alignSelf: item.alignSelf,
          minMain: item.minMain, maxMain: item.maxMain, minCross: item.minCross,
          maxCross: item.maxCross, flexBaseSize: item.flexBaseSize,
          hypotheticalMainSize: item.hypotheticalMainSize,
          targetMainSize: item.targetMainSize,
          hypotheticalCrossSize: item.hypotheticalCrossSize, crossSize: item.crossSize,
          isStretched: item.isStretched, baseline: item.baseline,
          childHeightIsDefinite: childDefinite, heightFromContent: heightFromContent,
          relativeOffset: offset, mainPosition: item.mainPosition,
          crossPosition: item.crossPosition))
    }
    var planLines: [PlanLine] = []
    planLines.reserveCapacity(container.lineCount)
    for line in 0..<container.lineCount {
      let value = container.lines[line]
      planLines.append(
        PlanLine(
          start: value.start, end: value.end, naturalCrossSize: naturalCross[line],
          crossSize: value.crossSize, maxAscent: value.maxAscent, flexing: .none,
          justify: .start))
    }
    var hidden: [Unmanaged<Flex>] = []
    var contents: [Unmanaged<Flex>] = []
    collectBoxlessChildren(of: flex, hidden: &hidden, contents: &contents)
    let style = flex.style
    var plan = ContainerPlan(
      input: input, direction: direction, isRow: container.isRow,
      isMultiLine: container.isMultiLine, mainReversed: container.mainReversed,
      crossReversed: container.crossReversed, isWrapReverse: container.isWrapReverse,
      directionIsReversed: container.directionIsReversed,
      justifyContent: style.justifyContent, alignItems: style.alignItems,
      alignContent: style.alignContent, insets: box.insets,
      border: BoxEdges.border(flex, direction), width: input.width, height: container.usedHeight,
      innerMain: container.innerMain, innerCross: container.innerCross,
      percentBasisHeight: container.percentBasisHeight, mainGap: container.mainGap,
      crossGap: container.crossGap, contentHeight: container.contentBasedHeight,
      baseline: baseline, items: planItems, lines: planLines, hiddenChildren: hidden,
      contentsNodes: contents,
      isContainingBlock: container.mayHaveAbsoluteDescendants && isContainingBlock(flex),
      absolutes: [],
      validity: PlanValidity(isSizeIndependent: false))
    plan.decide()
    return plan
  }

  /// The `display: none` children of a container, and its `display: contents`
  /// children and theirs (whose own `none` children are hidden too).
  private func collectBoxlessChildren(
    of flex: Flex, hidden: inout [Unmanaged<Flex>], contents: inout [Unmanaged<Flex>]
  ) {
    var stack: [Flex] = [flex]
    while let current = stack.popLast() {
      for entry in current.childFlexes {
        let child = entry.takeUnretainedValue()
        guard child.isIncludedInLayout else { continue }
        switch child.style.display {
        case .flex: continue
        case .none: hidden.append(entry)
        case .contents:
          if child.style.position == .absolute && current === flex {
            // An absolute `contents` node has no box either; its children join the box
            // around it as the direct algorithm's item generation does.
          }
          contents.append(entry)
          stack.append(child)
        }
      }
    }
  }

  /// The size and margins of a tree's root laid out in `available` space, as the
  /// direct engine's layout pass resolves them (its style, else the space it
  /// stretches to, else its content), and the input its own layout gets.
  func planRoot(
    _ flex: Flex, availableWidth: Double?, availableHeight: Double?, stretchesWidth: Bool,
    stretchesHeight: Bool, direction: ResolvedDirection
  ) -> RootPlan {
    let style = flex.style
    let sizing = rootSizing(
      flex, availableWidth: availableWidth, availableHeight: availableHeight,
      stretchesWidth: stretchesWidth, stretchesHeight: stretchesHeight, direction: direction)
    let input = sizing.input
    // The content keywords as min or max height take the content height.
    var keywordHeight: Double?
    let keywordMin = style.minHeight.unit == .maxContent || style.minHeight.unit == .fitContent
    let keywordMax = style.maxHeight.unit == .maxContent || style.maxHeight.unit == .fitContent
    if keywordMin || keywordMax {
      let output = computeNode(flex, input, performLayout: false)
      var limited = output.height
      if keywordMin { limited = max(limited, output.contentHeight) }
      if keywordMax { limited = min(limited, output.contentHeight) }
      if limited != output.height { keywordHeight = max(sizing.vertical, limited) }
    }
    var finalInput = input
    if let keywordHeight {
      finalInput.height = keywordHeight
      finalInput.heightIsDefinite = true
    }
    return RootPlan(
      input: finalInput, margins: sizing.margins, minHeight: sizing.minHeight,
      maxHeight: sizing.maxHeight, paddingBorderHeight: sizing.vertical)
  }

  /// The input an item's own layout gets in a planned container: its used sizes
  /// (the height left to its content when the plan says so), and the container's
  /// content box for its percentages — as the direct algorithm's placement step
  /// passes them.
  func itemInput(_ plan: ContainerPlan, _ item: PlanItem) -> NodeInput {
    let flex = item.flex.takeUnretainedValue()
    let depends = flex.dependsOnContainingBlock
    let contentWidth = max(0, plan.width - plan.insets.left - plan.insets.right)
    let width = plan.isRow ? item.targetMainSize : item.crossSize
    let height: Double? =
      plan.isRow ? (item.heightFromContent ? nil : item.crossSize) : item.targetMainSize
    return NodeInput(
      width: width, height: height, heightIsDefinite: item.childHeightIsDefinite,
      direction: plan.direction, basisWidth: depends ? contentWidth : nil,
      basisHeight: depends ? plan.percentBasisHeight : nil)
  }

  /// Whether a node has children the translation lays out (in-flow or not).
  func hasChildren(_ flex: Flex) -> Bool { !flex.childFlexes.isEmpty }

  /// The `Flex` of a node that has one (every node of a prepared tree does).
  func flex(of node: LayoutNode) -> Flex { node.flex }

  /// The node of a `Flex`, without reference counting (the tree holds it).
  func node(of flex: Flex) -> LayoutNode { flex.owner.takeUnretainedValue() }

  /// Readies a tree for layout as the direct engine's pass does (each node gets its
  /// `Flex` and child list; refused values and tree changes are reported).
  ///
  /// - Throws: ``FlexError`` naming the first offending node.
  static func prepareTree(_ root: LayoutNode) throws(FlexError) {
    try FlexLayoutPass.prepare(root)
  }

  /// The frame origin of a root laid out in a containing block of the given size, as
  /// a browser places an absolutely positioned box (its margins plus its insets).
  func rootOrigin(
    _ flex: Flex, _ rootPlan: RootPlan, size: Size, availableWidth: Double?,
    availableHeight: Double?, direction: ResolvedDirection
  ) -> Point {
    let style = flex.style
    let blockWidth = availableWidth ?? 0
    let blockHeight = availableHeight ?? 0
    let left = style.inset.leftEdge(direction).resolve(blockWidth)
    let right = style.inset.rightEdge(direction).resolve(blockWidth)
    let top = style.inset.topEdge.resolve(blockHeight)
    let bottom = style.inset.bottomEdge.resolve(blockHeight)
    let margins = rootPlan.margins
    var x = margins.left
    if let left {
      x += left
    } else if let right {
      x = blockWidth - right - margins.right - size.width
    }
    var y = margins.top
    if let top {
      y += top
    } else if let bottom {
      y = blockHeight - bottom - margins.bottom - size.height
    }
    return Point(x: x, y: y)
  }

  /// The absolutely positioned descendants placed against the planned container
  /// `flex` (its absolute children, and those of its `display: contents` and static
  /// descendants), sized and placed as the direct algorithm's absolute layout does:
  /// CSS Positioned Layout §4 for size and insets, Flexbox §4.1 for the static
  /// position. `planOf` gives the plan of a static parent (every box with children
  /// has one once the in-flow containers are planned).
  func planAbsolutes(
    of flex: Flex, plan: ContainerPlan, planOf: (Flex) -> ContainerPlan?
  ) -> [AbsolutePlan] {
    var result: [AbsolutePlan] = []
    let blockWidth = max(0, plan.width - plan.border.left - plan.border.right)
    let blockHeight = max(0, plan.height - plan.border.top - plan.border.bottom)
    var stack: [(parent: Flex, box: Flex)] = [(flex, flex)]
    while let (parent, boxFlex) = stack.popLast() {
      for entry in parent.childFlexes {
        let child = entry.takeUnretainedValue()
        guard child.isIncludedInLayout else { continue }
        let display = child.style.display
        if display == .none { continue }
        if child.style.position == .absolute {
          if display == .flex {
            guard let boxPlan = boxFlex === flex ? plan : planOf(boxFlex) else { continue }
            let inherited = parent === boxFlex ? boxPlan.direction : parent.resolvedDirection
            result.append(
              absolutePlan(
                child, inherited: inherited, box: boxFlex, boxPlan: boxPlan,
                blockWidth: blockWidth, blockHeight: blockHeight,
                blockIsRightToLeft: plan.direction == .rtl))
          } else {
            stack.append((child, boxFlex))
          }
        } else if display == .contents {
          stack.append((child, boxFlex))
        } else if child.style.position == .static, !child.childFlexes.isEmpty {
          stack.append((child, child))
        }
      }
    }
    return result
  }

  /// One absolutely positioned box (the direct algorithm's `layoutAbsolute`, up to
  /// what depends on its used height).
  private func absolutePlan(
    _ flex: Flex, inherited: ResolvedDirection, box: Flex, boxPlan: ContainerPlan,
    blockWidth: Double, blockHeight: Double, blockIsRightToLeft: Bool
  ) -> AbsolutePlan {
    let sizing = absoluteSizing(
      flex, inherited: inherited, blockWidth: blockWidth, blockHeight: blockHeight)
    let style = flex.style

    // The static position's alignment in the static parent's content box (Flexbox
    // §4.1: as the sole item of the container).
    let parentStyle = box.style
    var mainAlign: StaticAlign
    switch parentStyle.justifyContent {
    case .start, .spaceBetween: mainAlign = .low
    case .end: mainAlign = .high
    case .center, .spaceAround, .spaceEvenly: mainAlign = .center
    }
    var crossAlign: StaticAlign
    var flipsCross = boxPlan.crossReversed
    switch Self.resolveAlignSelf(style.alignSelf, parentStyle.alignItems) {
    case .start, .stretch: crossAlign = .low
    case .baseline:
      crossAlign = .low
      if boxPlan.isWrapReverse { flipsCross.toggle() }
    case .end: crossAlign = .high
    case .center: crossAlign = .center
    }
    if boxPlan.mainReversed { mainAlign = mainAlign.flipped }
    if flipsCross { crossAlign = crossAlign.flipped }

    return AbsolutePlan(
      flex: Unmanaged.passUnretained(flex), node: flex.owner,
      staticParent: Unmanaged.passUnretained(box), sizing: sizing, blockWidth: blockWidth,
      blockHeight: blockHeight, blockIsRightToLeft: blockIsRightToLeft,
      alignSelf: style.alignSelf, staticX: boxPlan.isRow ? mainAlign : crossAlign,
      staticY: boxPlan.isRow ? crossAlign : mainAlign)
  }

  /// Whether the numbers of a plan hold at any size of the container (then only its
  /// decisions need checking when it resizes, ``ContainerPlan/resized(to:)``): no
  /// percentage, sizing keyword or aspect ratio in the container's or its items'
  /// styles, no absolutely positioned descendants or `display: contents` items, no
  /// column item sized to fit the width, and every item's content height independent
  /// of its width or unused (a stretched item of a row of imposed height).
  func isSizeIndependent(
    _ flex: Flex, _ plan: ContainerPlan, memo: inout [ObjectIdentifier: Bool]
  ) -> Bool {
    let style = flex.style
    guard !Self.dependsOnSize(style), plan.absolutes.isEmpty, plan.contentsNodes.isEmpty
    else { return false }
    for item in plan.items {
      let itemFlex = item.flex.takeUnretainedValue()
      let itemStyle = itemFlex.style
      if Self.dependsOnSize(itemStyle) || itemStyle.aspectRatio != nil { return false }
      if !plan.isRow, !item.isStretched, itemStyle.width.unit == .auto || !itemStyle.width.isDefined
      {
        return false
      }
      // A stretched item of a single-line row of imposed height is as high as the
      // line whatever its content; its widths (max- and min-content) do not depend
      // on the container's size. Only elsewhere does a content height that changes
      // with the width change the plan.
      if plan.isRow, item.isStretched, plan.input.height != nil { continue }
      if contentHeightDependsOnWidth(itemFlex, memo: &memo) { return false }
    }
    return true
  }

  /// Whether a style has a value that resolves against a containing block or the
  /// available space (a percentage, a sizing keyword), an aspect ratio, or wraps.
  private static func dependsOnSize(_ style: FlexStyle) -> Bool {
    func sized(_ length: Length) -> Bool { length.unit == .percent || length.isKeyword }
    return sized(style.width) || sized(style.height) || sized(style.minWidth)
      || sized(style.minHeight) || sized(style.maxWidth) || sized(style.maxHeight)
      || sized(style.flexBasis) || style.margin.hasPercent || style.padding.hasPercent
      || style.border.hasPercent || style.inset.hasPercent || style.gap.unit == .percent
      || style.rowGap.unit == .percent || style.columnGap.unit == .percent
      || style.aspectRatio != nil || style.flexWrap != .noWrap
  }

  /// Whether the height of a subtree's content can change with the width it is laid
  /// out at: it has text (a measure function), wraps, has an aspect ratio, a
  /// percentage, a sizing keyword or an absolutely positioned box somewhere.
  /// Computed bottom-up without recursion, memoized per layout.
  func contentHeightDependsOnWidth(_ flex: Flex, memo: inout [ObjectIdentifier: Bool]) -> Bool {
    if let known = memo[ObjectIdentifier(flex)] { return known }
    var stack: [(Flex, Bool)] = [(flex, false)]
    while let (current, expanded) = stack.popLast() {
      let key = ObjectIdentifier(current)
      if memo[key] != nil { continue }
      if expanded {
        var depends =
          current.hasMeasure || current.owner.takeUnretainedValue().measure != nil
          || Self.dependsOnSize(current.style) || current.style.position == .absolute
        if !depends {
          for child in current.childFlexes
          where memo[ObjectIdentifier(child.takeUnretainedValue())] == true {
            depends = true
            break
          }
        }
        memo[key] = depends
        continue
      }
      stack.append((current, true))
      for child in current.childFlexes {
        let childFlex = child.takeUnretainedValue()
        if memo[ObjectIdentifier(childFlex)] == nil { stack.append((childFlex, false)) }
      }
    }
    return memo[ObjectIdentifier(flex)] ?? true
  }

  /// The nodes whose style, content or children changed since the translation last
  /// planned around them: the dirty `Flex`es, found from the root down along dirty
  /// paths (a change marks every ancestor dirty), before any measurement cleans them.
  func dirtyNodes(under root: Flex) -> Set<ObjectIdentifier> {
    var result: Set<ObjectIdentifier> = []
    guard root.isDirty else { return result }
    var stack = [root]
    while let flex = stack.popLast() {
      result.insert(ObjectIdentifier(flex))
      for child in flex.childFlexes {
        let childFlex = child.takeUnretainedValue()
        if childFlex.isDirty { stack.append(childFlex) }
      }
    }
    return result
  }

  /// Forgets that the node changed (its changes are in the translation now).
  func markClean(_ flex: Flex) { flex.isDirty = false }

  /// Whether the direct engine laid the tree out since the translation last asked (its
  /// scratch memory on the root says so): the dirty flags may then hide changes from
  /// the translation, which plans everything again.
  func directEngineRan(on root: Flex) -> Bool {
    guard let algorithm = root.algorithm else { return false }
    let ran = algorithm.hasLaidOut
    algorithm.hasLaidOut = false
    return ran
  }

  /// The border-box height a leaf (a node without in-flow children) takes for
  /// `input`: its imposed height, else its measured content clamped by its min and
  /// max heights.
  func leafHeight(_ flex: Flex, _ input: NodeInput) -> Double {
    computeNode(flex, input, performLayout: false).height
  }
}

/// How a tree's root is laid out: its input and margins.
struct RootPlan {
  var input: NodeInput
  var margins: EdgeInsets
  var minHeight: Double
  var maxHeight: Double
  var paddingBorderHeight: Double
}
