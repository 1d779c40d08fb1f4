import Foundation
import Testing
import _FixFlexTestSupport

/// Runs the package's executables (`fixflex`, `fixflex-bench`) from the build folder
/// beside the test bundle, in a scratch folder, and captures what they print. The
/// folder is removed when the runner goes away.
final class ToolRunner {
  /// What one run printed, and its exit status.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether it was stopped for running too long.
    var timedOut: Bool
  }

  /// The executable named `name` in the build folder, or nil when it was not built.
  static func executable(_ name: String) -> URL? {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = url.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      url.deleteLastPathComponent()
    }
    return nil
  }

  /// A new empty scratch folder.
  static func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("fixflex-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The folder the tools run in.
  let folder: URL

  init() throws {
    folder = try ToolRunner.scratchFolder()
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Writes `text` to `name` in the scratch folder.
  func write(_ name: String, _ text: String) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// The path of `name` in the scratch folder.
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Runs `tool` with `arguments` in the scratch folder; stops it after `timeout`
  /// seconds. Output goes through files, so large outputs cannot block the tool.
  func run(_ tool: String, _ arguments: [String], timeout: Double = 60) throws -> Output? {
    guard let executable = ToolRunner.executable(tool) else {
      print("skipped: \(tool) is not built beside the tests (run `swift build` first)")
      return nil
    }
    let id = UUID().uuidString
    let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(id)")
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("err-\(id)")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        process.terminate()
        timedOut = true
        break
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "", timedOut: timedOut)
  }

  /// Runs `fixflex` with `arguments`.
  func fixflex(_ arguments: String...) throws -> Output? {
    try run("fixflex", arguments)
  }
}

/// Golden transcripts in `Tests/CLITests/.golden/` (a hidden folder, so that the
/// package does not treat them as resources). `RECORD_SNAPSHOTS=1 swift test`
/// rewrites them from the current output.
enum Golden {
  static let folder: String = {
    let file = String(#filePath)
    return String(file[..<file.lastIndex(of: "/")!]) + "/.golden"
  }()

  /// Compares `actual` with the golden file `name`, or records it.
  static func check(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = folder + "/" + name
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try? actual.write(toFile: path, atomically: true, encoding: .utf8)
      print("recorded \(path)")
      return
    }
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
      Issue.record(
        "no golden file \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "differs from .golden/\(name)", sourceLocation: sourceLocation)
  }

  /// One invocation as a transcript entry.
  static func transcript(_ command: String, _ output: ToolRunner.Output) -> String {
    var text = "$ \(command)\nexit \(output.status)\n"
    if !output.stdout.isEmpty { text += "--- stdout\n" + output.stdout }
    if !output.stderr.isEmpty { text += "--- stderr\n" + output.stderr }
    return text + "\n"
  }
}
