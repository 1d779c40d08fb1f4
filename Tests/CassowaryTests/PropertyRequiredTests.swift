import Cassowary
import Testing
import _FixFlexTestSupport

/// After any seeded sequence of adds, removes, edits and suggestions on sparse
/// random systems, every required constraint in the solver holds to 1e-9 relative
/// (its violation over the sum of its terms' magnitudes).
@Suite struct PropertyRequiredTests {
  @Test(arguments: UInt64(0)..<12)
  func requiredConstraintsHoldThroughRandomOperations(seed: UInt64) throws {
    var random = SeededRandom(seed: 1000 + seed)
    var system = RandomSystem.sparse(seed: seed, n: 24, count: 40)
    let solver = Solver()
    for constraint in system.constraints { try? solver.add(constraint) }
    var edits: [Variable] = []
    for index in [0, 11, 23] {
      try solver.addEditVariable(system.variables[index], priority: [.strong, .medium][index % 2])
      edits.append(system.variables[index])
    }
    var operations = 0
    for step in 0..<150 {
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        system.appendRandomConstraint(
          around: Int.random(in: 0..<system.variables.count, using: &random), random: &random)
        try? solver.add(system.constraints.last!)
      case 1:
        let active = solver.constraints.filter { !($0.identifier ?? "").hasPrefix("anchor") }
        if let victim = active.randomElement(using: &random) { try solver.remove(victim) }
      case 2, 3:
        let edit = edits.randomElement(using: &random)!
        if solver.hasEditVariable(edit) {
          try solver.suggestValue(Double(Int.random(in: -500...500, using: &random)), for: edit)
        }
      default:
        let edit = edits.randomElement(using: &random)!
        if solver.hasEditVariable(edit) {
          try solver.removeEditVariable(edit)
        } else {
          try solver.addEditVariable(edit, priority: .strong)
        }
      }
      solver.updateVariables()
      operations += 1
      for constraint in solver.constraints where constraint.priority.isRequired {
        let off = relativeViolation(constraint) { $0.value }
        #expect(
          off <= 1e-9, "seed \(seed), step \(step): \(constraint) is off by \(off) (relative)")
      }
    }
    #expect(operations == 150)
  }
}
