import FixFlex
import Flexbox

/// The one adapter between the main job and issue 6's translation of flexbox into
/// constraints (`layout(engine: .constraints)`, Sources/Flexbox/Translation).
///
/// ``isAvailable`` switches the third approach on: every screen then gets a
/// `constraints` case per size and phase, checked against the direct engine before it
/// is timed, and the table fills its column. ``layout(_:width:height:)`` gives the
/// translation the meaning ``Approach/direct`` has for the same arguments.
enum FlexThroughConstraints {
  /// Whether this build can lay a flexbox tree out through constraints.
  static let isAvailable = true

  /// Lays `root`'s flexbox tree out `width` wide and `height` high (`nil`: as high as
  /// its content) by translating it into constraints and solving them; the
  /// translation stays on the root for the next call.
  ///
  /// - Throws: the translation's ``FlexError``.
  static func layout(_ root: LayoutNode, width: Double, height: Double?) throws {
    if let height {
      try root.flex.layout(
        engine: .constraints, in: Size(width: width, height: height), mode: .fitContainer)
    } else {
      try root.flex.layout(
        engine: .constraints, in: Size(width: width, height: .infinity), mode: .adjustHeight)
    }
  }
}
