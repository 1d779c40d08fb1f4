import FixFlex

extension FlexAlgorithm {
  /// [§9.5 Main-Axis Alignment](https://www.w3.org/TR/css-flexbox-1/#main-alignment),
  /// step 12: distribute the remaining free space of a line.
  ///
  /// "If the remaining free space is positive and at least one main-axis margin on
  /// this line is auto, distribute the free space equally among these margins.
  /// Otherwise, set all auto margins to zero." Then "align the items along the main
  /// axis per justify-content". With negative free space `space-between` acts as
  /// `flex-start`, and `space-around` and `space-evenly` as `start`.
  // DEVIATION(browser): `space-around` and `space-evenly` fall back to `start` (the
  // inline or block start, which is flex-end in a reversed direction) when the free
  // space is negative, as Chrome does following CSS Box Alignment 3's "safe center";
  // Flexbox 1 §8.2 says `center`.
  @inline(never)
  func distributeRemainingFreeSpace(_ container: inout FlexContainer, line: Int) {
    let items = container.items
    let start = container.lines[line].start
    let end = container.lines[line].end
    let count = end - start
    guard count > 0 else { return }
    let gap = container.mainGap
    var used = gap * Double(count - 1)
    var autoMargins = 0
    for index in start..<end {
      used += items[index].outerTargetMainSize
      if items[index].autoMainStart { autoMargins += 1 }
      if items[index].autoMainEnd { autoMargins += 1 }
    }
    var free = container.innerMain - used
    if free > 0, autoMargins > 0 {
      let share = free / Double(autoMargins)
      for index in start..<end {
        if items[index].autoMainStart { items[index].marginMainStart = share }
        if items[index].autoMainEnd { items[index].marginMainEnd = share }
      }
      free = 0
    }
    let (leading, between) = Self.distribution(
      of: free, among: count, justify: container.justifyContent,
      startIsFlexEnd: container.directionIsReversed)
    var position = leading
    for index in start..<end {
      position += items[index].marginMainStart
      items[index].mainPosition = position
      position += items[index].targetMainSize + items[index].marginMainEnd + gap + between
    }
  }

  /// The offset of the first item and the extra space between items for a
  /// `justify-content` value and a free space; `startIsFlexEnd` when `start` is the
  /// flex-end side (`row-reverse`, `column-reverse`).
  @inline(__always)
  static func distribution(
    of free: Double, among count: Int, justify: Flex.JustifyContent, startIsFlexEnd: Bool
  ) -> (leading: Double, between: Double) {
    switch justify {
    case .start:
      return (0, 0)
    case .end:
      return (free, 0)
    case .center:
      return (free / 2, 0)
    case .spaceBetween:
      guard free > 0, count > 1 else { return (0, 0) }
      return (0, free / Double(count - 1))
    case .spaceAround:
      guard free > 0 else { return (startIsFlexEnd ? free : 0, 0) }
      let share = free / Double(count)
      return (share / 2, share)
    case .spaceEvenly:
      guard free > 0 else { return (startIsFlexEnd ? free : 0, 0) }
      let share = free / Double(count + 1)
      return (share, share)
    }
  }
}
