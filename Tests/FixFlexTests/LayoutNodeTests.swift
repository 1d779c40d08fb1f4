import FixFlex
import Testing

@Suite struct LayoutNodeTests {
  @Test func addingAnAncestorUnderItsDescendantIsACycleAndChangesNothing() throws {
    let root = LayoutNode(name: "root")
    let child = LayoutNode(name: "child")
    try root.addChild(child)
    #expect(throws: LayoutTreeError.cycle(node: "root", ancestor: "child")) {
      try child.addChild(root)
    }
    #expect(root.parent == nil)
    #expect(child.children.isEmpty)
    #expect(root.children.count == 1)
  }

  @Test func aNodeCannotBelongToTwoParents() throws {
    let a = LayoutNode(name: "a")
    let b = LayoutNode(name: "b")
    let item = LayoutNode(name: "item")
    try a.addChild(item)
    #expect(throws: LayoutTreeError.alreadyHasParent(node: "item", parent: "a")) {
      try b.addChild(item)
    }
    item.removeFromParent()
    try b.addChild(item)
    #expect(item.parent === b)
    #expect(a.children.isEmpty)
  }

  @Test func directionInheritsAndTheRootIsLeftToRight() throws {
    let root = LayoutNode(name: "root")
    let mid = LayoutNode(name: "mid")
    let leaf = LayoutNode(name: "leaf")
    try root.addChild(mid)
    try mid.addChild(leaf)
    #expect(leaf.resolvedLayoutDirection == .leftToRight)
    mid.layoutDirection = .rightToLeft
    #expect(leaf.resolvedLayoutDirection == .rightToLeft)
    leaf.layoutDirection = .leftToRight
    #expect(leaf.resolvedLayoutDirection == .leftToRight)
  }

  @Test func aTwentyThousandLevelChainIsBuiltWalkedAndReleased() throws {
    let depth = 20_000
    var root: LayoutNode? = LayoutNode(name: "0")
    var tip = root!
    for level in 1..<depth {
      let next = LayoutNode(name: "\(level)")
      try tip.addChild(next)
      tip = next
    }
    #expect(tip.root === root)
    #expect(root!.subtree.count == depth)
    root = nil  // must not overflow the stack while releasing
    #expect(tip.parent == nil)
  }

  @Test func referencesToANodeReadNilOnceItIsReleasedAndDoNotKeepItAlive() throws {
    var a: LayoutNode? = LayoutNode(name: "a")
    var b: LayoutNode? = LayoutNode(name: "b")
    let child = LayoutNode(name: "child")
    try b!.addChild(child)
    let between = a!.leadingAnchor.constraint(equalTo: b!.leadingAnchor, constant: 4)
    let alone = a!.widthAnchor.constraint(equalToConstant: 10)
    let reference = a!.reference
    #expect(between.firstItem === a && between.secondItem === b)
    #expect(reference.node === a && child.parent === b)
    a = nil
    // Neither the constraints nor the reference kept `a` alive.
    #expect(reference.node == nil)
    #expect(between.firstItem == nil && alone.firstItem == nil && alone.secondItem == nil)
    #expect(between.secondItem === b)
    b = nil
    #expect(between.secondItem == nil && child.parent == nil)
  }

  @Test func nodesAndConstraintsThatOutliveTheirTreeNoLongerNameItsEngine() throws {
    var root: LayoutNode? = LayoutNode(name: "root")
    let card = LayoutNode(name: "card")
    let label = LayoutNode(name: "label")
    try root!.addChild(card)
    try card.addChild(label)
    let pinned = card.leftAnchor.constraint(equalTo: root!.leftAnchor, constant: 10)
    let inner = label.widthAnchor.constraint(equalTo: card.widthAnchor, constant: -8)
    let wide = card.widthAnchor.constraint(equalToConstant: 60)
    try LayoutConstraint.activate([pinned, inner, wide])
    try root!.layout(in: Size(width: 200, height: 100))
    #expect(inner.isActive && card.frame.origin.x == 10 && label.frame.width == 52)
    weak let oldEngine = root!.layoutEngine
    // The root and its engine go; the card's subtree and the constraints stay held.
    root = nil
    #expect(oldEngine == nil)
    #expect(card.parent == nil)
    #expect(!pinned.isActive && !inner.isActive && !wide.isActive)
    // The card is a tree of its own now: a new engine, in which the same
    // constraints can be activated again (the one to the old root cannot).
    try LayoutConstraint.activate([inner, wide])
    try card.layout(in: Size(width: 60, height: 30))
    #expect(card.layoutEngine.root === card)
    #expect(label.frame.width == 52 && card.frame.width == 60)
    #expect(throws: LayoutError.self) { try pinned.activate() }
  }

  @Test func anEngineHeldPastItsRootRefusesToLayOutAndListsNoNodes() throws {
    var root: LayoutNode? = LayoutNode(name: "root")
    let engine = root!.layoutEngine
    do {
      let a = LayoutNode(name: "a")
      let b = LayoutNode(name: "b")
      try root!.addChild(a)
      try root!.addChild(b)
      // `b` has no vertical constraint: ambiguous while the tree lives.
      try LayoutConstraint.activate([
        a.leftAnchor.constraint(equalTo: root!.leftAnchor),
        a.widthAnchor.constraint(equalToConstant: 10),
        b.leftAnchor.constraint(equalTo: a.rightAnchor),
      ])
      try root!.layout(in: Size(width: 100, height: 50))
      #expect(engine.ambiguousNodes.map(\.name).contains("b"))
    }
    #expect(!engine.isDetached)
    root = nil
    #expect(engine.isDetached)
    // The nodes are gone: nothing may read them through the engine's slots.
    #expect(engine.ambiguousNodes.isEmpty)
    for call in [{ try engine.layout(width: 100, height: 50) }, { try engine.layoutIfNeeded() }] {
      let error = #expect(throws: LayoutError.self) { try call() }
      guard case .releasedRoot = error else {
        Issue.record("expected .releasedRoot, got \(String(describing: error))")
        return
      }
    }
    engine.isStrict = true
    #expect(engine.isStrict && engine.conflicts.isEmpty)
  }
}
