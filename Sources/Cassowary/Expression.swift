/// A linear expression: `constant + Σ coefficient · variable`.
///
/// Build expressions with the arithmetic operators (`2 * x + y - 10`). The terms keep
/// the order in which variables first appear; nothing depends on object addresses.
public struct Expression {
  /// The addends, in order of first appearance. May repeat a variable until
  /// ``reduced()`` merges them.
  public var terms: [Term]
  /// The constant addend.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 · variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// The constant expression `value`.
  public init(_ value: Double) {
    self.init([], constant: value)
  }

  /// The same expression with each variable once (coefficients summed, in order of
  /// first appearance) and zero coefficients dropped.
  public func reduced() -> Expression {
    if terms.count <= 1 {
      return terms.first?.coefficient == 0 ? Expression([], constant: constant) : self
    }
    if isReduced { return self }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    // A constraint's few terms find their variable by a scan of what is merged so
    // far (no hashing); a long expression through an index.
    let indexed = terms.count > 16
    var index: [ObjectIdentifier: Int] = [:]
    for term in terms {
      let at =
        indexed
        ? index[ObjectIdentifier(term.variable)]
        : merged.firstIndex { $0.variable === term.variable }
      if let at {
        merged[at].coefficient += term.coefficient
      } else {
        if indexed { index[ObjectIdentifier(term.variable)] = merged.count }
        merged.append(term)
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return Expression(merged, constant: constant)
  }

  /// Whether a few terms already name each variable once, none with a zero
  /// coefficient: the common case, which ``reduced()`` returns as it is rather than
  /// copied (a constraint's few terms are compared pairwise, without hashing).
  private var isReduced: Bool {
    guard terms.count <= 16 else { return false }
    for i in terms.indices {
      if terms[i].coefficient == 0 { return false }
      for j in terms.indices[..<i] where terms[j].variable === terms[i].variable { return false }
    }
    return true
  }

  /// The expression's value with every variable at its current ``Variable/value``.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
  }
}

extension Expression: CustomStringConvertible {
  /// The expression written out, `2·x + y - 10`.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let body =
        magnitude == 1 ? term.variable.name : "\(numberText(magnitude))·\(term.variable.name)"
      if text.isEmpty {
        text = term.coefficient < 0 ? "-\(body)" : body
      } else {
        text += term.coefficient < 0 ? " - \(body)" : " + \(body)"
      }
    }
    if text.isEmpty { return numberText(constant) }
    if constant != 0 {
      text += constant < 0 ? " - \(numberText(-constant))" : " + \(numberText(constant))"
    }
    return text
  }
}

/// Formats a number without Foundation: integers without a fraction.
func numberText(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return "\(value)"
}
