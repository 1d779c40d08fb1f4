import FixFlex
import FixFlexFiles
import Flexbox
import Foundation
import Testing
import _FixFlexTestSupport

/// The constraints engine against the direct engine on the browser corpus
/// (`../shared/conformance/flexbox`): every case must give the same frames within
/// ``TranslationDifferential/tolerance``, or be listed in
/// ``TranslationDeviations/cases``; and the constraints engine's own pass count
/// against the browser is reported beside the direct engine's.
@Suite struct TranslationCorpusTests {
  @Test func corpusAgreesWithTheDirectEngine() throws {
    let cases = ConformanceTests.cases()
    guard !cases.isEmpty else {
      print(SharedData.skippedMessage)
      return
    }
    let verbose = ProcessInfo.processInfo.environment["FLEX_VERBOSE"] != nil
    var agreed: [String: Int] = [:]
    var total: [String: Int] = [:]
    var browserDirect = 0
    var browserConstraints = 0
    var unexpected: [String] = []
    var fixed: [String] = []
    for testCase in cases {
      total[testCase.group, default: 0] += 1
      let document = try FlexDocument.read(path: testCase.path)
      let direct = try document.layout(LayoutOptions())
      let translated = try document.layout(LayoutOptions(engine: .constraints))
      if document.mismatches(in: direct).isEmpty { browserDirect += 1 }
      if document.mismatches(in: translated).isEmpty { browserConstraints += 1 }
      let differences = TranslationDifferential.differences(direct, translated)
      let key = testCase.group + "/" + testCase.name
      if differences.isEmpty {
        agreed[testCase.group, default: 0] += 1
        if TranslationDeviations.cases[key] != nil { fixed.append(key) }
      } else if TranslationDeviations.cases[key] == nil {
        unexpected.append(key)
        if verbose {
          print("DIFF \(key): " + differences.prefix(4).joined(separator: "; "))
        }
      }
    }
    var summary = "constraints vs direct (tolerance \(TranslationDifferential.tolerance)):\n"
    var all = 0
    for group in total.keys.sorted() {
      all += agreed[group, default: 0]
      summary += "  \(group): \(agreed[group, default: 0])/\(total[group]!)\n"
    }
    summary += "  total: \(all)/\(cases.count)\n"
    summary += "browser (tolerance \(FlexDocument.tolerance)): "
    summary += "direct \(browserDirect)/\(cases.count), "
    summary += "constraints \(browserConstraints)/\(cases.count)"
    print(summary)
    if !fixed.isEmpty { print("listed as deviations but now agreeing: \(fixed)") }
    #expect(
      unexpected.isEmpty,
      "\(unexpected.count) cases differ and are not listed: \(unexpected.prefix(20))")
  }
}

/// Comparing two layouts of one document.
enum TranslationDifferential {
  /// How far the two engines' frames may be apart.
  static let tolerance = 0.01

  /// Where two layouts of one document differ by more than ``tolerance``.
  static func differences(_ a: LaidOutNode, _ b: LaidOutNode) -> [String] {
    var result: [String] = []
    for (x, y) in zip(a.flattened, b.flattened) {
      let pairs = [
        ("left", x.frame.minX, y.frame.minX), ("top", x.frame.minY, y.frame.minY),
        ("width", x.frame.width, y.frame.width), ("height", x.frame.height, y.frame.height),
      ]
      for (name, first, second) in pairs where !(abs(first - second) <= tolerance) {
        result.append("\(x.path) \(name): direct \(first), constraints \(second)")
      }
    }
    return result
  }
}

/// Cases where the constraints engine knowingly differs from the direct engine, with
/// the reason (mirrored, with the counts, in the Constraints Deviations article). To
/// see why a case differs: `fixflex explain FILE --engine constraints` lists each
/// container's decisions and constraints, `fixflex render FILE --compare` draws both
/// engines' layouts with the differences marked.
enum TranslationDeviations {
  /// Corpus cases, by `group/name`.
  static let cases: [String: String] = [:]
  /// Random trees (``RandomFlexTrees``), by seed.
  static let randomSeeds: [UInt64: String] = [:]
}
