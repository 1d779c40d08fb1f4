import FixFlex

extension FlexAlgorithm {
  /// [§9.1 Initial Setup](https://www.w3.org/TR/css-flexbox-1/#box-manip), step 1:
  /// every in-flow child is a flex item; a `display: contents` child is replaced by
  /// its own children; `display: none` children and out-of-flow (absolute) children
  /// are not items.
  ///
  /// With `performLayout`, hidden subtrees get zero frames and `contents` nodes a
  /// zero frame of their own.
  @inline(never)
  func generateFlexItems(_ container: inout FlexContainer, performLayout: Bool) {
    let children = container.children
    // Most containers have no `display: contents` child: one pass over the children
    // then, into a block as large as the children (items are never more).
    container.items = items.allocate(max(children.count, 1))
    var count = 0
    var hasContents = false
    for child in children {
      child._withUnsafeGuaranteedRef { flex in
        guard flex.isIncludedInLayout else { return }
        switch flex.style.display {
        case .flex:
          let position = flex.style.position
          if position != .relative {
            container.mayHaveAbsoluteDescendants = true
            if position == .absolute { return }
          }
          (container.items + count).initialize(to: makeItem(flex, &container))
          count += 1
        case .none:
          if performLayout { hideSubtree(flex) }
        case .contents:
          hasContents = true
          container.mayHaveAbsoluteDescendants = true
        }
      }
    }
    container.itemCount = count
    if hasContents { generateFlexItemsThroughContents(&container, performLayout: performLayout) }
  }

  /// Item generation when some child is `display: contents`: its children (and so on)
  /// take its place, in order.
  private func generateFlexItemsThroughContents(
    _ container: inout FlexContainer, performLayout: Bool
  ) {
    let children = container.children
    var count = 0
    for child in children {
      child._withUnsafeGuaranteedRef { flex in
        guard flex.isIncludedInLayout else { return }
        switch flex.style.display {
        case .flex:
          if flex.style.position != .absolute { count += 1 }
        case .none:
          break
        case .contents:
          flex.resolvedDirection = ResolvedDirection(
            flex.lastDirection, inheriting: container.direction)
          count += countContentsItems(flex, performLayout: performLayout)
        }
      }
    }
    container.items = items.allocate(max(count, 1))
    container.itemCount = count
    var index = 0
    // An explicit stack keeps deep nesting off the call stack.
    var stack: [(list: ContiguousArray<Unmanaged<Flex>>, next: Int)] = [(children, 0)]
    while !stack.isEmpty {
      let top = stack.count - 1
      let position = stack[top].next
      guard position < stack[top].list.count else {
        stack.removeLast()
        continue
      }
      stack[top].next += 1
      let flex = stack[top].list[position].takeUnretainedValue()
      guard flex.isIncludedInLayout else { continue }
      switch flex.style.display {
      case .none:
        continue
      case .contents:
        stack.append((flex.childFlexes, 0))
      case .flex:
        guard flex.style.position != .absolute else { continue }
        (container.items + index).initialize(to: makeItem(flex, &container))
        index += 1
      }
    }
  }

  /// The number of items a `display: contents` node stands for; with
  /// `performLayout`, also zeroes its frame (it has no box) and hides `none` children.
  private func countContentsItems(_ flex: Flex, performLayout: Bool) -> Int {
    var count = 0
    var stack = [Unmanaged.passUnretained(flex)]
    while let entry = stack.popLast() {
      let current = entry.takeUnretainedValue()
      if performLayout {
        current.owner._withUnsafeGuaranteedRef { $0.frame = .zero }
        current.isDirty = false
      }
      for child in current.childFlexes {
        let childFlex = child.takeUnretainedValue()
        guard childFlex.isIncludedInLayout else { continue }
        switch childFlex.style.display {
        case .flex:
          if childFlex.style.position != .absolute { count += 1 }
        case .none:
          if performLayout { hideSubtree(childFlex) }
        case .contents:
          childFlex.resolvedDirection = ResolvedDirection(
            childFlex.lastDirection, inheriting: current.resolvedDirection)
          stack.append(child)
        }
      }
    }
    return count
  }

