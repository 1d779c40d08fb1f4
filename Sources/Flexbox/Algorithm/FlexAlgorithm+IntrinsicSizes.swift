import FixFlex

extension FlexAlgorithm {
  /// A node's min-content and max-content widths, content box
  /// ([§9.9 Intrinsic Sizes](https://www.w3.org/TR/css-flexbox-1/#intrinsic-sizes), as
  /// browsers compute them).
  ///
  /// - A text leaf: its measure function with no width (max-content) and with zero
  ///   width (min-content: its longest unbreakable run).
  /// - A row: the sum of its items' contributions plus gaps; a wrapping row's
  ///   min-content is its largest item's.
  /// - A column: its largest item's contributions.
  ///
  /// An item's contribution is its width property when definite, else its content
  /// widths plus padding and border, clamped by its min and max widths, plus its
  /// margins; percentages count as `auto` (or zero) here.
  ///
  /// Cached per node until it is marked dirty; computed bottom-up with an explicit
  /// stack, so a deep tree costs no call depth.
  func intrinsicWidths(of flex: Flex) -> IntrinsicWidths {
    if let cached = flex.intrinsicWidths { return cached }
    if flex.childFlexes.isEmpty {
      let widths = ratioFloored(computeIntrinsicWidths(flex), flex)
      flex.intrinsicWidths = widths
      return widths
    }
    var stack: [(flex: Unmanaged<Flex>, expanded: Bool)] = [(Unmanaged.passUnretained(flex), false)]
    while let (entry, expanded) = stack.popLast() {
      let current = entry.takeUnretainedValue()
      if current.intrinsicWidths != nil { continue }
      if expanded {
        current.intrinsicWidths = ratioFloored(computeIntrinsicWidths(current), current)
        continue
      }
      stack.append((entry, true))
      forEachInFlowItem(of: current) { child in
        if child.intrinsicWidths == nil { stack.append((Unmanaged.passUnretained(child), false)) }
      }
    }
    return flex.intrinsicWidths ?? .zero
  }

  /// Calls `body` with each in-flow item of the node of `flex` (expanding
  /// `display: contents`).
  private func forEachInFlowItem(of flex: Flex, _ body: (Flex) -> Void) {
    for entry in flex.childFlexes {
      let child = entry.takeUnretainedValue()
      guard child.isIncludedInLayout else { continue }
      switch child.style.display {
      case .none:
        continue
      case .flex:
        if child.style.position != .absolute { body(child) }
      case .contents:
        // Its children take its place, in order; an explicit stack keeps nested
        // `contents` nodes off the call stack.
        var stack: [(list: ContiguousArray<Unmanaged<Flex>>, next: Int)] = [
          (child.childFlexes, 0)
        ]
        while !stack.isEmpty {
          let top = stack.count - 1
          guard stack[top].next < stack[top].list.count else {
            stack.removeLast()
            continue
          }
          let inner = stack[top].list[stack[top].next].takeUnretainedValue()
          stack[top].next += 1
          guard inner.isIncludedInLayout else { continue }
          switch inner.style.display {
          case .none: continue
          case .contents: stack.append((inner.childFlexes, 0))
          case .flex:
            if inner.style.position != .absolute { body(inner) }
          }
        }
      }
    }
  }

  /// The widths of one node, once its items' widths are known.
  private func computeIntrinsicWidths(_ flex: Flex) -> IntrinsicWidths {
    if flex.childFlexes.isEmpty {
      guard let measure = flex.owner._withUnsafeGuaranteedRef({ $0.measure }) else { return .zero }
      measureCount += 2
      let widest = measure(.unconstrained)
      let narrowest = measure(
        MeasureProposal(width: 0, widthMode: .atMost, height: .infinity, heightMode: .undefined))
      let maxContent = sanitized(widest.size.width)
      return IntrinsicWidths(
        minContent: min(sanitized(narrowest.size.width), maxContent), maxContent: maxContent)
    }
    if flex.style.isRow { return rowIntrinsicWidths(flex) }
    var minContent = 0.0
    var maxContent = 0.0
    forEachInFlowItem(of: flex) { child in
      let contribution = contributionOf(child)
      minContent = max(minContent, contribution.minContent)
      maxContent = max(maxContent, contribution.maxContent)
    }
    return IntrinsicWidths(minContent: minContent, maxContent: max(minContent, maxContent))
  }

