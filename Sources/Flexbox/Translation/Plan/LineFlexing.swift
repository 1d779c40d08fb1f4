/// How the items of one flex line get their main sizes in the constraints: the
/// outcome of [§9.7 Resolving Flexible Lengths] as a shared flex variable `u ≥ 0`.
///
/// The items that the loop leaves flexible get `size == flexBaseSize + c·u`, where `c`
/// is the grow factor when the line grows and minus the scaled shrink factor
/// (shrink factor × inner flex base size) when it shrinks; the items it freezes
/// (inflexible ones, and those clamped by a min or max size) keep the size it gives
/// them. What sets `u` is the line's mode.
///
/// [§9.7 Resolving Flexible Lengths]: https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths
enum LineFlexing: Equatable {
  /// No item flexes: every item keeps its size, and free space is left to
  /// `justify-content`.
  case none
  /// The flexible items fill the line exactly: `u` is whatever makes the last item's
  /// outer end meet the content box's main end (§9.7 step 4.c with the whole free
  /// space). With a single flexible item the translation needs no `u`: the line's
  /// pins at both ends give that item what is left.
  case fill
  /// The flex factors sum to less than 1, so the items take only that fraction of the
  /// initial free space (§9.7 step 4.b): `u == sign × innerMain − offset`, the initial
  /// free space itself (its magnitude: `sign` is −1 when it is negative).
  case fraction(sign: Double, offset: Double)
}

/// Where the free space of a line goes after flexing ([§9.5 Main-Axis Alignment],
/// step 12), with the fallbacks for negative free space decided before solving.
///
/// [§9.5 Main-Axis Alignment]: https://www.w3.org/TR/css-flexbox-1/#main-alignment
enum LineJustify: Equatable {
  /// The first item at main-start.
  case start
  /// The last item at main-end.
  case end
  /// The items centred as a group.
  case center
  /// Equal spacers between items, none outside.
  case spaceBetween
  /// Equal spacers between items, half of one outside each end.
  case spaceAround
  /// Equal spacers between and outside the items.
  case spaceEvenly
  /// Positive free space and auto margins: the auto margins share it equally.
  case autoMargins
}

/// How an item sits in its line along the cross axis ([§9.6 Cross-Axis Alignment],
/// steps 13–14), decided before solving (auto margins take positive free space only).
///
/// [§9.6 Cross-Axis Alignment]: https://www.w3.org/TR/css-flexbox-1/#cross-alignment
enum ItemCrossAlign: Equatable {
  /// At cross-start (also `stretch`, whose size then follows the line).
  case start
  /// At cross-end.
  case end
  /// Centred in the line.
  case center
  /// On the line's shared baseline: the item's baseline is this far below its
  /// border-box cross-start edge.
  case baseline(Double)
}

/// How a multi-line container's lines sit in it ([§9.6], step 16), decided before
/// solving.
///
/// [§9.6]: https://www.w3.org/TR/css-flexbox-1/#cross-alignment
enum LinesAlign: Equatable {
  case start
  case end
  case center
  case spaceBetween
  case spaceAround
  case spaceEvenly
  /// The lines share the free space: each grows by the same amount.
  case stretch
}
