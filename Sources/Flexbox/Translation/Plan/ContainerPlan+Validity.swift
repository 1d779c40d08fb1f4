extension ContainerPlan {
  /// This plan made again for `input`, when the constraints built from it still give
  /// the container's layout there; `nil` when they do not.
  ///
  /// The plan holds when it does not depend on the container's size but through its
  /// constraints (``PlanValidity``), and at the new size every decision comes out the
  /// same: the lines break at the same items, each line flexes the same items the same
  /// way and places its free space the same way, and the same items are clamped. The
  /// plan returned has the item sizes of the new input (the targets of §9.7 and the
  /// stretched cross sizes of §9.4 step 11): what the constraints solve to, and the
  /// inputs of the items' own layouts.
  ///
  /// - Complexity: O(n) for n items, without measuring anything.
  func resized(to input: NodeInput) -> ContainerPlan? {
    if input == self.input { return self }
    guard validity.isSizeIndependent, (input.height == nil) == (self.input.height == nil),
      input.heightIsDefinite == self.input.heightIsDefinite,
      input.direction == self.input.direction
    else { return nil }
    var copy = self
    copy.input = input
    copy.width = input.width
    let contentWidth = max(0, input.width - insets.left - insets.right)
    let contentHeight = input.height.map { max(0, $0 - insets.top - insets.bottom) }
    // The items' percentages resolve against a definite content height (as the
    // direct algorithm's container sets it).
    if input.heightIsDefinite { copy.percentBasisHeight = contentHeight }
    if isRow {
      copy.innerMain = contentWidth
      if let contentHeight { copy.innerCross = contentHeight }
    } else {
      copy.innerCross = contentWidth
      if let contentHeight { copy.innerMain = contentHeight }
    }
    copy.height = (isRow ? copy.innerCross : copy.innerMain) + insets.top + insets.bottom
    if isMultiLine {
      guard copy.breaksLinesAsBefore() else { return nil }
      var used = crossGap * Double(lines.count - 1)
      for line in lines { used += line.naturalCrossSize }
      let free = copy.innerCross - used
      let share = alignContent == .stretch && free > 0 ? free / Double(lines.count) : 0
      for line in copy.lines.indices {
        copy.lines[line].crossSize = copy.lines[line].naturalCrossSize + share
      }
    } else if isRow ? contentHeight != nil : true {
      copy.lines[0].crossSize = copy.innerCross
    }
    for line in copy.lines.indices {
      for index in copy.lines[line].start..<copy.lines[line].end where items[index].isStretched {
        let item = items[index]
        copy.items[index].crossSize = clampedCross(
          copy.lines[line].crossSize - item.marginCrossStart - item.marginCrossEnd, item)
      }
    }
    copy.decide()
    return copy.translatesLike(self) ? copy : nil
  }

  /// Whether the lines still break where they did, at the new inner main size (§9.3
  /// step 5, as the direct algorithm collects them).
  private func breaksLinesAsBefore() -> Bool {
    let breakLength: Double
    if isRow {
      breakLength = innerMain
    } else if input.height != nil {
      breakLength = innerMain
    } else {
      // A column of indefinite height breaks at its max height, which does not move.
      return true
    }
    var line = 0
    var used = 0.0
    var inLine = 0
    for index in items.indices {
      let outer = items[index].outerHypotheticalMainSize
      if inLine > 0, used + mainGap + outer > breakLength + TranslationTolerance.lineBreak {
        guard lines[line].end == index else { return false }
        line += 1
        used = outer
        inLine = 1
      } else {
        used += (inLine > 0 ? mainGap : 0) + outer
        inLine += 1
      }
    }
    return line == lines.count - 1
  }

  /// Whether this plan (made for another size) leads to the same constraints as
  /// `other`.
  private func translatesLike(_ other: ContainerPlan) -> Bool {
    guard linesAlign == other.linesAlign, lines.count == other.lines.count else { return false }
    for line in lines.indices {
      guard lines[line].flexing == other.lines[line].flexing,
        lines[line].justify == other.lines[line].justify
      else { return false }
      if lines[line].justify == .center,
        (lines[line].usedMainExtent(self) >= 0) != (other.lines[line].usedMainExtent(other) >= 0)
      {
        return false
      }
      for index in lines[line].start..<lines[line].end {
        let mine = items[index]
        let theirs = other.items[index]
        guard mine.flexCoefficient == theirs.flexCoefficient, mine.crossAlign == theirs.crossAlign
        else { return false }
        if mine.flexCoefficient == nil, mine.targetMainSize != theirs.targetMainSize {
          return false
        }
        if mine.isStretched {
          let line = lines[line]
          let otherLine = other.lines[lineIndex(of: index)]
          let follows =
            abs(mine.crossSize - (line.crossSize - mine.marginCrossStart - mine.marginCrossEnd))
            <= TranslationTolerance.same
          let followed =
            abs(
              theirs.crossSize
                - (otherLine.crossSize - theirs.marginCrossStart - theirs.marginCrossEnd))
            <= TranslationTolerance.same
          guard follows == followed, follows || mine.crossSize == theirs.crossSize else {
            return false
          }
        }
      }
    }
    return true
  }

  /// The line an item is on.
  func lineIndex(of item: Int) -> Int {
    lines.firstIndex { $0.start <= item && item < $0.end } ?? 0
  }
}
