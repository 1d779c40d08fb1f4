/// The engine behind ``Solver``: a sparse simplex tableau. (Being written.)
struct Tableau {
  mutating func add(_ constraints: [Constraint]) throws(SolverError) { fatalError("todo") }
  mutating func remove(_ constraints: [Constraint]) throws(SolverError) { fatalError("todo") }
  func contains(_ constraint: Constraint) -> Bool { fatalError("todo") }
  mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    fatalError("todo")
  }
  func activeConstraints() -> [Constraint] { fatalError("todo") }
  mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    fatalError("todo")
  }
  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) { fatalError("todo") }
  func hasEditVariable(_ variable: Variable) -> Bool { fatalError("todo") }
  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    fatalError("todo")
  }
  mutating func updateVariables() { fatalError("todo") }
  func value(of variable: Variable) -> Double { fatalError("todo") }
}
