import FixFlex

/// The flexbox style and layout of one `LayoutNode`: FlexLayout's `Flex`, on
/// headless nodes.
///
/// Reach it through `node.flex`. Every setter returns the same `Flex`, so calls
/// chain, and `define` builds a subtree in place:
///
/// ```swift
/// let root = LayoutNode(name: "card")
/// root.flex.direction(.row).padding(12).define { flex in
///   flex.addItem().size(40).marginRight(10)
///   flex.addItem().grow(1).shrink(1)
/// }
/// root.frame = Rect(x: 0, y: 0, width: 320, height: 64)
/// try root.flex.layout()
/// ```
///
/// The defaults are FlexLayout's (Yoga's): `column`, shrink 0, `alignContent`
/// start, `relative`, border-box. ``defaults(_:)`` switches a node to the web's.
/// Layout follows CSS Flexbox Level 1 as browsers implement it; where that differs
/// from Yoga, the Deviations article lists it.
///
/// A setter given a value that is not allowed (NaN, ±∞, a negative size) leaves the
/// style unchanged, and the next `layout` throws
/// ``FlexError/invalidValue(path:property:value:reason:)`` (once: the refused call is
/// then forgotten, unless a valid value for the property was set in between, which
/// forgets it at once).
public final class Flex {
  // The stored properties the layout reads for every node come first, so that they
  // share as few cache lines as possible; the rest follows.

  /// The node, without reference counting. Used only while the node lays out (it
  /// is alive then); ``node`` is the safe way to reach it.
  let owner: Unmanaged<LayoutNode>

  /// The `Flex` of each child, in order, as the last layout's preparation found them
  /// (uncounted: ``lastChildren`` holds the children, which hold their `Flex`). A
  /// buffer this object owns, so that the algorithm reads it without reference
  /// counting.
  @exclusivity(unchecked) private(set) var childFlexes = UnsafeMutableBufferPointer<
    Unmanaged<Flex>
  >(start: nil, count: 0)

  /// The style, as plain values, kept out of line so that reading one property
  /// does not copy the whole style.
  private let styleStorage: UnsafeMutablePointer<FlexStyle>

  /// The style, as plain values.
  var style: FlexStyle {
    _read { yield styleStorage.pointee }
    _modify { yield &styleStorage.pointee }
  }

  /// The style in place, for functions that read many of its values (binding
  /// ``style`` to a local would copy all of it).
  var styleInPlace: UnsafePointer<FlexStyle> { UnsafePointer(styleStorage) }

  /// The node's `children` array as the last layout's preparation found it. Holding
  /// it keeps its storage (and the children) alive, so a node whose `children` has
  /// the same storage now has the same children (``hasChildren(identicalTo:)``).
  @exclusivity(unchecked) private var lastChildren: [LayoutNode] = []

  /// Values and tree changes that were refused, reported by the next layout.
  @exclusivity(unchecked) var problems: [Problem] = []

  /// Whether the node has no children, no measure function and no aspect ratio (its
  /// layout is then a few comparisons): kept up to date when any of them changes.
  @exclusivity(unchecked) private(set) var isPlainLeaf = true

  /// Whether the node had a measure function when the last layout was prepared.
  @exclusivity(unchecked) var hasMeasure = false {
    didSet { if hasMeasure != oldValue { refreshPlainLeaf() } }
  }

  /// Whether the cached measurements and layout of this node are stale.
  @exclusivity(unchecked) var isDirty = true

  /// Whether the last layout of this node is cached (its frames are in place): a
  /// hint for prefetching (``FlexAlgorithm/prefetchItems(after:of:count:performLayout:)``),
  /// never read for a result.
  @exclusivity(unchecked) var hasCachedLayout = false

