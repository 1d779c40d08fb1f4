// CSS Box Sizing 4 §4.1: a preferred aspect ratio (width ÷ height) relates the box's
// two sizes — of its content box under `box-sizing: content-box`, else of its border
// box. The algorithm works in border-box lengths; these convert one axis into the
// other across the ratio, given each axis's padding and border.

extension Flex.BoxSizing {
  /// The border-box width that `ratio` gives a border-box `height`.
  @inline(__always)
  func width(forHeight height: Double, ratio: Double, horizontal: Double, vertical: Double)
    -> Double
  {
    self == .contentBox ? max(0, height - vertical) * ratio + horizontal : height * ratio
  }

  /// The border-box height that `ratio` gives a border-box `width`.
  @inline(__always)
  func height(forWidth width: Double, ratio: Double, horizontal: Double, vertical: Double)
    -> Double
  {
    self == .contentBox ? max(0, width - horizontal) / ratio + vertical : width / ratio
  }
}
