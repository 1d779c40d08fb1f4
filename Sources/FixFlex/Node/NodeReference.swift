/// A reference to a ``LayoutNode`` that does not keep it alive and reads `nil` once
/// the node is gone: what a `weak` reference does, without giving the node a side
/// table.
///
/// Why not `weak`: the Swift runtime gives an object that is weakly referenced a
/// side table, and from then on every strong retain and release of that object
/// takes the slow path, through the side table, with an atomic update there.
/// Constraints name their nodes, children their parents and flexbox styles their
/// nodes, so with `weak` every node had one; the layout passes, which touch every
/// node on every layout (writing frames, re-measuring text), spent about a tenth of
/// a list resize in the runtime's `incrementSlow`. Each node owns one reference,
/// made with it, and clears it first thing in its `deinit`; holders keep the
/// reference strongly and read ``node``.
///
/// Like the node itself, a reference is used from one thread at a time: unlike a
/// `weak` load, reading ``node`` while another thread releases the node is a race
/// (as any other access to the node would be).
public final class NodeReference {
  /// The node, or `nil` once it has been released.
  public var node: LayoutNode? { target }

  /// Cleared by the node's `deinit`, before its memory goes, so never dangling.
  unowned(unsafe) var target: LayoutNode?

  init() {}
}
