import Cassowary
import FixFlexFiles
import Foundation

/// A file named on the command line, checked and read: a `.cass` script or a layout
/// document of one of ``documentFormats``.
enum InputFile {
  case script(path: String, script: CassScript)
  case document(any LayoutDocument)

  /// Files larger than this are refused before they are read (exit 2), so that a
  /// runaway input cannot exhaust memory; the largest benchmark script is about 4 MB.
  static let maximumSize = 32 * 1024 * 1024

  /// Every extension the tool reads, for messages and help.
  static func knownExtensions(_ formats: [any LayoutDocument.Type]) -> [String] {
    [".cass"] + formats.map { $0.fileExtension }
  }

  /// Checks that `path` is a regular, readable file no larger than ``maximumSize``.
  static func checkFile(_ path: String) throws(ToolError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ToolError("\(path): no such file")
    }
    guard !isDirectory.boolValue else {
      throw ToolError("\(path): is a directory, expected a file")
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumSize else {
      throw ToolError(
        "\(path): the file is \(megabytes(size)); files larger than \(megabytes(maximumSize)) "
          + "are refused")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw ToolError("\(path): cannot read the file (permissions)")
    }
  }

  /// Reads `path`, choosing the format by its extension.
  static func load(_ path: String, formats: [any LayoutDocument.Type]) throws(ToolError)
    -> InputFile
  {
    try checkFile(path)
    if path.hasSuffix(".cass") {
      return .script(path: path, script: try loadScript(path))
    }
    let matching = formats.filter { path.hasSuffix($0.fileExtension) }
    guard let format = matching.max(by: { $0.fileExtension.count < $1.fileExtension.count }) else {
      throw ToolError(
        "\(path): unknown file type; expected one of "
          + knownExtensions(formats).joined(separator: ", "))
    }
    do {
      return .document(try format.read(path: path))
    } catch {
      throw ToolError(error.description)
    }
  }

  /// Reads and parses a `.cass` script (already checked by ``checkFile(_:)``).
  static func loadScript(_ path: String) throws(ToolError) -> CassScript {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw ToolError("\(path): cannot read the file as UTF-8 text")
    }
    do {
      return try CassScript(parsing: text)
    } catch {
      throw ToolError("\(path): \(error.description)")
    }
  }

  static func megabytes(_ bytes: Int) -> String {
    decimalText(Double(bytes) / (1024 * 1024), 1) + " MB"
  }
}

/// The options shared by the commands that lay files out.
struct LayoutArguments {
  static let spec = ArgumentSpec(
    options: ["--engine", "--width", "--height", "--direction"], flags: [], aliases: [:])

  static let help = """
      --engine direct|constraints   the flexbox engine (default: direct); stacks always
                                    use constraints
      --width W, --height H         lay the root out at this size instead of the file's
      --direction ltr|rtl           lay the root out in this direction
    """

  /// The layout options given by `arguments`.
  static func options(_ arguments: ParsedArguments) throws(ToolError) -> LayoutOptions {
    var options = LayoutOptions()
    if let engine = try arguments.choice("--engine", among: ["direct", "constraints"]) {
      options.engine = LayoutOptions.Engine(rawValue: engine)!
    }
    options.width = try arguments.number("--width")
    options.height = try arguments.number("--height")
    if let direction = try arguments.choice("--direction", among: ["ltr", "rtl"]) {
      options.direction = direction == "ltr" ? .leftToRight : .rightToLeft
    }
    return options
  }
}

extension LayoutDocument {
  /// Lays out, turning the format's error into a tool error.
  func laidOut(_ options: LayoutOptions) throws(ToolError) -> LaidOutNode {
    do {
      return try layout(options)
    } catch {
      throw ToolError(error.description)
    }
  }
}
