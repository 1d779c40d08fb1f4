/// A reference to a ``LayoutEngine`` that does not keep it alive and reads `nil` once
/// the engine is gone: what a `weak` reference does, without giving the engine a side
/// table.
///
/// Why not `weak` (see also NodeReference.swift): every node with variables and every
/// active constraint names its engine, so with `weak` the engine had a side table.
/// Each `weak` load was then an atomic update of that table, and every strong retain
/// and release of the engine took the runtime's slow path through it: 8 % of the
/// time of the feed's cells built with stacks, in a profile. The engine owns one
/// reference, made with it, and clears it first thing in its `deinit`; nodes and
/// constraints keep the reference strongly and read ``target``.
///
/// Like the engine, a reference is used from one thread at a time.
final class EngineReference {
  /// The engine, or `nil` once it has been released. Cleared by the engine's
  /// `deinit`, before its memory goes, so never dangling.
  unowned(unsafe) var target: LayoutEngine?

  init() {}
}
