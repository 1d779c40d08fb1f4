import FixFlex

/// What the translation keeps for one container: its plan, the specifications of its
/// constraints, and the constraints and guides built from them.
final class ContainerRecord {
  let flex: Unmanaged<Flex>
  let node: Unmanaged<LayoutNode>
  var plan: ContainerPlan
  var specs: [ConstraintSpec] = []
  var roles: [ConstraintRole] = []
  var guideLabels: [String] = []
  /// The constraints, one per specification, active.
  var constraints: [LayoutConstraint] = []
  /// The guides, one per label, owned by the container.
  var guides: [LayoutNode] = []
  /// Whether the plan changed and the constraints must be brought up to date.
  var needsTranslation = true
  /// The layout pass that last visited the record (records not visited are removed).
  var visit = 0

  init(flex: Unmanaged<Flex>, node: Unmanaged<LayoutNode>, plan: ContainerPlan) {
    self.flex = flex
    self.node = node
    self.plan = plan
  }

  /// Brings the constraints up to date with `list`: nothing when the specifications
  /// are the same; new constants to set in place when only constants differ
  /// (appended to `constants`, for the caller to apply with every other
  /// container's); otherwise the old constraints and guides removed and new ones
  /// built (returned, to be activated with the others).
  ///
  /// - Returns: the constraints to activate, and whether anything changed.
  func update(to list: ConstraintList, constants: inout [ConstantChange]) -> (
    built: [LayoutConstraint], kind: Change
  ) {
    roles = list.roles
    if list.specs.count == specs.count, list.guideLabels == guideLabels, !constraints.isEmpty {
      var sameShape = true
      for index in specs.indices where !specs[index].hasSameShape(as: list.specs[index]) {
        sameShape = false
        break
      }
      if sameShape {
        var changed = false
        for index in specs.indices where specs[index].constant != list.specs[index].constant {
          constants.append(
            ConstantChange(
              constraint: constraints[index], constant: list.specs[index].constant,
              phase: ConstantChange.phase(of: specs[index], to: list.specs[index].constant)))
          specs[index].constant = list.specs[index].constant
          changed = true
        }
        return ([], changed ? .constants : .none)
      }
    }
    tearDown()
    let container = node.takeUnretainedValue()
    guides = list.guideLabels.map { label in
      // The container is a view: adding a guide cannot fail.
      (try? container.addGuide(named: container.name + "·" + label))!
    }
    guideLabels = list.guideLabels
    specs = list.specs
    constraints = specs.map { $0.build(guides: guides) }
    return (constraints, .rebuilt)
  }

  /// What an update did.
  enum Change {
    case none, constants, rebuilt
  }

  /// Deactivates the constraints and removes the guides.
  func tearDown() {
    LayoutConstraint.deactivate(constraints)
    for guide in guides { guide.removeFromParent() }
    constraints = []
    specs = []
    guides = []
    guideLabels = []
  }
}

/// A new constant for a kept constraint, applied by the layout after every
/// container's update.
///
/// Each change is one incremental step of the solver, and a step that makes a
/// required inequality fail its current solution costs dual simplex pivots (and a
/// second round when the next change restores it). The changes are applied in
/// phases so that nothing is tightened before what it must fit has moved: first the
/// inequalities that are relaxed, then the equalities (sizes the plan decided), then
/// the inequalities that are tightened. A text label that becomes shorter lowers its
/// minimum before its size, one that becomes taller raises its size before its
/// minimum.
struct ConstantChange {
  let constraint: LayoutConstraint
  let constant: Double
  /// 0: relaxes an inequality; 1: an equality; 2: tightens an inequality.
  let phase: Int

  /// The phase of changing `spec`'s constant to `constant` (`first ≥ … + constant`
  /// is relaxed by a smaller constant, `first ≤ … + constant` by a larger one).
  static func phase(of spec: ConstraintSpec, to constant: Double) -> Int {
    switch spec.relation {
    case .equal: return 1
    case .greaterThanOrEqual: return constant < spec.constant ? 0 : 2
    case .lessThanOrEqual: return constant > spec.constant ? 0 : 2
    }
  }
}
