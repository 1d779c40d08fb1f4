extension LayoutNode {
  /// The FixFlex front-end of this node: `parent.fx.hstack(Fix(15), Flex(label),
  /// Fix(15))`.
  public var fx: FixFlexing { FixFlexing(base: self) }
}

/// Lays out items along one axis of a base node with sizing intents: one call per
/// axis scan, which becomes constraints and spacer guides (the FixFlex model of
/// psharanda/FixFlex; SEMANTICS §1).
///
/// Each call chains its slots from a start anchor to an end anchor (by default the
/// base's own edges): every item of a slot starts where each item of the previous slot
/// ends, and each item of the last slot ends at the end anchor. All constraints are
/// required, and activated together; spacer slots get layout guides owned by the base.
/// The intents are validated before anything is added, and a failing call changes
/// nothing.
public struct FixFlexing {
  /// The node whose edges bound the stacks and which owns their spacer guides.
  public let base: LayoutNode

  /// Lays out intents horizontally, from `startAnchor + startOffset` to
  /// `endAnchor + endOffset`.
  ///
  /// - Parameters:
  ///   - startAnchor: Where the first slot starts; the base's leading edge (left edge
  ///     with absolute positioning) by default.
  ///   - startOffset: Added to the first slot's start, towards the end.
  ///   - endAnchor: Where the last slot ends; the base's trailing (right) edge by
  ///     default.
  ///   - endOffset: Added to the end anchor: `end(last) == endAnchor + endOffset`, so a
  ///     positive value pushes the end outwards and an inset is negative (FixFlex's
  ///     sign).
  ///   - useAbsolutePositioning: Use left/right instead of leading/trailing, so that
  ///     the stack does not mirror in right-to-left.
  ///   - intents: The slots, in order.
  /// - Returns: The constraints and guides created, in creation order.
  /// - Throws: ``LayoutError/noIntents``, ``LayoutError/invalidNumber(_:)``,
  ///   ``LayoutError/negativeSize(_:)``, ``LayoutError/minGreaterThanMax(min:max:)``,
  ///   ``LayoutError/negativeWeight(_:)``, ``LayoutError/invalidPriority(_:)``,
  ///   ``LayoutError/duplicateItem(_:)``, ``LayoutError/wrongAnchorFamily(_:)``,
  ///   ``LayoutError/selfReference(_:)``, ``LayoutError/noCommonAncestor(_:)``, and in
  ///   strict mode ``LayoutError/unsatisfiable(_:)``. Nothing is added or changed on
  ///   error.
  @discardableResult
  public func hstack(
    startAnchor: XAxisAnchor? = nil, startOffset: Double = 0, endAnchor: XAxisAnchor? = nil,
    endOffset: Double = 0, useAbsolutePositioning: Bool = false, _ intents: SizingIntent...
  ) throws(LayoutError) -> StackingResult {
    try hstack(
      startAnchor: startAnchor, startOffset: startOffset, endAnchor: endAnchor,
      endOffset: endOffset, useAbsolutePositioning: useAbsolutePositioning, intents)
  }

  /// Lays out intents horizontally; the array form of the variadic `hstack`.
  ///
  /// - Throws: as the variadic form.
  @discardableResult
  public func hstack(
    startAnchor: XAxisAnchor? = nil, startOffset: Double = 0, endAnchor: XAxisAnchor? = nil,
    endOffset: Double = 0, useAbsolutePositioning: Bool = false, _ intents: [SizingIntent]
  ) throws(LayoutError) -> StackingResult {
    let family: StackScan.Family = useAbsolutePositioning ? .absolute : .natural
    for anchor in [startAnchor, endAnchor] {
      guard let anchor else { continue }
      let wrong =
        useAbsolutePositioning
        ? anchor.attribute.isDirectional : anchor.attribute.isAbsoluteHorizontal
      if wrong {
        throw .wrongAnchorFamily(
          "\(anchor.node.name).\(anchor.attribute.name) in a"
            + (useAbsolutePositioning ? "n absolute" : " natural") + " hstack")
      }
    }
    var scan = StackScan(base: base, family: family)
    scan.start = startAnchor.map { ($0.node, $0.attribute) } ?? (base, family.start)
    scan.end = endAnchor.map { ($0.node, $0.attribute) } ?? (base, family.end)
    scan.startOffset = startOffset
    scan.endOffset = endOffset
    return try scan.run(intents)
  }

  /// Lays out intents vertically, from `startAnchor + startOffset` (the base's top by
  /// default) to `endAnchor + endOffset` (its bottom), as `hstack` does horizontally.
  /// A vertical stack never mirrors.
  ///
  /// - Returns: The constraints and guides created, in creation order.
  /// - Throws: as `hstack`.
  @discardableResult
  public func vstack(
    startAnchor: YAxisAnchor? = nil, startOffset: Double = 0, endAnchor: YAxisAnchor? = nil,
    endOffset: Double = 0, _ intents: SizingIntent...
  ) throws(LayoutError) -> StackingResult {
    try vstack(
      startAnchor: startAnchor, startOffset: startOffset, endAnchor: endAnchor,
      endOffset: endOffset, intents)
  }

  /// Lays out intents vertically; the array form.
  ///
  /// - Throws: as `hstack`.
  @discardableResult
  public func vstack(
    startAnchor: YAxisAnchor? = nil, startOffset: Double = 0, endAnchor: YAxisAnchor? = nil,
    endOffset: Double = 0, _ intents: [SizingIntent]
  ) throws(LayoutError) -> StackingResult {
    var scan = StackScan(base: base, family: .vertical)
    scan.start = startAnchor.map { ($0.node, $0.attribute) } ?? (base, .top)
    scan.end = endAnchor.map { ($0.node, $0.attribute) } ?? (base, .bottom)
    scan.startOffset = startOffset
    scan.endOffset = endOffset
    return try scan.run(intents)
  }
}
