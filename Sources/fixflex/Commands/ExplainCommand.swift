import Cassowary
import FixFlexFiles

/// `fixflex explain FILE`: says what a file's layout or system consists of.
enum ExplainCommand: Command {
  static let name = "explain"
  static let summary = "show nodes and frames, or a system's constraints and violations"
  static let help = """
    Usage: fixflex explain FILE [--engine direct|constraints] [--width W --height H]
                                [--direction ltr|rtl]

    For a layout file: its nodes and frames, the differences from its expected
    layout, and whatever the format explains (the constraints its containers
    produced, conflicts, broken constraints, ambiguous nodes).

    For a .cass script: runs it, then lists the variables with their values, the
    active constraints, the optional constraints that are violated (by how much,
    highest priority first) and the failed checks. Values are the solver's current
    solution, updated after the last statement.

    Options:
    \(LayoutArguments.help)
    """
  static let spec = LayoutArguments.spec

  static func run(_ arguments: ParsedArguments, in context: inout ToolContext) throws(ToolError)
    -> ExitCode
  {
    guard arguments.positionals.count == 1 else {
      throw ToolError("explain takes exactly one file", showsUsage: true)
    }
    let path = arguments.positionals[0]
    let options = try LayoutArguments.options(arguments)
    let sections: [Explanation.Section]
    switch try InputFile.load(path, formats: context.formats) {
    case .script(_, let script):
      sections = explainScript(script)
    case .document(let document):
      sections = try explainDocument(document, options)
    }
    context.console.print(path)
    for section in sections {
      context.console.print()
      context.console.print(section.title)
      for line in section.lines { context.console.print("  " + line) }
    }
    return .ok
  }

  static func explainDocument(_ document: any LayoutDocument, _ options: LayoutOptions)
    throws(ToolError) -> [Explanation.Section]
  {
    let root = try document.laidOut(options)
    var sections = [
      Explanation.Section(
        title: "nodes (\(root.flattened.count)), frames relative to the parent:",
        lines: NodeTable.lines(root))
    ]
    if document.hasExpectedLayout {
      let mismatches = document.mismatches(in: root)
      sections.append(
        Explanation.Section(
          title: "against the expected layout: \(mismatches.count) mismatch(es)",
          lines: mismatches.map {
            "\($0.path) \($0.property): expected \(decimalText($0.expected, 4)), "
              + "got \(decimalText($0.actual, 4))"
          }))
    }
    if let explainable = document as? any ExplainableDocument {
      do {
        sections += try explainable.explain(options).sections
      } catch {
        throw ToolError(error.description)
      }
    }
    return sections
  }

  static func explainScript(_ script: CassScript) -> [Explanation.Section] {
    let solver = Solver()
    let report = script.run(on: solver)
    solver.updateVariables()
    let constraints = solver.constraints
    // Values after the last statement: the report holds those of the last `u`, the
    // variables of the active constraints have just been updated.
    var current: [String: Double] = [:]
    for constraint in constraints {
      for term in constraint.expression.terms { current[term.variable.name] = term.variable.value }
    }
    var sections: [Explanation.Section] = []
    sections.append(
      Explanation.Section(
        title: "variables (\(report.variables.count)):",
        lines: report.variables.map {
          "\($0.name) = \(exactDecimalText(current[$0.name] ?? $0.value))"
        }
      ))
    sections.append(
      Explanation.Section(
        title: "active constraints (\(constraints.count)), in the order they were added:",
        lines: constraints.map(\.description)))
    let violated =
      constraints
      .filter { !$0.priority.isRequired && isViolated($0) }
      .sorted { $0.priority > $1.priority }
    sections.append(
      Explanation.Section(
        title: "violated optional constraints (\(violated.count)), highest priority first:",
        lines: violated.map { "\($0) — off by \(decimalText($0.violation, 6))" }))
    let brokenRequired = constraints.filter { $0.priority.isRequired && isViolated($0) }
    if !brokenRequired.isEmpty {
      sections.append(
        Explanation.Section(
          title: "required constraints that do not hold (\(brokenRequired.count)) — a solver bug:",
          lines: brokenRequired.map { "\($0) — off by \(decimalText($0.violation, 9))" }))
    }
    sections.append(
      Explanation.Section(
        title: report.passed
          ? "checks: all \(report.checks) passed"
          : "checks: \(report.failures.count) of \(report.checks) failed",
        lines: report.failures.map(\.description)))
    return sections
  }

  /// Whether the constraint is off by more than the `.cass` tolerance, relative to
  /// the size of its terms.
  static func isViolated(_ constraint: Constraint) -> Bool {
    let expression = constraint.expression
    let scale = expression.terms.reduce(abs(expression.constant)) {
      $0 + abs($1.coefficient * $1.variable.value)
    }
    return constraint.violation > 1e-6 * max(1, scale)
  }
}
