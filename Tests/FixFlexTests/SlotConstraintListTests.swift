import Testing
import _FixFlexTestSupport

@testable import FixFlex

/// Each node's slot lists the active constraints that mention it, in activation order.
/// Deactivating one leaves a hole at the position the constraint keeps, and the list is
/// packed once holes are half of it: the lists must stay exact through any mix of
/// deactivations, reactivations and removals from the tree, and never be mostly holes.
@Suite struct SlotConstraintListTests {
  /// Checks every slot's list against the constraints `active` says mention its node.
  func checkLists(_ engine: LayoutEngine, active: [LayoutConstraint], _ label: String) {
    for index in engine.slots.indices {
      guard let node = engine.slots[index].node else { continue }
      let list = engine.slots[index].constraints
      let listed = list.compactMap { $0 }
      #expect(list.count - listed.count == engine.slots[index].constraintHoles, "\(label)")
      #expect(engine.slots[index].constraintHoles * 2 <= list.count, "\(label): mostly holes")
      for (position, entry) in list.enumerated() {
        guard let constraint = entry else { continue }
        let kept =
          constraint.firstItem === node ? constraint.firstSlotIndex : constraint.secondSlotIndex
        #expect(Int(kept) == position, "\(label): \(node.name) lists \(constraint) at \(position)")
        #expect(constraint.engine === engine)
      }
      let expected = active.filter { $0.firstItem === node || $0.secondItem === node }
      #expect(
        Set(listed.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init))
          && listed.count == expected.count,
        "\(label): \(node.name) lists \(listed.count), \(expected.count) active")
      let orders = listed.map(\.activationOrder)
      #expect(orders == orders.sorted() && Set(orders).count == orders.count, "\(label): order")
    }
  }

  @Test func listsStayExactThroughDeactivationsReactivationsAndRemovals() throws {
    let root = LayoutNode(name: "root")
    var children: [LayoutNode] = []
    var pins: [[LayoutConstraint]] = []
    for i in 0..<40 {
      let child = LayoutNode(name: "c\(i)")
      try root.addChild(child)
      children.append(child)
      pins.append([
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(i)),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(2 * i)),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 5),
      ])
    }
    try LayoutConstraint.activate(pins.flatMap { $0 })
    let engine = root.layoutEngine
    var active = pins.flatMap { $0 }
    checkLists(engine, active: active, "activated")

    // Seeded toggles of the pins to the root: the root's list of 80 loses and regains
    // constraints in every pattern, packing many times.
    var generator = SeededRandom(seed: 7)
    for step in 0..<400 {
      let pin = pins[Int(generator.next() % 40)][Int(generator.next() % 2)]
      if pin.isActive {
        LayoutConstraint.deactivate([pin])
        active.removeAll { $0 === pin }
      } else {
        try LayoutConstraint.activate([pin])
        active.append(pin)
      }
      if step % 25 == 0 { checkLists(engine, active: active, "step \(step)") }
    }
    checkLists(engine, active: active, "toggled")

    // Every fourth child leaves the tree, taking its constraints with it.
    for i in stride(from: 0, to: 40, by: 4) {
      children[i].removeFromParent()
      active.removeAll { $0.firstItem === children[i] }
    }
    checkLists(engine, active: active, "removed")

    // The rest back on: the frames are the pins', worked out from their constants.
    let off = pins.enumerated().filter { $0.offset % 4 != 0 }.flatMap { $0.element }
      .filter { !$0.isActive }
    try LayoutConstraint.activate(off)
    active += off
    checkLists(engine, active: active, "reactivated")
    try root.layout(width: 400, height: 400)
    for i in 0..<40 where i % 4 != 0 {
      expectFrame(children[i], Double(i), Double(2 * i), 10, 5)
    }
  }

  @Test func deactivatingEveryConstraintOfABusyNodeEmptiesItsList() throws {
    let root = LayoutNode(name: "root")
    var constraints: [LayoutConstraint] = []
    for i in 0..<300 {
      let child = LayoutNode(name: "c\(i)")
      try root.addChild(child)
      constraints.append(child.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(i)))
    }
    try LayoutConstraint.activate(constraints)
    let engine = root.layoutEngine
    // Out of activation order, one at a time: the list is packed as it empties.
    for constraint in constraints.reversed() where constraint.activationOrder % 2 == 0 {
      LayoutConstraint.deactivate([constraint])
    }
    let left = constraints.filter(\.isActive)
    #expect(left.count == 150)
    checkLists(engine, active: left, "half")
    LayoutConstraint.deactivate(left)
    let slot = engine.slots[root.engineSlot]
    #expect(slot.constraints.count - slot.constraintHoles == 0)
    #expect(slot.constraints.count <= 1)
    checkLists(engine, active: [], "none")
  }
}
