/// `text` as a JSON string literal, quoted, with `"`, `\` and control characters
/// escaped.
public func jsonQuoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}

/// A finite number as JSON (shortest round-trip text, integers without `.0`); NaN
/// and infinities, which JSON cannot hold, come out as `null`.
public func jsonNumber(_ value: Double) -> String {
  value.isFinite ? exactDecimalText(value) : "null"
}
