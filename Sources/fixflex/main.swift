import Foundation

// `fixflex`: lay out, check, solve, render and explain FixFlex files. The commands
// live in Commands/; the formats the tool reads are listed in DocumentFormats.swift.

let (code, console) = CommandLineTool(formats: documentFormats)
  .run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(console.output.utf8))
FileHandle.standardError.write(Data(console.errors.utf8))
exit(code.rawValue)
