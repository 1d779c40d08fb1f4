/// One statement of a `.cass` script (the format of `cassowary-system.md`).
public enum CassStatement: Sendable, Equatable {
  /// `v NAME`: declare a variable.
  case variable(String)
  /// `c ID STRENGTH OP CONST [COEF NAME]...`: add `CONST + Σ COEF·NAME  OP  0`.
  case constraint(
    id: String, priority: Double, relation: RelationalOperator, constant: Double,
    terms: [CassTerm])
  /// `r ID`: remove a constraint.
  case remove(id: String)
  /// `e NAME STRENGTH`: make a variable editable.
  case addEdit(name: String, priority: Double)
  /// `x NAME`: remove an edit variable.
  case removeEdit(name: String)
  /// `s NAME VALUE`: suggest a value for an edit variable.
  case suggest(name: String, value: Double)
  /// `u`: bring every variable's value up to date.
  case update
  /// `? NAME VALUE`: after the last `u`, `NAME` equals `VALUE` within 1e-6.
  case expectValue(name: String, value: Double)
  /// `! ERROR`: the statement before must fail with this `.cass` error token.
  case expectError(String)
}

/// `COEF NAME` in a `c` statement.
public struct CassTerm: Sendable, Equatable {
  /// The coefficient.
  public var coefficient: Double
  /// The variable's name.
  public var name: String

  /// Creates a term.
  public init(_ coefficient: Double, _ name: String) {
    self.coefficient = coefficient
    self.name = name
  }
}

/// A statement with the line it came from (1-based).
public struct CassLine: Sendable, Equatable {
  /// The line number in the script.
  public var line: Int
  /// What the line says.
  public var statement: CassStatement

  /// Creates a numbered statement.
  public init(line: Int, statement: CassStatement) {
    self.line = line
    self.statement = statement
  }
}
