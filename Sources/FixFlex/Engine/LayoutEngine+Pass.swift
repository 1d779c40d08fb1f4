import Cassowary

extension LayoutEngine {
  // MARK: Layout

  /// Lays the tree out with the root at this size and writes every frame.
  ///
  /// `nil` on an axis lays out as small as the content allows there: the root's size
  /// on that axis is pulled towards 0 at priority 50 (``LayoutPriority/fittingSizeLevel``),
  /// as `systemLayoutSizeFitting` does. A size is a required constraint, changed
  /// incrementally (the solver's `setConstant(_:of:)`) when the tree is laid out again.
  ///
  /// - Throws: ``LayoutError/invalidNumber(_:)`` and ``LayoutError/negativeSize(_:)``
  ///   for a size that is not a finite number ≥ 0, or an invalid ``pixelScale``,
  ///   before anything changes; ``LayoutError/releasedRoot`` when the engine is held
  ///   after its root was released; in strict mode ``LayoutError/unsatisfiable(_:)`` when
  ///   the size (or a re-measured text) contradicts required constraints, with the
  ///   size left as it was.
  public func layout(width: Double?, height: Double?) throws(LayoutError) {
    try checkAttached()
    for (value, axis) in [(width, "width"), (height, "height")] {
      guard let value else { continue }
      guard value.isFinite else { throw .invalidNumber("layout \(axis) \(value)") }
      guard value >= 0 else { throw .negativeSize("layout \(axis) \(formatted(value))") }
    }
    try checkPixelScale()
    let previous = requestedSize
    try applySize(width, .horizontal)
    do {
      try applySize(height, .vertical)
    } catch {
      try? applySize(previous.horizontal, .horizontal)
      throw error
    }
    try performLayout()
  }

  /// Writes frames if something changed since the last layout, at the last size.
  ///
  /// - Throws: as ``layout(width:height:)``.
  public func layoutIfNeeded() throws(LayoutError) {
    try checkAttached()
    guard needsLayout || sizeConstraints.horizontal == nil else { return }
    try checkPixelScale()
    if sizeConstraints.horizontal == nil {
      try applySize(nil, .horizontal)
      try applySize(nil, .vertical)
    }
    try performLayout()
  }

  /// Marks the tree as needing a layout (``layoutIfNeeded()`` then lays it out).
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Refuses an engine whose root has been released (``isDetached``): its nodes are
  /// gone or have left it.
  private func checkAttached() throws(LayoutError) {
    if isDetached { throw .releasedRoot }
  }

  private func checkPixelScale() throws(LayoutError) {
    if let scale = pixelScale, !(scale.isFinite && scale > 0) {
      throw .invalidNumber("pixel scale \(scale)")
    }
  }

  /// Points the root's size on `axis` at `value` (`nil`: fitting size).
  func applySize(_ value: Double?, _ axis: Axis) throws(LayoutError) {
    let rootSlot = root.engineSlot
    let variable = slots[rootSlot].size(axis)
    let old = sizeConstraints[axis]
    let oldValue = requestedSize[axis]
    if old != nil, oldValue == value { return }
    needsLayout = true
    requestedSize[axis] = value
    do {
      if let value {
        if let old, oldValue != nil {
          try setConstantResolvingConflicts(-value, of: old, owner: .layoutSize(axis))
        } else {
          try addResolvingConflicts(variable == value, owner: .layoutSize(axis))
          if let old { try? solver.remove(old) }
        }
      } else {
        if let old { try? solver.remove(old) }
        let fitting = (variable == 0).withPriority(LayoutPriority.fittingSizeLevel.solverPriority)
        try! solver.add(fitting)
        sizeConstraints[axis] = fitting
      }
    } catch {
      requestedSize[axis] = oldValue
      sizeConstraints[axis] = old
      throw error
    }
  }

