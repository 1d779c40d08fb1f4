import Cassowary

extension SolverWorkload {
  /// `chain_N`: `x0 ≥ 0`; required `x[i] − x[i−1] ≥ gap` (gap 2–8); a weak preferred
  /// position per variable (a running sum of the gaps plus slack); a strong anchor at
  /// the preferred position of every 16th; `x[N−1] ≤` the last preference + 40.
  static func chain(_ n: Int, _ random: inout BenchRandom, _ builder: inout CassBuilder) {
    for index in 0..<n { builder.variable("x\(index)") }
    var preferred = Double(random.int(2...8))
    builder.constraint("lo", 1000, .greaterThanOrEqual, 0, [(1, "x0")])
    for index in 0..<n {
      let name = "x\(index)"
      if index > 0 {
        let gap = random.int(2...8)
        preferred += Double(gap + random.int(0...16))
        builder.constraint(
          "gap\(index)", 1000, .greaterThanOrEqual, Double(-gap),
          [(1, name), (-1, "x\(index - 1)")])
      }
      builder.constraint("pref\(index)", 250, .equal, -preferred, [(1, name)])
      if index % 16 == 0 {
        builder.constraint("anchor\(index)", 750, .equal, -preferred, [(1, name)])
      }
    }
    builder.constraint("hi", 1000, .lessThanOrEqual, -(preferred + 40), [(1, "x\(n - 1)")])
    builder.update()
  }
}
