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
    // The stack is scratch memory kept between calls (this function does not call
    // itself).
    var stack: [(flex: Unmanaged<Flex>, expanded: Bool)] = []
    swap(&stack, &intrinsicStack)
    defer {
      stack.removeAll(keepingCapacity: true)
      swap(&stack, &intrinsicStack)
    }
    stack.append((Unmanaged.passUnretained(flex), false))
    while let (entry, expanded) = stack.popLast() {
      entry._withUnsafeGuaranteedRef { current in
        if current.intrinsicWidths != nil { return }
        if expanded {
          current.intrinsicWidths = ratioFloored(computeIntrinsicWidths(current), current)
          return
        }
        stack.append((entry, true))
        // Items inherit the direction that resolves their logical edges (`start`,
        // `end`): set it here, as their layout would, which comes after.
        let direction = ResolvedDirection(
          current.lastDirection, inheriting: current.resolvedDirection)
        forEachInFlowItem(of: current) { child in
          if child.intrinsicWidths == nil {
            child.resolvedDirection = ResolvedDirection(child.lastDirection, inheriting: direction)
            stack.append((Unmanaged.passUnretained(child), false))
          }
        }
      }
    }
    return flex.intrinsicWidths ?? .zero
  }

  /// Calls `body` with each in-flow item of the node of `flex` (expanding
  /// `display: contents`).
  @inline(__always)
  private func forEachInFlowItem(of flex: Flex, _ body: (Flex) -> Void) {
    for entry in flex.childFlexes {
      entry._withUnsafeGuaranteedRef { child in
        forEachInFlowItem(child: child, body)
      }
    }
  }

  /// ``forEachInFlowItem(of:_:)`` for one child.
  @inline(__always)
  private func forEachInFlowItem(child: Flex, _ body: (Flex) -> Void) {
    guard child.isIncludedInLayout else { return }
    switch child.style.display {
    case .none:
      return
    case .flex:
      if child.style.position != .absolute { body(child) }
    case .contents:
      // Its children take its place, in order; an explicit stack keeps nested
      // `contents` nodes off the call stack.
      var stack: [(list: UnsafeMutableBufferPointer<Unmanaged<Flex>>, next: Int)] = [
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

  /// The widths of one node, once its items' widths are known.
  private func computeIntrinsicWidths(_ flex: Flex) -> IntrinsicWidths {
    if flex.childFlexes.isEmpty {
      // (The preparation noted whether the node has a measure function; reading it
      // from the node costs an exclusivity check.)
      guard flex.hasMeasure, let measure = flex.owner._withUnsafeGuaranteedRef({ $0.measure })
      else { return .zero }
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

  /// What a row needs of one item for its intrinsic widths: the flex base size and
  /// the limits of its hypothetical main size.
  struct IntrinsicItem {
    /// The flex base size, border box.
    var flexBaseSize: Double
    /// The used min and max widths, border box (the automatic minimum resolved).
    var minMain: Double
    var maxMain: Double
    var paddingBorder: Double
    /// The left and right margins.
    var margins: Double
    var grow: Double
    var shrink: Double
    /// Whether the flex basis is definite (a length, not the content's size).
    var definiteBasis: Bool
    /// Its min-content and max-content contributions, margins included
    /// (``contributionOf(_:)``).
    var contribution: IntrinsicWidths

    /// The flex base size clamped by the min and max widths.
    var hypotheticalMainSize: Double {
      max(paddingBorder, max(minMain, min(maxMain, flexBaseSize)))
    }

    /// What the item contributes to the row for one of its contributions (border
    /// box): the contribution itself, unless the item cannot flex from its flex base
    /// size towards it (it would have to grow with a zero grow factor, or shrink with
    /// a zero shrink factor) and its flex basis is definite; then its hypothetical
    /// main size.
    func rowShare(of contribution: Double) -> Double {
      let stuck =
        (contribution > flexBaseSize && grow == 0) || (contribution < flexBaseSize && shrink == 0)
      return stuck && definiteBasis ? hypotheticalMainSize : contribution
    }
  }

  /// A row's intrinsic widths, as Chrome computes them.
  ///
  /// [§9.9.1](https://www.w3.org/TR/css-flexbox-1/#intrinsic-main-sizes) sizes a row
  /// from its items' desired flex fractions. Chrome (and the Chromium corpus) instead
  /// sums the items' min-content and max-content contributions, except that an item
  /// whose flexibility cannot take its definite flex base size to a contribution
  /// counts its hypothetical main size for it (``IntrinsicItem/rowShare(of:)``). The
  /// flex-fraction algorithm, which this engine followed before, put an item with
  /// `flex-basis: 143px`, no content and a shrink factor at 143 where Chrome puts it
  /// at 0. A multi-line row's min-content width is its largest min-content
  /// contribution; gaps count between items (in the min-content width only on one
  /// line).
  private func rowIntrinsicWidths(_ flex: Flex) -> IntrinsicWidths {
    var minContent = 0.0
    var maxContent = 0.0
    var count = 0
    let wraps = flex.style.flexWrap != .noWrap
    // A single-line row of definite height stretches its items to it, which gives
    // items with an aspect ratio a definite width (Chrome counts it here).
    let stretchHeight = wraps ? nil : definiteContentHeight(flex)
    forEachInFlowItem(of: flex) { child in
      count += 1
      var item = intrinsicItem(child)
      var contribution = item.contribution
      if let height = stretchHeight, let width = stretchedRatioWidth(child, flex, height) {
        item.flexBaseSize = width
        item.definiteBasis = true
        contribution = IntrinsicWidths(
          minContent: width + item.margins, maxContent: width + item.margins)
      }
      maxContent += item.rowShare(of: contribution.maxContent - item.margins) + item.margins
      if wraps {
        minContent = max(minContent, contribution.minContent)
      } else {
        minContent += item.rowShare(of: contribution.minContent - item.margins) + item.margins
      }
    }
    guard count > 0 else { return .zero }
    let gaps = max(0, flex.style.resolvedColumnGap.resolveOrZero(nil)) * Double(count - 1)
    maxContent += gaps
    if !wraps { minContent += gaps }
    // Negative margins can take the sums below zero.
    minContent = max(0, minContent)
    return IntrinsicWidths(minContent: minContent, maxContent: max(minContent, maxContent))
  }

  /// A row item's flex base size and limits ([§9.9.3]), without a containing block:
  /// percentages count as `auto`.
  ///
  /// [§9.9.3]: https://www.w3.org/TR/css-flexbox-1/#intrinsic-item-contributions
  private func intrinsicItem(_ flex: Flex) -> IntrinsicItem {
    if flex.staticBox.isSimple { return simpleIntrinsicItem(flex) }
    let style = flex.styleInPlace
    let direction = ResolvedDirection(flex.lastDirection, inheriting: flex.resolvedDirection)
    let box = BoxEdges(flex, direction: direction, basisWidth: nil)
    let paddingBorder = box.horizontal
    let margins =
      style.pointee.margin.leftEdge(direction).resolveOrZero(nil)
      + style.pointee.margin.rightEdge(direction).resolveOrZero(nil)
    let content = flex.intrinsicWidths ?? .zero
    let minContentSize = content.minContent + paddingBorder
    let maxContentSize = content.maxContent + paddingBorder
    let transferred = transferredWidth(flex, box)
    // The specified size suggestion of §4.5: the width property when it is a length
    // (a size transferred through an aspect ratio is not one).
    let specified =
      style.pointee.width.unit == .points
      ? boxed(style.pointee.width.value, flex, paddingBorder) : nil
    var basis = style.pointee.flexBasis
    // DEVIATION(browser): for intrinsic sizes, Chrome treats a percentage flex basis
    // as `auto` (the width), where §7.2.3 would make it `content`.
    if basis.unit == .auto || basis.unit == .undefined || basis.unit == .percent {
      basis = style.pointee.width
    }
    let flexBaseSize: Double
    switch basis.unit {
    case .points: flexBaseSize = boxed(basis.value, flex, paddingBorder)
    case .maxContent: flexBaseSize = maxContentSize
    default: flexBaseSize = transferred ?? maxContentSize
    }
    let maxMain = intrinsicLimit(style.pointee.maxWidth, flex, content, paddingBorder) ?? .infinity
    var minMain: Double
    if style.pointee.minWidth.isAuto {
      // §4.5: the automatic minimum size (the specified size suggestion or the
      // content size suggestion, whichever is smaller).
      if style.pointee.overflow == .visible {
        let suggestion = min(max(minContentSize, transferred ?? 0), maxMain)
        minMain = min(specified.map { min($0, suggestion) } ?? suggestion, maxMain)
      } else {
        minMain = 0
      }
    } else {
      minMain = intrinsicLimit(style.pointee.minWidth, flex, content, paddingBorder) ?? 0
    }
    return IntrinsicItem(
      flexBaseSize: flexBaseSize, minMain: minMain, maxMain: maxMain,
      paddingBorder: paddingBorder, margins: margins, grow: style.pointee.flexGrow,
      shrink: style.pointee.flexShrink,
      definiteBasis: basis.unit == .points || (basis.unit != .maxContent && transferred != nil),
      contribution: clampedContribution(
        flex, content: content, paddingBorder: paddingBorder, margins: margins,
        transferred: transferred))
  }

  /// An item's min-content and max-content contributions: outer widths, margins
  /// included (CSS Box Sizing §5.1).
  private func contributionOf(_ flex: Flex) -> IntrinsicWidths {
    if flex.staticBox.isSimple { return simpleContribution(flex) }
    let style = flex.styleInPlace
    let direction = ResolvedDirection(flex.lastDirection, inheriting: flex.resolvedDirection)
    let box = BoxEdges(flex, direction: direction, basisWidth: nil)
    let paddingBorder = box.horizontal
    let margins =
      style.pointee.margin.leftEdge(direction).resolveOrZero(nil)
      + style.pointee.margin.rightEdge(direction).resolveOrZero(nil)
    return clampedContribution(
      flex, content: flex.intrinsicWidths ?? .zero, paddingBorder: paddingBorder,
      margins: margins, transferred: transferredWidth(flex, box))
  }

  /// The width a box with an aspect ratio and a height in points gets through the
  /// ratio (its height clamped by its min and max heights), or `nil`.
  private func transferredWidth(_ flex: Flex, _ box: BoxEdges) -> Double? {
    let style = flex.styleInPlace
    guard let ratio = style.pointee.aspectRatio, style.pointee.height.unit == .points else {
      return nil
    }
    let height = clampedHeight(
      boxed(style.pointee.height.value, flex, box.vertical), flex, box.vertical)
    return style.pointee.boxSizing == .contentBox
      ? max(0, height - box.vertical) * ratio + box.horizontal : height * ratio
  }

  /// ``contributionOf(_:)`` from what the caller already resolved: the content's
  /// widths, padding and border, margins, and the width through the aspect ratio.
  private func clampedContribution(
    _ flex: Flex, content: IntrinsicWidths, paddingBorder: Double, margins: Double,
    transferred: Double?
  ) -> IntrinsicWidths {
    let style = flex.styleInPlace
    var low = content.minContent + paddingBorder
    var high = content.maxContent + paddingBorder
    switch style.pointee.width.unit {
    case .points:
      low = boxed(style.pointee.width.value, flex, paddingBorder)
      high = low
    case .maxContent:
      low = high
    default:
      if let width = transferred {
        low = width
        high = width
        // CSS Box Sizing 4 §5.1: the automatic minimum width of a box with a
        // preferred aspect ratio is its content-based minimum, its min-content width.
        if style.pointee.minWidth.isAuto && style.pointee.overflow == .visible {
          low = max(low, content.minContent + paddingBorder)
          high = max(high, content.minContent + paddingBorder)
        }
      }
    }
    let minWidth = intrinsicLimit(style.pointee.minWidth, flex, content, paddingBorder) ?? 0
    let maxWidth = intrinsicLimit(style.pointee.maxWidth, flex, content, paddingBorder) ?? .infinity
    low = max(paddingBorder, max(minWidth, min(maxWidth, low)))
    high = max(paddingBorder, max(minWidth, min(maxWidth, high)))
    return IntrinsicWidths(minContent: low + margins, maxContent: high + margins)
  }

  /// ``intrinsicItem(_:)`` for a style whose ``StaticBox`` is simple (points, `auto`
  /// or unset sizes, no direction- or percentage-dependent edges, no aspect ratio):
  /// the same values, read from the record.
  private func simpleIntrinsicItem(_ flex: Flex) -> IntrinsicItem {
    let facts = flex.staticBox
    let paddingBorder = facts.paddingBorder.left + facts.paddingBorder.right
    let margins = facts.margin.left + facts.margin.right
    let content = flex.intrinsicWidths ?? .zero
    let minContentSize = content.minContent + paddingBorder
    let maxContentSize = content.maxContent + paddingBorder
    let preferred = facts.width
    var basis = flex.style.flexBasis
    // DEVIATION(browser): as in ``intrinsicItem(_:)``, a percentage flex basis is the
    // width here.
    if basis.unit == .auto || basis.unit == .undefined || basis.unit == .percent {
      basis = flex.style.width
    }
    let flexBaseSize: Double
    switch basis.unit {
    case .points: flexBaseSize = boxed(basis.value, flex, paddingBorder)
    case .maxContent: flexBaseSize = maxContentSize
    default: flexBaseSize = maxContentSize
    }
    let maxMain = facts.maxWidth ?? .infinity
    var minMain: Double
    if facts.minWidthIsAuto {
      // §4.5: the automatic minimum size.
      if facts.overflow == .visible {
        let suggestion = min(minContentSize, maxMain)
        minMain = min(preferred.map { min($0, suggestion) } ?? suggestion, maxMain)
      } else {
        minMain = 0
      }
    } else {
      minMain = facts.minWidth ?? 0
    }
    return IntrinsicItem(
      flexBaseSize: flexBaseSize, minMain: minMain, maxMain: maxMain,
      paddingBorder: paddingBorder, margins: margins, grow: facts.flexGrow,
      shrink: facts.flexShrink, definiteBasis: basis.unit == .points,
      contribution: simpleContribution(flex))
  }

  /// ``contributionOf(_:)`` for a style whose ``StaticBox`` is simple: the same values,
  /// read from the record.
  @inline(__always)
  private func simpleContribution(_ flex: Flex) -> IntrinsicWidths {
    let facts = flex.staticBox
    let paddingBorder = facts.paddingBorder.left + facts.paddingBorder.right
    let margins = facts.margin.left + facts.margin.right
    let content = flex.intrinsicWidths ?? .zero
    var low = content.minContent + paddingBorder
    var high = content.maxContent + paddingBorder
    if let width = facts.width {
      low = width
      high = width
    }
    let minWidth = facts.minWidth ?? 0
    let maxWidth = facts.maxWidth ?? .infinity
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
    let style = flex.styleInPlace
    let low =
      style.pointee.minHeight.unit == .points
      ? boxed(style.pointee.minHeight.value, flex, paddingBorder) : 0
    let high =
      style.pointee.maxHeight.unit == .points
      ? boxed(style.pointee.maxHeight.value, flex, paddingBorder) : .infinity
    return max(low, min(high, height))
  }

  /// The intrinsic widths of a box with an aspect ratio and an automatic height, no
  /// narrower than its smallest height (padding and border, or its min height)
  /// through the ratio, as Chrome sizes such boxes (CSS Box Sizing 4 §5.2, the
  /// minimum transferred through the ratio). A percentage height counts as
  /// automatic: intrinsic widths are taken without a containing block, against
  /// which a percentage height is indefinite (random_dev_2000017).
  private func ratioFloored(_ widths: IntrinsicWidths, _ flex: Flex) -> IntrinsicWidths {
    guard flex.staticBox.hasAspectRatio, let ratio = flex.style.aspectRatio,
      !flex.style.height.isDefined || flex.style.height.isAuto
        || flex.style.height.unit == .percent
    else {
      return widths
    }
    let style = flex.styleInPlace
    let direction = ResolvedDirection(flex.lastDirection, inheriting: flex.resolvedDirection)
    let box = BoxEdges(flex, direction: direction, basisWidth: nil)
    let vertical = box.vertical
    let horizontal = box.horizontal
    let smallest = clampedHeight(vertical, flex, vertical)
    let width =
      style.pointee.boxSizing == .contentBox
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
