@testable import Cassowary

/// Adds `count` new variables named `prefix0`, `prefix1`, …, each pinned by its own
/// required constraint `v_i == base + i`, and returns them with their constraints:
/// a system whose values are known by heart, for tests of how the solver gives,
/// forgets and recycles its variables' columns.
func pinnedVariables(
  _ count: Int, prefix: String, base: Double = 0, in solver: Solver
) throws -> (variables: [Variable], constraints: [Constraint]) {
  var variables: [Variable] = []
  var constraints: [Constraint] = []
  for index in 0..<count {
    let variable = Variable("\(prefix)\(index)")
    let constraint = variable == base + Double(index)
    try solver.add(constraint)
    variables.append(variable)
    constraints.append(constraint)
  }
  return (variables, constraints)
}
