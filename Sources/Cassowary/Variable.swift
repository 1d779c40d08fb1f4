/// An unknown of a constraint system: a name for diagnostics and the value the solver
/// last wrote.
///
/// Variables have identity: two variables with the same name are different unknowns.
/// A variable may take part in several solvers; each keeps its own value for it, and
/// ``Solver/updateVariables()`` writes that solver's value into ``value``.
///
/// `Sendable` so that errors can carry it; like the solver, a variable is used from
/// one thread at a time, and so are all the solvers that share it: adding it,
/// solving, and freeing a solver (which clears the record of the variable's column
/// that the solver keeps in the variable itself) all count as using it.
public final class Variable: @unchecked Sendable {
  /// The name used in descriptions, errors and `.cass` dumps.
  public let name: String

  /// The value written by the last ``Solver/updateVariables()``; 0 before that.
  ///
  /// Inlinable: the layout engine reads four of these per node on every layout, and
  /// a call across the module boundary for each cost more than the load.
  @inlinable public internal(set) var value: Double {
    get { storedValue }
    set { storedValue = newValue }
  }
  /// Unchecked: written for every variable after every solve and read for every
  /// frame, where the dynamic exclusivity checks of a class property cost more than
  /// the write. A variable is used from one thread at a time.
  @usableFromInline @exclusivity(unchecked) var storedValue: Double = 0

  /// The engine that first gave this variable a column, and that column: the
  /// engine's record of it, so that adding and solving need no table of variables
  /// (an engine checks the column is this variable's before trusting it; other
  /// engines keep theirs in a table). Cleared when that engine drops the column or
  /// is freed.
  @exclusivity(unchecked) var cachedSolver: ObjectIdentifier?
  @exclusivity(unchecked) var cachedSymbol: Int32 = -1

  /// Creates a variable.
  ///
  /// - Parameter name: A name for diagnostics. Names need not be unique, but a
  ///   `.cass` dump is only readable back when they are.
  public init(_ name: String = "v") {
    self.name = name
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name.
  public var description: String { name }
}
