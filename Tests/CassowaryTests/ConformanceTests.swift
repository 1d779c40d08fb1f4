import Cassowary
import Foundation
import Testing
import _FixFlexTestSupport

/// Runs every `.cass` script of `../shared/conformance/cassowary`: each `?` value is the
/// unique optimum computed by an exact LP solver under the strict priority hierarchy,
/// and each `!` an error the statement before it must raise without changing anything.
@Suite struct ConformanceTests {
  static let directory = SharedData.conformanceDirectory + "/cassowary"

  static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".cass") }.sorted()
  }

  @Test func corpusIsPresentOrSkippedLoudly() {
    if ConformanceTests.files.isEmpty {
      print(SharedData.skippedMessage)
    } else {
      #expect(ConformanceTests.files.count >= 16)
    }
  }

  /// Scripts too slow for a debug build; they run in release builds
  /// (`swift test -c release`) and in `fixflex-bench solver`.
  static let slowInDebug: Set<String> = []

  @Test(arguments: ConformanceTests.files)
  func script(_ name: String) throws {
    #if DEBUG
      if ConformanceTests.slowInDebug.contains(name) {
        print("skipped in debug builds: \(name) (run `swift test -c release`)")
        return
      }
    #endif
    let text = try String(contentsOfFile: ConformanceTests.directory + "/" + name, encoding: .utf8)
    let script = try CassScript(parsing: text)
    let report = script.run()
    #expect(report.checks > 0, "\(name) has no checks")
    for failure in report.failures.prefix(10) {
      Issue.record("\(name) \(failure)")
    }
    #expect(
      report.failures.isEmpty, "\(name): \(report.summary)"
    )
  }
}
