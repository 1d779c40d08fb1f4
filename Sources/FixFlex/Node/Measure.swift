/// How a measure function must treat one offered dimension (Yoga's measure modes).
public enum MeasureMode: Hashable, Sendable {
  /// No constraint: report the natural (max-content) extent; the offered value is
  /// meaningless.
  case undefined
  /// The result must be exactly the offered extent.
  case exactly
  /// The result may be anything up to the offered extent (wrap to fit it).
  case atMost
}

/// What a leaf offers its content: a width and a height, each with a mode.
public struct MeasureProposal: Hashable, Sendable {
  /// The width offered (ignored when `widthMode` is ``MeasureMode/undefined``).
  public var width: Double
  /// How to treat ``width``.
  public var widthMode: MeasureMode
  /// The height offered (ignored when `heightMode` is ``MeasureMode/undefined``).
  public var height: Double
  /// How to treat ``height``.
  public var heightMode: MeasureMode

  /// Creates a proposal.
  public init(width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode) {
    self.width = width
    self.widthMode = widthMode
    self.height = height
    self.heightMode = heightMode
  }

  /// Nothing offered: the content's natural size.
  public static let unconstrained = MeasureProposal(
    width: .infinity, widthMode: .undefined, height: .infinity, heightMode: .undefined)
}

/// The size a leaf's content takes for a ``MeasureProposal``, with its text baselines.
public struct Measurement: Hashable, Sendable {
  /// The content's size.
  public var size: Size
  /// Distance from the top edge to the baseline of the first line of text; `nil`
  /// when the content has no text (the top edge stands in for it, as in Auto Layout).
  public var firstBaseline: Double?
  /// Distance from the top edge to the baseline of the last line of text; `nil` when
  /// the content has no text (the bottom edge stands in for it).
  public var lastBaseline: Double?

  /// Creates a measurement.
  public init(size: Size, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }
}

/// The content of a leaf that sizes itself (a text label): both front-ends ask it
/// for a size when they need one — FixFlex's height-for-width passes, the flexbox
/// algorithm's measurements. It must be a pure function of the proposal: engines
/// cache its answers per proposal until the node is marked dirty.
public typealias MeasureFunction = (MeasureProposal) -> Measurement
