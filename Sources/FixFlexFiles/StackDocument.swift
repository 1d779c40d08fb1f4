import FixFlex
import Foundation

/// A `.stack.json` layout (`../shared/formats/stack-layout.md`): a parent, its child
/// nodes with their intrinsic sizes, a list of `hstack`/`vstack` calls, and optionally
/// the frames a reference engine produced.
///
/// ``read(path:)`` validates the whole file; ``layout(_:)`` builds the tree, runs the
/// stacks through ``FixFlexing`` and lays the parent out.
public struct StackDocument: LayoutDocument {
  /// `.stack.json`.
  public static let fileExtension = ".stack.json"

  /// The file's path as given.
  public let path: String
  /// The layout's name (`CellWithIconTitleSubtitleAndChevron/default`), if any.
  public let name: String?
  /// The largest allowed difference per number when checking (default 0.01).
  public let tolerance: Double

  let note: String?
  let direction: LayoutDirection
  let parentSize: AxisSizes
  let nodes: [NodeSpec]
  let stacks: [StackSpec]
  /// Expected frames by node name, in file order of the nodes; `nil`: zero width or
  /// height.
  let expected: [(name: String, frame: Rect?)]

  // MARK: Model

  /// A width and a height, each possibly absent.
  struct AxisSizes {
    var width: Double?
    var height: Double?
  }

  /// A child node of the parent.
  struct NodeSpec {
    var name: String
    var intrinsic = IntrinsicContentSize.none
    var hugging: [Axis: LayoutPriority] = [:]
    var compression: [Axis: LayoutPriority] = [:]
  }

  /// `node.anchor`.
  struct AnchorSpec {
    var node: String
    var attribute: LayoutAttribute
  }

  /// One stack call.
  struct StackSpec {
    var axis: Axis
    var start: AnchorSpec?
    var end: AnchorSpec?
    var startOffset = 0.0
    var endOffset = 0.0
    var absolute = false
    var intents: [IntentSpec] = []
  }

  /// One intent of a stack.
  struct IntentSpec {
    enum Sizing {
      case fix(Double)
      case flex(min: Double?, max: Double?, hugging: LayoutPriority?, compression: LayoutPriority?)
      case fill(Double)
      case match(dimension: AnchorSpec, multiplier: Double?, offset: Double?)
    }
    var sizing: Sizing
    /// The nodes: `nil` for a spacer; one for `view`; the list for `views`.
    var views: [String]?
    /// Whether the file used `views` (written back the same way).
    var isList = false
  }

  // MARK: LayoutDocument

  /// Reads and validates a file.
  ///
  /// - Throws: ``FileError`` naming the file, the JSON path of the offending field and
  ///   what was expected.
  public static func read(path: String) throws(FileError) -> StackDocument {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw FileError(file: path, location: "", message: "cannot read the file: \(error)")
    }
    return try parse(data, path: path)
  }

  /// Reads a document from JSON text (`path` names it in messages).
  ///
  /// - Throws: ``FileError`` as ``read(path:)``.
  public static func parse(_ text: String, path: String) throws(FileError) -> StackDocument {
    try parse(Data(text.utf8), path: path)
  }

  /// Whether the file carries expected frames.
  public var hasExpectedLayout: Bool { !expected.isEmpty }
}
