/// A headless view: a named rectangle in a tree, which layout gives a frame.
///
/// A node is either a **view** (it may have children and is drawn) or a **layout
/// guide** (a spacer rectangle owned by a view, which takes part in layout but has no
/// children and is never drawn; stacks create them for spacer intents).
///
/// Frames are relative to the parent, as UIKit reports them. A node is used from one
/// thread at a time; different trees may be laid out in parallel.
public final class LayoutNode {
  // The properties the layout passes read or write for every node on every layout
  // (frame, parent, measure function, explicit intrinsic size) or activation for
  // every constraint (engine slot, children, priorities) skip the dynamic
  // exclusivity checks of class properties: in a resize of a 37 000-node feed those
  // checks were a sixth of the instructions. A node is used from one thread at a
  // time, and no access to them overlaps another.

  /// Whether a node is a view or a layout guide.
  public enum Kind: Hashable, Sendable {
    /// A node that can have children and is drawn.
    case view
    /// A spacer rectangle owned by a view: no children, never drawn.
    case guide
  }

  /// A name for diagnostics (`titleLabel.leading == parent.leading + 15`).
  public var name: String

  /// Whether this node is a view or a layout guide.
  public let kind: Kind

  /// The parent of a view, or the owning view of a guide; `nil` for a root.
  public var parent: LayoutNode? { parentReference?.node }

  /// The parent's ``reference``: a weak parent pointer without the side table a
  /// `weak` one would give the parent (NodeReference.swift).
  @exclusivity(unchecked) private var parentReference: NodeReference?

  /// A reference to this node that does not keep it alive and reads `nil` once it is
  /// gone, for objects that point back at the node (constraints, flexbox styles).
  public let reference = NodeReference()

  /// The child views, in order.
  @exclusivity(unchecked) public internal(set) var children: [LayoutNode] = []

  /// The layout guides this view owns, in the order they were added.
  @exclusivity(unchecked) public internal(set) var guides: [LayoutNode] = []

  /// The frame relative to the parent (for a guide: relative to its owner), as the
  /// last layout left it.
  public var frame: Rect {
    get { frameStorage }
    set {
      frameStorage = newValue
      // The engine's copy of what it last wrote no longer holds (its next layout
      // writes this frame again), and a frame kept as constraints has moved.
      if let engine {
        engine.frameWasSet(of: self)
        if translatesFrameStorage { engine.needsLayout = true }
      }
    }
  }
  /// The frame itself: what the engine writes, bypassing ``frame``'s bookkeeping.
  @exclusivity(unchecked) var frameStorage = Rect.zero

  /// This node's own direction; `.inherit` (the default) takes the parent's.
  public var layoutDirection: LayoutDirection = .inherit {
    didSet { if oldValue != layoutDirection { root.ownedEngine?.directionDidChange() } }
  }

  /// The content of a leaf that sizes itself (text), shared by both front-ends; `nil`
  /// for a node whose size comes from constraints or children only.
  @exclusivity(unchecked) public var measure: MeasureFunction? {
    didSet { engine?.measureDidChange(self) }
  }

  /// Storage for a front-end's per-node state (the flexbox style and its caches).
  ///
  /// Not API: the `Flexbox` module keeps its state here, the way FlexLayout keeps
  /// its `flex` object as an associated object of the view.
  public var _frontEndStorage: AnyObject?

  // MARK: Auto Layout state (the FixFlex engine; API in LayoutNode+IntrinsicSize.swift)

