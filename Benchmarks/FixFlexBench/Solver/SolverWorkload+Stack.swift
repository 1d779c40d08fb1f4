import Cassowary

extension SolverWorkload {
  /// `stack_N`: N items with leading, width and trailing. Required: `l0 = 8`,
  /// `r = l + w`, `w ≥ 0`, `l[i] = r[i−1] + 6`, `W = r[N−1] + 8`. About 38 % fixed
  /// width (required `w = 10…60`), 29 % hugging (required `w ≥ c`, medium `w = c`,
  /// c = 20…80), 33 % filling (minimum 10…40, required or strong; a strong maximum
  /// on a third of them; a weak ratio `3w = k·w(first fill)`, k = 1 or 2). `W` is a
  /// strong edit variable, suggested at 1.3 × the content minimum.
  ///
  /// - Returns: the content minimum of W (the resize loop sweeps around it).
  static func stack(_ n: Int, _ random: inout BenchRandom, _ builder: inout CassBuilder)
    -> Double
  {
    builder.variable("W")
    for index in 0..<n {
      builder.variable("i\(index).l")
      builder.variable("i\(index).w")
      builder.variable("i\(index).r")
    }
    var minimum = 16.0 + 6 * Double(n - 1)
    var firstFill: String?
    for index in 0..<n {
      let item = "i\(index)"
      if index == 0 { builder.constraint("lead", 1000, .equal, -8, [(1, "i0.l")]) }
      builder.constraint(
        "\(item).span", 1000, .equal, 0, [(1, "\(item).l"), (1, "\(item).w"), (-1, "\(item).r")])
      builder.constraint("\(item).nonneg", 1000, .greaterThanOrEqual, 0, [(1, "\(item).w")])
      if index > 0 {
        builder.constraint(
          "\(item).adj", 1000, .equal, 6, [(1, "i\(index - 1).r"), (-1, "\(item).l")])
      }
      let kind = random.unit()
      if kind < 0.38 {
        let width = Double(random.int(10...60))
        minimum += width
        builder.constraint("\(item).fixed", 1000, .equal, -width, [(1, "\(item).w")])
      } else if kind < 0.67 {
        let content = Double(random.int(20...80))
        minimum += content
        builder.constraint(
          "\(item).resist", 1000, .greaterThanOrEqual, -content, [(1, "\(item).w")])
        builder.constraint("\(item).hug", 500, .equal, -content, [(1, "\(item).w")])
      } else {
        let least = Double(random.int(10...40))
        minimum += least
        let strength: Double = random.chance(0.5) ? 1000 : 750
        builder.constraint("\(item).min", strength, .greaterThanOrEqual, -least, [(1, "\(item).w")])
        if random.chance(0.35) {
          let most = least + Double(random.int(20...120))
          builder.constraint("\(item).max", 750, .lessThanOrEqual, -most, [(1, "\(item).w")])
        }
        if let first = firstFill {
          builder.constraint(
            "\(item).ratio", 250, .equal, 0,
            [(3, "\(item).w"), (-Double(random.int(1...2)), first)])
        } else {
          firstFill = "\(item).w"
        }
      }
    }
    builder.constraint("trail", 1000, .equal, 8, [(1, "i\(n - 1).r"), (-1, "W")])
    builder.edit("W", 750)
    builder.suggest("W", (minimum * 1.3).rounded())
    builder.update()
    return minimum
  }

  /// `resize_N`: `stack_N`, then K × (`s W v`, `u`) sweeping W over 0.95–1.95 × the
  /// content minimum along a sine (K = ``resizeSteps(_:)``).
  static func resize(_ n: Int, _ random: inout BenchRandom, _ builder: inout CassBuilder) {
    let minimum = stack(n, &random, &builder)
    let steps = resizeSteps(n)
    for step in 1...steps {
      let phase = 2 * Double.pi * Double(step) / Double(steps)
      let width = minimum * (1.45 + 0.5 * sine(phase))
      builder.suggest("W", (width * 10).rounded() / 10)
      builder.update()
    }
  }

  /// sin(x) by its Taylor series after reduction to [−π, π] (no libm needed; the
  /// generator only needs a smooth sweep that is the same everywhere).
  static func sine(_ x: Double) -> Double {
    var reduced = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    if reduced > Double.pi { reduced -= 2 * Double.pi }
    if reduced < -Double.pi { reduced += 2 * Double.pi }
    var term = reduced
    var sum = reduced
    for k in 1...12 {
      term *= -reduced * reduced / Double((2 * k) * (2 * k + 1))
      sum += term
    }
    return sum
  }
}
