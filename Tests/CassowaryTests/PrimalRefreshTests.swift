import Testing

@testable import Cassowary

/// The primal simplex must not stop at a pivot that only rounding blocks. A fuzzed
/// script left its last add with a column priced in at a cost of −1 (level 501),
/// blocked by an entry of 1.0e-9 in a solved column whose largest entry was 60.
/// The simplex passed the column over as rounding and stopped, leaving `k155`
/// broken by 26. On fresh factors the entry is exactly 0, and the pivot goes
/// through. The simplex now refreshes the basis before it passes a column over.
@Suite struct PrimalRefreshTests {
  /// The script, shrunk from the fuzz (the order of the adds matters: the same
  /// constraints added in reverse order were solved right).
  let script = """
    v av0
    v av4
    v av19
    v av20
    v av21
    v av26
    v av30
    v av34
    v av50
    v av51
    v av57
    v av65
    c k15 weak == 0 1 av26
    c k47 required >= 0 1 av19 1 av30
    c k48 required == 0 3 av19 0.1 av20
    c k55 required == 0 -1 av4 1 av30
    c k64 required <= 378 0.1 av34 -2 av20 1 av26
    c k68 required >= 0 -1 av34
    c k86 required <= 0 1 av21 -1 av57
    c k100 required <= 0 1 av4 -1 av65
    c k103 weak <= 0 4 av57 1 av51
    c k105 required <= 0 1 av50 1 av21
    c k106 required == 0 1 av0 1 av4
    c k107 required <= 0 -2 av34 -0.5 av21
    c k149 2.5 <= 0 3 av21 1 av0
    c k152 required <= -23 -0.5 av51 1 av50
    c k155 501 <= 26 1 av65
    c k175 749 >= 0 3 av34
    u

    """

  /// By hand, `k155` (`av65 ≤ −26`, level 501) can hold with every required
  /// constraint and `k175` (level 749, the only higher one): av65 = av4 = av30 = −26
  /// (k100, k55), av0 = 26 (k106), av19 = 26 (k47), av20 = −30·av19 = −780 (k48),
  /// av34 = 0 (k68 with k175), av26 = −378 − 1 560 = −1 938 (k64), and av21 = av57 =
  /// av50 = av51 = 0 (k86, k105, k107, k152: −23 ≤ 0). So at the optimum k155 holds:
  /// no weaker level can pay for breaking it.
  @Test func aLevelBlockedOnlyByRoundingIsStillOptimised() throws {
    let solver = Solver()
    let report = try CassScript(parsing: script).run(on: solver)
    #expect(report.passed, "\(report.failures)")
    let values = report.values
    let tolerance = 1e-9
    #expect(26 + values["av65"]! <= tolerance, "k155: av65 = \(values["av65"]!)")
    #expect(3 * values["av34"]! >= -tolerance, "k175")
    // The required rows still hold.
    #expect(values["av4"]! - values["av65"]! <= tolerance, "k100")
    #expect(abs(values["av0"]! + values["av4"]!) <= tolerance, "k106")
    #expect(abs(3 * values["av19"]! + 0.1 * values["av20"]!) <= tolerance, "k48")
    #expect(
      378 + 0.1 * values["av34"]! - 2 * values["av20"]! + values["av26"]! <= tolerance, "k64")
    #expect(solver.engine.invariantViolations().isEmpty, "\(solver.engine.invariantViolations())")
  }
}
