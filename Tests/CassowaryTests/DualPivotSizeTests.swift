import Testing

@testable import Cassowary

/// In a long dual simplex call a pivot must be at least 1e-7 of its solved column's
/// largest entry (and at least 1e-7 itself), as in the primal simplex: a smaller one
/// makes the next basis near singular.
@Suite struct DualPivotSizeTests {
  @Test func aPivotIsMeasuredAgainstItsSolvedColumn() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 1)
    let engine = solver.engine
    engine.alpha.reserve(3)
    engine.alpha.clear()
    engine.alpha.add(0, 2e-7)
    #expect(engine.acceptable(pivot: 2e-7), "an entry of 2e-7 next to nothing larger than 1")
    #expect(!engine.acceptable(pivot: 5e-8), "below 1e-7 itself")
    engine.alpha.add(1, 3)
    #expect(!engine.acceptable(pivot: 2e-7), "3 needs a pivot of at least 3e-7")
    #expect(engine.acceptable(pivot: 3e-7 * (1 + 1e-12)))
    engine.alpha.add(2, -5e7)
    #expect(!engine.acceptable(pivot: 4.9), "−5e7 needs at least 5")
    #expect(engine.acceptable(pivot: -5.1))
    engine.alpha.clear()
  }
}
