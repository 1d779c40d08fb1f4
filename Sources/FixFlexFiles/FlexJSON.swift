/// A JSON document parsed into flat storage: values refer to each other by index, so
/// that neither parsing nor releasing a deeply nested document recurses.
///
/// Object members keep their order (a style's properties are written back as read).
struct FlexJSON {
  /// The kind of a value.
  enum Kind: UInt8 {
    case null, bool, number, string, array, object
  }

  /// One value: scalars inline, containers as a range of ``members``.
  struct Value {
    var kind: Kind
    /// The number, or 1/0 for booleans.
    var number: Double = 0
    /// The string's index in ``strings`` (strings), or the first member's index in
    /// ``members`` (arrays and objects).
    var payload: Int = 0
    /// The number of members (arrays and objects).
    var count: Int = 0
  }

  /// An element of an array (key `-1`) or a member of an object (key: index into
  /// ``strings``).
  struct Member {
    var key: Int
    var value: Int
  }

  private(set) var values: [Value] = []
  private(set) var strings: [String] = []
  private(set) var members: [Member] = []

  /// The index of the top-level value.
  let root: Int

  /// A syntax error: where, and what was expected.
  struct SyntaxError: Error {
    var line: Int
    var column: Int
    var message: String
  }

  // MARK: Reading values

  func kind(_ value: Int) -> Kind { values[value].kind }
  func number(_ value: Int) -> Double { values[value].number }
  func string(_ value: Int) -> String { strings[values[value].payload] }
  func bool(_ value: Int) -> Bool { values[value].number != 0 }

  /// The elements of an array.
  func elements(_ value: Int) -> [Int] {
    let entry = values[value]
    return (entry.payload..<(entry.payload + entry.count)).map { members[$0].value }
  }

  /// The members of an object, in order.
  func objectMembers(_ value: Int) -> [(key: String, value: Int)] {
    let entry = values[value]
    return (entry.payload..<(entry.payload + entry.count)).map {
      (strings[members[$0].key], members[$0].value)
    }
  }

  /// An object's member by key.
  func member(_ value: Int, _ key: String) -> Int? {
    let entry = values[value]
    guard entry.kind == .object else { return nil }
    for index in entry.payload..<(entry.payload + entry.count)
    where strings[members[index].key] == key {
      return members[index].value
    }
    return nil
  }

  // MARK: Parsing

  /// Parses UTF-8 JSON text.
  init(bytes: [UInt8]) throws(SyntaxError) {
    var parser = Parser(bytes: bytes)
    try parser.parse()
    values = parser.values
    strings = parser.strings
    members = parser.members
    root = parser.root
  }

  private struct Parser {
    let bytes: [UInt8]
    var position = 0
    var values: [Value] = []
    var strings: [String] = []
    var members: [Member] = []
    var root = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// An open array or object: its value index, its members so far, and (objects)
    /// the key waiting for its value.
    struct Open {
      var value: Int
      var isObject: Bool
      var pending: [Member] = []
      var key = -1
    }

