import FixFlex

extension FlexAlgorithm {
  /// Lays out the absolutely positioned descendants whose containing block is `node`
  /// (its absolute children, and those of descendants that are not positioned), once
  /// `node` has its size: [CSS Positioned Layout §4] for their size and insets, and
  /// [Flexbox §4.1] for the static position of those without insets.
  ///
  /// Their frames are relative to their parent's box, as every frame is.
  ///
  /// [CSS Positioned Layout §4]: https://www.w3.org/TR/css-position-3/#abspos-layout
  /// [Flexbox §4.1]: https://www.w3.org/TR/css-flexbox-1/#abspos-items
  @inline(never)
  func layoutAbsoluteDescendants(
    of flex: Flex, width: Double, height: Double, direction: ResolvedDirection,
    borders: EdgeInsets
  ) {
    let block = ContainingBlock(
      flex: flex, width: width, height: height, direction: direction, borders: borders)
    // Walk the children, descending into `display: contents` nodes (whose children
    // belong to the same box) and into static nodes (which are no containing block).
    var stack: [(parent: Unmanaged<Flex>, box: Unmanaged<Flex>, x: Double, y: Double)] = [
      (Unmanaged.passUnretained(flex), Unmanaged.passUnretained(flex), 0, 0)
    ]
    while let (parentEntry, boxEntry, x, y) = stack.popLast() {
      let parent = parentEntry.takeUnretainedValue()
      for entry in parent.childFlexes {
        let child = entry.takeUnretainedValue()
        guard child.isIncludedInLayout else { continue }
        let display = child.style.display
        if display == .none { continue }
        if child.style.position == .absolute {
          if display == .flex {
            layoutAbsolute(
              child, parent: parent, staticParent: boxEntry.takeUnretainedValue(),
              parentX: x, parentY: y, block: block)
          } else {
            // An absolute `display: contents` node generates no box; its children
            // belong to the box around it.
            stack.append((entry, boxEntry, x, y))
          }
        } else if display == .contents {
          stack.append((entry, boxEntry, x, y))
        } else if child.style.position == .static, !child.childFlexes.isEmpty {
          let frame = child.owner._withUnsafeGuaranteedRef { $0.frame }
          stack.append((entry, entry, x + frame.minX, y + frame.minY))
        }
      }
    }
  }

  /// The padding box absolute descendants are placed in.
  struct ContainingBlock {
    unowned(unsafe) let flex: Flex
    /// The containing block's border-box size.
    let width: Double
    let height: Double
    let direction: ResolvedDirection
    let borders: EdgeInsets

    /// The padding box's size.
    var innerWidth: Double { max(0, width - borders.left - borders.right) }
    var innerHeight: Double { max(0, height - borders.top - borders.bottom) }
  }

  /// Sizes and places one absolutely positioned node whose static position is set by
  /// `staticParent` (at `parentX`, `parentY` in the containing block's border box).
  private func layoutAbsolute(
    _ flex: Flex, parent: Flex, staticParent: Flex, parentX: Double, parentY: Double,
    block: ContainingBlock
  ) {
    let blockWidth = block.innerWidth
    let blockHeight = block.innerHeight
    let sizing = absoluteSizing(
      flex, inherited: parent.resolvedDirection, blockWidth: blockWidth,
      blockHeight: blockHeight)
    let style = flex.style
    let (left, right, top, bottom) = (sizing.left, sizing.right, sizing.top, sizing.bottom)
    var marginLeft = sizing.margins.left
    var marginRight = sizing.margins.right
    var marginTop = sizing.margins.top
    var marginBottom = sizing.margins.bottom
    let resolved = sizing.width
    let height = sizing.height
    let input = sizing.input
    let output = computeNode(flex, input, performLayout: true)
    let usedHeight = height ?? output.height

    // Auto margins absorb what is left when both insets and the size are set.
    if let left, let right {
      let free = blockWidth - left - right - resolved - marginLeft - marginRight
      switch (sizing.autoMargins.left, sizing.autoMargins.right) {
      case (true, true):
        if free >= 0 {
          marginLeft = free / 2
          marginRight = free / 2
        } else if block.direction == .rtl {
          marginLeft = free
        } else {
          marginRight = free
        }
      case (true, false): marginLeft = free
      case (false, true): marginRight = free
      case (false, false): break
      }
    }
    if let top, let bottom {
      let free = blockHeight - top - bottom - usedHeight - marginTop - marginBottom
      switch (sizing.autoMargins.top, sizing.autoMargins.bottom) {
      case (true, true):
        if free >= 0 {
          marginTop = free / 2
          marginBottom = free / 2
        } else {
          marginBottom = free
        }
      case (true, false): marginTop = free
      case (false, true): marginBottom = free
      case (false, false): break
      }
    }

    // Position in the containing block's border box: by the insets (left wins over
    // right in a left-to-right containing block, right in a right-to-left one), else
    // at the static position.
    var x: Double
    var y: Double
    let staticPosition = staticPositionOf(
      flex, in: staticParent, parentX: parentX, parentY: parentY, block: block,
      width: resolved, height: usedHeight,
      margins: EdgeInsets(
        top: marginTop, left: marginLeft, bottom: marginBottom, right: marginRight))
    if let left, right == nil || block.direction == .ltr {
      x = block.borders.left + left + marginLeft
    } else if let right {
      x = block.borders.left + blockWidth - right - marginRight - resolved
    } else {
      x = staticPosition.x
    }
    if let top, let bottom {
      let size = usedHeight + marginTop + marginBottom
      let placement = InsetAlignment.vertical(
        style.alignSelf, top: top, bottom: bottom, blockSize: blockHeight, size: size)
      y =
        block.borders.top + placement.marginBoxTop(blockSize: blockHeight, size: size)
        + marginTop
    } else if let top {
      y = block.borders.top + top + marginTop
    } else if let bottom {
      y = block.borders.top + blockHeight - bottom - marginBottom - usedHeight
    } else {
      y = staticPosition.y
    }
    flex.owner._withUnsafeGuaranteedRef {
      $0.frame = Rect(x: x - parentX, y: y - parentY, width: resolved, height: usedHeight)
    }
  }

