import FixFlexFiles
import Foundation

// `fixflex-bench`: the solver against flexbox, side by side. The suites are listed
// in Suites.swift; the harness (timing, worker processes, skip rule) is in Harness/,
// the tables and plots in Report/.

/// Prints `message` and the usage on standard error and exits with status 2.
func usageFailure(_ message: String) -> Never {
  progress("error: \(message)\n\n\(BenchOptions.usage)")
  exit(2)
}

/// The cases the command asks for, filtered by `--filter`.
func selectedCases(_ options: BenchOptions) throws(BenchUsageError) -> [BenchCase] {
  var cases: [BenchCase]
  switch options.command {
  case "file":
    let path = options.file!
    guard FileManager.default.fileExists(atPath: path) else {
      throw BenchUsageError("\(path): no such file")
    }
    guard let mode = fileSuites.first(where: { path.hasSuffix($0.fileExtension) }) else {
      throw BenchUsageError(
        "\(path): cannot time this kind of file; expected "
          + fileSuites.map(\.fileExtension).joined(separator: ", "))
    }
    cases = try mode.cases(path, options.quick)
  case "default":
    if let id = options.workerCase {
      // A worker lists only the suite its case belongs to (listing some suites builds
      // trees), and finds the case there by id.
      let suite = benchSuites.first { id.hasPrefix($0.name + "/") }
      return suite.map { $0.cases(options.quick, id).filter { $0.id == id } } ?? []
    }
    // The main job; a filter that matches none of its cases looks through the other
    // suites (so that `--filter solver/chain` finds a part without naming its suite).
    func listed(_ suites: [BenchSuite]) -> [BenchCase] {
      suites.flatMap { suite in
        suite.cases(options.quick, nil).filter { $0.size <= suite.defaultRunMaximumSize ?? Int.max }
      }
    }
    cases = listed(benchSuites.filter(\.inDefaultRun))
    if let filter = options.filter, !cases.contains(where: { $0.id.contains(filter) }) {
      cases = listed(benchSuites.filter { !$0.inDefaultRun })
    }
  default:
    guard let suite = benchSuites.first(where: { $0.name == options.command }) else {
      throw BenchUsageError(
        "the \(options.command) suite is not in this build yet (suites: "
          + benchSuites.map(\.name).joined(separator: ", ") + ")")
    }
    cases = suite.cases(options.quick, nil)
  }
  if let filter = options.filter { cases = cases.filter { $0.id.contains(filter) } }
  return cases
}

/// `fixflex-bench generate FAMILY N [--seed S]`.
func generate(_ arguments: [String]) throws(BenchUsageError) -> String {
  var rest = arguments
  var seed: UInt64 = 1
  if let index = rest.firstIndex(of: "--seed") {
    guard index + 1 < rest.count, let value = UInt64(rest[index + 1]) else {
      throw BenchUsageError("--seed expects a non-negative integer")
    }
    seed = value
    rest.removeSubrange(index...(index + 1))
  }
  let families = SolverWorkload.allCases.map(\.rawValue).joined(separator: ", ")
  guard rest.count == 2, let workload = SolverWorkload(rawValue: rest[0]) else {
    throw BenchUsageError("generate takes a family (\(families)) and a size N")
  }
  guard let size = Int(rest[1]), size >= 2, size <= 1_000_000 else {
    throw BenchUsageError("N must be an integer from 2 to 1 000 000, got '\(rest[1])'")
  }
  return workload.script(size: size, seed: seed).text
}

// `frames`: print a screen of the main job, not a timing (Comparison/FramesCommand.swift).
if CommandLine.arguments.dropFirst().first == "frames" {
  do {
    print(try FramesCommand.run(Array(CommandLine.arguments.dropFirst(2))), terminator: "")
  } catch {
    usageFailure(error.message)
  }
  exit(0)
}

let options: BenchOptions
do {
  options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
  usageFailure(error.message)
}

switch options.command {
case "help":
  print(BenchOptions.usage)
  exit(0)
case "generate":
  do {
    FileHandle.standardOutput.write(Data(try generate(options.generateArguments).utf8))
  } catch {
    usageFailure(error.message)
  }
  exit(0)
default:
  break
}

let cases: [BenchCase]
do {
  cases = try selectedCases(options)
} catch {
  usageFailure(error.message)
}

if let id = options.workerCase {
  // A worker: time one case and hand the result back in a file.
  guard let benchCase = cases.first(where: { $0.id == id }), let file = options.resultFile else {
    progress("worker: no case \(id)")
    exit(3)
  }
  let result = CaseRunner(options: options, selectionArguments: []).runInProcess(
    benchCase, isWorker: true)
  do {
    try result.workerJSON.write(toFile: file, atomically: true, encoding: .utf8)
  } catch {
    progress("worker: cannot write \(file)")
    exit(3)
  }
  exit(0)
}

guard !cases.isEmpty else { usageFailure("no case matches") }

var selection: [String] = []
switch options.command {
case "file": selection.append(options.file!)
case "default": break
default: selection.append(options.command)
}
if options.quick { selection.append("--quick") }

let started = monotonicSeconds()
let results = CaseRunner(options: options, selectionArguments: selection).run(cases)
progress("done in \(decimalText(monotonicSeconds() - started, 1)) s")

// The main job's cases side by side, one row per screen, size and phase; any other
// selection one row per case.
let isMainJob = results.allSatisfy { $0.suite == comparisonSuiteName }
let isScaling = results.allSatisfy { $0.suite == scalingSuiteName }
if options.json {
  print(JSONReport.text(results, quick: options.quick), terminator: "")
} else if isScaling {
  print(ScalingReport.text(results, markdown: options.markdown), terminator: "")
} else if options.markdown {
  print(
    isMainJob ? ComparisonReport.markdown(results) : TableReport.markdown(results),
    terminator: "")
} else {
  print(isMainJob ? ComparisonReport.text(results) : TableReport.text(results), terminator: "")
}
if let directory = options.svgDirectory {
  do {
    for path in try PlotReport.write(results, to: directory) { progress("wrote \(path)") }
  } catch {
    usageFailure(error.message)
  }
}
let failed = results.contains {
  [.checkFailed, .checksumChanged, .crashed].contains($0.status)
}
exit(failed ? 1 : 0)
