/// Why a solver operation was refused. Every failing call leaves the solver exactly as
/// it was before the call.
///
/// Each case maps to a `.cass` error token (``cassToken``).
public enum SolverError: Error, CustomStringConvertible {
  /// The required constraint cannot hold together with the required constraints in
  /// `conflicts` (a conflicting set read off the factorised basis — the rows of the infeasibility proof —, the new constraint excluded).
  case unsatisfiable(Constraint, conflicts: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: `required` was asked for.
  case requiredEditPriority(Variable)
  /// A priority outside 1…1000 (or NaN).
  case invalidPriority(Double)
  /// A NaN or infinite coefficient, constant or suggested value; the text says where.
  case invalidNumber(String)

  /// The `.cass` token for this error: `unsatisfiable`, `duplicate`,
  /// `unknown-constraint`, `duplicate-edit`, `unknown-edit`, `bad-strength`, or
  /// `invalid-number`.
  public var cassToken: String {
    switch self {
    case .unsatisfiable: return "unsatisfiable"
    case .duplicateConstraint: return "duplicate"
    case .unknownConstraint: return "unknown-constraint"
    case .duplicateEditVariable: return "duplicate-edit"
    case .unknownEditVariable: return "unknown-edit"
    case .requiredEditPriority, .invalidPriority: return "bad-strength"
    case .invalidNumber: return "invalid-number"
    }
  }

  /// A readable explanation naming the constraints and variables involved.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicts):
      let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
      return "unsatisfiable: \(constraint)\nconflicts with:\n\(list)"
    case .duplicateConstraint(let constraint):
      return "duplicate constraint: \(constraint)"
    case .unknownConstraint(let constraint):
      return "unknown constraint: \(constraint)"
    case .duplicateEditVariable(let variable):
      return "duplicate edit variable: \(variable.name)"
    case .unknownEditVariable(let variable):
      return "unknown edit variable: \(variable.name)"
    case .requiredEditPriority(let variable):
      return "edit variable \(variable.name) cannot be required"
    case .invalidPriority(let value):
      return "invalid priority \(value): priorities run from 1 to 1000"
    case .invalidNumber(let what):
      return "invalid number: \(what)"
    }
  }
}
