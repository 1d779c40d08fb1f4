import _FixFlexTestSupport

/// Seeded random flexbox trees for the differential between the two engines (issue 6,
/// "Agreement"): each seed gives one `.flex.json` document, the same on every run and
/// platform, so that a disagreement can be written to a file and explained with
/// `fixflex explain FILE --engine constraints`.
///
/// The trees mix the features of the `flex` API densely: both presets of defaults,
/// LTR and RTL (on the root and overridden below it), every direction, wrap, justify
/// and align value, grow, shrink and basis (lengths, percentages, `auto`), min and max
/// sizes, margins (some `auto`), padding, border, gaps, percentages, aspect ratios,
/// absolute and relative children with insets, `display: none` and `contents`,
/// `content-box` sizing, overflow, the sizing keywords (`max-content`, `fit-content`,
/// `stretch`), and text leaves measured by the format's deterministic stand-ins
/// (`text`, `words`, `fixed`), nested up to ``maximumDepth`` levels.
enum RandomFlexTrees {
  /// How deep the containers nest below the root.
  static let maximumDepth = 4

  /// The JSON text of the tree of `seed` (format: `../shared/formats/flex-tree.md`).
  static func json(seed: UInt64) -> String {
    var generator = Generator(random: SeededRandom(seed: seed))
    return generator.document(name: "random_\(seed)")
  }

  /// A second root size and a style change for the tree of `seed`, to lay the kept
  /// translation out again: the available width and height (`nil`: unbounded), and
  /// the node (by pre-order index, never the root) whose grow factor and width change.
  static func changes(seed: UInt64, nodeCount: Int) -> Changes {
    var random = SeededRandom(seed: seed ^ 0x5EED_C4A7_6E5A_11CE)
    func pick(_ values: [Double?]) -> Double? { values[Int(random.next() % UInt64(values.count))] }
    let width = pick([nil, 90, 150, 260, 333, 640])
    let height = pick([nil, nil, 70, 210, 400])
    let node = nodeCount > 1 ? 1 + Int(random.next() % UInt64(nodeCount - 1)) : 0
    let grow = pick([0, 1, 2.5]) ?? 0
    let nodeWidth = pick([nil, 0, 35, 120])
    return Changes(
      availableWidth: width, availableHeight: height, node: node, grow: grow,
      width: nodeWidth)
  }

  /// What ``changes(seed:nodeCount:)`` picked.
  struct Changes {
    var availableWidth: Double?
    var availableHeight: Double?
    var node: Int
    var grow: Double
    /// The node's new width (`nil`: `auto`).
    var width: Double?
  }

  /// Draws the tree's choices from one random sequence.
  private struct Generator {
    var random: SeededRandom
    var nodeCount = 0

    /// A whole document.
    mutating func document(name: String) -> String {
      let defaults = chance(0.5) ? "yoga" : "css"
      let direction = chance(0.25) ? "rtl" : "ltr"
      let width = chance(0.3) ? "null" : number(pick([120, 200, 240, 320, 375, 500]))
      let height = chance(0.5) ? "null" : number(pick([100, 160, 300, 480]))
      let root = node(depth: 0, isRoot: true, indent: " ")
      return """
        {
         "name": "\(name)",
         "defaults": "\(defaults)",
         "direction": "\(direction)",
         "available": {"width": \(width), "height": \(height)},
         "root":
        \(root)
        }

        """
    }

    /// One node and its subtree, as a JSON object.
    mutating func node(depth: Int, isRoot: Bool, indent: String) -> String {
      nodeCount += 1
      var style: [(String, String)] = []
      let childCount: Int
      if isRoot {
        childCount = 1 + int(5)
      } else if depth >= maximumDepth || nodeCount > 40 {
        childCount = 0
      } else {
        childCount = chance(0.45 - 0.08 * Double(depth)) ? 1 + int(4) : 0
      }
      let isText = childCount == 0 && chance(0.45)
      if isRoot {
        if chance(0.3) { style.append(("width", number(pick([100, 180, 250, 300, 420])))) }
        if chance(0.25) { style.append(("height", number(pick([80, 150, 200, 320])))) }
      }
      if childCount > 0 || chance(0.15) { containerStyle(&style, wraps: childCount > 1) }
      if !isRoot { itemStyle(&style, isText: isText) }
      boxStyle(&style, isRoot: isRoot)
      var members = [
        "\"style\": {" + style.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
      ]
      if isText { members.append("\"measure\": " + measure()) }
      var text = indent + "{" + members.joined(separator: ", ")
      if childCount > 0 {
        var children: [String] = []
        for _ in 0..<childCount {
          children.append(node(depth: depth + 1, isRoot: false, indent: indent + "  "))
        }
        text += ", \"children\": [\n" + children.joined(separator: ",\n") + "\n" + indent + "]"
      }
      return text + "}"
    }

