import FixFlex

/// Turns one container's plan into constraints and spacer guides on the layout
/// layer (FLEX-AS-CONSTRAINTS): per line, the items chained along the main axis
/// through margins, gaps and justify spacers, their sizes from the line's shared flex
/// variable or frozen by the plan, min and max sizes as required inequalities; along
/// the cross axis, sizes (stretched to the line, or fixed) and alignment; for a
/// multi-line container, the lines chained and spaced by `align-content`.
///
/// Every size and position comes out as a linear function of the container's own
/// frame, so the translation holds while the container resizes within the plan's
/// validity.
struct ContainerTranslator {
  let plan: ContainerPlan
  /// The container.
  let container: ConstraintSpec.Item
  var list = ConstraintList()

  init(plan: ContainerPlan, container: LayoutNode) {
    self.plan = plan
    self.container = .node(Unmanaged.passUnretained(container))
  }

  /// Builds every constraint of the container.
  mutating func translate() {
    var lineGuides: [ConstraintSpec.Item] = []
    if plan.isMultiLine {
      lineGuides = translateLines()
    }
    for line in plan.lines.indices {
      translateMainAxis(line)
      translateCrossAxis(line, lineGuide: plan.isMultiLine ? lineGuides[line] : nil)
    }
    for entry in plan.contentsNodes {
      let node = ConstraintSpec.Item.node(entry.takeUnretainedValue().owner)
      list.edge(node, .left, .equal, container, .left, 0, .required, .contents)
      list.edge(node, .top, .equal, container, .top, 0, .required, .contents)
      list.size(node, horizontal: true, .equal, 0, .required, .contents)
      list.size(node, horizontal: false, .equal, 0, .required, .contents)
    }
  }

  // MARK: Geometry helpers

  /// Padding plus border on a physical edge.
  func inset(_ edge: PlanEdge) -> Double {
    switch edge {
    case .left: return plan.insets.left
    case .right: return plan.insets.right
    case .top: return plan.insets.top
    case .bottom: return plan.insets.bottom
    }
  }

  /// +1 when moving away from `edge` into the box increases coordinates (left, top),
  /// else −1.
  func inward(_ edge: PlanEdge) -> Double { edge.isLow ? 1 : -1 }

  /// The node of an item.
  func node(_ index: Int) -> ConstraintSpec.Item { .node(plan.items[index].node) }

  /// An item's relative offset along the main or cross axis (physical, +x right,
  /// +y down).
  func shift(_ index: Int, main: Bool) -> Double {
    let offset = plan.items[index].relativeOffset
    return (main == plan.isRow) ? offset.x : offset.y
  }

  /// A new guide owned by the container.
  mutating func makeGuide(_ label: String) -> ConstraintSpec.Item {
    list.guide(label)
  }

  // MARK: Main axis

  /// One element of a chain along an axis: an item (with its margins and relative
  /// offset) or a guide (a spacer or an auto margin).
  struct ChainElement {
    var node: ConstraintSpec.Item
    var marginStart = 0.0
    var marginEnd = 0.0
    var shift = 0.0
    /// Whether the gap comes before this element (it starts a new item's group).
    var gapBefore = false
  }

