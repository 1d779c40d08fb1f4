// The anchors of a node, by family. A guide has the same anchors as a view; its
// baselines are its top and bottom edges.

extension LayoutNode {
  /// The leading edge (left in left-to-right, right in right-to-left).
  public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
  /// The trailing edge (right in left-to-right, left in right-to-left).
  public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
  /// The left edge, whatever the direction.
  public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
  /// The right edge, whatever the direction.
  public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
  /// The horizontal centre.
  public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }

  /// The top edge.
  public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
  /// The vertical centre.
  public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
  /// The baseline of the first line of text (the top edge for a node without text).
  public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
  /// The baseline of the last line of text (the bottom edge for a node without text).
  public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }

  /// The width.
  public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
  /// The height.
  public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}
