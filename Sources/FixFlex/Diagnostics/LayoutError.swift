/// Why a layout operation was refused. Every failing call leaves the node tree, the
/// constraints and the engine's solver exactly as they were before it.
public enum LayoutError: Error, CustomStringConvertible {
  // MARK: Constraints and nodes

  /// A NaN or infinite number (a constant, multiplier, size or offset); the text says
  /// which.
  case invalidNumber(String)
  /// A priority outside 1…1000, or NaN.
  case invalidPriority(Double)
  /// A size that cannot be negative was given as negative; the text says which.
  case negativeSize(String)
  /// A constraint mixes `leading`/`trailing` with `left`/`right` (UIKit: "A
  /// constraint cannot be made between a leading/trailing attribute and a right/left
  /// attribute. Use leading/trailing for both or neither.").
  case mixedHorizontalFamilies(String)
  /// A constraint relates an anchor to itself (a dimension to a multiple of itself).
  case selfReference(String)
  /// A constraint's node has been released.
  case releasedNode(String)
  /// The engine's root has been released (the engine was held after its tree): it
  /// has nothing to lay out.
  case releasedRoot
  /// A constraint's nodes are not in one tree (for instance, one was removed from
  /// it); the text names the constraint and both roots.
  case noCommonAncestor(String)
  /// An active constraint cannot change between required and optional.
  case requiredPriorityChange(String)
  /// Intrinsic size and content priorities belong to views, not layout guides.
  case notAView(String)
  /// In strict mode: a required constraint cannot hold with the others; the report
  /// lists the conflict. Nothing was changed.
  case unsatisfiable(ConflictReport)

  // MARK: Stacks

  /// `hstack`/`vstack` was called with no intents.
  case noIntents
  /// A node appears more than once in one stack call.
  case duplicateItem(String)
  /// A `Flex` whose `min` is greater than its `max`.
  case minGreaterThanMax(min: Double, max: Double)
  /// A `Fill` with a negative weight.
  case negativeWeight(Double)
  /// A stack's start or end anchor is of the wrong family (`left`/`right` in a
  /// natural `hstack`, `leading`/`trailing` with absolute positioning).
  case wrongAnchorFamily(String)

  /// A readable explanation naming the nodes and constraints involved.
  public var description: String {
    switch self {
    case .invalidNumber(let what):
      return "invalid number: \(what)"
    case .invalidPriority(let value):
      return "invalid priority \(formatted(value)): priorities run from 1 to 1000"
    case .negativeSize(let what):
      return "negative size: \(what)"
    case .mixedHorizontalFamilies(let constraint):
      return
        "\(constraint): a constraint cannot be made between a leading/trailing attribute"
        + " and a right/left attribute; use leading/trailing for both or neither"
    case .selfReference(let constraint):
      return "\(constraint): an anchor cannot be constrained to itself"
    case .releasedNode(let constraint):
      return "\(constraint): one of its nodes has been released"
    case .releasedRoot:
      return "the layout engine's root has been released: it has no tree to lay out"
    case .noCommonAncestor(let what):
      return "no common ancestor: \(what)"
    case .requiredPriorityChange(let what):
      return
        "cannot change an active constraint between required and optional: \(what);"
        + " deactivate it first"
    case .notAView(let name):
      return "'\(name)' is a layout guide: guides have no intrinsic size or content priorities"
    case .unsatisfiable(let report):
      return report.description
    case .noIntents:
      return "a stack needs at least one intent"
    case .duplicateItem(let name):
      return "'\(name)' appears more than once in one stack"
    case .minGreaterThanMax(let min, let max):
      return "Flex min \(formatted(min)) is greater than max \(formatted(max))"
    case .negativeWeight(let weight):
      return "Fill weight \(formatted(weight)) is negative"
    case .wrongAnchorFamily(let what):
      return "wrong anchor family: \(what)"
    }
  }
}
