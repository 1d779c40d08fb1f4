/// A `.cass` line that cannot be read: where, and what was expected.
public struct CassSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The line (1-based).
  public var line: Int
  /// What is wrong, e.g. `expected a number after 'c pin required ==', found 'abc'`.
  public var message: String

  /// Creates an error.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line 7: …`.
  public var description: String { "line \(line): \(message)" }
}
