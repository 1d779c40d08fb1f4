import FixFlexFiles
import Foundation

/// The main job's table: one row per screen, size and phase, the approaches side by
/// side (median and minimum time of a run, median cost per node), the ratios to the
/// direct engine measured in the same run, notes on what was not timed, and the
/// issue's claim checked against the figures.
enum ComparisonReport {
  /// One row: a screen at one size in one phase, and each approach's result.
  struct Row {
    var screen: String
    var size: Int
    var phase: String
    var nodes: Int
    var results: [Approach: BenchResult] = [:]

    /// The median of `approach` over the direct engine's, when both were timed.
    func ratio(_ approach: Approach) -> Double? {
      guard let ours = results[approach], ours.hasFigures, let direct = results[.direct],
        direct.hasFigures
      else { return nil }
      return ours.medianMilliseconds / direct.medianMilliseconds
    }
  }

  /// The rows, in the order the cases ran.
  static func rows(_ results: [BenchResult]) -> [Row] {
    var order: [String] = []
    var rows: [String: Row] = [:]
    for result in results {
      guard let approach = Approach(rawValue: result.engine) else { continue }
      let key = "\(result.screen)/\(result.size)/\(result.phase)"
      if rows[key] == nil {
        order.append(key)
        rows[key] = Row(
          screen: result.screen, size: result.size, phase: result.phase, nodes: result.units)
      }
      rows[key]!.results[approach] = result
    }
    return order.map { rows[$0]! }
  }

  /// The notes on results without figures (or flagged), numbered as the table
  /// refers to them.
  private static func notes(_ rows: [Row]) -> (marks: [String: Int], lines: [String]) {
    var marks: [String: Int] = [:]
    var lines: [String] = []
    for row in rows {
      for approach in Approach.tableOrder {
        guard let result = row.results[approach], result.status != .ok || !result.note.isEmpty
        else { continue }
        lines.append(
          "\(lines.count + 1). \(result.id): \(result.status.rawValue)"
            + (result.note.isEmpty ? "" : ": \(result.note)"))
        marks[result.id] = lines.count
      }
    }
    return (marks, lines)
  }

  /// What one approach's cells show for a row: median, minimum, per node.
  private static func cells(_ row: Row, _ approach: Approach, _ marks: [String: Int]) -> [String] {
    guard let result = row.results[approach] else {
      let missing = Approach.available.contains(approach) ? "—" : "not available"
      return [missing, "", ""]
    }
    let mark = marks[result.id].map { " (\($0))" } ?? ""
    guard result.hasFigures else { return [result.status.rawValue + mark, "", ""] }
    return [
      durationText(result.medianMilliseconds) + mark, durationText(result.minimumMilliseconds),
      durationText(result.microsecondsPerUnit / 1000),
    ]
  }

  private static func ratioCells(_ row: Row) -> [String] {
    [Approach.stacks, .constraints].map { approach in
      row.ratio(approach).map(TableReport.ratioText) ?? "—"
    }
  }

  /// The table's header cells.
  private static var header: [String] {
    ["screen", "N", "nodes", "phase"]
      + Approach.tableOrder.flatMap { [$0.title, "min", "per node"] }
      + ["stacks ÷ direct", "constraints ÷ direct"]
  }

  private static let introduction = """
    The main job: each screen laid out by stacks → solver, flexbox → constraints → \
    solver and flexbox → direct, from scratch (tree built and laid out) and on a root \
    resize (one layout of a laid-out tree at a new size). Times are the median of a \
    run, then the minimum and the median per node; ratios are medians measured in \
    this run, over the direct engine's. Every stacks and constraints case shown with \
    times first gave the direct engine's frames (within 0.01 point) at its size and \
    phase; the feed from scratch follows LayoutFrameworkBenchmark (N measurements of \
    a reused cell, then the visible cells), its resize is the list of N cells.
    """

