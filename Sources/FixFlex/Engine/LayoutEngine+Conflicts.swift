import Cassowary

// Unsatisfiable required constraints, the Auto Layout way (SEMANTICS §2.7, §6.2):
// break one constraint of the conflicting set, keep it acting at 999, report it.

extension LayoutEngine {
  /// Adds a solver constraint; when it conflicts with required constraints, throws in
  /// strict mode and otherwise breaks one constraint of the conflict (possibly this
  /// one) and tries again. Stores the constraint that ends up in the solver in its
  /// owner.
  func addResolvingConflicts(
    _ constraint: Constraint, owner: ConstraintOwner,
    pending: OwnedBatch = OwnedBatch()
  ) throws(LayoutError) {
    var current = constraint
    while true {
      do {
        try solver.add(current)
        store(current, for: owner)
        return
      } catch .unsatisfiable(_, let conflicts) {
        guard
          let victim = try resolve(current, owner: owner, conflicts: conflicts, pending: pending)
        else {
          current = current.withPriority(LayoutPriority.broken.solverPriority)
          continue
        }
        demote(victim.constraint, owner: victim.owner)
      } catch {
        fatalError("unexpected solver error: \(error)")
      }
    }
  }

  /// Adds solver constraints in one batch; when one conflicts, throws in strict mode
  /// (nothing added) and otherwise adds them one at a time, resolving each conflict.
  ///
  /// Each owner must already hold its constraint (the callers store them as they
  /// build them, and clear them when this throws): when the batch goes in whole,
  /// nothing is left to store, and a second pass over a screen's owners, long out of
  /// the caches by the end of the batch, would cost a cache miss or more each.
  func addAllResolvingConflicts(_ items: OwnedBatch)
    throws(LayoutError)
  {
    guard !items.isEmpty else { return }
    assert(
      items.allSatisfy { holds($0.owner, $0.constraint) }, "an owner does not hold its constraint")
    do {
      try solver.add(items.constraints)
    } catch .unsatisfiable(let failed, let conflicts) {
      if isStrict {
        let owner = items.first { $0.constraint === failed }!.owner
        let report = analyse(failed, owner: owner, conflicts: conflicts, pending: items).report
        throw .unsatisfiable(report)
      }
      for item in items {
        // Outside strict mode conflicts are resolved, never thrown.
        try! addResolvingConflicts(item.constraint, owner: item.owner, pending: items)
      }
    } catch {
      fatalError("unexpected solver error: \(error)")
    }
  }

  /// Changes the constant of a solver constraint; conflicts are handled as in
  /// ``addResolvingConflicts(_:owner:)``.
  func setConstantResolvingConflicts(
    _ value: Double, of constraint: Constraint, owner: ConstraintOwner
  ) throws(LayoutError) {
    var current = constraint
    while true {
      do {
        try solver.setConstant(value, of: current)
        store(current, for: owner)
        return
      } catch .unsatisfiable(_, let conflicts) {
        guard let victim = try resolve(current, owner: owner, conflicts: conflicts) else {
          // Break the changed constraint itself: swap in a 999 copy with the new
          // constant (an optional constraint is never refused).
          try? solver.remove(current)
          current = current.withPriority(LayoutPriority.broken.solverPriority)
          try! solver.add(current)
          continue
        }
        demote(victim.constraint, owner: victim.owner)
      } catch {
        fatalError("unexpected solver error: \(error)")
      }
    }
  }

  /// In strict mode throws the report of a conflict; otherwise records it and returns
  /// the constraint to break, or `nil` for the new (or changed) constraint itself.
  func resolve(
    _ constraint: Constraint, owner: ConstraintOwner, conflicts: [Constraint],
    pending: OwnedBatch = OwnedBatch()
  ) throws(LayoutError) -> (constraint: Constraint, owner: ConstraintOwner)? {
    let analysis = analyse(constraint, owner: owner, conflicts: conflicts, pending: pending)
    if isStrict { throw .unsatisfiable(analysis.report) }
    self.conflicts.append(analysis.report)
    return analysis.victim
  }

