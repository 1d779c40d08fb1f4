import FixFlex
import Testing
import _FixFlexTestSupport

/// Expects a frame within `tolerance` of `(x, y, width, height)`.
func expectFrame(
  _ node: LayoutNode, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  tolerance: Double = 1e-6, sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = node.frame
  let matches =
    isApproximately(frame.minX, x, tolerance: tolerance)
    && isApproximately(frame.minY, y, tolerance: tolerance)
    && isApproximately(frame.width, width, tolerance: tolerance)
    && isApproximately(frame.height, height, tolerance: tolerance)
  #expect(
    matches,
    "\(node.name): expected (\(x), \(y), \(width), \(height)), got \(frame)",
    sourceLocation: sourceLocation)
}

/// A root with named children, for hand-worked layouts.
func makeTree(_ names: String..., root rootName: String = "parent") throws -> (
  root: LayoutNode, children: [LayoutNode]
) {
  let root = LayoutNode(name: rootName)
  var children: [LayoutNode] = []
  for name in names {
    let child = LayoutNode(name: name)
    try root.addChild(child)
    children.append(child)
  }
  return (root, children)
}

/// Text of `length` characters, 7 points each, wrapped into lines 17 points high: its
/// height follows the width it is given.
func wrappedText(_ length: Int) -> MeasureFunction {
  { proposal in
    let natural = Double(length) * 7
    let width = proposal.widthMode == .undefined ? natural : min(natural, proposal.width)
    let perLine = max(1, (width / 7).rounded(.down))
    return Measurement(
      size: Size(width: width, height: (Double(length) / perLine).rounded(.up) * 17))
  }
}
