import FixFlex
import FixFlexFiles
import Flexbox
import Foundation
import Testing
import _FixFlexTestSupport

/// The browser corpus: `../shared/conformance/flexbox/{fixtures,random}`, laid out by
/// Chromium; every case must match within 0.1 or be listed in ``Deviations/cases``.
@Suite struct ConformanceTests {
  /// One corpus file.
  struct Case: Sendable {
    var group: String
    var name: String
    var path: String
  }

  /// Every `.flex.json` file of the corpus, by group.
  static func cases() -> [Case] {
    let base = SharedData.conformanceDirectory + "/flexbox"
    let manager = FileManager.default
    var result: [Case] = []
    for set in ["fixtures", "random"] {
      let directory = base + "/" + set
      guard let enumerator = manager.enumerator(atPath: directory) else { continue }
      for case let file as String in enumerator where file.hasSuffix(".flex.json") {
        let parts = file.split(separator: "/")
        let group = set == "random" ? "random" : String(parts.first ?? "")
        let name = String(parts.last!.dropLast(".flex.json".count))
        result.append(Case(group: group, name: name, path: directory + "/" + file))
      }
    }
    return result.sorted { ($0.group, $0.name) < ($1.group, $1.name) }
  }

  /// The mismatches of one case (empty when it agrees with the browser).
  static func mismatches(_ testCase: Case) throws -> [LayoutMismatch] {
    let document = try FlexDocument.read(path: testCase.path)
    let laidOut = try document.layout(LayoutOptions())
    return document.mismatches(in: laidOut)
  }

  @Test func browserCorpus() throws {
    let cases = Self.cases()
    guard !cases.isEmpty else {
      print(SharedData.skippedMessage)
      return
    }
    var passed: [String: Int] = [:]
    var total: [String: Int] = [:]
    var unexpected: [String] = []
    var fixedDeviations: [String] = []
    let verbose = ProcessInfo.processInfo.environment["FLEX_VERBOSE"] != nil
    for testCase in cases {
      total[testCase.group, default: 0] += 1
      let mismatches = try Self.mismatches(testCase)
      let key = testCase.group + "/" + testCase.name
      if mismatches.isEmpty {
        passed[testCase.group, default: 0] += 1
        if Deviations.cases[key] != nil { fixedDeviations.append(key) }
      } else if Deviations.cases[key] == nil {
        unexpected.append(key)
        if verbose {
          print("FAIL \(key): " + mismatches.prefix(6).map(\.description).joined(separator: "; "))
        }
      }
    }
    var summary = "flexbox conformance (tolerance \(FlexDocument.tolerance)):\n"
    var allPassed = 0
    for group in total.keys.sorted() {
      let pass = passed[group, default: 0]
      allPassed += pass
      summary += "  \(group): \(pass)/\(total[group]!)\n"
    }
    summary += "  total: \(allPassed)/\(cases.count)"
    print(summary)
    if !fixedDeviations.isEmpty {
      print("listed as deviations but now passing: \(fixedDeviations.joined(separator: ", "))")
    }
    #expect(unexpected.isEmpty, "failing cases not in the deviations list: \(unexpected)")
  }
}
