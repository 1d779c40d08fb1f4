import FixFlex
import Flexbox
import Testing
import _FixFlexTestSupport

/// Expects `node`'s frame to be (x, y, width, height) within 0.01 (half a point would
/// hide real errors; the hand calculations here are exact or repeating decimals).
func expectFrame(
  _ node: LayoutNode, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = node.frame
  let ok =
    isApproximately(frame.minX, x, tolerance: 0.01)
    && isApproximately(frame.minY, y, tolerance: 0.01)
    && isApproximately(frame.width, width, tolerance: 0.01)
    && isApproximately(frame.height, height, tolerance: 0.01)
  #expect(
    ok,
    "\(node.name): expected (\(x), \(y), \(width), \(height)), got \(frame) \(comment.map { "— \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// A root of the given size (FlexLayout's tests use a 400×400 container).
func makeRoot(width: Double = 400, height: Double = 400, _ defaults: Flex.Defaults = .yoga)
  -> LayoutNode
{
  let root = LayoutNode(name: "root", flexDefaults: defaults)
  root.frame = Rect(x: 0, y: 0, width: width, height: height)
  return root
}

/// A child node with a name, added to `parent`.
@discardableResult
func addChild(_ parent: LayoutNode, _ name: String) -> LayoutNode {
  let node = LayoutNode(name: name, flexDefaults: parent.flex.defaults)
  parent.flex.addItem(node)
  return node
}
