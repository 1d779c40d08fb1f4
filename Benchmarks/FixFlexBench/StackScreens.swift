import FixFlex

// The benchmark screens written with FixFlex stacks. Each builder returns the root of
// a fresh tree with every stack applied, ready to lay out; the flexbox versions of
// the same screens (built elsewhere) must give the same frames.

/// `flat`: one row of `count` items in a 4-point-padded root, 4-point gaps; item i is
/// `Fix(20 + i % 7)` when i % 3 == 0, `Flex(min: 10, max: 80)` with an intrinsic width
/// of 30 + i % 13 when i % 3 == 1, and `Fill(weight: 1 + i % 2)` when i % 3 == 2; every
/// item spans the root's height less 4 points top and bottom.
func stackFlatRow(count: Int) -> LayoutNode {
  let root = LayoutNode(name: "row")
  var items: [LayoutNode] = []
  var intents: [SizingIntent] = [Fix(4)]
  for index in 0..<count {
    let item = LayoutNode(name: "item\(index)")
    try! root.addChild(item)
    items.append(item)
    if index > 0 { intents.append(Fix(4)) }
    switch index % 3 {
    case 0:
      intents.append(Fix(item, Double(20 + index % 7)))
    case 1:
      try! item.setIntrinsicContentSize(
        IntrinsicContentSize(width: Double(30 + index % 13), height: nil))
      intents.append(Flex(item, min: 10, max: 80))
    default:
      intents.append(Fill(item, weight: Double(1 + index % 2)))
    }
  }
  intents.append(Fix(4))
  try! root.fx.hstack(intents)
  try! root.fx.vstack(Fix(4), Flex(items), Fix(4))
  return root
}

/// `feed`: `count` cells of LayoutFrameworkBenchmark's feed item (SEMANTICS §4.3, the
/// FlexLayout tree) one under another, each as wide as the root, the root as high as
/// its content.
func stackFeed(count: Int) -> LayoutNode {
  let root = LayoutNode(name: "feed")
  var cells: [LayoutNode] = []
  for index in 0..<count {
    // Attached first, so that its stacks go straight into the feed's engine rather
    // than into an engine of its own that the feed would then take over.
    let cell = LayoutNode(name: "cell\(index)")
    try! root.addChild(cell)
    buildFeedCell(cell, index)
    cells.append(cell)
  }
  try! root.fx.hstack(Flex(cells))
  try! root.fx.vstack(cells.map { Flex($0) })
  return root
}

/// Fills `cell` with one feed item: a column with padding 8 holding the top bar, the
/// poster row, the poster comment, the content image (350:200), its title and domain,
/// the actions row (4 above) and the actor row (2 above).
func buildFeedCell(_ cell: LayoutNode, _ index: Int) {
  // Top bar: action and options, space between.
  let topBar = LayoutNode(name: "topBar")
  let action = textNode("action", "Poster \(index) liked this")
  let options = textNode("options", "...")
  // Poster row: a 50×50 image, 8 points, then name, headline (≤ 3 lines) and time;
  // centred vertically.
  let posterRow = LayoutNode(name: "posterRow")
  let posterImage = imageNode("posterImage", width: 50, height: 50)
  let posterLabels = LayoutNode(name: "posterLabels")
  let name = textNode("posterName", "Poster name \(index)")
  let headline = textNode(
    "posterHeadline", "Poster headline \(index) that runs long enough to wrap", maxLines: 3)
  let time = textNode("posterTime", "\(index % 24 + 1) hrs")
  let posterComment = textNode("posterComment", "Poster comment \(index)")
  let contentImage = imageNode("contentImage", width: 350, height: 200)
  let contentTitle = textNode("contentTitle", "Content title \(index)")
  let contentDomain = textNode("contentDomain", "content-domain.com")
  // Actions: like, comment, share, space between.
  let actions = LayoutNode(name: "actions")
  let like = textNode("like", "Like")
  let comment = textNode("comment", "Comment")
  let share = textNode("share", "Share")
  // Actor row: a 50×50 image, 8 points, the actor's comment.
  let actorRow = LayoutNode(name: "actorRow")
  let actorImage = imageNode("actorImage", width: 50, height: 50)
  let actorComment = textNode("actorComment", "Actor comment \(index)")

  let rows = [
    topBar, posterRow, posterComment, contentImage, contentTitle, contentDomain, actions, actorRow,
  ]
  for child in rows { try! cell.addChild(child) }
  for child in [action, options] { try! topBar.addChild(child) }
  for child in [posterImage, posterLabels] { try! posterRow.addChild(child) }
  for child in [name, headline, time] { try! posterLabels.addChild(child) }
  for child in [like, comment, share] { try! actions.addChild(child) }
  for child in [actorImage, actorComment] { try! actorRow.addChild(child) }

  try! cell.fx.hstack(Fix(8), Flex(rows), Fix(8))
  try! cell.fx.vstack(
    Fix(8), Flex(topBar), Flex(posterRow), Flex(posterComment),
    Match(contentImage, dimension: contentImage.widthAnchor, multiplier: 200.0 / 350.0),
    Flex(contentTitle), Flex(contentDomain), Fix(4), Flex(actions), Fix(2), Flex(actorRow),
    Fix(8))
  try! topBar.fx.hstack(Flex(action), Flex(), Flex(options))
  try! topBar.fx.vstack(Flex([action, options]))
  try! posterRow.fx.hstack(Fix(posterImage, 50), Fix(8), Flex(posterLabels))
  try! posterRow.fx.vstack(Fill(), Fix(posterImage, 50), Fill())
  try! posterRow.fx.vstack(Fill(), Flex(posterLabels), Fill())
  try! posterLabels.fx.hstack(Flex([name, headline, time]))
  try! posterLabels.fx.vstack(Flex(name), Flex(headline), Flex(time))
  try! actions.fx.hstack(Flex(like), Fill(), Flex(comment), Fill(), Flex(share))
  try! actions.fx.vstack(Flex([like, comment, share]))
  try! actorRow.fx.hstack(Fix(actorImage, 50), Fix(8), Flex(actorComment))
  try! actorRow.fx.vstack(Fix(actorImage, 50), Flex(min: 0))
  try! actorRow.fx.vstack(Flex(actorComment))
}

/// `grid`: a square table of side × side cells, side = round(√count) (9, 100 and 1024
/// cells for 10, 100 and 1000), 4-point gaps and padding, every column equally wide and
/// every row equally high (Fill), each cell a 20×10 intrinsic-size box.
func stackGrid(count: Int) -> LayoutNode {
  let root = LayoutNode(name: "grid")
  let side = max(1, Int(Double(count).squareRoot().rounded()))
  var cells: [[LayoutNode]] = []
  for row in 0..<side {
    var line: [LayoutNode] = []
    for column in 0..<side {
      let cell = imageNode("cell\(row)_\(column)", width: 20, height: 10)
      try! root.addChild(cell)
      line.append(cell)
    }
    cells.append(line)
  }
  for line in cells {
    try! root.fx.hstack([Fix(4)] + line.flatMap { [Fill($0), Fix(4)] })
  }
  for column in 0..<side {
    try! root.fx.vstack([Fix(4)] + cells.flatMap { [Fill($0[column]), Fix(4)] })
  }
  return root
}
