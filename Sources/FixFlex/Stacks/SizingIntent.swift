/// One slot of a stack: what it holds (a spacer, one node, or nodes in parallel) and
/// how its size along the stack's axis is decided. Build intents with ``Fix(_:)``,
/// ``Flex(min:max:)``, ``Fill(weight:)`` and ``Match(dimension:multiplier:offset:)``
/// and their node forms; the constraints each one generates are listed in the
/// <doc:SizingIntents> article.
public struct SizingIntent {
  /// How an intent sizes its items along the stack's axis.
  enum Sizing {
    /// `size == value`.
    case fix(Double)
    /// Optional `size >= min` and `size <= max`; hugging and compression resistance
    /// set on the nodes when given.
    case flex(min: Double?, max: Double?, hugging: LayoutPriority?, compression: LayoutPriority?)
    /// A share of the space relative to the first positive-weight `Fill` of the call.
    case fill(weight: Double)
    /// `size == multiplier × dimension + offset`.
    case match(dimension: DimensionAnchor, multiplier: Double?, offset: Double?)
  }

  /// The nodes of the slot; `nil` or empty for a spacer (a layout guide the stack
  /// creates).
  let nodes: [LayoutNode]?
  /// How the slot is sized.
  let sizing: Sizing
  /// Called with each dimension constraint the intent creates, before activation.
  var onCreate: ((LayoutConstraint) -> Void)?

  init(_ nodes: [LayoutNode]?, _ sizing: Sizing) {
    self.nodes = nodes
    self.sizing = sizing
  }

  /// A copy of the intent that calls `block` with each dimension constraint it
  /// creates (one per item), before the constraints are activated — so that the block
  /// may lower a priority or keep the constraint to animate its constant.
  ///
  /// Not called for chain constraints, for a `Flex` without bounds, nor for the
  /// reference item of a `Fill` (it gets no constraint).
  public func onCreateDimensionConstraint(_ block: @escaping (LayoutConstraint) -> Void)
    -> SizingIntent
  {
    var copy = self
    copy.onCreate = block
    return copy
  }
}