  /// The main axis of one line: sizes, the chain, justify spacers or auto margins,
  /// and the flex variable.
  mutating func translateMainAxis(_ line: Int) {
    let range = plan.lines[line].start..<plan.lines[line].end
    guard !range.isEmpty else { return }
    let start = plan.mainStartEdge
    let horizontal = plan.isRow
    let flexing = plan.lines[line].flexing
    let justify = plan.lines[line].justify

    // Sizes. A filled line (pinned at both ends) with a single flexible item needs
    // no flex variable: the pins give that item what the line leaves, which is its
    // `flexBaseSize + c·u` whether the line grows or shrinks. Its constraints then
    // stay the same when a resize turns growth into shrinkage (a text label whose
    // content is about the line's width), and are updated rather than rebuilt.
    var flexibleCount = 0
    for index in range where plan.items[index].flexCoefficient != nil { flexibleCount += 1 }
    let fillsAlone = flexing == .fill && flexibleCount == 1
    var flexVariable: ConstraintSpec.Item?
    if flexing != .none, !fillsAlone {
      let guide = makeGuide("flex\(line)")
      flexVariable = guide
      if case .fraction(let sign, let offset) = flexing {
        // u == sign × (innerMain − offset), innerMain = size − insets.
        let insets = inset(start) + inset(start.opposite)
        list.size(
          guide, horizontal: horizontal, .equal, container, horizontal: horizontal,
          multiplier: sign, -sign * (insets + offset), TranslationPriority.plan,
          .fraction(line: line))
      }
    }
    for index in range {
      let item = plan.items[index]
      let itemNode = node(index)
      if let coefficient = item.flexCoefficient, let flexVariable {
        list.size(
          itemNode, horizontal: horizontal, .equal, flexVariable, horizontal: horizontal,
          multiplier: coefficient, item.flexBaseSize, TranslationPriority.plan,
          .flexSize(item: index, coefficient: coefficient, base: item.flexBaseSize))
      } else if item.flexCoefficient != nil, fillsAlone {
        // Sized by the line's pins (above).
      } else {
        list.size(
          itemNode, horizontal: horizontal, .equal, item.targetMainSize, TranslationPriority.plan,
          .frozenSize(item: index))
      }
      addBounds(
        itemNode, horizontal: horizontal,
        lower: max(item.minMain, item.paddingBorderMain), upper: item.maxMain, item: index,
        isMain: true)
    }

    // The chain: spacers and auto margins as guides between the items.
    var elements: [ChainElement] = []
    var spacers: [ConstraintSpec.Item] = []
    var leading: ConstraintSpec.Item?
    var trailing: ConstraintSpec.Item?
    var autoGuides: [ConstraintSpec.Item] = []
    let spaced = justify == .spaceBetween || justify == .spaceAround || justify == .spaceEvenly
    if justify == .spaceAround || justify == .spaceEvenly {
      let guide = makeGuide("lead\(line)")
      leading = guide
      elements.append(ChainElement(node: guide))
    }
    for index in range {
      let item = plan.items[index]
      var gapBefore = index > range.lowerBound
      if spaced, index > range.lowerBound {
        let guide = makeGuide("space\(line).\(index - range.lowerBound)")
        spacers.append(guide)
        elements.append(ChainElement(node: guide, gapBefore: true))
        gapBefore = false
      }
      if justify == .autoMargins, item.autoMainStart {
        let guide = makeGuide("auto\(index).start")
        autoGuides.append(guide)
        elements.append(ChainElement(node: guide, gapBefore: gapBefore))
        gapBefore = false
      }
      elements.append(
        ChainElement(
          node: node(index), marginStart: item.marginMainStart, marginEnd: item.marginMainEnd,
          shift: shift(index, main: true), gapBefore: gapBefore))
      if justify == .autoMargins, item.autoMainEnd {
        let guide = makeGuide("auto\(index).end")
        autoGuides.append(guide)
        elements.append(ChainElement(node: guide))
      }
    }
    if justify == .spaceAround || justify == .spaceEvenly {
      let guide = makeGuide("trail\(line)")
      trailing = guide
      elements.append(ChainElement(node: guide))
    }
    chain(elements, start: start, gap: plan.mainGap, item: range.lowerBound)

    // Where the chain sits.
    let pinsStart: Bool
    let pinsEnd: Bool
    switch justify {
    case .start: (pinsStart, pinsEnd) = (true, flexing == .fill)
    case .end: (pinsStart, pinsEnd) = (false, true)
    case .center: (pinsStart, pinsEnd) = (false, false)
    case .spaceBetween, .spaceAround, .spaceEvenly, .autoMargins:
      (pinsStart, pinsEnd) = (true, true)
    }
    if pinsStart {
      pin(elements[0], to: start, chainStart: start, role: .justify(line: line, justify))
    }
    if pinsEnd {
      pin(
        elements[elements.count - 1], to: start.opposite, chainStart: start,
        role: flexing == .fill ? .fill(line: line) : .justify(line: line, justify))
    }
    if justify == .center {
      center(
        elements, start: start, extent: plan.lines[line].usedMainExtent(plan),
        label: "span\(line)", role: .justify(line: line, .center))
    }
    equalizeSpacers(
      spacers, leading: leading, trailing: trailing, halfOuter: justify == .spaceAround,
      horizontal: horizontal, line: line)
    for guide in autoGuides.dropFirst() {
      list.size(
        guide, horizontal: horizontal, .equal, autoGuides[0], horizontal: horizontal,
        multiplier: 1, 0, TranslationPriority.plan, .autoMargin(item: range.lowerBound))
    }
  }

