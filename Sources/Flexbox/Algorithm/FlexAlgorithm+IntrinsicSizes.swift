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
  /// margins; percentage widths count as `auto` (or zero) here. Percentage heights
  /// resolve against `percentBasis` for the node (the content height of its
  /// containing block when definite, else `nil`) and against the node's own content
  /// height, when definite, for its items: a height reaches the widths through an
  /// aspect ratio (CSS Sizing 3 §5.2.1: a percentage in the block axis resolves
  /// against a definite containing block even in an intrinsic size contribution).
  ///
  /// Cached per node until it is marked dirty, keyed on `percentBasis` when the
  /// widths depend on it (``widthsDependOnPercentBasis(_:)``); computed bottom-up with
  /// an explicit stack, so a deep tree costs no call depth.
  func intrinsicWidths(of flex: Flex, percentBasis: Double?) -> IntrinsicWidths {
    if let cached = flex.intrinsicWidths,
      !widthsDependOnPercentBasis(flex) || flex.intrinsicPercentBasis == percentBasis
    {
      return cached
    }
    flex.intrinsicPercentBasis = percentBasis
    if flex.childFlexes.isEmpty {
      let widths = ratioFloored(computeIntrinsicWidths(flex, percentBasis), flex, percentBasis)
      flex.intrinsicWidths = widths
      return widths
    }
    flex.intrinsicWidths = nil
    // The stack is scratch memory kept between calls (this function does not call
    // itself). A node on it holds the basis it is computed for
    // (``Flex/intrinsicPercentBasis``) when its widths depend on one.
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
          let basis = current.intrinsicPercentBasis
          current.intrinsicWidths = ratioFloored(
            computeIntrinsicWidths(current, basis), current, basis)
          return
        }
        stack.append((entry, true))
        // Items inherit the direction that resolves their logical edges (`start`,
        // `end`): set it here, as their layout would, which comes after.
        let direction = ResolvedDirection(
          current.lastDirection, inheriting: current.resolvedDirection)
        // What the items' percentage heights resolve against, found for the first
        // item that needs it.
        var itemBasis: Double?? = nil
        forEachInFlowItem(of: current) { child in
          if widthsDependOnPercentBasis(child) {
            // Its widths hold for the height its percentages resolve against.
            if itemBasis == nil {
              itemBasis = .some(definiteContentHeight(current, current.intrinsicPercentBasis))
            }
            let basis = itemBasis!
            if child.intrinsicWidths != nil, child.intrinsicPercentBasis == basis { return }
            child.intrinsicWidths = nil
            child.intrinsicPercentBasis = basis
          } else if child.intrinsicWidths != nil {
            return
          }
          child.resolvedDirection = ResolvedDirection(child.lastDirection, inheriting: direction)
          stack.append((Unmanaged.passUnretained(child), false))
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

  /// Whether a node's intrinsic widths depend on the height its percentage heights
  /// resolve against: it has one (``StaticBox/hasPercentHeights``), and it is a
  /// container (its items' percentages resolve against its content height) or has an
  /// aspect ratio (a height reaches its widths through the ratio). A measured leaf
  /// without a ratio is measured by width alone.
  @inline(__always)
  private func widthsDependOnPercentBasis(_ flex: Flex) -> Bool {
    flex.staticBox.hasPercentHeights
      && (flex.staticBox.hasAspectRatio || !flex.childFlexes.isEmpty)
  }

  /// The widths of one node, once its items' widths are known; `percentBasis` is what
  /// the node's percentage heights resolve against, and its definite content height,
  /// if any, what its items' do.
  private func computeIntrinsicWidths(_ flex: Flex, _ percentBasis: Double?) -> IntrinsicWidths {
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
    let itemBasis = definiteContentHeight(flex, percentBasis)
    if flex.style.isRow { return rowIntrinsicWidths(flex, itemBasis: itemBasis) }
    var minContent = 0.0
    var maxContent = 0.0
    forEachInFlowItem(of: flex) { child in
      let contribution = contributionOf(child, percentBasis: itemBasis)
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
    /// (``contributionOf(_:percentBasis:)``).
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
  private func rowIntrinsicWidths(_ flex: Flex, itemBasis: Double?) -> IntrinsicWidths {
    var minContent = 0.0
    var maxContent = 0.0
    var count = 0
    let wraps = flex.style.flexWrap != .noWrap
    // A single-line row of definite height stretches its items to it, which gives
    // items with an aspect ratio a definite width (Chrome counts it here).
    let stretchHeight = wraps ? nil : itemBasis
    forEachInFlowItem(of: flex) { child in
      count += 1
      var item = intrinsicItem(child, percentBasis: itemBasis)
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

  /// A row item's flex base size and limits ([§9.9.3]), without a containing block
  /// width: percentage widths count as `auto`; percentage heights resolve against
  /// `percentBasis` (the row's definite content height, or `nil`).
  ///
  /// [§9.9.3]: https://www.w3.org/TR/css-flexbox-1/#intrinsic-item-contributions
  private func intrinsicItem(_ flex: Flex, percentBasis: Double?) -> IntrinsicItem {
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
    let transferred = transferredWidth(flex, box, percentBasis)
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
  /// included (CSS Sizing 3 §5.2), its percentage heights resolved against
  /// `percentBasis` (its container's definite content height, or `nil`).
  private func contributionOf(_ flex: Flex, percentBasis: Double?) -> IntrinsicWidths {
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
      margins: margins, transferred: transferredWidth(flex, box, percentBasis))
  }

  /// The width a box with an aspect ratio and a definite height gets through the
  /// ratio (its height clamped by its min and max heights), or `nil`.
  ///
  /// [§9.9.3](https://www.w3.org/TR/css-flexbox-1/#intrinsic-item-contributions) takes
  /// an item's contributions from its sizes as in layout, and a percentage height,
  /// min-height or max-height is no cyclic percentage when the height it refers to,
  /// `percentBasis`, is definite ([CSS Sizing 3 §5.2.1]): it resolves here, as Chrome
  /// resolves it (random_dev_2000164: `max-height: 5%` of 183.5 caps `height: 100`
  /// at 9.17, which the ratio 2 makes 18.3, raised to its min-width 29; not 200).
  /// Against an indefinite height it counts as unset.
  ///
  /// [CSS Sizing 3 §5.2.1]: https://www.w3.org/TR/css-sizing-3/#cyclic-percentage-contribution
  private func transferredWidth(_ flex: Flex, _ box: BoxEdges, _ percentBasis: Double?) -> Double? {
    let style = flex.styleInPlace
    guard let ratio = style.pointee.aspectRatio,
      let preferred = resolveHeight(
        style.pointee.height, flex, basis: percentBasis, paddingBorder: box.vertical,
        available: nil)
    else {
      return nil
    }
    let height = clampedHeight(preferred, flex, box.vertical, percentBasis)
    return style.pointee.boxSizing.width(
      forHeight: height, ratio: ratio, horizontal: box.horizontal, vertical: box.vertical)
  }

  /// ``contributionOf(_:percentBasis:)`` from what the caller already resolved: the
  /// content's widths, padding and border, margins, and the width through the aspect
  /// ratio.
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
        // CSS Box Sizing 4 §4.3: the automatic minimum width of a box with a
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

  /// ``intrinsicItem(_:percentBasis:)`` for a style whose ``StaticBox`` is simple
  /// (points, `auto` or unset sizes, no direction- or percentage-dependent edges, no
  /// aspect ratio): the same values, read from the record.
  private func simpleIntrinsicItem(_ flex: Flex) -> IntrinsicItem {
    let facts = flex.staticBox
    let paddingBorder = facts.paddingBorder.left + facts.paddingBorder.right
    let margins = facts.margin.left + facts.margin.right
    let content = flex.intrinsicWidths ?? .zero
    let minContentSize = content.minContent + paddingBorder
    let maxContentSize = content.maxContent + paddingBorder
    let preferred = facts.width
    var basis = flex.style.flexBasis
    // DEVIATION(browser): as in ``intrinsicItem(_:percentBasis:)``, a percentage flex
    // basis is the width here.
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

  /// ``contributionOf(_:percentBasis:)`` for a style whose ``StaticBox`` is simple: the
  /// same values, read from the record.
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

  /// A height clamped by the node's min and max heights (which transfer through an
  /// aspect ratio with it): points, and percentages of a definite `percentBasis`.
  private func clampedHeight(
    _ height: Double, _ flex: Flex, _ paddingBorder: Double, _ percentBasis: Double?
  ) -> Double {
    let style = flex.styleInPlace
    let low =
      resolveHeight(
        style.pointee.minHeight, flex, basis: percentBasis, paddingBorder: paddingBorder,
        available: nil) ?? 0
    let high =
      resolveHeight(
        style.pointee.maxHeight, flex, basis: percentBasis, paddingBorder: paddingBorder,
        available: nil) ?? .infinity
    return max(low, min(high, height))
  }

  /// The intrinsic widths of a box with an aspect ratio and an automatic height, no
  /// narrower than its smallest height (padding and border, or its min height)
  /// through the ratio, as Chrome sizes such boxes (CSS Box Sizing 4 §4.4, the
  /// minimum transferred through the ratio). A percentage height counts as
  /// automatic when `percentBasis`, the height it refers to, is indefinite
  /// (random_dev_2000017); a percentage min height resolves against a definite one.
  private func ratioFloored(
    _ widths: IntrinsicWidths, _ flex: Flex, _ percentBasis: Double?
  ) -> IntrinsicWidths {
    guard flex.staticBox.hasAspectRatio, let ratio = flex.style.aspectRatio,
      !flex.style.height.isDefined || flex.style.height.isAuto
        || (flex.style.height.unit == .percent && percentBasis == nil)
    else {
      return widths
    }
    let style = flex.styleInPlace
    let direction = ResolvedDirection(flex.lastDirection, inheriting: flex.resolvedDirection)
    let box = BoxEdges(flex, direction: direction, basisWidth: nil)
    let vertical = box.vertical
    let horizontal = box.horizontal
    let smallest = clampedHeight(vertical, flex, vertical, percentBasis)
    let width =
      style.pointee.boxSizing == .contentBox
      ? max(0, smallest - vertical) * ratio : max(0, smallest * ratio - horizontal)
    return IntrinsicWidths(
      minContent: max(widths.minContent, width), maxContent: max(widths.maxContent, width))
  }

  /// A node's content height when its style makes it definite (points, or a
  /// percentage of a definite `percentBasis`, within its min and max heights), without
  /// a containing block width: what its items' percentage heights resolve against.
  private func definiteContentHeight(_ flex: Flex, _ percentBasis: Double?) -> Double? {
    if flex.staticBox.heightIsAuto { return nil }
    let unit = flex.style.height.unit
    guard unit == .points || (unit == .percent && percentBasis != nil) else { return nil }
    let box = BoxEdges(flex, direction: flex.resolvedDirection, basisWidth: nil)
    let vertical = box.vertical
    guard
      let preferred = resolveHeight(
        flex.style.height, flex, basis: percentBasis, paddingBorder: vertical, available: nil)
    else { return nil }
    let height = clampedHeight(preferred, flex, vertical, percentBasis)
    return max(0, height - vertical)
  }

  /// The width of an item of a row whose content height is `height`, when the item
  /// has an aspect ratio and an automatic size and is stretched to the row's height
  /// (against which its percentage min and max heights resolve).
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
    let itemHeight = clampedHeight(max(box.vertical, outer), item, box.vertical, height)
    return item.style.boxSizing.width(
      forHeight: itemHeight, ratio: ratio, horizontal: box.horizontal, vertical: box.vertical)
  }
}
