import FixFlex
import Testing

/// SEMANTICS §1.8, case by case, and the generation order of §1.3.
@Suite struct StackEdgeCaseTests {
  @Test func onlyAFillSpansTheWholeRangeWithoutADimensionConstraint() throws {
    let parent = LayoutNode(name: "parent")
    let result = try parent.fx.hstack(startOffset: 10, endOffset: -20, Fill())
    // One chain constraint in, one closing constraint out; the reference Fill has none.
    #expect(
      result.constraints.map(\.description) == [
        "spacer1.leading == parent.leading + 10",
        "spacer1.trailing == parent.trailing - 20",
      ])
    #expect(result.layoutGuides.count == 1)
    try parent.layout(in: Size(width: 200, height: 10))
    #expect(result.layoutGuides[0].frame.minX == 10)
    #expect(result.layoutGuides[0].frame.width == 170)
  }

  @Test func fillWeightsAreRelativeToTheFirstPositiveFill() throws {
    let (parent, nodes) = try makeTree("a", "b")
    try parent.fx.hstack(Fill(nodes[0]), Fill(nodes[1], weight: 2))
    try parent.layout(in: Size(width: 300, height: 10))
    // a + 2a = 300.
    #expect(nodes[0].frame.width == 100)
    #expect(nodes[1].frame.width == 200)
  }

  @Test func aZeroWeightFillBeforeAnyReferenceIsZeroWide() throws {
    let (parent, nodes) = try makeTree("a", "b")
    let result = try parent.fx.hstack(Fill(nodes[0], weight: 0), Fill(nodes[1], weight: 3))
    #expect(result.constraints.contains { $0.description == "a.width == 0" })
    try parent.layout(in: Size(width: 300, height: 10))
    #expect(nodes[0].frame.width == 0)
    #expect(nodes[1].frame.width == 300)
  }

  @Test func aSingleFlexNodeIsPinnedToBothEndsWhateverItsIntrinsicSize() throws {
    let (parent, nodes) = try makeTree("label")
    try nodes[0].setIntrinsicContentSize(IntrinsicContentSize(width: 50, height: 10))
    try parent.fx.hstack(Flex(nodes[0]))
    try parent.layout(in: Size(width: 200, height: 10))
    #expect(nodes[0].frame.width == 200)
    #expect(parent.layoutEngine.conflicts.isEmpty)
  }

  @Test func aFlexSpacerTakesTheRest() throws {
    let (parent, nodes) = try makeTree("box")
    let result = try parent.fx.hstack(Fix(nodes[0], 30), Flex())
    try parent.layout(in: Size(width: 200, height: 10))
    #expect(result.layoutGuides[0].frame.minX == 30)
    #expect(result.layoutGuides[0].frame.width == 170)
  }

  @Test func anEmptyListOfNodesIsASpacer() throws {
    let (parent, nodes) = try makeTree("box")
    let result = try parent.fx.hstack(Fix([], 25), Fix(nodes[0], 10), Flex())
    #expect(result.layoutGuides.count == 2)
    try parent.layout(in: Size(width: 100, height: 10))
    #expect(nodes[0].frame.minX == 25)
  }

  @Test func startOffsetInsetsTheFirstSlotAndAPositiveEndOffsetPushesOutwards() throws {
    let (parent, nodes) = try makeTree("a", "b")
    let result = try parent.fx.hstack(
      startOffset: 7, endOffset: 10, Flex([nodes[0], nodes[1]]))
    // Both items of the first slot start at the boundary + 7; both end at E + 10.
    #expect(result.constraints.map(\.constant) == [7, 7, 10, 10])
    try parent.layout(in: Size(width: 100, height: 10))
    #expect(nodes[0].frame.minX == 7)
    #expect(nodes[1].frame.width == 103)
  }

  @Test func parallelItemsMakeEveryChainConstraintInCreationOrder() throws {
    let (parent, nodes) = try makeTree("a", "b", "c")
    let result = try parent.fx.vstack(
      Fix([nodes[0], nodes[1]], 10), Fix(nodes[2], 5), Flex())
    // Slot 1: per item, its start constraint then its dimension; slot 2: 2 chain
    // constraints (one per end of slot 1) then the dimension; slot 3 likewise; the
    // closing constraint last.
    #expect(
      result.constraints.map(\.description) == [
        "a.top == parent.top", "a.height == 10",
        "b.top == parent.top", "b.height == 10",
        "c.top == a.bottom", "c.top == b.bottom", "c.height == 5",
        "spacer1.top == c.bottom",
        "spacer1.bottom == parent.bottom",
      ])
    #expect(result.constraints.allSatisfy { $0.isActive && $0.priority == .required })
  }

  @Test func onCreateDimensionConstraintRunsBeforeActivationAndMayLowerThePriority() throws {
    let (parent, nodes) = try makeTree("a", "b")
    var seen: [(String, Bool)] = []
    let result = try parent.fx.hstack(
      Fix([nodes[0], nodes[1]], 40).onCreateDimensionConstraint { constraint in
        seen.append((constraint.description, constraint.isActive))
        try? constraint.setPriority(999)
      },
      Flex())
    #expect(seen.map(\.0) == ["a.width == 40", "b.width == 40"])
    #expect(seen.allSatisfy { !$0.1 })
    #expect(result.constraints.filter { $0.priority == 999 }.count == 2)
  }

  @Test func flexPrioritiesStickToTheNode() throws {
    let (parent, nodes) = try makeTree("label")
    try parent.fx.hstack(
      Flex(nodes[0], huggingPriority: 300, compressionResistancePriority: .required))
    #expect(nodes[0].contentHuggingPriority(for: .horizontal) == 300)
    #expect(nodes[0].contentCompressionResistancePriority(for: .horizontal) == .required)
    #expect(nodes[0].contentCompressionResistancePriority(for: .vertical) == 750)
  }

  @Test func aMinAboveTheNaturalSizeAndAMaxBelowItWin() throws {
    // FlexMinMax: l2 min 175 and l3 max 100 against intrinsic widths near 135.
    let (parent, nodes) = try makeTree("l2", "l3")
    for node in nodes {
      try node.setIntrinsicContentSize(IntrinsicContentSize(width: 135.333, height: 10))
    }
    try parent.fx.hstack(Fix(5), Flex(nodes[0], min: 175), Flex(), Fix(5))
    try parent.fx.hstack(Fix(5), Flex(nodes[1], max: 100), Flex(), Fix(5))
    try parent.layout(in: Size(width: 200, height: 10))
    #expect(nodes[0].frame.width == 175)
    #expect(nodes[1].frame.width == 100)
  }

  @Test func twoUnboundedFlexSpacersStillLayOutDeterministically() throws {
    func build() throws -> [Double] {
      let (parent, nodes) = try makeTree("box")
      let result = try parent.fx.hstack(Flex(), Fix(nodes[0], 20), Flex())
      try parent.layout(in: Size(width: 100, height: 10))
      return result.layoutGuides.map(\.frame.width) + [nodes[0].frame.minX]
    }
    let first = try build()
    #expect(first[0] + first[1] == 80)
    #expect(try build() == first)
  }
}
