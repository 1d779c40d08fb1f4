// One hstack/vstack call: validation, then the generation of SEMANTICS §1.3 —
// chain constraints, dimension constraints per intent (§1.4; the list is in
// SizingIntents.md), closing constraints — activated as one batch.

/// The work of one stack call.
struct StackScan {
  /// Which anchors the items are chained by.
  enum Family {
    /// leading → trailing, widths.
    case natural
    /// left → right, widths (does not mirror).
    case absolute
    /// top → bottom, heights.
    case vertical

    var start: LayoutAttribute {
      switch self {
      case .natural: return .leading
      case .absolute: return .left
      case .vertical: return .top
      }
    }

    var end: LayoutAttribute {
      switch self {
      case .natural: return .trailing
      case .absolute: return .right
      case .vertical: return .bottom
      }
    }

    var dimension: LayoutAttribute { self == .vertical ? .height : .width }

    var axis: Axis { self == .vertical ? .vertical : .horizontal }
  }

  /// The node whose edges are the default boundaries and which owns the guides.
  let base: LayoutNode
  let family: Family
  var start: (node: LayoutNode, attribute: LayoutAttribute)
  var end: (node: LayoutNode, attribute: LayoutAttribute)
  var startOffset = 0.0
  var endOffset = 0.0

  init(base: LayoutNode, family: Family) {
    self.base = base
    self.family = family
    self.start = (base, family.start)
    self.end = (base, family.end)
  }

  /// Validates, generates and activates; on any error undoes everything it did.
  func run(_ intents: [SizingIntent]) throws(LayoutError) -> StackingResult {
    try validate(intents)
    var guides: [LayoutNode] = []
    var constraints: [LayoutConstraint] = []
    var undo: [() -> Void] = []
    do {
      var previous = [start]
      var isFirstSlot = true
      var reference: (node: LayoutNode, weight: Double)?
      for intent in intents {
        let items: [LayoutNode]
        if let nodes = intent.nodes, !nodes.isEmpty {
          items = nodes
          for node in nodes where node.translatesFrameIntoConstraints {
            node.translatesFrameIntoConstraints = false
            undo.append { node.translatesFrameIntoConstraints = true }
          }
          try applyPriorities(of: intent, to: nodes, undo: &undo)
        } else {
          // A view can always own a guide (validated).
          let guide = try! base.addGuide(named: "spacer\(base.guides.count + 1)")
          if case .fix = intent.sizing {} else { guide.isFreeSpacer = true }
          guides.append(guide)
          items = [guide]
        }
        for item in items {
          for anchor in previous {
            constraints.append(
              LayoutConstraint(
                item, family.start, .equal, anchor.node, anchor.attribute, 1,
                isFirstSlot ? startOffset : 0))
          }
          if let dimension = dimensionConstraint(intent.sizing, item, &reference) {
            for constraint in dimension {
              constraints.append(constraint)
              intent.onCreate?(constraint)
            }
          }
        }
        previous = items.map { ($0, family.end) }
        isFirstSlot = false
      }
      for anchor in previous {
        constraints.append(
          LayoutConstraint(
            anchor.node, anchor.attribute, .equal, end.node, end.attribute, 1, endOffset))
      }
      try LayoutConstraint.activate(constraints)
    } catch {
      for guide in guides { guide.removeFromParent() }
      for step in undo.reversed() { step() }
      throw error
    }
    return StackingResult(constraints: constraints, layoutGuides: guides)
  }

  /// The dimension constraints of one item (SEMANTICS §1.3, step 3.2.2).
  func dimensionConstraint(
    _ sizing: SizingIntent.Sizing, _ item: LayoutNode,
    _ reference: inout (node: LayoutNode, weight: Double)?
  ) -> [LayoutConstraint]? {
    let dimension = family.dimension
    switch sizing {
    case .fix(let value):
      return [LayoutConstraint(item, dimension, .equal, nil, nil, 0, value)]
    case .flex(let min, let max, _, _):
      var bounds: [LayoutConstraint] = []
      if let min {
        bounds.append(LayoutConstraint(item, dimension, .greaterThanOrEqual, nil, nil, 0, min))
      }
      if let max {
        bounds.append(LayoutConstraint(item, dimension, .lessThanOrEqual, nil, nil, 0, max))
      }
      return bounds
    case .fill(let weight):
      if let reference {
        return [
          LayoutConstraint(
            item, dimension, .equal, reference.node, dimension, weight / reference.weight, 0)
        ]
      }
      if weight > 0 {
        // The first positive-weight Fill is the reference: no constraint.
        reference = (item, weight)
        return nil
      }
      return [LayoutConstraint(item, dimension, .equal, nil, nil, 0, 0)]
    case .match(let anchor, let multiplier, let offset):
      return [
        LayoutConstraint(
          item, dimension, .equal, anchor.node, anchor.attribute, multiplier ?? 1, offset ?? 0)
      ]
    }
  }

