/// A `.cass` script: a constraint system and a script of operations on it, as
/// described in `cassowary-system.md`.
///
/// ```
/// let script = try CassScript(parsing: "v x\nc pin required == -10 1 x\nu\n? x 10\n")
/// let report = script.run()
/// // report.failures is empty; report.variables == [("x", 10)]
/// ```
public struct CassScript: Sendable {
  /// The statements, in order, with their line numbers.
  public var lines: [CassLine]

  /// Creates a script from statements.
  public init(lines: [CassLine]) {
    self.lines = lines
  }

  /// Reads a script. Variables must be declared (`v`) before use.
  ///
  /// - Throws: ``CassSyntaxError`` naming the line and what was expected.
  public init(parsing text: String) throws(CassSyntaxError) {
    var lines: [CassLine] = []
    var declared = Set<Substring>()
    var number = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      var content = rawLine
      if let hash = content.firstIndex(of: "#") { content = content[..<hash] }
      let tokens = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      guard let keyword = tokens.first else { continue }
      var reader = TokenReader(tokens: tokens, line: number)
      let statement: CassStatement
      switch keyword {
      case "v":
        let name = try reader.name()
        guard declared.insert(Substring(name)).inserted else {
          throw CassSyntaxError(line: number, message: "variable '\(name)' declared twice")
        }
        statement = .variable(name)
      case "c":
        let id = try reader.word("a constraint id")
        let priority = try reader.strength()
        let relation = try reader.relation()
        let constant = try reader.number("the constant")
        var terms: [CassTerm] = []
        while !reader.atEnd {
          let coefficient = try reader.number("a coefficient")
          let name = try reader.declaredName(declared)
          terms.append(CassTerm(coefficient, name))
        }
        statement = .constraint(
          id: id, priority: priority, relation: relation, constant: constant, terms: terms)
      case "r":
        statement = .remove(id: try reader.word("a constraint id"))
      case "e":
        let name = try reader.declaredName(declared)
        statement = .addEdit(name: name, priority: try reader.strength())
      case "x":
        statement = .removeEdit(name: try reader.declaredName(declared))
      case "s":
        let name = try reader.declaredName(declared)
        statement = .suggest(name: name, value: try reader.number("a value"))
      case "u":
        statement = .update
      case "?":
        let name = try reader.declaredName(declared)
        statement = .expectValue(name: name, value: try reader.number("a value"))
      case "!":
        let token = try reader.word("an error name")
        guard CassScript.errorTokens.contains(token) else {
          throw CassSyntaxError(
            line: number,
            message: "unknown error '\(token)'; expected one of "
              + CassScript.errorTokens.joined(separator: ", "))
        }
        statement = .expectError(token)
      default:
        throw CassSyntaxError(
          line: number,
          message: "unknown statement '\(keyword)'; expected v, c, r, e, x, s, u, ? or !")
      }
      try reader.finish()
      lines.append(CassLine(line: number, statement: statement))
    }
    self.lines = lines
  }

  /// The error names `!` accepts.
  public static let errorTokens = [
    "unsatisfiable", "duplicate", "unknown-constraint", "duplicate-edit", "unknown-edit",
    "bad-strength", "invalid-number",
  ]
}

/// Reads the tokens of one line, with errors that say what was expected where.
private struct TokenReader {
  let tokens: [Substring]
  let line: Int
  var position = 1

  init(tokens: [Substring], line: Int) {
    self.tokens = tokens
    self.line = line
  }

  var atEnd: Bool { position >= tokens.count }

  private var context: String { tokens[..<position].joined(separator: " ") }

  mutating func word(_ what: String) throws(CassSyntaxError) -> String {
    guard position < tokens.count else {
      throw CassSyntaxError(line: line, message: "expected \(what) after '\(context)'")
    }
    defer { position += 1 }
    return String(tokens[position])
  }

  mutating func name() throws(CassSyntaxError) -> String {
    let name = try word("a variable name")
    guard CassScript.isValidName(name) else {
      throw CassSyntaxError(
        line: line, message: "'\(name)' is not a variable name ([A-Za-z_][A-Za-z0-9_.]*)")
    }
    return name
  }

  mutating func declaredName(_ declared: Set<Substring>) throws(CassSyntaxError) -> String {
    let name = try word("a variable name")
    guard declared.contains(Substring(name)) else {
      throw CassSyntaxError(line: line, message: "variable '\(name)' is not declared (v \(name))")
    }
    return name
  }

  mutating func number(_ what: String) throws(CassSyntaxError) -> Double {
    let before = context
    let token = try word(what)
    guard let value = CassScript.parseNumber(token) else {
      throw CassSyntaxError(
        line: line, message: "expected \(what) (a number) after '\(before)', found '\(token)'")
    }
    return value
  }

  mutating func strength() throws(CassSyntaxError) -> Double {
    let token = try word("a strength")
    switch token {
    case "required": return 1000
    case "strong": return 750
    case "medium": return 500
    case "weak": return 250
    default:
      guard let value = CassScript.parseNumber(token) else {
        throw CassSyntaxError(
          line: line,
          message:
            "expected a strength (required, strong, medium, weak or 1…1000), found '\(token)'"
        )
      }
      return value
    }
  }

  mutating func relation() throws(CassSyntaxError) -> RelationalOperator {
    let token = try word("==, <= or >=")
    switch token {
    case "==": return .equal
    case "<=": return .lessThanOrEqual
    case ">=": return .greaterThanOrEqual
    default:
      throw CassSyntaxError(line: line, message: "expected ==, <= or >=, found '\(token)'")
    }
  }

  func finish() throws(CassSyntaxError) {
    guard atEnd else {
      throw CassSyntaxError(
        line: line, message: "unexpected '\(tokens[position])' at the end of the statement")
    }
  }
}

extension CassScript {
  /// A decimal number, optionally signed, optionally with an exponent; finite.
  static func parseNumber(_ token: String) -> Double? {
    var sawDigit = false
    for (index, character) in token.enumerated() {
      switch character {
      case "0"..."9": sawDigit = true
      case "+", "-", ".", "e", "E": break
      default: return nil
      }
      _ = index
    }
    guard sawDigit, let value = Double(token), value.isFinite else { return nil }
    return value
  }

  /// Whether `name` matches `[A-Za-z_][A-Za-z0-9_.]*`.
  static func isValidName(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    func isLetter(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 }
    guard isLetter(first) else { return false }
    return name.utf8.allSatisfy { isLetter($0) || ($0 >= 48 && $0 <= 57) || $0 == 46 }
  }
}