  /// The static position of an absolutely positioned child (Flexbox §4.1): "as if it
  /// were the sole flex item in the flex container", placed by the container's
  /// `justify-content` and the child's `align-self`, in the containing block's border
  /// box.
  private func staticPositionOf(
    _ flex: Flex, in parentFlex: Flex, parentX: Double, parentY: Double,
    block: ContainingBlock, width: Double, height: Double, margins: EdgeInsets
  ) -> (x: Double, y: Double) {
    let style = parentFlex.style
    let insets = parentFlex.resolvedInsets
    let parentFrame = parentFlex.owner._withUnsafeGuaranteedRef { $0.frame }
    let parentWidth = parentFlex === block.flex ? block.width : parentFrame.width
    let parentHeight = parentFlex === block.flex ? block.height : parentFrame.height
    let innerWidth = max(0, parentWidth - insets.left - insets.right)
    let innerHeight = max(0, parentHeight - insets.top - insets.bottom)
    let outerWidth = width + margins.left + margins.right
    let outerHeight = height + margins.top + margins.bottom
    let isRow = style.isRow
    let direction = parentFlex.resolvedDirection
    let mainReversed: Bool
    let crossReversed: Bool
    if isRow {
      mainReversed = (direction == .rtl) != (style.flexDirection == .rowReverse)
      crossReversed = style.flexWrap == .wrapReverse
    } else {
      mainReversed = style.flexDirection == .columnReverse
      crossReversed = (direction == .rtl) != (style.flexWrap == .wrapReverse)
    }
    let mainFree = (isRow ? innerWidth : innerHeight) - (isRow ? outerWidth : outerHeight)
    let crossFree = (isRow ? innerHeight : innerWidth) - (isRow ? outerHeight : outerWidth)
    var mainOffset: Double
    switch style.justifyContent {
    case .start, .spaceBetween: mainOffset = 0
    case .end: mainOffset = mainFree
    case .center, .spaceAround, .spaceEvenly: mainOffset = mainFree / 2
    }
    var crossOffset: Double
    var flipsCross = crossReversed
    switch Self.resolveAlignSelf(flex.style.alignSelf, style.alignItems) {
    case .start, .stretch: crossOffset = 0
    case .baseline:
      // Chrome places a `baseline` static position at the start edge, which
      // `wrap-reverse` does not flip.
      crossOffset = 0
      if style.flexWrap == .wrapReverse { flipsCross.toggle() }
    case .end: crossOffset = crossFree
    case .center: crossOffset = crossFree / 2
    }
    if mainReversed { mainOffset = mainFree - mainOffset }
    if flipsCross { crossOffset = crossFree - crossOffset }
    let x = isRow ? mainOffset : crossOffset
    let y = isRow ? crossOffset : mainOffset
    return (
      parentX + insets.left + x + margins.left, parentY + insets.top + y + margins.top
    )
  }
}