  /// One item of a row, for [§9.9.1 Flex Container Intrinsic Main Sizes].
  ///
  /// [§9.9.1 Flex Container Intrinsic Main Sizes]: https://www.w3.org/TR/css-flexbox-1/#intrinsic-main-sizes
  private struct IntrinsicItem {
    var flexBaseSize: Double
    var minContribution: Double
    var maxContribution: Double
    var minMain: Double
    var maxMain: Double
    var paddingBorder: Double
    var margins: Double
    var grow: Double
    var shrink: Double
    /// The flex shrink factor times the inner flex base size.
    var scaledShrink: Double { shrink * max(0, flexBaseSize - paddingBorder) }
  }

  /// A row's intrinsic widths (§9.9.1): the smallest width at which flex layout gives
  /// each item at least its contribution, as far as its flexibility allows.
  ///
  /// "For each flex item, subtract its outer flex base size from its max-content
  /// contribution size. If that result is positive, divide it by the item's flex grow
  /// factor if the flex grow factor is ≥ 1, or multiply it by the flex grow factor if
  /// the flex grow factor is < 1; if the result is negative, divide it by the item's
  /// scaled flex shrink factor (if dividing by zero, treat the result as negative
  /// infinity). This is the item's desired flex fraction." The largest fraction of the
  /// line (of infinite length) is chosen (divided by the sum of grow factors when
  /// that is below 1 and it is positive; multiplied by the sum of shrink factors when
  /// that is below 1 and it is negative); each item's size is its flex base size plus
  /// its share of that fraction, clamped; the width is their sum. A multi-line row's
  /// min-content width is its largest min-content contribution.
  private func rowIntrinsicWidths(_ flex: Flex) -> IntrinsicWidths {
    var entries: [IntrinsicItem] = []
    var minContent = 0.0
    let wraps = flex.style.flexWrap != .noWrap
    // A single-line row of definite height stretches its items to it, which gives
    // items with an aspect ratio a definite width (Chrome counts it here).
    let stretchHeight = wraps ? nil : definiteContentHeight(flex)
    forEachInFlowItem(of: flex) { child in
      var entry = intrinsicItem(child)
      if let height = stretchHeight, let width = stretchedRatioWidth(child, flex, height) {
        entry.flexBaseSize = width
        entry.minContribution = width
        entry.maxContribution = width
      }
      entries.append(entry)
      // DEVIATION(browser): Chrome's min-content width of a row is the sum (one
      // line) or the largest (several lines) of the items' plain min-content
      // contributions, not §9.9.1's flex-fraction computation.
      var contribution = contributionOf(child).minContent
      if let height = stretchHeight, let width = stretchedRatioWidth(child, flex, height) {
        contribution = width + entry.margins
      }
      minContent = wraps ? max(minContent, contribution) : minContent + contribution
    }
    guard !entries.isEmpty else { return .zero }
    let gap = max(0, flex.style.resolvedColumnGap.resolveOrZero(nil))
    let gaps = gap * Double(entries.count - 1)
    let maxContent = Self.intrinsicMainSize(entries, useMax: true) + gaps
    if !wraps { minContent += gaps }
    return IntrinsicWidths(minContent: min(minContent, maxContent), maxContent: maxContent)
  }

  /// The flex-fraction sum of §9.9.1 for one line of items.
  private static func intrinsicMainSize(_ entries: [IntrinsicItem], useMax: Bool) -> Double {
    var chosen = -Double.infinity
    var growSum = 0.0
    var shrinkSum = 0.0
    for entry in entries {
      growSum += entry.grow
      shrinkSum += entry.shrink
      let desired = (useMax ? entry.maxContribution : entry.minContribution) - entry.flexBaseSize
      let fraction: Double
      if desired > 0 {
        fraction = entry.grow >= 1 ? desired / entry.grow : desired * entry.grow
      } else {
        // A zero result takes this branch too, as in Chrome: an item that wants no
        // change and cannot shrink does not hold the others back.
        let scaled = entry.scaledShrink
        fraction = scaled > 0 ? desired / scaled : -.infinity
      }
      chosen = max(chosen, fraction)
    }
    if chosen > 0, growSum < 1 { chosen /= growSum }
    if chosen < 0, shrinkSum < 1 { chosen *= shrinkSum }
    var sum = 0.0
    for entry in entries {
      var size = entry.flexBaseSize
      if chosen > 0 {
        size += entry.grow * chosen
      } else if chosen < 0, entry.scaledShrink > 0 {
        size += entry.scaledShrink * chosen
      }
      size = max(entry.paddingBorder, max(entry.minMain, min(entry.maxMain, size)))
      sum += size + entry.margins
    }
    return sum
  }

