import FixFlex

/// What the translation decides about one flex container before solving: the numbers
/// CSS computes from content and the choices a linear program cannot make (FLEX-AS-
/// CONSTRAINTS, "What is decided before solving").
///
/// A plan is made for the container's input (its border-box width, and its height
/// when that is imposed): the items with their margins, flex base sizes, hypothetical
/// sizes and min/max sizes ([§9.2]), the flex lines ([§9.3] step 5), which items each
/// line's flexing freezes ([§9.7]), the hypothetical cross sizes and baselines
/// ([§9.4] step 7) and the negative-free-space fallbacks of the alignment steps. The
/// constraints built from it derive every size and position from the container's own
/// size, so the plan stays valid while the container resizes within
/// ``validity``; outside it, the container is planned and translated again.
///
/// [§9.2]: https://www.w3.org/TR/css-flexbox-1/#line-sizing
/// [§9.3]: https://www.w3.org/TR/css-flexbox-1/#main-sizing
/// [§9.4]: https://www.w3.org/TR/css-flexbox-1/#cross-sizing
/// [§9.7]: https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths
struct ContainerPlan {
  /// The input the plan was made for.
  var input: NodeInput
  /// The container's resolved direction.
  var direction: ResolvedDirection
  var isRow: Bool
  var isMultiLine: Bool
  /// Whether main-start is the right (row) or bottom (column) edge.
  var mainReversed: Bool
  /// Whether cross-start is the bottom (row) or right (column) edge.
  var crossReversed: Bool
  var isWrapReverse: Bool
  /// Whether `start` is the flex-end side (`row-reverse`, `column-reverse`).
  var directionIsReversed: Bool
  var justifyContent: Flex.JustifyContent
  var alignItems: Flex.AlignItems
  var alignContent: Flex.AlignContent
  /// Padding plus border on each physical edge.
  var insets: EdgeInsets
  /// Border alone on each physical edge (the padding box is what absolutely
  /// positioned descendants are placed in).
  var border: EdgeInsets
  /// The used border-box size.
  var width: Double
  var height: Double
  /// The content-box main and cross sizes (§9.3 step 4, §9.4 step 15).
  var innerMain: Double
  var innerCross: Double
  /// Whether the content-box height is definite for the items (percentages resolve
  /// against it).
  var percentBasisHeight: Double?
  var mainGap: Double
  var crossGap: Double
  /// The container's height from its content alone, and its first baseline.
  var contentHeight: Double
  var baseline: Double?
  /// The in-flow items, in order (`display: contents` children replaced by theirs).
  var items: [PlanItem]
  var lines: [PlanLine]
  /// Children that are `display: none` (their subtrees get zero frames).
  var hiddenChildren: [Unmanaged<Flex>]
  /// `display: contents` children (no box; their items are among ``items``).
  var contentsNodes: [Unmanaged<Flex>]
  /// Whether absolutely positioned descendants are placed against this container
  /// (it is positioned, or the root) and it may have some.
  var isContainingBlock: Bool
  /// Absolutely positioned descendants placed against this container.
  var absolutes: [AbsolutePlan]
  /// How far the content box may move before a decision of this plan could change.
  var validity: PlanValidity
  /// How a multi-line container's lines are placed.
  var linesAlign = LinesAlign.start

  /// The physical edge at main-start.
  var mainStartEdge: PlanEdge {
    isRow ? (mainReversed ? .right : .left) : (mainReversed ? .bottom : .top)
  }
  /// The physical edge at cross-start.
  var crossStartEdge: PlanEdge {
    isRow ? (crossReversed ? .bottom : .top) : (crossReversed ? .right : .left)
  }
}

/// One flex item of a plan, in flow-relative terms (CSS Flexbox §9): sizes are
/// border-box sizes, margins are apart.
struct PlanItem {
  /// The item's flex state (the tree holds it while the plan lives).
  var flex: Unmanaged<Flex>
  /// The item's node.
  var node: Unmanaged<LayoutNode>
  var marginMainStart: Double
  var marginMainEnd: Double
  var marginCrossStart: Double
  var marginCrossEnd: Double
  var autoMainStart: Bool
  var autoMainEnd: Bool
  var autoCrossStart: Bool
  var autoCrossEnd: Bool
  var paddingBorderMain: Double
  var paddingBorderCross: Double
  var flexGrow: Double
  var flexShrink: Double
  var alignSelf: Flex.AlignItems
  var minMain: Double
  var maxMain: Double
  var minCross: Double
  var maxCross: Double
  var flexBaseSize: Double
  var hypotheticalMainSize: Double
  /// The used main size (§9.7 step 5), for checking and for the item's own plan.
  var targetMainSize: Double
  var hypotheticalCrossSize: Double
  /// The used cross size (§9.4 step 11).
  var crossSize: Double
  var isStretched: Bool
  /// The first baseline from the border-box top, as the alignment steps use it.
  var baseline: Double
  /// Whether the item's own layout gets a definite height (its children's percentages
  /// resolve against it).
  var childHeightIsDefinite: Bool
  /// Whether the item's height is its content's (a row item neither stretched nor
  /// sized by its style).
  var heightFromContent: Bool
  /// The offset of a relatively positioned item.
  var relativeOffset: (x: Double, y: Double)
  /// The border-box position the direct steps computed, from the content box's
  /// main-start and cross-start (for checks).
  var mainPosition: Double
  var crossPosition: Double
  /// `nil` for an item whose main size is fixed by the plan (``targetMainSize``);
  /// otherwise its main size is `flexBaseSize + flexCoefficient × u` (``LineFlexing``).
  var flexCoefficient: Double? = nil
  /// How the item sits in its line along the cross axis.
  var crossAlign = ItemCrossAlign.start

  /// The outer hypothetical main size.
  var outerHypotheticalMainSize: Double {
    hypotheticalMainSize + marginMainStart + marginMainEnd
  }
  /// The outer flex base size.
  var outerFlexBaseSize: Double { flexBaseSize + marginMainStart + marginMainEnd }
}

/// A flex line of a plan and what was decided for it.
struct PlanLine {
  /// The first item and one past the last.
  var start: Int
  var end: Int
  /// The line's cross size from its items (§9.4 step 8), before `align-content:
  /// stretch`.
  var naturalCrossSize: Double
  /// The used cross size.
  var crossSize: Double
  /// The largest ascent of the baseline-aligned items.
  var maxAscent: Double
  /// How the line's items flex (§9.7).
  var flexing: LineFlexing
  /// How the free space left after flexing is placed (§9.5).
  var justify: LineJustify
}

/// A physical edge of a box.
enum PlanEdge {
  case left, right, top, bottom

  /// Whether the edge lies on the horizontal axis.
  var isHorizontal: Bool { self == .left || self == .right }
  /// The opposite edge.
  var opposite: PlanEdge {
    switch self {
    case .left: return .right
    case .right: return .left
    case .top: return .bottom
    case .bottom: return .top
    }
  }
  /// Whether coordinates grow away from this edge into the box (left, top).
  var isLow: Bool { self == .left || self == .top }
}

/// The range of content-box sizes over which a plan's decisions hold.
struct PlanValidity {
  /// Whether the plan holds for any width or height other than the one it was made
  /// for: `false` when some number in its constraints depends on the container's size
  /// in a way the constraints do not express (a percentage flex basis in a shrinking
  /// line, content measured at a width that follows the container, …).
  var isSizeIndependent: Bool
}
