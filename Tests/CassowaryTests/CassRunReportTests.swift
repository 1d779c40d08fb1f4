import Testing

@testable import Cassowary

/// What a script run reports: failed checks and unexpected errors counted apart,
/// so that a script with no checks never reads "7 of 0 checks failed".
@Suite struct CassRunReportTests {
  @Test func checksAndUnexpectedErrorsAreCountedApart() throws {
    // x == 10 (required), then x == 11 (required) cannot hold: an unexpected error;
    // `? x 10` holds, `? x 12` does not; `r nope` is an unknown constraint.
    let report = try CassScript(
      parsing: """
        v x
        c a required == -10 1 x
        c b required == -11 1 x
        r nope
        u
        ? x 10
        ? x 12
        """
    ).run()
    #expect(report.checks == 2)
    #expect(report.unexpectedErrors == 2)
    #expect(report.failures.map(\.line) == [3, 4, 7])
    #expect(report.summary == "1 of 2 checks failed, 2 statements failed unexpectedly")
  }

  @Test func aScriptWithoutChecksSaysSo() throws {
    let failing = try CassScript(parsing: "v x\nc a required == -10 1 x\nr nope\n").run()
    #expect(failing.summary == "0 of 0 checks failed, 1 statement failed unexpectedly")
    let clean = try CassScript(parsing: "v x\nc a required == -10 1 x\nu\n? x 10\n").run()
    #expect(clean.summary == "all 1 checks passed")
  }
}
