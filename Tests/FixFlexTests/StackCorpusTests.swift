import FixFlex
import FixFlexFiles
import Foundation
import Testing
import _FixFlexTestSupport

/// The 169 layouts of `../shared/conformance/fixflex/`, measured from psharanda/FixFlex's
/// reference snapshots on iOS; each must match within its own tolerance.
enum StackCorpus {
  static let directory = SharedData.conformanceDirectory + "/fixflex"

  /// The corpus files, sorted; empty when `../shared` is absent.
  static func files() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(StackDocument.fileExtension) }.sorted()
  }
}

@Suite struct StackCorpusTests {
  @Test func theCorpusIsThereOrTheSkipIsSaidOutLoud() {
    let files = StackCorpus.files()
    if files.isEmpty {
      print("StackCorpusTests: \(SharedData.skippedMessage)")
    } else {
      #expect(files.count == 169)
    }
  }

  @Test(arguments: StackCorpus.files())
  func theLayoutMatchesTheReferenceSnapshot(_ file: String) throws {
    let document = try StackDocument.read(path: StackCorpus.directory + "/" + file)
    let laidOut = try document.layout(LayoutOptions())
    let mismatches = document.mismatches(in: laidOut)
    let frames = laidOut.children.map { "  \($0.name) \($0.frame)" }.joined(separator: "\n")
    let listed = mismatches.map(\.description).joined(separator: "\n")
    #expect(mismatches.isEmpty, "\(file):\n\(listed)\n\(frames)")
  }
}
