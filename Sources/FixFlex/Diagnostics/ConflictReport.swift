/// Why required constraints could not all hold, and what the engine did about it:
/// the Auto Layout "Unable to simultaneously satisfy constraints" message as data.
///
/// Outside strict mode the engine keeps going the Auto Layout way (SEMANTICS §2.7,
/// §6.2): it breaks one required constraint of the conflicting set, which then acts at
/// priority 999 instead of being dropped, and records this report in
/// ``LayoutEngine/conflicts``. Which one breaks: a required content-size constraint
/// (hugging or compression resistance at 1000) if the set has one, the newest first;
/// otherwise the constraint whose addition or change caused the conflict; when that is
/// the engine's own (the layout size), the newest of the others. In strict mode
/// nothing breaks: the operation throws ``LayoutError/unsatisfiable(_:)`` with this
/// report and changes nothing.
public struct ConflictReport: Sendable, CustomStringConvertible {
  /// One constraint of a conflict, described with node names.
  public struct Item: Sendable, CustomStringConvertible {
    /// Where a constraint of the conflict comes from.
    public enum Kind: Hashable, Sendable {
      /// A ``LayoutConstraint`` (yours, or one a stack generated).
      case constraint
      /// `size <= intrinsic`: a node's content hugging.
      case contentHugging
      /// `size >= intrinsic`: a node's compression resistance.
      case compressionResistance
      /// `size >= 0`, which every node and guide has (SEMANTICS §1.9a).
      case nonNegativeSize
      /// The size the tree is laid out in (``LayoutNode/layout(in:)``).
      case layoutSize
      /// The root's origin, (0, 0).
      case layoutOrigin
      /// A frame kept by ``LayoutNode/translatesFrameIntoConstraints``.
      case frame
    }

    /// Where the constraint comes from.
    public let kind: Kind
    /// The constraint, for ``Kind/constraint``; `nil` for the engine's own.
    public let constraint: LayoutConstraint?
    /// The name of the node the constraint is about: a constraint's first item, the
    /// node whose size or frame an engine constraint holds, the root for the layout
    /// size and origin (`nil` when that node is gone).
    public let nodeName: String?
    /// `titleLabel.leading == parent.leading + 15`, or for the engine's own
    /// `leftLabel.width >= 212.333 (compression resistance)`.
    public let description: String
  }

  /// The constraints that cannot all hold as required, oldest first; the one whose
  /// addition or change revealed the conflict is last.
  public let conflicting: [Item]
  /// The constraint broken to recover (or, in strict mode, the one that would have
  /// been).
  public let broken: Item
  /// `true` when the engine recovered by breaking ``broken``; `false` in strict mode,
  /// where nothing was changed.
  public let recovered: Bool

  /// The report as Auto Layout words it, listing the constraints by node names.
  public var description: String {
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "Probably at least one of the constraints in the following list is one you don't want.",
      "(",
    ]
    for (index, item) in conflicting.enumerated() {
      let comma = index == conflicting.count - 1 ? "" : ","
      lines.append("    \"\(item.description)\"\(comma)")
    }
    lines.append(")")
    if recovered {
      lines.append("Will attempt to recover by breaking constraint")
      lines.append("\"\(broken.description)\"")
      lines.append("(it stays active at priority 999)")
    } else {
      lines.append("Strict mode: nothing was changed; recovering would break constraint")
      lines.append("\"\(broken.description)\"")
    }
    return lines.joined(separator: "\n")
  }
}
