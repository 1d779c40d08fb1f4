// Laying a tree out from any of its nodes.

extension LayoutNode {
  /// The engine that lays out this node's tree (its root's), created on first use.
  public var layoutEngine: LayoutEngine {
    if let engine { return engine.root.ownedEngine ?? engine }
    let top = root
    return top.ownedEngine ?? LayoutEngine(root: top)
  }

  /// Lays the tree out with its root at `size` and writes every frame (see
  /// ``LayoutEngine/layout(width:height:)``).
  ///
  /// - Throws: as ``LayoutEngine/layout(width:height:)``.
  public func layout(in size: Size) throws(LayoutError) {
    try layoutEngine.layout(width: size.width, height: size.height)
  }

  /// Lays the tree out with its root at this width and height; `nil` on an axis
  /// makes that axis as small as the content allows (fitting priority 50).
  ///
  /// - Throws: as ``LayoutEngine/layout(width:height:)``.
  public func layout(width: Double?, height: Double?) throws(LayoutError) {
    try layoutEngine.layout(width: width, height: height)
  }

  /// Marks the tree as needing layout.
  public func setNeedsLayout() {
    layoutEngine.setNeedsLayout()
  }

  /// Lays the tree out at its last size if anything changed since the last layout.
  ///
  /// - Throws: as ``LayoutEngine/layout(width:height:)``.
  public func layoutIfNeeded() throws(LayoutError) {
    try layoutEngine.layoutIfNeeded()
  }
}
