import FixFlexFiles

/// `--json`: the run as one JSON object, one result a line.
enum JSONReport {
  static func text(_ results: [BenchResult], quick: Bool) -> String {
    let lines = results.map { "    " + $0.json }
    return "{\n  \"quick\": \(quick),\n  \"results\": [\n" + lines.joined(separator: ",\n")
      + "\n  ]\n}\n"
  }
}
