import FixFlex
import Testing
import _FixFlexTestSupport

/// Seeded screens changed step by step through the incremental API, and after every
/// step compared with the same screen built from nothing and laid out once.
///
/// The screen: containers stacked down the root, each linked to the one above (so a
/// change in one moves every container below it while their contents keep their
/// frames relative to them), each holding a horizontal chain of up to three leaves —
/// fixed sizes, intrinsic sizes, or text whose height follows its width, its trailing
/// edge pinned or free. Every frame is determined (no ambiguity, no conflict), so the
/// fresh layout is the one right answer for the incremental one.
///
/// The steps: constants changed one at a time and in batches, text and intrinsic
/// sizes, a pin toggled, a container's height switched between fixed and hugging its
/// leaves, directions flipped on containers and on the root, containers taken out of
/// the tree and put back (their own constraints activated again, the links around
/// them mended), content priorities changed, the root resized. What the engine keeps
/// between passes — slots and their constraint lists, value indices, measurements,
/// the frames it last wrote — must follow all of them.
@Suite struct IncrementalDifferentialTests {
  /// What a leaf holds.
  enum Content: Equatable {
    /// A size set by required constraints.
    case fixed(width: Double, height: Double)
    /// An intrinsic content size.
    case intrinsic(width: Double, height: Double)
    /// Text of `length` characters (`wrappedText(_:)`); `pinned`: its trailing edge is
    /// pinned to the container's, so its width is what the chain leaves.
    case text(length: Int, pinned: Bool)
  }

  /// A leaf: its content, its gap from what precedes it in the chain, its top inset.
  struct LeafModel: Equatable {
    var content: Content
    var gap: Double
    var top: Double
  }

  /// A container: its leaves, its gap below the one above, its horizontal inset, its
  /// height (`nil`: hugging its leaves), its direction, whether it is in the tree.
  struct ContainerModel: Equatable {
    var leaves: [LeafModel]
    var gap: Double
    var inset: Double
    var height: Double?
    var direction: LayoutDirection
    var present = true
  }

  /// The whole screen.
  struct ScreenModel: Equatable {
    var containers: [ContainerModel]
    var width: Double
    var direction: LayoutDirection
  }

  /// A leaf's node and the constraints the steps change.
  final class Leaf {
    let node: LayoutNode
    let leading: LayoutConstraint
    let top: LayoutConstraint
    /// The fixed size's constraints.
    var size: [LayoutConstraint] = []
    /// The text's trailing pin (kept while inactive).
    var pin: LayoutConstraint?

    init(node: LayoutNode, leading: LayoutConstraint, top: LayoutConstraint) {
      self.node = node
      self.leading = leading
      self.top = top
    }
  }

  /// A container's node, its leaves and its constraints (other than its link to the
  /// container above, which the screen keeps).
  final class Container {
    let node: LayoutNode
    let leaves: [Leaf]
    /// Its leading and trailing insets.
    let sides: [LayoutConstraint]
    /// `height == h`.
    let fixedHeight: LayoutConstraint
    /// `bottom >= leaf.bottom + 8` for each leaf, and `height == 0` at priority 1.
    let hugging: [LayoutConstraint]

    init(
      node: LayoutNode, leaves: [Leaf], sides: [LayoutConstraint],
      fixedHeight: LayoutConstraint, hugging: [LayoutConstraint]
    ) {
      self.node = node
      self.leaves = leaves
      self.sides = sides
      self.fixedHeight = fixedHeight
      self.hugging = hugging
    }

    /// Every constraint of the container and its leaves that `model` wants active.
    func active(for model: ContainerModel) -> [LayoutConstraint] {
      var constraints = sides + (model.height == nil ? hugging : [fixedHeight])
      for (leaf, leafModel) in zip(leaves, model.leaves) {
        constraints += [leaf.leading, leaf.top] + leaf.size
        if case .text(_, pinned: true) = leafModel.content, let pin = leaf.pin {
          constraints.append(pin)
        }
      }
      return constraints
    }
  }

