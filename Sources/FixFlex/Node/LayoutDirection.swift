/// The direction in which leading and trailing run along the horizontal axis.
///
/// `leading`/`trailing` anchors and flexbox `start`/`end` follow it; `left`/`right`
/// never do. A node's direction inherits from its parent; the root resolves to
/// left-to-right.
public enum LayoutDirection: Hashable, Sendable {
  /// Use the parent's direction (the root resolves to left-to-right).
  case inherit
  /// Leading is the left edge.
  case leftToRight
  /// Leading is the right edge.
  case rightToLeft
}
