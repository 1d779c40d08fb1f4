import Cassowary

/// A seeded random constraint system for property tests: solver constraints and the
/// same rows for ``BruteForceOracle``, with every variable anchored by an optional
/// constraint (so the optimum is bounded).
///
/// Numbers are small integers and halves, so the oracle's fractions stay exact and
/// small.
public struct RandomSystem {
  /// The variables, `x0`, `x1`, …
  public var variables: [Variable]
  /// The constraints, in the order to add them (anchors first).
  public var constraints: [Constraint]
  /// The same constraints as oracle rows (parallel to ``constraints``).
  public var rows: [BruteForceOracle.Row]
  /// Edit variables to add after the constraints: variable index, priority,
  /// suggested value.
  public var edits: [(index: Int, priority: Priority, value: Double)]

  /// The priorities the generator draws from: required twice as often.
  public static let priorities: [Double] = [1000, 1000, 750, 600, 500, 300, 250]

  /// A tiny system for the oracle: 1–3 variables, 2–6 constraints on them besides
  /// the anchors, sometimes an edit variable.
  public static func tiny(seed: UInt64) -> RandomSystem {
    var random = SeededRandom(seed: seed)
    let n = Int.random(in: 1...3, using: &random)
    var system = RandomSystem(n: n, random: &random, window: n)
    for _ in 0..<Int.random(in: 2...6, using: &random) {
      system.appendRandomConstraint(around: Int.random(in: 0..<n, using: &random), random: &random)
    }
    if Bool.random(using: &random) {
      let priority = Priority([900.0, 750, 600, 500].randomElement(using: &random)!)
      system.edits.append(
        (
          Int.random(in: 0..<n, using: &random), priority,
          Double(Int.random(in: -40...40, using: &random))
        ))
    }
    return system
  }

  /// A larger sparse system: `n` variables, `count` constraints on 1–4 variables
  /// within ±3 indices.
  public static func sparse(seed: UInt64, n: Int, count: Int) -> RandomSystem {
    var random = SeededRandom(seed: seed)
    var system = RandomSystem(n: n, random: &random, window: 3)
    for _ in 0..<count {
      system.appendRandomConstraint(around: Int.random(in: 0..<n, using: &random), random: &random)
    }
    return system
  }

  /// Variables and their anchors.
  private init(n: Int, random: inout SeededRandom, window: Int) {
    self.window = window
    variables = (0..<n).map { Variable("x\($0)") }
    constraints = []
    rows = []
    edits = []
    for index in 0..<n {
      let target = Double(Int.random(in: -20...20, using: &random))
      let priority = Bool.random(using: &random) ? 250.0 : 100.0
      append(
        terms: [(index, 1)], constant: -target, relation: 0, priority: priority,
        id: "anchor\(index)")
    }
  }

  private let window: Int

  /// A random constraint on 1–3 variables near `centre`.
  public mutating func appendRandomConstraint(around centre: Int, random: inout SeededRandom) {
    let n = variables.count
    let low = max(0, centre - window)
    let high = min(n - 1, centre + window)
    let count = Int.random(in: 1...min(3, high - low + 1), using: &random)
    let chosen = Array((low...high).shuffled(using: &random).prefix(count))
    let terms = chosen.map { ($0, [1.0, -1, 2, -2, 0.5].randomElement(using: &random)!) }
    let constant = Double(Int.random(in: -30...30, using: &random))
    let relation = Int.random(in: -1...1, using: &random)
    let priority = RandomSystem.priorities.randomElement(using: &random)!
    append(
      terms: terms, constant: constant, relation: relation, priority: priority,
      id: "k\(constraints.count)")
  }

  /// Adds `Σ c·x + constant OP 0` to both representations.
  public mutating func append(
    terms: [(Int, Double)], constant: Double, relation: Int, priority: Double, id: String
  ) {
    let expression = Expression(terms.map { Term(variables[$0.0], $0.1) }, constant: constant)
    let op: RelationalOperator =
      relation == 0 ? .equal : (relation < 0 ? .lessThanOrEqual : .greaterThanOrEqual)
    constraints.append(Constraint(expression, op, priority: Priority(priority), identifier: id))
    var coefficients = [Fraction](repeating: .zero, count: variables.count)
    for (index, coefficient) in terms {
      coefficients[index] = coefficients[index] + Fraction(exactly: coefficient)
    }
    rows.append(
      BruteForceOracle.Row(
        coefficients: coefficients, constant: Fraction(exactly: constant), relation: relation,
        priority: priority))
  }

  /// The oracle row of an edit variable's suggestion.
  public func editRow(_ edit: (index: Int, priority: Priority, value: Double))
    -> BruteForceOracle.Row
  {
    var coefficients = [Fraction](repeating: .zero, count: variables.count)
    coefficients[edit.index] = Fraction(1)
    return BruteForceOracle.Row(
      coefficients: coefficients, constant: -Fraction(exactly: edit.value), relation: 0,
      priority: edit.priority.value)
  }
}

/// How far a constraint is from holding, relative to the size of its terms: the
/// measure of "holds to 1e-9 relative".
public func relativeViolation(_ constraint: Constraint, values: (Variable) -> Double) -> Double {
  let expression = constraint.expression
  var value = expression.constant
  var scale = abs(expression.constant)
  for term in expression.terms {
    let product = term.coefficient * values(term.variable)
    value += product
    scale += abs(product)
  }
  let violation: Double
  switch constraint.relation {
  case .equal: violation = abs(value)
  case .lessThanOrEqual: violation = max(0, value)
  case .greaterThanOrEqual: violation = max(0, -value)
  }
  return violation / max(1, scale)
}
