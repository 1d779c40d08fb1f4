import FixFlex

extension FlexAlgorithm {
  /// [§9.7 Resolving Flexible Lengths](https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths)
  /// for one line: the loop that distributes free space, clamps by min/max sizes and
  /// freezes the items that violated them, until every item is frozen.
  @inline(never)
  func resolveFlexibleLengths(_ container: inout FlexContainer, line: Int) {
    let items = container.items
    let start = container.lines[line].start
    let end = container.lines[line].end
    guard end > start else { return }
    let gaps = container.mainGap * Double(end - start - 1)
    let innerMain = container.innerMain

    // 1. Determine the used flex factor: "Sum the outer hypothetical main sizes of all
    //    items on the line. If the sum is less than the flex container's inner main
    //    size, use the flex grow factor for the rest of this algorithm; otherwise, use
    //    the flex shrink factor."
    var hypotheticalSum = gaps
    for index in start..<end { hypotheticalSum += items[index].outerHypotheticalMainSize }
    let growing = hypotheticalSum < innerMain

    // 2. Size inflexible items: freeze, setting its target main size to its
    //    hypothetical main size, any item that has a flex factor of zero, or (growing)
    //    a flex base size greater than its hypothetical main size, or (shrinking) a
    //    flex base size smaller than its hypothetical main size.
    var unfrozen = 0
    for index in start..<end {
      let base = items[index].flexBaseSize
      let hypothetical = items[index].hypotheticalMainSize
      let factor = growing ? items[index].flexGrow : items[index].flexShrink
      let inflexible =
        factor == 0 || (growing && base > hypothetical) || (!growing && base < hypothetical)
      items[index].targetMainSize = hypothetical
      items[index].isFrozen = inflexible
      if !inflexible { unfrozen += 1 }
    }
    guard unfrozen > 0 else { return }

    if end - start == 1 {
      // One flexible item: the loop below ends after one round; its result directly.
      let free = innerMain - gaps - items[start].outerFlexBaseSize
      let factor = growing ? items[start].flexGrow : items[start].flexShrink
      // The free space, scaled by the factor when that is below one (step 4.b).
      let share = factor < 1 ? free * factor : free
      items[start].targetMainSize = clampedMain(items[start].flexBaseSize + share, items[start])
      return
    }

    // 3. Calculate initial free space: the inner main size minus the outer target
    //    sizes of frozen items and the outer flex base sizes of the others.
    let initialFreeSpace = freeSpace(items, start, end, innerMain - gaps)

    // 4. Loop.
    while unfrozen > 0 {
      // a. (Checked by the loop.) b. Calculate the remaining free space; if the sum of
      //    the unfrozen items' flex factors is less than one, the initial free space
      //    times that sum, when its magnitude is smaller. (One pass computes the free
      //    space and the sums.)
      var remaining = innerMain - gaps
      var factorSum = 0.0
      var scaledShrinkSum = 0.0
      for index in start..<end {
        if items[index].isFrozen {
          remaining -= items[index].outerTargetMainSize
          continue
        }
        remaining -= items[index].outerFlexBaseSize
        if growing {
          factorSum += items[index].flexGrow
        } else {
          let shrink = items[index].flexShrink
          factorSum += shrink
          scaledShrinkSum +=
            shrink * max(0, items[index].flexBaseSize - items[index].paddingBorderMain)
        }
      }
      if factorSum < 1 {
        let scaled = initialFreeSpace * factorSum
        if abs(scaled) < abs(remaining) { remaining = scaled }
      }

      // c. Distribute free space proportional to the flex factors: growing, by the
      //    ratio of each item's flex grow factor to the sum; shrinking, by each
      //    item's scaled flex shrink factor (flex shrink factor × inner flex base
      //    size) to their sum, subtracted from the flex base size.
      // d. Fix min/max violations: clamp each unfrozen item's target main size by its
      //    used min and max main sizes and floor its content box size at zero; the
      //    difference is a max violation (smaller) or a min violation (larger).
      var totalViolation = 0.0
      for index in start..<end where !items[index].isFrozen {
        var target = items[index].flexBaseSize
        if remaining != 0 {
          if growing {
            if factorSum > 0 { target += remaining * items[index].flexGrow / factorSum }
          } else if scaledShrinkSum > 0 {
            let scaled =
              items[index].flexShrink
              * max(0, items[index].flexBaseSize - items[index].paddingBorderMain)
            target -= abs(remaining) * scaled / scaledShrinkSum
          }
        }
        let clamped = clampedMain(target, items[index])
        items[index].violation = clamped - target
        items[index].targetMainSize = clamped
        totalViolation += clamped - target
      }

      // e. Freeze over-flexed items: all of them when the total violation is zero,
      //    the min violations when it is positive, the max violations when negative.
      for index in start..<end where !items[index].isFrozen {
        let violation = items[index].violation
        let freeze: Bool
        if totalViolation == 0 {
          freeze = true
        } else if totalViolation > 0 {
          freeze = violation > 0
        } else {
          freeze = violation < 0
        }
        if freeze {
          items[index].isFrozen = true
          unfrozen -= 1
        }
      }
      // f. Return to the start of this loop.
    }
    // 5. Set each item's used main size to its target main size (kept in
    //    `targetMainSize`).
  }

  /// The inner main size minus the outer target main sizes of frozen items and the
  /// outer flex base sizes of unfrozen ones.
  @inline(__always)
  private func freeSpace(
    _ items: UnsafeMutablePointer<FlexItem>, _ start: Int, _ end: Int, _ space: Double
  ) -> Double {
    var free = space
    for index in start..<end {
      free -=
        items[index].isFrozen ? items[index].outerTargetMainSize : items[index].outerFlexBaseSize
    }
    return free
  }

}
