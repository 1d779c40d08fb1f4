import Cassowary

/// An Auto Layout-style relation between two anchors:
/// `first REL multiplier × second + constant`, at a priority.
///
/// Build one from anchors (`label.leadingAnchor.constraint(equalTo:
/// parent.leadingAnchor, constant: 15)`); it takes part in layout once activated
/// (``activate(_:)``). Changing ``constant`` on an active constraint is incremental;
/// the node tree's engine re-solves without rebuilding anything.
///
/// A constraint refers to its nodes weakly, as UIKit's do: the tree owns the nodes.
///
/// `Sendable` so that errors and reports can carry it; like the nodes, a constraint
/// is used from one thread at a time.
public final class LayoutConstraint: @unchecked Sendable {
  /// How the two sides compare.
  public enum Relation: Hashable, Sendable {
    /// `first == multiplier × second + constant`.
    case equal
    /// `first <= multiplier × second + constant`.
    case lessThanOrEqual
    /// `first >= multiplier × second + constant`.
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var symbol: String {
      switch self {
      case .equal: return "=="
      case .lessThanOrEqual: return "<="
      case .greaterThanOrEqual: return ">="
      }
    }

    var solverRelation: RelationalOperator {
      switch self {
      case .equal: return .equal
      case .lessThanOrEqual: return .lessThanOrEqual
      case .greaterThanOrEqual: return .greaterThanOrEqual
      }
    }
  }

  /// The node of the left side (`nil` once that node has been released).
  public var firstItem: LayoutNode? { firstReference.node }
  /// The attribute of the left side.
  public let firstAttribute: LayoutAttribute
  /// How the left side compares with the right side.
  public let relation: Relation
  /// The node of the right side; `nil` for a size compared with a constant.
  public var secondItem: LayoutNode? { secondReference?.node }
  /// The attribute of the right side; `nil` for a size compared with a constant.
  public let secondAttribute: LayoutAttribute?
  /// The factor applied to the right side's attribute (0 when there is none).
  public let multiplier: Double
  /// The constant added to the right side. Along `leading`/`trailing` it is measured
  /// towards the trailing edge, so it mirrors in right-to-left.
  @exclusivity(unchecked) public private(set) var constant: Double
  /// The priority; ``LayoutPriority/required`` unless set otherwise.
  @exclusivity(unchecked) public private(set) var priority: LayoutPriority = .required
  /// A name for diagnostics, printed in quotes before the description.
  public var identifier: String?

  /// Whether the constraint was required, could not be satisfied, and now acts at
  /// priority 999 (SEMANTICS §2.7). It stays broken until deactivated.
  @exclusivity(unchecked) public internal(set) var isBroken = false

  /// Whether the constraint takes part in layout.
  public var isActive: Bool { engine != nil }

  // MARK: Engine state
  //
  // Without dynamic exclusivity checks (as the engine's own state): activation reads
  // and writes them for every constraint, and a constraint is used from one thread
  // at a time.

  /// The nodes, held as references that do not keep them alive (NodeReference.swift).
  let firstReference: NodeReference
  let secondReference: NodeReference?

  /// The engine the constraint is active in.
  var engine: LayoutEngine? {
    get { engineReference?.target }
    set { engineReference = newValue?.reference }
  }
  /// What ``engine`` is read through: a reference that does not keep the engine
  /// alive (EngineReference.swift).
  @exclusivity(unchecked) var engineReference: EngineReference?
  /// The solver's constraint while active (at 999 when broken).
  @exclusivity(unchecked) var solverConstraint: Constraint?
  /// Whether the solver constraint was written in the mirrored (right-to-left) space.
  @exclusivity(unchecked) var isMirrored = false
  /// The position in the engine's list of direction-dependent constraints, or -1.
  @exclusivity(unchecked) var directionalIndex = -1
  /// The position in the constraints of the first item's slot (``NodeSlot/constraints``)
  /// while active, or -1.
  @exclusivity(unchecked) var firstSlotIndex: Int32 = -1
  /// The position in the constraints of the second item's slot, or -1 (also when the
  /// second item is the first: the constraint is listed once).
  @exclusivity(unchecked) var secondSlotIndex: Int32 = -1
  /// The part of the solver constraint's constant that comes from the attributes
  /// (baseline offsets); the whole constant is this minus ``constant``.
  @exclusivity(unchecked) var attributeConstant = 0.0
  /// The engine's activation counter when this was activated (replay order); 0
  /// while inactive.
  @exclusivity(unchecked) var activationOrder = 0
  /// The engine's activation counter when this was activated or its constant last
  /// changed: how new it is when a conflict breaks the newest constraint.
  @exclusivity(unchecked) var lastChange = 0
  /// Set while a batch activation collects it, so that duplicates are skipped.
  @exclusivity(unchecked) var isCollected = false

  /// Clears what an engine keeps on the constraint while it is active: it is inactive
  /// from here on. Inactive constraints carry no activation order, so that a refused
  /// batch leaves its constraints as they were.
  func clearEngineState() {
    engine = nil
    solverConstraint = nil
    isBroken = false
    directionalIndex = -1
    firstSlotIndex = -1
    secondSlotIndex = -1
    activationOrder = 0
  }

