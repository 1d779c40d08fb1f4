import FixFlex

/// A node of a laid-out file, in the shape the CLI prints, checks and draws: the same
/// for `.stack.json` and `.flex.json`, whichever engine produced it.
public struct LaidOutNode: Sendable {
  /// The node's name (`titleLabel`), or its index path for unnamed flexbox nodes.
  public var name: String
  /// A path that identifies the node in messages: `root/0/2` or `parent/titleLabel`.
  public var path: String
  /// The frame relative to the parent.
  public var frame: Rect
  /// The frame in the root's coordinates (for drawing).
  public var absoluteFrame: Rect
  /// Whether the node is a layout guide (a spacer: drawn hatched, never checked).
  public var isGuide: Bool
  /// The children (and, for stacks, the guides), in order.
  public var children: [LaidOutNode]

  /// Creates a laid-out node.
  public init(
    name: String, path: String, frame: Rect, absoluteFrame: Rect, isGuide: Bool = false,
    children: [LaidOutNode] = []
  ) {
    self.name = name
    self.path = path
    self.frame = frame
    self.absoluteFrame = absoluteFrame
    self.isGuide = isGuide
    self.children = children
  }

  /// Every node of the subtree in pre-order, this one first.
  public var flattened: [LaidOutNode] {
    var result: [LaidOutNode] = []
    var stack = [self]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }
}

/// One number of a layout that differs from the expected layout by more than the
/// tolerance.
public struct LayoutMismatch: Sendable, Hashable, CustomStringConvertible {
  /// The node's path (``LaidOutNode/path``).
  public var path: String
  /// `left`, `top`, `width`, `height` (or `x`, `y` for stacks' frames).
  public var property: String
  /// The reference value.
  public var expected: Double
  /// The value computed here.
  public var actual: Double

  /// Creates a mismatch.
  public init(path: String, property: String, expected: Double, actual: Double) {
    self.path = path
    self.property = property
    self.expected = expected
    self.actual = actual
  }

  /// `root/0/2 width: expected 50, got 48.5`.
  public var description: String { "\(path) \(property): expected \(expected), got \(actual)" }
}

/// A file-level problem: the file, where in it (a JSON path such as
/// `root.children[2].style.width`, or a `.cass` line), and what was expected.
public struct FileError: Error, Sendable, CustomStringConvertible {
  /// The file's path as given.
  public var file: String
  /// Where in the file: a JSON path, or `line 7`.
  public var location: String
  /// What is wrong and what was expected.
  public var message: String

  /// Creates a file error.
  public init(file: String, location: String, message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  /// `file.flex.json: root.children[2].style.width: expected a number, "50%" or "auto"`.
  public var description: String {
    location.isEmpty ? "\(file): \(message)" : "\(file): \(location): \(message)"
  }
}
