import Cassowary

extension SolverWorkload {
  /// `random_N`: a weak anchor per variable near a hidden point, then `count`
  /// constraints on 2–5 distinct variables within ±`window` indices of a centre,
  /// coefficients ±1 (twice as likely), ±2, ±0.5. Strengths: 30 % required (a third
  /// each `==`, `<=`, `>=`, all exact at the hidden point, so the system is
  /// feasible), 20 % strong, 25 % medium, 25 % weak; optional ones are half `==`, a
  /// quarter each `<=` and `>=`, with constants up to ±100 off the hidden point.
  ///
  /// - Returns: the ids of the `k` constraints, in order.
  static func random(
    _ n: Int, window: Int, count: Int, _ random: inout BenchRandom, _ builder: inout CassBuilder
  ) -> [String] {
    var hidden: [Double] = []
    for index in 0..<n {
      builder.variable("v\(index)")
      hidden.append(Double(random.int(0...2000)) / 2)
    }
    for index in 0..<n {
      let anchor = hidden[index] + Double(random.int(-120...120)) / 2
      builder.constraint("a\(index)", 250, .equal, -anchor, [(1, "v\(index)")])
    }
    let coefficients: [Double] = [1, 1, -1, -1, 2, -2, 0.5, -0.5]
    var ids: [String] = []
    for number in 0..<count {
      let centre = random.int(0...(n - 1))
      let low = max(0, centre - window)
      let high = min(n - 1, centre + window)
      let termCount = min(random.int(2...5), high - low + 1)
      let chosen = Array(random.shuffled(Array(low...high)).prefix(termCount))
      let terms = chosen.map { (random.pick(coefficients), "v\($0)") }
      let atHidden = terms.reduce(0.0) { sum, term in
        sum + term.0 * hidden[Int(term.1.dropFirst())!]
      }
      let draw = random.unit()
      let priority: Double
      let relation: RelationalOperator
      var constant = -atHidden
      if draw < 0.3 {
        priority = 1000
        relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
      } else {
        priority = draw < 0.5 ? 750 : (draw < 0.75 ? 500 : 250)
        let pick = random.unit()
        relation = pick < 0.5 ? .equal : (pick < 0.75 ? .lessThanOrEqual : .greaterThanOrEqual)
        constant += Double(random.int(-400...400)) / 4
      }
      let id = "k\(number)"
      ids.append(id)
      builder.constraint(id, priority, relation, constant, terms)
    }
    builder.update()
    return ids
  }

  /// `removal_N`: `random_N`, then its N constraints removed in random order, half
  /// of them, `u`, the rest, `u`.
  static func removal(_ n: Int, _ random: inout BenchRandom, _ builder: inout CassBuilder) {
    let ids = SolverWorkload.random(n, window: 3, count: n, &random, &builder)
    let order = random.shuffled(ids)
    for (position, id) in order.enumerated() {
      builder.remove(id)
      if position == order.count / 2 - 1 { builder.update() }
    }
    builder.update()
  }
}
