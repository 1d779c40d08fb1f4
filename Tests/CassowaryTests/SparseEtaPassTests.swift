import Testing
import _FixFlexTestSupport

@testable import Cassowary

/// The eta passes through the by-position index give what the plain passes give:
/// transposed, for each eta, latest first, `v[p] ← (v[p] − Σ ηᵢ·v[i]) / pivot`;
/// forward, for each eta in order, `v[p] ← v[p] / pivot`, then `v[i] −= ηᵢ·v[p]`.
@Suite struct SparseEtaPassTests {
  /// A factor holding only etas (no steps are needed for the eta passes), with
  /// `etaCount` random etas over `positions` positions, `density` entries each.
  func randomEtas(
    _ random: inout SeededRandom, positions: Int, etaCount: Int, density: Int
  ) -> Factor {
    var columns: [EtaColumn] = []
    return randomEtas(
      &random, positions: positions, etaCount: etaCount, density: density, columns: &columns)
  }

  /// An eta as it was made: its position, its pivot and its other entries.
  struct EtaColumn {
    var position: Int
    var pivot: Double
    var entries: [Int: Double]
  }

  /// ``randomEtas(_:positions:etaCount:density:)``, recording each eta's column in
  /// `columns`.
  func randomEtas(
    _ random: inout SeededRandom, positions: Int, etaCount: Int, density: Int,
    columns: inout [EtaColumn]
  ) -> Factor {
    let factor = Factor()
    factor.reserve(positions)
    factor.stepOfPosition = [Int32](repeating: -1, count: positions)
    let column = SparseVector()
    column.reserve(positions)
    for _ in 0..<etaCount {
      column.clear()
      let position = Int.random(in: 0..<positions, using: &random)
      var made = EtaColumn(
        position: position, pivot: [1.0, -2, 0.5, 4][Int.random(in: 0..<4, using: &random)],
        entries: [:])
      column.set(Int32(position), made.pivot)
      for _ in 0..<density {
        let index = Int.random(in: 0..<positions, using: &random)
        if index != position {
          let value = Double(Int.random(in: -9...9, using: &random))
          column.set(Int32(index), value)
          made.entries[index] = value
        }
      }
      columns.append(made)
      factor.appendEta(position: Int32(position), column: column)
    }
    return factor
  }

  /// The input vectors: `count` random entries.
  func randomVector(_ random: inout SeededRandom, positions: Int, count: Int) -> SparseVector {
    let vector = SparseVector()
    vector.reserve(positions)
    for _ in 0..<count {
      vector.set(
        Int32(Int.random(in: 0..<positions, using: &random)),
        Double(Int.random(in: 1...5, using: &random)))
    }
    return vector
  }

