/// An operation on the node tree that was refused; the tree is left as it was.
public enum LayoutTreeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The node already has a parent (or owner): remove it from there first.
  case alreadyHasParent(node: String, parent: String)
  /// Adding the node would make it its own ancestor.
  case cycle(node: String, ancestor: String)
  /// A layout guide cannot have children, nor be added as a child.
  case guideInHierarchy(node: String)
  /// The insertion index is outside `0...children.count`.
  case indexOutOfRange(index: Int, count: Int)

  /// A readable explanation naming the nodes involved.
  public var description: String {
    switch self {
    case .alreadyHasParent(let node, let parent):
      return "'\(node)' already belongs to '\(parent)'; remove it from there first"
    case .cycle(let node, let ancestor):
      return "adding '\(node)' under '\(ancestor)' would make it its own ancestor"
    case .guideInHierarchy(let node):
      return "'\(node)' is a layout guide: guides have no children and are not children"
    case .indexOutOfRange(let index, let count):
      return "index \(index) is outside 0...\(count)"
    }
  }
}
