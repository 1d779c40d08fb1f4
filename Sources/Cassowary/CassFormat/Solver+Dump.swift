extension Solver {
  /// The solver as a `.cass` script (`../formats/cassowary-system.md`) that rebuilds
  /// it: every variable its constraints or edits mention (`v`), the active constraints
  /// in the order they were added (`c`), and the edit variables with their strengths
  /// and current suggestions (`e`, `s`), followed by `u`.
  ///
  /// The best bug report a user can attach: running the script on a new solver gives
  /// the same system. Names that are not valid `.cass` names, or that repeat, are made
  /// valid and unique (`x`, `x_2`, …); constraints without an identifier are numbered
  /// (`c1`, `c2`, …). Numbers are written so that they read back exactly. An
  /// equality with a priority on each side
  /// (``Constraint/init(_:abovePriority:belowPriority:identifier:)``) is written as
  /// its two inequalities, which have the same optimum.
  public func dump() -> String {
    var names = CassNames()
    var lines: [String] = []
    var declarations: [String] = []
    var constraintIDs = Set<String>()
    var counter = 0

    func declare(_ variable: Variable) -> String {
      let (name, isNew) = names.name(for: variable)
      if isNew { declarations.append("v \(name)") }
      return name
    }

    // Every constraint's own name first, so that the second name of a split one
    // (below) never takes a later constraint's identifier.
    var written: [(constraint: Constraint, id: String, terms: String)] = []
    for constraint in constraints {
      var terms = ""
      for term in constraint.expression.terms {
        terms += " \(exactText(term.coefficient)) \(declare(term.variable))"
      }
      var id: String
      if let identifier = constraint.identifier, !identifier.isEmpty {
        id = String(identifier.map { $0 == " " || $0 == "\t" || $0 == "#" ? "_" : $0 })
      } else {
        counter += 1
        id = "c\(counter)"
      }
      while !constraintIDs.insert(id).inserted {
        counter += 1
        id = "c\(counter)"
      }
      written.append((constraint, id, terms))
    }
    for (constraint, id, terms) in written {
      let constant = exactText(constraint.expression.constant)
      guard constraint.hasSplitPriority else {
        lines.append(
          "c \(id) \(constraint.priority) \(constraint.relation.symbol) \(constant)\(terms)")
        continue
      }
      // An equality with a priority on each side is the pair of inequalities it
      // stands for (the format has one priority a constraint).
      var below = "\(id)_below"
      var suffix = 1
      while !constraintIDs.insert(below).inserted {
        suffix += 1
        below = "\(id)_below_\(suffix)"
      }
      lines.append("c \(id) \(constraint.priority) <= \(constant)\(terms)")
      lines.append("c \(below) \(constraint.belowPriority) >= \(constant)\(terms)")
    }
    for edit in engine.editVariables() {
      let name = declare(edit.variable)
      lines.append("e \(name) \(edit.priority)")
      lines.append("s \(name) \(exactText(edit.suggestion))")
    }
    lines.append("u")
    return (declarations + lines).joined(separator: "\n") + "\n"
  }
}

/// Valid, unique `.cass` names for variables, in order of first use.
struct CassNames {
  private var byVariable: [ObjectIdentifier: String] = [:]
  private var taken = Set<String>()

  /// The name of `variable`, and whether it was given just now.
  mutating func name(for variable: Variable) -> (String, Bool) {
    let key = ObjectIdentifier(variable)
    if let known = byVariable[key] { return (known, false) }
    var base = String(
      variable.name.map {
        $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") ? $0 : "_"
      })
    if base.isEmpty || base.first!.isNumber || base.first == "." { base = "_" + base }
    var name = base
    var suffix = 1
    while taken.contains(name) {
      suffix += 1
      name = "\(base)_\(suffix)"
    }
    taken.insert(name)
    byVariable[key] = name
    return (name, true)
  }
}

/// A decimal text that reads back as exactly `value` (Swift's shortest round-trip
/// form, integers without a fraction).
func exactText(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return "\(value)"
}
