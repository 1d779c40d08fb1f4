import FixFlex

/// How the CLI asks for a layout: the engine and overrides of the file's own settings.
public struct LayoutOptions: Sendable {
  /// Which engine lays out a flexbox file.
  public enum Engine: String, Sendable, CaseIterable {
    /// The direct CSS flexbox algorithm.
    case direct
    /// The translation into constraints, solved by the Cassowary solver.
    case constraints
  }

  /// The engine (`.flex.json` only; stacks always use constraints).
  public var engine: Engine = .direct
  /// The root's width, replacing the file's (`nil`: the file's own).
  public var width: Double?
  /// The root's height, replacing the file's (`nil`: the file's own).
  public var height: Double?
  /// The root's direction, replacing the file's (`nil`: the file's own).
  public var direction: LayoutDirection?

  /// Options that change nothing: the direct engine and the file's own settings.
  public init(
    engine: Engine = .direct, width: Double? = nil, height: Double? = nil,
    direction: LayoutDirection? = nil
  ) {
    self.engine = engine
    self.width = width
    self.height = height
    self.direction = direction
  }
}

/// A layout file the `fixflex` tool can lay out, check against its expected layout,
/// explain and draw: a `.flex.json` tree or a `.stack.json` layout.
///
/// Each format provides one conforming type; the tool picks it by file extension
/// (``fileExtension``).
public protocol LayoutDocument {
  /// The extension that selects this format, with its leading dot (`.flex.json`).
  static var fileExtension: String { get }

  /// Reads and validates a file.
  ///
  /// - Throws: ``FileError`` naming the file, the JSON path of the offending field and
  ///   what was expected.
  static func read(path: String) throws(FileError) -> Self

  /// The file's name or path, for messages.
  var path: String { get }

  /// Lays the document out.
  ///
  /// - Throws: ``FileError`` when the document cannot be laid out with these options
  ///   (an engine that does not apply, an invalid override).
  func layout(_ options: LayoutOptions) throws(FileError) -> LaidOutNode

  /// Compares a layout with the expected one the file carries, within the file's
  /// tolerance; empty when they agree or the file has no expectation.
  func mismatches(in laidOut: LaidOutNode) -> [LayoutMismatch]

  /// Whether the file carries an expected layout to check against.
  var hasExpectedLayout: Bool { get }

  /// The document in its own format with the computed layout filled in (what
  /// `fixflex layout --json` prints).
  func json(with laidOut: LaidOutNode) -> String
}