  /// A row item's flex base size, contributions ([§9.9.3]) and limits, without a
  /// containing block: percentages count as `auto`.
  ///
  /// "The main-size min-content contribution of a flex item is the larger of its outer
  /// min-content size and outer preferred size if that is not auto, clamped by its
  /// flex base size as a maximum (if it is not growable) and/or as a minimum (if it is
  /// not shrinkable), and then further clamped by its min/max main size." (Likewise
  /// with max-content.) As in Chrome, a definite preferred size is taken as it is.
  ///
  /// [§9.9.3]: https://www.w3.org/TR/css-flexbox-1/#intrinsic-item-contributions
  private func intrinsicItem(_ flex: Flex) -> IntrinsicItem {
    let style = flex.style
    let direction = ResolvedDirection(flex.lastDirection, inheriting: flex.resolvedDirection)
    let box = BoxEdges(flex, direction: direction, basisWidth: nil)
    let paddingBorder = box.horizontal
    let margins =
      style.margin.leftEdge(direction).resolveOrZero(nil)
      + style.margin.rightEdge(direction).resolveOrZero(nil)
    let content = flex.intrinsicWidths ?? .zero
    let minContentSize = content.minContent + paddingBorder
    let maxContentSize = content.maxContent + paddingBorder
    var transferred: Double?
    if let ratio = style.aspectRatio, style.height.unit == .points {
      let height = clampedHeight(boxed(style.height.value, flex, box.vertical), flex, box.vertical)
      transferred =
        style.boxSizing == .contentBox
        ? max(0, height - box.vertical) * ratio + paddingBorder : height * ratio
    }
    var preferred: Double?
    switch style.width.unit {
    case .points: preferred = boxed(style.width.value, flex, paddingBorder)
    case .maxContent: preferred = maxContentSize
    default: preferred = transferred
    }
    var basis = style.flexBasis
    // DEVIATION(browser): for intrinsic sizes, Chrome treats a percentage flex basis
    // as `auto` (the width), where §7.2.3 would make it `content`.
    if basis.unit == .auto || basis.unit == .undefined || basis.unit == .percent {
      basis = style.width
    }
    let flexBaseSize: Double
    switch basis.unit {
    case .points: flexBaseSize = boxed(basis.value, flex, paddingBorder)
    case .maxContent: flexBaseSize = maxContentSize
    default: flexBaseSize = transferred ?? maxContentSize
    }
    let maxMain = intrinsicLimit(style.maxWidth, flex, content, paddingBorder) ?? .infinity
    var minMain: Double
    if style.minWidth.isAuto {
      // §4.5: the automatic minimum size (the specified size suggestion or the
      // content size suggestion, whichever is smaller).
      if style.overflow == .visible {
        let suggestion = min(max(minContentSize, transferred ?? 0), maxMain)
        minMain = min(preferred.map { min($0, suggestion) } ?? suggestion, maxMain)
      } else {
        minMain = 0
      }
    } else {
      minMain = intrinsicLimit(style.minWidth, flex, content, paddingBorder) ?? 0
    }
    // DEVIATION(browser): Chrome takes a definite preferred size as the contribution
    // (the CSS 2 notion), not "the larger of" it and the content size as §9.9.3 says.
    var minContribution = preferred ?? minContentSize
    var maxContribution = preferred ?? maxContentSize
    if style.flexGrow == 0 {
      minContribution = min(minContribution, flexBaseSize)
      maxContribution = min(maxContribution, flexBaseSize)
    }
    if style.flexShrink == 0 {
      minContribution = max(minContribution, flexBaseSize)
      maxContribution = max(maxContribution, flexBaseSize)
    }
    minContribution = max(paddingBorder, max(minMain, min(maxMain, minContribution)))
    maxContribution = max(paddingBorder, max(minMain, min(maxMain, maxContribution)))
    return IntrinsicItem(
      flexBaseSize: flexBaseSize, minContribution: minContribution,
      maxContribution: maxContribution, minMain: minMain, maxMain: maxMain,
      paddingBorder: paddingBorder, margins: margins, grow: style.flexGrow,
      shrink: style.flexShrink)
  }

