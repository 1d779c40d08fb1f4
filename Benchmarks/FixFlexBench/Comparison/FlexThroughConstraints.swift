import FixFlex
import Flexbox

/// The one adapter between the main job and issue 6's translation of flexbox into
/// constraints (`layout(engine: .constraints)`, Sources/Flexbox/Translation), which is
/// not in this build yet.
///
/// To switch the third approach on when issue 6 is merged: set ``isAvailable`` to
/// `true` and make ``layout(_:width:height:)`` call the translation with the same
/// meaning as ``Approach/direct`` has (a `nil` height: as high as the content). Every
/// screen then gets a `constraints` case per size and phase, checked against the
/// direct engine before it is timed, and the table fills its column.
enum FlexThroughConstraints {
  /// Whether this build can lay a flexbox tree out through constraints.
  static let isAvailable = false

  /// The translation is not in this build.
  struct Unavailable: Error, CustomStringConvertible {
    var description: String {
      "flexbox → constraints is not in this build (issue 6, layout(engine: .constraints))"
    }
  }

  /// Lays `root`'s flexbox tree out `width` wide and `height` high (`nil`: as high as
  /// its content) by translating it into constraints and solving them, keeping the
  /// translation for the next call (a resize is an edit, not a rebuild).
  ///
  /// - Throws: ``Unavailable`` in this build; later, the translation's error.
  static func layout(_ root: LayoutNode, width: Double, height: Double?) throws {
    throw Unavailable()
  }
}
