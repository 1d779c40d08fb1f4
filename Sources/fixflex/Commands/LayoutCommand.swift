import FixFlexFiles

/// `fixflex layout FILE`: lays a file out and prints the frames.
enum LayoutCommand: Command {
  static let name = "layout"
  static let summary = "lay a file out and print every node's frame"
  static let help = """
    Usage: fixflex layout FILE [--engine direct|constraints] [--width W --height H]
                               [--direction ltr|rtl] [--json | --frames | --explain]

    Lays out a layout file and prints each node's frame relative to its parent, as a
    table indented by depth.

    Options:
    \(LayoutArguments.help)
      --json                        print the file in its own format with the layout
                                    filled in
      --frames                      print the layout as a .frames.json file (any
                                    format; readable by render, check and explain)
      --explain                     after the frames, print what the format explains
                                    (for .flex.json: per container the decisions
                                    made before solving, and with --engine
                                    constraints the constraints and guides)
    """
  static let spec = ArgumentSpec(
    options: LayoutArguments.spec.options, flags: ["--json", "--frames", "--explain"], aliases: [:])

  static func run(_ arguments: ParsedArguments, in context: inout ToolContext) throws(ToolError)
    -> ExitCode
  {
    guard arguments.positionals.count == 1 else {
      throw ToolError("layout takes exactly one file", showsUsage: true)
    }
    let outputs = ["--json", "--frames", "--explain"].filter { arguments.flags.contains($0) }
    guard outputs.count <= 1 else {
      throw ToolError("give one of --json, --frames, --explain", showsUsage: true)
    }
    let path = arguments.positionals[0]
    let options = try LayoutArguments.options(arguments)
    guard case .document(let document) = try InputFile.load(path, formats: context.formats) else {
      throw ToolError("\(path): layout takes a layout file; run .cass scripts with 'fixflex solve'")
    }
    let root = try document.laidOut(options)
    if arguments.flags.contains("--json") {
      context.console.output += document.json(with: root)
    } else if arguments.flags.contains("--frames") {
      context.console.output += FramesDocument.text(of: root, name: nil)
    } else {
      let engine = arguments.options["--engine"].map { " (\($0) engine)" } ?? ""
      context.console.print(path + engine)
      for line in NodeTable.lines(root) { context.console.print(line) }
      if arguments.flags.contains("--explain") {
        for section in try explanation(of: document, options) {
          context.console.print()
          context.console.print(section.title)
          for line in section.lines { context.console.print("  " + line) }
        }
      }
    }
    return .ok
  }

  /// What the document's format explains about the layout made with `options` (none
  /// for a format that explains nothing).
  static func explanation(of document: any LayoutDocument, _ options: LayoutOptions)
    throws(ToolError) -> [Explanation.Section]
  {
    guard let explainable = document as? any ExplainableDocument else {
      return [Explanation.Section(title: "(this format has nothing to explain)", lines: [])]
    }
    do {
      return try explainable.explain(options).sections
    } catch {
      throw ToolError(error.description)
    }
  }
}