  /// The intrinsic content size given explicitly, per axis.
  @exclusivity(unchecked) var explicitIntrinsicSize = IntrinsicContentSize.none
  /// Content hugging per axis.
  @exclusivity(unchecked) var huggingPriorities = AxisPair(LayoutPriority.defaultLow, .defaultLow)
  /// Compression resistance per axis.
  @exclusivity(unchecked) var compressionPriorities = AxisPair(
    LayoutPriority.defaultHigh, .defaultHigh)
  /// Whether the engine keeps the current frame with required constraints.
  @exclusivity(unchecked) var translatesFrameStorage = false
  /// The engine in which this node has variables, and its slot there (-1 for none).
  var engine: LayoutEngine? {
    get { engineReference?.target }
    set { engineReference = newValue?.reference }
  }
  /// What ``engine`` is read through: a reference that does not keep the engine
  /// alive (EngineReference.swift).
  @exclusivity(unchecked) var engineReference: EngineReference?
  @exclusivity(unchecked) var engineSlot = -1
  /// Whether the node has a slot in `engine`, told by the engine's reference rather
  /// than by loading (and retaining) the engine: the same as `self.engine === engine`
  /// while `engine` lives, as it does wherever it activates, deactivates and lays out.
  @inline(__always)
  func isRegistered(in engine: LayoutEngine) -> Bool { engineReference === engine.reference }
  /// The root of this node's tree while an activation batch validates its
  /// constraints, `nil` otherwise (RootCache, LayoutEngine+Activation.swift).
  @exclusivity(unchecked) unowned(unsafe) var batchRoot: LayoutNode?
  /// The engine that lays out the tree this node is the root of.
  var ownedEngine: LayoutEngine?
  /// Whether this is a stack's spacer that its chain and its `>= 0` alone may hold
  /// (a `Flex`, `Fill` or `Match` spacer, not a `Fix` one): its bound joins the solver
  /// with its first constraint (``LayoutEngine/useAxis(_:_:into:)``).
  @exclusivity(unchecked) var isFreeSpacer = false

  /// Creates a view node with a name for diagnostics.
  public init(name: String = "node") {
    self.name = name
    self.kind = .view
    reference.target = self
  }

