import FixFlex

extension Flex {
  /// Lays out this node's subtree in its current frame (FlexLayout's
  /// `layout(mode:)`) and sets every frame in it.
  ///
  /// - ``LayoutMode/fitContainer``: the node keeps its size (unless its style sets
  ///   one) and its items are laid out in it.
  /// - ``LayoutMode/adjustHeight``: the width is kept; the height becomes the
  ///   content's.
  /// - ``LayoutMode/adjustWidth``: the height is kept; the width becomes the
  ///   content's.
  ///
  /// The node keeps its origin. Frames are not rounded unless `roundingScale` is given
  /// (2 rounds to half points, as a @2x screen would).
  ///
  /// - Throws: ``FlexError`` for the first refused value or tree change in the
  ///   subtree; no frame is changed then.
  public func layout(mode: LayoutMode = .fitContainer, roundingScale: Double? = nil)
    throws(FlexError)
  {
    guard let node else { return }
    try layout(in: node.frame.size, mode: mode, roundingScale: roundingScale)
  }

  /// Lays out this node's subtree in a space of `size`, as ``layout(mode:roundingScale:)``
  /// does with the node's own size; the node's frame gets the resulting size and keeps
  /// its origin.
  ///
  /// - Throws: ``FlexError`` for the first refused value or tree change in the
  ///   subtree; no frame is changed then.
  public func layout(
    in size: Size, mode: LayoutMode = .fitContainer, roundingScale: Double? = nil
  ) throws(FlexError) {
    guard let node else { return }
    try FlexLayoutPass.prepare(node)
    var pass = FlexLayoutPass()
    switch mode {
    case .fitContainer:
      pass.availableWidth = Self.finite(size.width)
      pass.availableHeight = Self.finite(size.height)
      pass.stretchesWidth = true
      pass.stretchesHeight = true
    case .adjustHeight:
      pass.availableWidth = Self.finite(size.width)
      pass.stretchesWidth = true
    case .adjustWidth:
      pass.availableHeight = Self.finite(size.height)
      pass.stretchesHeight = true
    }
    let result = pass.run(node, performLayout: true)
    node.frame.size = result.size
    if let roundingScale, roundingScale > 0, roundingScale.isFinite {
      FlexLayoutPass.roundFrames(under: node, scale: roundingScale)
    }
  }

  /// Lays out this node's subtree as a root placed absolutely at the origin of a
  /// containing block of the given size (`nil`: unbounded), as a browser places an
  /// absolutely positioned box: the node takes the sizes its style gives, else a
  /// fit-content width and its content's height, and its frame's origin is its
  /// margins plus its insets. This is how `.flex.json` files are laid out.
  ///
  /// - Throws: ``FlexError`` for the first refused value or tree change in the
  ///   subtree; no frame is changed then.
  public func layout(availableWidth: Double?, availableHeight: Double?) throws(FlexError) {
    guard let node else { return }
    try FlexLayoutPass.prepare(node)
    var pass = FlexLayoutPass()
    pass.availableWidth = availableWidth.flatMap(Self.finite)
    pass.availableHeight = availableHeight.flatMap(Self.finite)
    let result = pass.run(node, performLayout: true)
    let direction = ResolvedDirection(node.layoutDirection, inheriting: .ltr)
    let blockWidth = pass.availableWidth ?? 0
    let blockHeight = pass.availableHeight ?? 0
    let left = style.inset.leftEdge(direction).resolve(blockWidth)
    let right = style.inset.rightEdge(direction).resolve(blockWidth)
    let top = style.inset.topEdge.resolve(blockHeight)
    let bottom = style.inset.bottomEdge.resolve(blockHeight)
    var x = result.margins.left
    if let left {
      x += left
    } else if let right {
      x = blockWidth - right - result.margins.right - result.size.width
    }
    var y = result.margins.top
    if let top {
      y += top
    } else if let bottom {
      y = blockHeight - bottom - result.margins.bottom - result.size.height
    }
    node.frame = Rect(origin: Point(x: x, y: y), size: result.size)
  }

  /// The size this node's subtree takes in `size` (FlexLayout's `sizeThatFits`):
  /// the style's sizes, else a fit-content width (the content's widest size when
  /// `size.width` is infinite) and the content's height at that width. No frame is
  /// changed.
  ///
  /// - Throws: ``FlexError`` for the first refused value or tree change in the subtree.
  public func sizeThatFits(_ size: Size) throws(FlexError) -> Size {
    guard let node else { return .zero }
    try FlexLayoutPass.prepare(node)
    var pass = FlexLayoutPass()
    pass.availableWidth = Self.finite(size.width)
    pass.availableHeight = Self.finite(size.height)
    return pass.run(node, performLayout: false).size
  }

  /// The size of this node's content with no constraint: its max-content width and
  /// its height at that width (FlexLayout's `intrinsicSize`). No frame is changed.
  ///
  /// - Throws: ``FlexError`` for the first refused value or tree change in the subtree.
  public var intrinsicSize: Size {
    get throws(FlexError) {
      try sizeThatFits(Size(width: .infinity, height: .infinity))
    }
  }

  /// `value` when it is a usable finite size, else `nil` (unbounded).
  private static func finite(_ value: Double) -> Double? {
    value.isFinite && value >= 0 ? value : nil
  }
}