  /// Builds the report of a conflict and picks what to break (`nil`: the new or
  /// changed constraint itself). `pending` are the members of a refused batch, which
  /// the engine does not hold yet.
  func analyse(
    _ constraint: Constraint, owner: ConstraintOwner, conflicts: [Constraint],
    pending: OwnedBatch = OwnedBatch()
  ) -> (report: ConflictReport, victim: (constraint: Constraint, owner: ConstraintOwner)?) {
    let owners = ownerMap(pending: pending)
    // Oldest first, as the solver holds them; members of a refused batch (no longer
    // in the solver) after those.
    let members = Set(conflicts.map(ObjectIdentifier.init))
    var ordered = solver.constraints.filter { members.contains(ObjectIdentifier($0)) }
    let found = Set(ordered.map(ObjectIdentifier.init))
    ordered += conflicts.filter { !found.contains(ObjectIdentifier($0)) }
    let entries = ordered.map { ($0, owners[ObjectIdentifier($0)]) }

    // 1. A required content-size constraint breaks first, the newest first (§1.9b).
    // 2. Otherwise the constraint being added or changed, unless it is the engine's own.
    // 3. Otherwise the newest of the others that is not the engine's own: the one
    //    activated or changed last (a size's `>= 0` added at a layout, once a solve
    //    made it negative, breaks the change that did so, as it would have when it
    //    was made with the `>= 0` in place).
    var victim: (constraint: Constraint, owner: ConstraintOwner)?
    var breaksNew = false
    if case .content = owner, constraint.priority.isRequired {
      breaksNew = true
    } else if let content = entries.last(where: { entry in
      guard case .content = entry.1, entry.0.priority.isRequired else { return false }
      return true
    }), let contentOwner = content.1 {
      victim = (content.0, contentOwner)
    } else if !owner.isProtected {
      breaksNew = true
    } else if let other = newestUnprotected(entries), let otherOwner = other.1 {
      victim = (other.0, otherOwner)
    } else {
      breaksNew = true
    }
    let items = entries.map { describe($0.0, owner: $0.1) } + [describe(constraint, owner: owner)]
    let broken =
      breaksNew ? items[items.count - 1] : describe(victim!.constraint, owner: victim!.owner)
    let report = ConflictReport(conflicting: items, broken: broken, recovered: !isStrict)
    return (report, breaksNew ? nil : victim)
  }

  /// The member of a conflict that is not the engine's own and was activated or
  /// changed last (the later in `entries` on a tie).
  private func newestUnprotected(_ entries: [(Constraint, ConstraintOwner?)])
    -> (Constraint, ConstraintOwner?)?
  {
    var newest: (entry: (Constraint, ConstraintOwner?), change: Int)?
    for entry in entries {
      guard let owner = entry.1, !owner.isProtected else { continue }
      let change: Int
      switch owner {
      case .user(let constraint): change = constraint.lastChange
      case .frame(let slot, _): change = slots[slot].frameChange
      default: change = 0
      }
      if change >= newest?.change ?? Int.min { newest = (entry, change) }
    }
    return newest?.entry
  }

  /// Swaps a required constraint for a copy at 999 (a broken constraint keeps acting,
  /// SEMANTICS §1.9b).
  func demote(_ constraint: Constraint, owner: ConstraintOwner) {
    let demoted = constraint.withPriority(LayoutPriority.broken.solverPriority)
    try? solver.remove(constraint)
    try! solver.add(demoted)
    store(demoted, for: owner)
  }

  /// Keeps the engine's reference to the solver constraint of `owner` current.
  func store(_ constraint: Constraint, for owner: ConstraintOwner) {
    switch owner {
    case .user(let layoutConstraint):
      layoutConstraint.solverConstraint = constraint
      layoutConstraint.isBroken =
        layoutConstraint.priority.isRequired && !constraint.priority.isRequired
    case .nonNegative(let slot, let axis):
      slots[slot].nonNegative[axis] = constraint
    case .content(let slot, let index):
      slots[slot].content[index] = constraint
      // A shared equality (both priorities optional) stands for the axis' pair.
      if constraint.relation == .equal {
        slots[slot].content[ContentConstraints.partner(of: index)] = constraint
      }
    case .layoutSize(let axis):
      sizeConstraints[axis] = constraint
    case .layoutOrigin(let axis):
      originConstraints[axis == .horizontal ? 0 : 1] = constraint
    case .frame(let slot, let index):
      slots[slot].frameConstraints[index] = constraint
    }
  }

  /// Whether `owner` holds `constraint` (what ``store(_:for:)`` would write).
  func holds(_ owner: ConstraintOwner, _ constraint: Constraint) -> Bool {
    switch owner {
    case .user(let layoutConstraint):
      return layoutConstraint.solverConstraint === constraint
        && layoutConstraint.isBroken
          == (layoutConstraint.priority.isRequired && !constraint.priority.isRequired)
    case .nonNegative(let slot, let axis):
      return slots[slot].nonNegative[axis] === constraint
    case .content(let slot, let index):
      return slots[slot].content[index] === constraint
    case .layoutSize(let axis):
      return sizeConstraints[axis] === constraint
    case .layoutOrigin(let axis):
      return originConstraints[axis == .horizontal ? 0 : 1] === constraint
    case .frame(let slot, let index):
      return slots[slot].frameConstraints[index] === constraint
    }
  }

