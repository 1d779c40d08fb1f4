import FixFlex

/// An absolutely positioned box placed against its containing block ([CSS Positioned
/// Layout §4]): its size and margins, the insets that place it, and, on an axis with
/// neither inset, its static position in its parent's box ([Flexbox §4.1]).
///
/// [CSS Positioned Layout §4]: https://www.w3.org/TR/css-position-3/#abspos-layout
/// [Flexbox §4.1]: https://www.w3.org/TR/css-flexbox-1/#abspos-items
struct AbsolutePlan {
  var flex: Unmanaged<Flex>
  var node: Unmanaged<LayoutNode>
  /// The box whose content box gives the static position (the parent, or the box
  /// around a `display: contents` parent).
  var staticParent: Unmanaged<Flex>
  /// Its size, margins and insets against the containing block, as the direct
  /// algorithm resolves them (one rule for both engines).
  var sizing: AbsoluteSizing
  /// The containing block's padding-box size and direction.
  var blockWidth: Double
  var blockHeight: Double
  var blockIsRightToLeft: Bool
  /// The box's `align-self` (its alignment between both insets, ``InsetAlignment``).
  var alignSelf: Flex.AlignSelf
  /// Where the static position puts the box on each axis, in its static parent's
  /// content box.
  var staticX: StaticAlign
  var staticY: StaticAlign
}

/// Where a static position lies along one axis of the static parent's content box.
enum StaticAlign: Equatable {
  /// The margin box at the low (left or top) edge.
  case low
  /// The margin box at the high edge.
  case high
  /// The margin box centred.
  case center
}

extension StaticAlign {
  /// The same place seen from the other edge.
  var flipped: StaticAlign {
    switch self {
    case .low: return .high
    case .high: return .low
    case .center: return .center
    }
  }
}
