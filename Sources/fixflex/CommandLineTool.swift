import FixFlexFiles

/// `fixflex`: picks the command, handles help, and turns errors into exit codes.
struct CommandLineTool {
  static var commands: [any Command.Type] {
    [
      LayoutCommand.self, CheckCommand.self, SolveCommand.self, RenderCommand.self,
      ExplainCommand.self,
    ]
  }

  var formats: [any LayoutDocument.Type]

  /// Runs the tool on `arguments` (without the program name).
  func run(_ arguments: [String]) -> (ExitCode, Console) {
    var context = ToolContext(formats: formats)
    guard let first = arguments.first else {
      context.console.print(overview)
      return (.ok, context.console)
    }
    if first == "--help" || first == "-h" || first == "help" {
      if arguments.count > 1 {
        guard let command = Self.command(named: arguments[1]) else {
          context.console.printError("error: unknown command '\(arguments[1])'")
          context.console.printError(commandList)
          return (.badInput, context.console)
        }
        context.console.print(command.help)
      } else {
        context.console.print(overview)
      }
      return (.ok, context.console)
    }
    guard let command = Self.command(named: first) else {
      context.console.printError("error: unknown command '\(first)'")
      context.console.printError(commandList)
      context.console.printError("See 'fixflex --help'.")
      return (.badInput, context.console)
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      context.console.print(command.help)
      return (.ok, context.console)
    }
    do throws(ToolError) {
      let parsed = try ParsedArguments(rest, spec: command.spec, command: "fixflex \(first)")
      let code = try command.run(parsed, in: &context)
      return (code, context.console)
    } catch {
      context.console.printError("error: \(error.message)")
      if error.showsUsage {
        context.console.printError("See 'fixflex help \(command.name)'.")
      }
      return (.badInput, context.console)
    }
  }

  /// What each known extension holds, for the help text.
  static func describe(_ fileExtension: String) -> String {
    switch fileExtension {
    case ".flex.json":
      return "a flexbox tree (FlexLayout/Yoga style), optionally with expected frames"
    case ".stack.json": return "a FixFlex hstack/vstack layout, optionally with expected frames"
    case ".frames.json":
      return "a finished layout: named boxes and frames (fixflex layout --frames)"
    default: return "a layout file"
    }
  }

  static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.name == name }
  }

  var commandList: String {
    "Commands:\n"
      + Self.commands.map { "  " + $0.name.padding(8) + $0.summary }.joined(separator: "\n")
  }

  var overview: String {
    let extensions = InputFile.knownExtensions(formats).joined(separator: ", ")
    return """
      fixflex — lay out, check, solve, draw and explain FixFlex files

      Usage: fixflex COMMAND [OPTIONS] FILE...
             fixflex help COMMAND      (or fixflex COMMAND --help)

      \(commandList)

      Files: \(extensions)
        .cass          a Cassowary constraint system and script (solve, check, explain)
      \(formats.map { "  " + $0.fileExtension.padding(15) + Self.describe($0.fileExtension) }
        .joined(separator: "\n"))

      Exit status: 0 ok, 1 a check failed, 2 bad input (unreadable or malformed file,
      unknown option, a file over \(InputFile.megabytes(InputFile.maximumSize))).
      """
  }
}

extension String {
  /// The string padded with spaces to `width` characters (never cut).
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