  /// Sets a Flex intent's hugging and compression resistance on its nodes, for the
  /// stack's axis; they stay there (SEMANTICS §1.8).
  func applyPriorities(of intent: SizingIntent, to nodes: [LayoutNode], undo: inout [() -> Void])
    throws(LayoutError)
  {
    guard case .flex(_, _, let hugging, let compression) = intent.sizing else { return }
    let axis = family.axis
    for node in nodes {
      if let hugging {
        let old = node.contentHuggingPriority(for: axis)
        try node.setContentHuggingPriority(hugging, for: axis)
        undo.append { try? node.setContentHuggingPriority(old, for: axis) }
      }
      if let compression {
        let old = node.contentCompressionResistancePriority(for: axis)
        try node.setContentCompressionResistancePriority(compression, for: axis)
        undo.append { try? node.setContentCompressionResistancePriority(old, for: axis) }
      }
    }
  }

  // MARK: Validation

  /// Everything that can be checked before anything changes (SEMANTICS §6.8).
  func validate(_ intents: [SizingIntent]) throws(LayoutError) {
    guard !intents.isEmpty else { throw .noIntents }
    guard base.kind == .view else { throw .notAView(base.name) }
    guard startOffset.isFinite else { throw .invalidNumber("startOffset \(startOffset)") }
    guard endOffset.isFinite else { throw .invalidNumber("endOffset \(endOffset)") }
    let root = LayoutEngine.root(of: base)
    func checkTree(_ node: LayoutNode) throws(LayoutError) {
      let other = LayoutEngine.root(of: node)
      guard other === root else {
        throw .noCommonAncestor(
          "'\(node.name)' (in the tree of '\(other.name)') and the stack's base "
            + "'\(base.name)' (in the tree of '\(root.name)')")
      }
    }
    try checkTree(start.node)
    try checkTree(end.node)
    var seen = Set<ObjectIdentifier>()
    for intent in intents {
      for node in intent.nodes ?? [] {
        guard seen.insert(ObjectIdentifier(node)).inserted else { throw .duplicateItem(node.name) }
        try checkTree(node)
      }
      try validate(intent)
    }
  }

  /// The numbers and anchors of one intent.
  func validate(_ intent: SizingIntent) throws(LayoutError) {
    func finite(_ value: Double?, _ what: String) throws(LayoutError) {
      if let value, !value.isFinite { throw .invalidNumber("\(what) \(value)") }
    }
    func size(_ value: Double?, _ what: String) throws(LayoutError) {
      try finite(value, what)
      if let value, value < 0 { throw .negativeSize("\(what) \(formatted(value))") }
    }
    switch intent.sizing {
    case .fix(let value):
      try size(value, "Fix")
    case .flex(let min, let max, let hugging, let compression):
      try size(min, "Flex min")
      try size(max, "Flex max")
      if let min, let max, min > max { throw .minGreaterThanMax(min: min, max: max) }
      for priority in [hugging, compression] {
        if let priority, !priority.isValid { throw .invalidPriority(priority.value) }
      }
    case .fill(let weight):
      try finite(weight, "Fill weight")
      if weight < 0 { throw .negativeWeight(weight) }
    case .match(let anchor, let multiplier, let offset):
      try finite(multiplier, "Match multiplier")
      try finite(offset, "Match offset")
      let root = LayoutEngine.root(of: base)
      guard LayoutEngine.root(of: anchor.node) === root else {
        throw .noCommonAncestor(
          "Match dimension \(anchor.node.name).\(anchor.attribute.name) is not in the tree of '\(root.name)'"
        )
      }
      if anchor.attribute == family.dimension,
        intent.nodes?.contains(where: { $0 === anchor.node }) == true
      {
        throw .selfReference(
          "Match(\(anchor.node.name), dimension: \(anchor.node.name).\(anchor.attribute.name))")
      }
    }
  }
}
