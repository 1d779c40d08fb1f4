extension ContainerPlan {
  /// Makes the decisions a linear program cannot: for each line, how its items flex
  /// (§9.7) and where its free space goes (§9.5); for each item, how it aligns in its
  /// line (§9.6 steps 13–14); for a multi-line container, how its lines are placed
  /// (§9.6 step 16).
  mutating func decide() {
    for line in lines.indices {
      decideFlexing(line)
      decideJustify(line)
      decideCrossAlignment(line)
    }
    decideLinesAlign()
  }

  /// [§9.7 Resolving Flexible Lengths](https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths),
  /// run on the plan's numbers to learn which items end up frozen (their size is a
  /// number) and which flex with the line's variable, and what sets the variable.
  ///
  /// The loop is the direct algorithm's, step for step, so that both engines freeze
  /// the same items.
  private mutating func decideFlexing(_ line: Int) {
    let start = lines[line].start
    let end = lines[line].end
    guard end > start else { return }
    let gaps = mainGap * Double(end - start - 1)
    // 1. Determine the used flex factor.
    var hypotheticalSum = gaps
    for index in start..<end { hypotheticalSum += items[index].outerHypotheticalMainSize }
    let growing = hypotheticalSum < innerMain
    // 2. Size inflexible items.
    var frozen = [Bool](repeating: false, count: end - start)
    var targets = [Double](repeating: 0, count: end - start)
    var unfrozen = 0
    for index in start..<end {
      let item = items[index]
      let factor = growing ? item.flexGrow : item.flexShrink
      let inflexible =
        factor == 0 || (growing && item.flexBaseSize > item.hypotheticalMainSize)
        || (!growing && item.flexBaseSize < item.hypotheticalMainSize)
      targets[index - start] = item.hypotheticalMainSize
      frozen[index - start] = inflexible
      if !inflexible { unfrozen += 1 }
    }
    for index in start..<end {
      items[index].flexCoefficient = nil
      items[index].targetMainSize = targets[index - start]
    }
    guard unfrozen > 0 else {
      lines[line].flexing = .none
      return
    }
    if end - start == 1 {
      // The direct algorithm's one-item shortcut: the free space (scaled by a factor
      // below one), then clamped.
      let item = items[start]
      let free = innerMain - gaps - item.outerFlexBaseSize
      let factor = growing ? item.flexGrow : item.flexShrink
      let share = factor < 1 ? free * factor : free
      let target = clamped(item.flexBaseSize + share, item)
      items[start].targetMainSize = target
      if target != item.flexBaseSize + share {
        lines[line].flexing = .none
        return
      }
      let sign: Double = free < 0 ? -1 : 1
      if factor < 1 {
        items[start].flexCoefficient = sign * factor
        lines[line].flexing = .fraction(sign: sign, offset: gaps + item.outerFlexBaseSize)
      } else {
        items[start].flexCoefficient = sign
        lines[line].flexing = .fill
      }
      return
    }
    // 3. Calculate initial free space.
    var initialOffset = gaps
    for index in start..<end {
      initialOffset +=
        frozen[index - start]
        ? targets[index - start] + items[index].marginMainStart + items[index].marginMainEnd
        : items[index].outerFlexBaseSize
    }
    let initialFreeSpace = innerMain - initialOffset
    // 4. Loop.
    var flexible: [Int] = []
    var usedScaled = false
    var remainingAtEnd = 0.0
    var factorSumAtEnd = 0.0
    var scaledSumAtEnd = 0.0
    while unfrozen > 0 {
      var remaining = innerMain - gaps
      var factorSum = 0.0
      var scaledShrinkSum = 0.0
      for index in start..<end {
        let item = items[index]
        if frozen[index - start] {
          remaining -= targets[index - start] + item.marginMainStart + item.marginMainEnd
          continue
        }
        remaining -= item.outerFlexBaseSize
        if growing {
          factorSum += item.flexGrow
        } else {
          factorSum += item.flexShrink
          scaledShrinkSum += item.flexShrink * max(0, item.flexBaseSize - item.paddingBorderMain)
        }
      }
      var scaledUsed = false
      if factorSum < 1 {
        let scaled = initialFreeSpace * factorSum
        if abs(scaled) < abs(remaining) {
          remaining = scaled
          scaledUsed = true
        }
      }
      var totalViolation = 0.0
      var violations = [Double](repeating: 0, count: end - start)
      for index in start..<end where !frozen[index - start] {
        let item = items[index]
        var target = item.flexBaseSize
        if remaining != 0 {
          if growing {
            if factorSum > 0 { target += remaining * item.flexGrow / factorSum }
          } else if scaledShrinkSum > 0 {
            let scaled = item.flexShrink * max(0, item.flexBaseSize - item.paddingBorderMain)
            target -= abs(remaining) * scaled / scaledShrinkSum
          }
        }
        let clampedTarget = clamped(target, item)
        violations[index - start] = clampedTarget - target
        targets[index - start] = clampedTarget
        totalViolation += clampedTarget - target
      }
      var frozenNow: [Int] = []
      for index in start..<end where !frozen[index - start] {
        let violation = violations[index - start]
        let freeze: Bool
        if totalViolation == 0 {
          freeze = true
        } else if totalViolation > 0 {
          freeze = violation > 0
        } else {
          freeze = violation < 0
        }
        if freeze {
          frozen[index - start] = true
          unfrozen -= 1
          frozenNow.append(index)
        }
      }
      if unfrozen == 0 {
        // The last round: the items it froze without a violation keep the shared
        // distribution; the others sit at their clamped sizes.
        flexible = frozenNow.filter { violations[$0 - start] == 0 }
        usedScaled = scaledUsed
        remainingAtEnd = remaining
        factorSumAtEnd = factorSum
        scaledSumAtEnd = scaledShrinkSum
      }
    }
    for index in start..<end { items[index].targetMainSize = targets[index - start] }
    guard !flexible.isEmpty else {
      lines[line].flexing = .none
      return
    }
    // The coefficients of u, chosen so that u ≥ 0 (`fraction` sets u to
    // `sign × (innerMain − offset)`).
    if growing {
      if usedScaled {
        // target = base + initialFreeSpace × grow: u is the initial free space.
        let sign: Double = initialFreeSpace < 0 ? -1 : 1
        for index in flexible { items[index].flexCoefficient = sign * items[index].flexGrow }
        lines[line].flexing = .fraction(sign: sign, offset: initialOffset)
      } else if factorSumAtEnd > 0 {
        let sign: Double = remainingAtEnd < 0 ? -1 : 1
        for index in flexible { items[index].flexCoefficient = sign * items[index].flexGrow }
        lines[line].flexing = .fill
      } else {
        lines[line].flexing = .none
      }
      return
    }
    guard scaledSumAtEnd > 0, remainingAtEnd != 0 || usedScaled else {
      // Nothing shrinks: the items keep their flex base sizes.
      lines[line].flexing = .none
      return
    }
    for index in flexible {
      let item = items[index]
      let scaled = item.flexShrink * max(0, item.flexBaseSize - item.paddingBorderMain)
      items[index].flexCoefficient = -scaled / scaledSumAtEnd * (usedScaled ? factorSumAtEnd : 1)
    }
    if usedScaled {
      // target = base − |initialFreeSpace| × factorSum × scaled / scaledSum.
      let sign: Double = initialFreeSpace < 0 ? -1 : 1
      lines[line].flexing = .fraction(sign: sign, offset: initialOffset)
    } else if remainingAtEnd < 0 {
      lines[line].flexing = .fill
    } else {
      // A positive remaining space while shrinking: the direct algorithm still
      // subtracts its magnitude, which the fill equation cannot say.
      lines[line].flexing = .fraction(sign: 1, offset: innerMain - remainingAtEnd)
    }
  }

  /// The item's main size clamped by its min and max sizes (min wins) and floored at
  /// its padding and border.
  func clamped(_ size: Double, _ item: PlanItem) -> Double {
    max(item.paddingBorderMain, max(item.minMain, min(item.maxMain, size)))
  }

  /// The item's cross size clamped the same way (``clamped(_:_:)``).
  func clampedCross(_ size: Double, _ item: PlanItem) -> Double {
    max(item.paddingBorderCross, max(item.minCross, min(item.maxCross, size)))
  }

  /// [§9.5](https://www.w3.org/TR/css-flexbox-1/#main-alignment) step 12: positive
  /// free space goes to auto margins when there are any; otherwise `justify-content`
  /// places it, `space-between` falling back to `flex-start` and `space-around` /
  /// `space-evenly` to `start` when it is negative (see the direct algorithm's
  /// deviation note).
  private mutating func decideJustify(_ line: Int) {
    let start = lines[line].start
    let end = lines[line].end
    let count = end - start
    guard count > 0 else { return }
    if lines[line].flexing == .fill {
      // Filled: no free space is left to place.
      lines[line].justify = .start
      return
    }
    var used = mainGap * Double(count - 1)
    var autoMargins = 0
    for index in start..<end {
      let item = items[index]
      used += item.targetMainSize + item.marginMainStart + item.marginMainEnd
      if item.autoMainStart { autoMargins += 1 }
      if item.autoMainEnd { autoMargins += 1 }
    }
    let free = innerMain - used
    if free > 0, autoMargins > 0 {
      lines[line].justify = .autoMargins
      return
    }
    let fallback: LineJustify = directionIsReversed ? .end : .start
    switch justifyContent {
    case .start: lines[line].justify = .start
    case .end: lines[line].justify = .end
    case .center: lines[line].justify = .center
    case .spaceBetween: lines[line].justify = free > 0 && count > 1 ? .spaceBetween : .start
    case .spaceAround: lines[line].justify = free > 0 ? .spaceAround : fallback
    case .spaceEvenly: lines[line].justify = free > 0 ? .spaceEvenly : fallback
    }
  }

  /// [§9.6](https://www.w3.org/TR/css-flexbox-1/#cross-alignment) steps 13–14 for
  /// each item of a line.
  private mutating func decideCrossAlignment(_ line: Int) {
    let lineCross = lines[line].crossSize
    let maxAscent = lines[line].maxAscent
    for index in lines[line].start..<lines[line].end {
      let item = items[index]
      let free = lineCross - item.crossSize - item.marginCrossStart - item.marginCrossEnd
      if item.autoCrossStart || item.autoCrossEnd {
        if free > 0 {
          if item.autoCrossStart && item.autoCrossEnd {
            items[index].crossAlign = .center
          } else if item.autoCrossStart {
            items[index].crossAlign = .end
          } else {
            items[index].crossAlign = .start
          }
        } else {
          items[index].crossAlign = isWrapReverse ? .end : .start
        }
        continue
      }
      switch item.alignSelf {
      case .start, .stretch: items[index].crossAlign = .start
      case .end: items[index].crossAlign = .end
      case .center: items[index].crossAlign = .center
      case .baseline:
        // The ascent: from the cross-start margin edge to the baseline.
        let ascent =
          crossReversed
          ? item.marginCrossStart + item.crossSize - item.baseline
          : item.marginCrossStart + item.baseline
        items[index].crossAlign = .baseline(maxAscent - ascent + item.marginCrossStart)
      }
    }
  }

  /// [§9.6](https://www.w3.org/TR/css-flexbox-1/#cross-alignment) step 16, with the
  /// fallbacks for negative free space (`space-between` and `stretch` act as
  /// `flex-start`; `space-around` and `space-evenly` as `start`, which is flex-end
  /// with `wrap-reverse`).
  private mutating func decideLinesAlign() {
    guard isMultiLine else {
      linesAlign = .start
      return
    }
    var used = crossGap * Double(lines.count - 1)
    for line in lines { used += line.naturalCrossSize }
    let free = innerCross - used
    let fallback: LinesAlign = isWrapReverse ? .end : .start
    switch alignContent {
    case .start: linesAlign = .start
    case .end: linesAlign = .end
    case .center: linesAlign = .center
    case .stretch: linesAlign = free > 0 ? .stretch : .start
    case .spaceBetween: linesAlign = free > 0 && lines.count > 1 ? .spaceBetween : .start
    case .spaceAround: linesAlign = free > 0 ? .spaceAround : fallback
    case .spaceEvenly: linesAlign = free > 0 ? .spaceEvenly : fallback
    }
  }
}
