extension Flex {
  /// Counts from the last layout of the tree this node is the root of: how many
  /// nodes were laid out (not answered from a cache) and how many times measure
  /// functions ran. Not API: for tests and benchmarks, which check that a re-layout
  /// after a change recomputes only what depends on it.
  public var _lastLayoutCounts: (computed: Int, measured: Int) {
    guard let algorithm else { return (0, 0) }
    return (algorithm.computedCount, algorithm.measureCount)
  }
}
