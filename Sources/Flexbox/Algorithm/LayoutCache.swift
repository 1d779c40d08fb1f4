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
  /// Whether a container reports as its content height the height its content takes
  /// even where its height is imposed (``FlexContainer/contentExtent``): a ratio
  /// box's height, imposed by its ratio, then grows to all of a single line's items
  /// (``FlexAlgorithm/columnItemRatioContent(_:_:)``). Off for every other layout.
  var reportsContentExtent = false
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
///
/// Each entry is one input and its output in 64 bytes (one cache line): optional
/// values are kept as a number and a bit.
struct LayoutCache {
  /// How many measurements are kept per node: in a flexbox layout a node is
  /// measured with at most two distinct inputs between two of its layouts (its content
  /// size, and the size its container settles on), so two keep the cache small.
  static let capacity = 2

  /// An input and its output.
  struct Entry {
    var width: Double
    var height: Double
    var basisWidth: Double
    var basisHeight: Double
    var outputHeight: Double
    var contentHeight: Double
    var baseline: Double
    /// Which optional values are there (``Flags``), the direction and whether the
    /// height is definite.
    var flags: UInt8

    /// The bits of ``flags``.
    enum Flags {
      static let hasHeight: UInt8 = 1
      static let hasBasisWidth: UInt8 = 2
      static let hasBasisHeight: UInt8 = 4
      static let heightIsDefinite: UInt8 = 8
      static let rightToLeft: UInt8 = 16
      static let hasBaseline: UInt8 = 32
      static let reportsContentExtent: UInt8 = 64
      /// The bits that belong to the input.
      static let input: UInt8 = 31 | 64
    }

    static let empty = Entry(
      width: 0, height: 0, basisWidth: 0, basisHeight: 0, outputHeight: 0, contentHeight: 0,
      baseline: 0, flags: 0)

    private init(
      width: Double, height: Double, basisWidth: Double, basisHeight: Double,
      outputHeight: Double, contentHeight: Double, baseline: Double, flags: UInt8
    ) {
      self.width = width
      self.height = height
      self.basisWidth = basisWidth
      self.basisHeight = basisHeight
      self.outputHeight = outputHeight
      self.contentHeight = contentHeight
      self.baseline = baseline
      self.flags = flags
    }

    @inline(__always)
    init(_ input: NodeInput, _ output: NodeOutput) {
      self.init(
        width: input.width, height: input.height ?? 0, basisWidth: input.basisWidth ?? 0,
        basisHeight: input.basisHeight ?? 0, outputHeight: output.height,
        contentHeight: output.contentHeight, baseline: output.baseline ?? 0,
        flags: Self.inputFlags(input) | (output.baseline == nil ? 0 : Flags.hasBaseline))
    }

    /// The ``flags`` bits of an input.
    @inline(__always)
    static func inputFlags(_ input: NodeInput) -> UInt8 {
      var flags: UInt8 = input.height == nil ? 0 : Flags.hasHeight
      if input.basisWidth != nil { flags |= Flags.hasBasisWidth }
      if input.basisHeight != nil { flags |= Flags.hasBasisHeight }
      if input.heightIsDefinite { flags |= Flags.heightIsDefinite }
      if input.direction == .rtl { flags |= Flags.rightToLeft }
      if input.reportsContentExtent { flags |= Flags.reportsContentExtent }
      return flags
    }

    /// The output.
    @inline(__always)
    var output: NodeOutput {
      NodeOutput(
        height: outputHeight, contentHeight: contentHeight,
        baseline: flags & Flags.hasBaseline != 0 ? baseline : nil)
    }
  }

  private var measurements: (Entry, Entry) = (.empty, .empty)
  /// The input of the last layout that placed the children, and its output. The
  /// children's frames are still those it computed.
  private var layout = Entry.empty
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
    let flags = Entry.inputFlags(input)
    if valid & 16 != 0, Self.matches(layout, input, flags) { return layout.output }
    if performLayout { return nil }
    if valid & 1 != 0, Self.matches(measurements.0, input, flags) {
      return measurements.0.output
    }
    if valid & 2 != 0, Self.matches(measurements.1, input, flags) {
      return measurements.1.output
    }
    return nil
  }

  /// Stores an output.
  @inline(__always)
  mutating func store(_ input: NodeInput, _ output: NodeOutput, performLayout: Bool) {
    let entry = Entry(input, output)
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

  /// Whether `entry` answers `input` (whose ``Entry/inputFlags(_:)`` are `flags`): the
  /// same input, or (as Yoga's `canUseCachedMeasurement`) a content-sized measurement
  /// whose height is the one now imposed, when neither height is definite for the
  /// children.
  @inline(__always)
  private static func matches(_ entry: Entry, _ input: NodeInput, _ flags: UInt8) -> Bool {
    // Everything but the height must be equal (the height's presence may differ).
    let difference = (entry.flags & Entry.Flags.input) ^ flags
    guard difference == 0 || difference == Entry.Flags.hasHeight,
      entry.width == input.width,
      flags & Entry.Flags.hasBasisWidth == 0 || entry.basisWidth == input.basisWidth!,
      flags & Entry.Flags.hasBasisHeight == 0 || entry.basisHeight == input.basisHeight!
    else { return false }
    if difference == 0 {
      return flags & Entry.Flags.hasHeight == 0 || entry.height == input.height!
    }
    // A content-sized measurement (no height) for an imposed height that is not
    // definite: the same when the measured height is the one imposed.
    if let height = input.height, flags & Entry.Flags.heightIsDefinite == 0 {
      return entry.outputHeight == height
    }
    return false
  }
}

/// A node's min-content and max-content widths, content box (CSS Sizing 3 §5.1).
struct IntrinsicWidths: Equatable {
  /// The narrowest the content can be without overflowing (the longest word).
  var minContent: Double
  /// The widest the content is, without any wrapping.
  var maxContent: Double

  /// Nothing inside.
  static let zero = IntrinsicWidths(minContent: 0, maxContent: 0)
}
