import FixFlex
import Testing

/// Every refused stack call throws a typed error and leaves no trace: no guide, no
/// active constraint, no changed priority.
@Suite struct StackValidationTests {
  /// A parent with two nodes, `a` carrying default priorities.
  func setUp() throws -> (LayoutNode, LayoutNode, LayoutNode) {
    let (parent, nodes) = try makeTree("a", "b")
    return (parent, nodes[0], nodes[1])
  }

  func expectRefused(
    _ expected: (LayoutError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (LayoutNode, LayoutNode, LayoutNode) throws -> Void
  ) throws {
    let (parent, a, b) = try setUp()
    let error = #expect(throws: LayoutError.self, sourceLocation: sourceLocation) {
      try body(parent, a, b)
    }
    if let error { #expect(expected(error), "got \(error)", sourceLocation: sourceLocation) }
    #expect(parent.guides.isEmpty, sourceLocation: sourceLocation)
    #expect(a.contentHuggingPriority(for: .horizontal) == 250, sourceLocation: sourceLocation)
    #expect(
      a.contentCompressionResistancePriority(for: .horizontal) == 750,
      sourceLocation: sourceLocation)
    // Nothing is active: the same nodes still lay out freely.
    try parent.fx.hstack(Fix(a, 10), Fix(b, 20), Flex())
    try parent.layout(in: Size(width: 100, height: 10))
    #expect(b.frame.minX == 10, sourceLocation: sourceLocation)
    #expect(parent.layoutEngine.conflicts.isEmpty, sourceLocation: sourceLocation)
  }

  @Test func noIntents() throws {
    try expectRefused({ if case .noIntents = $0 { true } else { false } }) { parent, _, _ in
      try parent.fx.hstack()
    }
  }

  @Test func nonFiniteAndNegativeValues() throws {
    let isNumber: (LayoutError) -> Bool = { if case .invalidNumber = $0 { true } else { false } }
    let isNegative: (LayoutError) -> Bool = { if case .negativeSize = $0 { true } else { false } }
    try expectRefused(isNumber) { p, a, _ in try p.fx.hstack(Flex(a, huggingPriority: 1), Fix(.nan))
    }
    try expectRefused(isNumber) { p, a, _ in try p.fx.hstack(Flex(a), Fill(weight: .infinity)) }
    try expectRefused(isNumber) { p, a, _ in try p.fx.vstack(startOffset: .nan, Flex(a)) }
    try expectRefused(isNumber) { p, a, b in
      try p.fx.hstack(Match(a, dimension: b.widthAnchor, multiplier: .nan))
    }
    try expectRefused(isNegative) { p, a, _ in try p.fx.hstack(Flex(a, huggingPriority: 1), Fix(-5))
    }
    try expectRefused(isNegative) { p, a, _ in try p.fx.hstack(Flex(a, min: -1)) }
  }

  @Test func minAboveMax() throws {
    try expectRefused({ $0.description == "Flex min 20 is greater than max 10" }) { p, a, _ in
      try p.fx.hstack(Flex(a, min: 20, max: 10))
    }
  }

  @Test func negativeWeight() throws {
    try expectRefused({ if case .negativeWeight(-1) = $0 { true } else { false } }) { p, a, _ in
      try p.fx.hstack(Fill(a), Fill(weight: -1))
    }
  }

  @Test func aNodeTwiceInOneStack() throws {
    try expectRefused({ if case .duplicateItem("a") = $0 { true } else { false } }) { p, a, b in
      try p.fx.hstack(Flex(a, huggingPriority: 1), Fix(5), Flex([b, a]))
    }
  }

  @Test func anchorsOfTheWrongFamily() throws {
    let isWrong: (LayoutError) -> Bool = {
      if case .wrongAnchorFamily = $0 { true } else { false }
    }
    try expectRefused(isWrong) { p, a, _ in try p.fx.hstack(startAnchor: p.leftAnchor, Flex(a)) }
    try expectRefused(isWrong) { p, a, _ in
      try p.fx.hstack(endAnchor: p.trailingAnchor, useAbsolutePositioning: true, Flex(a))
    }
  }

  @Test func aMatchOfANodeToItself() throws {
    try expectRefused({ if case .selfReference = $0 { true } else { false } }) { p, a, _ in
      try p.fx.hstack(Match(a, dimension: a.widthAnchor))
    }
  }

  @Test func aNodeOfAnotherTree() throws {
    try expectRefused({ if case .noCommonAncestor = $0 { true } else { false } }) { p, a, _ in
      try p.fx.hstack(Flex(a, huggingPriority: 1), Fix(LayoutNode(name: "stranger"), 10))
    }
  }

  @Test func aStrictConflictUndoesTheGuidesAndPriorities() throws {
    try expectRefused({ if case .unsatisfiable = $0 { true } else { false } }) { p, a, _ in
      p.layoutEngine.isStrict = true
      try p.layout(in: Size(width: 100, height: 10))
      try p.fx.hstack(Fix(50), Flex(a, huggingPriority: 1), Fix(60))
    }
  }
}
