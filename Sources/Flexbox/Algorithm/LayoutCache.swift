import FixFlex

/// What a node is laid out with: the sizes its parent imposes and the references its
/// percentages resolve against. Two layouts of a node with equal inputs (and no
/// change in its subtree) give equal results, so inputs are the cache key.
struct NodeInput: Equatable {
  /// The border-box width. Widths are always resolved before layout, as browsers do:
  /// from the style, the flexed main size, stretching, or the content's intrinsic
  /// widths.
  var width: Double
  /// The border-box height, or `nil` when the node sizes its height from its content.
  var height: Double?
  /// Whether `height` is definite for the node's children: their percentage heights
  /// resolve against it.
  var heightIsDefinite: Bool
  /// The direction the node inherits.
  var direction: ResolvedDirection
  /// The containing block's content width: what the node's own percentage padding
  /// resolves against. `nil` when the style has no such percentage.
  var basisWidth: Double?
  /// The containing block's content height, for the node's own percentage min and
  /// max heights; `nil` when indefinite or not needed.
  var basisHeight: Double?
}

/// What a layout of a node produces for its parent.
struct NodeOutput {
  /// The border-box height: the imposed one, or the content's clamped by the node's
  /// min and max heights.
  var height: Double
  /// The border-box height from the content alone, before min and max (CSS's
  /// intrinsic block size; a column item's flex base size).
  var contentHeight: Double
  /// The first baseline, from the border-box top; `nil` when the node has none.
  var baseline: Double?
}

/// A node's cached measurements and its last full layout (Yoga's `cachedMeasurements`
/// and `cachedLayout`).
struct LayoutCache {
  /// How many measurements are kept per node.
  static let capacity = 4

  private var measurements: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
  private var next = 0
  /// The input of the last layout that placed the children, and its output. The
  /// children's frames are still those it computed.
  private var layout: Entry?

  struct Entry {
    var input: NodeInput
    var output: NodeOutput
  }

  /// Forgets everything.
  mutating func removeAll() {
    measurements = (nil, nil, nil, nil)
    layout = nil
    next = 0
  }

  /// A cached output for `input`: any entry for a measurement, the layout entry for a
  /// layout.
  @inline(__always)
  func lookup(_ input: NodeInput, performLayout: Bool) -> NodeOutput? {
    if let entry = layout, Self.matches(entry, input) { return entry.output }
    if performLayout { return nil }
    if let entry = measurements.0, Self.matches(entry, input) { return entry.output }
    if let entry = measurements.1, Self.matches(entry, input) { return entry.output }
    if let entry = measurements.2, Self.matches(entry, input) { return entry.output }
    if let entry = measurements.3, Self.matches(entry, input) { return entry.output }
    return nil
  }

  /// Stores an output.
  @inline(__always)
  mutating func store(_ input: NodeInput, _ output: NodeOutput, performLayout: Bool) {
    let entry = Entry(input: input, output: output)
    if performLayout {
      layout = entry
      return
    }
    switch next {
    case 0: measurements.0 = entry
    case 1: measurements.1 = entry
    case 2: measurements.2 = entry
    default: measurements.3 = entry
    }
    next = (next + 1) % Self.capacity
  }

  /// Whether `entry` answers `input`: the same input, or (as Yoga's
  /// `canUseCachedMeasurement`) a content-sized measurement whose height is the one
  /// now imposed, when neither height is definite for the children.
  @inline(__always)
  private static func matches(_ entry: Entry, _ input: NodeInput) -> Bool {
    let cached = entry.input
    guard cached.width == input.width, cached.direction == input.direction,
      cached.heightIsDefinite == input.heightIsDefinite, cached.basisWidth == input.basisWidth,
      cached.basisHeight == input.basisHeight
    else { return false }
    if cached.height == input.height { return true }
    if let height = input.height, cached.height == nil, !input.heightIsDefinite {
      return entry.output.height == height
    }
    return false
  }
}

/// A node's min-content and max-content widths, content box (CSS Box Sizing §5).
struct IntrinsicWidths: Equatable {
  /// The narrowest the content can be without overflowing (the longest word).
  var minContent: Double
  /// The widest the content is, without any wrapping.
  var maxContent: Double

  /// Nothing inside.
  static let zero = IntrinsicWidths(minContent: 0, maxContent: 0)
}
