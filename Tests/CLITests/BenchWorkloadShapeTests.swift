import Foundation
import Testing
import _FixFlexTestSupport

/// `fixflex-bench generate` builds the solver workloads in Swift; their shapes must
/// match the `.cass` files of `../shared` (conformance: N = 100, 1000; peers:
/// 10 000): the same number of statements of each kind, the same strength and
/// relation mix, the same number of terms per constraint. Deterministic families
/// (chain, grid) match exactly; random ones within a tolerance for sampling.
@Suite struct BenchWorkloadShapeTests {
  /// Counts of a script's statements: `v`, `c`, `r`, `e`, `s`, `u`, each
  /// `c STRENGTH OP` pair, and the terms of the `c` statements.
  struct Shape: CustomStringConvertible {
    var counts: [String: Int] = [:]
    var terms = 0

    init(_ text: String) {
      for line in text.split(separator: "\n") {
        let tokens = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
          .split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let keyword = tokens.first, ["v", "c", "r", "e", "s", "u", "x"].contains(keyword)
        else { continue }
        counts[String(keyword), default: 0] += 1
        if keyword == "c" {
          counts["c \(tokens[2]) \(tokens[3])", default: 0] += 1
          terms += (tokens.count - 5) / 2
        }
      }
    }

    var description: String {
      counts.keys.sorted().map { "\($0): \(counts[$0]!)" }.joined(separator: ", ")
        + ", terms: \(terms)"
    }
  }

  /// The shared files by family and size.
  static let files: [(family: String, size: Int, path: String, exact: Bool)] = {
    var list: [(String, Int, String, Bool)] = []
    for family in ["chain", "stack", "grid", "random", "random_dense", "resize", "removal"] {
      for size in [100, 1000, 10_000] {
        for folder in ["conformance/cassowary", "peers/cassowary"] {
          let path = SharedData.sharedDirectory + "/\(folder)/\(family)_\(size).cass"
          if FileManager.default.fileExists(atPath: path) {
            list.append((family, size, path, family == "chain" || family == "grid"))
          }
        }
      }
    }
    return list
  }()

  @Test func generatedWorkloadsHaveTheSharedFilesShapes() throws {
    guard !BenchWorkloadShapeTests.files.isEmpty else {
      print(SharedData.skippedMessage)
      return
    }
    let runner = try ToolRunner()
    var compared = 0
    for file in BenchWorkloadShapeTests.files {
      guard let output = try runner.run("fixflex-bench", ["generate", file.family, "\(file.size)"])
      else {
        return
      }
      #expect(output.status == 0)
      let generated = Shape(output.stdout)
      let reference = Shape(try String(contentsOfFile: file.path, encoding: .utf8))
      let name = "\(file.family)_\(file.size)"
      #expect(
        Set(generated.counts.keys) == Set(reference.counts.keys),
        "\(name): kinds differ\n generated \(generated)\n reference \(reference)")
      for (key, want) in reference.counts {
        let got = generated.counts[key] ?? 0
        // Random mixes: binomial counts, allowed 5 standard deviations (at least 6).
        let slack = file.exact ? 0 : max(6, Int(5 * Double(want).squareRoot()))
        #expect(
          abs(got - want) <= slack,
          "\(name) \(key): generated \(got), the shared file has \(want) (± \(slack))")
        compared += 1
      }
      let termSlack = file.exact ? 0.0 : 0.1
      #expect(
        abs(Double(generated.terms - reference.terms)) <= termSlack * Double(reference.terms),
        "\(name): \(generated.terms) terms, the shared file has \(reference.terms)")
    }
    #expect(compared > 100)
  }

  /// Generated workloads are the same on every run (the benchmark compares runs).
  @Test func generationIsDeterministic() throws {
    let runner = try ToolRunner()
    guard
      let first = try runner.run("fixflex-bench", ["generate", "random", "200", "--seed", "7"]),
      let second = try runner.run("fixflex-bench", ["generate", "random", "200", "--seed", "7"]),
      let other = try runner.run("fixflex-bench", ["generate", "random", "200", "--seed", "8"])
    else { return }
    #expect(first.status == 0 && !first.stdout.isEmpty)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout != other.stdout)
  }
}
