import Testing

@testable import Cassowary

/// `addRepairingOnce(_:)`: a batch of required inequalities whose rows take their own
/// slacks into the basis, at the values the solution gives them, and one repair of
/// the values at the end — what the layout engine adds the `size >= 0` bounds it
/// deferred with.
@Suite struct RepairOnceTests {
  /// Groups of three boxes in a row 100 wide: `a` wants 80 (strong), `c` wants 50
  /// (medium), `b` has no preference, so without bounds `b` is 100 − 80 − 50 = −30.
  /// With `b >= 0`, the strong width holds and `c` gives way: a 80, b 0, c 20.
  struct Groups {
    let solver = Solver()
    var widths: [[Variable]] = []

    init(count: Int) throws {
      for group in 0..<count {
        let x = (0..<3).map { Variable("x\(group).\($0)") }
        let w = (0..<3).map { Variable("w\(group).\($0)") }
        try solver.add([
          x[0] == 0, x[1] == x[0] + w[0], x[2] == x[1] + w[1], x[2] + w[2] == 100,
          (w[0] == 80).withPriority(.strong), (w[2] == 50).withPriority(.medium),
        ])
        widths.append(w)
      }
    }

    /// `w >= 0` for every width.
    var bounds: [Constraint] { widths.flatMap { $0.map { $0 >= 0 } } }

    var values: [[Double]] { widths.map { $0.map { solver.value(of: $0) } } }
  }

  @Test func boundsViolatedInManyPlacesAreRepairedOnce() throws {
    let groups = try Groups(count: 40)
    #expect(groups.values.allSatisfy { $0 == [80, -30, 50] })
    let before = groups.solver.statistics.dualPivots
    try groups.solver.addRepairingOnce(groups.bounds)
    #expect(groups.values.allSatisfy { $0 == [80, 0, 20] })
    // One pivot a group (its `b` leaves the bound's slack, `c` gives way), whether
    // one by one or in blocks.
    #expect(groups.solver.statistics.dualPivots - before <= 40)

    // The same values as the bounds added one at a time.
    let oneByOne = try Groups(count: 40)
    for bound in oneByOne.bounds { try oneByOne.solver.add(bound) }
    #expect(oneByOne.values == groups.values)
  }

  @Test func aBatchThatCannotHoldChangesNothing() throws {
    let groups = try Groups(count: 5)
    let stuck = Variable("stuck")
    try groups.solver.add(stuck == -5)
    let before = groups.values
    // The bound that cannot hold first: the refused row is found through the proof,
    // not by its place in the batch.
    let batch = [stuck >= 0] + groups.bounds
    let error = #expect(throws: SolverError.self) { try groups.solver.addRepairingOnce(batch) }
    guard case .unsatisfiable(let refused, let conflicts) = error else {
      Issue.record("expected .unsatisfiable, got \(String(describing: error))")
      return
    }
    // The proof is `stuck == −5` against `stuck >= 0`, the batch's only row in it.
    #expect(refused === batch.first)
    #expect(conflicts.count == 1 && conflicts.allSatisfy { c in !batch.contains { $0 === c } })
    #expect(groups.values == before && solverValue(groups.solver, stuck) == -5)
    #expect(batch.allSatisfy { !groups.solver.contains($0) })
    // Without the bound that cannot hold, the batch goes in.
    try groups.solver.addRepairingOnce(groups.bounds)
    #expect(groups.values.allSatisfy { $0 == [80, 0, 20] })
  }

  @Test func aBatchWithAnyOtherConstraintIsAnOrdinaryAdd() throws {
    let groups = try Groups(count: 3)
    let extra = Variable("extra")
    try groups.solver.addRepairingOnce(groups.bounds + [extra == 7])
    #expect(groups.values.allSatisfy { $0 == [80, 0, 20] })
    #expect(solverValue(groups.solver, extra) == 7)
  }

  private func solverValue(_ solver: Solver, _ variable: Variable) -> Double {
    solver.value(of: variable)
  }
}
