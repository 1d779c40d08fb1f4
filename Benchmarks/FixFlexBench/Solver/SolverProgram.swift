import Cassowary

/// A `.cass` script resolved for timing: variables and constraints created once
/// (untimed), statements turned into solver calls, split into the build (through
/// the first `u`) and the edit (the rest), as kiwi was timed in TIMINGS.md. The
/// `?` and `!` checks are left out of the timed calls; ``SolverSuite`` checks them
/// separately.
struct SolverProgram {
  enum Operation {
    case add(Constraint)
    case remove(Constraint)
    case addEdit(Variable, Priority)
    case removeEdit(Variable)
    case suggest(Variable, Double)
    case update
  }

  /// The variables, in declaration order.
  var variables: [Variable] = []
  /// The calls through the first `u`.
  var build: [Operation] = []
  /// The calls after it.
  var edit: [Operation] = []
  /// `c` statements in the build (the per-constraint denominator).
  var buildConstraints = 0
  /// `s`/`u` pairs, removals and other calls after the build (the edit denominator).
  var editSteps = 0
  /// What one edit step is: `step` (a suggest), `removal`, or `call`.
  var editUnit = "call"

  init(_ script: CassScript) {
    var byName: [String: Variable] = [:]
    var byID: [String: Constraint] = [:]
    var afterBuild = false
    var suggestions = 0
    var removals = 0
    for line in script.lines {
      var operation: Operation?
      switch line.statement {
      case .variable(let name):
        let variable = Variable(name)
        byName[name] = variable
        variables.append(variable)
      case .constraint(let id, let priority, let relation, let constant, let terms):
        let expression = Expression(
          terms.map { Term(byName[$0.name]!, $0.coefficient) }, constant: constant)
        let constraint = Constraint(
          expression, relation, priority: Priority(priority), identifier: id)
        byID[id] = constraint
        operation = .add(constraint)
        if !afterBuild { buildConstraints += 1 }
      case .remove(let id):
        operation = .remove(byID[id] ?? Constraint(Expression(0), .equal, identifier: id))
        removals += afterBuild ? 1 : 0
      case .addEdit(let name, let priority):
        operation = .addEdit(byName[name]!, Priority(priority))
      case .removeEdit(let name):
        operation = .removeEdit(byName[name]!)
      case .suggest(let name, let value):
        operation = .suggest(byName[name]!, value)
        suggestions += afterBuild ? 1 : 0
      case .update:
        operation = .update
      case .expectValue, .expectError:
        break
      }
      guard let operation else { continue }
      if afterBuild {
        edit.append(operation)
      } else {
        build.append(operation)
        if case .update = operation { afterBuild = true }
      }
    }
    if suggestions > 0 {
      editSteps = suggestions
      editUnit = "step"
    } else if removals > 0 {
      editSteps = removals
      editUnit = "removal"
    } else {
      editSteps = edit.count
    }
  }

  /// Performs `operations` on `solver`; failures (expected by `!` lines) are ignored.
  static func perform(_ operations: [Operation], on solver: Solver) {
    for operation in operations {
      do {
        switch operation {
        case .add(let constraint): try solver.add(constraint)
        case .remove(let constraint): try solver.remove(constraint)
        case .addEdit(let variable, let priority):
          try solver.addEditVariable(variable, priority: priority)
        case .removeEdit(let variable): try solver.removeEditVariable(variable)
        case .suggest(let variable, let value): try solver.suggestValue(value, for: variable)
        case .update: solver.updateVariables()
        }
      } catch {
        continue
      }
    }
  }

  /// The sum of the solver's values for all variables: the runs' checksum.
  func checksum(_ solver: Solver) -> Double {
    var sum = 0.0
    for variable in variables { sum += solver.value(of: variable) }
    return sum
  }
}
