import Cassowary
import FixFlexFiles

/// `fixflex solve FILE.cass`: runs a script and reports its checks.
enum SolveCommand: Command {
  static let name = "solve"
  static let summary = "run a .cass script and report failed ? and ! checks"
  static let help = """
    Usage: fixflex solve FILE.cass [--json | --values] [--stats]

    Runs a .cass script (a constraint system and a script of operations on it) with
    the Cassowary solver. Each failed `?` or `!` check, and each statement that failed
    without a `!` expecting it, is printed with its line; then a summary line.

    Exit status: 0 every check passed, 1 a check failed, 2 the file cannot be read or
    has a syntax error (the message names the line and what was expected).

    Options:
      --json     print the final values of all variables as one JSON object, in
                 declaration order (failures then go to standard error)
      --values   also print the final values as `name = value` lines
      --stats    also print the solver's work: rows added, primal, dual, block and
                 removal pivots, pivots exchanged in the factors, refactorisations,
                 reduced costs recomputed, primal refreshes, pivots rejected and bases
                 repaired (to standard error with --json)
    """
  static let spec = ArgumentSpec(
    options: [], flags: ["--json", "--values", "--stats"], aliases: [:])

  static func run(_ arguments: ParsedArguments, in context: inout ToolContext) throws(ToolError)
    -> ExitCode
  {
    guard arguments.positionals.count == 1 else {
      throw ToolError("solve takes exactly one .cass file", showsUsage: true)
    }
    let path = arguments.positionals[0]
    try InputFile.checkFile(path)
    guard path.hasSuffix(".cass") else {
      throw ToolError(
        "\(path): solve takes a .cass script; lay out other files with 'fixflex layout'")
    }
    let solver = Solver()
    let report = try InputFile.loadScript(path).run(on: solver)
    let json = arguments.flags.contains("--json")
    var failures: [String] = report.failures.map { "\(path): line \($0.line): \($0.message)" }
    failures.append(report.summary)
    if json {
      let fields = report.variables.map { "  \(jsonQuoted($0.name)): \(jsonNumber($0.value))" }
      context.console.print(fields.isEmpty ? "{}" : "{\n" + fields.joined(separator: ",\n") + "\n}")
      if !report.passed { failures.forEach { context.console.printError($0) } }
    } else {
      failures.forEach { context.console.print($0) }
      if arguments.flags.contains("--values") {
        for (name, value) in report.variables {
          context.console.print("\(name) = \(exactDecimalText(value))")
        }
      }
    }
    if arguments.flags.contains("--stats") {
      let line = statisticsLine(solver.statistics)
      if json { context.console.printError(line) } else { context.console.print(line) }
    }
    return report.passed ? .ok : .checkFailed
  }

  /// `SolverStatistics` as one line.
  static func statisticsLine(_ statistics: SolverStatistics) -> String {
    let s = statistics
    return "statistics: \(s.rowsAdded) rows added, \(s.primalPivots) primal pivots, "
      + "\(s.dualPivots) dual pivots (\(s.blockExchanges) in blocks), "
      + "\(s.removalPivots) removal pivots, \(s.factorExchanges) exchanged in the factors, "
      + "\(s.refactorizations) refactorisations, "
      + "\(s.reducedCostRefreshes) reduced costs recomputed, \(s.primalRefreshes) primal "
      + "refreshes, \(s.rejectedPivots) pivots rejected, \(s.basisRepairs) bases repaired"
  }
}
