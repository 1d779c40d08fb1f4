/// Where an absolutely positioned box with both vertical insets set goes between them:
/// its margin box aligned in the inset-modified containing block by `align-self`
/// ([CSS Positioned Layout §4] step 4), with the default overflow alignment of
/// absolutely positioned boxes ([CSS Box Alignment 3 §4.4.1.2]) when it does not fit.
///
/// The direct algorithm places the box by it (`layoutAbsolute`) and the constraint
/// translation anchors the box by it, so that the two engines place such boxes by one
/// rule.
///
/// [CSS Positioned Layout §4]: https://www.w3.org/TR/css-position-3/#abspos-layout
/// [CSS Box Alignment 3 §4.4.1.2]: https://www.w3.org/TR/css-align-3/#auto-safety-position
enum InsetAlignment: Equatable {
  /// The margin box's top edge this far below the padding box's top edge.
  case low(Double)
  /// The margin box's bottom edge this far above the padding box's bottom edge.
  case high(Double)
  /// The margin box's centre this far below the padding box's centre.
  case center(Double)

  /// The placement of a margin box `size` high between insets `top` and `bottom` of a
  /// padding box `blockSize` high, aligned by `alignSelf`.
  ///
  /// - `auto` is `normal` for an absolutely positioned box (CSS Box Alignment 3 §6.1),
  ///   which places it at the top inset, overflowing or not; so does a baseline, whose
  ///   fallback alignment is `safe self-start` (§4.1, §4.4: a safe alignment that
  ///   overflows is `start`).
  /// - `start` (and `stretch`, whose fallback it is), `center` and `end` align within
  ///   the inset-modified containing block (§6.1). When the box overflows it, §4.4.1.2
  ///   applies: the box covers that block and stays inside the bounding box of that
  ///   block and the containing block, aligned as specified as far as that allows;
  ///   where it is too large even for that, it starts at that bounding box's top.
  ///
  /// Insets that leave less than no room are first brought to zero room by the
  /// bottom one, the weaker inset (CSS Positioned Layout §4.1).
  static func vertical(
    _ alignSelf: Flex.AlignSelf, top: Double, bottom: Double, blockSize: Double,
    size: Double
  ) -> InsetAlignment {
    // The inset-modified containing block [low, high] in the padding box [0, blockSize].
    let low = top
    let high = max(blockSize - bottom, low)
    let weakerBottom = blockSize - high
    let free = high - low - size
    let specified: InsetAlignment
    switch alignSelf {
    case .auto, .baseline: return .low(top)
    case .start, .stretch: specified = .low(top)
    case .center: specified = .center((top - weakerBottom) / 2)
    case .end: specified = .high(weakerBottom)
    }
    if free >= 0 { return specified }
    // The overflow limit: the bounding box of the two blocks.
    let limitLow = min(low, 0)
    let limitHigh = max(high, blockSize)
    guard size <= limitHigh - limitLow else { return .low(limitLow) }
    let wanted: Double
    switch specified {
    case .low: wanted = low
    case .high: wanted = high - size
    case .center: wanted = low + free / 2
    }
    // Covering the block, inside the limit: the top edge in [lowest, highest].
    let highest = min(low, limitHigh - size)
    let lowest = max(high - size, limitLow)
    if wanted > highest {
      return highest == low ? .low(low) : .high(blockSize - limitHigh)
    }
    if wanted < lowest {
      return lowest == limitLow ? .low(limitLow) : .high(weakerBottom)
    }
    return specified
  }

  /// The top edge of the margin box in the padding box, for a margin box `size` high
  /// in a padding box `blockSize` high.
  func marginBoxTop(blockSize: Double, size: Double) -> Double {
    switch self {
    case .low(let offset): return offset
    case .high(let offset): return blockSize - offset - size
    case .center(let offset): return (blockSize - size) / 2 + offset
    }
  }
}
