/// A linear relation `expression OP 0` with a priority.
///
/// Constraints have identity, as in kiwi: adding the same object twice is a
/// ``SolverError/duplicateConstraint(_:)``, while an equal-looking constraint built
/// separately is a different constraint. Build them with `==`, `<=` and `>=` on
/// expressions: `x + w <= 300`.
///
/// `Sendable` so that errors can carry it; like the solver, a constraint is used from
/// one thread at a time.
public final class Constraint: @unchecked Sendable {
  /// The left side minus the right side, reduced (each variable once): built on each
  /// read from the terms and constant the constraint holds.
  public var expression: Expression { Expression(terms.array, constant: constant) }
  /// The terms of ``expression``, held in the constraint (ConstraintTerms.swift).
  @exclusivity(unchecked) package private(set) var terms: ConstraintTerms
  /// The constant of ``expression``; change it on an active constraint with
  /// ``Solver/setConstant(_:of:)``. A constraint in several solvers holds the
  /// constant set last in any of them; each solver keeps its own.
  @exclusivity(unchecked) public private(set) var constant: Double
  /// How ``expression`` compares with zero.
  public let relation: RelationalOperator
  /// How much the constraint matters (for an equality with a ``belowPriority`` of
  /// its own, how much it matters that ``expression`` does not rise above zero).
  public let priority: Priority
  /// How much it matters that ``expression`` does not fall below zero: the same as
  /// ``priority`` except for an equality built with
  /// ``init(_:abovePriority:belowPriority:identifier:)``.
  public let belowPriority: Priority
  /// An optional name for diagnostics and `.cass` dumps.
  public var identifier: String?
  /// Whether the constraint was built with a priority for each side
  /// (``init(_:abovePriority:belowPriority:identifier:)``), even equal ones: neither
  /// may then be required.
  let isSided: Bool

  /// The engine that first recorded this constraint as active, and where: that
  /// engine's note of its record, so that adding, finding and removing it need no
  /// hash table (``ConstraintRecords``; an engine checks the record is this
  /// constraint's before trusting the note, and other engines keep theirs in a
  /// table). Cleared when that engine drops the record or is freed.
  @exclusivity(unchecked) var cachedEngine: ObjectIdentifier?
  @exclusivity(unchecked) var cachedRecord: Int32 = -1

  /// Creates `expression OP 0` at `priority`.
  public convenience init(
    _ expression: Expression, _ relation: RelationalOperator,
    priority: Priority = .required, identifier: String? = nil
  ) {
    let reduced = expression.reduced()
    self.init(
      holding: ConstraintTerms(reduced: reduced.terms), constant: reduced.constant, relation,
      above: priority, below: priority, identifier: identifier, isSided: false)
  }

  /// Creates the optional equality `expression == 0` whose two directions break at
  /// different priorities: `abovePriority` holds `expression <= 0` and
  /// `belowPriority` holds `expression >= 0`. The solver keeps it as one row with an
  /// error on each side, each costed at its own priority — the same optimum as the
  /// two inequalities, with one row and two columns fewer, and one pivot where the
  /// pair takes two when the expression changes sign (a label's hugging and
  /// compression resistance about its intrinsic width). ``Solver/dump()`` writes it
  /// as those two inequalities.
  ///
  /// Neither priority may be required: adding the constraint otherwise throws
  /// ``SolverError/invalidPriority(_:)``.
  public convenience init(
    _ expression: Expression, abovePriority: Priority, belowPriority: Priority,
    identifier: String? = nil
  ) {
    let reduced = expression.reduced()
    self.init(
      holding: ConstraintTerms(reduced: reduced.terms), constant: reduced.constant, .equal,
      above: abovePriority, below: belowPriority, identifier: identifier, isSided: true)
  }

  /// Creates `terms + constant OP 0` at `priority` from terms built without an
  /// expression (the layout engine's: no array of their own).
  package convenience init(
    terms: ConstraintTerms, constant: Double, _ relation: RelationalOperator,
    priority: Priority
  ) {
    self.init(
      holding: terms, constant: constant, relation, above: priority, below: priority,
      identifier: nil, isSided: false)
  }

  /// Creates the sided equality `terms + constant == 0`
  /// (``init(_:abovePriority:belowPriority:identifier:)``) from terms built without
  /// an expression.
  package convenience init(
    terms: ConstraintTerms, constant: Double, abovePriority: Priority,
    belowPriority: Priority
  ) {
    self.init(
      holding: terms, constant: constant, .equal, above: abovePriority, below: belowPriority,
      identifier: nil, isSided: true)
  }

  /// Sets every stored property. Terms that cancel are dropped, as
  /// ``Expression/reduced()`` drops them.
  private init(
    holding terms: ConstraintTerms, constant: Double, _ relation: RelationalOperator,
    above: Priority, below: Priority, identifier: String?, isSided: Bool
  ) {
    self.terms = terms
    self.terms.dropZeros()
    self.constant = constant
    self.relation = relation
    self.priority = above
    self.belowPriority = below
    self.identifier = identifier
    self.isSided = isSided
  }

  /// Whether the two directions of the constraint have priorities of their own
  /// (``init(_:abovePriority:belowPriority:identifier:)``).
  public var hasSplitPriority: Bool { belowPriority != priority }

  /// A new constraint with the same relation at another priority (in both
  /// directions).
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority, identifier: identifier)
  }

  /// Replaces the constant; the solver calls this after updating its basis.
  func setConstant(_ value: Double) {
    constant = value
  }

  /// Whether the constraint holds for the variables' current values, within
  /// `tolerance`.
  public func isSatisfied(tolerance: Double = 1e-8) -> Bool {
    violation <= tolerance
  }

  /// How far the current values are from satisfying the constraint (0 when it holds).
  public var violation: Double {
    let value = expression.value
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }
}

extension Constraint: CustomStringConvertible {
  /// `x + w - 300 <= 0` (required), `x + w - 300 <= 0 @ 500`, or
  /// `w - 120 == 0 @ 250 above, 750 below`, prefixed with the identifier when there is one.
  public var description: String {
    let body = "\(expression) \(relation.symbol) 0"
    let tagged =
      hasSplitPriority
      ? "\(body) @ \(priority) above, \(belowPriority) below"
      : priority.isRequired ? body : "\(body) @ \(priority)"
    if let identifier { return "\(identifier): \(tagged)" }
    return tagged
  }
}
