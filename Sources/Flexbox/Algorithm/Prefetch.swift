import FixFlex

/// LLVM's `prefetch` intrinsic: asks the processor to bring the cache line at
/// `address` in, without waiting for it (`write` 0: for reading; `locality` 3: keep
/// in all levels; `cache` 1: data).
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(
  _ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cache: Int32)

/// Software prefetching for trees larger than the caches.
///
/// A layout reads each node's `Flex`, style, node and list of children, one
/// dependent load after another: the recursion cannot know a child's address before
/// it has read its parent. In a tree larger than the caches (a 10 000-level chain, a
/// 60 000-node feed) each of these loads waits for memory, and the cost per node
/// grows with the tree. These functions ask for the memory of nodes the layout will
/// reach soon, a few steps ahead, so that it arrives while the layout works on the
/// nodes before. Each step reads only lines an earlier step asked for.
extension FlexAlgorithm {
  /// How many levels below a container ``prefetchFirstDescendant(of:)`` reaches.
  static let prefetchDistance = 4
  /// From how many items a container's loops over them ask for the next items'
  /// memory ahead (``prefetchItems(after:of:count:performLayout:)``).
  static let prefetchMinimumItems = 8

  /// Starts loading what the layout will read of the node `prefetchDistance` levels
  /// below `flex` along first children (a deep chain). The levels between are in the
  /// cache already (the levels above asked for them), so the walk costs a few loads
  /// that hit; only the target's first line (where its other addresses are) is
  /// waited for, once per level instead of once per line.
  @inline(__always)
  func prefetchFirstDescendant(of flex: Flex) {
    guard var target = flex.childFlexes.first else { return }
    for _ in 1..<Self.prefetchDistance {
      // The target's first line and list of children were asked for a level ago.
      guard let next = target._withUnsafeGuaranteedRef({ $0.childFlexes.first }) else { break }
      target = next
    }
    target._withUnsafeGuaranteedRef { Self.prefetchNode($0) }
  }

  /// Whether the loops over `container`'s items prefetch: when there are many
  /// items with subtrees (judged by the first). A line of plain leaves is read in
  /// order with little work for each, which the processor overlaps by itself.
  @inline(__always)
  func prefetchesItems(_ items: UnsafeMutablePointer<FlexItem>, count: Int) -> Bool {
    count >= Self.prefetchMinimumItems && !items[0].withFlex { $0.isPlainLeaf }
  }

  /// Before item `index` of a long line of items is measured (`performLayout`
  /// false) or laid out, starts loading the subtrees of the items after it, one step
  /// further the closer the item is: the first line of item `index + 4`'s `Flex`;
  /// the rest of item `index + 3` (its `Flex`, style, node and list of children); the
  /// first lines of item `index + 2`'s children; the rest of item `index + 1`'s
  /// children. Only what the computation will read is asked for: an item answered
  /// from its cache (a clean one when measuring, one with a cached layout when laying
  /// out) is read in its first lines, and a plain leaf in its first lines and node.
  ///
  /// It takes the items and their count rather than the container, so that the loops
  /// that call it (on the path of the recursion) pass two words, not a copy of the
  /// container record on their stack frame.
  @inline(never)
  func prefetchItems(
    after index: Int, of items: UnsafeMutablePointer<FlexItem>, count: Int, performLayout: Bool
  ) {
    @inline(__always)
    func isComputed(_ flex: Flex) -> Bool {
      performLayout ? !flex.hasCachedLayout : flex.isDirty
    }
    if index + 4 < count { items[index + 4].withFlex { Self.prefetchLines($0, 0..<1) } }
    if index + 3 < count {
      items[index + 3].withFlex { flex in
        if isComputed(flex) { Self.prefetchNode(flex) }
      }
    }
    if index + 2 < count {
      items[index + 2].withFlex { flex in
        guard isComputed(flex), !flex.isPlainLeaf else { return }
        for child in flex.childFlexes {
          child._withUnsafeGuaranteedRef { Self.prefetchLines($0, 0..<1) }
        }
      }
    }
    if index + 1 < count {
      items[index + 1].withFlex { flex in
        guard isComputed(flex), !flex.isPlainLeaf else { return }
        for child in flex.childFlexes {
          child._withUnsafeGuaranteedRef { child in
            if isComputed(child) { Self.prefetchNode(child) }
          }
        }
      }
    }
  }

  /// Starts loading the given cache lines of `flex`'s object (the object takes about
  /// 520 bytes: nine lines of 64 bytes hold all of it).
  @inline(__always)
  static func prefetchLines(_ flex: Flex, _ lines: Range<Int>) {
    let object = UnsafeRawPointer(Unmanaged.passUnretained(flex).toOpaque())
    for line in lines { llvmPrefetch(object + 64 * line, 0, 3, 1) }
  }

  /// Starts loading the lines of `flex`'s object, its style, its node and its list
  /// of children (of a plain leaf: the first lines and the node). The first line of
  /// the object must be in the cache (it says whether the node is a plain leaf).
  @inline(__always)
  static func prefetchNode(_ flex: Flex) {
    let node = UnsafeRawPointer(flex.owner.toOpaque())
    for line in 0..<2 { llvmPrefetch(node + 64 * line, 0, 3, 1) }
    if flex.isPlainLeaf {
      // A plain leaf is laid out from its flags, its static box and its node.
      prefetchLines(flex, 0..<4)
      return
    }
    prefetchLines(flex, 0..<9)
    let style = UnsafeRawPointer(flex.styleInPlace)
    for line in 0..<4 { llvmPrefetch(style + 64 * line, 0, 3, 1) }
    if let children = flex.childFlexes.baseAddress {
      llvmPrefetch(UnsafeRawPointer(children), 0, 3, 1)
    }
  }
}
