import Cassowary
import FixFlexFiles

/// Writes a `.cass` script statement by statement (the generators' output), and as
/// text for `fixflex-bench generate`.
struct CassBuilder {
  private(set) var lines: [CassLine] = []

  /// The script so far.
  var script: CassScript { CassScript(lines: lines) }

  private mutating func append(_ statement: CassStatement) {
    lines.append(CassLine(line: lines.count + 1, statement: statement))
  }

  mutating func comment(_ text: String) {
    comments[lines.count] = (comments[lines.count] ?? []) + [text]
  }
  private var comments: [Int: [String]] = [:]

  mutating func variable(_ name: String) { append(.variable(name)) }

  mutating func constraint(
    _ id: String, _ priority: Double, _ relation: RelationalOperator, _ constant: Double,
    _ terms: [(Double, String)]
  ) {
    append(
      .constraint(
        id: id, priority: priority, relation: relation, constant: constant,
        terms: terms.map { CassTerm($0.0, $0.1) }))
  }

  mutating func remove(_ id: String) { append(.remove(id: id)) }
  mutating func edit(_ name: String, _ priority: Double) {
    append(.addEdit(name: name, priority: priority))
  }
  mutating func suggest(_ name: String, _ value: Double) {
    append(.suggest(name: name, value: value))
  }
  mutating func update() { append(.update) }

  /// The script as `.cass` text.
  var text: String {
    var output: [String] = []
    for (index, line) in lines.enumerated() {
      for comment in comments[index] ?? [] { output.append("# " + comment) }
      output.append(CassBuilder.text(of: line.statement))
    }
    for comment in comments[lines.count] ?? [] { output.append("# " + comment) }
    return output.joined(separator: "\n") + "\n"
  }

  static func strengthText(_ priority: Double) -> String {
    switch priority {
    case 1000: return "required"
    case 750: return "strong"
    case 500: return "medium"
    case 250: return "weak"
    default: return exactDecimalText(priority)
    }
  }

  static func text(of statement: CassStatement) -> String {
    switch statement {
    case .variable(let name):
      return "v \(name)"
    case .constraint(let id, let priority, let relation, let constant, let terms):
      let termText = terms.map { " \(exactDecimalText($0.coefficient)) \($0.name)" }.joined()
      return "c \(id) \(strengthText(priority)) \(relation.symbol) \(exactDecimalText(constant))"
        + termText
    case .remove(let id): return "r \(id)"
    case .addEdit(let name, let priority): return "e \(name) \(strengthText(priority))"
    case .removeEdit(let name): return "x \(name)"
    case .suggest(let name, let value): return "s \(name) \(exactDecimalText(value))"
    case .update: return "u"
    case .expectValue(let name, let value): return "? \(name) \(exactDecimalText(value))"
    case .expectError(let token): return "! \(token)"
    }
  }
}