  /// Makes container `index` of `model` as the child of `root` at `position` (by
  /// default the last) and activates its constraints (all but its link to the
  /// container above).
  static func makeContainer(
    _ index: Int, _ model: ContainerModel, in root: LayoutNode, at position: Int? = nil
  ) throws -> Container {
    let node = LayoutNode(name: "c\(index)")
    node.layoutDirection = model.direction
    try root.insertChild(node, at: position ?? root.children.count)
    var leaves: [Leaf] = []
    for (position, leafModel) in model.leaves.enumerated() {
      let leafNode = LayoutNode(name: "c\(index).l\(position)")
      try node.addChild(leafNode)
      let after = leaves.last.map { $0.node.trailingAnchor } ?? node.leadingAnchor
      let leaf = Leaf(
        node: leafNode,
        leading: leafNode.leadingAnchor.constraint(equalTo: after, constant: leafModel.gap),
        top: leafNode.topAnchor.constraint(equalTo: node.topAnchor, constant: leafModel.top))
      switch leafModel.content {
      case .fixed(let width, let height):
        leaf.size = [
          leafNode.widthAnchor.constraint(equalToConstant: width),
          leafNode.heightAnchor.constraint(equalToConstant: height),
        ]
      case .intrinsic(let width, let height):
        try leafNode.setIntrinsicContentSize(IntrinsicContentSize(width: width, height: height))
      case .text(let length, _):
        leafNode.measure = wrappedText(length)
        // Below the other leaves' 250 and 750: a pinned text, not an intrinsic size
        // before it, takes what the row leaves over or lacks (equal priorities would
        // leave the layout ambiguous).
        try leafNode.setContentHuggingPriority(200, for: .horizontal)
        try leafNode.setContentCompressionResistancePriority(700, for: .horizontal)
        leaf.pin = leafNode.trailingAnchor.constraint(equalTo: node.trailingAnchor, constant: -12)
      }
      leaves.append(leaf)
    }
    let zero = node.heightAnchor.constraint(equalToConstant: 0)
    try zero.setPriority(1)
    let container = Container(
      node: node, leaves: leaves,
      sides: [
        node.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: model.inset),
        node.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -model.inset),
      ],
      fixedHeight: node.heightAnchor.constraint(equalToConstant: model.height ?? 40),
      hugging: leaves.map {
        node.bottomAnchor.constraint(greaterThanOrEqualTo: $0.node.bottomAnchor, constant: 8)
      } + [zero])
    try LayoutConstraint.activate(container.active(for: model))
    return container
  }

  /// A screen: its root, its containers, and the links down the root (each present
  /// container's top to the bottom of the present one above it, or to the root's top)
  /// with the root's bottom below the last.
  final class Screen {
    let root = LayoutNode(name: "root")
    var containers: [Container] = []
    /// The link above each container, and which container it hangs from (-1: the root).
    var links: [Int: (upper: Int, constraint: LayoutConstraint)] = [:]
    var tail: (lower: Int, constraint: LayoutConstraint)?

    init(_ model: ScreenModel) throws {
      root.layoutDirection = model.direction
      containers = try model.containers.indices.map {
        try IncrementalDifferentialTests.makeContainer($0, model.containers[$0], in: root)
      }
      for (container, containerModel) in zip(containers, model.containers)
      where !containerModel.present {
        container.node.removeFromParent()
      }
      try mendLinks(model)
    }

    /// Makes the links match the present containers: keeps each that still joins the
    /// right pair, makes new ones for the others.
    func mendLinks(_ model: ScreenModel) throws {
      var upper = -1
      var stale: [LayoutConstraint] = []
      var new: [LayoutConstraint] = []
      for (index, containerModel) in model.containers.enumerated() {
        guard containerModel.present else {
          if let link = links.removeValue(forKey: index) { stale.append(link.constraint) }
          continue
        }
        if let link = links[index], link.upper == upper, link.constraint.isActive {
          try link.constraint.setConstant(containerModel.gap)
        } else {
          if let link = links[index] { stale.append(link.constraint) }
          let above = upper < 0 ? root.topAnchor : containers[upper].node.bottomAnchor
          let link = containers[index].node.topAnchor.constraint(
            equalTo: above, constant: containerModel.gap)
          links[index] = (upper, link)
          new.append(link)
        }
        upper = index
      }
      if tail?.lower != upper || tail?.constraint.isActive != true {
        if let tail { stale.append(tail.constraint) }
        let last = containers[upper].node.bottomAnchor
        let constraint = root.bottomAnchor.constraint(equalTo: last, constant: 10)
        tail = (upper, constraint)
        new.append(constraint)
      }
      LayoutConstraint.deactivate(stale)
      try LayoutConstraint.activate(new)
    }

    /// Every present node's frame, by name.
    func frames(_ model: ScreenModel) -> [String: Rect] {
      var frames = ["root": root.frame]
      for (container, containerModel) in zip(containers, model.containers)
      where containerModel.present {
        frames[container.node.name] = container.node.frame
        for leaf in container.leaves { frames[leaf.node.name] = leaf.node.frame }
      }
      return frames
    }
  }

  /// A leaf's content: a fixed size, an intrinsic size or text, equally likely.
  static func randomContent(_ random: inout SeededRandom) -> Content {
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      return .fixed(
        width: Double(Int.random(in: 10...60, using: &random)),
        height: Double(Int.random(in: 10...60, using: &random)))
    case 1:
      return .intrinsic(
        width: Double(Int.random(in: 10...60, using: &random)),
        height: Double(Int.random(in: 10...60, using: &random)))
    default:
      return .text(
        length: Int.random(in: 3...40, using: &random), pinned: Bool.random(using: &random))
    }
  }

  /// A direction, inherited half the time.
  static func randomDirection(_ random: inout SeededRandom) -> LayoutDirection {
    [.inherit, .inherit, .leftToRight, .rightToLeft].randomElement(using: &random)!
  }

  /// A screen of three to eight containers of up to three leaves each.
  static func randomModel(_ random: inout SeededRandom) -> ScreenModel {
    let containers = (0..<Int.random(in: 3...8, using: &random)).map { _ in
      var leaves: [LeafModel] = []
      let count = Int.random(in: 0...3, using: &random)
      for position in 0..<count {
        // Text only last in its chain, so that a pinned text has the rest of the row.
        var content = randomContent(&random)
        while case .text = content, position < count - 1 { content = randomContent(&random) }
        if position == count - 1 && Bool.random(using: &random) {
          content = .text(
            length: Int.random(in: 3...40, using: &random), pinned: Bool.random(using: &random))
        }
        leaves.append(
          LeafModel(
            content: content, gap: Double(Int.random(in: 0...12, using: &random)),
            top: Double(Int.random(in: 0...12, using: &random))))
      }
      return ContainerModel(
        leaves: leaves, gap: Double(Int.random(in: 0...12, using: &random)),
        inset: Double(Int.random(in: 0...20, using: &random)),
        height: Bool.random(using: &random) ? Double(Int.random(in: 20...80, using: &random)) : nil,
        direction: randomDirection(&random))
    }
    // At least one text, last in the first container, for the text steps.
    var screen = ScreenModel(
      containers: containers, width: randomWidth(&random), direction: randomDirection(&random))
    let hasText = containers.contains { container in
      container.leaves.contains { if case .text = $0.content { true } else { false } }
    }
    if !hasText {
      let text = LeafModel(content: .text(length: 20, pinned: true), gap: 4, top: 4)
      if screen.containers[0].leaves.count == 3 {
        screen.containers[0].leaves[2] = text
      } else {
        screen.containers[0].leaves.append(text)
      }
    }
    return screen
  }

  /// Half-point widths: a text's width is never a whole number of characters, so
  /// rounding in a solve cannot move a line break.
  static func randomWidth(_ random: inout SeededRandom) -> Double {
    Double(Int.random(in: 300...600, using: &random)) + 0.5
  }

  /// Applies one random change to `model` and, through the incremental API, to
  /// `screen`; returns what it did.
  static func step(
    _ screen: Screen, _ model: inout ScreenModel, _ random: inout SeededRandom
  ) throws -> String {
    let index = Int.random(in: 0..<model.containers.count, using: &random)
    let container = screen.containers[index]
    let present = model.containers[index].present
    let leafCount = model.containers[index].leaves.count
    let position = leafCount > 0 ? Int.random(in: 0..<leafCount, using: &random) : -1
    switch Int.random(in: 0..<14, using: &random) {
    case 0:
      model.width = randomWidth(&random)
      return "width \(model.width)"
    case 1 where position >= 0:
      let gap = Double(Int.random(in: 0...12, using: &random))
      model.containers[index].leaves[position].gap = gap
      try container.leaves[position].leading.setConstant(gap)
      return "c\(index).l\(position) gap \(gap)"
    case 2:
      // Several tops at once, across containers.
      var changes: [(constraint: LayoutConstraint, constant: Double)] = []
      for (containerIndex, containerModel) in model.containers.enumerated() {
        for leafIndex in containerModel.leaves.indices where Bool.random(using: &random) {
          let top = Double(Int.random(in: 0...12, using: &random))
          model.containers[containerIndex].leaves[leafIndex].top = top
          changes.append((screen.containers[containerIndex].leaves[leafIndex].top, top))
        }
      }
      try LayoutConstraint.setConstants(changes)
      return "\(changes.count) tops"
    case 3 where position >= 0:
      let leaf = container.leaves[position]
      switch model.containers[index].leaves[position].content {
      case .fixed(_, let height):
        let width = Double(Int.random(in: 10...60, using: &random))
        model.containers[index].leaves[position].content = .fixed(width: width, height: height)
        try leaf.size[0].setConstant(width)
        return "c\(index).l\(position) fixed width \(width)"
      case .intrinsic:
        let width = Double(Int.random(in: 10...60, using: &random))
        let height = Double(Int.random(in: 10...60, using: &random))
        model.containers[index].leaves[position].content = .intrinsic(width: width, height: height)
        try leaf.node.setIntrinsicContentSize(IntrinsicContentSize(width: width, height: height))
        return "c\(index).l\(position) intrinsic \(width) x \(height)"
      case .text(_, let pinned):
        let length = Int.random(in: 3...40, using: &random)
        model.containers[index].leaves[position].content = .text(length: length, pinned: pinned)
        leaf.node.measure = wrappedText(length)
        return "c\(index).l\(position) text \(length)"
      }
    case 4:
      // Any text of the screen.
      var texts: [(container: Int, leaf: Int, length: Int, pinned: Bool)] = []
      for (containerIndex, containerModel) in model.containers.enumerated() {
        for (leafIndex, leafModel) in containerModel.leaves.enumerated() {
          if case .text(let length, let pinned) = leafModel.content {
            texts.append((containerIndex, leafIndex, length, pinned))
          }
        }
      }
      guard let pick = texts.randomElement(using: &random) else { return "nothing" }
      let leaf = screen.containers[pick.container].leaves[pick.leaf]
      let name = "c\(pick.container).l\(pick.leaf)"
      if Bool.random(using: &random) {
        let length = Int.random(in: 3...40, using: &random)
        model.containers[pick.container].leaves[pick.leaf].content = .text(
          length: length, pinned: pick.pinned)
        leaf.node.measure = wrappedText(length)
        return "\(name) text \(length)"
      }
      model.containers[pick.container].leaves[pick.leaf].content = .text(
        length: pick.length, pinned: !pick.pinned)
      if model.containers[pick.container].present {
        if pick.pinned {
          LayoutConstraint.deactivate([leaf.pin!])
        } else {
          try LayoutConstraint.activate([leaf.pin!])
        }
      }
      return "\(name) pinned \(!pick.pinned)"
    case 5 where present:
      let height = model.containers[index].height
      let fixed = height == nil ? Double(Int.random(in: 20...80, using: &random)) : nil
      model.containers[index].height = fixed
      if let fixed {
        LayoutConstraint.deactivate(container.hugging)
        try container.fixedHeight.setConstant(fixed)
        try LayoutConstraint.activate([container.fixedHeight])
      } else {
        LayoutConstraint.deactivate([container.fixedHeight])
        try LayoutConstraint.activate(container.hugging)
      }
      return "c\(index) height \(fixed.map { "\($0)" } ?? "hugging")"
    case 6:
      let direction = randomDirection(&random)
      model.containers[index].direction = direction
      container.node.layoutDirection = direction
      return "c\(index) direction \(direction)"
    case 7:
      let direction = randomDirection(&random)
      model.direction = direction
      screen.root.layoutDirection = direction
      return "root direction \(direction)"
    case 8 where present && model.containers.filter(\.present).count > 1:
      model.containers[index].present = false
      container.node.removeFromParent()
      try screen.mendLinks(model)
      return "c\(index) removed"
    case 9 where !present:
      model.containers[index].present = true
      let before = model.containers[..<index].filter(\.present).count
      try screen.root.insertChild(container.node, at: before)
      try LayoutConstraint.activate(container.active(for: model.containers[index]))
      try screen.mendLinks(model)
      return "c\(index) back at \(before)"
    case 10 where present:
      let gap = Double(Int.random(in: 0...12, using: &random))
      model.containers[index].gap = gap
      try screen.mendLinks(model)
      return "c\(index) gap \(gap)"
    case 11 where position >= 0:
      // Content priorities that change no frame (a text's stay below the others';
      // nothing competes with a height) but rewrite the content constraints.
      let node = container.leaves[position].node
      let hugging = LayoutPriority(Double(Int.random(in: 251...800, using: &random)))
      if case .text = model.containers[index].leaves[position].content {
      } else {
        try node.setContentHuggingPriority(hugging, for: .horizontal)
      }
      let resistance = LayoutPriority(Double(Int.random(in: 200...800, using: &random)))
      try node.setContentCompressionResistancePriority(resistance, for: .vertical)
      return "c\(index).l\(position) priorities \(hugging.value), \(resistance.value)"
    case 12 where present:
      let inset = Double(Int.random(in: 0...20, using: &random))
      model.containers[index].inset = inset
      try container.sides[0].setConstant(inset)
      try container.sides[1].setConstant(-inset)
      return "c\(index) inset \(inset)"
    case 13 where present:
      // A new container in place of this one: new nodes joining the live engine,
      // into the slots the old ones leave.
      var replacement = randomModel(&random).containers[0]
      replacement.gap = model.containers[index].gap
      model.containers[index] = replacement
      container.node.removeFromParent()
      let before = model.containers[..<index].filter(\.present).count
      screen.containers[index] = try makeContainer(
        index, replacement, in: screen.root, at: before)
      try screen.mendLinks(model)
      return "c\(index) replaced"
    default:
      return "nothing"
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func incrementalLayoutsMatchFreshOnes(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var model = Self.randomModel(&random)
    let screen = try Screen(model)
    var history: [String] = []
    for step in 0...150 {
      if step > 0 {
        // One change, or a few before the next layout.
        for _ in 0..<(Int.random(in: 0..<4, using: &random) == 0 ? 3 : 1) {
          history.append(try Self.step(screen, &model, &random))
        }
      }
      try screen.root.layout(width: model.width, height: nil)
      let fresh = try Screen(model)
      try fresh.root.layout(width: model.width, height: nil)
      // The model leaves nothing to chance: the fresh layout is the only answer
      // (checked every few steps: two optimisations a variable).
      for node in fresh.root.subtree where step % 5 == 0 {
        #expect(!node.hasAmbiguousLayout, "seed \(seed) step \(step): \(node.name) ambiguous")
      }
      let expected = fresh.frames(model)
      let actual = screen.frames(model)
      #expect(actual.keys.sorted() == expected.keys.sorted(), "step \(step)")
      for (name, frame) in expected.sorted(by: { $0.key < $1.key }) {
        guard let got = actual[name] else { continue }
        let close =
          isApproximately(got.minX, frame.minX, tolerance: 1e-6)
          && isApproximately(got.minY, frame.minY, tolerance: 1e-6)
          && isApproximately(got.width, frame.width, tolerance: 1e-6)
          && isApproximately(got.height, frame.height, tolerance: 1e-6)
        #expect(
          close,
          "seed \(seed) step \(step), \(name): \(got), fresh \(frame); after \(history.suffix(4))"
        )
        if !close { return }
      }
    }
    // The steps reached every kind of change.
    for kind in [
      "width", "gap", "tops", "fixed width", "intrinsic", "text", "pinned", "height",
      "direction", "removed", "back at", "priorities", "inset", "replaced",
    ] {
      #expect(history.contains { $0.contains(kind) }, "no step did \(kind)")
    }
  }
}
