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
}
