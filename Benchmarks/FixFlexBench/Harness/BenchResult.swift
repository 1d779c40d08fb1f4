import FixFlexFiles
import Foundation

/// What timing one case found. The case's description (`suite`, `screen`, `size`,
/// `engine`, `phase`, `units`, `unitName`, `references`, `id`, `seriesKey`) reads
/// through to ``benchCase``.
@dynamicMemberLookup
struct BenchResult {
  /// How the case ended.
  enum Status: String {
    /// Timed; the figures are valid.
    case ok
    /// Timed, but the checksum changed between runs: the engine is not
    /// deterministic, or the work is broken. Figures shown, flagged.
    case checksumChanged = "checksum-changed"
    /// Not run: a smaller size was too slow (see ``BenchResult/note``).
    case skipped
    /// The worker process ran out of time and was stopped.
    case timedOut = "timed-out"
    /// The worker process died (a crash, or out of memory).
    case crashed
    /// The case's check found a wrong result before timing; the run stops.
    case checkFailed = "check-failed"
  }

  /// The case timed (its description: suite, screen, size, engine, phase, units,
  /// references).
  let benchCase: BenchCase
  var status: Status = .ok
  /// Why the case was skipped, stopped or flagged.
  var note = ""
  /// The timed runs, in seconds.
  var samples: [Double] = []
  /// The checksum of the first run.
  var checksum = 0.0
  /// Seconds spent in the first `prepare` (untimed set-up), for the skip rule.
  var prepareSeconds = 0.0
  /// The minor page faults taken inside the timed runs, all of them together: fresh
  /// memory from the system, touched for the first time. A large screen's runs can
  /// take thousands each where a small one's take none, when the allocator hands
  /// the memory a run freed back to the system before the next (Benchmarks.md).
  var pageFaults = 0
  /// How much the worker process's peak resident memory grew while it checked and
  /// timed the case, in bytes: on a large screen, about what one run keeps touched at
  /// its peak (the screen built, laid out and not yet freed), since each run starts
  /// from the memory the last one freed; 0 when the runs fit into memory the process
  /// already held (a small screen). `nil` when the case ran in a process that had run
  /// others (`--in-process`), whose peak says nothing of this case.
  var residentGrowth: Int?

  init(_ benchCase: BenchCase) {
    self.benchCase = benchCase
  }

  subscript<Value>(dynamicMember keyPath: KeyPath<BenchCase, Value>) -> Value {
    benchCase[keyPath: keyPath]
  }

  var hasFigures: Bool { !samples.isEmpty && (status == .ok || status == .checksumChanged) }

  /// The fastest run, in milliseconds.
  var minimumMilliseconds: Double { (samples.min() ?? .nan) * 1000 }

  /// The median run, in milliseconds.
  var medianMilliseconds: Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    return median * 1000
  }

  /// The minor page faults a timed run took, on average.
  var pageFaultsPerRun: Double { Double(pageFaults) / Double(max(samples.count, 1)) }

  /// ``residentGrowth`` a unit (a node), in bytes.
  var residentBytesPerUnit: Double? {
    residentGrowth.map { Double($0) / Double(max(self.units, 1)) }
  }

  /// The median cost of one unit, in microseconds.
  var microsecondsPerUnit: Double { medianMilliseconds * 1000 / Double(max(self.units, 1)) }

  /// The result as a JSON object (one line).
  var json: String {
    var fields = [
      "\"id\": \(jsonQuoted(self.id))", "\"suite\": \(jsonQuoted(self.suite))",
      "\"screen\": \(jsonQuoted(self.screen))", "\"size\": \(self.size)",
      "\"engine\": \(jsonQuoted(self.engine))", "\"phase\": \(jsonQuoted(self.phase))",
      "\"units\": \(self.units)", "\"unit\": \(jsonQuoted(self.unitName))",
      "\"status\": \(jsonQuoted(status.rawValue))",
    ]
    if !note.isEmpty { fields.append("\"note\": \(jsonQuoted(note))") }
    if hasFigures {
      fields += [
        "\"runs\": \(samples.count)", "\"min_ms\": \(jsonNumber(minimumMilliseconds))",
        "\"median_ms\": \(jsonNumber(medianMilliseconds))",
        "\"per_unit_us\": \(jsonNumber(microsecondsPerUnit))",
        "\"checksum\": \(jsonNumber(checksum))",
        "\"page_faults_per_run\": \(jsonNumber(pageFaultsPerRun))",
      ]
      if let perUnit = residentBytesPerUnit {
        fields.append("\"peak_rss_growth_bytes_per_unit\": \(jsonNumber(perUnit))")
      }
    }
    fields.append("\"prepare_ms\": \(jsonNumber(prepareSeconds * 1000))")
    let references = self.references.map { reference in
      var text = "{\"peer\": \(jsonQuoted(reference.peer)), \"median_ms\": "
      text += jsonNumber(reference.milliseconds)
      if hasFigures {
        text += ", \"ratio\": \(jsonNumber(medianMilliseconds / reference.milliseconds))"
      }
      return text + "}"
    }
    fields.append("\"references\": [" + references.joined(separator: ", ") + "]")
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// Reads back what a worker process wrote (``json``), into this case's result.
  mutating func read(json text: String) -> Bool {
    guard let data = text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let statusText = object["status"] as? String, let status = Status(rawValue: statusText)
    else { return false }
    self.status = status
    note = object["note"] as? String ?? ""
    samples = (object["samples"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
    checksum = (object["checksum"] as? NSNumber)?.doubleValue ?? 0
    prepareSeconds = ((object["prepare_ms"] as? NSNumber)?.doubleValue ?? 0) / 1000
    pageFaults = (object["page_faults"] as? NSNumber)?.intValue ?? 0
    residentGrowth = (object["peak_rss_growth"] as? NSNumber)?.intValue
    return true
  }

  /// The full record a worker process hands back: ``json`` plus the samples.
  var workerJSON: String {
    let samples = self.samples.map(jsonNumber).joined(separator: ", ")
    var extra = ", \"samples\": [\(samples)], \"page_faults\": \(pageFaults)"
    if let residentGrowth { extra += ", \"peak_rss_growth\": \(residentGrowth)" }
    return String(json.dropLast()) + extra + "}"
  }
}
