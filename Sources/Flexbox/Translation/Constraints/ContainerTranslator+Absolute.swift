import FixFlex

extension ContainerTranslator {
  /// An absolutely positioned box, against this container (its containing block):
  /// sizes (set, or spanning the padding box between both insets) and positions (from
  /// an inset, centred between both, or at the static position in `staticParent`'s
  /// content box), as [CSS Positioned Layout §4] and [Flexbox §4.1] place it.
  ///
  /// [CSS Positioned Layout §4]: https://www.w3.org/TR/css-position-3/#abspos-layout
  /// [Flexbox §4.1]: https://www.w3.org/TR/css-flexbox-1/#abspos-items
  mutating func translateAbsolute(
    _ box: AbsolutePlan, usedHeight: Double, staticParent: LayoutNode,
    staticPlan: ContainerPlan
  ) {
    let node = ConstraintSpec.Item.node(box.node)
    let staticParent = ConstraintSpec.Item.node(Unmanaged.passUnretained(staticParent))
    let border = plan.border
    let sizing = box.sizing
    var margins = sizing.margins

    // Width and x.
    // A size between the insets follows the containing block unless a min or max
    // size clamps it (then it keeps the clamped size, so that no constraint of the
    // plan is left unsatisfied).
    let spanWidth =
      box.blockWidth - (sizing.left ?? 0) - (sizing.right ?? 0) - margins.left - margins.right
    if sizing.widthBetweenInsets, let left = sizing.left, let right = sizing.right,
      abs(sizing.width - spanWidth) <= TranslationTolerance.same
    {
      list.size(
        node, horizontal: true, .equal, container, horizontal: true, multiplier: 1,
        -(border.left + border.right + left + right + margins.left + margins.right),
        TranslationPriority.plan, .absolute("width between the insets"))
      addBounds(
        node, horizontal: true, lower: sizing.minWidth, upper: sizing.maxWidth, item: -1,
        isMain: false)
    } else {
      list.size(
        node, horizontal: true, .equal, sizing.width, TranslationPriority.plan,
        .absolute("width"))
    }
    var horizontal = AbsoluteAnchor.none
    if let left = sizing.left, let right = sizing.right {
      let free = box.blockWidth - left - right - sizing.width - margins.left - margins.right
      switch (sizing.autoMargins.left, sizing.autoMargins.right) {
      case (true, true):
        if free >= 0 {
          horizontal = .center((left - right) / 2)
        } else if box.blockIsRightToLeft {
          margins.left = free
        } else {
          margins.right = free
        }
      case (true, false): margins.left = free
      case (false, true): margins.right = free
      case (false, false): break
      }
    }
    if horizontal == .none {
      if let left = sizing.left, sizing.right == nil || !box.blockIsRightToLeft {
        horizontal = .low(left + margins.left)
      } else if let right = sizing.right {
        horizontal = .high(right + margins.right)
      }
    }
    placeAbsolute(
      node, horizontal: true, anchor: horizontal, staticAlign: box.staticX,
      margins: (margins.left, margins.right), staticParent: staticParent,
      staticInsets: (staticPlan.insets.left, staticPlan.insets.right))

    // Height and y.
    let spanHeight =
      box.blockHeight - (sizing.top ?? 0) - (sizing.bottom ?? 0) - margins.top - margins.bottom
    if sizing.heightBetweenInsets, let top = sizing.top, let bottom = sizing.bottom,
      abs(usedHeight - spanHeight) <= TranslationTolerance.same
    {
      list.size(
        node, horizontal: false, .equal, container, horizontal: false, multiplier: 1,
        -(border.top + border.bottom + top + bottom + margins.top + margins.bottom),
        TranslationPriority.plan, .absolute("height between the insets"))
      addBounds(
        node, horizontal: false, lower: sizing.minHeight, upper: sizing.maxHeight, item: -1,
        isMain: false)
    } else {
      list.size(
        node, horizontal: false, .equal, usedHeight, TranslationPriority.plan,
        .absolute("height"))
    }
    var vertical = AbsoluteAnchor.none
    if let top = sizing.top, let bottom = sizing.bottom {
      let free = box.blockHeight - top - bottom - usedHeight - margins.top - margins.bottom
      switch (sizing.autoMargins.top, sizing.autoMargins.bottom) {
      case (true, true):
        if free >= 0 {
          vertical = .center((top - bottom) / 2)
        } else {
          margins.bottom = free
        }
      case (true, false): margins.top = free
      case (false, true): margins.bottom = free
      case (false, false): break
      }
      if vertical == .none {
        // Aligned by `align-self` between the insets, as the direct algorithm places it.
        let placement = InsetAlignment.vertical(
          box.alignSelf, top: top, bottom: bottom, blockSize: box.blockHeight,
          size: usedHeight + margins.top + margins.bottom)
        switch placement {
        case .low(let offset): vertical = .low(offset + margins.top)
        case .high(let offset): vertical = .high(offset + margins.bottom)
        case .center(let offset):
          vertical = .center(offset + (margins.top - margins.bottom) / 2)
        }
      }
    }
    if vertical == .none {
      if let top = sizing.top {
        vertical = .low(top + margins.top)
      } else if let bottom = sizing.bottom {
        vertical = .high(bottom + margins.bottom)
      }
    }
    placeAbsolute(
      node, horizontal: false, anchor: vertical, staticAlign: box.staticY,
      margins: (margins.top, margins.bottom), staticParent: staticParent,
      staticInsets: (staticPlan.insets.top, staticPlan.insets.bottom))
  }

