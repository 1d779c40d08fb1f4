import Foundation
import Testing
import _FixFlexTestSupport

/// Bad input gets a clear message naming the file and where in it, and exit code 2;
/// never a crash or a hang (every run is stopped after a minute).
@Suite struct CLIBadInputTests {
  /// Runs `fixflex` and checks exit 2, no crash, and a message containing `parts`.
  func expectBadInput(
    _ runner: ToolRunner, _ arguments: [String], mentions parts: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    guard let output = try runner.run("fixflex", arguments) else { return "" }
    let command = "fixflex " + arguments.joined(separator: " ")
    #expect(!output.timedOut, "\(command) hung", sourceLocation: sourceLocation)
    #expect(output.status == 2, "\(command): exit \(output.status)", sourceLocation: sourceLocation)
    for part in parts {
      #expect(
        output.stderr.contains(part), "\(command): '\(part)' not in \(output.stderr)",
        sourceLocation: sourceLocation)
    }
    return Golden.transcript(command, output)
  }

  @Test func malformedFilesNameTheFileAndThePlace() throws {
    let runner = try ToolRunner()
    try runner.write("syntax.cass", Fixtures.syntaxErrorOnLine7)
    try runner.write(
      "broken.frames.json", "{\n  \"root\": {\"name\": \"a\",\n  \"frame\": [0, 0, 1 1]}\n}\n")
    try runner.write(
      "unknown.frames.json",
      "{\"root\": {\"frame\": [0, 0, 10, 10], \"children\": [{\"frame\": [0, 0, 1, 1], \"colour\": 3}]}}"
    )
    try runner.write("negative.frames.json", "{\"root\": {\"frame\": [0, 0, -10, 10]}}")
    try runner.write("huge.frames.json", "{\"root\": {\"frame\": [0, 0, 1e400, 10]}}")
    try runner.write(
      "noframe.frames.json",
      "{\"nodes\": [{\"parent\": -1, \"frame\": [0, 0, 1, 1]}, {\"parent\": 5}]}")
    try runner.write("empty.cass", "")
    try runner.write("empty.frames.json", "")
    var transcript = ""
    transcript += try expectBadInput(
      runner, ["solve", "syntax.cass"],
      mentions: ["syntax.cass: line 7:", "expected ==, <= or >=, found '==='"])
    transcript += try expectBadInput(
      runner, ["layout", "broken.frames.json"],
      mentions: ["broken.frames.json: malformed JSON", "line 3"])
    transcript += try expectBadInput(
      runner, ["layout", "unknown.frames.json"],
      mentions: ["unknown.frames.json: root.children[0].colour: unknown property"])
    transcript += try expectBadInput(
      runner, ["render", "negative.frames.json"],
      mentions: ["root.frame: width and height must not be negative"])
    transcript += try expectBadInput(runner, ["layout", "huge.frames.json"], mentions: ["1e400"])
    transcript += try expectBadInput(
      runner, ["explain", "noframe.frames.json"],
      mentions: ["nodes[1].parent: expected the index of an earlier node (0…0)"])
    transcript += try expectBadInput(
      runner, ["layout", "empty.frames.json"], mentions: ["malformed JSON"])
    // An empty script is a valid script with no checks: not bad input.
    guard let empty = try runner.fixflex("solve", "empty.cass") else { return }
    #expect(empty.status == 0)
    Golden.check(transcript, "bad-files.txt")
  }

  @Test func missingDirectoriesUnknownTypesAndBadArguments() throws {
    let runner = try ToolRunner()
    try runner.write("cell.frames.json", Fixtures.cell)
    try runner.write("row.cass", Fixtures.rowScript)
    try runner.write("notes.txt", "hello")
    var transcript = ""
    transcript += try expectBadInput(
      runner, ["layout", "missing.frames.json"], mentions: ["missing.frames.json: no such file"])
    transcript += try expectBadInput(runner, ["solve", "."], mentions: [".: is a directory"])
    transcript += try expectBadInput(
      runner, ["layout", "notes.txt"],
      mentions: ["notes.txt: unknown file type", ".cass", ".frames.json"])
    transcript += try expectBadInput(runner, ["layout", "row.cass"], mentions: ["fixflex solve"])
    transcript += try expectBadInput(
      runner, ["solve", "cell.frames.json"], mentions: ["solve takes a .cass script"])
    transcript += try expectBadInput(
      runner, ["frobnicate"], mentions: ["unknown command 'frobnicate'"])
    transcript += try expectBadInput(
      runner, ["layout", "cell.frames.json", "--colour"], mentions: ["unknown option '--colour'"])
    transcript += try expectBadInput(
      runner, ["layout", "cell.frames.json", "--width", "abc"],
      mentions: ["--width expects a finite number ≥ 0, got 'abc'"])
    transcript += try expectBadInput(
      runner, ["layout", "cell.frames.json", "--width=-5"], mentions: ["got '-5'"])
    transcript += try expectBadInput(
      runner, ["layout", "cell.frames.json", "--width", "nan"], mentions: ["got 'nan'"])
    transcript += try expectBadInput(
      runner, ["layout", "cell.frames.json", "--engine", "fast"],
      mentions: ["--engine expects one of direct, constraints"])
    transcript += try expectBadInput(
      runner, ["layout", "cell.frames.json", "--height"], mentions: ["--height needs a value"])
    transcript += try expectBadInput(
      runner, ["layout", "cell.frames.json", "--width", "200"], mentions: ["finished layout"])
    transcript += try expectBadInput(runner, ["check"], mentions: ["check takes one or more files"])
    transcript += try expectBadInput(
      runner, ["render", "cell.frames.json", "--compare", "--compare-with", "cell.frames.json"],
      mentions: ["not both"])
    Golden.check(transcript, "bad-arguments.txt")
  }

  /// `check` goes through every file and exits 2 when one cannot be read, after
  /// counting the others.
  @Test func checkKeepsGoingPastABadFile() throws {
    let runner = try ToolRunner()
    try runner.write("passing.frames.json", Fixtures.cellPassing)
    guard let output = try runner.fixflex("check", "missing.cass", "passing.frames.json") else {
      return
    }
    #expect(output.status == 2)
    #expect(output.stdout.contains("ERROR missing.cass: no such file"))
    #expect(output.stdout.hasSuffix("1 passed, 0 failed, 1 unreadable\n"))
  }

  /// A 50 MB file is refused before it is read.
  @Test func aFiftyMegabyteFileIsRefusedQuickly() throws {
    let runner = try ToolRunner()
    for name in ["big.cass", "big.frames.json"] {
      _ = FileManager.default.createFile(atPath: runner.path(name), contents: nil)
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: runner.path(name)))
      try handle.truncate(atOffset: 50 * 1024 * 1024)
      try handle.close()
      let started = Date()
      _ = try expectBadInput(runner, ["check", name], mentions: []).isEmpty
      guard let output = try runner.fixflex("layout", name) else { return }
      #expect(output.status == 2)
      #expect(
        output.stderr.contains("\(name): the file is 50 MB; files larger than 32 MB are refused"))
      #expect(Date().timeIntervalSince(started) < 20)
    }
  }

  /// A chain 10 000 levels deep: nested JSON is refused with a clear message (the
  /// JSON reader's nesting limit); the flat encoding lays out, checks, renders and
  /// explains without a crash.
  @Test func aTenThousandLevelChain() throws {
    let runner = try ToolRunner()
    let depth = 10_000
    var nested = ""
    for _ in 0..<depth { nested += "{\"frame\": [0, 1, 10, 10], \"children\": [" }
    nested += "{\"frame\": [0, 0, 1, 1]}" + String(repeating: "]}", count: depth)
    try runner.write("nested.frames.json", "{\"root\": " + nested + "}")
    _ = try expectBadInput(
      runner, ["layout", "nested.frames.json"],
      mentions: ["nested.frames.json: malformed JSON", "nested"])

    var nodes = ["{\"parent\": -1, \"name\": \"n0\", \"frame\": [0, 0, 100, 100000]}"]
    for index in 1..<depth {
      nodes.append(
        "{\"parent\": \(index - 1), \"name\": \"n\(index)\", \"frame\": [0, 1, 100, 10]}")
    }
    let expected = "\"expected\": {\"n\(depth - 1)\": [0, 1, 100, 10]}"
    try runner.write(
      "deep.frames.json",
      "{\"nodes\": [\n" + nodes.joined(separator: ",\n") + "\n], " + expected + "}")
    for arguments in [
      ["layout", "deep.frames.json"], ["check", "deep.frames.json"],
      ["explain", "deep.frames.json"],
      ["render", "deep.frames.json", "-o", "deep.svg"], ["layout", "deep.frames.json", "--frames"],
    ] {
      guard let output = try runner.run("fixflex", arguments) else { return }
      #expect(
        !output.timedOut && output.status == 0,
        "\(arguments): exit \(output.status) \(output.stderr)")
    }
    // The deepest node sits 1 below its parent at every level: y = 9999.
    guard let layout = try runner.fixflex("layout", "deep.frames.json", "--frames") else { return }
    #expect(layout.stdout.contains("\"nodes\": ["))
    let svg = try String(contentsOfFile: runner.path("deep.svg"), encoding: .utf8)
    #expect(svg.contains("data-path=\"n9999\" data-name=\"n9999\" data-frame=\"0 9999 100 10\""))
  }
}
