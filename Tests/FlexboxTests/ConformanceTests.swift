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

/// Prints one file's tree with expected and computed layouts: set `FLEX_CASE` to a
/// path (a debugging aid; does nothing otherwise).
@Suite struct ConformanceCaseDump {
  @Test func dumpCase() throws {
    guard let path = ProcessInfo.processInfo.environment["FLEX_CASE"] else { return }
    let document = try FlexDocument.read(path: path)
    let tree = document.makeTree()
    let laidOut = try document.layout(LayoutOptions())
    let computed = laidOut.flattened
    _ = tree
    var depth: [Int] = []
    for (index, node) in document.nodes.enumerated() {
      let level = node.parent < 0 ? 0 : depth[node.parent] + 1
      depth.append(level)
      let style = node.style.map { property -> String in
        switch property.value {
        case .number(let number): return "\(property.name)=\(number)"
        case .string(let string): return "\(property.name)=\(string)"
        }
      }.joined(separator: " ")
      let frame = computed[index].frame
      let expected = node.expected.map { "\($0)" } ?? "-"
      let mark =
        node.expected.map {
          abs($0.minX - frame.minX) > 0.1 || abs($0.minY - frame.minY) > 0.1
            || abs($0.width - frame.width) > 0.1 || abs($0.height - frame.height) > 0.1
        } ?? false
      var measure = ""
      if let m = node.measure { measure = " measure=\(m)" }
      print(
        String(repeating: "  ", count: level)
          + "\(mark ? "✘" : "·") \(node.treePath) [\(style)]\(measure)\n"
          + String(repeating: "  ", count: level) + "    expected \(expected) got \(frame)")
    }
  }
}
