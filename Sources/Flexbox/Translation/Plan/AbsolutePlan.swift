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
  /// The input the box's own layout gets.
  var input: NodeInput
  /// The resolved border-box width.
  var width: Double
  /// Whether the width spans the space between both insets (not set by its style).
  var widthBetweenInsets: Bool
  /// Whether the height spans the space between both insets.
  var heightBetweenInsets: Bool
  /// Min and max border-box sizes (for a size between insets).
  var minWidth: Double
  var maxWidth: Double
  var minHeight: Double
  var maxHeight: Double
  var paddingBorderWidth: Double
  var paddingBorderHeight: Double
  /// Margins (auto ones as 0) and which are auto.
  var margins: EdgeInsets
  var autoLeft: Bool
  var autoRight: Bool
  var autoTop: Bool
  var autoBottom: Bool
  /// Insets, resolved against the containing block's padding box.
  var left: Double?
  var right: Double?
  var top: Double?
  var bottom: Double?
  /// The containing block's padding-box size and direction.
  var blockWidth: Double
  var blockHeight: Double
  var blockIsRightToLeft: Bool
  /// Whether an automatic height between both insets stretches (`align-self` auto
  /// or stretch) rather than keeping its content height and aligning.
  var stretchesVertically: Bool
  var heightIsAuto: Bool
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
