import Cassowary

/// The headless Auto Layout engine of one node tree: it owns a Cassowary `Solver`, keeps the
/// active constraints of the tree in it, and writes frames.
///
/// There is one engine per root, created on first use (``LayoutNode/layoutEngine``);
/// activating a constraint, or laying a root out, creates it. All variables live in
/// the root's coordinate space (four per node: left, top, width, height); frames are
/// written relative to parents. Changes — activating and deactivating constraints,
/// changing a constant, an intrinsic size or a priority, resizing the root — are
/// applied to the solver incrementally when they are made; frames are written by
/// ``layout(width:height:)`` and ``layoutIfNeeded()``.
///
/// A node takes part once a constraint mentions it: the engine then gives it
/// variables, `width >= 0` and `height >= 0` (required, SEMANTICS §1.9a), and the
/// hugging and compression-resistance inequalities of its intrinsic size. Nodes that
/// no constraint mentions keep their frames.
///
/// Conflicts among required constraints are resolved the Auto Layout way, or refused
/// in ``isStrict`` mode (see ``ConflictReport``). An engine is used from one thread
/// at a time; different engines may run in parallel.
public final class LayoutEngine {
  /// The root of the tree this engine lays out. The engine does not keep it alive:
  /// once the root is released (``isDetached``), reading this traps.
  public unowned let root: LayoutNode

  /// When `true`, a required constraint that cannot hold makes the operation throw
  /// ``LayoutError/unsatisfiable(_:)`` and change nothing; when `false` (the default),
  /// the engine breaks one constraint, keeps it acting at priority 999 and records a
  /// ``ConflictReport`` in ``conflicts``.
  ///
  /// Outside strict mode a size's `width >= 0` or `height >= 0` joins the solver when
  /// a layout first finds the size negative, so a conflict that only those make is
  /// found by that layout (<doc:ConflictsAndAmbiguity>). Turning strict mode on first
  /// adds every one still missing, resolving any conflict that brings in the usual
  /// way, so that from then on each change is checked against them as it is made.
  public var isStrict: Bool {
    get { strictMode }
    set {
      if newValue, !strictMode, !isDetached { addDeferredBounds() }
      strictMode = newValue
    }
  }

  /// When set, frames are snapped to a pixel grid of this many pixels per point
  /// (each edge rounded, in the root's coordinates); `nil` (the default) leaves the
  /// solved values as they are. Values that are not finite and positive are refused
  /// by the next layout.
  public var pixelScale: Double?

  /// How many times one layout may re-measure text whose height depends on its width
  /// before giving up (SEMANTICS §2.9); at least 1.
  public var maximumMeasurePasses = 3

  /// Every conflict the engine resolved (or refused, in strict mode nothing is
  /// recorded), oldest first.
  @exclusivity(unchecked) public internal(set) var conflicts: [ConflictReport] = []

  /// Nodes whose height-for-width measurement had not settled when the last layout
  /// stopped after ``maximumMeasurePasses`` passes.
  @exclusivity(unchecked) public internal(set) var unconvergedNodes: [LayoutNode] = []

  /// Whether something changed since the frames were last written.
  @exclusivity(unchecked) public internal(set) var needsLayout = true

  /// The work the engine's solver has done so far (rows added, pivots,
  /// refactorisations): what a benchmark reads to see why a layout cost what it did.
  public var solverStatistics: SolverStatistics { solver.statistics }

  // MARK: State
  //
  // The engine's state skips the dynamic exclusivity checks of class properties:
  // activation and the layout passes touch it for every constraint and every node,
  // where a check cost more than the access (an engine is used from one thread at a
  // time, and no access to its state overlaps another).

