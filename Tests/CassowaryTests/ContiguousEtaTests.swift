import Testing
import _FixFlexTestSupport

@testable import Cassowary

/// Etas stored contiguously (``Factor/etaLow``) give the product form's results: the
/// expected values are computed here from the columns themselves, one entry at a
/// time, with no use of the factor's passes.
@Suite struct ContiguousEtaTests {
  /// One eta as the test keeps it: its position, pivot and other entries.
  struct Eta {
    var position: Int32
    var pivot: Double
    var entries: [Int32: Double]
  }

  /// `count` etas over `positions`: each other one dense over a window of the
  /// positions (two positions in three, over 80 entries: stored contiguously, with
  /// its pivot inside the window), the rest a few scattered entries (listed).
  func makeEtas(_ random: inout SeededRandom, positions: Int, count: Int) -> [Eta] {
    var etas: [Eta] = []
    for k in 0..<count {
      // A dense eta's window fits inside the positions (positions > 240).
      let position = Int32(
        k % 2 == 0
          ? Int.random(in: 40..<(positions - 200), using: &random)
          : Int.random(in: 0..<positions, using: &random))
      let pivot = [1.0, -2, 0.5, 4][Int.random(in: 0..<4, using: &random)]
      var entries: [Int32: Double] = [:]
      if k % 2 == 0 {
        let low = max(0, Int(position) - Int.random(in: 0..<40, using: &random))
        let high = low + 130 + Int.random(in: 0..<60, using: &random)
        for index in low...high where (index - low) % 3 != 2 && index != Int(position) {
          let sign = Bool.random(using: &random) ? 1.0 : -1.0
          entries[Int32(index)] = sign * Double(Int.random(in: 1...9, using: &random)) / 4
        }
      } else {
        for _ in 0..<3 {
          let index = Int32(Int.random(in: 0..<positions, using: &random))
          if index != position { entries[index] = Double(Int.random(in: 1...5, using: &random)) }
        }
      }
      etas.append(Eta(position: position, pivot: pivot, entries: entries))
    }
    return etas
  }

  func factor(holding etas: [Eta], positions: Int) -> Factor {
    let factor = Factor()
    factor.reserve(positions)
    factor.stepOfPosition = [Int32](repeating: -1, count: positions)
    let column = SparseVector()
    column.reserve(positions)
    for eta in etas {
      column.clear()
      column.set(eta.position, eta.pivot)
      for (index, value) in eta.entries { column.set(index, value) }
      factor.appendEta(position: eta.position, column: column)
    }
    return factor
  }

  func vector(_ values: [Double]) -> SparseVector {
    let vector = SparseVector()
    vector.reserve(values.count)
    for (index, value) in values.enumerated() where value != 0 { vector.set(Int32(index), value) }
    return vector
  }

  /// `E⁻¹` of each eta in order: `p = v[pos] / pivot`, `v[pos] = p`, `v[i] −= ηᵢ·p`.
  func forward(_ etas: [Eta], _ input: [Double]) -> [Double] {
    var v = input
    for eta in etas {
      let p = v[Int(eta.position)] / eta.pivot
      v[Int(eta.position)] = p
      for (index, value) in eta.entries { v[Int(index)] -= value * p }
    }
    return v
  }

  /// The transposed inverses, latest first: `v[pos] = (v[pos] − Σ ηᵢ·v[i]) / pivot`.
  func transposed(_ etas: [Eta], _ input: [Double]) -> [Double] {
    var v = input
    for eta in etas.reversed() {
      var sum = v[Int(eta.position)]
      for (index, value) in eta.entries { sum -= value * v[Int(index)] }
      v[Int(eta.position)] = sum / eta.pivot
    }
    return v
  }

