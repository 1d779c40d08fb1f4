import Foundation
import Testing
import _FixFlexTestSupport

@testable import Cassowary

/// The dual simplex's leaving row is chosen by dual Devex pricing. A stack resized
/// across its content minimum is the case that needs it: every fill's minimum slack
/// and ratio error sits at reduced cost 0 on every level, and the largest violation
/// alone walks one violation from item to item down the chain.
@Suite struct DualPricingTests {
  /// A horizontal stack in the shape of the benchmark's `stack_N`: items with
  /// leading, width and trailing in a chain (`l0 = 8`, `r = l + w`, `l' = r + 6`,
  /// `W = r_last + 8`); fixed widths, hugging items (required ≥ content, medium =
  /// content) and fills (a minimum, required or strong; sometimes a strong maximum;
  /// a weak ratio `3w = k·w(first fill)`). `W` is a strong edit variable.
  struct Stack {
    let solver = Solver()
    let width = Variable("W")
    var constraints: [Constraint] = []
    /// W's content minimum (fixed widths, contents and minimums, gaps, padding).
    var minimum = 16.0

    init(count: Int, seed: UInt64) throws {
      var random = SeededRandom(seed: seed)
      var firstFill: Variable?
      var previous: Variable?
      for index in 0..<count {
        let l = Variable("i\(index).l")
        let w = Variable("i\(index).w")
        let r = Variable("i\(index).r")
        if let previous {
          constraints.append(l == previous + 6)
          minimum += 6
        } else {
          constraints.append(l == 8)
        }
        constraints.append(r == l + w)
        constraints.append(w >= 0)
        let kind = Double.random(in: 0..<1, using: &random)
        if kind < 0.38 {
          let fixed = Double(Int.random(in: 10...60, using: &random))
          minimum += fixed
          constraints.append(w == fixed)
        } else if kind < 0.67 {
          let content = Double(Int.random(in: 20...80, using: &random))
          minimum += content
          constraints.append(w >= content)
          constraints.append(Constraint(w - content, .equal, priority: .medium))
        } else {
          let least = Double(Int.random(in: 10...40, using: &random))
          minimum += least
          let strong = Bool.random(using: &random)
          constraints.append(
            Constraint(w - least, .greaterThanOrEqual, priority: strong ? .strong : .required))
          if Int.random(in: 0..<3, using: &random) == 0 {
            let most = least + Double(Int.random(in: 20...120, using: &random))
            constraints.append(Constraint(w - most, .lessThanOrEqual, priority: .strong))
          }
          if let firstFill {
            let k = Double(Int.random(in: 1...2, using: &random))
            constraints.append(Constraint(3 * w - k * firstFill, .equal, priority: .weak))
          } else {
            firstFill = w
          }
        }
        previous = r
      }
      constraints.append(width == previous! + 8)
      try solver.add(constraints)
      try solver.addEditVariable(width, priority: .strong)
    }

    /// Each level's objective at the current values: the sum of its constraints'
    /// violations (the edit's `W == suggestion` counted at strong).
    func objectives(suggestion: Double) -> [Double] {
      var sums: [Double] = [0, 0, 0, 0]
      for constraint in constraints {
        switch constraint.priority {
        case .required: sums[0] += constraint.violation
        case .strong: sums[1] += constraint.violation
        case .medium: sums[2] += constraint.violation
        default: sums[3] += constraint.violation
        }
      }
      sums[1] += abs(width.value - suggestion)
      return sums
    }
  }

  /// The benchmark's resize sweep (0.95–1.95 × the content minimum along a sine,
  /// 100 steps) on 300 items. The step that comes back up across the minimum walked
  /// violations down the chain with the largest violation alone — 313 dual pivots,
  /// more than one per item; with the weights it takes 65. Every step near the
  /// minimum (within 3 %) ends at the lexicographic optimum (each level's objective equal to a
  /// fresh solver's at the same width, the required constraints holding), and every
  /// weight is back to 1 after each call.
  @Test func aResizeSweepAcrossTheMinimumDoesNotWalkTheChain() throws {
    let count = 300
    let stack = try Stack(count: count, seed: 2)
    var most = 0
    for step in 0...100 {
      let factor = 1.45 + 0.5 * sin(2 * Double.pi * Double(step) / 100)
      let target = (stack.minimum * factor * 10).rounded() / 10
      let before = stack.solver.statistics.dualPivots
      try stack.solver.suggestValue(target, for: stack.width)
      most = max(most, stack.solver.statistics.dualPivots - before)
      #expect(stack.solver.engine.dualWeights.array.allSatisfy { $0 == 1 })
      #expect(stack.solver.engine.weightedPositions.isEmpty)
      guard abs(factor - 1) < 0.03 else { continue }

      stack.solver.updateVariables()
      let incremental = stack.objectives(suggestion: target)
      let fresh = try Stack(count: count, seed: 2)
      try fresh.solver.suggestValue(target, for: fresh.width)
      fresh.solver.updateVariables()
      let expected = fresh.objectives(suggestion: target)
      #expect(incremental[0] < 1e-7, "required constraints hold at W = \(target)")
      for level in 1..<4 {
        #expect(
          abs(incremental[level] - expected[level]) <= 1e-7 * (1 + expected[level]),
          "level \(level) at W = \(target): \(incremental[level]) vs \(expected[level])")
      }
    }
    #expect(most < count / 2, "the most dual pivots in one step: \(most)")
  }

  /// A refactorisation renumbers the positions (a position becomes its step's row
  /// slot); the weights of a dual simplex in progress follow their basic columns.
  @Test func aRefactorisationCarriesEachColumnsWeight() throws {
    let stack = try Stack(count: 60, seed: 3)
    try stack.solver.suggestValue((stack.minimum * 1.2).rounded(), for: stack.width)
    let engine = stack.solver.engine
    engine.prepareDualWeights()
    // Every basic column gets a weight of its own: 2 + its column id.
    var expected: [Int32: Double] = [:]
    for position in 0..<engine.rowCapacity where engine.head[position] >= 0 {
      let column = engine.head[position]
      engine.dualWeights[position] = 2 + Double(column)
      engine.weightedPositions.append(Int32(position))
      expected[column] = 2 + Double(column)
    }
    let before = engine.positionOf.array
    engine.refactor()
    #expect(expected.keys.contains { engine.positionOf[Int($0)] != before[Int($0)] })
    for (column, weight) in expected {
      let position = engine.positionOf[Int(column)]
      #expect(position >= 0 && engine.dualWeights[Int(position)] == weight)
    }
    engine.resetDualWeights()
    #expect(engine.dualWeights.array.allSatisfy { $0 == 1 })
  }
}