  /// Whether the node takes part in layout at all (FlexLayout's `isIncludedInLayout`).
  /// A node that does not is skipped with its subtree; their frames are left alone.
  @exclusivity(unchecked) public var isIncludedInLayout: Bool = true {
    didSet { if oldValue != isIncludedInLayout { markDirtyAndPropagate() } }
  }

  /// Whether the style has percentages that resolve against the containing block
  /// (kept with the style, as the algorithm asks for every item).
  @exclusivity(unchecked) private(set) var dependsOnContainingBlock = false

  /// Whether any inset (`left`, `top`, `start`, …) is set.
  @exclusivity(unchecked) private(set) var hasInsets = false

  /// The node's own direction, as the last layout's preparation found it.
  @exclusivity(unchecked) var lastDirection: FixFlex.LayoutDirection = .inherit

  /// The direction the last layout resolved for this node.
  @exclusivity(unchecked) var resolvedDirection = ResolvedDirection.ltr

  /// What the layout reads of the style for every item (padding, border and margins
  /// when they depend on nothing else), resolved when the style changed.
  @exclusivity(unchecked) private(set) var staticBox: StaticBox

  /// The node's min-content and max-content widths (content box), when known.
  var intrinsicWidths: IntrinsicWidths? {
    @inline(__always) get { knownIntrinsicWidths.minContent.isNaN ? nil : knownIntrinsicWidths }
    @inline(__always) set { knownIntrinsicWidths = newValue ?? Self.unknownWidths }
  }

  /// The height the node's percentage heights resolve against (`nil`: indefinite) in
  /// ``intrinsicWidths``; part of that cache's key only where the widths depend on it
  /// (percentage heights in a container or a box with an aspect ratio).
  var intrinsicPercentBasis: Double? {
    @inline(__always) get { intrinsicBasis.isNaN ? nil : intrinsicBasis }
    @inline(__always) set { intrinsicBasis = newValue ?? .nan }
  }

  /// ``intrinsicWidths`` and ``intrinsicPercentBasis`` with NaN for `nil`: 24 bytes,
  /// as the optional widths alone took, so that the key does not make every node
  /// larger.
  @exclusivity(unchecked) private var knownIntrinsicWidths = Flex.unknownWidths
  @exclusivity(unchecked) private var intrinsicBasis = Double.nan
  @inline(__always) private static var unknownWidths: IntrinsicWidths {
    IntrinsicWidths(minContent: .nan, maxContent: .nan)
  }

  /// Padding plus border on each edge, as the last layout resolved them.
  @exclusivity(unchecked) var resolvedInsets = EdgeInsets.zero

  /// Measurements and the last layout, keyed by their inputs.
  @exclusivity(unchecked) var cache = LayoutCache()

  /// The node this style belongs to (`nil` once the node is gone).
  public var node: LayoutNode? { nodeReference.node }

  /// The node, held without keeping it alive and without the side table a `weak`
  /// reference would give it (``LayoutNode/reference``).
  let nodeReference: NodeReference

  /// The algorithm's scratch memory, kept on the root of a tree between layouts.
  @exclusivity(unchecked) var algorithm: FlexAlgorithm?

  /// The constraint translation of the tree this node is the root of, kept between
  /// layouts with `layout(engine: .constraints)` (Translation/).
  @exclusivity(unchecked) var constraintTranslation: FlexTranslation?

  /// The preset the style started from; new items added with ``addItem()`` share it.
  @exclusivity(unchecked) public private(set) var defaults: Defaults

  init(node: LayoutNode, defaults: Defaults) {
    self.nodeReference = node.reference
    self.owner = Unmanaged.passUnretained(node)
    self.defaults = defaults
    self.styleStorage = UnsafeMutablePointer.allocate(capacity: 1)
    self.styleStorage.initialize(to: .initial(defaults))
    self.dependsOnContainingBlock = styleStorage.pointee.dependsOnContainingBlock
    self.staticBox = StaticBox(styleStorage.pointee)
    self.hasInsets = styleStorage.pointee.inset.isAnyDefined
  }

