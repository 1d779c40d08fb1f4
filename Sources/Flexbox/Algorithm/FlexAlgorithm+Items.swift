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
    let prefetches =
      children.count >= Self.prefetchMinimumItems
      && !children[0]._withUnsafeGuaranteedRef { $0.isPlainLeaf }
    for (index, child) in children.enumerated() {
      if prefetches, index + 4 < children.count {
        children[index + 4]._withUnsafeGuaranteedRef { Self.prefetchLines($0, 0..<4) }
      }
      child._withUnsafeGuaranteedRef { flex in
        guard flex.isIncludedInLayout else { return }
        switch flex.staticBox.display {
        case .flex:
          let position = flex.staticBox.position
          if position != .relative {
            container.mayHaveAbsoluteDescendants = true
            if position == .absolute { return }
          }
          initializeItem(container.items + count, flex, &container)
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
    var stack: [(list: UnsafeMutableBufferPointer<Unmanaged<Flex>>, next: Int)] = [(children, 0)]
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
        initializeItem(container.items + index, flex, &container)
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
  /// lengths, and the item's alignment; written in place at `item`.
  func initializeItem(
    _ item: UnsafeMutablePointer<FlexItem>, _ flex: Flex, _ container: inout FlexContainer
  ) {
    let direction = ResolvedDirection(flex.lastDirection, inheriting: container.direction)
    // Its intrinsic widths, which may be computed before it is laid out, resolve its
    // logical edges with it.
    flex.resolvedDirection = direction
    let width = container.contentWidth
    let facts = flex.staticBox
    // CSS Box Model §5.1: percentage margins resolve against the containing block's
    // width, on every side.
    let margins: EdgeInsets
    let autoLeft: Bool
    let autoRight: Bool
    if facts.isStatic {
      margins = facts.margin
      autoLeft = facts.autoLeft
      autoRight = facts.autoRight
    } else {
      let marginLeft = flex.style.margin.leftEdge(direction)
      let marginRight = flex.style.margin.rightEdge(direction)
      margins = EdgeInsets(
        top: flex.style.margin.topEdge.resolveOrZero(width),
        left: marginLeft.resolveOrZero(width),
        bottom: flex.style.margin.bottomEdge.resolveOrZero(width),
        right: marginRight.resolveOrZero(width))
      autoLeft = marginLeft.isAuto
      autoRight = marginRight.isAuto
    }
    let box = BoxEdges(flex, direction: direction, basisWidth: width)
    let horizontal = box.horizontal
    let vertical = box.vertical

    // Sizes along each axis, as border-box lengths.
    let widthValue: Double?
    let heightValue: Double?
    let minWidth: Double?
    let maxWidth: Double?
    let minHeight: Double?
    let maxHeight: Double?
    if facts.isStatic, facts.hasStaticSizes {
      widthValue = facts.width
      heightValue = facts.height
      minWidth = facts.minWidth
      maxWidth = facts.maxWidth
      minHeight = facts.minHeight
      maxHeight = facts.maxHeight
    } else {
      (widthValue, heightValue, minWidth, maxWidth, minHeight, maxHeight) = resolveSizes(
        flex, container, margins: (margins.left, margins.top, margins.right, margins.bottom),
        paddingBorder: (horizontal, vertical))
    }

    let alignSelf = Self.resolveAlignSelf(facts.alignSelf, container.alignItems)
    if container.isRow {
      let reversed = container.mainReversed
      let crossReversed = container.crossReversed
      item.initialize(
        to: FlexItem(
          marginMainStart: reversed ? margins.right : margins.left,
          marginMainEnd: reversed ? margins.left : margins.right,
          paddingBorderMain: horizontal, flexGrow: facts.flexGrow,
          flexShrink: facts.flexShrink, minMain: minWidth ?? 0,
          maxMain: maxWidth ?? .infinity, flexRef: Unmanaged.passUnretained(flex),
          marginCrossStart: crossReversed ? margins.bottom : margins.top,
          marginCrossEnd: crossReversed ? margins.top : margins.bottom,
          paddingBorderCross: vertical, minCross: minHeight ?? 0,
          maxCross: maxHeight ?? .infinity,
          crossProperty: heightValue, mainProperty: widthValue, direction: direction,
          alignSelf: alignSelf, heightLimitKeywords: facts.heightLimitKeywords,
          autoMainStart: reversed ? autoRight : autoLeft,
          autoMainEnd: reversed ? autoLeft : autoRight,
          autoCrossStart: crossReversed ? facts.autoBottom : facts.autoTop,
          autoCrossEnd: crossReversed ? facts.autoTop : facts.autoBottom,
          crossIsAuto: facts.heightIsAuto, minMainIsAuto: facts.minWidthIsAuto))
    } else {
      let reversed = container.mainReversed
      let crossReversed = container.crossReversed
      item.initialize(
        to: FlexItem(
          marginMainStart: reversed ? margins.bottom : margins.top,
          marginMainEnd: reversed ? margins.top : margins.bottom,
          paddingBorderMain: vertical, flexGrow: facts.flexGrow,
          flexShrink: facts.flexShrink, minMain: minHeight ?? 0,
          maxMain: maxHeight ?? .infinity, flexRef: Unmanaged.passUnretained(flex),
          marginCrossStart: crossReversed ? margins.right : margins.left,
          marginCrossEnd: crossReversed ? margins.left : margins.right,
          paddingBorderCross: horizontal, minCross: minWidth ?? 0,
          maxCross: maxWidth ?? .infinity,
          crossProperty: widthValue, mainProperty: heightValue, direction: direction,
          alignSelf: alignSelf, heightLimitKeywords: facts.heightLimitKeywords,
          autoMainStart: reversed ? facts.autoBottom : facts.autoTop,
          autoMainEnd: reversed ? facts.autoTop : facts.autoBottom,
          autoCrossStart: crossReversed ? autoRight : autoLeft,
          autoCrossEnd: crossReversed ? autoLeft : autoRight,
          crossIsAuto: facts.widthIsAuto, minMainIsAuto: facts.minHeightIsAuto))
    }
  }

  /// `min-width: auto` of a box with an aspect ratio that is not a flex item (the root,
  /// an absolutely positioned box), or of a column's item whose width the ratio gives
  /// (``columnItemWidth(_:_:)``): its min-content width (CSS Box Sizing 4 §4.3); `nil`
  /// for other boxes. `percentBasis` is what its percentage heights resolve against.
  // DEVIATION(browser): Chrome applies it even when the width is definite; the spec,
  // only in the ratio-dependent axis.
  @inline(__always)
  func ratioMinimumWidth(_ flex: Flex, paddingBorder: Double, percentBasis: Double?) -> Double? {
    guard flex.staticBox.hasAspectRatio, flex.style.minWidth.isAuto,
      flex.staticBox.overflow == .visible
    else { return nil }
    return intrinsicWidths(of: flex, percentBasis: percentBasis).minContent + paddingBorder
  }

  /// `min-width` (when auto: ``ratioMinimumWidth(_:paddingBorder:percentBasis:)``,
  /// else 0) and `max-width` of a box that is not a flex item (the root, an absolutely
  /// positioned box), as border-box lengths.
  func outOfFlowWidthLimits(
    _ flex: Flex, basis: Double?, heightBasis: Double?, paddingBorder: Double,
    available: Double?
  ) -> (min: Double, max: Double) {
    let minimum =
      resolveWidth(
        flex.style.minWidth, flex, basis: basis, heightBasis: heightBasis,
        paddingBorder: paddingBorder, available: available)
      ?? ratioMinimumWidth(flex, paddingBorder: paddingBorder, percentBasis: heightBasis) ?? 0
    let maximum =
      resolveWidth(
        flex.style.maxWidth, flex, basis: basis, heightBasis: heightBasis,
        paddingBorder: paddingBorder, available: available) ?? .infinity
    return (minimum, maximum)
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
    let heightBasis = container.percentBasisHeight
    let widthValue = resolveWidth(
      flex.style.width, flex, basis: width, heightBasis: heightBasis, paddingBorder: horizontal,
      available: availableWidth)
    let heightValue = resolveHeight(
      flex.style.height, flex, basis: container.percentBasisHeight, paddingBorder: vertical,
      available: availableHeight)
    let minWidth = resolveWidth(
      flex.style.minWidth, flex, basis: width, heightBasis: heightBasis,
      paddingBorder: horizontal, available: availableWidth)
    let maxWidth = resolveWidth(
      flex.style.maxWidth, flex, basis: width, heightBasis: heightBasis,
      paddingBorder: horizontal, available: availableWidth)
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
  /// widths (its percentage heights resolved against `heightBasis`) and the
  /// `available` width; `auto`, unset and unresolvable give `nil`.
  @inline(__always)
  func resolveWidth(
    _ length: Length, _ flex: Flex, basis: Double?, heightBasis: Double?, paddingBorder: Double,
    available: Double?
  ) -> Double? {
    switch length.unit {
    case .points:
      return boxed(length.value, flex, paddingBorder)
    case .percent:
      guard let basis else { return nil }
      return boxed(basis * length.value / 100, flex, paddingBorder)
    case .maxContent:
      return intrinsicWidths(of: flex, percentBasis: heightBasis).maxContent + paddingBorder
    case .fitContent:
      let widths = intrinsicWidths(of: flex, percentBasis: heightBasis)
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
    flex.staticBox.boxSizing == .contentBox ? value + paddingBorder : max(value, paddingBorder)
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
    if flex.staticBox.isStatic, flex.staticBox.hasStaticSizes {
      return flex.staticBox.minHeight ?? 0
    }
    let length = flex.style.minHeight
    guard length.unit == .points || length.unit == .percent else { return 0 }
    return resolveHeight(length, flex, basis: basis, paddingBorder: paddingBorder, available: nil)
      ?? 0
  }

  /// A node's max height as a border-box height (`.infinity` when none).
  @inline(__always)
  func resolvedMaxHeight(_ flex: Flex, basis: Double?, paddingBorder: Double) -> Double {
    if flex.staticBox.isStatic, flex.staticBox.hasStaticSizes {
      return flex.staticBox.maxHeight ?? .infinity
    }
    let length = flex.style.maxHeight
    guard length.unit == .points || length.unit == .percent else { return .infinity }
    return resolveHeight(length, flex, basis: basis, paddingBorder: paddingBorder, available: nil)
      ?? .infinity
  }
}
