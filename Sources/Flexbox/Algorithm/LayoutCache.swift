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
/// and `cachedLayout`). Entries are valid by a bit mask, so forgetting them is one
/// store.
struct LayoutCache {
  /// How many measurements are kept per node: in a flexbox layout a node is
  /// measured with at most two distinct inputs between two of its layouts (its content
  /// size, and the size its container settles on), so two keep the cache small.
  static let capacity = 2

  struct Entry {
    var input: NodeInput
    var output: NodeOutput
  }

  private static let empty = Entry(
    input: NodeInput(
      width: 0, height: nil, heightIsDefinite: false, direction: .ltr, basisWidth: nil,
      basisHeight: nil),
    output: NodeOutput(height: 0, contentHeight: 0, baseline: nil))

  private var measurements: (Entry, Entry) = (empty, empty)
  /// The input of the last layout that placed the children, and its output. The
  /// children's frames are still those it computed.
  private var layout = empty
  /// Bits 0–1: which measurements are valid; bit 4: whether `layout` is.
  private var valid: UInt8 = 0
  private var next: UInt8 = 0

  /// Forgets everything.
  @inline(__always)
  mutating func removeAll() {
    valid = 0
    next = 0
  }

  /// A cached output for `input`: any entry for a measurement, the layout entry for a
  /// layout.
  @inline(__always)
  func lookup(_ input: NodeInput, performLayout: Bool) -> NodeOutput? {
    if valid == 0 { return nil }
    if valid & 16 != 0, Self.matches(layout, input) { return layout.output }
    if performLayout { return nil }
    if valid & 1 != 0, Self.matches(measurements.0, input) { return measurements.0.output }
    if valid & 2 != 0, Self.matches(measurements.1, input) { return measurements.1.output }
    return nil
  }

  /// Stores an output.
  @inline(__always)
  mutating func store(_ input: NodeInput, _ output: NodeOutput, performLayout: Bool) {
    let entry = Entry(input: input, output: output)
    if performLayout {
      layout = entry
      valid |= 16
      return
    }
    if next == 0 {
      measurements.0 = entry
    } else {
      measurements.1 = entry
    }
    valid |= 1 << next
    next ^= 1
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
