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
    var terms: [Term] = []
    terms.reserveCapacity(4)
    var offset = 0.0
    appendTerms(
      first.engineSlot, constraint.firstAttribute, 1, mirrored, &terms, &offset)
    if let second, let attribute = constraint.secondAttribute {
      appendTerms(
        second.engineSlot, attribute, -constraint.multiplier, mirrored, &terms, &offset)
    }
    constraint.attributeConstant = offset
    constraint.isMirrored = mirrored
    return Constraint(
      Expression(terms, constant: offset - constraint.constant),
      constraint.relation.solverRelation, priority: priority.solverPriority)
  }

  /// Adds `coefficient × attribute` of a slot to a linear expression.
  func appendTerms(
    _ index: Int, _ attribute: LayoutAttribute, _ coefficient: Double, _ mirrored: Bool,
    _ terms: inout [Term], _ offset: inout Double
  ) {
    // Each variable read where a term takes it: reading all four first retained and
    // released the ones the attribute does not use (eight atomic operations a call,
    // two calls a constraint).
    var x: Variable { slots[index].x }
    var y: Variable { slots[index].y }
    var width: Variable { slots[index].width }
    var height: Variable { slots[index].height }
    switch attribute {
    case .left:
      terms.append(Term(x, coefficient))
    case .right:
      terms.append(Term(x, coefficient))
      terms.append(Term(width, coefficient))
    case .centerX:
      let sign = mirrored ? -coefficient : coefficient
      terms.append(Term(x, sign))
      terms.append(Term(width, sign / 2))
    case .leading:
      if mirrored {
        terms.append(Term(x, -coefficient))
        terms.append(Term(width, -coefficient))
      } else {
        terms.append(Term(x, coefficient))
      }
    case .trailing:
      if mirrored {
        terms.append(Term(x, -coefficient))
      } else {
        terms.append(Term(x, coefficient))
        terms.append(Term(width, coefficient))
      }
    case .top:
      terms.append(Term(y, coefficient))
    case .bottom:
      terms.append(Term(y, coefficient))
      terms.append(Term(height, coefficient))
    case .centerY:
      terms.append(Term(y, coefficient))
      terms.append(Term(height, coefficient / 2))
    case .firstBaseline:
      // Without text the top edge stands in (SEMANTICS §2.2).
      terms.append(Term(y, coefficient))
      offset += coefficient * (slots[index].measurement?.firstBaseline ?? 0)
    case .lastBaseline:
      terms.append(Term(y, coefficient))
      if let baseline = slots[index].measurement?.lastBaseline {
        offset += coefficient * baseline
      } else {
        terms.append(Term(height, coefficient))
      }
    case .width:
      terms.append(Term(width, coefficient))
    case .height:
      terms.append(Term(height, coefficient))
    }
  }

  /// The direction that resolves leading/trailing for a constraint: that of its owner,
  /// the nearest common ancestor of its nodes (SEMANTICS §2.2).
  func ownerDirection(_ first: LayoutNode, _ second: LayoutNode?) -> LayoutDirection {
    let owner = second.map { nearestCommonAncestor(first, $0) } ?? first
    if let owner, owner.engine === self { return slots[owner.engineSlot].direction }
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
