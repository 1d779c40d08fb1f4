import FixFlexFiles

/// The options a command accepts: `--name VALUE` options, `--name` flags, and short
/// aliases (`-o` for `--output`).
struct ArgumentSpec {
  var options: [String] = []
  var flags: [String] = []
  var aliases: [String: String] = [:]
}

/// A command line split into positional arguments, options and flags.
///
/// Options take their value from the next argument or after `=` (`--width=320`);
/// `--` ends the options; `-` alone is a positional (standard input or output).
struct ParsedArguments {
  var positionals: [String] = []
  var options: [String: String] = [:]
  var flags: Set<String> = []

  /// Parses `arguments` for the command `command` (named in messages).
  init(_ arguments: [String], spec: ArgumentSpec, command: String) throws(ToolError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      name = spec.aliases[name] ?? name
      if spec.flags.contains(name) {
        guard inlineValue == nil else {
          throw ToolError("\(name) takes no value", showsUsage: true)
        }
        flags.insert(name)
      } else if spec.options.contains(name) {
        if let inlineValue {
          options[name] = inlineValue
        } else {
          guard index < arguments.count else {
            throw ToolError("\(name) needs a value", showsUsage: true)
          }
          options[name] = arguments[index]
          index += 1
        }
      } else {
        let known = (spec.options + spec.flags).sorted().joined(separator: ", ")
        throw ToolError(
          "unknown option '\(argument)' for '\(command)'"
            + (known.isEmpty ? "" : "; it accepts \(known)"), showsUsage: true)
      }
    }
  }

  /// A number option: finite and at least `minimum`.
  func number(_ name: String, minimum: Double = 0) throws(ToolError) -> Double? {
    guard let text = options[name] else { return nil }
    guard let value = Double(text), value.isFinite, value >= minimum else {
      throw ToolError(
        "\(name) expects a finite number ≥ \(decimalText(minimum)), got '\(text)'",
        showsUsage: true)
    }
    return value
  }

  /// A choice among `values`.
  func choice(_ name: String, among values: [String]) throws(ToolError) -> String? {
    guard let text = options[name] else { return nil }
    guard values.contains(text) else {
      throw ToolError(
        "\(name) expects one of \(values.joined(separator: ", ")), got '\(text)'", showsUsage: true)
    }
    return text
  }
}
