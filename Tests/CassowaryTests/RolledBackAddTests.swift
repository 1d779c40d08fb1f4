import Testing

@testable import Cassowary

/// A required add that fails is rolled back, but the factors keep the position
/// maps it grew; a solved column kept for an edit variable, sized to the rows, was
/// then relisted over the longer maps — past its end (heap corruption in release
/// builds: `free(): invalid pointer`, found by a fuzz of random scripts and located
/// with valgrind's memcheck). Dense passes now stop at a vector's capacity.
@Suite struct RolledBackAddTests {
  /// The fuzzer's minimal script (constant-only rows included), with and without
  /// its failing adds: the same values, and the run goes through.
  @Test func aFailedAddBeforeASuggestionChangesNothing() throws {
    let body = """
      v ax0
      v ax1
      c k1 required >= 0
      c k2 weak == 0
      c k3 required >= 0
      c k4 weak == 0
      c k5 weak == 0
      e ax1 strong
      c k7 weak <= 0
      c k8 weak >= 0
      r k1
      x ax1
      c k9 weak >= 0
      c k10 required >= 0
      c k11 required <= 0 1 ax1
      c k1 required >= 0
      c k12 required == 0
      c k13 required >= 0
      e ax1 weak
      c k15 required <= 0 1 ax1 1 ax0
      r k7
      c k16 required <= 0
      e ax0 strong
      c k18 weak <= 22 1 ax1
      s ax0 183
      c k19 required == 0
      c k21 required >= 0 1 ax0
      c k22 weak >= 0 1 ax1
      c k23 weak >= 0 1 ax1
      c k7 weak <= 0 1 ax1
      """
    // k24 (−160 == 0) cannot hold: the add fails and is rolled back before the
    // suggestion that solves a kept unit column.
    let failing = body + "\nc k24 required == -160\n! unsatisfiable\ns ax0 0\nu\n"
    let clean = body + "\ns ax0 0\nu\n"
    let withFailure = try CassScript(parsing: failing).run()
    let without = try CassScript(parsing: clean).run()
    #expect(withFailure.passed, "\(withFailure.failures)")
    #expect(withFailure.expectedErrors == 1)
    #expect(without.passed)
    // ax1 ≤ 0 (k11), ax0 + ax1 ≤ 0 (k15), ax0 ≥ 0 (k21), ax0 suggested 0 (strong),
    // ax1 ≥ 0 weak twice: both 0.
    #expect(withFailure.variables.map(\.value) == [0, 0])
    #expect(without.variables.map(\.value) == withFailure.variables.map(\.value))
  }
}