  init(
    _ first: LayoutNode, _ firstAttribute: LayoutAttribute, _ relation: Relation,
    _ second: LayoutNode?, _ secondAttribute: LayoutAttribute?, _ multiplier: Double,
    _ constant: Double
  ) {
    self.firstReference = first.reference
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondReference = second?.reference
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Whether the constraint uses `leading` or `trailing`, so that its equation depends
  /// on the layout direction.
  var isDirectional: Bool {
    firstAttribute.isDirectional || (secondAttribute?.isDirectional ?? false)
  }

  /// Whether the constraint uses a baseline, whose offset comes from a measurement.
  var usesBaseline: Bool {
    firstAttribute.isBaseline || (secondAttribute?.isBaseline ?? false)
  }

  // MARK: Changes

  /// Changes the constant. On an active constraint the engine re-solves incrementally.
  ///
  /// - Throws: ``LayoutError/invalidNumber(_:)`` for NaN or ±∞;
  ///   ``LayoutError/unsatisfiable(_:)`` in strict mode when a required constraint
  ///   can no longer hold. Nothing changes on error. Outside strict mode, a required
  ///   constraint that can no longer hold is broken and reported
  ///   (``LayoutEngine/conflicts``).
  /// - Complexity: one incremental re-solve (the solver's `setConstant(_:of:)`).
  public func setConstant(_ value: Double) throws(LayoutError) {
    guard value.isFinite else { throw .invalidNumber("constant \(value) of \(self)") }
    if let engine {
      try engine.changeConstant(of: self, to: value)
    } else {
      constant = value
    }
  }

  /// Changes the constants of many constraints as one operation: on the active ones
  /// the engine moves every constant in one solver call and re-solves once (a layout
  /// that re-measures many texts, or re-plans many containers, changes hundreds of
  /// constants at a time; one ``setConstant(_:)`` each would re-solve as often).
  ///
  /// When the new constants together leave required constraints unsatisfiable, the
  /// changes are made one at a time instead, in the order given, each resolving its
  /// conflict as ``setConstant(_:)`` does (broken at 999 and reported, or refused in
  /// strict mode).
  ///
  /// - Throws: ``LayoutError/invalidNumber(_:)`` for NaN or ±∞ (checked before
  ///   anything changes); in strict mode ``LayoutError/unsatisfiable(_:)``, with the
  ///   changes before the refused one made.
  /// - Complexity: one incremental re-solve for the whole batch when it is
  ///   satisfiable.
  public static func setConstants(_ changes: [(constraint: LayoutConstraint, constant: Double)])
    throws(LayoutError)
  {
    for change in changes where !change.constant.isFinite {
      throw .invalidNumber("constant \(change.constant) of \(change.constraint)")
    }
    var byEngine: [ObjectIdentifier: (engine: LayoutEngine, changes: [Int])] = [:]
    for (index, change) in changes.enumerated() {
      if let engine = change.constraint.engine {
        byEngine[ObjectIdentifier(engine), default: (engine, [])].changes.append(index)
      } else {
        change.constraint.constant = change.constant
      }
    }
    for (engine, indices) in byEngine.values {
      try engine.changeConstants(indices.map { changes[$0] })
    }
  }

  /// Records a new constant; the engine calls this once its solver agrees.
  func storeConstant(_ value: Double) {
    constant = value
  }

  /// Changes the priority.
  ///
  /// An active constraint may move between optional priorities (the engine swaps its
  /// equation in place), but not between required and optional, as in UIKit.
  ///
  /// - Throws: ``LayoutError/invalidPriority(_:)`` outside 1…1000;
  ///   ``LayoutError/requiredPriorityChange(_:)`` when the constraint is active and
  ///   the change crosses required ↔ optional. Nothing changes on error.
  public func setPriority(_ value: LayoutPriority) throws(LayoutError) {
    guard value.isValid else { throw .invalidPriority(value.value) }
    if let engine {
      guard value.isRequired == priority.isRequired else {
        throw .requiredPriorityChange("\(self) from \(priority) to \(value)")
      }
      try engine.changePriority(of: self, to: value)
    }
    priority = value
  }

  // MARK: Activation

  /// Activates the constraints as one operation: every one of them, or (on error)
  /// none. Already active constraints are left as they are.
  ///
  /// - Throws: ``LayoutError/invalidNumber(_:)``, ``LayoutError/invalidPriority(_:)``,
  ///   ``LayoutError/mixedHorizontalFamilies(_:)``, ``LayoutError/selfReference(_:)``,
  ///   ``LayoutError/releasedNode(_:)``, ``LayoutError/noCommonAncestor(_:)``, and in
  ///   strict mode ``LayoutError/unsatisfiable(_:)``. The tree and solver are unchanged
  ///   on error.
  public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    try LayoutEngine.activate(constraints)
  }

  /// Deactivates the constraints; inactive ones are skipped.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    LayoutEngine.deactivate(constraints)
  }

  /// Activates this constraint (see ``activate(_:)``).
  ///
  /// - Throws: as ``activate(_:)``.
  public func activate() throws(LayoutError) {
    try LayoutEngine.activate([self])
  }

  /// Deactivates this constraint.
  public func deactivate() {
    LayoutEngine.deactivate([self])
  }
}

extension LayoutConstraint: CustomStringConvertible {
  /// `titleLabel.leading == parent.leading + 15`, with `'identifier' ` before it and
  /// ` @750` after it for an optional priority.
  public var description: String {
    var text = ""
    if let identifier { text += "'\(identifier)' " }
    text += "\(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol)"
    var hasRight = false
    if let secondAttribute {
      text += " "
      if multiplier != 1 { text += "\(formatted(multiplier)) * " }
      text += "\(Self.name(of: secondItem)).\(secondAttribute.name)"
      hasRight = true
    }
    if !hasRight {
      text += " \(formatted(constant))"
    } else if constant != 0 {
      text += constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))"
    }
    if !priority.isRequired { text += " @\(priority)" }
    return text
  }

  static func name(of node: LayoutNode?) -> String {
    node?.name ?? "<released>"
  }
}
