import Foundation
import Testing
import _FixFlexTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `fixflex-bench` end to end on the smallest cases (debug build): the JSON report,
/// the plots, the single-file mode with its check, and bad arguments.
@Suite struct BenchHarnessTests {
  func results(_ json: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return try #require(object?["results"] as? [[String: Any]])
  }

  @Test func quickChainRunReportsFiguresAndAPlot() throws {
    let runner = try ToolRunner()
    guard
      let output = try runner.run(
        "fixflex-bench", ["--quick", "--filter", "chain", "--json", "--svg", "plots"], timeout: 120)
    else { return }
    #expect(output.status == 0, "\(output.stderr)")
    let list = try results(output.stdout)
    #expect(list.count == 1)
    let chain = try #require(list.first)
    #expect(chain["id"] as? String == "solver/chain/100/solver/build")
    #expect(chain["status"] as? String == "ok")
    let runs = try #require(chain["runs"] as? Int)
    let minimum = try #require(chain["min_ms"] as? Double)
    let median = try #require(chain["median_ms"] as? Double)
    #expect(runs >= 3)
    #expect(minimum > 0 && minimum <= median)
    // Page faults a run, read back from the worker: a count, so never negative.
    let faults = try #require(chain["page_faults_per_run"] as? Double)
    #expect(faults >= 0 && faults.isFinite)
    // chain_100 has 100 weak preferences, 7 strong anchors, 99 gaps and 2 bounds.
    #expect(chain["units"] as? Int == 208)
    let references = try #require(chain["references"] as? [[String: Any]])
    #expect(references.first?["peer"] as? String == "kiwi")
    #expect(references.first?["median_ms"] as? Double == 0.245)
    // Progress went to standard error, one line per case and a final line.
    #expect(output.stderr.contains("[1/1] solver/chain/100/solver/build"))

    let plot = runner.path("plots/solver-chain-build.svg")
    let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: plot)))
    final class Collector: NSObject, XMLParserDelegate {
      var classes: [String] = []
      var names: [String] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) {
        if let value = attributes["class"] { classes.append(value) }
        if let value = attributes["data-name"] { names.append(value) }
      }
    }
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse())
    #expect(collector.classes.contains("x-axis") && collector.classes.contains("y-axis"))
    #expect(collector.classes.filter { $0 == "x-tick" }.count >= 2)
    #expect(collector.classes.filter { $0 == "legend" }.count == 2)
    #expect(collector.names == ["solver", "kiwi (TIMINGS.md)"])
  }

  @Test func scalingReportsGrowthAndMemoryInWorkersOnly() throws {
    let runner = try ToolRunner()
    guard
      let output = try runner.run("fixflex-bench", ["scaling", "--quick", "--json"], timeout: 300)
    else { return }
    #expect(output.status == 0, "\(output.stderr)")
    let list = try results(output.stdout)
    let sizes = [10, 30, 100]
    #expect(
      list.map { $0["id"] as? String } == sizes.map { "scaling/list/\($0)/constraints/scratch" }
        + sizes.map { "scaling/feed/\($0)/direct/scratch" })
    // Five nodes a list cell and 22 a feed cell, and a root.
    #expect(
      list.map { $0["units"] as? Int } == sizes.map { 5 * $0 + 1 } + sizes.map { 22 * $0 + 1 })
    for result in list {
      // Each case ran in a worker of its own, which reports how far its peak grew.
      let growth = try #require(result["peak_rss_growth_bytes_per_unit"] as? Double, "\(result)")
      #expect(growth >= 0 && growth.isFinite)
    }

    // In one process for all cases, the peak says nothing of one case: not reported.
    guard
      let inProcess = try runner.run(
        "fixflex-bench", ["scaling", "--quick", "--in-process", "--filter", "list"], timeout: 300)
    else { return }
    #expect(inProcess.status == 0, "\(inProcess.stderr)")
    let rows = inProcess.stdout.split(separator: "\n").map {
      $0.split(separator: " ").map(String.init)
    }
    #expect(
      rows.first == [
        "screen", "engine", "N", "nodes", "runs", "min/node", "median/node", "growth", "faults/run",
        "rss", "growth/node",
      ])
    try #require(rows.count == 4)
    #expect(rows.dropFirst().map { $0[2] } == ["10", "30", "100"])
    // Growth is over the series' smallest size: exactly 1 there.
    #expect(rows[1][rows[1].count - 3] == "1×")
    #expect(rows.dropFirst().allSatisfy { $0.last == "—" })
  }

  @Test func aSingleScriptIsTimedAndChecked() throws {
    let runner = try ToolRunner()
    // Build through the first `u` (3 constraints), then an edit part of 2 steps.
    // The strong suggestion x = 3 beats the weak x = 5.
    try runner.write(
      "edit.cass",
      """
      v x
      v y
      c a required >= 0 1 x
      c b required == 0 1 x -1 y
      c c weak == -5 1 x
      e x strong
      s x 3
      u
      ? x 3
      s x 7
      u
      s x 9
      u
      ? y 9

      """)
    try runner.write("wrong.cass", "v x\nc a required == -3 1 x\nu\n? x 4\n")
    guard
      let output = try runner.run(
        "fixflex-bench", ["edit.cass", "--quick", "--json"], timeout: 120)
    else { return }
    #expect(output.status == 0, "\(output.stderr)")
    let list = try results(output.stdout)
    try #require(list.count == 2)
    #expect(list.map { $0["phase"] as? String } == ["build", "edit"])
    #expect(list.map { $0["units"] as? Int } == [3, 2])
    #expect(list.map { $0["unit"] as? String } == ["constraint", "step"])
    // After the edit part, x = y = 9: the checksum is their sum.
    #expect(list[1]["checksum"] as? Double == 18)

    // `fixflex-bench solver FILE.cass` is the same mode.
    guard
      let viaSolver = try runner.run(
        "fixflex-bench", ["solver", "edit.cass", "--quick", "--json"], timeout: 120)
    else { return }
    #expect(
      try results(viaSolver.stdout).map { $0["id"] as? String } == list.map { $0["id"] as? String })

    guard let wrong = try runner.run("fixflex-bench", ["wrong.cass", "--quick"], timeout: 120)
    else { return }
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("1 of 1 checks failed"))
  }

  @Test func badArgumentsExitTwo() throws {
    let runner = try ToolRunner()
    for arguments in [
      ["--budget", "0"], ["--frobnicate"], ["nothing.cass"], ["nosuite"],
      ["generate", "spiral", "10"],
      ["generate", "chain", "1"], ["--json", "--markdown"],
    ] {
      guard let output = try runner.run("fixflex-bench", arguments) else { return }
      #expect(output.status == 2, "\(arguments): \(output.status)")
      #expect(output.stderr.hasPrefix("error: "), "\(arguments)")
    }
  }
}
