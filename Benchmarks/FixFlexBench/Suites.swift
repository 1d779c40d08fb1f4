/// A named list of cases.
struct BenchSuite {
  /// `solver`, `layout`, `flex`: also the subcommand that runs it alone.
  var name: String
  /// The cases, smaller sizes first within each series; `quick` for CI. `only`: the id
  /// of the one case a worker process times — a suite whose listing is costly (the
  /// solver suite reads and parses every workload) may leave out the cases of other
  /// ids.
  var cases: (_ quick: Bool, _ only: String?) -> [BenchCase]
  /// In the no-argument default run, only sizes up to this (nil: all).
  var defaultRunMaximumSize: Int? = nil
  /// Whether the no-argument default run includes the suite.
  var inDefaultRun = false
}

/// The suites, in the order the default run times and prints them.
///
/// The one place to register a suite; each is also the subcommand that runs it alone
/// (`fixflex-bench solver`). The no-argument default run is the main job, the
/// comparison of the approaches on the same screens (Comparison/); the others are its
/// parts, and a `--filter` without a suite looks through all of them.
var benchSuites: [BenchSuite] {
  [
    BenchSuite(
      name: comparisonSuiteName, cases: { quick, _ in comparisonSuite(quick: quick) },
      inDefaultRun: true),
    BenchSuite(
      name: "solver", cases: { solverSuite(quick: $0, only: $1) }, defaultRunMaximumSize: 1000),
    // The 1000 sizes of the feed take minutes with today's solver: `fixflex-bench layout`.
    BenchSuite(
      name: "layout", cases: { quick, _ in layoutSuite(quick: quick) }, defaultRunMaximumSize: 100),
    BenchSuite(name: "flex", cases: { quick, _ in flexSuite(quick: quick) }),
    BenchSuite(name: scalingSuiteName, cases: { quick, _ in scalingSuite(quick: quick) }),
  ]
}

/// The single-file modes, by extension: `fixflex-bench FILE.cass` times a script.
/// Add `.flex.json` (timing a flexbox tree through each engine) here when it lands.
var fileSuites:
  [(
    fileExtension: String,
    cases: (_ path: String, _ quick: Bool) throws(BenchUsageError) -> [BenchCase]
  )]
{
  [
    (
      ".cass",
      { path, quick throws(BenchUsageError) in try solverFileCases(path: path, quick: quick) }
    ),
    (
      ".flex.json",
      { path, _ throws(BenchUsageError) in
        do {
          return try flexFileCase(path: path)
        } catch {
          throw BenchUsageError("\(error)")
        }
      }
    ),
  ]
}
