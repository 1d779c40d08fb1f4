import FixFlexFiles
import Foundation

/// Runs a list of cases: each in a worker process of its own (so that a slow engine
/// is stopped at the timeout, and one that exhausts memory takes only its worker
/// down), sizes of a series in increasing order, with the skip rule; progress on
/// standard error.
struct CaseRunner {
  var options: BenchOptions
  /// The arguments that make a worker list the same cases (command, file, --quick).
  var selectionArguments: [String]

  /// What is known of a series after its last size.
  private struct SeriesState {
    var size: Int
    /// Seconds of one run, set-up included (median run plus the first set-up).
    var secondsPerRun: Double
    /// Why larger sizes are not run, when the last size did not finish.
    var stopReason: String?
    /// The size before, and its seconds a run, when it was measured too.
    var previous: (size: Int, secondsPerRun: Double)?

    /// How the cost grew from the size before to the last one, as a power of N,
    /// within 1…2; 2 (the cautious guess) with one size measured.
    var growthExponent: Double {
      guard let previous, previous.size < size, previous.secondsPerRun > 0,
        secondsPerRun.isFinite
      else { return 2 }
      let measured =
        log(secondsPerRun / previous.secondsPerRun)
        / log(Double(size) / Double(previous.size))
      return min(2, max(1, measured))
    }
  }

  func run(_ cases: [BenchCase]) -> [BenchResult] {
    var series: [String: SeriesState] = [:]
    // Workloads (suite/screen/N/engine) whose timing timed out or crashed in one
    // phase: the other phases build the same workload in their set-up.
    var brokenWorkloads: [String: String] = [:]
    var results: [BenchResult] = []
    for (index, benchCase) in cases.enumerated() {
      let label = "[\(index + 1)/\(cases.count)] \(benchCase.id)"
      let workload = "\(benchCase.suite)/\(benchCase.screen)/\(benchCase.size)/\(benchCase.engine)"
      var result: BenchResult
      if let broken = brokenWorkloads[workload] {
        result = BenchResult(benchCase)
        result.status = .skipped
        result.note = "after \(broken) at the same size (its set-up builds the same workload)"
      } else if let reason = skipReason(benchCase, series[benchCase.seriesKey]) {
        result = BenchResult(benchCase)
        result.status = .skipped
        result.note = reason
      } else {
        progress("\(label) …")
        result = options.inProcess ? runInProcess(benchCase) : runInWorker(benchCase)
      }
      progress("\(label): " + summary(result))
      results.append(result)
      if result.status == .checkFailed {
        progress("stopping: \(benchCase.id) gives a wrong result: \(result.note)")
        break
      }
      switch result.status {
      case .ok, .checksumChanged:
        let before = series[benchCase.seriesKey]
        series[benchCase.seriesKey] = SeriesState(
          size: benchCase.size,
          secondsPerRun: result.medianMilliseconds / 1000 + result.prepareSeconds,
          previous: before.flatMap { $0.stopReason == nil ? ($0.size, $0.secondsPerRun) : nil })
      case .timedOut, .crashed:
        brokenWorkloads[workload] = "\(benchCase.phase) \(result.status.rawValue)"
        series[benchCase.seriesKey] = SeriesState(
          size: benchCase.size, secondsPerRun: .infinity,
          stopReason: "N=\(benchCase.size) \(result.status.rawValue)")
      case .skipped, .checkFailed:
        if var state = series[benchCase.seriesKey] {
          state.stopReason = state.stopReason ?? "N=\(benchCase.size) was skipped"
          series[benchCase.seriesKey] = state
        }
      }
    }
    return results
  }

