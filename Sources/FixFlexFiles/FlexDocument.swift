import FixFlex
import Flexbox
import Foundation

/// A `.flex.json` file: a flexbox tree, the space it is laid out in, and optionally
/// the layout a reference engine computed for it (`../shared/formats/flex-tree.md`).
///
/// Reading validates everything: an unknown property, a value of the wrong kind or
/// range, a percentage where none is allowed, a malformed `nodes` list — each is a
/// ``FileError`` naming the JSON path (`root.children[2].style.width`).
public struct FlexDocument: LayoutDocument, Sendable {
  /// `.flex.json`.
  public static let fileExtension = ".flex.json"

  /// How far a computed value may be from an expected one: browsers lay out in
  /// 1/64 px and snap some inputs, so expected layouts are compared within 0.1.
  public static let tolerance = 0.1

  /// The file's path as given.
  public var path: String
  /// The tree's name.
  public var name: String
  /// Which initial values unset style properties take.
  public var defaults: Flex.Defaults
  /// The root's direction.
  public var direction: LayoutDirection
  /// The width of the space the root is laid out in (`nil`: unbounded).
  public var availableWidth: Double?
  /// The height of the space the root is laid out in (`nil`: unbounded).
  public var availableHeight: Double?
  /// The nodes in pre-order (the root first).
  public var nodes: [Node]
  /// Whether the file used the flat `nodes` encoding (the writer keeps it).
  public var usesFlatEncoding: Bool

  /// One node of the tree.
  public struct Node: Sendable {
    /// The parent's index in ``FlexDocument/nodes`` (`-1` for the root).
    public var parent: Int
    /// The children's indices, in order.
    public var children: [Int]
    /// The style properties, in the file's order.
    public var style: [StyleProperty]
    /// The content of a text leaf.
    public var measure: Measure?
    /// The expected layout: `left`/`top` relative to the parent's border box.
    public var expected: Rect?
    /// Where the node is in the file (`root.children[2]`, `nodes[7]`).
    public var jsonPath: String
    /// The node's path in laid-out trees (`root/2`).
    public var treePath: String
  }

  /// A style property as written in the file, and what it sets.
  public struct StyleProperty: Sendable {
    /// The property's name (`marginStart`).
    public var name: String
    /// The value as written.
    public var value: StyleValue
    /// What it sets, validated.
    var setter: FlexStyleSetter
  }

  /// A style value as written: a number or a string (`"50%"`, `"auto"`, `"row"`).
  public enum StyleValue: Sendable, Hashable {
    /// A JSON number.
    case number(Double)
    /// A JSON string.
    case string(String)
  }

  /// The content of a text leaf.
  public enum Measure: Sendable, Hashable {
    /// Glyphs that wrap at any boundary.
    case text(glyphs: Int, glyphWidth: Double, lineHeight: Double)
    /// Words (glyph counts) separated by one-glyph spaces, wrapping between words.
    case words([Int], glyphWidth: Double, lineHeight: Double)
    /// An intrinsic size that never wraps.
    case fixed(width: Double, height: Double)
  }

  /// Whether the file carries an expected layout to check against.
  public var hasExpectedLayout: Bool { nodes.contains { $0.expected != nil } }

  // MARK: LayoutDocument

  /// Reads and validates a file.
  ///
  /// - Throws: ``FileError`` naming the file, the JSON path of the offending field
  ///   (or the line and column of a syntax error) and what was expected.
  public static func read(path: String) throws(FileError) -> FlexDocument {
    let bytes: [UInt8]
    do {
      bytes = try readFile(path)
    } catch {
      throw FileError(file: path, location: "", message: "cannot read the file: \(error)")
    }
    return try parse(bytes, path: path)
  }

  /// Lays the document out with the engine `options` names.
  ///
  /// - Throws: ``FileError`` for a tree the engine refuses (which reading has already
  ///   ruled out).
  public func layout(_ options: LayoutOptions) throws(FileError) -> LaidOutNode {
    guard options.engine == .direct else { return try layoutWithConstraints(options) }
    let tree = makeTree(options)
    return try layOut(tree, options)
  }

  /// Compares a layout with the expected one, node by node, within ``tolerance``.
  public func mismatches(in laidOut: LaidOutNode) -> [LayoutMismatch] {
    var result: [LayoutMismatch] = []
    let computed = laidOut.flattened
    for (index, node) in nodes.enumerated() {
      guard let expected = node.expected, index < computed.count else { continue }
      let frame = computed[index].frame
      let pairs: [(String, Double, Double)] = [
        ("left", expected.minX, frame.minX), ("top", expected.minY, frame.minY),
        ("width", expected.width, frame.width), ("height", expected.height, frame.height),
      ]
      for (property, want, got) in pairs where !(abs(want - got) <= Self.tolerance) {
        result.append(
          LayoutMismatch(
            path: computed[index].path, property: property, expected: want, actual: got))
      }
    }
    return result
  }
}

/// The bytes of a file.
private func readFile(_ path: String) throws -> [UInt8] {
  [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}
