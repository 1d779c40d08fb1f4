import FixFlex

extension FlexAlgorithm {
  /// [§9.4 Cross Size Determination](https://www.w3.org/TR/css-flexbox-1/#cross-sizing),
  /// step 7: "Determine the hypothetical cross size of each item by performing layout
  /// with the used main size and the available space, treating auto as fit-content."
  ///
  /// A row's items are laid out at their flexed width; their height follows (and
  /// their baseline, for baseline alignment). A column's items already have their
  /// width (§9.2).
  @inline(never)
  func determineHypotheticalCrossSizes(_ container: inout FlexContainer) {
    let items = container.items
    for index in 0..<container.itemCount {
      if container.isRow {
        let crossProperty = items[index].crossProperty
        let input = childInput(
          container, items[index].flexRef, width: items[index].targetMainSize,
          height: crossProperty, heightIsDefinite: crossProperty != nil)
        let output = items[index].withFlex { computeNode($0, input, performLayout: false) }
        let keywords = items[index].heightLimitKeywords
        if keywords != 0 {
          // Content keywords as min or max height: the content height (Chrome).
          if keywords & 1 != 0 { items[index].minCross = output.contentHeight }
          if keywords & 2 != 0 { items[index].maxCross = output.contentHeight }
        }
        let cross = clampedCross(output.height, items[index])
        items[index].hypotheticalCrossSize = cross
        items[index].crossFromContent = crossProperty == nil && cross == output.height
        items[index].baseline = output.baseline ?? cross
      } else {
        let item = items[index]
        if item.flex.staticBox.hasAspectRatio, let ratio = item.flex.style.aspectRatio,
          item.crossIsAuto, item.mainProperty == nil,
          item.crossProperty == nil, container.isMultiLine || !isStretchable(item)
        {
          // A fit-content width gives way to the flexed height through the aspect
          // ratio (as Chrome lays the item out at its used height). Without the
          // min-content floor of ``columnItemWidth(_:_:)``: Chrome applies it to a
          // height the style gives, not to a flexed one (random_dev_2000184).
          items[index].hypotheticalCrossSize = clampedCross(
            columnRatioWidth(item.targetMainSize, ratio, item), item)
          items[index].crossSize = items[index].hypotheticalCrossSize
        }
        // DEVIATION(browser): a column's items have no baseline along its cross axis
        // (their inline axis); Chrome aligns `baseline` items by a baseline
        // synthesized at their left border edge, where §8.3 says `flex-start`.
        items[index].baseline = 0
      }
    }
  }

  /// §9.4 step 8: the cross size of each flex line.
  ///
  /// "If the flex container is single-line and has a definite cross size, the cross
  /// size of the flex line is the flex container's inner cross size." Otherwise, the
  /// larger of the largest outer hypothetical cross size of the items not aligned by
  /// baseline, and the largest distance between a baseline-aligned item's baseline and
  /// its cross-start margin edge plus the largest distance between its baseline and
  /// its cross-end margin edge. A single-line container's line is then clamped by the
  /// container's min and max cross sizes.
  @inline(__always)
  func calculateLineCrossSizes(_ container: inout FlexContainer) {
    let items = container.items
    for line in 0..<container.lineCount {
      var largestOuter = 0.0
      var maxAscent = 0.0
      var maxDescent = 0.0
      for index in container.lines[line].start..<container.lines[line].end {
        let item = items[index]
        let outer = item.hypotheticalCrossSize + item.crossMargins
        if participatesInBaselineAlignment(container, item) {
          let ascent = ascentOf(container, item, crossSize: item.hypotheticalCrossSize)
          maxAscent = max(maxAscent, ascent)
          maxDescent = max(maxDescent, outer - ascent)
        } else {
          largestOuter = max(largestOuter, outer)
        }
      }
      container.lines[line].maxAscent = maxAscent
      container.lines[line].crossSize = max(largestOuter, maxAscent + maxDescent)
    }
    if !container.isMultiLine {
      container.naturalLineCross = container.lines[0].crossSize
      if let inner = container.definiteInnerCross {
        container.lines[0].crossSize = inner
      } else {
        // Only a row's height can be indefinite here.
        container.lines[0].crossSize = max(
          container.minContentHeight,
          min(container.maxContentHeight, container.lines[0].crossSize))
      }
    }
  }

  /// §9.4 step 15: "Determine the flex container's used cross size": a definite one as
  /// it is; otherwise the sum of the lines' cross sizes and the gaps between them,
  /// clamped by the container's min and max cross sizes.
  @inline(__always)
  func determineContainerCrossSize(_ container: inout FlexContainer) {
    var sum = 0.0
    for line in 0..<container.lineCount { sum += container.lines[line].crossSize }
    if container.lineCount > 1 { sum += container.crossGap * Double(container.lineCount - 1) }
    container.contentCross = sum
    if let inner = container.definiteInnerCross {
      container.innerCross = inner
    } else {
      container.innerCross = max(
        container.minContentHeight, min(container.maxContentHeight, sum))
    }
  }

