import FixFlex

/// What the translation keeps for one container: its plan, the specifications of its
/// constraints, and the constraints and guides built from them.
final class ContainerRecord {
  let flex: Unmanaged<Flex>
  let node: Unmanaged<LayoutNode>
  var plan: ContainerPlan
  /// The input the plan was last checked against (it may differ from the plan's own
  /// input when the plan holds at other sizes).
  var currentInput: NodeInput
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
    self.currentInput = plan.input
  }

  /// Brings the constraints up to date with `list`: nothing when the specifications
  /// are the same; new constants set in place when only constants differ; otherwise
  /// the old constraints and guides removed and new ones built (returned, to be
  /// activated with the others).
  ///
  /// - Returns: the constraints to activate, and whether anything changed.
  /// - Throws: a `LayoutError` from changing a constant (which the translation's
  ///   finite constants between nodes of one tree do not cause).
  func update(to list: ConstraintList) throws(LayoutError) -> (
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
          try constraints[index].setConstant(list.specs[index].constant)
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
