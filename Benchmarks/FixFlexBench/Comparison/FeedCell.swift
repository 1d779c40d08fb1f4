import FixFlex
import Flexbox

/// LayoutFrameworkBenchmark's feed item (SEMANTICS §4.3), 22 nodes: the cell, its
/// content view, 5 containers and 15 leaves (8 labels that change with the data, 4
/// fixed labels, 3 images), built with FixFlex stacks or with FlexLayout's `flex`
/// API so that both mean the same layout (see ``buildFlex()`` and ``buildStacks()``).
///
/// Text is measured by `benchText` (8 points a character, 20.333-point lines,
/// wrapping at the offered width) in both, so that the frames can be compared.
final class FeedCell {
  /// The labels that change with the data, in ``FeedItem/texts`` order.
  enum Label: Int, CaseIterable {
    case action, posterName, posterHeadline, posterTime, posterComment, contentTitle
    case contentDomain, actorComment

    /// The headline wraps to at most 3 lines (`numberOfLines = 3`); the others do not
    /// limit their lines.
    var maxLines: Int { self == .posterHeadline ? 3 : 0 }

    /// The label's node name, from a table: naming a node with `"\(label)"` went
    /// through the runtime's reflection, in the timed region of every approach (0.17M
    /// instructions of a feed run from scratch at N = 100: 1.1 % of the stacks', 1.6 %
    /// of the direct engine's).
    var name: String { Label.names[rawValue] }
    private static let names = [
      "action", "posterName", "posterHeadline", "posterTime", "posterComment", "contentTitle",
      "contentDomain", "actorComment",
    ]
  }

  let approach: Approach
  /// The cell (FlexLayout's root view; the collection view cell in the benchmark).
  let root = LayoutNode(name: "feedItem")
  /// The eight changing labels, in ``Label`` order.
  let labels: [LayoutNode]

  private let contentView = LayoutNode(name: "contentView")
  private let topBar = LayoutNode(name: "topBar")
  private let options = FeedCell.label("options", "...")
  private let posterRow = LayoutNode(name: "posterRow")
  private let posterImage = LayoutNode(name: "posterImage")
  private let posterLabels = LayoutNode(name: "posterLabels")
  private let contentImage = LayoutNode(name: "contentImage")
  private let actions = LayoutNode(name: "actions")
  private let like = FeedCell.label("like", "Like")
  private let comment = FeedCell.label("comment", "Comment")
  private let share = FeedCell.label("share", "Share")
  private let actorRow = LayoutNode(name: "actorRow")
  private let actorImage = LayoutNode(name: "actorImage")

  /// A cell showing `item`, built for `approach`; attached to `parent` (a list) first
  /// when given, so that a stacks cell's constraints go straight into the list's
  /// engine.
  init(_ approach: Approach, item: FeedItem, in parent: LayoutNode? = nil) {
    self.approach = approach
    labels = Label.allCases.map { FeedCell.label($0.name, "") }
    for (label, text) in zip(Label.allCases, item.texts) {
      labels[label.rawValue].measure = benchText(text, maxLines: label.maxLines)
    }
    if approach.usesFlexTree {
      buildFlex()
      parent?.flex.addItem(root)
    } else {
      if let parent { try! parent.addChild(root) }
      buildStacks()
    }
  }

  /// Shows `item`: new text in the eight labels, each marked as changed (the
  /// benchmark's `setData`).
  func setData(_ item: FeedItem) {
    for (label, text) in zip(Label.allCases, item.texts) {
      let node = labels[label.rawValue]
      node.measure = benchText(text, maxLines: label.maxLines)
      approach.contentDidChange(node)
    }
  }

  /// Lays the cell out `width` wide and as high as its content, and returns that
  /// height (the benchmark's `sizeThatFits`, which runs a full layout).
  func height(width: Double) throws -> Double {
    try approach.layout(root, width: width, height: nil)
    return root.frame.height
  }

  private func label(_ label: Label) -> LayoutNode { labels[label.rawValue] }

  private static func label(_ name: String, _ text: String) -> LayoutNode {
    let node = LayoutNode(name: name)
    node.measure = benchText(text)
    return node
  }

