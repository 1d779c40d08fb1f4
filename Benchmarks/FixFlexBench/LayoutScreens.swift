import FixFlex

/// `list`: the raw-constraints screen of the layout layer: `count` cells one under
/// another, each built with explicit anchors — a 44×44 icon 15 from the leading edge
/// and 12 from the top, a title and a subtitle (measured text, the subtitle wrapping)
/// 15 after it, and a 20×30 chevron 15 from the trailing edge, vertically centred; the
/// cell is 12 below its labels or icon, whichever is lower.
func anchorList(count: Int) -> LayoutNode {
  let (root, constraints) = anchorListParts(count: count)
  try! LayoutConstraint.activate(constraints)
  return root
}

/// The list's tree and its constraints, not yet active: fifteen a cell, in the order
/// ``anchorList(count:)`` lists them (the fifth of a cell is its icon's top), and the
/// root's bottom last.
func anchorListParts(count: Int) -> (root: LayoutNode, constraints: [LayoutConstraint]) {
  let root = LayoutNode(name: "list")
  var constraints: [LayoutConstraint] = []
  var previous = root.topAnchor
  for index in 0..<count {
    let cell = LayoutNode(name: "cell\(index)")
    let icon = imageNode("icon", width: 44, height: 44)
    let title = textNode("title", "Title \(index)")
    let subtitle = textNode("subtitle", "Subtitle \(index) with a few more words", maxLines: 2)
    let chevron = imageNode("chevron", width: 20, height: 30)
    try! root.addChild(cell)
    for child in [icon, title, subtitle, chevron] { try! cell.addChild(child) }
    constraints += [
      cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      cell.topAnchor.constraint(equalTo: previous),
      icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15),
      icon.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      cell.bottomAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 15),
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
      cell.bottomAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor, constant: 12),
      chevron.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 15),
      chevron.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -15),
      chevron.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
    ]
    previous = cell.bottomAnchor
  }
  constraints.append(root.bottomAnchor.constraint(equalTo: previous))
  return (root, constraints)
}
