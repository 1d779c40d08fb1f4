import Cassowary
import FixFlexFiles

/// `fixflex check FILE...`: lays out every file and compares with its expected
/// layout; runs every `.cass` script and its checks.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "check layouts against their expected frames, and .cass scripts"
  static let help = """
    Usage: fixflex check [--engine direct|constraints] [--verbose] FILE...

    Lays out every layout file and compares it with the expected layout it carries;
    runs every .cass script and its ? and ! checks. Every file is checked, even after
    a failure. Each mismatch is printed as node path, property, expected and actual
    value; the last line is the summary `N passed, M failed` (plus files skipped for
    having no expected layout, and files that could not be read).

    Exit status: 0 all passed, 1 a check failed, 2 a file could not be read.

    Options:
      --engine direct|constraints   the flexbox engine (default: direct)
      --verbose                     also list the files that passed
    """
  static let spec = ArgumentSpec(
    options: ["--engine"], flags: ["--verbose"], aliases: ["-v": "--verbose"])

  /// Mismatches printed per file before `… and N more`.
  static let mismatchLimit = 20

  static func run(_ arguments: ParsedArguments, in context: inout ToolContext) throws(ToolError)
    -> ExitCode
  {
    guard !arguments.positionals.isEmpty else {
      throw ToolError("check takes one or more files", showsUsage: true)
    }
    let options = try LayoutArguments.options(arguments)
    let verbose = arguments.flags.contains("--verbose")
    var passed = 0
    var failed = 0
    var skipped = 0
    var unreadable = 0
    for path in arguments.positionals {
      do throws(ToolError) {
        switch try InputFile.load(path, formats: context.formats) {
        case .script(_, let script):
          let report = script.run()
          if report.passed {
            passed += 1
            if verbose { context.console.print("ok    \(path) (\(report.checks) checks)") }
          } else {
            failed += 1
            context.console.print(
              "FAIL  \(path): \(report.summary)")
            for failure in report.failures.prefix(mismatchLimit) {
              context.console.print("  line \(failure.line): \(failure.message)")
            }
            more(report.failures.count, &context.console)
          }
        case .document(let document):
          let root = try document.laidOut(options)
          guard document.hasExpectedLayout else {
            skipped += 1
            if verbose { context.console.print("skip  \(path): no expected layout") }
            continue
          }
          let mismatches = document.mismatches(in: root)
          if mismatches.isEmpty {
            passed += 1
            if verbose { context.console.print("ok    \(path)") }
          } else {
            failed += 1
            context.console.print("FAIL  \(path): \(mismatches.count) mismatch(es)")
            for mismatch in mismatches.prefix(mismatchLimit) {
              context.console.print(
                "  \(mismatch.path) \(mismatch.property): expected "
                  + "\(decimalText(mismatch.expected, 4)), got \(decimalText(mismatch.actual, 4))")
            }
            more(mismatches.count, &context.console)
          }
        }
      } catch {
        unreadable += 1
        context.console.print("ERROR \(error.message)")
      }
    }
    var summary = "\(passed) passed, \(failed) failed"
    if skipped > 0 { summary += ", \(skipped) without expected layout" }
    if unreadable > 0 { summary += ", \(unreadable) unreadable" }
    context.console.print(summary)
    if unreadable > 0 { return .badInput }
    return failed > 0 ? .checkFailed : .ok
  }

  private static func more(_ count: Int, _ console: inout Console) {
    if count > mismatchLimit { console.print("  … and \(count - mismatchLimit) more") }
  }
}