  /// §9.4 step 9: "If the flex container has a definite cross size, align-content is
  /// stretch, and the sum of the flex lines' cross sizes is less than the flex
  /// container's inner cross size, increase the cross size of each flex line by equal
  /// amounts such that the sum of their cross sizes exactly equals the flex container's
  /// inner cross size." (Only multi-line containers align their lines.)
  @inline(__always)
  func handleAlignContentStretch(_ container: inout FlexContainer) {
    guard container.isMultiLine, container.alignContent == .stretch else { return }
    let free = container.innerCross - container.contentCross
    guard free > 0 else { return }
    let share = free / Double(container.lineCount)
    for line in 0..<container.lineCount { container.lines[line].crossSize += share }
  }

  /// §9.4 step 11: "Determine the used cross size of each flex item. If a flex item
  /// has align-self: stretch, its computed cross size property is auto, and neither of
  /// its cross-axis margins are auto, the used outer cross size is the used cross size
  /// of its flex line, clamped according to the item's used min and max cross sizes.
  /// Otherwise, the used cross size is the item's hypothetical cross size."
  @inline(__always)
  func determineUsedCrossSizes(_ container: inout FlexContainer) {
    let items = container.items
    for line in 0..<container.lineCount {
      let lineCross = container.lines[line].crossSize
      for index in container.lines[line].start..<container.lines[line].end {
        let item = items[index]
        if isStretchable(item) {
          items[index].crossSize = clampedCross(lineCross - item.crossMargins, item)
          items[index].isStretched = true
        } else if !container.isRow, container.isMultiLine, item.crossIsAuto,
          !item.flex.staticBox.hasAspectRatio
        {
          // DEVIATION(browser): Chrome fits a wrapping column's item with an automatic
          // width to its line (fit-content against the line's cross size), keeping
          // the main size it was flexed to; the spec keeps the hypothetical cross
          // size, fitted to the container.
          items[index].crossSize = clampedCross(
            fitContent(
              intrinsicWidths(of: item.flex, percentBasis: container.percentBasisHeight),
              paddingBorder: item.paddingBorderCross,
              available: lineCross - item.crossMargins), item)
        } else {
          items[index].crossSize = item.hypotheticalCrossSize
        }
      }
    }
  }

  /// Whether a row item stretched to its line keeps the layout it was measured with
  /// at its content height, rather than being laid out again at the stretched height
  /// (§9.4 step 11's "redo layout"): an item with a preferred aspect ratio whose
  /// stretched height is the height it measured, in a row whose lines are not all
  /// given a definite height (a multi-line row, or one of indefinite height).
  ///
  /// DEVIATION(browser): Chrome lays a stretched item out again with a fixed height,
  /// but its layout cache answers that with the measurement when the height is the
  /// same and the measurement's initial height was definite too (a ratio's). A column
  /// grown past its ratio height to fit its content then keeps the lines that the
  /// ratio height gave it, where a layout at the grown height would collect them
  /// anew (random_dev_2000112). In a single-line row of definite height, Chrome
  /// measures the item stretched already, and so do the lines.
  ///
  /// The constraints engine replans such a container at every size (a plan with an
  /// aspect-ratio item is not size-independent: ``isSizeIndependent(_:_:memo:)``), so a plan
  /// resized to other sizes never carries the kept layout along.
  @inline(__always)
  func keepsMeasuredLayout(_ container: FlexContainer, _ item: FlexItem) -> Bool {
    item.isStretched && item.crossFromContent && item.flex.staticBox.hasAspectRatio
      && (container.isMultiLine || container.percentBasisHeight == nil)
      && abs(item.crossSize - item.hypotheticalCrossSize) <= FlexTolerance.layout
  }

  /// Whether an item is aligned by its baseline: `align-self: baseline` without auto
  /// cross margins.
  @inline(__always)
  func participatesInBaselineAlignment(_ container: FlexContainer, _ item: FlexItem) -> Bool {
    item.alignSelf == .baseline && !item.autoCrossStart && !item.autoCrossEnd
  }

  /// The distance from the item's cross-start margin edge to its baseline (with
  /// `wrap-reverse`, cross-start is the bottom edge; in a right-to-left column, the
  /// right edge). `item.baseline` is measured from the top (row) or left (column)
  /// border edge.
  @inline(__always)
  func ascentOf(_ container: FlexContainer, _ item: FlexItem, crossSize: Double) -> Double {
    container.crossReversed
      ? item.marginCrossStart + crossSize - item.baseline
      : item.marginCrossStart + item.baseline
  }
}
