/// What `fixflex explain` prints about a file beyond its nodes and frames: the
/// constraints a stack or flex container produced, conflicts, broken constraints,
/// ambiguous nodes — as titled sections of readable lines, plus marks that
/// `fixflex render` draws on the boxes concerned.
public struct Explanation: Sendable {
  /// A titled list of lines, printed as a block.
  public struct Section: Sendable {
    /// The heading (`constraints of the horizontal stack`, `conflicts`).
    public var title: String
    /// The lines, each readable alone, naming nodes by name.
    public var lines: [String]

    /// Creates a section.
    public init(title: String, lines: [String]) {
      self.title = title
      self.lines = lines
    }
  }

  /// A note attached to one node, such as a constraint it breaks.
  public struct Mark: Sendable {
    /// The node's ``LaidOutNode/path``.
    public var path: String
    /// A short note drawn beside the box (`breaks titleLabel.width <= 100`).
    public var note: String

    /// Creates a mark.
    public init(path: String, note: String) {
      self.path = path
      self.note = note
    }
  }

  /// The sections, in order.
  public var sections: [Section]
  /// The marks.
  public var marks: [Mark]

  /// Creates an explanation.
  public init(sections: [Section] = [], marks: [Mark] = []) {
    self.sections = sections
    self.marks = marks
  }
}

/// A ``LayoutDocument`` that can say how its layout came about: the extension point
/// of `fixflex explain` (and of the marks `fixflex render` draws).
///
/// The CLI prints every document's nodes and frames; a format that also conforms to
/// this protocol adds its sections (the constraints its containers produced, the
/// conflicts and broken constraints, the ambiguous nodes) and marks.
public protocol ExplainableDocument: LayoutDocument {
  /// Explains the layout made with `options`.
  ///
  /// - Throws: ``FileError`` as ``LayoutDocument/layout(_:)`` does.
  func explain(_ options: LayoutOptions) throws(FileError) -> Explanation
}
