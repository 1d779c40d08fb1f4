import FixFlex
import Testing
import _FixFlexTestSupport

/// A list laid out again after every one of many seeded changes — resizes, new text,
/// new icon sizes, cells leaving and joining the tree, a constraint toggled — each
/// time checked against frames worked out by hand. What the layout keeps between
/// passes (the solver's value indices in the slots, the list of height-for-width
/// slots, measurements) must follow every change.
@Suite struct ChurnTests {
  /// What a cell should be: its text's length, its icon's side, whether its title is
  /// pinned to the cell's trailing edge, whether it is in the tree.
  struct CellModel {
    var length: Int
    var icon: Double
    var pinned = true
    var present = true
  }

  /// A cell's nodes and its title's trailing pin.
  struct Cell {
    let cell: LayoutNode
    let icon: LayoutNode
    let title: LayoutNode
    let pin: LayoutConstraint
  }

  static func makeCell(_ index: Int, _ model: CellModel, in root: LayoutNode) throws -> Cell {
    let cell = LayoutNode(name: "cell\(index)")
    let icon = LayoutNode(name: "icon\(index)")
    let title = LayoutNode(name: "title\(index)")
    try root.addChild(cell)
    try cell.addChild(icon)
    try cell.addChild(title)
    try icon.setIntrinsicContentSize(IntrinsicContentSize(width: model.icon, height: model.icon))
    title.measure = wrappedText(model.length)
    let pin = title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10)
    try LayoutConstraint.activate([
      cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      cell.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(100 * index)),
      cell.heightAnchor.constraint(equalToConstant: 90),
      icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      icon.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 10),
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
    ])
    if model.pinned { try LayoutConstraint.activate([pin]) }
    return Cell(cell: cell, icon: icon, title: title, pin: pin)
  }

  /// Checks every present cell against the hand calculation at root width `width`.
  static func check(_ cells: [Cell], _ models: [CellModel], width: Double, step: Int) {
    for (index, model) in models.enumerated() where model.present {
      let cell = cells[index]
      let titleX = 10 + model.icon + 10
      // Pinned: the title spans to 10 points from the trailing edge (required). Free:
      // it keeps its natural width (hugging and compression resistance both hold).
      let titleWidth = model.pinned ? width - titleX - 10 : Double(model.length) * 7
      let perLine = max(1, (titleWidth / 7).rounded(.down))
      let titleHeight = (Double(model.length) / perLine).rounded(.up) * 17
      let context = Comment(rawValue: "step \(step), cell \(index), \(model)")
      let cellFrame = Rect(x: 0, y: Double(100 * index), width: width, height: 90)
      #expect(cell.cell.frame == cellFrame, context)
      #expect(cell.icon.frame == Rect(x: 10, y: 10, width: model.icon, height: model.icon), context)
      let title = cell.title.frame
      #expect(
        isApproximately(title.minX, titleX, tolerance: 1e-9)
          && isApproximately(title.width, titleWidth, tolerance: 1e-9)
          && title.minY == 10 && isApproximately(title.height, titleHeight, tolerance: 1e-9),
        "\(context): title \(title), expected x \(titleX) width \(titleWidth) height \(titleHeight)"
      )
    }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func framesFollowEveryChange(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let root = LayoutNode(name: "list")
    var models = (0..<10).map { _ in
      CellModel(
        length: Int.random(in: 5...60, using: &random),
        icon: Double(Int.random(in: 20...60, using: &random)))
    }
    var cells = try models.indices.map { try Self.makeCell($0, models[$0], in: root) }
    // Half-point widths: a title's width is never a whole number of characters, so
    // rounding in the solve cannot move a line break.
    var width = Double(Int.random(in: 150...600, using: &random)) + 0.5
    try root.layout(width: width, height: 1000)
    Self.check(cells, models, width: width, step: 0)
    for step in 1...120 {
      let index = Int.random(in: 0..<models.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        width = Double(Int.random(in: 150...600, using: &random)) + 0.5
      case 1 where models[index].present:
        models[index].length = Int.random(in: 5...60, using: &random)
        cells[index].title.measure = wrappedText(models[index].length)
      case 2 where models[index].present:
        models[index].icon = Double(Int.random(in: 20...60, using: &random))
        try cells[index].icon.setIntrinsicContentSize(
          IntrinsicContentSize(width: models[index].icon, height: models[index].icon))
      case 3 where models[index].present:
        models[index].pinned.toggle()
        if models[index].pinned {
          try LayoutConstraint.activate([cells[index].pin])
        } else {
          LayoutConstraint.deactivate([cells[index].pin])
        }
      case 4 where models[index].present:
        models[index].present = false
        cells[index].cell.removeFromParent()
      case 5 where !models[index].present:
        models[index].present = true
        cells[index] = try Self.makeCell(index, models[index], in: root)
      default:
        continue
      }
      try root.layout(width: width, height: 1000)
      Self.check(cells, models, width: width, step: step)
    }
  }
}
