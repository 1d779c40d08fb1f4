import FixFlex

extension FlexAlgorithm {
  /// [§9.1 Initial Setup](https://www.w3.org/TR/css-flexbox-1/#box-manip), step 1:
  /// every in-flow child is a flex item; a `display: contents` child is replaced by
  /// its own children; `display: none` children and out-of-flow (absolute) children
  /// are not items.
  ///
  /// With `performLayout`, hidden subtrees get zero frames and `contents` nodes a
  /// zero frame of their own.
  func generateFlexItems(_ container: inout FlexContainer, performLayout: Bool) {
    let node = container.node
    let parentFlex = node.existingFlex
    let defaults = parentFlex?.defaults ?? .yoga
    var count = 0
    var hasContents = false
    for child in node.children {
      let flex = child.flexState(defaultsForNew: defaults)
      guard flex.isIncludedInLayout else { continue }
      switch flex.style.display {
      case .flex:
        if flex.style.position != .absolute { count += 1 }
      case .none:
        if performLayout { hideSubtree(child) }
      case .contents:
        hasContents = true
        count += countContentsItems(child, flex, performLayout: performLayout)
      }
    }
    container.items = items.allocate(max(count, 1))
    container.itemCount = count
    guard count > 0 else { return }
    var index = 0
    if !hasContents {
      for child in node.children {
        let flex = unsafeDowncast(child._frontEndStorage!, to: Flex.self)
        guard flex.isIncludedInLayout, flex.style.display == .flex,
          flex.style.position != .absolute
        else { continue }
        (container.items + index).initialize(to: makeItem(child, flex, &container))
        index += 1
      }
      return
    }
    // With `display: contents` children: walk the children in order, descending into
    // each `contents` node in place (an explicit stack keeps deep nesting off the
    // call stack).
    var stack: [(node: LayoutNode, next: Int)] = [(node, 0)]
    while !stack.isEmpty {
      let top = stack.count - 1
      let parent = stack[top].node
      let position = stack[top].next
      guard position < parent.children.count else {
        stack.removeLast()
        continue
      }
      stack[top].next += 1
      let child = parent.children[position]
      let flex = child.flexState(defaultsForNew: defaults)
      guard flex.isIncludedInLayout else { continue }
      switch flex.style.display {
      case .none:
        continue
      case .contents:
        stack.append((child, 0))
      case .flex:
        guard flex.style.position != .absolute else { continue }
        (container.items + index).initialize(to: makeItem(child, flex, &container))
        index += 1
      }
    }
  }

  /// The number of items a `display: contents` node stands for; with
  /// `performLayout`, also zeroes its frame (it has no box) and hides `none` children.
  private func countContentsItems(_ node: LayoutNode, _ flex: Flex, performLayout: Bool)
    -> Int
  {
    let defaults = flex.defaults
    var count = 0
    var stack = [node]
    while let current = stack.popLast() {
      if performLayout {
        current.frame = .zero
        current.existingFlex?.isDirty = false
      }
      for child in current.children {
        let childFlex = child.flexState(defaultsForNew: defaults)
        guard childFlex.isIncludedInLayout else { continue }
        switch childFlex.style.display {
        case .flex:
          if childFlex.style.position != .absolute { count += 1 }
        case .none:
          if performLayout { hideSubtree(child) }
        case .contents:
          stack.append(child)
        }
      }
    }
    return count
  }

  /// Gives a `display: none` subtree zero frames (as browsers report it).
  func hideSubtree(_ top: LayoutNode) {
    if let flex = top.existingFlex, !flex.isDirty, top.frame == .zero { return }
    var stack = [top]
    while let node = stack.popLast() {
      node.frame = .zero
      node.existingFlex?.isDirty = false
      node.existingFlex?.cache.removeAll()
      stack.append(contentsOf: node.children)
    }
  }