  /// Aligned columns for the terminal.
  static func text(_ results: [BenchResult]) -> String {
    let rows = rows(results)
    let (marks, noteLines) = notes(rows)
    let table =
      [header]
      + rows.map { row in
        ["\(row.screen)", "\(row.size)", "\(row.nodes)", row.phase]
          + Approach.tableOrder.flatMap { cells(row, $0, marks) } + ratioCells(row)
      }
    var widths = [Int](repeating: 0, count: header.count)
    for line in table {
      for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    let leftAligned: Set<Int> = [0, 3]
    var lines = [introduction, ""]
    for line in table {
      var text = ""
      for (index, cell) in line.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        text += (leftAligned.contains(index) ? cell + padding : padding + cell) + "  "
      }
      while text.hasSuffix(" ") { text.removeLast() }
      lines.append(text)
    }
    if !noteLines.isEmpty { lines += ["", "Notes:"] + noteLines.map { "  " + $0 } }
    lines += ["", "The claim (issue 7):"] + claims(rows).map { "  " + $0 }
    lines += ["", machine()]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Markdown table for the README's results.
  static func markdown(_ results: [BenchResult]) -> String {
    let rows = rows(results)
    let (marks, noteLines) = notes(rows)
    let numeric = { (index: Int) in index != 0 && index != 3 }
    var lines = [
      introduction.replacingOccurrences(of: "\n", with: " "), "",
      "| " + header.joined(separator: " | ") + " |",
      "|" + header.indices.map { numeric($0) ? "---:" : "---" }.joined(separator: "|") + "|",
    ]
    for row in rows {
      let line =
        ["\(row.screen)", "\(row.size)", "\(row.nodes)", row.phase]
        + Approach.tableOrder.flatMap { cells(row, $0, marks) } + ratioCells(row)
      lines.append("| " + line.joined(separator: " | ") + " |")
    }
    if !noteLines.isEmpty { lines += ["", "Notes:", ""] + noteLines }
    lines += ["", "The claim (issue 7):", ""] + claims(rows).map { "- " + $0 }
    lines += ["", machine()]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The claim — the constraint approach within 3× of the direct engine from
  /// scratch on the feed at N = 100, and faster on resize — against this run's
  /// figures, for each solver approach.
  static func claims(_ rows: [Row]) -> [String] {
    func row(_ phase: String) -> Row? {
      rows.first { $0.screen == "feed" && $0.size == 100 && $0.phase == phase }
    }
    var lines: [String] = []
    for approach in [Approach.constraints, .stacks] {
      guard Approach.available.contains(approach) else {
        lines.append("\(approach.title): not measured — not in this build (issue 6).")
        continue
      }
      var parts: [String] = []
      if let ratio = row("scratch")?.ratio(approach) {
        parts.append(
          "from scratch \(TableReport.ratioText(ratio)) the direct engine's time "
            + (ratio <= 3 ? "(within 3×: yes)" : "(within 3×: no)"))
      } else {
        parts.append("from scratch: not timed in this run")
      }
      if let ratio = row("resize")?.ratio(approach) {
        parts.append(
          "on resize \(TableReport.ratioText(ratio)) "
            + (ratio < 1 ? "(faster: yes)" : "(faster: no)"))
      } else {
        parts.append("on resize: not timed in this run")
      }
      lines.append("\(approach.title), feed N = 100: " + parts.joined(separator: "; ") + ".")
    }
    lines.append(
      "For scale: LayoutFrameworkBenchmark's feed at N = 100 on iOS devices "
        + "(TIMINGS.md) takes Auto Layout 3.2× (iPhone 16) to 7.7× (iPhone XS) "
        + "FlexLayout's time.")
    return lines
  }

  /// The machine, the build and the load, so that a table says where it was made.
  static func machine() -> String {
    var cpu = "unknown processor"
    if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    {
      cpu = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    var load = ""
    if let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
      let first = text.split(separator: " ").first
    {
      load = ", load average \(first) (1 min) at the end of the run"
    }
    #if DEBUG
      let build = "a debug build (10–50× slower: use swift run -c release fixflex-bench)"
    #else
      let build = "a release build"
    #endif
    return "Machine: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores\(load); "
      + "\(build)."
  }
}
