import FixFlexFiles
import Foundation

/// `fixflex render FILE -o out.svg`: draws a layout.
enum RenderCommand: Command {
  static let name = "render"
  static let summary = "draw a layout as SVG: labelled boxes, guides hatched"
  static let help = """
    Usage: fixflex render FILE [-o OUT.svg] [--engine direct|constraints]
                               [--width W --height H] [--direction ltr|rtl]
                               [--compare | --compare-with OTHER]

    Draws every node as a labelled box at its absolute position; layout guides
    (spacers) are hatched, and nodes a format marks (broken constraints) are outlined
    with a note. Each box is an SVG rect with data-path, data-name and data-frame.

    Options:
      -o, --output FILE             write the SVG there (default: standard output)
    \(LayoutArguments.help)
      --compare                     draw the direct and the constraints engines side
                                    by side; boxes whose frames differ by more than
                                    0.01 are drawn red in both, and listed
      --compare-with OTHER          draw FILE and another layout file side by side,
                                    differences highlighted the same way
    """
  static let spec = ArgumentSpec(
    options: LayoutArguments.spec.options + ["--output", "--compare-with"], flags: ["--compare"],
    aliases: ["-o": "--output"])

  static func run(_ arguments: ParsedArguments, in context: inout ToolContext) throws(ToolError)
    -> ExitCode
  {
    guard arguments.positionals.count == 1 else {
      throw ToolError("render takes exactly one file", showsUsage: true)
    }
    let path = arguments.positionals[0]
    let other = arguments.options["--compare-with"]
    if arguments.flags.contains("--compare") && other != nil {
      throw ToolError("give --compare or --compare-with, not both", showsUsage: true)
    }
    var options = try LayoutArguments.options(arguments)
    let document = try loadDocument(path, formats: context.formats)

    var panels: [LayoutDrawing.Panel] = []
    if arguments.flags.contains("--compare") {
      for engine in LayoutOptions.Engine.allCases {
        options.engine = engine
        panels.append(
          LayoutDrawing.Panel(title: engine.rawValue, root: try document.laidOut(options)))
      }
    } else {
      panels.append(LayoutDrawing.Panel(title: path, root: try document.laidOut(options)))
      if let other {
        let second = try loadDocument(other, formats: context.formats)
        panels.append(LayoutDrawing.Panel(title: other, root: try second.laidOut(options)))
      }
    }
    var drawing = LayoutDrawing(panels: panels)
    if panels.count == 2 {
      let differing = LayoutDrawing.differences(panels[0].root, panels[1].root)
      drawing.highlighted = Set(differing)
      let summary =
        differing.isEmpty
        ? "\(panels[0].title) and \(panels[1].title) agree on every box"
        : "\(differing.count) boxes differ between \(panels[0].title) and \(panels[1].title): "
          + differing.prefix(20).joined(separator: ", ") + (differing.count > 20 ? ", …" : "")
      context.console.printError(summary)
    }
    if let explainable = document as? any ExplainableDocument {
      do {
        for mark in try explainable.explain(options).marks { drawing.marks[mark.path] = mark.note }
      } catch {
        throw ToolError(error.description)
      }
    }
    let svg = drawing.svg()
    if let output = arguments.options["--output"], output != "-" {
      do {
        try svg.write(toFile: output, atomically: true, encoding: .utf8)
      } catch {
        throw ToolError("\(output): cannot write the file")
      }
      let boxes = panels.map { $0.root.flattened.count }.reduce(0, +)
      context.console.printError("wrote \(output) (\(boxes) boxes)")
    } else {
      context.console.output += svg
    }
    return .ok
  }

  static func loadDocument(_ path: String, formats: [any LayoutDocument.Type]) throws(ToolError)
    -> any LayoutDocument
  {
    guard case .document(let document) = try InputFile.load(path, formats: formats) else {
      throw ToolError(
        "\(path): render draws layout files; explain .cass scripts with 'fixflex explain'")
    }
    return document
  }
}
