import Cassowary
import FixFlex

/// A flexbox tree translated into constraints on the layout layer and solved by the
/// Cassowary solver: the state of `layout(engine: .constraints)` for one tree, kept on
/// its root between layouts.
///
/// Each flex container becomes the constraints and spacer guides its plan calls for
/// (see ``FlexContainerTranslation``): items chained along the main axis through
/// margins, gaps and justify spacers, flexible sizes through a shared per-line flex
/// variable, min and max sizes as required inequalities, cross sizes and alignment,
/// lines placed by `align-content`. What a linear program cannot decide — line
/// breaking, whether a line grows or shrinks and which items §9.7 freezes, the
/// fallbacks for negative free space, content measurement — is decided before
/// solving, per container (the Constraints Deviations article lists these steps).
///
/// The translation is incremental: a layout at another root size re-solves the
/// existing constraints (the root's size is changed in place, as an edit) and checks
/// each container's plan against its new size; only a container whose plan no longer
/// holds, or whose style or children changed, is translated again.
public final class FlexTranslation {
  /// The root of the translated tree.
  public var root: LayoutNode? { rootReference.node }

  /// The root, held without keeping it alive (``LayoutNode/reference``).
  let rootReference: NodeReference

  /// Measurements shared with the direct algorithm (content sizes), and its scratch
  /// memory.
  let measurer = FlexAlgorithm()

  /// One record per translated container, by its `Flex`.
  var records: [ObjectIdentifier: ContainerRecord] = [:]
  /// The records in the order the last layout visited them (parents first).
  var order: [ContainerRecord] = []

  /// Counts layouts, to tell which records the last one visited.
  var visitCount = 0

  /// Counters of the work the last layout did.
  public internal(set) var statistics = Statistics()

  /// What one layout did.
  public struct Statistics: Sendable, Equatable {
    /// Containers planned (their decisions computed from their size and content).
    public var planned = 0
    /// Containers whose constraints were built (or rebuilt).
    public var translated = 0
    /// Containers whose constraints were kept with some constants changed in place.
    public var updated = 0
    /// Constraints activated.
    public var activated = 0
    /// Times the solver was asked for a solution.
    public var solves = 0

    /// No work.
    public init() {}
  }

  init(root: LayoutNode) {
    self.rootReference = root.reference
  }

  /// The translation of each container, parents before children.
  public var containers: [FlexContainerTranslation] {
    order.map { FlexContainerTranslation($0) }
  }

  /// The translation of the container `node`, if it is one.
  public func container(of node: LayoutNode) -> FlexContainerTranslation? {
    guard let flex = node.existingFlex else { return nil }
    return records[ObjectIdentifier(flex)].map { FlexContainerTranslation($0) }
  }

  /// The layout engine (and solver) holding the constraints.
  public var layoutEngine: LayoutEngine? { root?.layoutEngine }
}
