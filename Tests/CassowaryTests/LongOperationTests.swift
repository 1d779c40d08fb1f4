import Cassowary
import Testing

/// Operations long enough to refactorise the basis while they may still fail, and
/// the basic columns a new row takes so that layouts need no pivots.
@Suite struct LongOperationTests {
  /// A row of `count` widths `w[i]` chained by `x[i+1] = x[i] + w[i]` from `x[0] = 0`,
  /// each `0 <= w[i] <= 20` (required) and pulled to 10 (medium).
  static func row(_ count: Int) -> (solver: Solver, x: [Variable], w: [Variable]) {
    let solver = Solver()
    let x = (0...count).map { Variable("x\($0)") }
    let w = (0..<count).map { Variable("w\($0)") }
    try! solver.add(x[0] == 0)
    for i in 0..<count {
      try! solver.add(x[i + 1] == x[i] + w[i])
      try! solver.add(w[i] >= 0)
      try! solver.add(w[i] <= 20)
      try! solver.add(Constraint(w[i] - 10, .equal, priority: .medium))
    }
    return (solver, x, w)
  }

  /// Pinning the end at 19 per item moves every width from 10 to 19, one dual
  /// pivot or more each (every width is its own medium error): hundreds of pivots in
  /// one journaled `add`, so the basis is refactorised inside it. When the same
  /// batch then fails, the solver must be exactly as before.
  @Test func failedBatchAfterRefactorisingLeavesNothing() throws {
    let count = 300
    let (solver, x, w) = Self.row(count)
    solver.updateVariables()
    let dump = solver.dump()
    let values = x.map(\.value) + w.map(\.value)
    let refactorisations = solver.statistics.refactorizations
    // w[0] >= 25 contradicts w[0] <= 20.
    let batch = [x[count] == Double(19 * count), w[0] >= 25]
    #expect(throws: SolverError.self) { try solver.add(batch) }
    #expect(solver.statistics.refactorizations > refactorisations)
    #expect(solver.dump() == dump)
    solver.updateVariables()
    #expect(x.map(\.value) + w.map(\.value) == values)
    // The solver still works: the pin alone holds, every width at 19 (the medium
    // errors are minimised in sum, and 19 · count must be shared within the caps:
    // any split is optimal, so only the sum and the bounds are checked).
    try solver.add(x[count] == Double(19 * count))
    solver.updateVariables()
    #expect(abs(x[count].value - Double(19 * count)) < 1e-6)
    for width in w { #expect(width.value >= -1e-9 && width.value <= 20 + 1e-9) }
    let total = w.reduce(0) { $0 + $1.value }
    #expect(abs(total - Double(19 * count)) < 1e-6)
  }

  /// `w == 4` after `w >= 0`, and a ratio between two widths that are both basic
  /// in their `>= 0` rows: each is added with no pivot (the bound's slack takes
  /// the basis), and the values are the hand-computed ones.
  @Test func boundsHandTheirVariablesOver() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let total = Variable("total")
    try solver.add([a >= 0, b >= 0])
    try solver.add(a == 4)
    #expect(solver.statistics.dualPivots == 0)
    try solver.add(b == 2 * a)
    try solver.add(total == a + b)
    #expect(solver.statistics.dualPivots == 0)
    solver.updateVariables()
    // a = 4, b = 2 · 4 = 8, total = 4 + 8 = 12.
    #expect(a.value == 4)
    #expect(b.value == 8)
    #expect(total.value == 12)
  }

  /// A weak preferred position on a variable that a spacing row holds: the new
  /// bound takes the spacing row's slack as its basic column, at the value the
  /// primal simplex would pivot it to, so no pivot is made.
  @Test func aPreferredPositionTakesTheSpacingSlack() throws {
    let solver = Solver()
    let x0 = Variable("x0")
    let x1 = Variable("x1")
    try solver.add(x0 == 10)
    try solver.add(x1 - x0 >= 6)
    try solver.add(Constraint(x1 - 40, .equal, priority: .weak))
    #expect(solver.statistics.primalPivots == 0)
    #expect(solver.statistics.dualPivots == 0)
    solver.updateVariables()
    // x0 = 10; x1 may be anything from 10 + 6 = 16 up, so its weak 40 holds, with
    // the spacing slack at 40 − 16 = 24.
    #expect(x0.value == 10)
    #expect(x1.value == 40)
    #expect(solver.violatedConstraints.isEmpty)
  }

