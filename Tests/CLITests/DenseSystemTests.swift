import Foundation
import Testing
import _FixFlexTestSupport

/// A dense random system that the primal simplex used to cycle on for ever (Bland's
/// rule on drifted reduced costs: three pivots, two of them making the objective
/// worse, round and round): `fixflex-bench generate random_dense 200 --seed 4`, 600
/// constraints on 200 variables. It must now solve, in a worker process with a
/// time limit, to the optimum of every priority level.
///
/// The optimum is HiGHS's (scipy 1.17 `linprog`), level by level under the strict
/// hierarchy of the `.cass` format, each level's sum of errors minimised with the
/// levels above held at theirs: strong 0, medium 3733.466916576244, weak
/// 45941.53034578235.
@Suite struct DenseSystemTests {
  static let optimum: [Double: Double] = [750: 0, 500: 3733.466916576244, 250: 45941.53034578235]

  @Test func denseSystemSolvesToTheOptimumOfEveryLevel() throws {
    let runner = try ToolRunner()
    guard
      let generated = try runner.run(
        "fixflex-bench", ["generate", "random_dense", "200", "--seed", "4"])
    else { return }
    #expect(generated.status == 0)
    try runner.write("dense.cass", generated.stdout)
    guard let solved = try runner.run("fixflex", ["solve", "dense.cass", "--json"], timeout: 240)
    else { return }
    #expect(!solved.timedOut, "the solve did not finish")
    #expect(solved.status == 0, "\(solved.stderr)")
    let values = try JSONDecoder().decode([String: Double].self, from: Data(solved.stdout.utf8))
    #expect(values.count == 200)

    // Each constraint's error at the solved values, summed by priority.
    var sums: [Double: Double] = [:]
    var requiredWorst = 0.0
    let scale = values.values.reduce(1) { max($0, abs($1)) }
    for line in generated.stdout.split(separator: "\n") where line.hasPrefix("c ") {
      let tokens = line.split(separator: " ")
      let priority = ["required": 1000.0, "strong": 750, "medium": 500, "weak": 250][
        String(tokens[2])]!
      var value = Double(tokens[4])!
      for k in stride(from: 5, to: tokens.count, by: 2) {
        value += Double(tokens[k])! * values[String(tokens[k + 1])]!
      }
      let error: Double
      switch tokens[3] {
      case "==": error = abs(value)
      case ">=": error = max(0, -value)
      default: error = max(0, value)
      }
      if priority == 1000 {
        requiredWorst = max(requiredWorst, error)
      } else {
        sums[priority, default: 0] += error
      }
    }
    #expect(requiredWorst <= 1e-9 * scale, "a required constraint is off by \(requiredWorst)")
    for (priority, best) in DenseSystemTests.optimum {
      let got = sums[priority] ?? 0
      #expect(
        abs(got - best) <= 1e-6 * max(1, best),
        "priority \(priority): errors sum to \(got), the optimum is \(best)")
    }
  }
}
