import Cassowary

/// Solver constraints with their owners, as a batch carries them to the solver: two
/// parallel arrays, so that ``constraints`` goes to ``Solver/add(_:)-([Constraint])``
/// as it is. A screen's batch holds tens of thousands of constraints; an array of
/// pairs mapped to its constraints cost a retain and a release of each one (long out
/// of the caches by then) and a third array.
struct OwnedBatch {
  /// The solver constraints, in the order they are to be added.
  private(set) var constraints: [Constraint] = []
  /// The owner of each constraint, at the same index.
  private(set) var owners: [ConstraintOwner] = []

  /// Makes room for `count` constraints in all.
  mutating func reserveCapacity(_ count: Int) {
    constraints.reserveCapacity(count)
    owners.reserveCapacity(count)
  }

  /// Appends a constraint and its owner, taking them (a caller that made them for
  /// the call moves them in rather than have them retained here and released there).
  mutating func append(_ constraint: consuming Constraint, owner: consuming ConstraintOwner) {
    constraints.append(constraint)
    owners.append(owner)
  }
}

extension OwnedBatch: RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { constraints.count }

  subscript(index: Int) -> OwnedConstraint { (constraints[index], owners[index]) }
}
