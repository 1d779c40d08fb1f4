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
  /// Lays the tree out: checks each container's plan against its input, plans and
  /// translates again only what changed, solves, and writes every frame.
  ///
  /// The walk goes from the root down. A container is planned again when it is new,
  /// when its style or children changed (its `Flex` is dirty), or when its input
  /// changed and its plan does not hold at the new input
  /// (``ContainerPlan/resized(to:)``). The inputs of a container's items come from its
  /// plan at its input: the plan made for it, or the kept plan's decisions made again
  /// at the new size. Plans that changed are translated again and their constraints
  /// updated in place (constants, every container's together, relaxed before
  /// tightened: ``ConstantChange``) or rebuilt; then the tree is solved once.
  ///
  /// - Throws: ``FlexError`` for the first refused value or tree change; nothing is
  ///   changed then.
  func layout(_ request: TranslationRequest) throws(FlexError) {
    guard let root else { return }
    try FlexAlgorithm.prepareTree(root)
    statistics = Statistics()
    visitCount &+= 1
    let rootFlex = root.flex
    let direction = ResolvedDirection(root.layoutDirection, inheriting: .ltr)
    measurer.root = Unmanaged.passUnretained(rootFlex).toOpaque()
    defer { measurer.root = nil }
    let replansAll = measurer.directEngineRan(on: rootFlex) || records.isEmpty
    let rootPlan = measurer.planRoot(
      rootFlex, availableWidth: request.availableWidth, availableHeight: request.availableHeight,
      stretchesWidth: request.stretchesWidth, stretchesHeight: request.stretchesHeight,
      direction: direction)

    var walk = Walk(replansAll: replansAll)
    if !replansAll { walk.dirty = measurer.dirtyNodes(under: rootFlex) }
    walk.queue = [WalkEntry(flex: Unmanaged.passUnretained(rootFlex), input: rootPlan.input)]
    while true {
      while let entry = walk.queue.popLast() {
        visit(entry, rootFlex: rootFlex, walk: &walk)
      }
      guard let block = walk.containingBlocks.popLast() else { break }
      if block.needsTranslation {
        block.plan.absolutes = measurer.planAbsolutes(
          of: block.flex.takeUnretainedValue(), plan: block.plan
        ) { [records] in records[ObjectIdentifier($0)]?.plan }
      }
      for box in block.plan.absolutes.reversed()
      where measurer.hasChildren(box.flex.takeUnretainedValue()) {
        walk.queue.append(WalkEntry(flex: box.flex, input: box.sizing.input))
      }
    }
    var built: [LayoutConstraint] = []
    var constants: [ConstantChange] = []
    for record in walk.order where record.needsTranslation {
      record.plan.validity.isSizeIndependent = measurer.isSizeIndependent(
        record.flex.takeUnretainedValue(), record.plan, memo: &walk.memo)
      let update = record.update(to: translation(of: record), constants: &constants)
      record.needsTranslation = false
      built += update.built
      switch update.kind {
      case .none: break
      case .constants: statistics.updated += 1
      case .rebuilt: statistics.translated += 1
      }
    }
    do {
      // Constant changes in one batch (one solver call), listed in their phases —
      // relaxed inequalities, then the plans' sizes, then tightened inequalities
      // (ConstantChange.phase) — the order in which they are made one at a time
      // should the batch be unsatisfiable as a whole.
      if !constants.isEmpty {
        var ordered: [(constraint: LayoutConstraint, constant: Double)] = []
        ordered.reserveCapacity(constants.count)
        for phase in 0...2 {
          for change in constants where change.phase == phase {
            ordered.append((change.constraint, change.constant))
          }
        }
        try LayoutConstraint.setConstants(ordered)
      }
      for (key, record) in records where record.visit != visitCount {
        record.tearDown()
        records[key] = nil
      }
      order = walk.order
      if !built.isEmpty {
        try activate(built)
        statistics.activated += built.count
      }
      try solve(root, width: rootPlan.input.width, height: walk.rootHeight ?? 0)
    } catch {
      // Every constraint is built from finite numbers with valid priorities between
      // nodes of one tree, and the engine is not strict: this cannot happen.
      assertionFailure("constraint translation failed: \(error)")
    }
    for record in walk.order { markClean(record) }
    for entry in walk.hidden { zeroFrames(entry.takeUnretainedValue()) }
    if request.placesRoot {
      root.frame.origin = measurer.rootOrigin(
        rootFlex, rootPlan, size: root.frame.size, availableWidth: request.availableWidth,
        availableHeight: request.availableHeight, direction: direction)
    }
  }

  /// One container (or the root leaf) reached by the walk, with its input.
  struct WalkEntry {
    var flex: Unmanaged<Flex>
    var input: NodeInput
  }

  /// The state of one layout's walk.
  struct Walk {
    let replansAll: Bool
    /// The nodes that changed since the last layout.
    var dirty: Set<ObjectIdentifier> = []
    var queue: [WalkEntry] = []
    var order: [ContainerRecord] = []
    var containingBlocks: [ContainerRecord] = []
    var hidden: [Unmanaged<Flex>] = []
    var rootHeight: Double?
    var memo: [ObjectIdentifier: Bool] = [:]

    init(replansAll: Bool) {
      self.replansAll = replansAll
    }
  }

  /// Visits one container: keeps its plan or plans it again, and queues its items
  /// with their inputs.
  private func visit(_ entry: WalkEntry, rootFlex: Flex, walk: inout Walk) {
    let flex = entry.flex.takeUnretainedValue()
    let input = entry.input
    guard measurer.hasChildren(flex) else {
      if flex === rootFlex { walk.rootHeight = input.height ?? measurer.leafHeight(flex, input) }
      return
    }
    let key = ObjectIdentifier(flex)
    let existing = records[key]
    let record: ContainerRecord
    // The plan at this input, which sizes the items.
    let sized: ContainerPlan
    if let existing, !walk.replansAll, !walk.dirty.contains(key),
      let resized = existing.plan.resized(to: input)
    {
      record = existing
      sized = resized
    } else {
      let plan = measurer.plan(flex, input)
      statistics.planned += 1
      if let existing {
        record = existing
        record.plan = plan
        record.needsTranslation = true
      } else {
        record = ContainerRecord(flex: entry.flex, node: flex.owner, plan: plan)
        records[key] = record
      }
      sized = plan
    }
    record.visit = visitCount
    walk.order.append(record)
    if flex === rootFlex { walk.rootHeight = input.height ?? sized.height }
    walk.hidden += sized.hiddenChildren
    if sized.isContainingBlock { walk.containingBlocks.append(record) }
    for item in sized.items.reversed() where measurer.hasChildren(item.flex.takeUnretainedValue()) {
      walk.queue.append(WalkEntry(flex: item.flex, input: measurer.itemInput(sized, item)))
    }
  }

  /// The constraints of a record's current plan: its lines and items, and the
  /// absolutely positioned boxes placed against it.
  private func translation(of record: ContainerRecord) -> ConstraintList {
    var translator = ContainerTranslator(
      plan: record.plan, container: record.node.takeUnretainedValue())
    translator.translate()
    for box in record.plan.absolutes {
      let flex = box.flex.takeUnretainedValue()
      let usedHeight =
        box.sizing.input.height ?? records[ObjectIdentifier(flex)]?.plan.height
        ?? measurer.leafHeight(flex, box.sizing.input)
      let staticFlex = box.staticParent.takeUnretainedValue()
      guard let staticRecord = records[ObjectIdentifier(staticFlex)] else { continue }
      translator.translateAbsolute(
        box, usedHeight: usedHeight, staticParent: staticRecord.node.takeUnretainedValue(),
        staticPlan: staticRecord.plan)
    }
    return translator.list
  }

  /// How many constraints one activation hands the solver at most.
  ///
  /// The solver adds a batch as one operation that may fail, so it refactorises its
  /// basis only between batches: inside one batch every pivot's eta stays, and a
  /// translated tree's pivots have dense etas (a shared flex variable or line size
  /// moves every item that follows it). One batch of a whole tree made the solves
  /// cost the square of its size, and the whole activation its cube (N = 1000 flat
  /// row: over 10 s); batches of this size keep the product form short.
  static let activationBatch = 64

  /// Activates built constraints in batches of ``activationBatch``, all or nothing:
  /// when a batch is refused, the batches before it are deactivated.
  ///
  /// - Throws: the refused batch's `LayoutError` (a strict engine's conflict).
  private func activate(_ built: [LayoutConstraint]) throws(LayoutError) {
    var start = 0
    while start < built.count {
      let end = min(built.count, start + Self.activationBatch)
      do {
        try LayoutConstraint.activate(Array(built[start..<end]))
      } catch {
        LayoutConstraint.deactivate(Array(built[..<start]))
        throw error
      }
      start = end
    }
  }

  /// Solves the tree with the root at this size, writing every frame.
  private func solve(_ root: LayoutNode, width: Double, height: Double) throws(LayoutError) {
    try root.layoutEngine.layout(width: width, height: height)
    statistics.solves += 1
  }

  /// Forgets the changes of a record's container and items: they are translated.
  private func markClean(_ record: ContainerRecord) {
    measurer.markClean(record.flex.takeUnretainedValue())
    for item in record.plan.items { measurer.markClean(item.flex.takeUnretainedValue()) }
    for box in record.plan.absolutes { measurer.markClean(box.flex.takeUnretainedValue()) }
    for node in record.plan.contentsNodes { measurer.markClean(node.takeUnretainedValue()) }
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
