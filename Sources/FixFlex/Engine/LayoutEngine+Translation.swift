import Cassowary

// From anchors to the solver's linear expressions, in the root's coordinates
// (SEMANTICS §2.2): right = left + width, centerX = left + width / 2, and likewise
// down the y axis. In right-to-left, a constraint that uses leading/trailing is
// written in the mirrored space x′ = −x (leading = −right, trailing = −left,
// centerX = −centerX), so its constants run towards the trailing edge; it mirrors
// about 0, which for multipliers of 1 is the same as mirroring within the parent.

extension LayoutEngine {
  /// The solver constraint for an active layout constraint whose nodes have slots:
  /// `first − multiplier × second − constant REL 0`.
  func solverConstraint(for constraint: LayoutConstraint, priority: LayoutPriority)
    -> Constraint
  {
    let first = constraint.firstItem!
    let second = constraint.secondItem
    let mirrored = constraint.isDirectional && ownerDirection(first, second) == .rightToLeft
    var terms = ConstraintTerms()
    var offset = 0.0
    appendTerms(
      first.engineSlot, constraint.firstAttribute, 1, mirrored, &terms, &offset, merging: false)
    if let second, let attribute = constraint.secondAttribute {
      // Two nodes' variables are distinct: only a constraint within one node merges.
      appendTerms(
        second.engineSlot, attribute, -constraint.multiplier, mirrored, &terms, &offset,
        merging: second === first)
    }
    constraint.attributeConstant = offset
    constraint.isMirrored = mirrored
    return Constraint(
      terms: consume terms, constant: offset - constraint.constant,
      constraint.relation.solverRelation,
      priority: priority.solverPriority)
  }

  /// Adds `coefficient × attribute` of a slot to a linear expression (its terms held
  /// in the solver constraint itself, each variable once): into the terms of the same
  /// variables when `merging`, else as new terms.
  func appendTerms(
    _ index: Int, _ attribute: LayoutAttribute, _ coefficient: Double, _ mirrored: Bool,
    _ terms: inout ConstraintTerms, _ offset: inout Double, merging: Bool
  ) {
    func put(_ variable: consuming Variable, _ coefficient: Double) {
      if merging {
        terms.add(variable, coefficient)
      } else {
        terms.appendNew(variable, coefficient)
      }
    }
    // Each variable read where a term takes it: reading all four first retained and
    // released the ones the attribute does not use (eight atomic operations a call,
    // two calls a constraint).
    var x: Variable { slots[index].x }
    var y: Variable { slots[index].y }
    var width: Variable { slots[index].width }
    var height: Variable { slots[index].height }
    switch attribute {
    case .left:
      put(x, coefficient)
    case .right:
      put(x, coefficient)
      put(width, coefficient)
    case .centerX:
      let sign = mirrored ? -coefficient : coefficient
      put(x, sign)
      put(width, sign / 2)
    case .leading:
      if mirrored {
        put(x, -coefficient)
        put(width, -coefficient)
      } else {
        put(x, coefficient)
      }
    case .trailing:
      if mirrored {
        put(x, -coefficient)
      } else {
        put(x, coefficient)
        put(width, coefficient)
      }
    case .top:
      put(y, coefficient)
    case .bottom:
      put(y, coefficient)
      put(height, coefficient)
    case .centerY:
      put(y, coefficient)
      put(height, coefficient / 2)
    case .firstBaseline:
      // Without text the top edge stands in (SEMANTICS §2.2).
      put(y, coefficient)
      offset += coefficient * (slots[index].measurement?.firstBaseline ?? 0)
    case .lastBaseline:
      put(y, coefficient)
      if let baseline = slots[index].measurement?.lastBaseline {
        offset += coefficient * baseline
      } else {
        put(height, coefficient)
      }
    case .width:
      put(width, coefficient)
    case .height:
      put(height, coefficient)
    }
  }

  /// The direction that resolves leading/trailing for a constraint: that of its owner,
  /// the nearest common ancestor of its nodes (SEMANTICS §2.2).
  func ownerDirection(_ first: LayoutNode, _ second: LayoutNode?) -> LayoutDirection {
    let owner = second.map { nearestCommonAncestor(first, $0) } ?? first
    if let owner, owner.isRegistered(in: self) { return slots[owner.engineSlot].direction }
    return resolvedDirection(of: owner ?? first)
  }

  /// The nearest common ancestor of two nodes (a guide's ancestor is its owner).
  func nearestCommonAncestor(_ a: LayoutNode, _ b: LayoutNode) -> LayoutNode? {
    // The common cases without a walk: the same node, siblings, parent and child.
    if a === b { return a }
    if let parent = a.parent {
      if parent === b.parent || parent === b { return parent }
    }
    if b.parent === a { return a }
    var ancestors: [ObjectIdentifier] = []
    var node: LayoutNode? = a
    while let current = node {
      ancestors.append(ObjectIdentifier(current))
      node = current.parent
    }
    let set = Set(ancestors)
    node = b
    while let current = node {
      if set.contains(ObjectIdentifier(current)) { return current }
      node = current.parent
    }
    return nil
  }
}
