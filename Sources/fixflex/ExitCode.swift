/// The tool's exit status: 0 ok, 1 check failures, 2 bad input.
enum ExitCode: Int32 {
  /// Everything ran and every check passed.
  case ok = 0
  /// A layout or `.cass` check failed.
  case checkFailed = 1
  /// Bad input: an unreadable, malformed or too large file, or bad arguments.
  case badInput = 2
}

/// A failure that stops a command with exit code 2, and the message that says why.
struct ToolError: Error {
  /// What went wrong: the file, where in it, and what was expected.
  var message: String
  /// Whether to point at the command's help (argument errors).
  var showsUsage: Bool

  init(_ message: String, showsUsage: Bool = false) {
    self.message = message
    self.showsUsage = showsUsage
  }
}

/// What a command prints: standard output and standard error, written when it ends.
struct Console {
  var output = ""
  var errors = ""

  mutating func print(_ line: String = "") {
    output += line
    output += "\n"
  }

  mutating func printError(_ line: String) {
    errors += line
    errors += "\n"
  }
}
