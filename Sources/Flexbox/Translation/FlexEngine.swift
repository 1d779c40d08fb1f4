import FixFlex

/// Which engine lays out a flexbox tree.
public enum FlexEngine: String, Hashable, Sendable, CaseIterable {
  /// The direct CSS flexbox algorithm ([§9]).
  ///
  /// [§9]: https://www.w3.org/TR/css-flexbox-1/#layout-algorithm
  case direct
  /// The translation into constraints on the layout layer, solved by the Cassowary
  /// solver (``FlexTranslation``).
  case constraints
}

extension Flex {
  /// Lays out this node's subtree in its current frame with the chosen engine; with
  /// `.direct` this is ``layout(mode:roundingScale:)``.
  ///
  /// With `.constraints` the tree's translation is kept on this node, so that the next
  /// layout re-solves it incrementally (see ``FlexTranslation``).
  ///
  /// - Throws: ``FlexError`` for the first refused value or tree change in the
  ///   subtree; no frame is changed then.
  public func layout(
    engine: FlexEngine, mode: LayoutMode = .fitContainer, roundingScale: Double? = nil
  ) throws(FlexError) {
    guard let node else { return }
    try layout(engine: engine, in: node.frame.size, mode: mode, roundingScale: roundingScale)
  }

  /// Lays out this node's subtree in a space of `size` with the chosen engine; with
  /// `.direct` this is ``layout(in:mode:roundingScale:)``.
  ///
  /// - Throws: ``FlexError`` for the first refused value or tree change in the
  ///   subtree; no frame is changed then.
  public func layout(
    engine: FlexEngine, in size: Size, mode: LayoutMode = .fitContainer,
    roundingScale: Double? = nil
  ) throws(FlexError) {
    switch engine {
    case .direct:
      try layout(in: size, mode: mode, roundingScale: roundingScale)
    case .constraints:
      guard let node else { return }
      var request = TranslationRequest()
      let width = size.width.isFinite && size.width >= 0 ? size.width : nil
      let height = size.height.isFinite && size.height >= 0 ? size.height : nil
      switch mode {
      case .fitContainer:
        request.availableWidth = width
        request.availableHeight = height
        request.stretchesWidth = true
        request.stretchesHeight = true
      case .adjustHeight:
        request.availableWidth = width
        request.stretchesWidth = true
      case .adjustWidth:
        request.availableHeight = height
        request.stretchesHeight = true
      }
      let origin = node.frame.origin
      try translation(for: node).layout(request)
      node.frame.origin = origin
      if let roundingScale, roundingScale > 0, roundingScale.isFinite {
        FlexLayoutPass.roundFrames(under: node, scale: roundingScale)
      }
    }
  }

  /// Lays out this node's subtree as a root placed absolutely in a containing block
  /// of the given size, with the chosen engine; with `.direct` this is
  /// ``layout(availableWidth:availableHeight:)``.
  ///
  /// - Throws: ``FlexError`` for the first refused value or tree change in the
  ///   subtree; no frame is changed then.
  public func layout(engine: FlexEngine, availableWidth: Double?, availableHeight: Double?)
    throws(FlexError)
  {
    switch engine {
    case .direct:
      try layout(availableWidth: availableWidth, availableHeight: availableHeight)
    case .constraints:
      guard let node else { return }
      var request = TranslationRequest()
      request.availableWidth = availableWidth.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      request.availableHeight = availableHeight.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      request.placesRoot = true
      try translation(for: node).layout(request)
    }
  }

  /// The constraint translation of the tree this node is the root of, once
  /// `layout(engine: .constraints)` has run on it.
  public var translation: FlexTranslation? { constraintTranslation }

  /// This node's translation, created on first use.
  private func translation(for node: LayoutNode) -> FlexTranslation {
    if let existing = constraintTranslation { return existing }
    let created = FlexTranslation(root: node)
    constraintTranslation = created
    return created
  }
}
