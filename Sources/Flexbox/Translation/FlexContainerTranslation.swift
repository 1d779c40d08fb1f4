import FixFlex

/// What one flex container became: its constraints (active) and the guides it
/// created (spacers, flex variables, lines), with a readable account of each
/// constraint — the flexbox counterpart of a stack's `StackingResult`.
public struct FlexContainerTranslation {
  /// The container.
  public let container: LayoutNode
  /// Every constraint of the container's translation, in creation order.
  public let constraints: [LayoutConstraint]
  /// The guides the translation owns: `flex0` (the shared flex variable of line 0:
  /// its main-axis size is `u`), `line0` (a line of a multi-line container),
  /// `space0.1` (a justify spacer), `auto2.start` (an auto margin), `span0` (a guide
  /// centring a line).
  public let layoutGuides: [LayoutNode]
  /// How many flex lines the container has.
  public let lineCount: Int
  /// Why each constraint exists, in the order of ``constraints``.
  let roles: [ConstraintRole]
  /// The items, in order (to name them in descriptions).
  let itemNames: [String]
  /// The decisions made before solving (see ``decisions``).
  let plan: ContainerPlan

  init(_ record: ContainerRecord) {
    container = record.node.takeUnretainedValue()
    constraints = record.constraints
    layoutGuides = record.guides
    lineCount = record.plan.lines.count
    roles = record.roles
    itemNames = record.plan.items.map { $0.node.takeUnretainedValue().name }
    plan = record.plan
  }

  /// One line per constraint: the equation, then what it expresses
  /// (`root/1.width == 2 * root·flex0.width + 10 @900 — flexible size: base 10 + 2 × u`).
  public var descriptions: [String] {
    zip(constraints, roles).map { constraint, role in
      "\(constraint) — \(describe(role))"
    }
  }

  /// A readable account of a role.
  func describe(_ role: ConstraintRole) -> String {
    func item(_ index: Int) -> String {
      index >= 0 && index < itemNames.count ? itemNames[index] : "the box"
    }
    switch role {
    case .chain: return "chain: follows the previous item (margins, gap)"
    case .justify(let line, let justify): return "line \(line): justify \(justify)"
    case .flexSize(let index, let coefficient, let base):
      return
        "\(item(index)) flexes: base \(formatted(base)) \(coefficient < 0 ? "−" : "+") "
        + "\(formatted(abs(coefficient))) × u"
    case .frozenSize(let index): return "\(item(index)) keeps its size (inflexible or clamped)"
    case .fill(let line): return "line \(line) fills the container"
    case .fraction(let line):
      return "line \(line): u is the initial free space (flex factors below 1)"
    case .bound(let index, let isMinimum, let isMain):
      return "\(item(index)) \(isMinimum ? "min" : "max") \(isMain ? "main" : "cross") size"
    case .spacer(let line):
      return line.map { "line \($0): equal spacers" } ?? "align-content: equal spacers"
    case .autoMargin: return "auto margins share the free space"
    case .span: return "span of a centred group"
    case .crossSize(let index): return "\(item(index)) cross size"
    case .stretch(let index): return "\(item(index)) stretches to its line"
    case .crossAlign(let index, let align): return "\(item(index)) aligns \(align) in its line"
    case .lineSize(let line): return "line \(line) cross size"
    case .linePosition(let line): return "line \(line) placed by align-content"
    case .contents: return "display: contents (no box)"
    case .absolute(let what): return "absolute: \(what)"
    }
  }
}

/// A number without a fraction when it is whole (`10`, `2.5`).
func formatted(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}