  func expectClose(_ actual: SparseVector, _ expected: [Double], _ label: String) {
    for (index, value) in expected.enumerated() {
      let got = actual[Int32(index)]
      #expect(
        abs(got - value) <= 1e-9 * max(1, abs(value)), "\(label) [\(index)]: \(got) vs \(value)")
    }
    // Every non-zero value is listed (the vector's invariant).
    let listed = Set(actual.indices)
    for index in expected.indices where actual[Int32(index)] != 0 {
      #expect(listed.contains(Int32(index)), "\(label): [\(index)] not listed")
    }
  }

  @Test(arguments: [1, 2, 3])
  func theEtaPassesMatchTheProductForm(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let positions = 400
    let etas = makeEtas(&random, positions: positions, count: 24)
    let factor = factor(holding: etas, positions: positions)
    // The dense etas were stored contiguously, the others listed.
    #expect(factor.etaLow.enumerated().allSatisfy { ($0.offset % 2 == 0) == ($0.element >= 0) })
    #expect(factor.etaNonZeros == etas.reduce(0) { $0 + $1.entries.count })

    for trial in 0..<6 {
      // Sparse inputs take the listed forward pass, dense ones the streamed one.
      var input = [Double](repeating: 0, count: positions)
      let count = trial < 3 ? 1 + trial : positions / 2
      for _ in 0..<count {
        input[Int.random(in: 0..<positions, using: &random)] = Double(
          Int.random(in: 1...5, using: &random))
      }
      var forwardResult = vector(input)
      factor.applyEtas(&forwardResult)
      expectClose(forwardResult, forward(etas, input), "forward, trial \(trial)")

      var plain = vector(input)
      factor.etaTransposedReachedMost = true  // the plain pass
      factor.applyEtasTransposed(&plain)
      expectClose(plain, transposed(etas, input), "transposed, trial \(trial)")

      let sparse = vector(input)
      factor.applyEtasTransposedSparsely(sparse)
      expectClose(sparse, transposed(etas, input), "sparse transposed, trial \(trial)")
    }
  }

  /// A roll-back removes a contiguous eta with its span and its count of non-zeros.
  @Test func aRollBackRemovesAContiguousEta() {
    var random = SeededRandom(seed: 11)
    let positions = 300
    let etas = makeEtas(&random, positions: positions, count: 5)
    let factor = factor(holding: etas, positions: positions)
    let before = (factor.etaNonZeros, factor.etaLow, factor.etaValues.count)
    let checkpoint = factor.checkpoint()
    let dense = SparseVector()
    dense.reserve(positions)
    dense.set(150, 2)
    for index in 100..<250 where index != 150 { dense.set(Int32(index), 1) }
    factor.appendEta(position: 150, column: dense)
    #expect(factor.etaLow.last == 100)
    factor.rollBack(to: checkpoint)
    #expect(factor.etaNonZeros == before.0)
    #expect(factor.etaLow == before.1)
    #expect(factor.etaValues.count == before.2)

    let input = (0..<positions).map { Double($0 % 7) }
    var result = vector(input)
    factor.applyEtas(&result)
    expectClose(result, forward(etas, input), "after the roll-back")
  }

  /// The kernels against their scalar loops, for every remainder of the lanes.
  @Test func theKernelsMatchTheirScalarLoops() {
    var random = SeededRandom(seed: 5)
    for count in 0..<21 {
      let a = (0..<count).map { _ in Double(Int.random(in: -50...50, using: &random)) / 8 }
      let b = (0..<count).map { _ in Double(Int.random(in: -50...50, using: &random)) / 3 }
      var y = b
      var expectedY = b
      for k in 0..<count { expectedY[k] -= a[k] * 1.5 }
      a.withUnsafeBufferPointer { a in
        y.withUnsafeMutableBufferPointer { y in
          if let target = y.baseAddress, let source = a.baseAddress {
            subtractScaled(source, by: 1.5, from: target, count: count)
          }
        }
      }
      // One multiplication and one subtraction each: bit for bit.
      #expect(y == expectedY, "count \(count)")

      var expectedDot = 0.0
      for k in 0..<count { expectedDot += a[k] * b[k] }
      let dot = a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
          count == 0 ? 0 : dotProduct(a.baseAddress!, b.baseAddress!, count: count)
        }
      }
      #expect(abs(dot - expectedDot) <= 1e-12 * max(1, abs(expectedDot)), "count \(count)")
    }
  }
}
