import Testing

@testable import Cassowary

/// The primal simplex must not pass over a real pivot only because it is small
/// next to its column's largest entry. In this script (stop 32's fuzzer, minimised)
/// the column of `ai1.w` prices in at level 2.5, blocked by an entry of 5e-5 —
/// the product 0.001 · 0.05 — in a column whose largest entry is 1 000: below the
/// acceptable-pivot ratio of 1e-7, it was taken for rounding, and `k17` stayed
/// broken by 30.27. Recomputed from row `B⁻¹` the other way, the entry is one
/// clean term, so the pivot is now taken.
@Suite struct GenuinePivotTests {
  let script = """
    v ai1.l
    v ai1.w
    v ai1.r
    v ai2.l
    c k3 required == 0 1 ai1.l 1 ai1.w -1 ai1.r
    c k22 579.9784 <= -3564.688 0.001 ai1.r 20 ai1.l
    c k13 strong >= 2879 50 ai2.l -1000 ai1.w -50 ai1.l
    c uq6 1.0185 == -299 1 ai2.l
    c k17 2.5 >= -208.5 1 ai1.l
    u

    """

  /// By hand every constraint can hold: `k17` wants ai1.l ≥ 208.5; then `k22`
  /// (0.001·ai1.r + 20·ai1.l ≤ 3 564.688) needs ai1.r ≤ −605 312, so `k3` gives
  /// ai1.w = ai1.r − ai1.l ≤ −605 520.5; `k13` (50·ai2.l − 1 000·ai1.w − 50·ai1.l
  /// + 2 879 ≥ 0) only gains from a negative ai1.w; `uq6` puts ai2.l at 299. No
  /// level need break anything.
  @Test func aSmallButRealPivotIsTaken() throws {
    let solver = Solver()
    let report = try CassScript(parsing: script).run(on: solver)
    #expect(report.passed, "\(report.failures)")
    let value = report.values
    let (l, w, r, l2) = (value["ai1.l"]!, value["ai1.w"]!, value["ai1.r"]!, value["ai2.l"]!)
    #expect(abs(l + w - r) <= 1e-9 * (1 + abs(w)), "k3")
    #expect(0.001 * r + 20 * l - 3564.688 <= 1e-6, "k22: \(0.001 * r + 20 * l - 3564.688)")
    #expect(50 * l2 - 1000 * w - 50 * l + 2879 >= 0, "k13")
    #expect(abs(l2 - 299) <= 1e-9, "uq6")
    #expect(l - 208.5 >= -1e-9, "k17: ai1.l = \(l)")
    #expect(solver.violatedConstraints.isEmpty, "\(solver.violatedConstraints)")
    #expect(solver.engine.invariantViolations().isEmpty, "\(solver.engine.invariantViolations())")
  }
}
