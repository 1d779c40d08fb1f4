import Foundation
import Testing
import _FixFlexTestSupport

/// The main job (`fixflex-bench` with no command) end to end on its smallest screens,
/// in a debug build: every approach timed and checked, the side-by-side table, the
/// Markdown and the plots.
@Suite struct MainJobRunTests {
  func results(_ json: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return try #require(object?["results"] as? [[String: Any]])
  }

  /// The feed at N = 10: each approach from scratch (LayoutFrameworkBenchmark's
  /// protocol: 10 measurements of the mannequin and 3 visible cells of 22 nodes) and
  /// on resize (the list of 10 cells and its root), each stacks or constraints case
  /// checked against the direct engine before it was timed.
  @Test func theFeedIsCheckedAndTimedThroughEveryApproach() throws {
    let runner = try ToolRunner()
    guard
      let output = try runner.run(
        "fixflex-bench",
        // A debug build on a shared machine: each case's worker may take minutes.
        ["--quick", "--filter", "compare/feed/10/", "--json", "--timeout", "280"], timeout: 900)
    else { return }
    #expect(output.status == 0, "\(output.stderr)")
    let list = try results(output.stdout)
    let engines = Set(list.compactMap { $0["engine"] as? String })
    #expect(engines.isSuperset(of: ["stacks", "direct"]))
    #expect(list.count == 2 * engines.count)
    for result in list {
      let id = result["id"] as? String ?? "?"
      #expect(result["status"] as? String == "ok", "\(id): \(result["note"] ?? "")")
      #expect((result["runs"] as? Int ?? 0) >= 3, "\(id)")
      let scratch = result["phase"] as? String == "scratch"
      #expect(result["units"] as? Int == (scratch ? (10 + 3) * 22 : 10 * 22 + 1), "\(id)")
      #expect(result["unit"] as? String == "node")
    }
    // Every engine timed the same layout: the checksums of one phase agree (they
    // are rounded sums of frames, which agree within 0.01 point per value).
    for phase in ["scratch", "resize"] {
      let sums = list.filter { $0["phase"] as? String == phase }.compactMap {
        $0["checksum"] as? Double
      }
      #expect(sums.count == engines.count)
      #expect((sums.max() ?? 0) - (sums.min() ?? 0) < 1, "\(phase): \(sums)")
    }
  }

  /// The grid at N = 10: the side-by-side table in Markdown, with a row per phase,
  /// the ratio to the direct engine, the claim and the machine; and a plot per phase
  /// with a line per approach.
  @Test func theTableAndThePlotsShowTheApproachesSideBySide() throws {
    let runner = try ToolRunner()
    guard
      let output = try runner.run(
        "fixflex-bench",
        ["--quick", "--filter", "compare/grid/10/", "--markdown", "--svg", "plots"],
        timeout: 300)
    else { return }
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("| screen | N | nodes | phase |") })
    for title in [
      "stacks → solver", "flexbox → constraints → solver", "flexbox → direct", "stacks ÷ direct",
      "constraints ÷ direct",
    ] {
      #expect(header.contains(title), "\(title)")
    }
    let rows = lines.filter { $0.hasPrefix("| grid | 10 | 13 |") }
    #expect(rows.count == 2)
    #expect(rows.first?.contains("| scratch |") == true)
    #expect(rows.last?.contains("| resize |") == true)
    // Both solver approaches' ratio cells hold a number (×) or, when the
    // constraints approach is not in the build, a dash.
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(cells[cells.count - 2].hasSuffix("×"), "\(row)")
    }
    #expect(output.stdout.contains("The claim (issue 7):"))
    #expect(output.stdout.contains("Machine: "))
    // Progress on standard error, one line per case.
    #expect(output.stderr.contains("compare/grid/10/stacks/scratch"))

    for phase in ["scratch", "resize"] {
      let plot = runner.path("plots/compare-grid-\(phase).svg")
      let text = try String(contentsOfFile: plot, encoding: .utf8)
      #expect(text.contains("data-name=\"stacks\"") && text.contains("data-name=\"direct\""))
    }
  }
}
