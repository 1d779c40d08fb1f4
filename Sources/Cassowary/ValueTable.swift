/// The solution's values by index: reading many variables without touching each
/// ``Variable`` object.
///
/// ``Solver/updateVariables()`` writes a value into every variable, and reading it
/// back loads every variable again; for a layout of thousands of nodes those are two
/// cache misses a variable, on every resize. A client that keeps its variables'
/// indices (``Solver/valueIndex(of:)``) reads the values from the solver's own arrays
/// instead, through a table that ``Solver/withValueTable(_:)`` lends:
///
/// ```swift
/// let index = solver.valueIndex(of: width)    // once, while valueIndexVersion holds
/// solver.withValueTable { values in
///   print(values[index])                       // the same number width.value would get
/// }
/// ```
///
/// The table borrows the solver's storage: use it only inside the closure, and do not
/// change the solver there.
public struct ValueTable {
  /// The basic position of each column, or -1 for a nonbasic column (value 0).
  @usableFromInline let positions: UnsafeBufferPointer<Int32>
  /// The basic values, by position.
  @usableFromInline let values: UnsafeBufferPointer<Double>

  init(positions: UnsafeBufferPointer<Int32>, values: UnsafeBufferPointer<Double>) {
    self.positions = positions
    self.values = values
  }

  /// The value of the variable at `index`, or 0 for an index of -1 (a variable the
  /// solver does not know, as ``Solver/value(of:)`` answers for one).
  ///
  /// - Precondition: `index` is -1 or came from ``Solver/valueIndex(of:)`` while
  ///   ``Solver/valueIndexVersion`` had its current value. Only an index out of
  ///   range is caught: one the solver has since given to another column reads
  ///   that column's value.
  @inlinable public subscript(index: Int32) -> Double {
    guard index >= 0 else { return 0 }
    precondition(Int(index) < positions.count, "a value index out of range (of another version?)")
    let position = positions[Int(index)]
    return position >= 0 ? values[Int(position)] : 0
  }
}

extension Solver {
  /// Where the value of `variable` sits in the ``ValueTable``, or -1 when the solver
  /// has no column for it: no constraint or edit has mentioned it, or the solver has
  /// forgotten it since (a variable whose last constraint went keeps its index, and
  /// reads 0, until a refactorisation forgets it).
  ///
  /// The index stays the variable's while ``valueIndexVersion`` holds.
  public func valueIndex(of variable: Variable) -> Int32 {
    engine.existingColumn(for: variable) ?? -1
  }

  /// A number that changes whenever a ``valueIndex(of:)`` answer may change: a
  /// variable enters the solver (its first constraint or edit), leaves it (the
  /// solver forgets variables that nothing mentions any more), or the solver is
  /// reset. While it holds, kept indices stay valid.
  ///
  /// Reading it first settles the values as ``withValueTable(_:)`` and
  /// ``updateVariables()`` do (a settle can refactorise the basis, which forgets
  /// variables), so that a table lent before the next change to the solver is read
  /// at this version: compare, refresh the indices if it moved, then read.
  public var valueIndexVersion: Int {
    engine.settleValues()
    return engine.externalColumnsVersion
  }

  /// Calls `body` with the current solution's values, by ``valueIndex(of:)``: the
  /// values ``updateVariables()`` would write, without writing them.
  ///
  /// - Complexity: O(1) to lend the table (after the same check of accumulated
  ///   rounding that ``updateVariables()`` makes); each read is two array loads.
  public func withValueTable<Result, Failure: Error>(
    _ body: (ValueTable) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    engine.settleValues()
    return try engine.positionOf.withUnsafeBufferPointer { positions throws(Failure) in
      try engine.x.withUnsafeBufferPointer { values throws(Failure) in
        try body(ValueTable(positions: positions, values: values))
      }
    }
  }
}