  /// The FlexLayout structure of `FeedItemFlexLayoutView`: the content view is a
  /// column with padding 8 (every row stretched to its width, CSS §9.4 step 11) of
  ///
  /// - a row, space between: action, options;
  /// - a row, items centred: a 50 × 50 image with 8 after it, and a column that grows
  ///   (and may shrink) holding name, headline and time;
  /// - the poster comment; the content image, 350:200 (its width stretched, its
  ///   height from the ratio); the content title and domain;
  /// - a row, space between, 4 above: like, comment, share;
  /// - a row, 2 above: a 50 × 50 image with 8 after it, and the actor comment, which
  ///   grows (and, stretched, is as high as the row).
  private func buildFlex() {
    root.flex.addItem(contentView).padding(8).define { content in
      content.addItem(topBar).direction(.row).justifyContent(.spaceBetween).define { row in
        row.addItem(label(.action))
        row.addItem(options)
      }
      content.addItem(posterRow).direction(.row).alignItems(.center).define { row in
        row.addItem(posterImage).width(50).height(50).marginRight(8)
        row.addItem(posterLabels).grow(1).shrink(1).define { column in
          column.addItem(label(.posterName))
          column.addItem(label(.posterHeadline))
          column.addItem(label(.posterTime))
        }
      }
      content.addItem(label(.posterComment))
      content.addItem(contentImage).aspectRatio(350.0 / 200.0)
      content.addItem(label(.contentTitle))
      content.addItem(label(.contentDomain))
      content.addItem(actions).direction(.row).justifyContent(.spaceBetween).marginTop(4)
        .define { row in
          row.addItem(like)
          row.addItem(comment)
          row.addItem(share)
        }
      content.addItem(actorRow).direction(.row).marginTop(2).define { row in
        row.addItem(actorImage).width(50).height(50).marginRight(8)
        row.addItem(label(.actorComment)).grow(1).shrink(1)
      }
    }
  }

  /// The same layout with stacks. What each flexbox rule becomes:
  ///
  /// - padding 8 and stretch: `hstack(Fix(8), Flex(rows), Fix(8))` — every row
  ///   pinned to both sides — and `Fix(8)` at both ends of the column's `vstack`;
  /// - a row's items stretched across it: `vstack(Flex([items]))` (each label hugs
  ///   its text, so the row is as high as the highest);
  /// - space between: `Fill()` spacers, equal within one stack call;
  /// - items centred across a row: `vstack(Fill(), Flex(item), Fill())` per item, the
  ///   row as high as its highest item (the cell's height is as small as it can be);
  /// - the image's ratio: `Match(image, dimension: image.widthAnchor, multiplier:
  ///   200/350)`;
  /// - the actor row: the image at the top, `Flex(min: 0)` below it, and the comment
  ///   pinned top and bottom (stretched to the row's height).
  private func buildStacks() {
    let rows = [
      topBar, posterRow, label(.posterComment), contentImage, label(.contentTitle),
      label(.contentDomain), actions, actorRow,
    ]
    try! root.addChild(contentView)
    for row in rows { try! contentView.addChild(row) }
    for node in [label(.action), options] { try! topBar.addChild(node) }
    for node in [posterImage, posterLabels] { try! posterRow.addChild(node) }
    for node in [label(.posterName), label(.posterHeadline), label(.posterTime)] {
      try! posterLabels.addChild(node)
    }
    for node in [like, comment, share] { try! actions.addChild(node) }
    for node in [actorImage, label(.actorComment)] { try! actorRow.addChild(node) }

    try! root.fx.hstack(Flex(contentView))
    try! root.fx.vstack(Flex(contentView))
    try! contentView.fx.hstack(Fix(8), Flex(rows), Fix(8))
    try! contentView.fx.vstack(
      Fix(8), Flex(topBar), Flex(posterRow), Flex(label(.posterComment)),
      Match(contentImage, dimension: contentImage.widthAnchor, multiplier: 200.0 / 350.0),
      Flex(label(.contentTitle)), Flex(label(.contentDomain)), Fix(4), Flex(actions), Fix(2),
      Flex(actorRow), Fix(8))
    try! topBar.fx.hstack(Flex(label(.action)), Fill(), Flex(options))
    try! topBar.fx.vstack(Flex([label(.action), options]))
    try! posterRow.fx.hstack(Fix(posterImage, 50), Fix(8), Flex(posterLabels))
    try! posterRow.fx.vstack(Fill(), Fix(posterImage, 50), Fill())
    try! posterRow.fx.vstack(Fill(), Flex(posterLabels), Fill())
    try! posterLabels.fx.hstack(
      Flex([label(.posterName), label(.posterHeadline), label(.posterTime)]))
    try! posterLabels.fx.vstack(
      Flex(label(.posterName)), Flex(label(.posterHeadline)), Flex(label(.posterTime)))
    try! actions.fx.hstack(Flex(like), Fill(), Flex(comment), Fill(), Flex(share))
    try! actions.fx.vstack(Flex([like, comment, share]))
    try! actorRow.fx.hstack(Fix(actorImage, 50), Fix(8), Flex(label(.actorComment)))
    try! actorRow.fx.vstack(Fix(actorImage, 50), Flex(min: 0))
    try! actorRow.fx.vstack(Flex(label(.actorComment)))
  }
}
