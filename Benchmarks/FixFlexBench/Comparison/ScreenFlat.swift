import FixFlex
import Flexbox

/// `flat`: one row of `count` items, 4 points of padding around and 4 between, in a
/// root `50·count + 8` wide and 44 high (resized to `55·count + 8` × 48). Item i is
///
/// - i % 3 == 0: fixed, `20 + i % 7` wide — `Fix(item, w)` / `width(w)`;
/// - i % 3 == 1: a label of `1 + (i / 3) % 12` characters (8 to 96 points of text,
///   so the first label is held at its minimum and every twelfth pair at its maximum)
///   kept between 10 and 80 points wide — `Flex(label, min: 10, max: 80)` /
///   `minWidth(10).maxWidth(80)` with the flex basis from the content;
/// - i % 3 == 2: a share of the space left, weight `1 + i % 2` — `Fill(item,
///   weight:)` (relative to the first Fill) / `basis(0).grow(weight)`.
///
/// Every item spans the row's height less the padding (`vstack(Fix(4), Flex(items),
/// Fix(4))` / `alignItems(.stretch)`). The root is wide enough that the fills always
/// get space, so the two descriptions mean the same layout: fixed and content sizes
/// first (content clamped by min and max, CSS §9.7 step 2's hypothetical main size),
/// then the rest shared in proportion to the weights (§9.7 step 4).
enum ScreenFlat {
  static var screen: TreeScreen {
    TreeScreen(
      name: "flat", build: build, nodeCount: { $0 + 1 },
      size: { (Double(50 * $0 + 8), 44) }, resized: { (Double(55 * $0 + 8), 48) })
  }

  static func build(_ approach: Approach, _ count: Int) -> LayoutNode {
    let root = LayoutNode(name: "row")
    var items: [LayoutNode] = []
    for index in 0..<count {
      let item = LayoutNode(name: "item\(index)")
      if index % 3 == 1 {
        item.measure = benchText(String(repeating: "x", count: 1 + (index / 3) % 12))
      }
      items.append(item)
    }
    if approach.usesFlexTree {
      root.flex.direction(.row).padding(4).columnGap(4).alignItems(.stretch)
      for (index, item) in items.enumerated() {
        let flex = root.flex.addItem(item)
        switch index % 3 {
        case 0: flex.width(Double(20 + index % 7))
        case 1: flex.minWidth(10).maxWidth(80)
        default: flex.basis(0).grow(Double(1 + index % 2))
        }
      }
      return root
    }
    var intents: [SizingIntent] = [Fix(4)]
    for (index, item) in items.enumerated() {
      try! root.addChild(item)
      if index > 0 { intents.append(Fix(4)) }
      switch index % 3 {
      case 0: intents.append(Fix(item, Double(20 + index % 7)))
      case 1: intents.append(Flex(item, min: 10, max: 80))
      default: intents.append(Fill(item, weight: Double(1 + index % 2)))
      }
    }
    intents.append(Fix(4))
    try! root.fx.hstack(intents)
    try! root.fx.vstack(Fix(4), Flex(items), Fix(4))
    return root
  }
}
