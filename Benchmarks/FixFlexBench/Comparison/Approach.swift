import FixFlex
import Flexbox

/// The three ways the main job lays out the same screen (DESIGN.md, "Benchmarks").
///
/// Each screen is written twice — once with FixFlex stacks, once with the FlexLayout
/// `flex` API — and the flexbox tree is laid out by two engines:
///
/// - ``stacks``: `hstack`/`vstack` intents become constraints and spacer guides,
///   solved by the Cassowary solver (the FixFlex layout engine);
/// - ``constraints``: the flexbox tree translated into the same kind of constraints
///   and solved (issue 6, behind ``FlexThroughConstraints``);
/// - ``direct``: the flexbox tree laid out by the direct CSS algorithm (CSS Flexbox
///   §9), the reference the other two are checked against.
enum Approach: String, CaseIterable {
  case stacks
  case constraints
  case direct

  /// The order of the table's columns and of the cases of one screen and size.
  static let tableOrder: [Approach] = [.stacks, .constraints, .direct]

  /// The approaches this build can run (``constraints`` only once issue 6 is in).
  static var available: [Approach] {
    tableOrder.filter { $0 != .constraints || FlexThroughConstraints.isAvailable }
  }

  /// The engine name in case ids, JSON and plots.
  var engine: String { rawValue }

  /// What the approach is, for table headers.
  var title: String {
    switch self {
    case .stacks: return "stacks → solver"
    case .constraints: return "flexbox → constraints → solver"
    case .direct: return "flexbox → direct"
    }
  }

  /// Whether the approach lays out a tree built with the `flex` API (else: stacks).
  var usesFlexTree: Bool { self != .stacks }

  /// Lays `root` out `width` wide and `height` high (`nil`: as high as its content,
  /// as a self-sizing cell is measured), writing every frame; the root keeps its
  /// origin.
  ///
  /// - Throws: the engine's error (a bench screen never causes one; a throw means a
  ///   broken engine, and the check reports it).
  func layout(_ root: LayoutNode, width: Double, height: Double?) throws {
    switch self {
    case .stacks:
      try root.layout(width: width, height: height)
    case .direct:
      if let height {
        try root.flex.layout(in: Size(width: width, height: height), mode: .fitContainer)
      } else {
        try root.flex.layout(in: Size(width: width, height: .infinity), mode: .adjustHeight)
      }
    case .constraints:
      try FlexThroughConstraints.layout(root, width: width, height: height)
    }
  }

  /// Tells the engine that the text of `leaf` (a node with a measure function)
  /// changed, as a cell's `setData` does (FlexLayout's `markDirty()`; the FixFlex
  /// engine hears of it when `measure` is set).
  func contentDidChange(_ leaf: LayoutNode) {
    if usesFlexTree { leaf.flex.markDirty() }
  }
}
