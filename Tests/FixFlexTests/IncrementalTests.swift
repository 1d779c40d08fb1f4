import FixFlex
import Testing
import _FixFlexTestSupport

@Suite struct IncrementalTests {
  /// A column of `count` rows: each row pinned to the sides, 10 points below the one
  /// above, with a title that keeps its 50-point intrinsic width (it resists
  /// compression harder) and a detail label that fills the rest of the row.
  func column(count: Int) throws -> LayoutNode {
    let root = LayoutNode(name: "list")
    var constraints: [LayoutConstraint] = []
    var previous = root.topAnchor
    for index in 0..<count {
      let row = LayoutNode(name: "row\(index)")
      let title = LayoutNode(name: "title\(index)")
      let detail = LayoutNode(name: "detail\(index)")
      try root.addChild(row)
      try row.addChild(title)
      try row.addChild(detail)
      try title.setIntrinsicContentSize(IntrinsicContentSize(width: 50, height: 20))
      try detail.setIntrinsicContentSize(
        IntrinsicContentSize(width: Double(30 + 7 * index), height: 20))
      try detail.setContentHuggingPriority(249, for: .horizontal)
      try title.setContentCompressionResistancePriority(751, for: .horizontal)
      constraints += [
        row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        row.topAnchor.constraint(equalTo: previous, constant: 10),
        title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
        detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 4),
        detail.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
        title.topAnchor.constraint(equalTo: row.topAnchor),
        detail.topAnchor.constraint(equalTo: row.topAnchor),
        row.bottomAnchor.constraint(equalTo: title.bottomAnchor),
      ]
      previous = row.bottomAnchor
    }
    constraints.append(root.bottomAnchor.constraint(equalTo: previous))
    try LayoutConstraint.activate(constraints)
    return root
  }

  @Test func resizingGivesTheFramesOfAFreshLayoutAtTheNewSize() throws {
    let resized = try column(count: 8)
    try resized.layout(width: 320, height: nil)
    for width in [200.0, 90, 400, 375] {
      try resized.layout(width: width, height: nil)
      let fresh = try column(count: 8)
      try fresh.layout(width: width, height: nil)
      #expect(resized.frame == fresh.frame)
      for (a, b) in zip(resized.subtree, fresh.subtree) {
        #expect(
          isApproximately(a.frame.minX, b.frame.minX)
            && isApproximately(a.frame.width, b.frame.width)
            && isApproximately(a.frame.minY, b.frame.minY),
          "\(a.name) at width \(width): \(a.frame) vs \(b.frame)")
      }
    }
    // Hand check at 375: detail = 375 − 8 − 50 − 4 − 8 = 305; 8 rows of 20 with 10
    // above each: 240 high.
    let detail = resized.children[3].children[1]
    expectFrame(detail, 62, 0, 305, 20)
    #expect(resized.frame.height == 240)
  }

  /// A layout leaves the frames it would write again unchanged (the engine keeps what
  /// it wrote), yet a frame set by hand since is written again, and the frames after
  /// any change are a fresh layout's.
  @Test func framesSetByHandAreWrittenAgainAndUnchangedOnesStayRight() throws {
    let root = try column(count: 6)
    try root.layout(width: 320, height: nil)
    let row = root.children[2]
    let title = row.children[0]
    let detail = row.children[1]
    // Hand check: rows of 20 with 10 above each; the title 50 wide at 8.
    expectFrame(row, 0, 70, 320, 20)
    expectFrame(title, 8, 0, 50, 20)
    // Frames set by hand on nodes whose computed frames do not change, and the
    // root's origin (its own business): the next layout puts the nodes back.
    title.frame = Rect(x: 1, y: 2, width: 3, height: 4)
    row.frame.origin = Point(x: 9, y: 9)
    root.frame.origin = Point(x: 5, y: 6)
    root.setNeedsLayout()
    try root.layoutIfNeeded()
    expectFrame(title, 8, 0, 50, 20)
    expectFrame(row, 0, 70, 320, 20)
    expectFrame(root, 5, 6, 320, 180)
    // The first row grows to 35: every row below moves down by 15, their contents
    // stay where they were in them.
    try LayoutConstraint.activate([root.children[0].heightAnchor.constraint(equalToConstant: 35)])
    try root.layoutIfNeeded()
    expectFrame(row, 0, 85, 320, 20)
    expectFrame(title, 8, 0, 50, 20)
    expectFrame(detail, 62, 0, 250, 20)
    let fresh = try column(count: 6)
    try LayoutConstraint.activate([fresh.children[0].heightAnchor.constraint(equalToConstant: 35)])
    try fresh.layout(width: 320, height: nil)
    for (a, b) in zip(root.subtree.dropFirst(), fresh.subtree.dropFirst()) {
      #expect(a.frame == b.frame, "\(a.name): \(a.frame) vs \(b.frame)")
    }
  }

  @Test func aFormerRootBringsItsConstraintsIntoTheTreeItJoins() throws {
    let cell = LayoutNode(name: "cell")
    let label = LayoutNode(name: "label")
    try cell.addChild(label)
    try LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 5),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -5),
      label.topAnchor.constraint(equalTo: cell.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 12),
      cell.heightAnchor.constraint(equalTo: label.heightAnchor),
    ])
    try cell.layout(in: Size(width: 50, height: 12))
    expectFrame(label, 5, 0, 40, 12)
    let list = LayoutNode(name: "list")
    try list.addChild(cell)
    try LayoutConstraint.activate([
      cell.leadingAnchor.constraint(equalTo: list.leadingAnchor, constant: 10),
      cell.trailingAnchor.constraint(equalTo: list.trailingAnchor, constant: -10),
      cell.topAnchor.constraint(equalTo: list.topAnchor, constant: 3),
    ])
    try list.layout(in: Size(width: 200, height: 100))
    expectFrame(cell, 10, 3, 180, 12)
    expectFrame(label, 5, 0, 170, 12)
    #expect(cell.layoutEngine === list.layoutEngine)
  }

  @Test func pixelSnappingRoundsEdgesToTheGrid() throws {
    let (root, nodes) = try makeTree("box")
    let box = nodes[0]
    try LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 105.67),
      box.heightAnchor.constraint(equalToConstant: 33.67),
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutEngine.pixelScale = 3
    try root.layout(in: Size(width: 200, height: 200))
    // Exact: x = 47.165, y = 83.165; on a 1/3 grid: 47.0 / 47.333 and 83.0 / 83.333.
    for value in [box.frame.minX, box.frame.minY, box.frame.maxX, box.frame.maxY] {
      #expect(isApproximately((value * 3).rounded(), value * 3, tolerance: 1e-9))
    }
    #expect(abs(box.frame.minX - 47.165) <= 1.0 / 6 + 1e-9)
  }

  @Test func framesKeptAsConstraintsHoldTheNodeWhereItWas() throws {
    let (root, nodes) = try makeTree("fixed", "follower")
    let (fixed, follower) = (nodes[0], nodes[1])
    fixed.frame = Rect(x: 20, y: 30, width: 40, height: 10)
    fixed.translatesFrameIntoConstraints = true
    try LayoutConstraint.activate([
      follower.leftAnchor.constraint(equalTo: fixed.rightAnchor, constant: 5),
      follower.topAnchor.constraint(equalTo: fixed.topAnchor),
      follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
    ])
    try root.layout(in: Size(width: 200, height: 200))
    expectFrame(fixed, 20, 30, 40, 10)
    expectFrame(follower, 65, 30, 40, 10)
    fixed.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    try root.layoutIfNeeded()
    expectFrame(follower, 15, 0, 10, 10)
  }

  /// Frames are read from the solver by value index. A node whose constraints all go
  /// loses its x and y to the solver, which may give their indices to the slacks of
  /// later inequalities: its frame must read 0 there (a variable the solver does not
  /// know), never a slack's value, and every other frame its own.
  @Test func aNodeLeftWithoutConstraintsReadsNoOtherValue() throws {
    let root = LayoutNode(name: "root")
    var children: [LayoutNode] = []
    var pins: [[LayoutConstraint]] = []
    for index in 0..<100 {
      let child = LayoutNode(name: "child\(index)")
      try root.addChild(child)
      let pin = [
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(index)),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(2 * index)),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 5),
      ]
      try LayoutConstraint.activate(pin)
      children.append(child)
      pins.append(pin)
    }
    try root.layout(in: Size(width: 300, height: 400))
    expectFrame(children[7], 7, 14, 10, 5)
    for index in stride(from: 1, to: 100, by: 2) { LayoutConstraint.deactivate(pins[index]) }
    // Inequalities with room to spare: their slacks are basic and far from 0.
    var limits: [LayoutConstraint] = []
    for index in stride(from: 0, to: 100, by: 2) {
      limits.append(
        children[index].trailingAnchor.constraint(
          lessThanOrEqualTo: root.trailingAnchor, constant: -Double(index)))
      limits.append(
        children[index].bottomAnchor.constraint(
          lessThanOrEqualTo: root.bottomAnchor, constant: -Double(index)))
    }
    try LayoutConstraint.activate(limits)
    try root.layout(in: Size(width: 320, height: 400))
    for index in stride(from: 0, to: 100, by: 2) {
      expectFrame(children[index], Double(index), Double(2 * index), 10, 5)
    }
    // The width and height keep their required `>= 0` and settle at 0; x and y are
    // no constraint's.
    for index in stride(from: 1, to: 100, by: 2) {
      #expect(children[index].frame == .zero, "\(children[index])")
    }
  }
}
