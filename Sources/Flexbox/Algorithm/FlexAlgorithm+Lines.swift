import FixFlex

extension FlexAlgorithm {
  /// [§9.3 Main Size Determination](https://www.w3.org/TR/css-flexbox-1/#main-sizing),
  /// step 5: collect flex items into flex lines.
  ///
  /// "If the flex container is single-line, collect all the flex items into a single
  /// flex line." Otherwise, starting from the first uncollected item, collect
  /// consecutive items one by one until the first time that the next collected item
  /// would not fit into the flex container's inner main size (its outer hypothetical
  /// main size plus the gaps). A line holds at least one item.
  @inline(never)
  func collectFlexLines(_ container: inout FlexContainer) {
    let count = container.itemCount
    guard container.isMultiLine, count > 1 else {
      container.lines = lines.allocate(1)
      container.lines.initialize(to: FlexLine(start: 0, end: count))
      container.lineCount = 1
      return
    }
    // The length lines break at: the inner main size when known; for a column of
    // indefinite height, its max height (browsers break columns there), else none.
    let breakLength: Double
    if container.isRow {
      breakLength = container.contentWidth
    } else if let height = container.lineBreakHeight ?? container.givenContentHeight {
      breakLength = height
    } else if container.maxContentHeight.isFinite {
      breakLength = max(container.maxContentHeight, container.minContentHeight)
    } else {
      breakLength = .infinity
    }
    // Count the lines first so that they take one block.
    let items = container.items
    let gap = container.mainGap
    var lineCount = 1
    var used = 0.0
    var inLine = 0
    for index in 0..<count {
      let outer = items[index].outerHypotheticalMainSize
      if inLine > 0, used + gap + outer > breakLength + FlexTolerance.layout {
        lineCount += 1
        used = outer
        inLine = 1
      } else {
        used += (inLine > 0 ? gap : 0) + outer
        inLine += 1
      }
    }
    container.lines = lines.allocate(lineCount)
    container.lineCount = lineCount
    var line = 0
    var start = 0
    used = 0
    inLine = 0
    for index in 0..<count {
      let outer = items[index].outerHypotheticalMainSize
      if inLine > 0, used + gap + outer > breakLength + FlexTolerance.layout {
        (container.lines + line).initialize(to: FlexLine(start: start, end: index))
        line += 1
        start = index
        used = outer
        inLine = 1
      } else {
        used += (inLine > 0 ? gap : 0) + outer
        inLine += 1
      }
    }
    (container.lines + line).initialize(to: FlexLine(start: start, end: count))
  }

  /// §9.2 step 4 / §9.3: the flex container's inner main size. A row's is its content
  /// width; a column's is its given height, or "the largest" line's outer hypothetical
  /// main sizes and gaps, clamped by its min and max heights.
  @inline(never)
  func determineContainerMainSize(_ container: inout FlexContainer) {
    var largest = 0.0
    let items = container.items
    for line in 0..<container.lineCount {
      let start = container.lines[line].start
      let end = container.lines[line].end
      var sum = 0.0
      for index in start..<end { sum += items[index].outerHypotheticalMainSize }
      if end - start > 1 { sum += container.mainGap * Double(end - start - 1) }
      largest = max(largest, sum)
    }
    container.contentMain = largest
    if container.isRow {
      container.innerMain = container.contentWidth
    } else if let height = container.givenContentHeight {
      container.innerMain = height
    } else {
      container.innerMain = max(
        container.minContentHeight, min(container.maxContentHeight, largest))
    }
  }
}
