import FixFlexFiles

/// The scaling suite's table: one block a series (screen and engine), a row a size,
/// with the time a node, its growth over the series' smallest size, and the memory
/// the run kept touched.
enum ScalingReport {
  static let header = [
    "screen", "engine", "N", "nodes", "runs", "min/node", "median/node", "growth",
    "faults/run", "rss growth/node",
  ]

  static func rows(_ results: [BenchResult]) -> [[String]] {
    var smallest: [String: Double] = [:]
    return results.map { result in
      var cells = [result.screen, result.engine, "\(result.size)", "\(result.units)"]
      guard result.hasFigures else {
        let note = result.note.isEmpty ? result.status.rawValue : result.note
        return cells + ["—", "—", "—", "—", "—", note]
      }
      // Per node, the minimum: the run least disturbed by the machine.
      let minimum = result.minimumMilliseconds * 1000 / Double(max(result.units, 1))
      let base = smallest[result.seriesKey] ?? minimum
      smallest[result.seriesKey] = base
      cells += [
        "\(result.samples.count)", durationText(minimum / 1000),
        durationText(result.microsecondsPerUnit / 1000), TableReport.ratioText(minimum / base),
        decimalText(result.pageFaultsPerRun, 0),
        result.residentBytesPerUnit.map(byteText) ?? "—",
      ]
      return cells
    }
  }

  /// `512 B`, `6.4 KB`, `1.2 MB` (powers of 1024).
  static func byteText(_ bytes: Double) -> String {
    guard bytes.isFinite else { return "—" }
    if bytes < 1024 { return decimalText(bytes, 0) + " B" }
    if bytes < 1024 * 1024 { return decimalText(bytes / 1024, 1) + " KB" }
    return decimalText(bytes / (1024 * 1024), 1) + " MB"
  }

  /// Aligned columns, numbers right-aligned; Markdown with `markdown`.
  static func text(_ results: [BenchResult], markdown: Bool = false) -> String {
    let numeric = Set(2..<header.count)
    let lines =
      markdown
      ? TableReport.markdownLines(header: header, rows: rows(results), rightAligned: numeric)
      : TableReport.alignedLines(
        [header] + rows(results), rightAligned: numeric, freeFrom: header.count)
    return lines.joined(separator: "\n") + "\n"
  }
}