  @Test(arguments: [(5, 40, 2), (40, 30, 20), (60, 200, 150), (120, 100, 1)])
  func sparsePassEqualsThePlainPass(etaCount: Int, positions: Int, density: Int) {
    var random = SeededRandom(seed: UInt64(etaCount * 1000 + density))
    let factor = randomEtas(
      &random, positions: positions, etaCount: etaCount, density: density)
    for trial in 0..<20 {
      var plain = randomVector(&random, positions: positions, count: 1 + trial % 4)
      let sparse = SparseVector()
      sparse.reserve(positions)
      for index in plain.indices { sparse.set(index, plain[index]) }

      factor.etaTransposedReachedMost = true  // force the plain pass
      factor.applyEtasTransposed(&plain)
      factor.applyEtasTransposedSparsely(sparse)

      for position in 0..<Int32(positions) {
        let expected = plain[position]
        let actual = sparse[position]
        #expect(
          abs(expected - actual) <= 1e-9 * max(1, abs(expected)),
          "etas \(etaCount), trial \(trial), position \(position): \(actual) vs \(expected)")
      }
    }
  }

  /// Etas removed by a roll-back leave the index, and the etas appended after it
  /// (which reuse their ids) are indexed instead.
  @Test func aRollBackDropsTheIndexOfRemovedEtas() {
    var random = SeededRandom(seed: 7)
    let factor = randomEtas(&random, positions: 50, etaCount: 12, density: 30)
    let checkpoint = factor.checkpoint()
    let removed = SparseVector()
    removed.reserve(50)
    removed.set(3, 2)
    for index in 10..<40 { removed.set(Int32(index), 1) }
    factor.appendEta(position: 3, column: removed)
    let probe = SparseVector()
    probe.reserve(50)
    probe.set(20, 1)
    factor.applyEtasTransposedSparsely(probe)  // indexes all 13 etas
    factor.rollBack(to: checkpoint)
    let replacement = SparseVector()
    replacement.reserve(50)
    replacement.set(5, 4)
    for index in 0..<5 { replacement.set(Int32(index), -3) }
    factor.appendEta(position: 5, column: replacement)

    for start: Int32 in [0, 3, 5, 20] {
      var plain = SparseVector()
      plain.reserve(50)
      plain.set(start, 1)
      let sparse = SparseVector()
      sparse.reserve(50)
      sparse.set(start, 1)
      factor.etaTransposedReachedMost = true  // force the plain pass
      factor.applyEtasTransposed(&plain)
      factor.applyEtasTransposedSparsely(sparse)
      for position in 0..<Int32(50) {
        #expect(
          abs(plain[position] - sparse[position]) <= 1e-9 * max(1, abs(plain[position])),
          "from \(start), position \(position): \(sparse[position]) vs \(plain[position])")
      }
    }
  }

  /// The forward pass through the index against the product form written out here
  /// from the columns the etas were made of. Bit for bit: both apply the same etas
  /// in the same order with the same two operations. Light etas (the ones the
  /// engine sends through the index) and dense, contiguous ones; from the first eta
  /// and from later ones.
  @Test(arguments: [(200, 300, 3), (150, 60, 8), (40, 200, 120)])
  func sparseForwardPassIsTheProductForm(etaCount: Int, positions: Int, density: Int) {
    var random = SeededRandom(seed: UInt64(etaCount * 7 + density))
    var columns: [EtaColumn] = []
    let factor = randomEtas(
      &random, positions: positions, etaCount: etaCount, density: density, columns: &columns)
    for trial in 0..<24 {
      let first = [0, 1, etaCount / 3][trial % 3]
      let vector = randomVector(&random, positions: positions, count: 1 + trial % 3)
      var expected = (0..<positions).map { vector[Int32($0)] }
      for eta in first..<etaCount {
        let p = columns[eta].position
        if expected[p] == 0 { continue }
        expected[p] /= columns[eta].pivot
        for index in columns[eta].entries.keys.sorted() {
          expected[index] -= columns[eta].entries[index]! * expected[p]
        }
      }
      factor.applyEtasSparsely(vector, from: first)
      for position in 0..<positions {
        #expect(
          vector[Int32(position)] == expected[position],
          "etas \(etaCount) from \(first), trial \(trial), position \(position)")
      }
      // Every non-zero value is listed.
      let listed = Set(vector.indices)
      for position in 0..<positions where expected[position] != 0 {
        #expect(listed.contains(Int32(position)), "position \(position) unlisted")
      }
    }
  }

  /// The forward pass goes through the index only for a short vector against many
  /// light etas.
  @Test func theForwardPassTakesTheIndexForAShortVectorAndManyLightEtas() {
    var random = SeededRandom(seed: 11)
    let light = randomEtas(&random, positions: 400, etaCount: 200, density: 3)
    let short = randomVector(&random, positions: 400, count: 2)
    #expect(light.prefersSparseEtas(for: short, from: 0))
    #expect(!light.prefersSparseEtas(for: short, from: 100), "100 etas left")
    let long = randomVector(&random, positions: 400, count: 60)
    #expect(long.count > 12)
    #expect(!light.prefersSparseEtas(for: long, from: 0), "a vector of \(long.count)")
    let dense = randomEtas(&random, positions: 400, etaCount: 200, density: 60)
    #expect(!dense.prefersSparseEtas(for: short, from: 0), "dense etas")
  }
}
