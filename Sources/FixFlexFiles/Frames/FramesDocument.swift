import FixFlex
import Foundation

/// A finished layout as a file (`.frames.json`): a tree of named boxes with their
/// frames, optionally with expected frames to check against.
///
/// It is the format-neutral picture of any layout — what `fixflex layout --frames`
/// writes for a `.flex.json` or `.stack.json` file, and what another engine (a
/// browser, Yoga) can write — so that `fixflex render`, `check` and `explain` work on
/// layouts made anywhere. Laying it out returns the frames as they are; both engines
/// give the same result, and size or direction overrides are refused.
///
/// ```json
/// {
///   "name": "cell",
///   "root": {"name": "cell", "frame": [0, 0, 320, 80], "children": [
///     {"name": "icon", "frame": [16, 16, 48, 48]},
///     {"name": "gap", "guide": true, "frame": [64, 0, 12, 80]}
///   ]},
///   "expected": {"icon": [16, 16, 48, 48]},
///   "tolerance": 0.01
/// }
/// ```
///
/// Frames are `[x, y, width, height]` relative to the parent, sizes not negative.
/// Deep trees use the flat encoding: `"nodes": [{"parent": -1, …}, {"parent": 0, …}]`
/// in pre-order, each parent before its children. A node's path is its name when no
/// other node has that name, else `name#INDEX` (its pre-order index); unnamed nodes
/// are called `nodeINDEX`. `expected` maps paths to frames, `null` meaning "zero
/// width or height".
public struct FramesDocument: LayoutDocument, Sendable {
  /// `.frames.json`.
  public static let fileExtension = ".frames.json"

  /// The file's path as given.
  public var path: String
  /// The layout's name, if the file gives one.
  public var name: String?
  /// The laid-out tree.
  public var root: LaidOutNode
  /// Expected frames relative to the parent, by node path; `nil` means the node must
  /// have zero width or height.
  public var expected: [String: Rect?]
  /// The largest allowed difference per number.
  public var tolerance: Double

  /// Creates a document.
  public init(
    path: String, name: String? = nil, root: LaidOutNode, expected: [String: Rect?] = [:],
    tolerance: Double = 0.01
  ) {
    self.path = path
    self.name = name
    self.root = root
    self.expected = expected
    self.tolerance = tolerance
  }

  /// Whether the file gives expected frames.
  public var hasExpectedLayout: Bool { !expected.isEmpty }

  /// Reads and validates a file.
  ///
  /// - Throws: ``FileError`` naming the JSON path of the first problem: malformed
  ///   JSON (with line and column), an unknown property, a frame that is not four
  ///   finite numbers or has a negative size, a parent index that does not come
  ///   before its child, an expected path no node has.
  public static func read(path: String) throws(FileError) -> FramesDocument {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw FileError(file: path, location: "", message: "cannot read the file")
    }
    return try parse(data, path: path)
  }

  /// Reads a document from the bytes of a file.
  ///
  /// - Throws: as ``read(path:)``.
  public static func parse(_ data: Data, path: String) throws(FileError) -> FramesDocument {
    let reader = FramesReader(file: path)
    return try reader.document(JSONValue.parse(data, file: path))
  }

  /// The frames as they are; the engine does not matter.
  ///
  /// - Throws: ``FileError`` when a width, height or direction is asked for: a
  ///   finished layout cannot be laid out again.
  public func layout(_ options: LayoutOptions) throws(FileError) -> LaidOutNode {
    if options.width != nil || options.height != nil || options.direction != nil {
      throw FileError(
        file: path, location: "",
        message: "a .frames.json file holds a finished layout; --width, --height and "
          + "--direction do not apply")
    }
    return root
  }

  /// The numbers of `laidOut` that differ from ``expected`` by more than
  /// ``tolerance``: `x`, `y`, `width`, `height` relative to the parent, in the
  /// order of the tree.
  public func mismatches(in laidOut: LaidOutNode) -> [LayoutMismatch] {
    var result: [LayoutMismatch] = []
    var found = Set<String>()
    for node in laidOut.flattened {
      guard let entry = expected[node.path] else { continue }
      found.insert(node.path)
      let frame = node.frame
      guard let want = entry else {
        if !(abs(frame.width) <= tolerance || abs(frame.height) <= tolerance) {
          let property = abs(frame.width) <= abs(frame.height) ? "width" : "height"
          let actual = property == "width" ? frame.width : frame.height
          result.append(
            LayoutMismatch(path: node.path, property: property, expected: 0, actual: actual))
        }
        continue
      }
      let pairs: [(String, Double, Double)] = [
        ("x", want.minX, frame.minX), ("y", want.minY, frame.minY),
        ("width", want.width, frame.width), ("height", want.height, frame.height),
      ]
      for (property, expectedValue, actual) in pairs
      where !(abs(expectedValue - actual) <= tolerance) {
        result.append(
          LayoutMismatch(
            path: node.path, property: property, expected: expectedValue, actual: actual))
      }
    }
    for path in expected.keys.sorted() where !found.contains(path) {
      result.append(LayoutMismatch(path: path, property: "present", expected: 1, actual: 0))
    }
    return result
  }

  /// The document with `laidOut` as its tree, as `.frames.json` text.
  public func json(with laidOut: LaidOutNode) -> String {
    FramesDocument.text(of: laidOut, name: name, expected: expected, tolerance: tolerance)
  }
}