  /// How an absolutely positioned box is placed along one axis of its containing
  /// block's padding box.
  enum AbsoluteAnchor: Equatable {
    /// Not by the insets: at the static position.
    case none
    /// The border-box low edge this far inside the padding box's low edge.
    case low(Double)
    /// The border-box high edge this far inside the padding box's high edge.
    case high(Double)
    /// The border-box centre this far from the padding box's centre.
    case center(Double)
  }

  /// Places an absolutely positioned box along one axis: by its anchor in this
  /// container's padding box, or at its static position.
  private mutating func placeAbsolute(
    _ node: ConstraintSpec.Item, horizontal: Bool, anchor: AbsoluteAnchor,
    staticAlign: StaticAlign, margins: (low: Double, high: Double),
    staticParent: ConstraintSpec.Item,
    staticInsets: (low: Double, high: Double)
  ) {
    let low: PlanEdge = horizontal ? .left : .top
    let high: PlanEdge = horizontal ? .right : .bottom
    let border = plan.border
    let borderLow = horizontal ? border.left : border.top
    let borderHigh = horizontal ? border.right : border.bottom
    let role = ConstraintRole.absolute(horizontal ? "x" : "y")
    switch anchor {
    case .low(let offset):
      list.edge(
        node, low, .equal, container, low, borderLow + offset, TranslationPriority.plan, role)
    case .high(let offset):
      list.edge(
        node, high, .equal, container, high, -(borderHigh + offset), TranslationPriority.plan,
        role)
    case .center(let offset):
      list.center(
        node, container, horizontal: horizontal, (borderLow - borderHigh) / 2 + offset,
        TranslationPriority.plan, role)
    case .none:
      let staticRole = ConstraintRole.absolute(horizontal ? "static x" : "static y")
      switch staticAlign {
      case .low:
        list.edge(
          node, low, .equal, staticParent, low, staticInsets.low + margins.low,
          TranslationPriority.plan, staticRole)
      case .high:
        list.edge(
          node, high, .equal, staticParent, high, -(staticInsets.high + margins.high),
          TranslationPriority.plan, staticRole)
      case .center:
        list.center(
          node, staticParent, horizontal: horizontal,
          (staticInsets.low - staticInsets.high) / 2 + (margins.low - margins.high) / 2,
          TranslationPriority.plan, staticRole)
      }
    }
  }
}