  /// The solver holding every active constraint of the tree.
  let solver = Solver()
  /// What the tree's nodes and the active constraints name this engine by
  /// (EngineReference.swift).
  let reference = EngineReference()
  /// One slot per node with variables; freed slots are reused.
  @exclusivity(unchecked) var slots: [NodeSlot] = []
  @exclusivity(unchecked) var freeSlots: [Int] = []
  /// The solver's ``Solver/valueIndexVersion`` when the slots' value indices were
  /// last read (-1: never).
  @exclusivity(unchecked) var valueIndexVersion = -1
  /// Active constraints that use `leading`/`trailing`, for a change of direction.
  @exclusivity(unchecked) var directional: [LayoutConstraint] = []
  @exclusivity(unchecked) var directionsChanged = false
  /// How many slots hold a measured leaf (so that layouts without text skip the
  /// height-for-width scan). Every change of a slot's ``NodeSlot/hasMeasure`` comes
  /// with an update of this count, which drops ``heightForWidthSlots``.
  @exclusivity(unchecked) var measuredCount = 0 {
    didSet { heightForWidthSlots = nil }
  }
  /// The slots whose height follows their width (``NodeSlot/needsHeightForWidth``),
  /// ascending; `nil` until needed after a change of what decides it: a slot's
  /// ``NodeSlot/hasMeasure`` or measurement (``measuredCount``, which a new measure
  /// function also updates, through the pending content applied before the passes)
  /// or a node's explicit intrinsic size (``intrinsicSizeDidChange(_:)``). Each
  /// height-for-width pass walks these
  /// instead of every slot: a slot is a few hundred bytes, and on a 1 000-cell list
  /// the walk over all of them, twice a resize, missed the cache 20 000 times.
  @exclusivity(unchecked) var heightForWidthSlots: [Int]? = nil
  /// Slots whose frame is held by `translatesFrameIntoConstraints`, and nodes whose
  /// flag changed since the last pass.
  @exclusivity(unchecked) var translating: [Int] = []
  @exclusivity(unchecked) var pendingTranslation: [LayoutNode] = []
  /// Nodes whose measure function or content changed since the last pass.
  @exclusivity(unchecked) var pendingContent: [LayoutNode] = []
  /// Whether some used size may lack its `>= 0` constraint (set when one is used
  /// outside strict mode; see ``enforceNonNegativeSizes()``).
  @exclusivity(unchecked) var hasDeferredBounds = false
  /// The value of ``isStrict``, which the engine sets without its side effect.
  @exclusivity(unchecked) var strictMode = false
  /// The root's origin (`x == 0`, `y == 0`) and size constraints, and the size asked
  /// for (`nil`: as small as the content allows).
  @exclusivity(unchecked) var originConstraints: [Constraint] = []
  @exclusivity(unchecked) var sizeConstraints = AxisPair<Constraint?>(nil, nil)
  @exclusivity(unchecked) var requestedSize = AxisPair<Double?>(nil, nil)
  /// Increases with every activation, so that constraints can be replayed in order.
  @exclusivity(unchecked) var activationCounter = 0

  /// Creates the engine of `root`'s tree and registers it as the tree's observer.
  init(root: LayoutNode) {
    self.root = root
    reference.target = self
    var items = OwnedBatch()
    let slot = register(root, into: &items)
    let x = slots[slot].x
    let y = slots[slot].y
    originConstraints = [x == 0, y == 0]
    // A fresh solver with one node's own constraints cannot refuse them.
    try! solver.add(items.constraints + originConstraints)
    root.ownedEngine = self
    root.treeObservers.append(self)
  }

  deinit {
    reference.target = nil
  }

  /// Called by the root's `deinit`: the tree is going, so the nodes and constraints
  /// that outlive it stop naming this engine (they read it through ``reference``),
  /// and an engine still held elsewhere is left ``isDetached``.
  func rootWillBeReleased() {
    reference.target = nil
  }

  /// Whether the root has been released while this engine is still held: the engine
  /// then has no tree, refuses to lay out (``LayoutError/releasedRoot``), and lists
  /// no ``ambiguousNodes``.
  public var isDetached: Bool { reference.target == nil }

  // MARK: Slots

  /// Gives `node` variables and its own constraints (appended to `items`, which the
  /// caller adds), unless it has them already; returns its slot.
  func register(_ node: LayoutNode, into items: inout OwnedBatch) -> Int {
    if node.isRegistered(in: self) { return node.engineSlot }
    let name = node.name
    let direction = resolvedDirection(of: node)
    // Built where it is stored: a slot bound to a local first was copied into the
    // array (a retain of each of its references) and the local then destroyed.
    func newSlot() -> NodeSlot {
      NodeSlot(
        handle: .passUnretained(node), x: Variable(name + ".x"), y: Variable(name + ".y"),
        width: Variable(name + ".width"), height: Variable(name + ".height"),
        direction: direction)
    }
    let index: Int
    if let free = freeSlots.popLast() {
      index = free
      slots[index] = newSlot()
    } else {
      index = slots.count
      slots.append(newSlot())
    }
    node.engine = self
    node.engineSlot = index
    // Room for a leaf's constraints at once (it has three or four): grown from empty,
    // the list was three heap blocks a node, two of them freed again.
    slots[index].constraints.reserveCapacity(4)
    if let parent = node.parent, parent.isRegistered(in: self) {
      slots[index].parentSlot = parent.engineSlot
    }
    // Children and guides in turn: no array of both built for each node.
    for child in node.children where child.isRegistered(in: self) {
      slots[child.engineSlot].parentSlot = index
    }
    for guide in node.guides where guide.isRegistered(in: self) {
      slots[guide.engineSlot].parentSlot = index
    }
    if node.measure != nil {
      slots[index].hasMeasure = true
      measuredCount += 1
      if let natural = try? measured(index, .unconstrained) {
        slots[index].natural = natural
        slots[index].measurement = natural
        slots[index].measuredWidth = natural.size.width
      } else {
        // A bad answer is refused by the next layout, which measures it again.
        pendingContent.append(node)
      }
    }
    for axis in Axis.allCases {
      guard let value = intrinsicValue(index, axis) else { continue }
      stageContent(index, axis, value, into: &items)
    }
    return index
  }

