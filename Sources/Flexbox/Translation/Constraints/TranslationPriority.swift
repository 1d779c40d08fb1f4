import FixFlex

/// The priorities of the translated constraints, highest first (the engine treats
/// them as a strict hierarchy).
///
/// - required: what holds whatever the plan decided — the chain of items along each
///   line, min and max sizes, the spans of guides;
/// - ``plan``: what the plan decided — sizes from the shared flex variable or frozen
///   by §9.7, the line filling the container, justify and alignment offsets, line
///   sizes. If a resize makes the plan stale before it is checked, these give way
///   instead of conflicting with required constraints;
/// - ``stretch``: a stretched item follows its line (below its min and max sizes);
/// - ``available``: a fit-content item takes the available space (between its
///   min-content and max-content sizes, which are required).
///
/// All of them lie above the priorities a measured leaf's intrinsic size gets in the
/// layout engine (750 and 250), so text never pulls a translated size.
enum TranslationPriority {
  /// The plan's decisions.
  static let plan = LayoutPriority(900)
  /// Stretching to the line.
  static let stretch = LayoutPriority(850)
  /// Fitting into the available space.
  static let available = LayoutPriority(800)
}
