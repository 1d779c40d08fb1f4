import FixFlex

/// `fixflex-bench scaling`: how the cost of a screen built and laid out from scratch
/// grows with its size, and how much memory it keeps touched, at N = 10, 30, 100, 300,
/// 1000 and 3000 cells (10, 30 and 100 with `quick`).
///
/// Two screens of about the same cells:
/// - `list` through `constraints`: the layout suite's raw-constraints list
///   (``anchorList(count:)``, five nodes a cell), through the solver;
/// - `feed` through `direct`: the main job's list of feed cells (``ScreenFeed/list``,
///   22 nodes a cell), through the direct flexbox engine, which keeps little per node.
///
/// Each case runs in a fresh worker process, so that its report also says how far
/// the process's peak resident memory grew (``BenchResult/residentGrowth``): with the
/// time a node, what shows whether a screen still fits the caches (Docs/Benchmarks.md,
/// stop 49).
func scalingSuite(quick: Bool) -> [BenchCase] {
  let sizes = quick ? [10, 30, 100] : [10, 30, 100, 300, 1000, 3000]
  return sizes.map { LayoutScreen.list($0, suite: scalingSuiteName).scratch($0) }
    + sizes.map { scratchCase(ScreenFeed.list, .direct, $0, suite: scalingSuiteName) }
}

/// The suite's name, the first part of every case id.
let scalingSuiteName = "scaling"
