import FixFlex

extension FlexAlgorithm {
  /// [§9.6 Cross-Axis Alignment](https://www.w3.org/TR/css-flexbox-1/#cross-alignment),
  /// steps 13 and 14: place each item within its line.
  ///
  /// 13. "Resolve cross-axis auto margins. If a flex item has auto cross-axis margins:
  ///     If its outer cross size (treating those auto margins as zero) is less than the
  ///     cross size of its flex line, distribute the difference in those sizes equally
  ///     to the auto margins. Otherwise, if the block-start or inline-start margin
  ///     (whichever is in the cross axis) is auto, set it to zero. Set the opposite
  ///     margin so that the outer cross size of the item equals the cross size of its
  ///     flex line."
  /// 14. "Align all flex items along the cross-axis per align-self, if neither of the
  ///     item's cross-axis margins are auto."
  @inline(never)
  func alignItemsInLines(_ container: inout FlexContainer) {
    let items = container.items
    for line in 0..<container.lineCount {
      let lineCross = container.lines[line].crossSize
      let maxAscent = container.lines[line].maxAscent
      for index in container.lines[line].start..<container.lines[line].end {
        let item = items[index]
        let free = lineCross - item.crossSize - item.crossMargins
        var offset = 0.0
        if item.autoCrossStart || item.autoCrossEnd {
          if free > 0 {
            if item.autoCrossStart && item.autoCrossEnd {
              items[index].marginCrossStart += free / 2
              items[index].marginCrossEnd += free / 2
            } else if item.autoCrossStart {
              items[index].marginCrossStart += free
            } else {
              items[index].marginCrossEnd += free
            }
          } else if container.isWrapReverse {
            // The block-start or inline-start margin is cross-end here.
            offset = free
          }
        } else {
          switch item.alignSelf {
          case .start, .stretch:
            offset = 0
          case .end:
            offset = free
          case .center:
            offset = free / 2
          case .baseline:
            if participatesInBaselineAlignment(container, item) {
              offset = maxAscent - ascentOf(container, item, crossSize: item.crossSize)
            }
          }
        }
        items[index].crossPosition = offset + items[index].marginCrossStart
      }
    }
  }

  /// §9.6 step 16: "Align all flex lines per align-content", then offset each item by
  /// its line's position. A single-line container's line fills it.
  ///
  /// With negative free space, `space-between` and `stretch` act as `flex-start`,
  /// `space-around` and `space-evenly` as `start`.
  // DEVIATION(browser): `space-around` and `space-evenly` fall back to `start` (which
  // is flex-end with `wrap-reverse`) with negative free space, as Chrome does (CSS Box
  // Alignment 3's "safe center"); Flexbox 1 §8.4 says `center`.
  @inline(never)
  func alignLines(_ container: inout FlexContainer) {
    let count = container.lineCount
    var leading = 0.0
    var between = 0.0
    if container.isMultiLine {
      var used = container.crossGap * Double(count - 1)
      for line in 0..<count { used += container.lines[line].crossSize }
      let free = container.innerCross - used
      switch container.alignContent {
      case .start, .stretch:
        break
      case .end:
        leading = free
      case .center:
        leading = free / 2
      case .spaceBetween:
        if free > 0, count > 1 { between = free / Double(count - 1) }
      case .spaceAround:
        if free > 0 {
          between = free / Double(count)
          leading = between / 2
        } else if container.isWrapReverse {
          leading = free
        }
      case .spaceEvenly:
        if free > 0 {
          between = free / Double(count + 1)
          leading = between
        } else if container.isWrapReverse {
          leading = free
        }
      }
    }
    var position = leading
    let items = container.items
    for line in 0..<count {
      container.lines[line].crossPosition = position
      for index in container.lines[line].start..<container.lines[line].end {
        items[index].crossPosition += position
      }
      position += container.lines[line].crossSize + container.crossGap + between
    }
  }
}
