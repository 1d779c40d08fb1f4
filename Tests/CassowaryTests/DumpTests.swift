import Cassowary
import Testing

@Suite struct DumpTests {
  /// The dump of a solver is a script that, run on a new solver, gives the same
  /// values; the script is written out by hand here.
  @Test func dumpWritesTheSystemAsAScript() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("box width")
    let other = Variable("left")
    try solver.add(left == 0)
    try solver.add(Constraint(2 * width - other + 0.1, .greaterThanOrEqual, priority: .strong))
    try solver.addEditVariable(width, priority: 600)
    try solver.suggestValue(42.5, for: width)
    let expected = """
      v left
      v box_width
      v left_2
      c c1 required == 0 1 left
      c c2 strong >= 0.1 2 box_width -1 left_2
      e box_width 600
      s box_width 42.5
      u

      """
    #expect(solver.dump() == expected)
  }

  /// Running the dump on a new solver rebuilds the same system: same values.
  @Test func dumpRebuildsTheSolver() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 100)
    try solver.add(Constraint(x - 30 * 1, .equal, priority: .weak))
    try solver.add(Constraint(y - 80 * 1, .lessThanOrEqual, priority: .medium))
    try solver.addEditVariable(x, priority: .strong)
    try solver.suggestValue(35, for: x)
    solver.updateVariables()
    let script = try CassScript(parsing: solver.dump() + "? x 35\n? y 65\n")
    let report = script.run()
    #expect(report.failures.isEmpty, "\(report.failures)")
    #expect(x.value == 35 && y.value == 65)
  }
}
