import Testing

@testable import Cassowary

/// A refactorisation inside a journal cannot reuse the eta arrays of the factors it
/// replaces (a roll-back restores them), so it takes those of the factors the last
/// committed journal replaced, which nothing else holds. The values and the roll-back
/// stay exact.
@Suite struct EtaDonorTests {
  /// `x[i+1] = x[i] + w[i]` from `x[0] = 0`, each `0 <= w[i] <= 20` (required) and
  /// pulled to 10 (medium); the end pinned (required) at `10 · count`.
  func pinnedRow(_ count: Int) throws -> (solver: Solver, w: [Variable], pin: Constraint) {
    let solver = Solver()
    let x = (0...count).map { Variable("x\($0)") }
    let w = (0..<count).map { Variable("w\($0)") }
    try solver.add(x[0] == 0)
    for i in 0..<count {
      try solver.add(x[i + 1] == x[i] + w[i])
      try solver.add([w[i] >= 0, w[i] <= 20])
      try solver.add(Constraint(w[i] - 10, .equal, priority: .medium))
    }
    let pin = x[count] == Double(10 * count)
    try solver.add(pin)
    return (solver, w, pin)
  }

  /// The widths at an optimum with the end at `perItem · count`: every medium error
  /// is upwards, so any split within the caps is optimal — each width in [10, 20],
  /// summing to the pin.
  func expectOptimal(_ w: [Variable], perItem: Double) {
    for width in w { #expect(width.value >= 10 - 1e-9 && width.value <= 20 + 1e-9) }
    let total = w.reduce(0) { $0 + $1.value }
    #expect(abs(total - perItem * Double(w.count)) < 1e-6)
  }

  @Test func journaledRefactorisationsPassTheirEtaArraysOn() throws {
    let count = 300
    let (solver, w, pin) = try pinnedRow(count)
    let engine = solver.engine
    // Etas for every pivot, as before exchanges inside the factors: the donor's
    // arrays are what this test follows.
    engine.exchangesInFactors = false
    // The end at 19 per item moves every width from 10 to 19: hundreds of dual
    // pivots in one journaled call, which refactorises inside it.
    var refactorisations = engine.statistics.refactorizations
    try solver.setConstant(Double(-19 * count), of: pin)
    #expect(engine.statistics.refactorizations > refactorisations)
    let donor = try #require(engine.etaDonor, "a committed journal leaves its old factors")
    #expect(donor !== engine.factor)
    #expect(donor.etaIndices.capacity > 0)
    // Nothing solves with a donor again: its steps and `L` and `U` are freed, only
    // its eta arrays kept.
    #expect(donor.stepRow.capacity == 0 && donor.diagonal.capacity == 0)
    #expect(donor.stepOfRow.capacity == 0 && donor.stepOfPosition.capacity == 0)
    for lists in [donor.lColumns, donor.lRows, donor.uRows, donor.uColumns] {
      #expect(lists.listCount == 0 && lists.poolCount == 0)
    }
    solver.updateVariables()
    expectOptimal(w, perItem: 19)

    // Back to 12 per item: another journaled refactorisation, which takes the
    // donor's arrays (leaving it none) and leaves the factors it replaced instead.
    refactorisations = engine.statistics.refactorizations
    try solver.setConstant(Double(-12 * count), of: pin)
    #expect(engine.statistics.refactorizations > refactorisations)
    #expect(donor.etaIndices.capacity == 0)
    #expect(engine.etaDonor != nil && engine.etaDonor !== donor)
    #expect(engine.etaDonor !== engine.factor)
    solver.updateVariables()
    expectOptimal(w, perItem: 12)

    // A failing call that refactorises on the way takes the donor's arrays into
    // factors it then throws away: the solver is exactly as before, and still right.
    let dump = solver.dump()
    let values = w.map(\.value.bitPattern)
    refactorisations = engine.statistics.refactorizations
    #expect(throws: SolverError.self) {
      try solver.add([w[count - 1] == 19, w[count - 2] == 19, w[0] >= 25])
    }
    #expect(engine.statistics.refactorizations > refactorisations)
    #expect(solver.dump() == dump)
    solver.updateVariables()
    #expect(w.map(\.value.bitPattern) == values)
    #expect(engine.invariantViolations().isEmpty)
    try solver.setConstant(Double(-15 * count), of: pin)
    solver.updateVariables()
    expectOptimal(w, perItem: 15)
  }
}
