import FixFlex
import Testing

/// Each bad input is a typed error, and the tree and solver are as they were: the
/// same frames come out of the next layout, and the constraints stay inactive.
@Suite struct BadInputTests {
  /// A laid-out box, 100 wide at x = 10, to check that nothing moved.
  func laidOutBox() throws -> (LayoutNode, LayoutNode) {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    try LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    try root.layout(in: Size(width: 200, height: 100))
    return (root, box)
  }

  func expectUnchanged(_ root: LayoutNode, _ box: LayoutNode) throws {
    root.setNeedsLayout()
    try root.layoutIfNeeded()
    expectFrame(box, 10, 0, 100, 20)
    #expect(root.layoutEngine.conflicts.isEmpty)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteConstantsAndMultipliersAreRefused(_ value: Double) throws {
    let (root, box) = try laidOutBox()
    let constant = box.widthAnchor.constraint(equalToConstant: value)
    let multiplier = box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: value)
    let fine = box.heightAnchor.constraint(lessThanOrEqualToConstant: 500)
    for bad in [constant, multiplier] {
      let error = #expect(throws: LayoutError.self) { try LayoutConstraint.activate([fine, bad]) }
      guard case .invalidNumber = error else {
        Issue.record("expected .invalidNumber, got \(String(describing: error))")
        continue
      }
      #expect(!bad.isActive && !fine.isActive)
    }
    let active = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
    try active.activate()
    #expect(throws: LayoutError.self) { try active.setConstant(value) }
    #expect(active.constant == 150)
    #expect(throws: LayoutError.self) { try root.layout(in: Size(width: value, height: 10)) }
    try expectUnchanged(root, box)
  }

  @Test func constraintsAcrossUnrelatedTreesAreRefused() throws {
    let (root, box) = try laidOutBox()
    let stranger = LayoutNode(name: "stranger")
    let error = #expect(throws: LayoutError.self) {
      try stranger.leftAnchor.constraint(equalTo: box.leftAnchor).activate()
    }
    guard case .noCommonAncestor(let text) = error else {
      Issue.record("expected .noCommonAncestor, got \(String(describing: error))")
      return
    }
    #expect(text.contains("'stranger'") && text.contains("'parent'"))
    try expectUnchanged(root, box)
  }

  /// A refused batch leaves nothing of its search for roots behind: after the card
  /// moves to the other tree, a constraint between it and that tree is accepted, and
  /// one back to its old tree refused.
  @Test func aRefusedBatchForgetsWhichTreesItsNodesWereIn() throws {
    let card = LayoutNode(name: "card")
    let badge = LayoutNode(name: "badge")
    let first = LayoutNode(name: "first")
    let second = LayoutNode(name: "second")
    try first.addChild(card)
    try second.addChild(badge)
    let across = card.leftAnchor.constraint(equalTo: badge.leftAnchor)
    let error = #expect(throws: LayoutError.self) {
      try LayoutConstraint.activate([card.topAnchor.constraint(equalTo: first.topAnchor), across])
    }
    guard case .noCommonAncestor = error else {
      Issue.record("expected .noCommonAncestor, got \(String(describing: error))")
      return
    }
    card.removeFromParent()
    try second.addChild(card)
    try across.activate()
    #expect(across.isActive)
    let back = card.topAnchor.constraint(equalTo: first.topAnchor)
    let refused = #expect(throws: LayoutError.self) { try back.activate() }
    guard case .noCommonAncestor(let text) = refused else {
      Issue.record("expected .noCommonAncestor, got \(String(describing: refused))")
      return
    }
    #expect(text.contains("'card' is in the tree of 'second'"))
    try second.layout(in: Size(width: 100, height: 100))
    #expect(card.frame.minX == badge.frame.minX)
  }

  @Test func aDimensionCannotBeAMultipleOfItself() throws {
    let (root, box) = try laidOutBox()
    let error = #expect(throws: LayoutError.self) {
      try box.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2).activate()
    }
    guard case .selfReference = error else {
      Issue.record("expected .selfReference, got \(String(describing: error))")
      return
    }
    try expectUnchanged(root, box)
  }

  @Test func leadingAndLeftCannotMeet() throws {
    let (root, box) = try laidOutBox()
    let error = #expect(throws: LayoutError.self) {
      try box.leadingAnchor.constraint(equalTo: root.leftAnchor).activate()
    }
    guard case .mixedHorizontalFamilies = error else {
      Issue.record("expected .mixedHorizontalFamilies, got \(String(describing: error))")
      return
    }
    // centerX goes with either family.
    try box.centerXAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor).activate()
    try box.centerXAnchor.constraint(lessThanOrEqualTo: root.rightAnchor).activate()
    try expectUnchanged(root, box)
  }

  @Test func requiredAndOptionalDoNotSwapOnAnActiveConstraint() throws {
    let (root, box) = try laidOutBox()
    let required = box.heightAnchor.constraint(lessThanOrEqualToConstant: 50)
    try required.activate()
    #expect(throws: LayoutError.self) { try required.setPriority(999) }
    #expect(required.priority == .required)
    let optional = box.heightAnchor.constraint(equalToConstant: 40)
    try optional.setPriority(500)
    try optional.activate()
    #expect(throws: LayoutError.self) { try optional.setPriority(.required) }
    try optional.setPriority(400)
    #expect(optional.priority == 400)
    // Inactive constraints change freely.
    optional.deactivate()
    try optional.setPriority(.required)
    #expect(throws: LayoutError.self) { try optional.setPriority(0) }
    #expect(throws: LayoutError.self) { try optional.setPriority(LayoutPriority(.nan)) }
    try expectUnchanged(root, box)
  }

  @Test func removingANodeDeactivatesEverythingThatMentionsItsSubtree() throws {
    let (root, box) = try laidOutBox()
    let card = LayoutNode(name: "card")
    let label = LayoutNode(name: "label")
    try root.addChild(card)
    try card.addChild(label)
    let inner = label.widthAnchor.constraint(equalTo: card.widthAnchor)
    let outer = card.leftAnchor.constraint(equalTo: box.rightAnchor)
    let across = label.topAnchor.constraint(equalTo: box.bottomAnchor)
    try LayoutConstraint.activate([inner, outer, across])
    try root.layoutIfNeeded()
    card.removeFromParent()
    #expect(!inner.isActive && !outer.isActive && !across.isActive)
    try expectUnchanged(root, box)
    // Activating a constraint of the removed node against the old tree is refused…
    #expect(throws: LayoutError.self) { try outer.activate() }
    // …while its own subtree still works as a tree of its own.
    try inner.activate()
    try card.layout(in: Size(width: 40, height: 10))
    #expect(label.frame.width == 40)
  }

  @Test func activatingAConstraintOfAReleasedNodeIsRefused() throws {
    let (root, box) = try laidOutBox()
    var constraint: LayoutConstraint?
    do {
      let temporary = LayoutNode(name: "temporary")
      constraint = temporary.widthAnchor.constraint(equalTo: box.widthAnchor)
    }
    let error = #expect(throws: LayoutError.self) { try constraint?.activate() }
    guard case .releasedNode = error else {
      Issue.record("expected .releasedNode, got \(String(describing: error))")
      return
    }
    try expectUnchanged(root, box)
  }

  @Test func badSizesAreRefused() throws {
    let (root, box) = try laidOutBox()
    #expect(throws: LayoutError.self) { try root.layout(in: Size(width: -1, height: 10)) }
    #expect(throws: LayoutError.self) {
      try box.setIntrinsicContentSize(IntrinsicContentSize(width: -3, height: nil))
    }
    #expect(throws: LayoutError.self) {
      try box.setIntrinsicContentSize(IntrinsicContentSize(width: .nan, height: nil))
    }
    #expect(box.intrinsicContentSize == .none)
    root.layoutEngine.pixelScale = 0
    #expect(throws: LayoutError.self) { try root.layout(in: Size(width: 200, height: 100)) }
    root.layoutEngine.pixelScale = nil
    try expectUnchanged(root, box)
  }
}