  /// Applies pending changes, solves, runs the height-for-width passes and writes
  /// frames.
  func performLayout() throws(LayoutError) {
    if directionsChanged { try refreshDirections() }
    if !pendingTranslation.isEmpty { try applyPendingTranslation() }
    try syncTranslatedFrames()
    if !pendingContent.isEmpty { try applyPendingContent() }
    try measurePasses()
    // A used size left negative gets its `>= 0` (LayoutEngine+Bounds); the layout
    // then measures the moved text again and writes the frames again.
    while !writeFrames(), settleNonNegativeSizes() { try measurePasses() }
    needsLayout = false
  }

  // MARK: Frames

  /// Writes every registered node's frame relative to its parent (a guide's relative
  /// to its owner), snapped when ``pixelScale`` is set. Returns whether every size was
  /// 0 or more: the check on the deferred `>= 0` constraints, made on values this pass
  /// loads anyway.
  @discardableResult
  func writeFrames() -> Bool {
    let scale = pixelScale
    let root = Unmanaged.passUnretained(self.root).toOpaque()
    var negative = false
    withSlotValues { values in
      for index in values.slots.indices {
        guard let handle = values.slots[index].handle else { continue }
        let isRoot = handle.toOpaque() == root
        var left = values.x(index)
        var top = values.y(index)
        let width = nonNegative(values.width(index))
        let height = nonNegative(values.height(index))
        if width < 0 || height < 0 { negative = true }
        var right = left + width
        var bottom = top + height
        var origin = Point.zero
        let parentSlot = values.slots[index].parentSlot
        if parentSlot >= 0 {
          origin = Point(x: values.x(parentSlot), y: values.y(parentSlot))
        } else if !isRoot, let parent = handle.takeUnretainedValue().parent {
          origin = absoluteOrigin(of: parent, in: values)
        }
        if let scale {
          left = snap(left, scale)
          top = snap(top, scale)
          right = snap(right, scale)
          bottom = snap(bottom, scale)
          origin = Point(x: snap(origin.x, scale), y: snap(origin.y, scale))
        }
        // The root keeps its origin (its parent's business, if any).
        let frame =
          isRoot
          ? Rect(origin: .zero, size: Size(width: right - left, height: bottom - top))
          : Rect(x: left - origin.x, y: top - origin.y, width: right - left, height: bottom - top)
        if let written = values.slots[index].writtenFrame, written.isIdentical(to: frame) {
          continue
        }
        values.slots[index].writtenFrame = frame
        // The node borrowed, not retained: a retain and a release are two atomic
        // operations a node, which on a list's resize cost more than the frame.
        handle._withUnsafeGuaranteedRef { node in
          if isRoot {
            node.frameStorage.size = frame.size
          } else {
            node.frameStorage = frame
          }
        }
      }
    }
    return !negative
  }

  /// Forgets the frame last written to a node that has just been given another one,
  /// so that the next layout writes it again.
  func frameWasSet(of node: LayoutNode) {
    slots[node.engineSlot].writtenFrame = nil
  }

  /// A node's top-left corner in the root's coordinates: solved when it has a slot,
  /// else its parent's plus its own frame's origin.
  func absoluteOrigin(of node: LayoutNode, in values: SlotValues) -> Point {
    var offset = Point.zero
    var current = node
    while current.engine !== self {
      offset.x += current.frame.minX
      offset.y += current.frame.minY
      guard let parent = current.parent else { return offset }
      current = parent
    }
    let index = current.engineSlot
    return Point(x: values.x(index) + offset.x, y: values.y(index) + offset.y)
  }

  private func nonNegative(_ value: Double) -> Double {
    value < 0 && value > -LayoutTolerance.negativeZero ? 0 : value
  }

  private func snap(_ value: Double, _ scale: Double) -> Double {
    (value * scale).rounded() / scale
  }
}

extension Rect {
  /// Whether the four numbers are the same bit for bit (`-0` is not `0`): a frame
  /// left unwritten is exactly the one a write would have given.
  fileprivate func isIdentical(to other: Rect) -> Bool {
    origin.x.bitPattern == other.origin.x.bitPattern
      && origin.y.bitPattern == other.origin.y.bitPattern
      && size.width.bitPattern == other.size.width.bitPattern
      && size.height.bitPattern == other.size.height.bitPattern
  }
}