  /// Gives a `display: none` subtree zero frames (as browsers report it).
  func hideSubtree(_ top: Flex) {
    if !top.isDirty, top.owner._withUnsafeGuaranteedRef({ $0.frame }) == .zero { return }
    var stack = [Unmanaged.passUnretained(top)]
    while let entry = stack.popLast() {
      let flex = entry.takeUnretainedValue()
      flex.owner._withUnsafeGuaranteedRef { $0.frame = .zero }
      flex.isDirty = false
      flex.cache.removeAll()
      stack.append(contentsOf: flex.childFlexes)
    }
  }

  /// Resolves one item's style against its container (§9.1–9.2 inputs): margins,
  /// padding and borders in flow-relative terms, sizes and min/max sizes as border-box
  /// lengths, and the item's alignment.
  func makeItem(_ flex: Flex, _ container: inout FlexContainer) -> FlexItem {
    let direction = ResolvedDirection(flex.lastDirection, inheriting: container.direction)
    let width = container.contentWidth
    // CSS Box Model §5.1: percentage margins resolve against the containing block's
    // width, on every side.
    let left: Double
    let right: Double
    let top: Double
    let bottom: Double
    let autoLeft: Bool
    let autoRight: Bool
    let autoTop: Bool
    let autoBottom: Bool
    if flex.staticBox.isStatic {
      left = flex.staticBox.margin.left
      right = flex.staticBox.margin.right
      top = flex.staticBox.margin.top
      bottom = flex.staticBox.margin.bottom
      autoLeft = flex.staticBox.autoLeft
      autoRight = flex.staticBox.autoRight
      autoTop = flex.staticBox.autoTop
      autoBottom = flex.staticBox.autoBottom
    } else {
      let marginLeft = flex.style.margin.leftEdge(direction)
      let marginRight = flex.style.margin.rightEdge(direction)
      let marginTop = flex.style.margin.topEdge
      let marginBottom = flex.style.margin.bottomEdge
      left = marginLeft.resolveOrZero(width)
      right = marginRight.resolveOrZero(width)
      top = marginTop.resolveOrZero(width)
      bottom = marginBottom.resolveOrZero(width)
      autoLeft = marginLeft.isAuto
      autoRight = marginRight.isAuto
      autoTop = marginTop.isAuto
      autoBottom = marginBottom.isAuto
    }
    let box = BoxEdges(flex, direction: direction, basisWidth: width)
    let horizontal = box.horizontal
    let vertical = box.vertical
    let isRow = container.isRow

    var item = FlexItem(
      flex: flex, direction: direction,
      marginMainStart: 0, marginMainEnd: 0, marginCrossStart: 0, marginCrossEnd: 0,
      autoMainStart: false, autoMainEnd: false, autoCrossStart: false, autoCrossEnd: false,
      paddingBorderMain: isRow ? horizontal : vertical,
      paddingBorderCross: isRow ? vertical : horizontal,
      flexGrow: flex.style.flexGrow, flexShrink: flex.style.flexShrink,
      alignSelf: Self.resolveAlignSelf(flex.style.alignSelf, container.alignItems),
      minMain: 0, maxMain: .infinity, minCross: 0, maxCross: .infinity,
      crossProperty: nil, mainProperty: nil, crossIsAuto: false, minMainIsAuto: false)
    if isRow {
      item.marginMainStart = container.mainReversed ? right : left
      item.marginMainEnd = container.mainReversed ? left : right
      item.autoMainStart = container.mainReversed ? autoRight : autoLeft
      item.autoMainEnd = container.mainReversed ? autoLeft : autoRight
      item.marginCrossStart = container.crossReversed ? bottom : top
      item.marginCrossEnd = container.crossReversed ? top : bottom
      item.autoCrossStart = container.crossReversed ? autoBottom : autoTop
      item.autoCrossEnd = container.crossReversed ? autoTop : autoBottom
    } else {
      item.marginMainStart = container.mainReversed ? bottom : top
      item.marginMainEnd = container.mainReversed ? top : bottom
      item.autoMainStart = container.mainReversed ? autoBottom : autoTop
      item.autoMainEnd = container.mainReversed ? autoTop : autoBottom
      item.marginCrossStart = container.crossReversed ? right : left
      item.marginCrossEnd = container.crossReversed ? left : right
      item.autoCrossStart = container.crossReversed ? autoRight : autoLeft
      item.autoCrossEnd = container.crossReversed ? autoLeft : autoRight
    }

    // Sizes along each axis, as border-box lengths.
    let widthValue: Double?
    let heightValue: Double?
    let minWidth: Double?
    let maxWidth: Double?
    let minHeight: Double?
    let maxHeight: Double?
    if flex.staticBox.isStatic, flex.staticBox.hasStaticSizes {
      widthValue = flex.staticBox.width
      heightValue = flex.staticBox.height
      minWidth = flex.staticBox.minWidth
      maxWidth = flex.staticBox.maxWidth
      minHeight = flex.staticBox.minHeight
      maxHeight = flex.staticBox.maxHeight
    } else {
      (widthValue, heightValue, minWidth, maxWidth, minHeight, maxHeight) = resolveSizes(
        flex, container, margins: (left, top, right, bottom),
        paddingBorder: (horizontal, vertical))
    }
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
  func ratioMinimumWidth(_ flex: Flex, paddingBorder: Double) -> Double? {
    guard flex.style.aspectRatio != nil, flex.style.minWidth.isAuto,
      flex.style.overflow == .visible
    else { return nil }
    return intrinsicWidths(of: flex).minContent + paddingBorder
  }

  /// The item's size properties as border-box lengths against its container.
  @inline(never)
  private func resolveSizes(
    _ flex: Flex, _ container: FlexContainer,
    margins: (left: Double, top: Double, right: Double, bottom: Double),
    paddingBorder: (horizontal: Double, vertical: Double)
  ) -> (Double?, Double?, Double?, Double?, Double?, Double?) {
    let width = container.contentWidth
    let horizontal = paddingBorder.horizontal
    let vertical = paddingBorder.vertical
    let availableWidth = width - margins.left - margins.right
    let availableHeight = container.percentBasisHeight.map { $0 - margins.top - margins.bottom }
    let widthValue = resolveWidth(
      flex.style.width, flex, basis: width, paddingBorder: horizontal, available: availableWidth)
    let heightValue = resolveHeight(
      flex.style.height, flex, basis: container.percentBasisHeight, paddingBorder: vertical,
      available: availableHeight)
    let minWidth = resolveWidth(
      flex.style.minWidth, flex, basis: width, paddingBorder: horizontal,
      available: availableWidth)
    let maxWidth = resolveWidth(
      flex.style.maxWidth, flex, basis: width, paddingBorder: horizontal,
      available: availableWidth)
    let minHeight = resolveHeight(
      flex.style.minHeight, flex, basis: container.percentBasisHeight, paddingBorder: vertical,
      available: availableHeight)
    let maxHeight = resolveHeight(
      flex.style.maxHeight, flex, basis: container.percentBasisHeight, paddingBorder: vertical,
      available: availableHeight)
    return (widthValue, heightValue, minWidth, maxWidth, minHeight, maxHeight)
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
    _ length: Length, _ flex: Flex, basis: Double?, paddingBorder: Double, available: Double?
  ) -> Double? {
    switch length.unit {
    case .points:
      return boxed(length.value, flex, paddingBorder)
    case .percent:
      guard let basis else { return nil }
      return boxed(basis * length.value / 100, flex, paddingBorder)
    case .maxContent:
      return intrinsicWidths(of: flex).maxContent + paddingBorder
    case .fitContent:
      let widths = intrinsicWidths(of: flex)
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