  /// Creates a node of the given kind.
  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
    reference.target = self
  }

  // Releasing a 100 000-level chain would otherwise recurse once per level in the
  // children's deinitialisers. Children that nobody else holds are dismantled here,
  // iteratively; a child still referenced elsewhere keeps its subtree, which is a
  // tree of its own from now on.
  deinit {
    reference.target = nil
    ownedEngine?.rootWillBeReleased()
    var pending = children + guides
    children.removeAll()
    guides.removeAll()
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node) {
        pending.append(contentsOf: node.children)
        pending.append(contentsOf: node.guides)
        node.children.removeAll()
        node.guides.removeAll()
      } else if node.isObserved {
        // The subtree's observer lists held this tree's engine, and would have kept
        // it alive, naming a root that is gone, after the tree itself.
        node.refreshObservers(below: node, inherited: [])
      }
    }
  }

  /// The direction this node lays out in: its own, or the nearest ancestor's that is
  /// not `.inherit`, or left-to-right at the root.
  public var resolvedLayoutDirection: LayoutDirection {
    var node: LayoutNode? = self
    while let current = node {
      if current.layoutDirection != .inherit { return current.layoutDirection }
      node = current.parent
    }
    return .leftToRight
  }

  /// The topmost ancestor (the node itself when it has no parent).
  public var root: LayoutNode {
    var node = self
    while let up = node.parent { node = up }
    return node
  }

  /// Whether `ancestor` is this node or one of its ancestors.
  public func isDescendant(of ancestor: LayoutNode) -> Bool {
    var node: LayoutNode? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }

  /// Appends a child view.
  ///
  /// - Throws: ``LayoutTreeError/alreadyHasParent(node:parent:)`` when `child` has a
  ///   parent, ``LayoutTreeError/cycle(node:ancestor:)`` when `child` is this node or
  ///   one of its ancestors, ``LayoutTreeError/guideInHierarchy(node:)`` when either is
  ///   a guide. The tree is unchanged on error.
  public func addChild(_ child: LayoutNode) throws(LayoutTreeError) {
    try insertChild(child, at: children.count)
  }

  /// Inserts a child view at `index`.
  ///
  /// - Throws: as ``addChild(_:)``, and ``LayoutTreeError/indexOutOfRange(index:count:)``.
  public func insertChild(_ child: LayoutNode, at index: Int) throws(LayoutTreeError) {
    guard kind == .view else { throw .guideInHierarchy(node: name) }
    guard child.kind == .view else { throw .guideInHierarchy(node: child.name) }
    guard index >= 0, index <= children.count else {
      throw .indexOutOfRange(index: index, count: children.count)
    }
    if let parent = child.parent { throw .alreadyHasParent(node: child.name, parent: parent.name) }
    // A childless node can only be its own ancestor; skip the walk up for it.
    if child === self || (!child.children.isEmpty && isDescendant(of: child)) {
      throw .cycle(node: child.name, ancestor: name)
    }
    children.insert(child, at: index)
    child.parentReference = reference
    attachObservation(of: child)
    if isObserved {
      for observer in collectObservers() { observer.node(self, didAddChild: child) }
    }
    // A former root brings its active constraints into this tree's engine.
    if let adopted = child.ownedEngine { adopted.moveConstraints(into: root) }
  }

  /// Creates a layout guide owned by this view and returns it.
  ///
  /// - Throws: ``LayoutTreeError/guideInHierarchy(node:)`` when this node is a guide.
  @discardableResult
  public func addGuide(named guideName: String) throws(LayoutTreeError) -> LayoutNode {
    guard kind == .view else { throw .guideInHierarchy(node: name) }
    let guide = LayoutNode(name: guideName, kind: .guide)
    guides.append(guide)
    guide.parentReference = reference
    attachObservation(of: guide)
    if isObserved {
      for observer in collectObservers() { observer.node(self, didAddChild: guide) }
    }
    return guide
  }

  /// Detaches this node (a view from its parent, a guide from its owner).
  ///
  /// Observers (the layout engine) are told first, so that every constraint that
  /// mentions the node or its subtree is deactivated. Does nothing for a root.
  public func removeFromParent() {
    guard let parent else { return }
    if parent.isObserved {
      for observer in parent.collectObservers() { observer.node(parent, willRemoveChild: self) }
    }
    if kind == .guide {
      if let index = parent.guides.firstIndex(where: { $0 === self }) {
        parent.guides.remove(at: index)
      }
    } else if let index = parent.children.firstIndex(where: { $0 === self }) {
      parent.children.remove(at: index)
    }
    parentReference = nil
    if isObserved { refreshObservers(below: self, inherited: []) }
  }

  /// Every node of the subtree in pre-order (this node first; guides after a view's
  /// children), without recursion.
  public var subtree: [LayoutNode] {
    var result: [LayoutNode] = []
    var stack: [LayoutNode] = [self]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.guides.reversed())
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  // MARK: Observers

  /// Objects told about changes below this node (the layout engine registers here).
  var treeObservers: [any LayoutTreeObserver] = [] {
    didSet { refreshObservers(below: self, inherited: parent?.observers ?? []) }
  }

  /// The observers registered on this node and its ancestors, this node's first.
  /// Kept up to date on attach and detach, so that a structural change reads them
  /// here instead of walking up to the root (which made building a deep tree
  /// quadratic in its depth), and trees nobody observes (a flexbox tree, a
  /// 10 000-level chain) never look for them.
  private(set) var observers: [any LayoutTreeObserver] = []

  /// Whether this node or an ancestor has observers.
  var isObserved: Bool { !observers.isEmpty }

  /// Gives `child`'s subtree the observers it has under this node.
  private func attachObservation(of child: LayoutNode) {
    if isObserved || child.isObserved { refreshObservers(below: child, inherited: observers) }
  }

  /// Recomputes ``observers`` through `top`'s subtree from `inherited` (those of
  /// `top`'s parent), iteratively; a subtree whose observers did not change is
  /// skipped.
  private func refreshObservers(below top: LayoutNode, inherited: [any LayoutTreeObserver]) {
    var stack: [(LayoutNode, [any LayoutTreeObserver])] = [(top, inherited)]
    while let (node, above) = stack.popLast() {
      let all = node.treeObservers.isEmpty ? above : node.treeObservers + above
      if node !== top && Self.sameObservers(node.observers, all) { continue }
      node.observers = all
      for child in node.children { stack.append((child, all)) }
      for guide in node.guides { stack.append((guide, all)) }
    }
  }

  /// Whether two observer lists hold the same objects in the same order.
  private static func sameObservers(
    _ a: [any LayoutTreeObserver], _ b: [any LayoutTreeObserver]
  ) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }

  /// The observers registered on this node and its ancestors.
  func collectObservers() -> [any LayoutTreeObserver] { observers }
}

extension LayoutNode: CustomStringConvertible {
  /// The node's name and frame.
  public var description: String { "\(name) \(frame)" }
}

/// Told about structural changes in a tree (the layout engine is one).
protocol LayoutTreeObserver: AnyObject {
  /// `child` (a view or a guide) was attached under `parent`.
  func node(_ parent: LayoutNode, didAddChild child: LayoutNode)
  /// `child` is about to be detached from `parent`.
  func node(_ parent: LayoutNode, willRemoveChild child: LayoutNode)
}
