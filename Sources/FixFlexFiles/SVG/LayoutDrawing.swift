import FixFlex

/// A drawing of one or more laid-out trees side by side: every node a labelled box at
/// its absolute frame, layout guides hatched, chosen nodes highlighted (frames that
/// differ between the panels) or marked (broken constraints, with a note).
///
/// Each box is an SVG `rect` with `class="node"` (or `"guide"`, plus `differs` or
/// `marked`) and the attributes `data-path`, `data-name` and `data-frame`
/// (`x y width height` in the panel's coordinates, before the panel's offset), so
/// tools and tests can read a drawing back. Trees of any depth are drawn without
/// recursion.
public struct LayoutDrawing: Sendable {
  /// One tree and its heading.
  public struct Panel: Sendable {
    /// The heading (`direct`, `constraints`, a file name).
    public var title: String
    /// The laid-out tree.
    public var root: LaidOutNode

    /// Creates a panel.
    public init(title: String, root: LaidOutNode) {
      self.title = title
      self.root = root
    }
  }

  /// The panels, left to right.
  public var panels: [Panel]
  /// Paths (``LaidOutNode/path``) drawn as differing, in every panel.
  public var highlighted: Set<String>
  /// Paths drawn as marked, with the note written beside the box.
  public var marks: [String: String]

  /// Creates a drawing.
  public init(panels: [Panel], highlighted: Set<String> = [], marks: [String: String] = [:]) {
    self.panels = panels
    self.highlighted = highlighted
    self.marks = marks
  }

  /// The paths whose absolute frames differ by more than `tolerance` in any number
  /// between two trees, or that only one tree has; in the first tree's pre-order,
  /// then the second's.
  public static func differences(
    _ first: LaidOutNode, _ second: LaidOutNode, tolerance: Double = 0.01
  ) -> [String] {
    let firstNodes = first.flattened
    let secondNodes = second.flattened
    var secondFrames: [String: Rect] = [:]
    for node in secondNodes where secondFrames[node.path] == nil {
      secondFrames[node.path] = node.absoluteFrame
    }
    var seen = Set<String>()
    var result: [String] = []
    for node in firstNodes where seen.insert(node.path).inserted {
      guard let other = secondFrames[node.path] else {
        result.append(node.path)
        continue
      }
      if !framesAgree(node.absoluteFrame, other, tolerance: tolerance) {
        result.append(node.path)
      }
    }
    for node in secondNodes where !seen.contains(node.path) {
      seen.insert(node.path)
      result.append(node.path)
    }
    return result
  }

  /// Whether the four numbers of two frames agree within `tolerance`.
  public static func framesAgree(_ a: Rect, _ b: Rect, tolerance: Double) -> Bool {
    let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)]
    return pairs.allSatisfy { pair in
      pair.0 == pair.1 || abs(pair.0 - pair.1) <= tolerance
    }
  }

  /// The drawing as SVG text.
  public func svg() -> String {
    let margin = 16.0
    let heading = 22.0
    let gap = 32.0
    // Each panel's extent: the union of its frames (never smaller than 1×1).
    let extents = panels.map { panel -> Rect in
      var minX = 0.0
      var minY = 0.0
      var maxX = 1.0
      var maxY = 1.0
      for node in panel.root.flattened {
        let frame = node.absoluteFrame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite
        else { continue }
        minX = min(minX, frame.minX, frame.maxX)
        minY = min(minY, frame.minY, frame.maxY)
        maxX = max(maxX, frame.minX, frame.maxX)
        maxY = max(maxY, frame.minY, frame.maxY)
      }
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    // Room for the notes beside marked boxes: about 5.6 points a glyph at size 10.
    let noteRoom = marks.values.map { Double($0.count) * 5.6 + 12 }.max() ?? 0
    let totalWidth =
      margin * 2 + extents.reduce(0) { $0 + $1.width } + gap * Double(max(panels.count - 1, 0))
      + noteRoom
    let totalHeight = margin * 2 + heading + (extents.map(\.height).max() ?? 1)
    var svg = SVGDocument(width: totalWidth, height: totalHeight)
    let hatch = svg.hatchPattern(id: "guide-hatch", color: "#8a8a8a")
    svg.rect(x: 0, y: 0, width: totalWidth, height: totalHeight, fill: "#fff", stroke: "none")

    var panelX = margin
    for (panel, extent) in zip(panels, extents) {
      svg.text(panel.title, x: panelX, y: margin + 12, size: 13, weight: "bold")
      svg.beginGroup(
        dx: panelX - extent.minX, dy: margin + heading - extent.minY,
        attributes: [("class", "panel"), ("data-title", panel.title)])
      draw(panel.root, hatch: hatch, into: &svg)
      svg.endGroup()
      panelX += extent.width + gap
    }
    return svg.render()
  }

  private func draw(_ root: LaidOutNode, hatch: String, into svg: inout SVGDocument) {
    // Guides first, so that the boxes of views are drawn over them.
    let nodes = root.flattened
    let ordered = nodes.filter(\.isGuide) + nodes.filter { !$0.isGuide }
    for node in ordered {
      let frame = node.absoluteFrame
      let differs = highlighted.contains(node.path)
      let note = marks[node.path]
      var classes = [node.isGuide ? "guide" : "node"]
      if differs { classes.append("differs") }
      if note != nil { classes.append("marked") }
      let stroke =
        differs ? "#d62728" : (note != nil ? "#ff7f0e" : (node.isGuide ? "#8a8a8a" : "#2a5d9f"))
      let fill = node.isGuide ? hatch : (differs ? "#d62728" : "#4a90d9")
      let frameText = [frame.minX, frame.minY, frame.width, frame.height].map { decimalText($0, 3) }
        .joined(separator: " ")
      svg.rect(
        x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, fill: fill,
        stroke: stroke, strokeWidth: differs || note != nil ? 2 : 1,
        dash: node.isGuide || note != nil ? "4 2" : nil,
        attributes: [
          ("class", classes.joined(separator: " ")), ("fill-opacity", node.isGuide ? "1" : "0.10"),
          ("data-path", node.path), ("data-name", node.name), ("data-frame", frameText),
        ],
        title: "\(node.path): \(frame)" + (note.map { " — \($0)" } ?? ""))
      // A guide is labelled only where its label fits inside it (spacers are often
      // zero-sized lines, whose labels would pile up over the boxes).
      let fits =
        !node.isGuide
        || (abs(frame.height) >= 12 && abs(frame.width) >= Double(node.name.count) * 5.6 + 6)
      if frame.minX.isFinite, frame.minY.isFinite, fits {
        // Leaves are labelled at the top, containers at the bottom, so that a child
        // at its parent's origin does not hide the parent's label.
        let labelY =
          node.children.isEmpty
          ? min(frame.minY, frame.maxY) + 11 : max(frame.minY, frame.maxY) - 3
        svg.text(
          node.name, x: min(frame.minX, frame.maxX) + 3, y: labelY, size: 10,
          fill: node.isGuide ? "#555" : "#1b3d6b", attributes: [("class", "label")])
        if let note {
          svg.text(
            note, x: max(frame.minX, frame.maxX) + 4, y: min(frame.minY, frame.maxY) + 11,
            size: 10, fill: "#c05800", attributes: [("class", "note")])
        }
      }
    }
  }
}