  /// The same rule does not take the error of a stronger row: a weak `x == 40` on
  /// the `x` that a strong `x − y == 10` holds keeps its own error basic, where
  /// taking the strong row's error would break the strong level for a pivot to
  /// mend.
  @Test func aPreferredPositionLeavesAStrongerRowAlone() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(y == 0)
    try solver.add(Constraint(x - y - 10, .equal, priority: .strong))
    try solver.add(Constraint(x - 40, .equal, priority: .weak))
    #expect(solver.statistics.primalPivots == 0)
    solver.updateVariables()
    // The strong row wins: x = 0 + 10; the weak 40 is 30 off.
    #expect(x.value == 10)
    #expect(y.value == 0)
    #expect(solver.violatedConstraints.count == 1)
  }

  /// Fills that follow the first one, beside items that each take the extra space
  /// at no cost: pinning the total gives the space to the fills in one dual pivot
  /// (the ratio test's tie goes to the largest pivot), and the widths are the
  /// hand-computed ones.
  @Test func aPinnedRowGrowsItsFillsInOnePivot() throws {
    let solver = Solver()
    let count = 50
    let fills = (0..<count).map { Variable("fill\($0)") }
    let labels = (0..<count).map { Variable("label\($0)") }
    var parts: [Constraint] = []
    for i in 0..<count {
      parts.append(fills[i] >= 0)
      parts.append(labels[i] >= 0)
      // Labels at 8, between 10 and 80 when squeezed or stretched: strong
      // compression, weak hugging.
      parts.append(labels[i] <= 80)
      parts.append(Constraint(labels[i] - 8, .greaterThanOrEqual, priority: .strong))
      parts.append(Constraint(labels[i] - 8, .lessThanOrEqual, priority: .weak))
      if i > 0 { parts.append(fills[i] == Double(1 + i % 2) * fills[0]) }
    }
    try solver.add(parts)
    let sum = Expression(fills.map { Term($0) } + labels.map { Term($0) })
    let width = Variable("width")
    try solver.add(Constraint(sum - width, .equal))
    let before = solver.statistics.dualPivots
    try solver.add(width == 8 * Double(count) + 750)
    #expect(solver.statistics.dualPivots - before <= 1)
    solver.updateVariables()
    // The labels stay at 8; the 750 left go to the fills in weights 1 (i even,
    // fill 0 included) and 2 (i odd): 25 · 1 + 25 · 2 = 75 shares of 10.
    for i in 0..<count {
      #expect(abs(labels[i].value - 8) < 1e-9)
      #expect(abs(fills[i].value - 10 * Double(1 + i % 2)) < 1e-9)
    }
  }
}

/// ``Solver/setConstants(_:)``: several constants in one solve and one dual pass.
@Suite struct BatchedConstantTests {
  /// Three widths chained from 0, each pulled to its own size (strong); moving all
  /// three sizes at once gives the hand-computed edges, as one call each would.
  @Test func aBatchMovesEveryConstant() throws {
    let solver = Solver()
    let w = (0..<3).map { Variable("w\($0)") }
    let x = (0...3).map { Variable("x\($0)") }
    try solver.add(x[0] == 0)
    var sizes: [Constraint] = []
    for i in 0..<3 {
      try solver.add(x[i + 1] == x[i] + w[i])
      try solver.add(w[i] >= 0)
      let size = Constraint(w[i] - 10, .equal, priority: .strong)
      try solver.add(size)
      sizes.append(size)
    }
    try solver.setConstants([(sizes[0], -20), (sizes[1], -5), (sizes[2], -40)])
    solver.updateVariables()
    // Edges: 0, 20, 20 + 5 = 25, 25 + 40 = 65.
    #expect(x.map(\.value) == [0, 20, 25, 65])
    #expect(sizes.map(\.constant) == [-20, -5, -40])
  }

  /// A batch whose required constants contradict each other is refused whole: the
  /// error names a required constraint of the batch, and the dump and values are as
  /// before; an unknown or repeated constraint is refused before anything moves.
  @Test func aFailingBatchChangesNothing() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let low = a >= 0
    let high = a <= 10
    let pin = b == 3
    try solver.add([low, high, pin, a == b])
    solver.updateVariables()
    let dump = solver.dump()
    // a >= 20 and a <= 10 cannot both hold.
    #expect {
      try solver.setConstants([(pin, -5), (low, -20)])
    } throws: { error in
      guard case SolverError.unsatisfiable(let named, _) = error else { return false }
      return named === low || named === pin
    }
    #expect(solver.dump() == dump)
    #expect(low.constant == 0)
    #expect(pin.constant == -3)
    #expect(throws: SolverError.self) { try solver.setConstants([(pin, -4), (pin, -5)]) }
    #expect(throws: SolverError.self) { try solver.setConstants([(pin, -4), (b == 1, -5)]) }
    #expect(solver.dump() == dump)
    solver.updateVariables()
    #expect(a.value == 3 && b.value == 3)
  }
}

/// Rows of equal fills closing on a shared width: the ratio equalities are added
/// when both widths are already basic, so their dummies would sit in the basis; they
/// are pivoted out when added, and resizing back and forth then moves values only.
@Suite struct DummyFreeBasisTests {
  @Test func resizingEqualFillsNeedsNoPivots() throws {
    let solver = Solver()
    let width = Variable("W")
    let lines = 4
    let items = 8
    var fills: [[Variable]] = []
    for line in 0..<lines {
      let w = (0..<items).map { Variable("w\(line)_\($0)") }
      let x = (0...items).map { Variable("x\(line)_\($0)") }
      var batch: [Constraint] = []
      for item in w {
        batch.append(item >= 0)
        batch.append(Constraint(item - 20, .lessThanOrEqual, priority: .weak))
        batch.append(Constraint(item - 20, .greaterThanOrEqual, priority: .strong))
      }
      batch.append(x[0] == 4)
      for j in 0..<items { batch.append(x[j + 1] == x[j] + w[j] + 4) }
      for j in 1..<items { batch.append(w[j] == w[0]) }
      batch.append(x[items] == width)
      try solver.add(batch)
      fills.append(w)
    }
    let size = width == 800
    try solver.add(size)
    try solver.setConstant(-820, of: size)
    let settled = solver.statistics.dualPivots + solver.statistics.primalPivots
    for step in 0..<6 {
      let target = step % 2 == 0 ? 800.0 : 820.0
      try solver.setConstant(-target, of: size)
      solver.updateVariables()
      // Eight equal fills and nine gaps of 4: w = (W − 36) / 8, 95.5 or 98.
      for line in fills {
        for fill in line { #expect(abs(fill.value - (target - 36) / 8) < 1e-9) }
      }
    }
    #expect(solver.statistics.dualPivots + solver.statistics.primalPivots == settled)
  }
}
