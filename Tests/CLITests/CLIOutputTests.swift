import Foundation
import Testing
import _FixFlexTestSupport

/// The commands on small hand-written files: exit codes and the numbers they print
/// (worked out in Fixtures.swift), and the whole output against golden transcripts
/// (`RECORD_SNAPSHOTS=1` re-records them).
@Suite struct CLIOutputTests {
  @Test func helpForTheToolAndEveryCommand() throws {
    let runner = try ToolRunner()
    var transcript = ""
    for arguments in [
      ["--help"], ["help", "layout"], ["check", "--help"], ["solve", "-h"], ["help", "render"],
      ["explain", "--help"],
    ] {
      guard let output = try runner.run("fixflex", arguments) else { return }
      #expect(output.status == 0, "fixflex \(arguments.joined(separator: " "))")
      #expect(output.stdout.contains("Usage: fixflex"))
      transcript += Golden.transcript("fixflex " + arguments.joined(separator: " "), output)
    }
    Golden.check(transcript, "help.txt")
  }

  @Test func layoutPrintsFramesRelativeToTheParent() throws {
    let runner = try ToolRunner()
    try runner.write("cell.frames.json", Fixtures.cell)
    guard let output = try runner.fixflex("layout", "cell.frames.json") else { return }
    #expect(output.status == 0)
    let rows = output.stdout.split(separator: "\n").map {
      $0.split(separator: " ").map(String.init)
    }
    // The subtitle's frame relative to its parent, as in the file.
    #expect(rows.contains(["subtitle", "0", "24", "150.5", "18"]))
    #expect(rows.contains(["gap", "(guide)", "64", "0", "12", "80"]))
    var transcript = Golden.transcript("fixflex layout cell.frames.json", output)
    guard let frames = try runner.fixflex("layout", "cell.frames.json", "--frames") else { return }
    #expect(frames.status == 0)
    transcript += Golden.transcript("fixflex layout cell.frames.json --frames", frames)
    // The --frames output reads back as the same layout.
    try runner.write("again.frames.json", frames.stdout)
    guard let again = try runner.fixflex("layout", "again.frames.json") else { return }
    #expect(again.stdout.replacingOccurrences(of: "again", with: "cell") == output.stdout)
    Golden.check(transcript, "layout.txt")
  }

  @Test func checkReportsEveryMismatchAndASummary() throws {
    let runner = try ToolRunner()
    try runner.write("cell.frames.json", Fixtures.cell)
    try runner.write("passing.frames.json", Fixtures.cellPassing)
    try runner.write("row.cass", Fixtures.rowScript)
    try runner.write("failing.cass", Fixtures.rowScriptFailing)
    guard
      let output = try runner.fixflex(
        "check", "cell.frames.json", "passing.frames.json", "row.cass", "failing.cass")
    else { return }
    #expect(output.status == 1)
    #expect(output.stdout.contains("subtitle width: expected 150, got 150.5"))
    #expect(output.stdout.contains("line 13: ? width1 90"))
    #expect(output.stdout.contains("line 16: expected duplicate, got unsatisfiable"))
    #expect(output.stdout.hasSuffix("2 passed, 2 failed\n"))
    guard let passing = try runner.fixflex("check", "passing.frames.json", "row.cass") else {
      return
    }
    #expect(passing.status == 0)
    #expect(passing.stdout == "2 passed, 0 failed\n")
    Golden.check(
      Golden.transcript(
        "fixflex check cell.frames.json passing.frames.json row.cass failing.cass", output),
      "check.txt")
  }

  @Test func solveRunsScriptsAndPrintsValuesAsJSON() throws {
    let runner = try ToolRunner()
    try runner.write("row.cass", Fixtures.rowScript)
    try runner.write("failing.cass", Fixtures.rowScriptFailing)
    guard let ok = try runner.fixflex("solve", "row.cass", "--json") else { return }
    #expect(ok.status == 0)
    let values = try JSONSerialization.jsonObject(with: Data(ok.stdout.utf8)) as? [String: Double]
    // left = 0 (pin), right = 300 (end), 3·width1 = 300.
    #expect(values == ["left": 0, "width1": 100, "width2": 200, "right": 300])
    guard let failing = try runner.fixflex("solve", "failing.cass") else { return }
    #expect(failing.status == 1)
    #expect(failing.stdout.contains("failing.cass: line 13: ? width1 90"))
    #expect(failing.stdout.contains("2 of 3 checks failed"))
    Golden.check(
      Golden.transcript("fixflex solve row.cass --json", ok)
        + Golden.transcript("fixflex solve failing.cass", failing), "solve.txt")
  }

  @Test func solveReportsTheSolversWorkWithStats() throws {
    let runner = try ToolRunner()
    try runner.write("row.cass", Fixtures.rowScript)
    guard let plain = try runner.fixflex("solve", "row.cass", "--stats") else { return }
    #expect(plain.status == 0)
    // The row system adds five constraints (pin, end, chain, ratio, nudge): five rows.
    let lines = plain.stdout.split(separator: "\n")
    #expect(lines.first == "all 2 checks passed")
    #expect(lines.last?.hasPrefix("statistics: 5 rows added, ") == true)
    #expect(lines.last?.hasSuffix(" bases repaired") == true)
    // With --json the statistics go to standard error: standard output stays JSON.
    guard let json = try runner.fixflex("solve", "row.cass", "--json", "--stats") else { return }
    #expect(json.status == 0)
    let values = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Double]
    #expect(values?["width1"] == 100)
    #expect(json.stderr.hasPrefix("statistics: 5 rows added, "))
  }

  @Test func explainListsConstraintsAndViolations() throws {
    let runner = try ToolRunner()
    try runner.write("row.cass", Fixtures.rowScript)
    try runner.write("cell.frames.json", Fixtures.cell)
    guard let script = try runner.fixflex("explain", "row.cass") else { return }
    #expect(script.status == 0)
    #expect(script.stdout.contains("active constraints (5)"))
    // Only `nudge` (left = 5, weak) is violated: left is pinned at 0, off by 5.
    #expect(script.stdout.contains("violated optional constraints (1)"))
    #expect(script.stdout.contains("nudge: left - 5 == 0 @ weak — off by 5"))
    guard let layout = try runner.fixflex("explain", "cell.frames.json") else { return }
    #expect(layout.status == 0)
    #expect(layout.stdout.contains("nodes (6)"))
    #expect(layout.stdout.contains("1 mismatch(es)"))
    Golden.check(
      Golden.transcript("fixflex explain row.cass", script)
        + Golden.transcript("fixflex explain cell.frames.json", layout), "explain.txt")
  }
}
