import FixFlex

/// A deterministic stand-in for UIKit text measurement (SEMANTICS §4.6): every
/// character is 8 points wide, lines are 20.333 points high (17-point system text at
/// @3x), and text wraps at the offered width into at most `maxLines` lines (0: no
/// limit). The same function serves the stacks and flexbox versions of a screen.
func benchText(_ text: String, maxLines: Int = 0) -> MeasureFunction {
  let natural = Double(text.count) * 8
  let lineHeight = 20.333
  return { proposal in
    var lines = 1.0
    var width = natural
    if proposal.widthMode != .undefined, proposal.width < natural {
      width = max(proposal.width, 0)
      lines = width > 0 ? (natural / width).rounded(.up) : Double(text.count)
      if maxLines > 0 { lines = min(lines, Double(maxLines)) }
    }
    return Measurement(
      size: Size(width: width, height: lines * lineHeight), firstBaseline: 16.333,
      lastBaseline: lines * lineHeight - 4)
  }
}

/// A leaf with text content.
func textNode(_ name: String, _ text: String, maxLines: Int = 0) -> LayoutNode {
  let node = LayoutNode(name: name)
  node.measure = benchText(text, maxLines: maxLines)
  return node
}

/// A leaf with a fixed intrinsic size (an image).
func imageNode(_ name: String, width: Double, height: Double) -> LayoutNode {
  let node = LayoutNode(name: name)
  try! node.setIntrinsicContentSize(IntrinsicContentSize(width: width, height: height))
  return node
}
