import Foundation

/// A JSON value, read with `JSONDecoder` (which tells booleans from numbers) and
/// written with a deterministic, ordered writer.
enum StackJSON: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([StackJSON])
  /// Keys in order (reading loses the file's order; writing keeps the given order).
  case object([(key: String, value: StackJSON)])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([StackJSON].self) {
      self = .array(value)
    } else {
      let value = try container.decode([String: StackJSON].self)
      self = .object(value.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
    }
  }

  static func == (lhs: StackJSON, rhs: StackJSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: return false
    }
  }

  /// The value of `key` in an object.
  subscript(key: String) -> StackJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The keys of an object.
  var keys: [String] {
    guard case .object(let members) = self else { return [] }
    return members.map(\.key)
  }

  /// The text of the value, indented by two spaces per level; short arrays of numbers
  /// (frames) stay on one line.
  func written(indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent + 1)
    let close = String(repeating: "  ", count: indent)
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return Self.numberText(value)
    case .string(let value): return jsonQuoted(value)
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
        return "[" + items.map { $0.written() }.joined(separator: ", ") + "]"
      }
      return "[\n" + items.map { pad + $0.written(indent: indent + 1) }.joined(separator: ",\n")
        + "\n" + close + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n"
        + members.map { pad + jsonQuoted($0.key) + ": " + $0.value.written(indent: indent + 1) }
        .joined(separator: ",\n") + "\n" + close + "}"
    }
  }

  /// Integers without a fraction; others with up to four decimals.
  static func numberText(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let rounded = (value * 10_000).rounded() / 10_000
    return "\(rounded)"
  }

}