  /// Notes that a constraint uses the slot's size on `axis`. In strict mode, and for
  /// a stack's free spacer (``LayoutNode/isFreeSpacer``), the size's `>= 0`
  /// constraint is appended to `items` when it is new; returns whether it was.
  /// Otherwise it waits until a solve makes the size negative
  /// (``enforceNonNegativeSizes()``).
  ///
  /// Why free spacers at once: a `Flex()` spacer is held by its chain and its bound
  /// alone (SEMANTICS §1.4), so its bound is the one that binds. Deferred, in a
  /// layout as small as the content allows every such spacer came out negative at
  /// the first solve, and a list of 1 000 feed cells paid a dual pivot a cell for
  /// their bounds, each solving a row of the basis inverse as long as the list. A
  /// `Fix` spacer's size is its constant, and a view's is held by its content or its
  /// constraints: their bounds rarely bind, and wait.
  func useAxis(_ index: Int, _ axis: Axis, into items: inout OwnedBatch) -> Bool {
    slots[index].sizeUsed[axis] = true
    guard slots[index].nonNegative[axis] == nil else { return false }
    guard strictMode || slots[index].withNode({ $0.isFreeSpacer }) == true else {
      hasDeferredBounds = true
      return false
    }
    let constraint = nonNegativeConstraint(index, axis)
    slots[index].nonNegative[axis] = constraint
    items.append(constraint, owner: .nonNegative(slot: index, axis: axis))
    return true
  }

  /// A slot's required `size >= 0` on `axis` (SEMANTICS §1.9a).
  func nonNegativeConstraint(_ index: Int, _ axis: Axis) -> Constraint {
    Constraint(
      terms: ConstraintTerms(slots[index].size(axis)), constant: 0, .greaterThanOrEqual,
      priority: .required)
  }

  /// A node's direction: its own, or the nearest ancestor's that is set, stopping at
  /// an ancestor with a slot (whose direction is cached); left-to-right at the root.
  func resolvedDirection(of node: LayoutNode) -> LayoutDirection {
    var current: LayoutNode? = node
    while let step = current {
      if step.layoutDirection != .inherit { return step.layoutDirection }
      if step !== node, step.isRegistered(in: self) { return slots[step.engineSlot].direction }
      current = step.parent
    }
    return .leftToRight
  }

  /// The solver constraints a slot's node owns: non-negative sizes, content size,
  /// frame.
  func ownConstraints(of index: Int) -> [Constraint] {
    [slots[index].nonNegative.horizontal, slots[index].nonNegative.vertical].compactMap { $0 }
      + slots[index].frameConstraints + slots[index].content.distinct
  }

  /// Frees a slot whose constraints are not (or no longer) in the solver. A reused
  /// slot is written over whole (``register(_:into:)``); what is cleared here only
  /// releases memory.
  func forgetSlot(_ index: Int) {
    if let node = slots[index].node {
      node.engine = nil
      node.engineSlot = -1
      for child in node.children + node.guides where child.engine === self {
        slots[child.engineSlot].parentSlot = -1
      }
    }
    if slots[index].hasMeasure { measuredCount -= 1 }
    if !slots[index].frameConstraints.isEmpty {
      translating.removeAll { $0 == index }
    }
    slots[index] = NodeSlot(
      handle: nil, x: slots[index].x, y: slots[index].y, width: slots[index].width,
      height: slots[index].height, direction: .leftToRight)
    freeSlots.append(index)
  }

  /// The active layout constraints, in the order they were activated.
  var activeConstraints: [LayoutConstraint] {
    var seen: [LayoutConstraint] = []
    for index in slots.indices where slots[index].node != nil {
      for case let constraint? in slots[index].constraints
      where constraint.firstItem === slots[index].node {
        seen.append(constraint)
      }
    }
    return seen.sorted { $0.activationOrder < $1.activationOrder }
  }
}
