import FixFlex

extension FlexAlgorithm {
  /// Lays each item out at its used size and sets its frame: the flow-relative
  /// positions of §9.5–9.6 mapped onto the physical axes, offset by the container's
  /// padding and border, and by the item's insets when it is relatively positioned
  /// ([CSS Positioned Layout §3.4](https://www.w3.org/TR/css-position-3/#relpos-insets)).
  ///
  /// On the path of the recursion: the loop only lays each item out; the input and
  /// the frame are worked out in functions of their own.
  @inline(never)
  func placeItems(_ container: inout FlexContainer) {
    let items = container.items
    let count = container.itemCount
    let prefetches = prefetchesItems(items, count: count)
    for index in 0..<count {
      if prefetches {
        prefetchItems(after: index, of: items, count: count, performLayout: true)
      }
      let input = placementInput(container, items + index)
      let output = items[index].withFlex { computeNode($0, input, performLayout: true) }
      setFrame(&container, index, height: input.height ?? output.height, output: output)
    }
  }

  /// The input an item is laid out with at its used size.
  @inline(__always)
  private func placementInput(_ container: FlexContainer, _ item: UnsafeMutablePointer<FlexItem>)
    -> NodeInput
  {
    if container.isRow {
      // An item whose height is its content height asks for it again: the
      // measurement's cache entry answers.
      let contentSized =
        item.pointee.crossFromContent
        && (!item.pointee.isStretched || keepsMeasuredLayout(container, item.pointee))
      return childInput(
        container, item.pointee.flexRef, width: item.pointee.targetMainSize,
        height: contentSized ? nil : item.pointee.crossSize,
        heightIsDefinite: !contentSized
          && (item.pointee.isStretched || item.pointee.crossProperty != nil))
    }
    // §9.8: "If the flex container has a definite main size, a flex item's
    // post-flexing main size is treated as definite." DEVIATION(browser): Chrome
    // also treats it as definite when the item's flex basis is definite.
    return childInput(
      container, item.pointee.flexRef, width: item.pointee.crossSize,
      height: item.pointee.targetMainSize,
      heightIsDefinite: container.mainIsDefinite || item.pointee.flexBasisIsDefinite)
  }

  /// Sets the frame of an item laid out at its used size, `height` tall.
  @inline(never)
  private func setFrame(
    _ container: inout FlexContainer, _ index: Int, height: Double, output: NodeOutput
  ) {
    let items = container.items
    let width = container.isRow ? items[index].targetMainSize : items[index].crossSize
    items[index].baseline = output.baseline ?? height
    items[index].hasFinalBaseline = true
    let mainPosition = items[index].mainPosition
    let crossPosition = items[index].crossPosition
    var x: Double
    var y: Double
    if container.isRow {
      x = container.mainReversed ? container.innerMain - mainPosition - width : mainPosition
      y = container.crossReversed ? container.innerCross - crossPosition - height : crossPosition
    } else {
      y = container.mainReversed ? container.innerMain - mainPosition - height : mainPosition
      x = container.crossReversed ? container.innerCross - crossPosition - width : crossPosition
    }
    let insets = container.box.insets
    x += insets.left
    y += insets.top
    items[index].withFlex { flex in
      if flex.hasInsets, flex.style.position == .relative {
        let offset = relativeOffset(flex, items[index].direction, container)
        x += offset.x
        y += offset.y
      }
      flex.owner._withUnsafeGuaranteedRef {
        $0.frame = Rect(x: x, y: y, width: width, height: height)
      }
    }
  }

  /// The offset of a relatively positioned item: `left` (else minus `right`) and `top`
  /// (else minus `bottom`); when both of a pair are set, `left` wins in a
  /// left-to-right container and `right` in a right-to-left one.
  @inline(__always)
  func relativeOffset(
    _ flex: Flex, _ direction: ResolvedDirection, _ container: FlexContainer
  ) -> (x: Double, y: Double) {
    let inset = flex.style.inset
    let left = inset.leftEdge(direction).resolve(container.contentWidth)
    let right = inset.rightEdge(direction).resolve(container.contentWidth)
    let top = inset.topEdge.resolve(container.percentBasisHeight)
    let bottom = inset.bottomEdge.resolve(container.percentBasisHeight)
    var x = 0.0
    if let left, let right {
      x = container.direction == .rtl ? -right : left
    } else if let left {
      x = left
    } else if let right {
      x = -right
    }
    let y = top ?? bottom.map { -$0 } ?? 0
    return (x, y)
  }

  /// The container's first baseline ([§8.5](https://www.w3.org/TR/css-flexbox-1/#flex-baselines)),
  /// from its border-box top: that of the startmost item of the first line that is
  /// aligned by baseline, else of the startmost item (synthesized from an item's
  /// bottom edge when it has none); `nil` without items. "Startmost" is the first item,
  /// or the last when the direction is reversed.
  @inline(never)
  func containerBaseline(_ container: inout FlexContainer) -> Double? {
    guard container.itemCount > 0, container.lineCount > 0 else { return nil }
    let items = container.items
    let first = (start: container.lines[0].start, end: container.lines[0].end)
    guard first.end > first.start else { return nil }
    let reversed = container.directionIsReversed
    var chosen = reversed ? first.end - 1 : first.start
    if container.isRow {
      // The startmost item aligned by baseline, walking from the start side.
      let count = first.end - first.start
      for step in 0..<count {
        let index = reversed ? first.end - 1 - step : first.start + step
        if participatesInBaselineAlignment(container, items[index]) {
          chosen = index
          break
        }
      }
    }
    let item = items + chosen
    let top: Double
    if container.isRow {
      top =
        container.crossReversed
        ? container.innerCross - item.pointee.crossPosition - item.pointee.crossSize
        : item.pointee.crossPosition
    } else {
      top =
        container.mainReversed
        ? container.innerMain - item.pointee.mainPosition - item.pointee.targetMainSize
        : item.pointee.mainPosition
    }
    return container.box.insets.top + top + finalBaseline(container, item)
  }

  /// An item's baseline at its used size: from its final layout when it has one;
  /// else from its measurement, measured again at the used size if that differs (a
  /// stretched item, a flexed column item).
  @inline(__always)
  private func finalBaseline(_ container: FlexContainer, _ item: UnsafeMutablePointer<FlexItem>)
    -> Double
  {
    if item.pointee.hasFinalBaseline { return item.pointee.baseline }
    if container.isRow {
      if item.pointee.crossSize == item.pointee.hypotheticalCrossSize {
        return item.pointee.baseline
      }
      let input = childInput(
        container, item.pointee.flexRef, width: item.pointee.targetMainSize,
        height: item.pointee.crossSize, heightIsDefinite: true)
      let output = item.pointee.withFlex { computeNode($0, input, performLayout: false) }
      return output.baseline ?? item.pointee.crossSize
    }
    if item.pointee.crossSize == item.pointee.hypotheticalCrossSize {
      let measured = measureColumnItem(container, item)
      if measured.height == item.pointee.targetMainSize {
        return measured.baseline ?? item.pointee.targetMainSize
      }
    }
    let input = childInput(
      container, item.pointee.flexRef, width: item.pointee.crossSize,
      height: item.pointee.targetMainSize, heightIsDefinite: true)
    let output = item.pointee.withFlex { computeNode($0, input, performLayout: false) }
    return output.baseline ?? item.pointee.targetMainSize
  }
}
