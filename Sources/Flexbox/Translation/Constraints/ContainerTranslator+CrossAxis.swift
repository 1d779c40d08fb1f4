import FixFlex

extension ContainerTranslator {
  /// The cross axis of one line: each item's cross size (stretched to the line, or
  /// fixed by the plan) and its position in the line (§9.6 steps 13–14). The line is
  /// the container's content box in a single-line container, its guide otherwise.
  mutating func translateCrossAxis(_ line: Int, lineGuide: ConstraintSpec.Item?) {
    let crossStart = plan.crossStartEdge
    let crossEnd = crossStart.opposite
    let horizontal = !plan.isRow
    let sign = inward(crossStart)
    // The line's box: (node, offset of its start edge, of its end edge, of its
    // centre, and the amount to take off the node's size for the line's size).
    let box = lineGuide ?? container
    let startOffset = lineGuide == nil ? sign * inset(crossStart) : 0
    let endOffset = lineGuide == nil ? -sign * inset(crossEnd) : 0
    let centerOffset = lineGuide == nil ? sign * (inset(crossStart) - inset(crossEnd)) / 2 : 0
    let insets = lineGuide == nil ? inset(crossStart) + inset(crossEnd) : 0
    for index in plan.lines[line].start..<plan.lines[line].end {
      let item = plan.items[index]
      let itemNode = node(index)
      let margins = item.marginCrossStart + item.marginCrossEnd
      let offset = shift(index, main: false)
      // A stretched item follows its line unless its min or max size clamps it; then
      // it keeps the clamped size (so that no constraint of the plan is left
      // unsatisfied, which would let levels of different containers trade off).
      let stretchedSize = plan.lines[line].crossSize - margins
      if item.isStretched, abs(item.crossSize - stretchedSize) <= TranslationTolerance.same {
        list.size(
          itemNode, horizontal: horizontal, .equal, box, horizontal: horizontal, multiplier: 1,
          -(insets + margins), TranslationPriority.stretch, .stretch(item: index))
        addBounds(
          itemNode, horizontal: horizontal,
          lower: max(item.minCross, item.paddingBorderCross), upper: item.maxCross, item: index,
          isMain: false)
      } else {
        list.size(
          itemNode, horizontal: horizontal, .equal, item.crossSize, TranslationPriority.plan,
          .crossSize(item: index))
      }
      let role = ConstraintRole.crossAlign(item: index, item.crossAlign)
      switch item.crossAlign {
      case .start:
        list.edge(
          itemNode, crossStart, .equal, box, crossStart,
          startOffset + sign * item.marginCrossStart + offset, TranslationPriority.plan, role)
      case .end:
        list.edge(
          itemNode, crossEnd, .equal, box, crossEnd,
          endOffset - sign * item.marginCrossEnd + offset, TranslationPriority.plan, role)
      case .center:
        list.center(
          itemNode, box, horizontal: horizontal,
          centerOffset + sign * (item.marginCrossStart - item.marginCrossEnd) / 2 + offset,
          TranslationPriority.plan, role)
      case .baseline(let position):
        list.edge(
          itemNode, crossStart, .equal, box, crossStart, startOffset + sign * position + offset,
          TranslationPriority.plan, role)
      }
    }
  }

  /// The lines of a multi-line container as guides along the cross axis: each as
  /// large as its items need (plus an equal share of the free space under
  /// `align-content: stretch`), chained with the gap between lines, and placed by
  /// `align-content` (§9.4 step 9, §9.6 step 16).
  mutating func translateLines() -> [ConstraintSpec.Item] {
    let crossStart = plan.crossStartEdge
    let horizontal = !plan.isRow
    var lineGuides: [ConstraintSpec.Item] = []
    var elements: [ChainElement] = []
    var spacers: [ConstraintSpec.Item] = []
    var leading: ConstraintSpec.Item?
    var trailing: ConstraintSpec.Item?
    let align = plan.linesAlign
    let spaced = align == .spaceBetween || align == .spaceAround || align == .spaceEvenly
    var share: ConstraintSpec.Item?
    if align == .stretch { share = makeGuide("lineShare") }
    if align == .spaceAround || align == .spaceEvenly {
      let guide = makeGuide("linesLead")
      leading = guide
      elements.append(ChainElement(node: guide))
    }
    for line in plan.lines.indices {
      if spaced, line > 0 {
        let guide = makeGuide("lineSpace\(line)")
        spacers.append(guide)
        elements.append(ChainElement(node: guide, gapBefore: true))
      }
      let guide = makeGuide("line\(line)")
      lineGuides.append(guide)
      elements.append(ChainElement(node: guide, gapBefore: line > 0 && !spaced))
      let natural = plan.lines[line].naturalCrossSize
      if let share {
        list.size(
          guide, horizontal: horizontal, .equal, share, horizontal: horizontal, multiplier: 1,
          natural, TranslationPriority.plan, .lineSize(line: line))
      } else {
        list.size(
          guide, horizontal: horizontal, .equal, natural, TranslationPriority.plan,
          .lineSize(line: line))
      }
    }
    if align == .spaceAround || align == .spaceEvenly {
      let guide = makeGuide("linesTrail")
      trailing = guide
      elements.append(ChainElement(node: guide))
    }
    chain(elements, start: crossStart, gap: plan.crossGap, item: 0)
    let pinsStart: Bool
    let pinsEnd: Bool
    switch align {
    case .start: (pinsStart, pinsEnd) = (true, false)
    case .end: (pinsStart, pinsEnd) = (false, true)
    case .center: (pinsStart, pinsEnd) = (false, false)
    case .spaceBetween, .spaceAround, .spaceEvenly, .stretch: (pinsStart, pinsEnd) = (true, true)
    }
    if pinsStart {
      pin(elements[0], to: crossStart, chainStart: crossStart, role: .linePosition(line: 0))
    }
    if pinsEnd {
      pin(
        elements[elements.count - 1], to: crossStart.opposite, chainStart: crossStart,
        role: .linePosition(line: plan.lines.count - 1))
    }
    if align == .center {
      var extent = plan.crossGap * Double(plan.lines.count - 1)
      for line in plan.lines { extent += line.naturalCrossSize }
      center(
        elements, start: crossStart, extent: extent, label: "linesSpan",
        role: .linePosition(line: 0))
    }
    equalizeSpacers(
      spacers, leading: leading, trailing: trailing, halfOuter: align == .spaceAround,
      horizontal: horizontal, line: nil)
    return lineGuides
  }
}
