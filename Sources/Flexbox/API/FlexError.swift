import FixFlex

/// A flex operation that was refused. Nothing was changed by the refused call; a
/// refused value or structural change is reported by the next `layout`, which then
/// changes nothing either.
public enum FlexError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A style value that is not a finite number in its allowed range (NaN, ±∞, a
  /// negative size, padding, border, gap, grow or shrink factor, a non-positive aspect
  /// ratio). The value was not applied.
  case invalidValue(path: String, property: String, value: Double, reason: String)
  /// A change to the tree that `LayoutNode` refused (a cycle, a node that already
  /// has a parent, a guide); the tree was not changed.
  case invalidTree(path: String, error: LayoutTreeError)

  /// The path of the offending node: `root/0/2`, child indices from the root.
  public var path: String {
    switch self {
    case .invalidValue(let path, _, _, _): return path
    case .invalidTree(let path, _): return path
    }
  }

  /// A readable explanation naming the node, the property and the value.
  public var description: String {
    switch self {
    case .invalidValue(let path, let property, let value, let reason):
      return "\(path): \(property) = \(value) is invalid: \(reason)"
    case .invalidTree(let path, let error):
      return "\(path): \(error)"
    }
  }
}
