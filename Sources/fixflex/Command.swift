import FixFlexFiles

/// One subcommand of `fixflex`: its name, help, options, and what it does.
protocol Command {
  /// The word that selects it: `layout`, `check`, …
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The usage lines and the description of every option.
  static var help: String { get }
  /// The options it accepts.
  static var spec: ArgumentSpec { get }
  /// Runs it; a ``ToolError`` ends it with exit code 2.
  static func run(_ arguments: ParsedArguments, in context: inout ToolContext) throws(ToolError)
    -> ExitCode
}

/// What commands share: the known formats and the console.
struct ToolContext {
  var formats: [any LayoutDocument.Type]
  var console = Console()

  init(formats: [any LayoutDocument.Type]) {
    self.formats = formats
  }
}