    /// Direction, wrap, justification, alignment and gaps.
    mutating func containerStyle(_ style: inout [(String, String)], wraps: Bool) {
      if chance(0.7) {
        style.append(
          ("flexDirection", text(pick(["row", "row-reverse", "column", "column-reverse"]))))
      }
      if wraps, chance(0.35) {
        style.append(("flexWrap", text(pick(["wrap", "wrap-reverse", "nowrap"]))))
      }
      if chance(0.5) {
        style.append(
          (
            "justifyContent",
            text(
              pick([
                "flex-start", "flex-end", "center", "space-between", "space-around", "space-evenly",
              ]))
          ))
      }
      if chance(0.5) {
        style.append(
          ("alignItems", text(pick(["flex-start", "flex-end", "center", "stretch", "baseline"]))))
      }
      if chance(0.3) {
        style.append(
          (
            "alignContent",
            text(
              pick([
                "flex-start", "flex-end", "center", "stretch", "space-between", "space-around",
                "space-evenly",
              ]))
          ))
      }
      if chance(0.3) {
        let name = pick(["gap", "rowGap", "columnGap"])
        style.append(
          (name, chance(0.2) ? text(pick(["5%", "10%"])) : number(pick([2, 5, 8, 10]))))
      }
      if chance(0.1) { style.append(("direction", text(pick(["ltr", "rtl"])))) }
    }

    /// Grow, shrink, basis, self-alignment, absolute positioning, display.
    mutating func itemStyle(_ style: inout [(String, String)], isText: Bool) {
      if chance(0.4) { style.append(("flexGrow", number(pick([0, 0.5, 1, 1, 2, 3])))) }
      if chance(0.3) { style.append(("flexShrink", number(pick([0, 0.5, 1, 2])))) }
      if chance(0.3) {
        style.append(
          (
            "flexBasis",
            chance(0.2)
              ? text(pick(["auto", "30%", "50%", "max-content"]))
              : number(pick([0, 20, 40, 75, 120]))
          ))
      }
      if chance(0.2) {
        style.append(
          (
            "alignSelf",
            text(pick(["auto", "flex-start", "flex-end", "center", "stretch", "baseline"]))
          ))
      }
      if chance(0.08) {
        style.append(("position", text("absolute")))
        for name in ["left", "right", "top", "bottom", "start", "end"] where chance(0.3) {
          style.append(
            (name, chance(0.2) ? text(pick(["10%", "25%"])) : number(pick([0, 4, 10, 25]))))
        }
      } else if chance(0.05) {
        style.append(("position", text("relative")))
        style.append((pick(["left", "top", "bottom", "right"]), number(pick([3, 7]))))
      }
      if chance(0.03) {
        style.append(("display", text("none")))
      } else if chance(0.03) {
        style.append(("display", text("contents")))
      }
      if chance(0.05) { style.append(("boxSizing", text("content-box"))) }
      if chance(0.05) { style.append(("overflow", text(pick(["hidden", "scroll"])))) }
      if chance(0.08) { style.append(("aspectRatio", number(pick([0.5, 1, 1.5, 2])))) }
    }

    /// Sizes, min/max, margins, padding, border.
    mutating func boxStyle(_ style: inout [(String, String)], isRoot: Bool) {
      let sizes: [Double] = [10, 24, 30, 45, 60, 80, 100, 150]
      for name in ["width", "height"] where !isRoot && chance(0.3) {
        let keyword = pick(["25%", "50%", "100%", "auto", "max-content", "fit-content", "stretch"])
        style.append((name, chance(0.25) ? text(keyword) : number(pick(sizes))))
      }
      for name in ["minWidth", "minHeight"] where chance(0.1) {
        style.append(
          (name, chance(0.2) ? text(pick(["20%", "40%"])) : number(pick([15, 40, 70]))))
      }
      for name in ["maxWidth", "maxHeight"] where chance(0.1) {
        style.append(
          (name, chance(0.2) ? text(pick(["50%", "80%"])) : number(pick([20, 50, 90, 140]))))
      }
      if chance(0.3) {
        let name = pick([
          "margin", "marginLeft", "marginRight", "marginTop", "marginBottom", "marginStart",
          "marginEnd",
          "marginHorizontal", "marginVertical",
        ])
        let value =
          chance(0.15) ? text("auto") : chance(0.15) ? text("5%") : number(pick([2, 5, 10]))
        style.append((name, value))
      }
      if chance(0.3) {
        let name = pick([
          "padding", "paddingLeft", "paddingTop", "paddingStart", "paddingEnd", "paddingVertical",
        ])
        style.append((name, chance(0.15) ? text("4%") : number(pick([1, 4, 8, 12]))))
      }
      if chance(0.15) {
        let name = pick(["border", "borderLeft", "borderTop", "borderStart", "borderBottom"])
        style.append((name, number(pick([1, 2, 5]))))
      }
    }

    /// A text leaf's stand-in measure.
    mutating func measure() -> String {
      let glyphWidth = number(pick([5, 8, 10]))
      let lineHeight = number(pick([10, 14, 20]))
      switch int(3) {
      case 0:
        return "{\"kind\": \"text\", \"glyphs\": \(1 + int(40)), \"glyphWidth\": \(glyphWidth), "
          + "\"lineHeight\": \(lineHeight)}"
      case 1:
        let words = (0...int(7)).map { _ in String(1 + int(8)) }.joined(separator: ", ")
        return "{\"kind\": \"words\", \"words\": [\(words)], \"glyphWidth\": \(glyphWidth), "
          + "\"lineHeight\": \(lineHeight)}"
      default:
        return "{\"kind\": \"fixed\", \"width\": \(number(pick([20, 45, 90]))), "
          + "\"height\": \(number(pick([10, 25, 40])))}"
      }
    }

    mutating func chance(_ probability: Double) -> Bool {
      Double(random.next() >> 11) / Double(1 << 53) < probability
    }

    mutating func int(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

    mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }

    func number(_ value: Double) -> String {
      value == value.rounded() ? String(Int(value)) : String(value)
    }

    func text(_ value: String) -> String { "\"\(value)\"" }
  }
}
