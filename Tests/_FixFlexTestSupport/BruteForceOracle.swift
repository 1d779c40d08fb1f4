/// An exact, brute-force solver for tiny constraint systems under the strict
/// priority hierarchy of `cassowary-system.md`, written independently of the
/// `Cassowary` module so that property tests can check it.
///
/// **Method.** Each constraint `a·x + b  OP  0` contributes the hyperplane
/// `a·x + b = 0`. Within every cell of the arrangement of these hyperplanes each
/// level's objective (the sum of its constraints' violations) is linear, so the
/// lexicographic optimum set is a union of faces of the arrangement; being convex
/// and bounded (every variable has an optional anchor, so no direction keeps every
/// level constant), it is a polytope whose vertices are vertices of the arrangement.
/// The oracle therefore enumerates every vertex (each choice of `n` linearly
/// independent hyperplanes, solved exactly with fractions), keeps those where the
/// required constraints hold, and compares their vectors of level objectives
/// lexicographically. The optimal set is the convex hull of the optimal vertices, so
/// a variable's optimum is unique exactly when all optimal vertices agree on it.
public enum BruteForceOracle {
  /// `Σ coefficients[i]·x[i] + constant  OP  0` at `priority` (1000 = required).
  public struct Row: Sendable {
    /// One coefficient per variable (zeros where absent).
    public var coefficients: [Fraction]
    /// The constant.
    public var constant: Fraction
    /// -1 for `<=`, 0 for `==`, +1 for `>=`.
    public var relation: Int
    /// The priority on the 1…1000 scale.
    public var priority: Double

    /// Creates a row.
    public init(coefficients: [Fraction], constant: Fraction, relation: Int, priority: Double) {
      self.coefficients = coefficients
      self.constant = constant
      self.relation = relation
      self.priority = priority
    }

    /// `a·x + b` at `point`.
    func value(at point: [Fraction]) -> Fraction {
      var sum = constant
      for (coefficient, x) in zip(coefficients, point) where !coefficient.isZero {
        sum = sum + coefficient * x
      }
      return sum
    }

    /// How far `point` is from satisfying the row (0 when it holds).
    public func violation(at point: [Fraction]) -> Fraction {
      let value = value(at: point)
      switch relation {
      case 0: return value.magnitude
      case -1: return value > .zero ? value : .zero
      default: return value < .zero ? -value : .zero
      }
    }
  }

  /// What the oracle found.
  public struct Solution: Sendable {
    /// The optimal values; for a variable whose optimum is not unique, the value at
    /// one optimal vertex.
    public var values: [Fraction]
    /// Whether each variable has the same value at every optimum.
    public var isUnique: [Bool]
    /// The optional priorities, highest first.
    public var levels: [Double]
    /// The optimal sum of violations at each level of ``levels``.
    public var objective: [Fraction]
  }

  /// The lexicographic optimum of `rows` over `variableCount` variables, or nil when
  /// the required rows are infeasible or the arrangement has no vertex (too few
  /// independent rows: give every variable an anchor).
  public static func solve(_ rows: [Row], variableCount n: Int) -> Solution? {
    let levels = Array(Set(rows.map(\.priority).filter { $0 < 1000 })).sorted(by: >)
    var best: [Fraction]?
    var optimal: [[Fraction]] = []
    var seen = Set<[Fraction]>()
    forEachSubset(of: rows.count, size: n) { subset in
      guard let point = intersection(subset.map { rows[$0] }, n: n),
        seen.insert(point).inserted
      else { return }
      for row in rows where row.priority >= 1000 {
        guard row.violation(at: point).isZero else { return }
      }
      let objective = levels.map { level in
        rows.filter { $0.priority == level }.reduce(Fraction.zero) {
          $0 + $1.violation(at: point)
        }
      }
      if let current = best {
        switch compare(objective, current) {
        case .orderedAscending:
          best = objective
          optimal = [point]
        case .orderedSame:
          optimal.append(point)
        case .orderedDescending:
          break
        }
      } else {
        best = objective
        optimal = [point]
      }
    }
    guard let objective = best, let first = optimal.first else { return nil }
    let unique = (0..<n).map { index in optimal.allSatisfy { $0[index] == first[index] } }
    return Solution(values: first, isUnique: unique, levels: levels, objective: objective)
  }

  /// The level objectives of any point (for comparing a solver's answer).
  public static func objective(of rows: [Row], at point: [Fraction], levels: [Double])
    -> [Fraction]
  {
    levels.map { level in
      rows.filter { $0.priority == level }.reduce(Fraction.zero) { $0 + $1.violation(at: point) }
    }
  }

  private enum Order { case orderedAscending, orderedSame, orderedDescending }

  private static func compare(_ a: [Fraction], _ b: [Fraction]) -> Order {
    for (x, y) in zip(a, b) where x != y { return x < y ? .orderedAscending : .orderedDescending }
    return .orderedSame
  }

  /// Calls `body` with every `size`-element subset of `0..<count`, in lexicographic
  /// order.
  static func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
    guard size <= count, size > 0 else { return }
    var indices = Array(0..<size)
    while true {
      body(indices)
      var position = size - 1
      while position >= 0 && indices[position] == count - size + position { position -= 1 }
      guard position >= 0 else { return }
      indices[position] += 1
      for next in (position + 1)..<size { indices[next] = indices[next - 1] + 1 }
    }
  }

  /// The point where the `n` hyperplanes `a·x + b = 0` meet, or nil when they are
  /// not independent (Gauss–Jordan elimination in exact arithmetic).
  static func intersection(_ rows: [Row], n: Int) -> [Fraction]? {
    var matrix = rows.map { $0.coefficients + [-$0.constant] }
    for column in 0..<n {
      guard let pivot = (column..<n).first(where: { !matrix[$0][column].isZero }) else {
        return nil
      }
      matrix.swapAt(column, pivot)
      let divisor = matrix[column][column]
      matrix[column] = matrix[column].map { $0 / divisor }
      for other in 0..<n where other != column && !matrix[other][column].isZero {
        let factor = matrix[other][column]
        for entry in column...n {
          matrix[other][entry] = matrix[other][entry] - factor * matrix[column][entry]
        }
      }
    }
    return (0..<n).map { matrix[$0][n] }
  }
}