  deinit {
    styleStorage.deinitialize(count: 1)
    styleStorage.deallocate()
    childFlexes.deallocate()
    // The children this object holds (``lastChildren``) would otherwise be released
    // recursively, one call per level of a 10 000-level chain: each child that only
    // this list still holds hands its own list over first, so that the subtree is
    // released here one node at a time.
    var pending: [LayoutNode] = []
    swap(&pending, &lastChildren)
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node), let flex = node.existingFlex {
        var children: [LayoutNode] = []
        swap(&children, &flex.lastChildren)
        pending.append(contentsOf: children)
      }
    }
  }

  /// Whether `children` is the array the last preparation recorded (the same
  /// storage, so the same nodes in the same order). Arrays are copied on write and
  /// ``lastChildren`` holds a reference, so any change to the node's children made
  /// since then gave them new storage.
  @inline(__always)
  func hasChildren(identicalTo children: [LayoutNode]) -> Bool {
    children.withUnsafeBufferPointer { now in
      lastChildren.withUnsafeBufferPointer { last in
        now.baseAddress == last.baseAddress && now.count == last.count
      }
    }
  }

  /// Records `children` as the node's children: gives each a `Flex` (with this
  /// node's defaults), rebuilds ``childFlexes``, and marks the node dirty when the list
  /// of `Flex`es differs from the last one.
  func updateChildren(_ children: [LayoutNode]) {
    let list = UnsafeMutableBufferPointer<Unmanaged<Flex>>.allocate(capacity: children.count)
    var changed = children.count != childFlexes.count
    for (index, child) in children.enumerated() {
      let childFlex = Unmanaged.passUnretained(child.flexState(defaultsForNew: defaults))
      if !changed, childFlexes[index].toOpaque() != childFlex.toOpaque() { changed = true }
      list.initializeElement(at: index, to: childFlex)
    }
    childFlexes.deallocate()
    childFlexes = list
    lastChildren = children
    refreshPlainLeaf()
    if changed { markDirtyAndPropagate() }
  }

  /// A refused value or tree change.
  struct Problem: Hashable {
    /// The property (`width`) or operation (`addItem`).
    var property: String
    /// What was refused.
    var kind: Kind

    enum Kind: Hashable {
      case value(Double, reason: String)
      case tree(LayoutTreeError)
    }
  }

  // MARK: Structure

  /// Adds a new, empty node as the last item and returns its `flex` (FlexLayout's
  /// `addItem()`). The new node starts from the same ``Defaults`` as this one.
  @discardableResult
  public func addItem() -> Flex {
    let child = LayoutNode(name: "item")
    let childFlex = Flex(node: child, defaults: defaults)
    child._frontEndStorage = childFlex
    addItem(child)
    return childFlex
  }

  /// Appends `item` as the last item and returns its `flex`.
  ///
  /// A node that already has a parent, this node itself or one of its ancestors, or a
  /// layout guide is refused: the tree is left unchanged and the next layout throws
  /// ``FlexError/invalidTree(path:error:)``. (FlexLayout would move a node that has a
  /// parent; here it must be removed from there first.)
  @discardableResult
  public func addItem(_ item: LayoutNode) -> Flex {
    let itemFlex = item.flexState(defaultsForNew: defaults)
    guard let node else { return itemFlex }
    do {
      try node.addChild(item)
      problems.removeAll { $0.property == "addItem" }
      markDirtyAndPropagate()
    } catch {
      record(Problem(property: "addItem", kind: .tree(error)))
    }
    return itemFlex
  }

  /// Runs `closure` with this `flex` and returns it, so that a subtree reads as one
  /// block (FlexLayout's `define`).
  @discardableResult
  public func define(_ closure: (Flex) throws -> Void) rethrows -> Flex {
    try closure(self)
    return self
  }

  /// Starts this node's style over from the initial values of `preset` (every
  /// property, not only those that differ).
  @discardableResult
  public func defaults(_ preset: Defaults) -> Flex {
    defaults = preset
    problems.removeAll { if case .value = $0.kind { return true } else { return false } }
    return update { $0 = .initial(preset) }
  }

  /// Marks the node's measurements stale (call it after changing what its measure
  /// function returns, such as a label's text). Ancestors are marked too.
  @discardableResult
  public func markDirty() -> Flex {
    markDirtyAndPropagate()
    return self
  }

  // MARK: Implementation

  /// Applies `change` to the style and marks the node dirty if anything changed.
  @discardableResult
  func update(_ change: (inout FlexStyle) -> Void) -> Flex {
    var copy = style
    change(&copy)
    if copy != style {
      style = copy
      dependsOnContainingBlock = copy.dependsOnContainingBlock
      staticBox = StaticBox(copy)
      hasInsets = copy.inset.isAnyDefined
      refreshPlainLeaf()
      markDirtyAndPropagate()
    }
    return self
  }

  /// Which values a numeric property accepts.
  enum Rule {
    /// Any finite number.
    case finite
    /// A finite number ≥ 0.
    case nonNegative
    /// A finite number > 0.
    case positive
  }

  /// Validates `value` for `property`; applies `change` when it is allowed, records a
  /// problem (and leaves the style alone) when it is not.
  @discardableResult
  func set(
    _ property: String, _ value: Double, _ rule: Rule, _ change: (inout FlexStyle) -> Void
  ) -> Flex {
    var reason: String?
    if !value.isFinite {
      reason = value.isNaN ? "not a number" : "not finite"
    } else if rule == .nonNegative, value < 0 {
      reason = "must not be negative"
    } else if rule == .positive, value <= 0 {
      reason = "must be greater than zero"
    }
    if let reason {
      record(Problem(property: property, kind: .value(value, reason: reason)))
      return self
    }
    if !problems.isEmpty { problems.removeAll { $0.property == property } }
    return update(change)
  }

  /// Records a refused value or change; the node is marked dirty so that the next
  /// layout looks at it.
  func record(_ problem: Problem) {
    problems.removeAll { $0.property == problem.property }
    problems.append(problem)
    markDirtyAndPropagate()
  }

  /// Marks this node dirty, and its ancestors up to the first one that already is
  /// (whose own ancestors are then dirty too).
  ///
  /// The walk always starts at the parent: a node the last layout did not compute
  /// (inside an excluded subtree) may be dirty under a clean parent.
  func markDirtyAndPropagate() {
    isDirty = true
    invalidateCaches()
    var current = node?.parent?.existingFlex
    while let flex = current, !flex.isDirty {
      flex.isDirty = true
      flex.invalidateCaches()
      current = flex.node?.parent?.existingFlex
    }
  }

  /// Marks every node of this node's subtree dirty, and this node's ancestors, as
  /// if each had been changed (after a change every measurement depends on, such as
  /// a font). Walks the tree as the last layout left it, without recursion.
  ///
  /// - Complexity: O(n) for a subtree of n nodes.
  @discardableResult
  public func markSubtreeDirty() -> Flex {
    markDirtyAndPropagate()
    var stack = Array(childFlexes)
    while let entry = stack.popLast() {
      entry._withUnsafeGuaranteedRef { flex in
        flex.isDirty = true
        flex.invalidateCaches()
        stack.append(contentsOf: flex.childFlexes)
      }
    }
    return self
  }

  /// Recomputes ``isPlainLeaf``.
  @inline(__always)
  private func refreshPlainLeaf() {
    isPlainLeaf = childFlexes.isEmpty && !hasMeasure && styleStorage.pointee.aspectRatio == nil
  }

  /// Forgets everything measured for this node.
  func invalidateCaches() {
    intrinsicWidths = nil
    cache.removeAll()
    hasCachedLayout = false
  }
}