  /// Why `benchCase` should not run, given the last sizes of its series: the time a
  /// run is predicted from the last size, growing as the last two sizes grew (as a
  /// power of N within 1…2; N² when only one size was measured).
  private func skipReason(_ benchCase: BenchCase, _ state: SeriesState?) -> String? {
    guard let state, state.size < benchCase.size else { return nil }
    if let reason = state.stopReason { return "after \(reason)" }
    let exponent = state.growthExponent
    let ratio = Double(benchCase.size) / Double(state.size)
    let predicted = state.secondsPerRun * pow(ratio, exponent)
    guard predicted > options.policy.runLimit else { return nil }
    let growth = exponent == 2 ? "N²" : "N^\(decimalText(exponent, 2))"
    return "N=\(state.size) took \(durationText(state.secondsPerRun * 1000)) a run "
      + "(set-up included); N=\(benchCase.size) would take about "
      + "\(durationText(predicted * 1000)) if the cost grows as \(growth), over the limit "
      + "of \(decimalText(options.policy.runLimit)) s (--limit)"
  }

  /// Checks and times one case in this process. `isWorker`: the process was started
  /// for this case alone, so the growth of its peak resident memory is the case's
  /// (``BenchResult/residentGrowth``).
  func runInProcess(_ benchCase: BenchCase, isWorker: Bool = false) -> BenchResult {
    let residentBefore = peakResidentBytes()
    if let check = benchCase.check, let problem = check() {
      var result = BenchResult(benchCase)
      result.status = .checkFailed
      result.note = problem
      return result
    }
    var result = measure(
      benchCase, policy: options.policy, deadline: options.policy.timeout * 0.75)
    if isWorker { result.residentGrowth = peakResidentBytes() - residentBefore }
    return result
  }

  private func runInWorker(_ benchCase: BenchCase) -> BenchResult {
    var result = BenchResult(benchCase)
    let resultFile =
      NSTemporaryDirectory() + "/fixflex-bench-\(ProcessInfo.processInfo.processIdentifier)-"
      + "\(UInt32.random(in: 0...UInt32.max)).json"
    defer { try? FileManager.default.removeItem(atPath: resultFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CaseRunner.executablePath)
    process.arguments =
      selectionArguments + [
        "--worker-case", benchCase.id, "--result-file", resultFile,
        "--budget", "\(options.policy.budget)", "--timeout", "\(options.policy.timeout)",
        "--limit", "\(options.policy.runLimit)",
      ]
    process.standardOutput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      result.status = .crashed
      result.note = "cannot start a worker process: \(error)"
      return result
    }
    if finished.wait(timeout: .now() + options.policy.timeout) == .timedOut {
      process.terminate()
      if finished.wait(timeout: .now() + 2) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
      }
      result.status = .timedOut
      result.note = "stopped after \(decimalText(options.policy.timeout)) s (--timeout)"
      return result
    }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      result.status = .crashed
      result.note =
        process.terminationReason == .uncaughtSignal
        ? "the worker died of signal \(process.terminationStatus) (a crash, or out of memory)"
        : "the worker exited with status \(process.terminationStatus)"
      return result
    }
    guard let text = try? String(contentsOfFile: resultFile, encoding: .utf8),
      result.read(json: text)
    else {
      result.status = .crashed
      result.note = "the worker wrote no result"
      return result
    }
    return result
  }

  /// This program, to start workers with.
  static var executablePath: String {
    if let path = Bundle.main.executablePath { return path }
    return CommandLine.arguments[0]
  }

  private func summary(_ result: BenchResult) -> String {
    guard result.hasFigures else { return "\(result.status.rawValue): \(result.note)" }
    var text =
      "median \(durationText(result.medianMilliseconds)), min "
      + "\(durationText(result.minimumMilliseconds)) (\(result.samples.count) runs)"
    if result.status != .ok || !result.note.isEmpty { text += " — \(result.note)" }
    return text
  }
}

/// Writes a line to standard error.
func progress(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// A duration given in milliseconds, with three significant digits and a unit.
func durationText(_ milliseconds: Double) -> String {
  guard milliseconds.isFinite else { return "—" }
  func significant(_ value: Double, _ unit: String) -> String {
    let digits = value >= 100 ? 0 : (value >= 10 ? 1 : 2)
    return decimalText(value, digits) + " " + unit
  }
  if milliseconds >= 1000 { return significant(milliseconds / 1000, "s") }
  if milliseconds >= 1 { return significant(milliseconds, "ms") }
  if milliseconds >= 1e-3 { return significant(milliseconds * 1000, "µs") }
  return significant(milliseconds * 1e6, "ns")
}
