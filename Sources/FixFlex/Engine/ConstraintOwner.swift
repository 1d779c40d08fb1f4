import Cassowary

/// Where a solver constraint of the engine comes from: what to name it in a conflict
/// report, and where to store it when it is broken (swapped for a 999 copy).
enum ConstraintOwner {
  /// A layout constraint.
  case user(LayoutConstraint)
  /// `width >= 0` or `height >= 0` of a slot.
  case nonNegative(slot: Int, axis: Axis)
  /// A content-size inequality of a slot (``NodeSlot/contentIndex(_:compression:)``).
  case content(slot: Int, index: Int)
  /// The root's size on an axis.
  case layoutSize(Axis)
  /// The root's origin on an axis.
  case layoutOrigin(Axis)
  /// A frame constraint of a slot: 0 x, 1 y, 2 width, 3 height.
  case frame(slot: Int, index: Int)

  /// The engine's own constraints are broken only when nothing else can be.
  var isProtected: Bool {
    switch self {
    case .user, .content, .frame: return false
    case .nonNegative, .layoutSize, .layoutOrigin: return true
    }
  }
}

/// A solver constraint with its owner, as batches carry them.
typealias OwnedConstraint = (constraint: Constraint, owner: ConstraintOwner)
