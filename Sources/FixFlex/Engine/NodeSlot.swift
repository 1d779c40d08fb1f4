import Cassowary

/// What the engine keeps for one node: its four variables in the root's coordinate
/// space, the constraints it generated for the node, and its text measurement.
///
/// Slots live in one array, indexed by ``LayoutNode/engineSlot``, so hot paths reach a
/// node's variables without hashing.
struct NodeSlot {
  /// The node, or `nil` for a free slot. Not retained, and not checked on each load
  /// (frames are written from here on every layout): the tree owns its nodes, a node
  /// leaves its slot before it leaves the tree, and the slots die with the root's
  /// engine. Hot paths borrow it with ``withNode(_:)``, which costs no retain.
  var handle: Unmanaged<LayoutNode>?

  /// The slot of the node's parent (a guide's owner), or -1 while the parent has
  /// none: frames are written relative to it without walking the tree. (This field
  /// and the four value indices, all that writing frames reads, sit beside ``handle`` at
  /// the start of the slot, in its first cache line.)
  var parentSlot = -1
  /// Where the solver keeps the values of ``x``, ``y``, ``width`` and ``height``
  /// (``Solver/valueIndex(of:)``; -1 while it does not know a variable): frames are
  /// read from the solver's arrays, not from the four variable objects. A new slot's
  /// variables are new to the solver; the engine reads the indices again whenever
  /// the solver's ``Solver/valueIndexVersion`` moves.
  var xIndex: Int32 = -1
  /// Where the solver keeps the value of ``y`` (see ``xIndex``).
  var yIndex: Int32 = -1
  /// Where the solver keeps the value of ``width`` (see ``xIndex``).
  var widthIndex: Int32 = -1
  /// Where the solver keeps the value of ``height`` (see ``xIndex``).
  var heightIndex: Int32 = -1
  /// The frame the engine last wrote to the node, or `nil` when the node's frame may
  /// differ from it (never written, or set since): a layout that computes the same
  /// frame leaves the node alone. After a change in one cell of a list, the cells
  /// below move but their contents keep their frames, and writing those touched
  /// thousands of node objects for nothing.
  var writtenFrame: Rect?
  /// The left edge, in the root's coordinates.
  var x: Variable
  /// The top edge, in the root's coordinates.
  var y: Variable
  /// The width.
  var width: Variable
  /// The height.
  var height: Variable
  /// `width >= 0` and `height >= 0`, required (SEMANTICS §1.9a), once in the solver:
  /// in strict mode, and for a stack's free spacer, as soon as a constraint uses that
  /// axis of the node (a size no constraint mentions stays 0); otherwise once a solve
  /// gives the size a negative value (``LayoutEngine/enforceNonNegativeSizes()``).
  var nonNegative = AxisPair<Constraint?>(nil, nil)
  /// Whether a constraint uses the node's size on each axis: the sizes that must not
  /// go negative.
  var sizeUsed = AxisPair(false, false)
  /// The content-size inequalities, indexed by ``contentIndex(_:compression:)``:
  /// horizontal hugging, horizontal compression resistance, vertical hugging,
  /// vertical compression resistance; `nil` where the axis has no intrinsic size.
  var content = ContentConstraints()
  /// The intrinsic value each axis's content constraints were built with.
  var contentValue = AxisPair<Double?>(nil, nil)
  /// The active layout constraints that mention the node, in activation order. A
  /// deactivated one leaves a hole (`nil`) at its place (``LayoutConstraint/firstSlotIndex``)
  /// until the holes are half the list: deactivating costs the same however many
  /// constraints the node has (a list's root has three a cell, and taking each out by
  /// a search made deactivating a screen quadratic).
  var constraints: [LayoutConstraint?] = []
  /// How many of ``constraints`` are holes.
  var constraintHoles = 0
  /// How many of ``constraints`` use a baseline (whose offsets come from a
  /// measurement, so that a new measurement rewrites them).
  var baselineConstraints = 0
  /// The resolved layout direction, cached.
  var direction: LayoutDirection
  /// Whether the node had a measure function when last measured (or registered).
  var hasMeasure = false
  /// The node's content measured at its natural (unconstrained) size; `nil` until the
  /// first layout measures it.
  var natural: Measurement?
  /// The current measurement: at the width the last pass solved (SEMANTICS §2.9).
  var measurement: Measurement?
  /// The width ``measurement`` was taken at.
  var measuredWidth = 0.0
  /// Recent measurements by offered width, newest last (a small cache; cleared when
  /// the content is invalidated).
  var measureCache: [(width: Double, result: Measurement)] = []
  /// The frame constraints of ``LayoutNode/translatesFrameIntoConstraints``: x, y,
  /// width, height; empty when the flag is off.
  var frameConstraints: [Constraint] = []
  /// The frame ``frameConstraints`` hold.
  var appliedFrame = Rect.zero
  /// The engine's activation counter when the frame constraints were last built or
  /// moved (see ``LayoutConstraint/lastChange``).
  var frameChange = 0

  /// The node, or `nil` for a free slot (a strong reference: one retain).
  var node: LayoutNode? { handle?.takeUnretainedValue() }

  /// Calls `body` with the node borrowed, without a retain or release (an atomic
  /// operation each, and on a list's resize one per node); `nil` for a free slot.
  @inline(__always)
  func withNode<Result>(_ body: (LayoutNode) -> Result) -> Result? {
    handle?._withUnsafeGuaranteedRef(body)
  }

  /// Where the hugging or compression-resistance constraint of `axis` sits in
  /// ``content``.
  static func contentIndex(_ axis: Axis, compression: Bool) -> Int {
    (axis == .horizontal ? 0 : 2) + (compression ? 1 : 0)
  }

  /// The variable of a size along `axis`.
  func size(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }

  /// Whether the node's height follows its solved width (a measured leaf without an
  /// explicit height).
  var needsHeightForWidth: Bool {
    // The slot's own fields first: most nodes are not measured, and their nodes stay
    // out of the cache.
    guard hasMeasure, measurement != nil else { return false }
    return withNode { $0.measure != nil && $0.explicitIntrinsicSize.height == nil } ?? false
  }
}