  /// Chains consecutive elements along the axis of `start` (required): each one
  /// starts where the previous one ends, plus margins and, between items, the gap.
  mutating func chain(_ elements: [ChainElement], start: PlanEdge, gap: Double, item: Int) {
    let sign = inward(start)
    for position in elements.indices.dropFirst() {
      let previous = elements[position - 1]
      let next = elements[position]
      let distance = previous.marginEnd + (next.gapBefore ? gap : 0) + next.marginStart
      list.edge(
        next.node, start, .equal, previous.node, start.opposite,
        sign * distance + next.shift - previous.shift, .required, .chain(item: item))
    }
  }

  /// Pins the first (`edge` = the chain's start) or last (`edge` = its end) element
  /// of a chain to the content box's edge.
  mutating func pin(
    _ element: ChainElement, to edge: PlanEdge, chainStart: PlanEdge, role: ConstraintRole
  ) {
    let sign = inward(edge)
    let margin = edge == chainStart ? element.marginStart : element.marginEnd
    list.edge(
      element.node, edge, .equal, container, edge, sign * (inset(edge) + margin) + element.shift,
      TranslationPriority.plan, role)
  }

  /// Makes the spacers of a `space-*` distribution equal (`between`, `around`,
  /// `evenly`): every inner spacer as wide as the first, and the outer ones (leading
  /// and trailing) as wide as it, or half as wide for `space-around` (CSS Box
  /// Alignment 3 §5.3). With no inner spacer the outer ones equal each other.
  mutating func equalizeSpacers(
    _ spacers: [ConstraintSpec.Item], leading: ConstraintSpec.Item?,
    trailing: ConstraintSpec.Item?, halfOuter: Bool, horizontal: Bool, line: Int?
  ) {
    for spacer in spacers.dropFirst() {
      list.size(
        spacer, horizontal: horizontal, .equal, spacers[0], horizontal: horizontal,
        multiplier: 1, 0, TranslationPriority.plan, .spacer(line: line))
    }
    guard let leading, let trailing else { return }
    if let first = spacers.first {
      for guide in [leading, trailing] {
        list.size(
          guide, horizontal: horizontal, .equal, first, horizontal: horizontal,
          multiplier: halfOuter ? 0.5 : 1, 0, TranslationPriority.plan, .spacer(line: line))
      }
    } else {
      list.size(
        trailing, horizontal: horizontal, .equal, leading, horizontal: horizontal,
        multiplier: 1, 0, TranslationPriority.plan, .spacer(line: line))
    }
  }

  /// Centres a chain in the content box through a guide spanning its outer extent
  /// (`extent`, as the plan measured it).
  mutating func center(
    _ elements: [ChainElement], start: PlanEdge, extent: Double, label: String,
    role: ConstraintRole
  ) {
    let first = elements[0]
    let last = elements[elements.count - 1]
    let sign = inward(start)
    let span = makeGuide(label)
    // The span runs from the first outer start to the last outer end; when that is
    // negative (negative margins), its edges are swapped so that its size is not.
    let spanStart = extent >= 0 ? start : start.opposite
    list.edge(
      span, spanStart, .equal, first.node, start, -sign * first.marginStart - first.shift,
      .required, .span(line: nil))
    list.edge(
      span, spanStart.opposite, .equal, last.node, start.opposite,
      sign * last.marginEnd - last.shift, .required, .span(line: nil))
    let offset = sign * (inset(start) - inset(start.opposite)) / 2
    list.center(
      span, container, horizontal: start.isHorizontal, offset, TranslationPriority.plan, role)
  }

  /// `lower ≤ size ≤ upper` as required inequalities (only the finite, meaningful
  /// ones; the lower bound wins where they cross, as CSS's clamping does).
  mutating func addBounds(
    _ node: ConstraintSpec.Item, horizontal: Bool, lower: Double, upper: Double, item: Int,
    isMain: Bool
  ) {
    if lower > 0 {
      list.size(
        node, horizontal: horizontal, .greaterThanOrEqual, lower, .required,
        .bound(item: item, isMinimum: true, isMain: isMain))
    }
    if upper.isFinite, upper >= lower {
      list.size(
        node, horizontal: horizontal, .lessThanOrEqual, upper, .required,
        .bound(item: item, isMinimum: false, isMain: isMain))
    }
  }
}

extension PlanLine {
  /// The outer extent of the line's items along the main axis: their outer used
  /// sizes and the gaps between them.
  func usedMainExtent(_ plan: ContainerPlan) -> Double {
    var used = plan.mainGap * Double(max(0, end - start - 1))
    for index in start..<end {
      let item = plan.items[index]
      used += item.targetMainSize + item.marginMainStart + item.marginMainEnd
    }
    return used
  }
}
