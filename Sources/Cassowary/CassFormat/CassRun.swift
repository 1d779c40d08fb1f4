/// What running a ``CassScript`` found.
public struct CassRunReport: Sendable {
  /// The variables in declaration order, with their values after the last `u`.
  public var variables: [(name: String, value: Double)] = []
  /// How many `?` and `!` checks ran.
  public var checks = 0
  /// The checks that failed, and statements that failed without a `!` expecting it.
  public var failures: [CassFailure] = []
  /// The statements that failed as a `!` expected.
  public var expectedErrors = 0
  /// The statements that failed with no `!` after them (each also in `failures`).
  public var unexpectedErrors = 0

  /// Whether every check passed.
  public var passed: Bool { failures.isEmpty }

  /// One line for people: `all 3 checks passed`, `2 of 3 checks failed`, followed
  /// by `, 1 statement failed unexpectedly` when statements failed with no `!`.
  public var summary: String {
    var text =
      passed
      ? "all \(checks) checks passed"
      : "\(failures.count - unexpectedErrors) of \(checks) checks failed"
    if unexpectedErrors > 0 {
      let statements = unexpectedErrors == 1 ? "statement" : "statements"
      text += ", \(unexpectedErrors) \(statements) failed unexpectedly"
    }
    return text
  }
}

/// A check that did not hold, or a statement that failed unexpectedly.
public struct CassFailure: Sendable, Equatable, CustomStringConvertible {
  /// The script line (1-based).
  public var line: Int
  /// What happened, e.g. `? x 10: got 9.5`.
  public var message: String

  /// Creates a failure.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line 12: …`.
  public var description: String { "line \(line): \(message)" }
}

extension CassScript {
  /// The `?` rule: within 1e-6 absolutely, or relatively for large values.
  public static func matches(_ actual: Double, _ expected: Double) -> Bool {
    let difference = abs(actual - expected)
    return difference <= 1e-6 || difference <= 1e-6 * max(abs(actual), abs(expected))
  }

  /// Runs the script on `solver` (a new one by default) and checks every `?` and `!`.
  public func run(on solver: Solver = Solver()) -> CassRunReport {
    var runner = CassRunner(solver: solver)
    for (index, line) in lines.enumerated() {
      let expectsError: String?
      if index + 1 < lines.count, case .expectError(let token) = lines[index + 1].statement {
        expectsError = token
      } else {
        expectsError = nil
      }
      runner.execute(line, expecting: expectsError)
    }
    runner.report.variables = runner.declared.map { ($0.name, $0.value) }
    return runner.report
  }
}

/// Executes statements one by one.
struct CassRunner {
  let solver: Solver
  var variables: [String: Variable] = [:]
  var declared: [Variable] = []
  var constraints: [String: Constraint] = [:]
  var report = CassRunReport()
  /// Whether the previous statement failed (and with what), for `!`.
  var lastError: SolverError?

  init(solver: Solver) {
    self.solver = solver
  }

  mutating func execute(_ line: CassLine, expecting token: String?) {
    if case .expectError(let expected) = line.statement {
      report.checks += 1
      if let error = lastError {
        if error.cassToken == expected {
          report.expectedErrors += 1
        } else {
          report.failures.append(
            CassFailure(line: line.line, message: "expected \(expected), got \(error.cassToken)"))
        }
      } else {
        report.failures.append(
          CassFailure(line: line.line, message: "expected \(expected), but the statement succeeded")
        )
      }
      lastError = nil
      return
    }
    lastError = nil
    do {
      try perform(line.statement, line: line.line)
    } catch {
      lastError = error
      if token == nil {
        report.unexpectedErrors += 1
        report.failures.append(CassFailure(line: line.line, message: "unexpected error: \(error)"))
      }
    }
  }

  mutating func perform(_ statement: CassStatement, line: Int) throws(SolverError) {
    switch statement {
    case .variable(let name):
      let variable = Variable(name)
      variables[name] = variable
      declared.append(variable)
    case .constraint(let id, let priority, let relation, let constant, let terms):
      if let existing = constraints[id], solver.contains(existing) {
        throw .duplicateConstraint(existing)
      }
      let expression = Expression(
        terms.map { Term(variables[$0.name]!, $0.coefficient) }, constant: constant)
      let constraint = Constraint(
        expression, relation, priority: Priority(priority), identifier: id)
      try solver.add(constraint)
      constraints[id] = constraint
    case .remove(let id):
      let constraint =
        constraints[id] ?? Constraint(Expression(0), .equal, identifier: id)
      try solver.remove(constraint)
      constraints[id] = nil
    case .addEdit(let name, let priority):
      try solver.addEditVariable(variables[name]!, priority: Priority(priority))
    case .removeEdit(let name):
      try solver.removeEditVariable(variables[name]!)
    case .suggest(let name, let value):
      try solver.suggestValue(value, for: variables[name]!)
    case .update:
      solver.updateVariables()
    case .expectValue(let name, let expected):
      report.checks += 1
      let actual = variables[name]!.value
      if !CassScript.matches(actual, expected) {
        report.failures.append(
          CassFailure(line: line, message: "? \(name) \(expected): got \(actual)"))
      }
    case .expectError:
      break
    }
  }
}
