/// How long to time each case, and how to guard the run against slow engines.
struct TimingPolicy {
  /// Keep repeating until the timed runs add up to this many seconds…
  var budget: Double
  /// …and at least this many runs were timed.
  var minimumRuns: Int
  /// Never more runs than this.
  var maximumRuns: Int
  /// A worker process that runs longer than this is stopped, and the case reported
  /// as timed out (with nothing measured).
  var timeout: Double
  /// A size is skipped when the next smaller size of the same series, scaled by the
  /// square of the size ratio, predicts one run (set-up included) longer than this.
  var runLimit: Double

  /// The CI setting: one small size, few runs.
  static let quick = TimingPolicy(
    budget: 0.05, minimumRuns: 3, maximumRuns: 200, timeout: 60, runLimit: 5)
  /// The no-argument default run (the main job): about a minute in all, so a size
  /// predicted to need more than 5 s a run is skipped, and an engine slower than
  /// predicted costs at most 10 s a case.
  static let defaultRun = TimingPolicy(
    budget: 0.3, minimumRuns: 5, maximumRuns: 5000, timeout: 10, runLimit: 5)
  /// The subcommands (`solver`, a file, …).
  static let standard = TimingPolicy(
    budget: 0.5, minimumRuns: 5, maximumRuns: 5000, timeout: 30, runLimit: 10)
}

/// The command line of `fixflex-bench`.
struct BenchOptions {
  /// What to run: `default`, `solver`, `layout`, `flex`, a file, or `generate`.
  var command = "default"
  /// The file for the single-file mode.
  var file: String?
  /// Arguments of `generate`.
  var generateArguments: [String] = []
  var quick = false
  var json = false
  var markdown = false
  var svgDirectory: String?
  /// Only cases whose id contains this text.
  var filter: String?
  var inProcess = false
  var policy = TimingPolicy.standard
  /// Worker mode: time the case with this id and write the result to `resultFile`.
  var workerCase: String?
  var resultFile: String?

  static let usage = """
    Usage: fixflex-bench [solver | layout | flex | scaling] [options]
           fixflex-bench [solver] FILE.cass [options]     (or [flex] FILE.flex.json)
           fixflex-bench generate FAMILY N [--seed S]
           fixflex-bench frames SCREEN N [stacks | constraints | direct] [--resized]

    With no command: the main job, in about a minute — the same screens (flat, deep,
    grid, feed; N = 10 to 10 000) through stacks → solver, flexbox → constraints →
    solver and flexbox → direct, each checked against the direct engine's frames,
    side by side with ratios (a --filter matching none of them searches the other
    suites). `frames` prints a screen's frames. `solver` runs the solver's workload
    families at N = 100, 1000 and 10 000; a file times that file (for .cass: build =
    through the first `u`, edit = the rest; parsing is not timed). `generate` prints
    a generated solver workload (chain, stack, grid, random, random_dense, resize,
    removal) as a .cass script. `scaling` times the raw-constraints list and the
    direct engine's feed list from scratch at N = 10 to 3000 cells, with each size's
    cost a node over the smallest's and the memory a run keeps touched.

    Options:
      --quick          small sizes and few runs (CI; well under a minute)
      --json           print the results as JSON (one object a case)
      --markdown       print the results as a Markdown table
      --svg DIR        write log-log plots of time against N, one per screen and phase
      --filter TEXT    only cases whose id (suite/screen/N/engine/phase) contains TEXT
      --budget S       time each case for at least S seconds (default 0.5; the
                       default run 0.3; quick 0.05)
      --timeout S      stop a case's worker process after S seconds (default 30; the
                       default run 10; quick 60)
      --limit S        skip a size predicted to need more than S seconds a run
                       (default 10; the default run 5)
      --in-process     time in this process, without worker processes (profiling)

    Timing: set-up runs outside the timed region before every run; each run's
    checksum is compared with the first; runs repeat until both the budget and a
    minimum count are reached. Progress goes to standard error.
    """

  /// Parses the arguments (without the program name).
  init(_ arguments: [String]) throws(BenchUsageError) {
    var index = 0
    var positionals: [String] = []
    func value(_ name: String) throws(BenchUsageError) -> String {
      guard index < arguments.count else { throw BenchUsageError("\(name) needs a value") }
      index += 1
      return arguments[index - 1]
    }
    func seconds(_ name: String) throws(BenchUsageError) -> Double {
      let text = try value(name)
      guard let number = Double(text), number.isFinite, number > 0 else {
        throw BenchUsageError("\(name) expects a number of seconds > 0, got '\(text)'")
      }
      return number
    }
    var budget: Double?
    var timeout: Double?
    var limit: Double?
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "--quick": quick = true
      case "--json": json = true
      case "--markdown": markdown = true
      case "--svg": svgDirectory = try value(argument)
      case "--filter": filter = try value(argument)
      case "--budget": budget = try seconds(argument)
      case "--timeout": timeout = try seconds(argument)
      case "--limit": limit = try seconds(argument)
      case "--in-process": inProcess = true
      case "--worker-case": workerCase = try value(argument)
      case "--result-file": resultFile = try value(argument)
      case "--help", "-h": command = "help"
      default:
        if argument.hasPrefix("-") && !(positionals.first == "generate") {
          throw BenchUsageError("unknown option '\(argument)'")
        }
        positionals.append(argument)
      }
    }
    guard command != "help" else { return }
    if let first = positionals.first {
      switch first {
      case "solver" where positionals.count == 2, "flex" where positionals.count == 2:
        // `fixflex-bench solver FILE.cass` is the single-file mode too.
        command = "file"
        file = positionals[1]
      case "solver", "layout", "flex", scalingSuiteName:
        command = first
        guard positionals.count == 1 else {
          throw BenchUsageError("'\(first)' takes at most one file")
        }
      case "generate":
        command = "generate"
        generateArguments = Array(positionals.dropFirst())
      default:
        guard positionals.count == 1 else { throw BenchUsageError("give one file at a time") }
        command = "file"
        file = first
      }
    }
    if json && markdown { throw BenchUsageError("give --json or --markdown, not both") }
    policy = quick ? .quick : (command == "default" ? .defaultRun : .standard)
    if let budget { policy.budget = budget }
    if let timeout { policy.timeout = timeout }
    if let limit { policy.runLimit = limit }
  }
}

/// Bad arguments: the message, then the usage, and exit code 2.
struct BenchUsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