  /// An item's min-content and max-content contributions: outer widths, margins
  /// included (CSS Box Sizing §5.1).
  private func contributionOf(_ flex: Flex) -> IntrinsicWidths {
    let style = flex.style
    let direction = ResolvedDirection(flex.lastDirection, inheriting: flex.resolvedDirection)
    let box = BoxEdges(flex, direction: direction, basisWidth: nil)
    let paddingBorder = box.horizontal
    let margins =
      style.margin.leftEdge(direction).resolveOrZero(nil)
      + style.margin.rightEdge(direction).resolveOrZero(nil)
    let content = flex.intrinsicWidths ?? .zero
    var low = content.minContent + paddingBorder
    var high = content.maxContent + paddingBorder
    switch style.width.unit {
    case .points:
      low = boxed(style.width.value, flex, paddingBorder)
      high = low
    case .maxContent:
      low = high
    default:
      if let ratio = style.aspectRatio, style.height.unit == .points {
        let height = clampedHeight(
          boxed(style.height.value, flex, box.vertical), flex, box.vertical)
        let width =
          style.boxSizing == .contentBox
          ? max(0, height - box.vertical) * ratio + paddingBorder : height * ratio
        low = width
        high = width
      }
    }
    let minWidth = intrinsicLimit(style.minWidth, flex, content, paddingBorder) ?? 0
    let maxWidth = intrinsicLimit(style.maxWidth, flex, content, paddingBorder) ?? .infinity
    low = max(paddingBorder, max(minWidth, min(maxWidth, low)))
    high = max(paddingBorder, max(minWidth, min(maxWidth, high)))
    return IntrinsicWidths(minContent: low + margins, maxContent: high + margins)
  }

  /// A min or max width usable without a containing block: points and content
  /// keywords; percentages and `stretch` count as unset.
  private func intrinsicLimit(
    _ length: Length, _ flex: Flex, _ content: IntrinsicWidths, _ paddingBorder: Double
  ) -> Double? {
    switch length.unit {
    case .points: return boxed(length.value, flex, paddingBorder)
    case .maxContent: return content.maxContent + paddingBorder
    case .fitContent: return content.maxContent + paddingBorder
    default: return nil
    }
  }

  /// A height clamped by the node's min and max heights in points (which transfer
  /// through an aspect ratio with it).
  private func clampedHeight(_ height: Double, _ flex: Flex, _ paddingBorder: Double) -> Double {
    let style = flex.style
    let low =
      style.minHeight.unit == .points ? boxed(style.minHeight.value, flex, paddingBorder) : 0
    let high =
      style.maxHeight.unit == .points
      ? boxed(style.maxHeight.value, flex, paddingBorder) : .infinity
    return max(low, min(high, height))
  }

  /// The intrinsic widths of a box with an aspect ratio and an automatic height, no
  /// narrower than its smallest height (padding and border, or its min height)
  /// through the ratio, as Chrome sizes such boxes.
  private func ratioFloored(_ widths: IntrinsicWidths, _ flex: Flex) -> IntrinsicWidths {
    guard let ratio = flex.style.aspectRatio,
      !flex.style.height.isDefined || flex.style.height.isAuto
    else {
      return widths
    }
    let style = flex.style
    let direction = ResolvedDirection(flex.lastDirection, inheriting: flex.resolvedDirection)
    let box = BoxEdges(flex, direction: direction, basisWidth: nil)
    let vertical = box.vertical
    let horizontal = box.horizontal
    let smallest = clampedHeight(vertical, flex, vertical)
    let width =
      style.boxSizing == .contentBox
      ? max(0, smallest - vertical) * ratio : max(0, smallest * ratio - horizontal)
    return IntrinsicWidths(
      minContent: max(widths.minContent, width), maxContent: max(widths.maxContent, width))
  }

  /// A node's content height when its style makes it definite (points, within its
  /// min and max heights in points), without a containing block.
  private func definiteContentHeight(_ flex: Flex) -> Double? {
    guard flex.style.height.unit == .points else { return nil }
    let box = BoxEdges(flex, direction: flex.resolvedDirection, basisWidth: nil)
    let vertical = box.vertical
    let height = clampedHeight(boxed(flex.style.height.value, flex, vertical), flex, vertical)
    return max(0, height - vertical)
  }

  /// The width of an item of a row whose content height is `height`, when the item
  /// has an aspect ratio and an automatic size and is stretched to the row's height.
  private func stretchedRatioWidth(_ item: Flex, _ row: Flex, _ height: Double) -> Double? {
    guard let ratio = item.style.aspectRatio,
      !item.style.width.isDefined || item.style.width.isAuto,
      !item.style.height.isDefined || item.style.height.isAuto,
      Self.resolveAlignSelf(item.style.alignSelf, row.style.alignItems) == .stretch
    else { return nil }
    let top = item.style.margin.topEdge
    let bottom = item.style.margin.bottomEdge
    guard !top.isAuto, !bottom.isAuto else { return nil }
    let box = BoxEdges(item, direction: item.resolvedDirection, basisWidth: nil)
    let outer = height - top.resolveOrZero(nil) - bottom.resolveOrZero(nil)
    let itemHeight = clampedHeight(max(box.vertical, outer), item, box.vertical)
    return item.style.boxSizing == .contentBox
      ? max(0, itemHeight - box.vertical) * ratio + box.horizontal : itemHeight * ratio
  }
}
