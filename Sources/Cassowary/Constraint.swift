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
  /// The left side minus the right side, reduced (each variable once).
  @exclusivity(unchecked) public private(set) var expression: Expression
  /// How ``expression`` compares with zero.
  public let relation: RelationalOperator
  /// How much the constraint matters.
  public let priority: Priority
  /// An optional name for diagnostics and `.cass` dumps.
  public var identifier: String?

  /// The engine that first recorded this constraint as active, and where: that
  /// engine's note of its record, so that adding, finding and removing it need no
  /// hash table (``ConstraintRecords``; an engine checks the record is this
  /// constraint's before trusting the note, and other engines keep theirs in a
  /// table). Cleared when that engine drops the record or is freed.
  @exclusivity(unchecked) var cachedEngine: ObjectIdentifier?
  @exclusivity(unchecked) var cachedRecord: Int32 = -1

  /// Creates `expression OP 0` at `priority`.
  public init(
    _ expression: Expression, _ relation: RelationalOperator,
    priority: Priority = .required, identifier: String? = nil
  ) {
    self.expression = expression.reduced()
    self.relation = relation
    self.priority = priority
    self.identifier = identifier
  }

  /// A new constraint with the same relation at another priority.
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority, identifier: identifier)
  }

  /// The constant of ``expression``; change it on an active constraint with
  /// ``Solver/setConstant(_:of:)``. A constraint in several solvers holds the
  /// constant set last in any of them; each solver keeps its own.
  public var constant: Double { expression.constant }

  /// Replaces the constant; the solver calls this after updating its basis.
  func setConstant(_ value: Double) {
    expression.constant = value
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
  /// `x + w - 300 <= 0 @ required`, prefixed with the identifier when there is one.
  public var description: String {
    let body = "\(expression) \(relation.symbol) 0"
    let tagged = priority.isRequired ? body : "\(body) @ \(priority)"
    if let identifier { return "\(identifier): \(tagged)" }
    return tagged
  }
}
