/// The engine's records of its active constraints, found through the constraints
/// themselves: a constraint notes the first engine that records it and where
/// (``Constraint/cachedEngine``, ``Constraint/cachedRecord``), as a variable notes
/// its column (``Engine/column(for:)``). Only constraints whose note names another
/// engine go through a hash table.
///
/// A hash table keyed by every constraint probed a random slot for each one added:
/// on a screen of thousands of constraints, a table larger than the caches, and a
/// miss to memory for nearly every insertion.
///
/// The records sit in one dense array in the order they were stored (a removal moves
/// the last one into the gap, and re-points its note or table entry). An engine
/// trusts a note only when the record it points at is that constraint's, so a note
/// left by an engine since freed (whose address a new engine may reuse) is harmless.
struct ConstraintRecords {
  /// The records, densely.
  private var entries: [ActiveConstraint] = []
  /// Where the records of constraints noted by another engine are.
  private var elsewhere = IdentityTable<Int32>()
  /// The engine that keeps these records, as its constraints' notes name it (set
  /// by the engine's `init`; until then an identifier no engine has).
  var owner = ObjectIdentifier(Engine.self)

  /// How many constraints have records.
  var count: Int { entries.count }

  /// The records, in the order they were stored (as long as none was removed: a
  /// removal moves the last record into the gap).
  var values: [ActiveConstraint] { entries }

  /// Makes room for `total` records, at least doubling when it grows.
  mutating func reserveRoom(_ total: Int) {
    entries.reserveRoom(total)
  }

  /// The index of the record of `constraint` that its own note points at, if the
  /// note names this engine and is current.
  @inline(__always)
  private func notedIndex(of constraint: Constraint) -> Int? {
    guard constraint.cachedEngine == owner else { return nil }
    let index = Int(constraint.cachedRecord)
    guard index >= 0, index < entries.count, entries[index].constraint === constraint else {
      return nil
    }
    return index
  }

  /// The index of the record of `constraint`, if it has one.
  @inline(__always)
  private func index(of constraint: Constraint) -> Int? {
    if let index = notedIndex(of: constraint) { return index }
    guard !elsewhere.isEmpty, let index = elsewhere[ObjectIdentifier(constraint)] else {
      return nil
    }
    return Int(index)
  }

  /// The record of `constraint`, if it has one.
  subscript(constraint: Constraint) -> ActiveConstraint? {
    index(of: constraint).map { entries[$0] }
  }

  /// Moves the record of `constraint` (which must have one) to `position` in the
  /// engine's order.
  mutating func setPosition(_ position: Int, of constraint: Constraint) {
    entries[index(of: constraint)!].position = position
  }

  /// Stores the record of a constraint that has none.
  mutating func insert(_ record: ActiveConstraint) {
    let constraint = record.constraint
    assert(index(of: constraint) == nil, "a constraint recorded twice")
    let index = Int32(entries.count)
    entries.append(record)
    // A note naming this engine is stale here (the lookup above failed): this
    // engine dropped the record, or an engine freed at the same address made it.
    if constraint.cachedEngine == nil || constraint.cachedEngine == owner {
      constraint.cachedEngine = owner
      constraint.cachedRecord = index
    } else {
      elsewhere[ObjectIdentifier(constraint)] = index
    }
  }

  /// Removes the record of `constraint` and returns it, if it had one.
  @discardableResult
  mutating func remove(_ constraint: Constraint) -> ActiveConstraint? {
    guard let index = index(of: constraint) else { return nil }
    point(constraint, at: nil, from: index)
    let last = entries.count - 1
    if index != last {
      entries.swapAt(index, last)
      point(entries[index].constraint, at: index, from: last)
    }
    return entries.removeLast()
  }

  /// Removes the record stored last (a roll-back of its storing) and returns it.
  @discardableResult
  mutating func removeLast() -> ActiveConstraint {
    remove(entries[entries.count - 1].constraint)!
  }

  /// Points the note or table entry of `constraint`, whose record is at `old`, at
  /// `new` (or clears it).
  private mutating func point(_ constraint: Constraint, at new: Int?, from old: Int) {
    if constraint.cachedEngine == owner && Int(constraint.cachedRecord) == old {
      constraint.cachedRecord = new.map(Int32.init) ?? -1
      if new == nil { constraint.cachedEngine = nil }
    } else {
      elsewhere[ObjectIdentifier(constraint)] = new.map(Int32.init)
    }
  }

  /// What breaks the table's invariants: each record found where it is, through
  /// its note or the table and not both, and the table holding nothing else.
  func violations() -> [String] {
    var problems: [String] = []
    var tabled = 0
    for (position, record) in entries.enumerated() {
      let constraint = record.constraint
      if index(of: constraint) != position {
        problems.append("the record of \(constraint) at \(position) is not found")
      }
      if elsewhere[ObjectIdentifier(constraint)] != nil {
        tabled += 1
        if notedIndex(of: constraint) != nil {
          problems.append("the record of \(constraint) is noted and tabled")
        }
      }
    }
    if elsewhere.count != tabled {
      problems.append("the table holds \(elsewhere.count) keys, \(tabled) of them live")
    }
    return problems
  }

  /// Lets go of every record, last first, and of each one's constraint in `order`,
  /// clearing the notes that name this engine so that an engine made later can take
  /// the constraints over (the engine's `deinit`). One pass: each constraint is read
  /// and released while it is at hand, rather than its note cleared in one pass over
  /// thousands of constraints and its references dropped in two more, each reading
  /// it from memory again.
  mutating func releaseAll(order: inout [Constraint?]) {
    order.withUnsafeMutableBufferPointer { order in
      while let record = entries.popLast() {
        let constraint = record.constraint
        if constraint.cachedEngine == owner && Int(constraint.cachedRecord) == entries.count {
          constraint.cachedEngine = nil
          constraint.cachedRecord = -1
        }
        if record.position >= 0 && record.position < order.count { order[record.position] = nil }
      }
    }
  }
}
