import FixFlex

extension FlexAlgorithm {
  /// Lays each item out at its used size and sets its frame: the flow-relative
  /// positions of §9.5–9.6 mapped onto the physical axes, offset by the container's
  /// padding and border, and by the item's insets when it is relatively positioned
  /// ([CSS Positioned Layout §3.4](https://www.w3.org/TR/css-position-3/#relpos-insets)).
  @inline(never)
  func placeItems(_ container: inout FlexContainer) {
    let items = container.items
    let insets = container.box.insets
    for index in 0..<container.itemCount {
      let item = items[index]
      let width: Double
      var height: Double
      let input: NodeInput
      if container.isRow {
        width = item.targetMainSize
        height = item.crossSize
        // An item whose height is its content height asks for it again: the
        // measurement's cache entry answers.
        let contentSized = item.crossFromContent && !item.isStretched
        input = childInput(
          container, item.flex, width: width, height: contentSized ? nil : height,
          heightIsDefinite: !contentSized && (item.isStretched || item.crossProperty != nil))
      } else {
        width = item.crossSize
        height = item.targetMainSize
        // §9.8: "If the flex container has a definite main size, a flex item's
        // post-flexing main size is treated as definite." DEVIATION(browser): Chrome
        // also treats it as definite when the item's flex basis is definite.
        input = childInput(
          container, item.flex, width: width, height: height,
          heightIsDefinite: container.mainIsDefinite || item.flexBasisIsDefinite)
      }
      let output = computeNode(item.flex, input, performLayout: true)
      if input.height == nil { height = output.height }
      items[index].baseline = output.baseline ?? height
      items[index].hasFinalBaseline = true

      var x: Double
      var y: Double
      if container.isRow {
        x =
          container.mainReversed
          ? container.innerMain - item.mainPosition - width : item.mainPosition
        y =
          container.crossReversed
          ? container.innerCross - item.crossPosition - height : item.crossPosition
      } else {
        y =
          container.mainReversed
          ? container.innerMain - item.mainPosition - height : item.mainPosition
        x =
          container.crossReversed
          ? container.innerCross - item.crossPosition - width : item.crossPosition
      }
      x += insets.left
      y += insets.top
      if item.flex.style.position == .relative, item.flex.hasInsets {
        let offset = relativeOffset(item.flex, item.direction, container)
        x += offset.x
        y += offset.y
      }
      item.flex.owner._withUnsafeGuaranteedRef {
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
    let first = container.lines[0]
    guard first.end > first.start else { return nil }
    let reversed = container.directionIsReversed
    var chosen = reversed ? first.end - 1 : first.start
    if container.isRow {
      let order =
        reversed
        ? Array((first.start..<first.end).reversed()) : Array(first.start..<first.end)
      for index in order where participatesInBaselineAlignment(container, items[index]) {
        chosen = index
        break
      }
    }
    let item = items[chosen]
    let top: Double
    if container.isRow {
      top =
        container.crossReversed
        ? container.innerCross - item.crossPosition - item.crossSize : item.crossPosition
    } else {
      top =
        container.mainReversed
        ? container.innerMain - item.mainPosition - item.targetMainSize : item.mainPosition
    }
    return container.box.insets.top + top + finalBaseline(container, item)
  }

  /// An item's baseline at its used size: from its final layout when it has one;
  /// else from its measurement, measured again at the used size if that differs (a
  /// stretched item, a flexed column item).
  private func finalBaseline(_ container: FlexContainer, _ item: FlexItem) -> Double {
    if item.hasFinalBaseline { return item.baseline }
    if container.isRow {
      if item.crossSize == item.hypotheticalCrossSize { return item.baseline }
      let input = childInput(
        container, item.flex, width: item.targetMainSize, height: item.crossSize,
        heightIsDefinite: true)
      let output = computeNode(item.flex, input, performLayout: false)
      return output.baseline ?? item.crossSize
    }
    if item.crossSize == item.hypotheticalCrossSize {
      let measured = measureColumnItem(container, item)
      if measured.height == item.targetMainSize {
        return measured.baseline ?? item.targetMainSize
      }
    }
    let input = childInput(
      container, item.flex, width: item.crossSize, height: item.targetMainSize,
      heightIsDefinite: true)
    let output = computeNode(item.flex, input, performLayout: false)
    return output.baseline ?? item.targetMainSize
  }
}
