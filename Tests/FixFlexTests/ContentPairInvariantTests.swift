import Testing
import _FixFlexTestSupport

@testable import Cassowary
@testable import FixFlex

/// Random sequences of content changes (hugging and compression priorities across
/// the optional/required line, intrinsic sizes appearing and going, measure functions
/// set and invalidated, nodes replaced, strict mode on and off, layouts), with the
/// engine's content bookkeeping checked after every step: an axis' hugging and
/// compression resistance are one shared equality exactly when both priorities are
/// optional, their constants follow the intrinsic value, and the solver holds exactly
/// the constraints the engine owns — nothing doubled, lost or left behind by a change
/// that strict mode refused. (Written from the review of stop 37.)
@Suite struct ContentPairInvariantTests {

  /// The invariants, for every slot's content constraints and the solver's set.
  func check(_ engine: LayoutEngine, _ label: String) {
    var owned = Set<ObjectIdentifier>()
    for index in engine.slots.indices {
      guard let node = engine.slots[index].node else { continue }
      for constraint in engine.ownConstraints(of: index) {
        owned.insert(ObjectIdentifier(constraint))
      }
      for case let constraint? in engine.slots[index].constraints {
        if let solved = constraint.solverConstraint { owned.insert(ObjectIdentifier(solved)) }
      }
      for axis in Axis.allCases {
        let hugging = engine.slots[index].content[NodeSlot.contentIndex(axis, compression: false)]
        let resisting = engine.slots[index].content[NodeSlot.contentIndex(axis, compression: true)]
        guard let value = engine.slots[index].contentValue[axis] else {
          #expect(hugging == nil && resisting == nil, "\(label): \(node.name) \(axis)")
          continue
        }
        guard let hugging, let resisting else {
          Issue.record("\(label): \(node.name) \(axis): a content constraint is missing")
          continue
        }
        #expect(engine.solver.contains(hugging) && engine.solver.contains(resisting))
        #expect(hugging.constant == -value && resisting.constant == -value, "\(label)")
        let huggingPriority = node.huggingPriorities[axis].solverPriority
        let resistingPriority = node.compressionPriorities[axis].solverPriority
        let shared = !huggingPriority.isRequired && !resistingPriority.isRequired
        #expect((hugging === resisting) == shared, "\(label): \(node.name) \(axis)")
        if hugging === resisting {
          #expect(hugging.priority == huggingPriority)
          #expect(hugging.belowPriority == resistingPriority)
        } else {
          // A required one that conflicted is kept at 999.
          #expect(
            hugging.priority == huggingPriority
              || (huggingPriority.isRequired && hugging.priority.value == 999))
          #expect(
            resisting.priority == resistingPriority
              || (resistingPriority.isRequired && resisting.priority.value == 999))
        }
      }
    }
    for size in [engine.sizeConstraints.horizontal, engine.sizeConstraints.vertical] {
      if let size { owned.insert(ObjectIdentifier(size)) }
    }
    for origin in engine.originConstraints { owned.insert(ObjectIdentifier(origin)) }
    let inSolver = Set(engine.solver.constraints.map(ObjectIdentifier.init))
    let unowned = inSolver.subtracting(owned).count
    let missing = owned.subtracting(inSolver).count
    #expect(unowned == 0 && missing == 0, "\(label): the solver and the engine disagree")
  }

  @Test(arguments: 1...100) func randomContentChangesKeepTheBookkeeping(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    let root = LayoutNode(name: "root")
    let priorities: [LayoutPriority] = [250, 500, 749, 750, 751, 999, .required]
    func makeNode(_ number: Int) throws -> LayoutNode {
      let node = LayoutNode(name: "n\(number)")
      try root.addChild(node)
      if Int.random(in: 0..<3, using: &random) == 0 {
        node.measure = wrappingText(
          length: Double(40 + Int.random(in: 0..<200, using: &random)), lineHeight: 10)
      } else {
        try node.setIntrinsicContentSize(
          IntrinsicContentSize(
            width: Double(Int.random(in: 0..<150, using: &random)),
            height: Double(Int.random(in: 0..<40, using: &random))))
      }
      return node
    }
    var nodes = try (0..<4).map { try makeNode($0) }
    // A row of the nodes across the root, each below the root's top.
    func row() -> [LayoutConstraint] {
      var constraints = [nodes[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)]
      for index in 1..<nodes.count {
        constraints.append(
          nodes[index].leadingAnchor.constraint(equalTo: nodes[index - 1].trailingAnchor))
      }
      constraints.append(
        nodes[nodes.count - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor))
      for node in nodes {
        constraints.append(node.topAnchor.constraint(equalTo: root.topAnchor))
        constraints.append(node.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor))
      }
      return constraints
    }
    var active = row()
    try LayoutConstraint.activate(active)
    try root.layout(in: Size(width: 300, height: 100))
    let engine = root.layoutEngine
    engine.isStrict = seed % 3 != 0
    check(engine, "seed \(seed), start")
    for step in 0..<80 {
      let node = nodes[Int.random(in: 0..<nodes.count, using: &random)]
      let axis: Axis = Int.random(in: 0..<2, using: &random) == 0 ? .horizontal : .vertical
      // Strict mode refuses some of these changes: refused ones must change nothing.
      switch Int.random(in: 0..<9, using: &random) {
      case 0, 1:
        try? node.setContentHuggingPriority(
          priorities[Int.random(in: 0..<priorities.count, using: &random)], for: axis)
      case 2, 3:
        try? node.setContentCompressionResistancePriority(
          priorities[Int.random(in: 0..<priorities.count, using: &random)], for: axis)
      case 4:
        let width: Double? =
          Int.random(in: 0..<4, using: &random) == 0
          ? nil : Double(Int.random(in: 0..<150, using: &random))
        let height: Double? =
          Int.random(in: 0..<4, using: &random) == 0
          ? nil : Double(Int.random(in: 0..<40, using: &random))
        try? node.setIntrinsicContentSize(IntrinsicContentSize(width: width, height: height))
      case 5:
        if Int.random(in: 0..<4, using: &random) == 0 { engine.isStrict.toggle() }
      case 6:
        // A node removed, and a new one in its place.
        let at = Int.random(in: 0..<nodes.count, using: &random)
        LayoutConstraint.deactivate(active)
        nodes[at].removeFromParent()
        nodes[at] = try makeNode(100 + step)
        active = row()
        let strict = engine.isStrict
        engine.isStrict = false
        try LayoutConstraint.activate(active)
        engine.isStrict = strict
      case 7:
        if node.measure != nil {
          node.invalidateIntrinsicContentSize()
        } else {
          node.measure = wrappingText(
            length: Double(40 + Int.random(in: 0..<200, using: &random)), lineHeight: 10)
        }
      default:
        try? root.layout(
          in: Size(width: Double(100 + Int.random(in: 0..<300, using: &random)), height: 100))
      }
      check(engine, "seed \(seed), step \(step)")
    }
    try? root.layout(in: Size(width: 250, height: 100))
    check(engine, "seed \(seed), end")
  }
}