  /// Resolves one item's style against its container (§9.1–9.2 inputs): margins,
  /// padding and borders in flow-relative terms, sizes and min/max sizes as border-box
  /// lengths, and the item's alignment.
  func makeItem(_ node: LayoutNode, _ flex: Flex, _ container: inout FlexContainer) -> FlexItem {
    let direction = ResolvedDirection(node.layoutDirection, inheriting: container.direction)
    let width = container.contentWidth
    let margin = flex.style.margin
    let marginLeft = margin.leftEdge(direction)
    let marginRight = margin.rightEdge(direction)
    let marginTop = margin.topEdge
    let marginBottom = margin.bottomEdge
    // CSS Box Model §5.1: percentage margins resolve against the containing block's
    // width, on every side.
    let left = marginLeft.resolveOrZero(width)
    let right = marginRight.resolveOrZero(width)
    let top = marginTop.resolveOrZero(width)
    let bottom = marginBottom.resolveOrZero(width)
    let box = BoxEdges(flex.style, direction: direction, basisWidth: width)
    let horizontal = box.horizontal
    let vertical = box.vertical
    let isRow = container.isRow

    var item = FlexItem(
      node: node, flex: flex, direction: direction,
      marginMainStart: 0, marginMainEnd: 0, marginCrossStart: 0, marginCrossEnd: 0,
      autoMainStart: false, autoMainEnd: false, autoCrossStart: false, autoCrossEnd: false,
      paddingBorderMain: isRow ? horizontal : vertical,
      paddingBorderCross: isRow ? vertical : horizontal,
      flexGrow: flex.style.flexGrow, flexShrink: flex.style.flexShrink,
      alignSelf: Self.resolveAlignSelf(flex.style.alignSelf, container.alignItems),
      minMain: 0, maxMain: .infinity, minCross: 0, maxCross: .infinity,
      crossProperty: nil, mainProperty: nil, crossIsAuto: false, minMainIsAuto: false)
    if isRow {
      let (start, end) = container.mainReversed ? (right, left) : (left, right)
      let (startAuto, endAuto) =
        container.mainReversed
        ? (marginRight.isAuto, marginLeft.isAuto) : (marginLeft.isAuto, marginRight.isAuto)
      item.marginMainStart = start
      item.marginMainEnd = end
      item.autoMainStart = startAuto
      item.autoMainEnd = endAuto
      item.marginCrossStart = container.crossReversed ? bottom : top
      item.marginCrossEnd = container.crossReversed ? top : bottom
      item.autoCrossStart = container.crossReversed ? marginBottom.isAuto : marginTop.isAuto
      item.autoCrossEnd = container.crossReversed ? marginTop.isAuto : marginBottom.isAuto
    } else {
      item.marginMainStart = container.mainReversed ? bottom : top
      item.marginMainEnd = container.mainReversed ? top : bottom
      item.autoMainStart = container.mainReversed ? marginBottom.isAuto : marginTop.isAuto
      item.autoMainEnd = container.mainReversed ? marginTop.isAuto : marginBottom.isAuto
      item.marginCrossStart = container.crossReversed ? right : left
      item.marginCrossEnd = container.crossReversed ? left : right
      item.autoCrossStart = container.crossReversed ? marginRight.isAuto : marginLeft.isAuto
      item.autoCrossEnd = container.crossReversed ? marginLeft.isAuto : marginRight.isAuto
    }

    // Sizes along each axis, as border-box lengths.
    let availableWidth = width - left - right
    let availableHeight = container.percentBasisHeight.map { $0 - top - bottom }
    let widthValue = resolveWidth(
      flex.style.width, node, flex, basis: width, paddingBorder: horizontal,
      available: availableWidth)
    let heightValue = resolveHeight(
      flex.style.height, flex, basis: container.percentBasisHeight, paddingBorder: vertical,
      available: availableHeight)
    let minWidth = resolveWidth(
      flex.style.minWidth, node, flex, basis: width, paddingBorder: horizontal,
      available: availableWidth)
    let maxWidth = resolveWidth(
      flex.style.maxWidth, node, flex, basis: width, paddingBorder: horizontal,
      available: availableWidth)
    let minHeight = resolveHeight(
      flex.style.minHeight, flex, basis: container.percentBasisHeight, paddingBorder: vertical,
      available: availableHeight)
    let maxHeight = resolveHeight(
      flex.style.maxHeight, flex, basis: container.percentBasisHeight, paddingBorder: vertical,
      available: availableHeight)
    let minHeightUnit = flex.style.minHeight.unit
    let maxHeightUnit = flex.style.maxHeight.unit
    if minHeightUnit == .maxContent || minHeightUnit == .fitContent {
      item.heightLimitKeywords |= 1
    }
    if maxHeightUnit == .maxContent || maxHeightUnit == .fitContent {
      item.heightLimitKeywords |= 2
    }
    if isRow {
      item.mainProperty = widthValue
      item.crossProperty = heightValue
      item.crossIsAuto = flex.style.height.isAuto || !flex.style.height.isDefined
      item.minMainIsAuto = flex.style.minWidth.isAuto
      item.minMain = minWidth ?? 0
      item.maxMain = maxWidth ?? .infinity
      item.minCross = minHeight ?? 0
      item.maxCross = maxHeight ?? .infinity
    } else {
      item.mainProperty = heightValue
      item.crossProperty = widthValue
      item.crossIsAuto = flex.style.width.isAuto || !flex.style.width.isDefined
      item.minMainIsAuto = flex.style.minHeight.isAuto
      item.minMain = minHeight ?? 0
      item.maxMain = maxHeight ?? .infinity
      item.minCross = minWidth ?? 0
      item.maxCross = maxWidth ?? .infinity
    }
    return item
  }

