import FixFlex

/// `feed`: LayoutFrameworkBenchmark's feed (SEMANTICS §4), timed as that benchmark
/// times it (§4.1, §4.6).
///
/// - **From scratch** (``measureAndShow(_:_:mannequin:)``): the data of N items and a
///   measuring cell (the "mannequin") are made outside the timed region, as the
///   benchmark's controller does; timed are N measurements of the reused mannequin at
///   375 points (each: `setData`, then a full layout that gives the height), then the
///   creation and full layout of the visible cells at their measured heights. Fresh
///   engine state every run: `prepare` makes a new mannequin.
/// - **On resize** (``list``): the N cells as one tree (the scroll view's content, a
///   column of cells), laid out at 375 points, then at 390 (a rotation, or a wider
///   window): every label is measured again at its new width.
enum ScreenFeed {
  /// The collection view's width (iPhone X) and the width after the resize.
  static let width = 375.0
  static let resizedWidth = 390.0
  /// Nodes in one cell.
  static let nodesPerCell = 22

  /// The cells on screen: ceil(812 / cell height) + 1 with an 812-point screen and
  /// cells of about 440 points (the heights at 375 points are 439–460), as the
  /// benchmark dequeues them; fewer when there are fewer items.
  static func visibleCells(_ count: Int) -> Int { min(count, 3) }

  /// The nodes laid out by one run from scratch: the mannequin N times, and the
  /// visible cells.
  static func scratchNodeCount(_ count: Int) -> Int {
    (count + visibleCells(count)) * nodesPerCell
  }

  /// The data of `count` items.
  static func items(_ count: Int) -> [FeedItem] { (0..<count).map { FeedItem(index: $0) } }

  /// The timed part of the benchmark: N measurements of `mannequin` (`setData`, full
  /// layout, height), then the visible cells created, filled and laid out at their
  /// heights. Returns the heights and the visible cells.
  static func measureAndShow(_ approach: Approach, _ items: [FeedItem], mannequin: FeedCell)
    throws -> (heights: [Double], cells: [FeedCell])
  {
    var heights: [Double] = []
    heights.reserveCapacity(items.count)
    for item in items {
      mannequin.setData(item)
      heights.append(try mannequin.height(width: width))
    }
    var cells: [FeedCell] = []
    for index in 0..<visibleCells(items.count) {
      let cell = FeedCell(approach, item: items[index])
      try approach.layout(cell.root, width: width, height: heights[index])
      cells.append(cell)
    }
    return (heights, cells)
  }

  /// The feed as one tree: a column `width` wide of `count` cells (for the resize).
  static var list: TreeScreen {
    TreeScreen(
      name: "feed", build: buildList, nodeCount: { nodesPerCell * $0 + 1 },
      size: { _ in (width, nil) }, resized: { _ in (resizedWidth, nil) })
  }

  static func buildList(_ approach: Approach, _ count: Int) -> LayoutNode {
    let root = LayoutNode(name: "feed")
    let cells = items(count).map { item in
      let cell = FeedCell(approach, item: item, in: root).root
      cell.name = "cell\(item.index)"
      return cell
    }
    if approach == .stacks {
      try! root.fx.hstack(Flex(cells))
      try! root.fx.vstack(cells.map { Flex($0) })
    }
    return root
  }

  /// `nil` when `approach` measures every item to the direct engine's height and lays
  /// the visible cells out to its frames (within ``Agreement/tolerance``), else what
  /// differs.
  static func disagreement(_ approach: Approach, _ count: Int) -> String? {
    let label = "feed N=\(count)"
    let data = items(count)
    do {
      let ours = try measureAndShow(
        approach, data, mannequin: FeedCell(approach, item: data[0]))
      let reference = try measureAndShow(
        .direct, data, mannequin: FeedCell(.direct, item: data[0]))
      for (index, (a, b)) in zip(ours.heights, reference.heights).enumerated()
      where abs(a - b) > Agreement.tolerance {
        return "\(label): item \(index) measures \(a) high through \(approach.engine), "
          + "\(b) through direct"
      }
      for (index, (a, b)) in zip(ours.cells, reference.cells).enumerated() {
        if let problem = Agreement.difference(
          a.root, approach, b.root, .direct, "\(label), visible cell \(index)")
        {
          return problem
        }
      }
      return nil
    } catch {
      return "\(label): the layout failed: \(error)"
    }
  }
}