    mutating func parse() throws(SyntaxError) {
      var stack: [Open] = []
      var finished: Int?
      skipSpace()
      while true {
        // Expect a value (or a closing bracket for an empty container).
        if let top = stack.last {
          if top.isObject && top.key < 0 {
            // Expect a key or `}`.
            skipSpace()
            guard position < bytes.count else { throw error("unexpected end of input") }
            if bytes[position] == UInt8(ascii: "}") && top.pending.isEmpty {
              position += 1
              finished = close(&stack)
            } else {
              guard bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a string key")
              }
              let key = try parseString()
              skipSpace()
              guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':'")
              }
              position += 1
              stack[stack.count - 1].key = key
              continue
            }
          } else if !top.isObject, top.pending.isEmpty {
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
              position += 1
              finished = close(&stack)
            }
          }
        }
        if finished == nil {
          skipSpace()
          guard position < bytes.count else { throw error("unexpected end of input") }
          let byte = bytes[position]
          switch byte {
          case UInt8(ascii: "{"):
            position += 1
            values.append(Value(kind: .object))
            stack.append(Open(value: values.count - 1, isObject: true))
            continue
          case UInt8(ascii: "["):
            position += 1
            values.append(Value(kind: .array))
            stack.append(Open(value: values.count - 1, isObject: false))
            continue
          case UInt8(ascii: "\""):
            let string = try parseString()
            values.append(Value(kind: .string, payload: string))
          case UInt8(ascii: "t"):
            try expectWord("true")
            values.append(Value(kind: .bool, number: 1))
          case UInt8(ascii: "f"):
            try expectWord("false")
            values.append(Value(kind: .bool, number: 0))
          case UInt8(ascii: "n"):
            try expectWord("null")
            values.append(Value(kind: .null))
          default:
            let number = try parseNumber()
            values.append(Value(kind: .number, number: number))
          }
          finished = values.count - 1
        }
        // A value is complete: attach it to its container, then look for `,` or the
        // closing bracket.
        while let value = finished {
          finished = nil
          guard !stack.isEmpty else {
            root = value
            skipSpace()
            guard position == bytes.count else { throw error("unexpected text after the value") }
            return
          }
          let top = stack.count - 1
          stack[top].pending.append(Member(key: stack[top].key, value: value))
          stack[top].key = -1
          skipSpace()
          guard position < bytes.count else { throw error("unexpected end of input") }
          let byte = bytes[position]
          if byte == UInt8(ascii: ",") {
            position += 1
            if !stack[top].isObject {
              skipSpace()
            }
          } else if byte == UInt8(ascii: stack[top].isObject ? "}" : "]") {
            position += 1
            finished = close(&stack)
          } else {
            throw error(stack[top].isObject ? "expected ',' or '}'" : "expected ',' or ']'")
          }
        }
      }
    }

    /// Closes the innermost container and returns its value index.
    mutating func close(_ stack: inout [Open]) -> Int {
      let open = stack.removeLast()
      values[open.value].payload = members.count
      values[open.value].count = open.pending.count
      members.append(contentsOf: open.pending)
      return open.value
    }

    mutating func skipSpace() {
      while position < bytes.count {
        switch bytes[position] {
        case 0x20, 0x09, 0x0A, 0x0D: position += 1
        default: return
        }
      }
    }

    mutating func expectWord(_ word: String) throws(SyntaxError) {
      for byte in word.utf8 {
        guard position < bytes.count, bytes[position] == byte else {
          throw error("expected '\(word)'")
        }
        position += 1
      }
    }

    mutating func parseNumber() throws(SyntaxError) -> Double {
      let start = position
      scan: while position < bytes.count {
        switch bytes[position] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
          UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
          position += 1
        default:
          break scan
        }
      }
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      guard position > start, text.first != "+", text.first != ".", let value = Double(text)
      else {
        position = start
        throw error("expected a value")
      }
      return value
    }

    mutating func parseString() throws(SyntaxError) -> Int {
      position += 1  // the opening quote
      var scalars = String.UnicodeScalarView()
      var runStart = position
      var text = ""
      while true {
        guard position < bytes.count else { throw error("unterminated string") }
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
          text += String(decoding: bytes[runStart..<position], as: UTF8.self)
          position += 1
          break
        }
        if byte < 0x20 { throw error("control character in a string") }
        if byte == UInt8(ascii: "\\") {
          text += String(decoding: bytes[runStart..<position], as: UTF8.self)
          position += 1
          guard position < bytes.count else { throw error("unterminated string") }
          let escape = bytes[position]
          position += 1
          switch escape {
          case UInt8(ascii: "\""): text += "\""
          case UInt8(ascii: "\\"): text += "\\"
          case UInt8(ascii: "/"): text += "/"
          case UInt8(ascii: "b"): text += "\u{08}"
          case UInt8(ascii: "f"): text += "\u{0C}"
          case UInt8(ascii: "n"): text += "\n"
          case UInt8(ascii: "r"): text += "\r"
          case UInt8(ascii: "t"): text += "\t"
          case UInt8(ascii: "u"):
            var code = try hex4()
            if code >= 0xD800, code < 0xDC00, position + 1 < bytes.count,
              bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
            {
              position += 2
              let low = try hex4()
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            scalars = String.UnicodeScalarView()
            scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            text += String(scalars)
          default:
            throw error("invalid escape in a string")
          }
          runStart = position
          continue
        }
        position += 1
      }
      strings.append(text)
      return strings.count - 1
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      var code: UInt32 = 0
      for _ in 0..<4 {
        guard position < bytes.count else { throw error("unterminated escape") }
        let byte = bytes[position]
        let digit: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
        default: throw error("invalid \\u escape")
        }
        code = code << 4 | digit
        position += 1
      }
      return code
    }

    /// An error at the current position, with its line and column.
    func error(_ message: String) -> SyntaxError {
      var line = 1
      var column = 1
      for byte in bytes[..<min(position, bytes.count)] {
        if byte == 0x0A {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      return SyntaxError(line: line, column: column, message: message)
    }
  }
}