  /// `min-width: auto` of a box with an aspect ratio that is not a flex item (the root,
  /// an absolutely positioned box): its min-content width (CSS Box Sizing 4 §5.1);
  /// `nil` for other boxes.
  // DEVIATION(browser): Chrome applies it even when the width is definite; the spec,
  // only in the ratio-dependent axis.
  @inline(__always)
  func ratioMinimumWidth(_ node: LayoutNode, _ flex: Flex, paddingBorder: Double) -> Double? {
    guard flex.style.aspectRatio != nil, flex.style.minWidth.isAuto,
      flex.style.overflow == .visible
    else { return nil }
    return intrinsicWidths(of: node, flex).minContent + paddingBorder
  }

  /// `align-self` with `auto` resolved to the container's `align-items`.
  @inline(__always)
  static func resolveAlignSelf(_ value: Flex.AlignSelf, _ items: Flex.AlignItems)
    -> Flex.AlignItems
  {
    switch value {
    case .auto: return items
    case .stretch: return .stretch
    case .start: return .start
    case .center: return .center
    case .end: return .end
    case .baseline: return .baseline
    }
  }

  /// A length along the horizontal axis as a border-box width: points and percentages
  /// (of `basis`) follow `box-sizing`; keywords come from the content's intrinsic
  /// widths and the `available` width; `auto`, unset and unresolvable give `nil`.
  @inline(__always)
  func resolveWidth(
    _ length: Length, _ node: LayoutNode, _ flex: Flex, basis: Double?, paddingBorder: Double,
    available: Double?
  ) -> Double? {
    switch length.unit {
    case .points:
      return boxed(length.value, flex, paddingBorder)
    case .percent:
      guard let basis else { return nil }
      return boxed(basis * length.value / 100, flex, paddingBorder)
    case .maxContent:
      return intrinsicWidths(of: node, flex).maxContent + paddingBorder
    case .fitContent:
      let widths = intrinsicWidths(of: node, flex)
      guard let available else { return widths.maxContent + paddingBorder }
      return fitContent(widths, paddingBorder: paddingBorder, available: available)
    case .stretch:
      return available.map { max(paddingBorder, $0) }
    case .auto, .undefined:
      return nil
    }
  }

  /// A length along the vertical axis as a border-box height: points and percentages
  /// (of a definite `basis`), and `stretch` when the `available` height is definite;
  /// `max-content` and `fit-content` are the content height, that is `auto` (`nil`).
  @inline(__always)
  func resolveHeight(
    _ length: Length, _ flex: Flex, basis: Double?, paddingBorder: Double, available: Double?
  ) -> Double? {
    switch length.unit {
    case .points:
      return boxed(length.value, flex, paddingBorder)
    case .percent:
      guard let basis else { return nil }
      return boxed(basis * length.value / 100, flex, paddingBorder)
    case .stretch:
      return available.map { max(paddingBorder, $0) }
    case .maxContent, .fitContent, .auto, .undefined:
      return nil
    }
  }

  /// A size given for the box `box-sizing` names, as a border-box size (whose content
  /// box cannot be negative).
  @inline(__always)
  func boxed(_ value: Double, _ flex: Flex, _ paddingBorder: Double) -> Double {
    flex.style.boxSizing == .contentBox ? value + paddingBorder : max(value, paddingBorder)
  }

  /// The fit-content size (CSS Box Sizing §3): the available size, but no less than
  /// the min-content size and no more than the max-content size.
  @inline(__always)
  func fitContent(_ widths: IntrinsicWidths, paddingBorder: Double, available: Double) -> Double {
    min(widths.maxContent + paddingBorder, max(widths.minContent + paddingBorder, available))
  }

  /// A node's min height as a border-box height (0 for `auto` and the unresolvable).
  @inline(__always)
  func resolvedMinHeight(_ flex: Flex, basis: Double?, paddingBorder: Double) -> Double {
    let length = flex.style.minHeight
    guard length.unit == .points || length.unit == .percent else { return 0 }
    return resolveHeight(length, flex, basis: basis, paddingBorder: paddingBorder, available: nil)
      ?? 0
  }

  /// A node's max height as a border-box height (`.infinity` when none).
  @inline(__always)
  func resolvedMaxHeight(_ flex: Flex, basis: Double?, paddingBorder: Double) -> Double {
    let length = flex.style.maxHeight
    guard length.unit == .points || length.unit == .percent else { return .infinity }
    return resolveHeight(length, flex, basis: basis, paddingBorder: paddingBorder, available: nil)
      ?? .infinity
  }
}
