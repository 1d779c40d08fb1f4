import Foundation

/// A parsed JSON value, for readers that validate a file field by field and name the
/// JSON path of what is wrong (`root.children[2].frame`).
enum JSONValue {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses `data` with Foundation's parser, which refuses nesting deeper than 512
  /// levels (deep trees belong in flat encodings).
  ///
  /// - Throws: ``FileError`` with the line and column of a syntax error.
  static func parse(_ data: Data, file: String) throws(FileError) -> JSONValue {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let detail =
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      throw FileError(
        file: file, location: "", message: "malformed JSON: " + located(detail, in: data))
    }
    return convert(object)
  }

  /// Turns Foundation's objects into values. Nesting is at most 512 levels deep, so
  /// the recursion is bounded.
  private static func convert(_ object: Any) -> JSONValue {
    switch object {
    case is NSNull:
      return .null
    case let number as NSNumber:
      // Foundation gives booleans as NSNumber too; their type code is `c` (char).
      if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
      return .number(number.doubleValue)
    case let text as String:
      return .string(text)
    case let array as [Any]:
      return .array(array.map(convert))
    case let dictionary as [String: Any]:
      return .object(dictionary.mapValues(convert))
    default:
      return .null
    }
  }

  /// Replaces Foundation's `around character 513` with a line and column.
  private static func located(_ detail: String, in data: Data) -> String {
    guard let range = detail.range(of: "around character ") else { return detail }
    let digits = detail[range.upperBound...].prefix { $0.isNumber }
    guard let offset = Int(digits) else { return detail }
    var line = 1
    var column = 1
    for (index, byte) in data.enumerated() {
      if index >= offset { break }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return detail[..<range.lowerBound] + "at line \(line), column \(column)"
      + detail[range.upperBound...].drop { $0.isNumber }
  }

  /// What this value is, for messages: `a number`, `a string`, …
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// Reads fields of a ``JSONValue`` and throws ``FileError``s that name the file and
/// the JSON path.
struct JSONFieldReader {
  /// The file, for messages.
  let file: String

  func error(_ path: String, _ message: String) -> FileError {
    FileError(file: file, location: path, message: message)
  }

  /// The object at `path`, with only `allowed` keys.
  func object(_ value: JSONValue, at path: String, allowed: [String]) throws(FileError)
    -> [String: JSONValue]
  {
    guard case .object(let fields) = value else {
      throw error(path.isEmpty ? "(top level)" : path, "expected an object, found \(value.kind)")
    }
    for key in fields.keys.sorted() where !allowed.contains(key) {
      throw error(
        join(path, key),
        "unknown property; expected one of " + allowed.joined(separator: ", "))
    }
    return fields
  }

  func number(_ value: JSONValue, at path: String) throws(FileError) -> Double {
    guard case .number(let number) = value else {
      throw error(path, "expected a number, found \(value.kind)")
    }
    guard number.isFinite else { throw error(path, "expected a finite number") }
    return number
  }

  func string(_ value: JSONValue, at path: String) throws(FileError) -> String {
    guard case .string(let text) = value else {
      throw error(path, "expected a string, found \(value.kind)")
    }
    return text
  }

  func bool(_ value: JSONValue, at path: String) throws(FileError) -> Bool {
    guard case .bool(let flag) = value else {
      throw error(path, "expected true or false, found \(value.kind)")
    }
    return flag
  }

  func array(_ value: JSONValue, at path: String) throws(FileError) -> [JSONValue] {
    guard case .array(let items) = value else {
      throw error(path, "expected an array, found \(value.kind)")
    }
    return items
  }

  /// `root.children` from `root` and `children`.
  func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : path + "." + key
  }
}
