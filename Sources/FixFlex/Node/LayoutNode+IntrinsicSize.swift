// Intrinsic content size, content hugging and compression resistance (SEMANTICS
// §2.3), and frames kept as constraints (§2.5).

extension LayoutNode {
  /// The natural size of the node's content, per axis, as layout uses it: the size
  /// given with ``setIntrinsicContentSize(_:)`` on each axis where one was given, else
  /// the ``measure`` function's (its natural width, and its height at the width the
  /// last layout solved), else none.
  public var intrinsicContentSize: IntrinsicContentSize {
    var size = explicitIntrinsicSize
    guard let measure, size.width == nil || size.height == nil else { return size }
    let natural: Measurement
    let current: Measurement
    if let engine, let measurement = engine.slots[engineSlot].measurement,
      let naturalMeasurement = engine.slots[engineSlot].natural
    {
      natural = naturalMeasurement
      current = measurement
    } else {
      natural = measure(.unconstrained)
      current = natural
    }
    if size.width == nil { size.width = natural.size.width }
    if size.height == nil { size.height = current.size.height }
    return size
  }

  /// Sets the intrinsic content size (`nil` on an axis: none, unless ``measure``
  /// provides one). The engine updates the node's hugging and compression-resistance
  /// constraints incrementally.
  ///
  /// - Throws: ``LayoutError/notAView(_:)`` on a layout guide,
  ///   ``LayoutError/invalidNumber(_:)`` for NaN or ±∞,
  ///   ``LayoutError/negativeSize(_:)`` for a negative value, and in strict mode
  ///   ``LayoutError/unsatisfiable(_:)``. Nothing changes on error.
  public func setIntrinsicContentSize(_ size: IntrinsicContentSize) throws(LayoutError) {
    guard kind == .view else { throw .notAView(name) }
    for axis in Axis.allCases {
      guard let value = size[axis] else { continue }
      guard value.isFinite else { throw .invalidNumber("intrinsic size \(value) of '\(name)'") }
      guard value >= 0 else {
        throw .negativeSize("intrinsic size \(formatted(value)) of '\(name)'")
      }
    }
    let old = explicitIntrinsicSize
    explicitIntrinsicSize = size
    do {
      try engine?.intrinsicSizeDidChange(self)
    } catch {
      explicitIntrinsicSize = old
      try? engine?.intrinsicSizeDidChange(self)
      throw error
    }
  }

  /// Tells layout that the content behind ``measure`` changed: the node is measured
  /// again (its cached measurements dropped) at the next layout.
  public func invalidateIntrinsicContentSize() {
    engine?.measureDidChange(self)
  }

  /// How strongly the node resists growing beyond its intrinsic size on `axis`
  /// (default 250).
  public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
    huggingPriorities[axis]
  }

  /// How strongly the node resists shrinking below its intrinsic size on `axis`
  /// (default 750).
  public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
    compressionPriorities[axis]
  }

  /// Sets the content-hugging priority on `axis`.
  ///
  /// A required (1000) hugging constraint that conflicts with other required
  /// constraints is the first to break (SEMANTICS §1.9b).
  ///
  /// - Throws: ``LayoutError/notAView(_:)``, ``LayoutError/invalidPriority(_:)``, and
  ///   in strict mode ``LayoutError/unsatisfiable(_:)``. Nothing changes on error.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis)
    throws(LayoutError)
  {
    try setContentPriority(priority, axis, compression: false)
  }

  /// Sets the compression-resistance priority on `axis`.
  ///
  /// A required (1000) compression-resistance constraint that conflicts with other
  /// required constraints is the first to break (SEMANTICS §1.9b).
  ///
  /// - Throws: as ``setContentHuggingPriority(_:for:)``.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: Axis
  ) throws(LayoutError) {
    try setContentPriority(priority, axis, compression: true)
  }

  private func setContentPriority(_ priority: LayoutPriority, _ axis: Axis, compression: Bool)
    throws(LayoutError)
  {
    guard kind == .view else { throw .notAView(name) }
    guard priority.isValid else { throw .invalidPriority(priority.value) }
    let old = compression ? compressionPriorities[axis] : huggingPriorities[axis]
    guard old != priority else { return }
    if compression {
      compressionPriorities[axis] = priority
    } else {
      huggingPriorities[axis] = priority
    }
    do {
      try engine?.contentPriorityDidChange(self, axis, compression: compression)
    } catch {
      if compression { compressionPriorities[axis] = old } else { huggingPriorities[axis] = old }
      throw error
    }
  }

  /// Whether layout keeps the node's current ``frame`` with required constraints
  /// (position relative to the parent, and size), as UIKit's
  /// `translatesAutoresizingMaskIntoConstraints` does. Default `false`: a headless
  /// node has no autoresizing frame to keep. Stacks set it to `false` on the nodes
  /// they lay out. Applied at the next layout; a conflict with it is resolved (or, in
  /// strict mode, thrown) there.
  public var translatesFrameIntoConstraints: Bool {
    get { translatesFrameStorage }
    set {
      guard newValue != translatesFrameStorage else { return }
      translatesFrameStorage = newValue
      if newValue || engine != nil { layoutEngine.translationDidChange(self) }
    }
  }
}
