// The intent builders, named as in psharanda/FixFlex. Each comes in three forms: a
// spacer (no node: the stack creates a layout guide), one node, or nodes laid out in
// parallel (they share the slot's start and end lines).

/// A spacer of a fixed size along the stack's axis.
public func Fix(_ value: Double) -> SizingIntent {
  SizingIntent(nil, .fix(value))
}

/// A node of a fixed size along the stack's axis.
public func Fix(_ node: LayoutNode, _ value: Double) -> SizingIntent {
  SizingIntent([node], .fix(value))
}

/// Nodes in parallel, each of a fixed size along the stack's axis.
public func Fix(_ nodes: [LayoutNode], _ value: Double) -> SizingIntent {
  SizingIntent(nodes, .fix(value))
}

/// A spacer that takes whatever space is left, within optional bounds.
public func Flex(min: Double? = nil, max: Double? = nil) -> SizingIntent {
  SizingIntent(nil, .flex(min: min, max: max, hugging: nil, compression: nil))
}

/// A node sized by its content (intrinsic size, hugging and compression resistance)
/// within optional bounds. The priorities, when given, are set on the node for the
/// stack's axis and stay there (as in FixFlex).
public func Flex(
  _ node: LayoutNode, min: Double? = nil, max: Double? = nil,
  huggingPriority: LayoutPriority? = nil, compressionResistancePriority: LayoutPriority? = nil
) -> SizingIntent {
  SizingIntent(
    [node],
    .flex(min: min, max: max, hugging: huggingPriority, compression: compressionResistancePriority))
}

/// Nodes in parallel, each sized by its content as with the one-node `Flex`.
public func Flex(
  _ nodes: [LayoutNode], min: Double? = nil, max: Double? = nil,
  huggingPriority: LayoutPriority? = nil, compressionResistancePriority: LayoutPriority? = nil
) -> SizingIntent {
  SizingIntent(
    nodes,
    .flex(min: min, max: max, hugging: huggingPriority, compression: compressionResistancePriority))
}

/// A spacer that takes a share of the space: `weight` relative to the first
/// positive-weight `Fill` of the same stack call.
public func Fill(weight: Double = 1) -> SizingIntent {
  SizingIntent(nil, .fill(weight: weight))
}

/// A node that takes a share of the space, relative to the first positive-weight
/// `Fill` of the same stack call.
public func Fill(_ node: LayoutNode, weight: Double = 1) -> SizingIntent {
  SizingIntent([node], .fill(weight: weight))
}

/// Nodes in parallel, each taking a share of the space.
public func Fill(_ nodes: [LayoutNode], weight: Double = 1) -> SizingIntent {
  SizingIntent(nodes, .fill(weight: weight))
}

/// A spacer sized as `multiplier × dimension + offset` (defaults 1 and 0).
public func Match(dimension: DimensionAnchor, multiplier: Double? = nil, offset: Double? = nil)
  -> SizingIntent
{
  SizingIntent(nil, .match(dimension: dimension, multiplier: multiplier, offset: offset))
}

/// A node sized as `multiplier × dimension + offset` along the stack's axis.
public func Match(
  _ node: LayoutNode, dimension: DimensionAnchor, multiplier: Double? = nil, offset: Double? = nil
) -> SizingIntent {
  SizingIntent([node], .match(dimension: dimension, multiplier: multiplier, offset: offset))
}

/// Nodes in parallel, each sized as `multiplier × dimension + offset`.
public func Match(
  _ nodes: [LayoutNode], dimension: DimensionAnchor, multiplier: Double? = nil,
  offset: Double? = nil
) -> SizingIntent {
  SizingIntent(nodes, .match(dimension: dimension, multiplier: multiplier, offset: offset))
}
