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

  /// Aligned columns, numbers right-aligned.
  static func text(_ results: [BenchResult]) -> String {
    let all = [header] + rows(results)
    let columns = header.count
    var widths = [Int](repeating: 0, count: columns)
    for row in all {
      for (index, cell) in row.enumerated() where index < columns - 1 {
        widths[index] = max(widths[index], cell.count)
      }
    }
    let rightAligned: Set<Int> = [2, 5, 6, 7, 8, 10]
    var lines: [String] = []
    for row in all {
      var line = ""
      for (index, cell) in row.enumerated() {
        if index == columns - 1 {
          line += cell
          continue
        }
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        line += (rightAligned.contains(index) ? padding + cell : cell + padding) + "  "
      }
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(line)
    }
    let ratios = comparisons(results)
    if !ratios.isEmpty {
      lines.append("")
      lines.append("Ratios measured in this run (median time, relative to the first approach):")
      lines += ratios.map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func markdown(_ results: [BenchResult]) -> String {
    var lines = [
      "| " + header.joined(separator: " | ") + " |",
      "|"
        + header.enumerated().map { [2, 5, 6, 7, 8, 10].contains($0.offset) ? "---:" : "---" }
        .joined(separator: "|") + "|",
    ]
    for row in rows(results) {
      lines.append("| " + row.map { $0.replacingPipes() }.joined(separator: " | ") + " |")
    }
    let ratios = comparisons(results)
    if !ratios.isEmpty {
      lines.append("")
      lines.append("Ratios measured in this run (median time, relative to the first approach):")
      lines.append("")
      lines += ratios.map { "- " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
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
