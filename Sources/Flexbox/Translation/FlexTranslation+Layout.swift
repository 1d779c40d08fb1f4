import FixFlex

/// A request for one layout of a translated tree: the space the root is laid out in
/// and how the root takes it (as the direct engine's entry points define it).
struct TranslationRequest {
  var availableWidth: Double?
  var availableHeight: Double?
  var stretchesWidth = false
  var stretchesHeight = false
  /// Whether the root's origin comes from its margins and insets (a `.flex.json`
  /// root, placed as an absolutely positioned box) rather than staying where it is.
  var placesRoot = false
}

extension FlexTranslation {
  /// Lays the tree out: plans and translates what changed, solves, and writes every
  /// frame.
  ///
  /// - Throws: ``FlexError`` for the first refused value or tree change; nothing is
  ///   changed then.
  func layout(_ request: TranslationRequest) throws(FlexError) {
    guard let root else { return }
    try FlexAlgorithm.prepareTree(root)
    statistics = Statistics()
    let rootFlex = root.flex
    let direction = ResolvedDirection(root.layoutDirection, inheriting: .ltr)
    measurer.root = Unmanaged.passUnretained(rootFlex).toOpaque()
    defer { measurer.root = nil }
    let rootPlan = measurer.planRoot(
      rootFlex, availableWidth: request.availableWidth, availableHeight: request.availableHeight,
      stretchesWidth: request.stretchesWidth, stretchesHeight: request.stretchesHeight,
      direction: direction)

    for record in records { record.tearDown() }
    records = []

    var pending: [(Unmanaged<Flex>, NodeInput)] = [
      (Unmanaged.passUnretained(rootFlex), rootPlan.input)
    ]
    var created: [LayoutConstraint] = []
    var rootHeight: Double?
    var hidden: [Unmanaged<Flex>] = []
    var index: [ObjectIdentifier: Int] = [:]
    var translators: [ContainerTranslator] = []
    var containingBlocks: [Int] = []
    while true {
      while let (entry, input) = pending.popLast() {
        let flex = entry.takeUnretainedValue()
        guard measurer.hasChildren(flex) else {
          if flex === rootFlex { rootHeight = input.height ?? measurer.leafHeight(flex, input) }
          continue
        }
        let plan = measurer.plan(flex, input)
        statistics.planned += 1
        if flex === rootFlex { rootHeight = plan.height }
        let node = measurer.node(of: flex)
        var translator = ContainerTranslator(plan: plan, container: node)
        translator.translate()
        statistics.translated += 1
        index[ObjectIdentifier(flex)] = translators.count
        if plan.isContainingBlock { containingBlocks.append(translators.count) }
        translators.append(translator)
        hidden += plan.hiddenChildren
        for item in plan.items.reversed()
        where measurer.hasChildren(item.flex.takeUnretainedValue()) {
          pending.append((item.flex, measurer.itemInput(plan, item)))
        }
      }
      guard let block = containingBlocks.popLast() else { break }
      let blockFlex = measurer.flex(of: translators[block].container)
      let absolutes = measurer.planAbsolutes(of: blockFlex, plan: translators[block].plan) {
        index[ObjectIdentifier($0)].map { translators[$0].plan }
      }
      translators[block].absolutes = absolutes
      for box in absolutes.reversed() where measurer.hasChildren(box.flex.takeUnretainedValue()) {
        pending.append((box.flex, box.input))
      }
    }
    // Absolutely positioned boxes, once every box they depend on is planned.
    for position in translators.indices {
      for box in translators[position].absolutes {
        let flex = box.flex.takeUnretainedValue()
        let usedHeight =
          box.input.height
          ?? index[ObjectIdentifier(flex)].map { translators[$0].plan.height }
          ?? measurer.leafHeight(flex, box.input)
        let staticFlex = box.staticParent.takeUnretainedValue()
        guard let staticIndex = index[ObjectIdentifier(staticFlex)] else { continue }
        translators[position].translateAbsolute(
          box, usedHeight: usedHeight, staticParent: translators[staticIndex].container,
          staticPlan: translators[staticIndex].plan)
      }
    }
    for translator in translators {
      created += translator.list.constraints
      records.append(
        ContainerRecord(
          flex: Unmanaged.passUnretained(measurer.flex(of: translator.container)),
          node: Unmanaged.passUnretained(translator.container), plan: translator.plan,
          constraints: translator.list.constraints, roles: translator.list.roles,
          guides: translator.guides))
    }
    do {
      try LayoutConstraint.activate(created)
      statistics.activated = created.count
      let size = Size(width: rootPlan.input.width, height: rootHeight ?? 0)
      try root.layoutEngine.layout(width: size.width, height: size.height)
      statistics.solves += 1
      if request.placesRoot {
        root.frame.origin = measurer.rootOrigin(
          rootFlex, rootPlan, size: size, availableWidth: request.availableWidth,
          availableHeight: request.availableHeight, direction: direction)
      }
    } catch {
      // Every constraint is built from finite numbers with valid priorities between
      // nodes of one tree, and the engine is not strict: this cannot happen.
      assertionFailure("constraint translation failed: \(error)")
    }
    for entry in hidden { zeroFrames(entry.takeUnretainedValue()) }
  }

  /// Gives a `display: none` subtree zero frames (as browsers report it).
  private func zeroFrames(_ top: Flex) {
    var stack = [Unmanaged.passUnretained(top)]
    while let entry = stack.popLast() {
      let flex = entry.takeUnretainedValue()
      measurer.node(of: flex).frame = .zero
      stack.append(contentsOf: flex.childFlexes)
    }
  }
}
