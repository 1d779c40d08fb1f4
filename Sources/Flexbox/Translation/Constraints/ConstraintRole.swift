/// Why the translation created a constraint: what a reader of the translation (and
/// `fixflex explain`) is told about it.
enum ConstraintRole {
  /// An item's main-start edge follows the previous item (margins and gap).
  case chain(item: Int)
  /// The first item (or the line's span) placed at main-start, main-end or the centre.
  case justify(line: Int, LineJustify)
  /// A flexible item's main size from the line's flex variable.
  case flexSize(item: Int, coefficient: Double, base: Double)
  /// An item's main size fixed by the plan (inflexible, or frozen at a min or max).
  case frozenSize(item: Int)
  /// The line's items fill the content box (the last item's outer end at main-end).
  case fill(line: Int)
  /// The flex variable set from the container's size (flex factors summing below 1).
  case fraction(line: Int)
  /// A min or max size.
  case bound(item: Int, isMinimum: Bool, isMain: Bool)
  /// A spacer of `justify-content` or `align-content`, tied to the first one.
  case spacer(line: Int?)
  /// An auto margin, tied to the first one.
  case autoMargin(item: Int)
  /// A guide spanning a group of items (to centre it).
  case span(line: Int?)
  /// An item's cross size fixed by the plan.
  case crossSize(item: Int)
  /// A stretched item follows its line.
  case stretch(item: Int)
  /// An item's cross position in its line.
  case crossAlign(item: Int, ItemCrossAlign)
  /// A line's cross size.
  case lineSize(line: Int)
  /// A line's cross position (`align-content`).
  case linePosition(line: Int)
  /// A `display: contents` node sits at its box's origin with no size.
  case contents
  /// An absolutely positioned descendant's size or position.
  case absolute(String)
}
