import Foundation
import Testing
import _FixFlexTestSupport

@Suite struct CLISmokeTests {
  /// The `fixflex` executable beside the test bundle, in the same build folder.
  static var tool: URL? {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = url.appendingPathComponent("fixflex")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      url.deleteLastPathComponent()
    }
    return nil
  }

  @Test func theBuiltToolRuns() throws {
    guard let tool = Self.tool else {
      print("skipped: fixflex executable not built beside the tests")
      return
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = []
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}