  /// Who owns each solver constraint (built only when a conflict needs it).
  func ownerMap(pending: OwnedBatch)
    -> [ObjectIdentifier: ConstraintOwner]
  {
    var map: [ObjectIdentifier: ConstraintOwner] = [:]
    for index in slots.indices where slots[index].node != nil {
      let slot = slots[index]
      for axis in Axis.allCases {
        if let size = slot.nonNegative[axis] {
          map[ObjectIdentifier(size)] = .nonNegative(slot: index, axis: axis)
        }
      }
      for (position, content) in slot.content.enumerated() {
        if let content, map[ObjectIdentifier(content)] == nil {
          map[ObjectIdentifier(content)] = .content(slot: index, index: position)
        }
      }
      for (position, frame) in slot.frameConstraints.enumerated() {
        map[ObjectIdentifier(frame)] = .frame(slot: index, index: position)
      }
      for case let constraint? in slot.constraints {
        if let solved = constraint.solverConstraint {
          map[ObjectIdentifier(solved)] = .user(constraint)
        }
      }
    }
    for item in pending { map[ObjectIdentifier(item.constraint)] = item.owner }
    for axis in Axis.allCases {
      if let size = sizeConstraints[axis] { map[ObjectIdentifier(size)] = .layoutSize(axis) }
    }
    map[ObjectIdentifier(originConstraints[0])] = .layoutOrigin(.horizontal)
    map[ObjectIdentifier(originConstraints[1])] = .layoutOrigin(.vertical)
    return map
  }

  /// A conflict report's line for one solver constraint, with node names.
  func describe(_ constraint: Constraint, owner: ConstraintOwner?) -> ConflictReport.Item {
    guard let owner else {
      return ConflictReport.Item(
        kind: .constraint, constraint: nil, nodeName: nil, description: "\(constraint)")
    }
    switch owner {
    case .user(let layoutConstraint):
      return ConflictReport.Item(
        kind: .constraint, constraint: layoutConstraint,
        nodeName: layoutConstraint.firstItem?.name, description: "\(layoutConstraint)")
    case .nonNegative(let slot, let axis):
      return engineItem(
        .nonNegativeSize, slots[slot].node?.name, "\(name(slot)).\(dimensionName(axis)) >= 0")
    case .content(let slot, let index):
      let axis = ContentConstraints.axis(of: index)
      let compression = ContentConstraints.isCompression(index)
      let node = slots[slot].node!
      let value = formatted(slots[slot].contentValue[axis] ?? 0)
      let priority =
        compression ? node.compressionPriorities[axis] : node.huggingPriorities[axis]
      let suffix = priority.isRequired ? "" : " @\(priority)"
      let text =
        "\(name(slot)).\(dimensionName(axis)) \(compression ? ">=" : "<=") \(value)\(suffix)"
      return compression
        ? engineItem(.compressionResistance, node.name, text + " (compression resistance)")
        : engineItem(.contentHugging, node.name, text + " (content hugging)")
    case .layoutSize(let axis):
      let text = "\(root.name).\(dimensionName(axis)) == "
      if let value = requestedSize[axis] {
        return engineItem(.layoutSize, root.name, text + "\(formatted(value)) (layout size)")
      }
      return engineItem(.layoutSize, root.name, text + "0 @50 (fitting size)")
    case .layoutOrigin(let axis):
      return engineItem(
        .layoutOrigin, root.name,
        "\(root.name).\(axis == .horizontal ? "left" : "top") == 0 (layout origin)")
    case .frame(let slot, let index):
      let node = slots[slot].node!
      let frame = slots[slot].appliedFrame
      let parent = node.parent?.name ?? "?"
      let texts = [
        "\(node.name).left == \(parent).left + \(formatted(frame.minX))",
        "\(node.name).top == \(parent).top + \(formatted(frame.minY))",
        "\(node.name).width == \(formatted(frame.width))",
        "\(node.name).height == \(formatted(frame.height))",
      ]
      return engineItem(.frame, node.name, texts[index] + " (frame)")
    }
  }

  private func engineItem(_ kind: ConflictReport.Item.Kind, _ node: String?, _ text: String)
    -> ConflictReport.Item
  {
    ConflictReport.Item(kind: kind, constraint: nil, nodeName: node, description: text)
  }

  private func name(_ slot: Int) -> String { slots[slot].node?.name ?? "?" }

  private func dimensionName(_ axis: Axis) -> String {
    axis == .horizontal ? "width" : "height"
  }
}
