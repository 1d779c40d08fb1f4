/// What a stack call created: its constraints (active) and its spacer guides (owned by
/// the stack's base), each in creation order — so that a caller can deactivate them,
/// or animate a constant.
public struct StackingResult {
  /// Every constraint the call created, in the order of SEMANTICS §1.3: for each slot,
  /// each item's chain constraints then its dimension constraints; the closing
  /// constraints last.
  public let constraints: [LayoutConstraint]
  /// The layout guides created for spacer intents, one per spacer, in order.
  public let layoutGuides: [LayoutNode]
}
