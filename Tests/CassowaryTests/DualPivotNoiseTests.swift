import Testing

@testable import Cassowary

/// The dual simplex must not pivot on rounding. A fuzz of random scripts found an
/// add that should have been refused as unsatisfiable. Instead, the dual simplex
/// pivoted on an entry of −1.1e-7 in a row of `B⁻¹·A` whose largest entry was 434.
/// The values blew up to 1e12, and the add was accepted with two required
/// constraints broken by hundreds. The ratio test now measures an entry against
/// its row's largest.
@Suite struct DualPivotNoiseTests {
  /// The constraints before the one that makes the system infeasible (the script
  /// shrunk from the fuzz). All of them hold together.
  let system = """
    v av0
    v av1
    v av2
    v av3
    v av4
    v av5
    v av6
    v av7
    v av8
    v av10
    v av11
    c k1 weak == 0 1 av0
    c k4 weak == 0 1 av4
    c k9 required <= 0 -3 av5 1 av3
    c k10 required >= -422 1 av6 1 av7
    c k12 required == 0 1 av4 0.1 av11 -3 av1
    c k14 required <= 0 1 av7 1 av8
    c k15 required >= 0 0.1 av5 -3 av6
    c k18 required == 0 -1 av11 -0.25 av8 1 av4
    c k21 required <= 0 1 av1
    c k22 required <= 0 -1 av1 -0.5 av4 -0.25 av2
    c k25 required >= 0 0.5 av2 1 av10
    c k26 required <= 24 1 av7 -1 av0
    c k27 2.5 <= 0 -3 av10 2 av3
    c k28 required <= 0 -0.25 av4 0.1 av5 4 av10 3 av11
    c k30 required >= 0 0.5 av0 1 av2 4 av6
    c k57 required <= -46 -1 av11 1 av2
    c k68 required == 0 1.5 av3 -1 av1

    """

  /// `av3 = −439` cannot join them. By hand, from k70, k68, k9, k12, k22, k57, k25
  /// and k28 alone: av3 = −439, so av1 = 1.5·av3 = −658.5 (k68) and av5 ≥ av3 / 3
  /// (k9). k12 gives av4 = 3·av1 − 0.1·av11 = −1 975.5 − 0.1·av11, and then k22
  /// gives av2 ≥ 6 585 + 0.2·av11. With av2 ≤ av11 + 46 (k57) that forces
  /// av11 ≥ 8 173.75. k25 gives 4·av10 ≥ −2·av2 ≥ −2·av11 − 92, so the left side of
  /// k28, 0.25·(1 975.5 + 0.1·av11) + 0.1·av5 + 4·av10 + 3·av11, is at least
  /// 493.875 − 14.63 − 92 + 1.025·av11 > 0: k28 fails.
  @Test func anInfeasibleAddIsRefusedNotAcceptedOnRounding() throws {
    let report = try CassScript(
      parsing: system + "c k70 required == -439 -1 av3\n! unsatisfiable\nu\n"
    ).run()
    #expect(report.passed, "\(report.failures)")
    #expect(report.expectedErrors == 1)
    let values = report.values
    let (av1, av2, av3, av4, av5) = (
      values["av1"]!, values["av2"]!, values["av3"]!, values["av4"]!, values["av5"]!
    )
    let (av6, av7, av8, av10, av11) = (
      values["av6"]!, values["av7"]!, values["av8"]!, values["av10"]!, values["av11"]!
    )
    let av0 = values["av0"]!
    // The required rows that were added still hold, and the values stay at the
    // scale of the constants (the blow-up reached 1e12).
    let tolerance = 1e-7
    #expect(-3 * av5 + av3 <= tolerance)
    #expect(av6 + av7 + 422 >= -tolerance)
    #expect(abs(av4 + 0.1 * av11 - 3 * av1) <= tolerance)
    #expect(av7 + av8 <= tolerance)
    #expect(0.1 * av5 - 3 * av6 >= -tolerance)
    #expect(abs(-av11 - 0.25 * av8 + av4) <= tolerance)
    #expect(av1 <= tolerance)
    #expect(-av1 - 0.5 * av4 - 0.25 * av2 <= tolerance)
    #expect(0.5 * av2 + av10 >= -tolerance)
    #expect(av7 - av0 + 24 <= tolerance)
    #expect(-0.25 * av4 + 0.1 * av5 + 4 * av10 + 3 * av11 <= tolerance)
    #expect(0.5 * av0 + av2 + 4 * av6 >= -tolerance)
    #expect(-av11 + av2 - 46 <= tolerance)
    #expect(abs(1.5 * av3 - av1) <= tolerance)
    for (name, value) in values { #expect(abs(value) < 1e5, "\(name) = \(value)") }
  }
}
