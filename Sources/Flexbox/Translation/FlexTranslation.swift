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
  public private(set) weak var root: LayoutNode?

  /// Measurements shared with the direct algorithm (content sizes), and its scratch
  /// memory.
  let measurer = FlexAlgorithm()

  /// One record per translated container, in the order they were planned (parents
  /// before their children).
  var records: [ContainerRecord] = []

  /// Counters of the work the last layout did.
  public internal(set) var statistics = Statistics()

  /// What one layout did.
  public struct Statistics: Sendable, Equatable {
    /// Containers planned (their decisions computed from their size and content).
    public var planned = 0
    /// Containers whose constraints were built (or rebuilt).
    public var translated = 0
    /// Constraints activated.
    public var activated = 0
    /// Times the solver was asked for a solution.
    public var solves = 0

    /// No work.
    public init() {}
  }

  init(root: LayoutNode) {
    self.root = root
  }

  /// The translation of each container, parents before children.
  public var containers: [FlexContainerTranslation] {
    records.map { FlexContainerTranslation($0) }
  }

  /// The translation of the container `node`, if it is one.
  public func container(of node: LayoutNode) -> FlexContainerTranslation? {
    records.first { $0.node.takeUnretainedValue() === node }.map { FlexContainerTranslation($0) }
  }

  /// The layout engine (and solver) holding the constraints.
  public var layoutEngine: LayoutEngine? { root?.layoutEngine }
}

/// What the translation keeps for one container.
final class ContainerRecord {
  let flex: Unmanaged<Flex>
  let node: Unmanaged<LayoutNode>
  var plan: ContainerPlan
  var constraints: [LayoutConstraint]
  var roles: [ConstraintRole]
  var guides: [LayoutNode]

  init(
    flex: Unmanaged<Flex>, node: Unmanaged<LayoutNode>, plan: ContainerPlan,
    constraints: [LayoutConstraint], roles: [ConstraintRole], guides: [LayoutNode]
  ) {
    self.flex = flex
    self.node = node
    self.plan = plan
    self.constraints = constraints
    self.roles = roles
    self.guides = guides
  }

  /// Deactivates the constraints and removes the guides.
  func tearDown() {
    LayoutConstraint.deactivate(constraints)
    for guide in guides { guide.removeFromParent() }
    constraints = []
    roles = []
    guides = []
  }
}
