import FixFlexFiles

/// The results as a table: aligned text for the terminal, or Markdown for the
/// README; then the ratios between approaches measured in the same run.
enum TableReport {
  static let header = [
    "suite", "screen", "N", "engine", "phase", "runs", "min", "median", "per unit", "reference",
    "ours/ref", "note",
  ]

  static func rows(_ results: [BenchResult]) -> [[String]] {
    results.map { result in
      let reference = result.references.first
      var cells = [
        result.suite, result.screen, "\(result.size)", result.engine, result.phase,
      ]
      if result.hasFigures {
        cells += [
          "\(result.samples.count)", durationText(result.minimumMilliseconds),
          durationText(result.medianMilliseconds),
          durationText(result.microsecondsPerUnit / 1000) + "/" + result.unitName,
        ]
      } else {
        cells += ["—", "—", "—", "—"]
      }
      if let reference {
        cells.append("\(reference.peer) " + durationText(reference.milliseconds))
        cells.append(
          result.hasFigures ? ratioText(result.medianMilliseconds / reference.milliseconds) : "—")
      } else {
        cells += ["", ""]
      }
      var note = result.status == .ok ? "" : result.status.rawValue
      if !result.note.isEmpty { note += (note.isEmpty ? "" : ": ") + result.note }
      let source = result.benchCase.source
      if !source.isEmpty { note += (note.isEmpty ? "" : "; ") + source }
      cells.append(note)
      return cells
    }
  }

  /// `0.52×`, `12×`, `3400×`.
  static func ratioText(_ ratio: Double) -> String {
    guard ratio.isFinite else { return "—" }
    if ratio >= 100 { return decimalText(ratio, 0) + "×" }
    if ratio >= 10 { return decimalText(ratio, 1) + "×" }
    if ratio >= 0.01 { return decimalText(ratio, 2) + "×" }
    return decimalText(ratio, 4) + "×"
  }

  /// The columns ``text(_:)`` and ``markdown(_:)`` right-align: the numbers.
  static let rightAligned: Set<Int> = [2, 5, 6, 7, 8, 10]

  /// Aligned columns, numbers right-aligned.
  static func text(_ results: [BenchResult]) -> String {
    var lines = alignedLines(
      [header] + rows(results), rightAligned: rightAligned, freeFrom: header.count - 1)
    let ratios = comparisons(results)
    if !ratios.isEmpty {
      lines.append("")
      lines.append("Ratios measured in this run (median time, relative to the first approach):")
      lines += ratios.map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func markdown(_ results: [BenchResult]) -> String {
    var lines = markdownLines(header: header, rows: rows(results), rightAligned: rightAligned)
    let ratios = comparisons(results)
    if !ratios.isEmpty {
      lines.append("")
      lines.append("Ratios measured in this run (median time, relative to the first approach):")
      lines.append("")
      lines += ratios.map { "- " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `rows` (the header first) as lines of columns padded to a common width, those in
  /// `rightAligned` on the right, two spaces apart; a cell at `freeFrom` or after (a
  /// note) is written as it is.
  static func alignedLines(_ rows: [[String]], rightAligned: Set<Int>, freeFrom: Int)
    -> [String]
  {
    var widths = [Int](repeating: 0, count: freeFrom)
    for row in rows {
      for (index, cell) in row.enumerated() where index < freeFrom {
        widths[index] = max(widths[index], cell.count)
      }
    }
    return rows.map { row in
      var line = ""
      for (index, cell) in row.enumerated() {
        guard index < freeFrom else {
          line += cell
          continue
        }
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        line += (rightAligned.contains(index) ? padding + cell : cell + padding) + "  "
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  /// A Markdown table: the header, the alignment row (`rightAligned` columns to the
  /// right) and the rows, pipes in cells escaped.
  static func markdownLines(header: [String], rows: [[String]], rightAligned: Set<Int>)
    -> [String]
  {
    [
      "| " + header.joined(separator: " | ") + " |",
      "|"
        + header.indices.map { rightAligned.contains($0) ? "---:" : "---" }
        .joined(separator: "|") + "|",
    ] + rows.map { "| " + $0.map { $0.replacingPipes() }.joined(separator: " | ") + " |" }
  }

  /// For each screen, size and phase timed through two or more engines: each
  /// engine's median over the first engine's.
  static func comparisons(_ results: [BenchResult]) -> [String] {
    var order: [String] = []
    var groups: [String: [BenchResult]] = [:]
    for result in results where result.hasFigures {
      let key = "\(result.suite) \(result.screen) N=\(result.size) \(result.phase)"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(result)
    }
    return order.compactMap { key in
      let group = groups[key]!
      guard group.count >= 2 else { return nil }
      let base = group[0]
      let others = group.dropFirst().map {
        "\($0.engine) \(ratioText($0.medianMilliseconds / base.medianMilliseconds))"
      }
      return "\(key): " + others.joined(separator: ", ") + " the time of \(base.engine)"
    }
  }
}

extension String {
  fileprivate func replacingPipes() -> String {
    split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
