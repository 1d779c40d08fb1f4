import FixFlex
import FixFlexFiles

/// `fixflex-bench frames SCREEN N [ENGINE] [--resized]`: lays one of the main job's
/// screens out through one approach (`direct` by default) and prints every node's
/// frame, one line each (`path x y width height`, relative to the parent), so that a
/// screen can be read, compared between approaches and checked by hand. The feed is
/// its list of N cells (item i in cell i); `--resized` lays the tree out at the first
/// size, then at the second, and prints the second. `--json` prints a `.frames.json`
/// file instead (guides included), which `fixflex render` and `fixflex check` read.
enum FramesCommand {
  static let usage =
    "fixflex-bench frames SCREEN N [stacks | constraints | direct] [--resized] [--json]"

  /// The screens by name.
  static var screens: [TreeScreen] {
    [ScreenFlat.screen, ScreenDeep.screen, ScreenGrid.screen, ScreenFeed.list]
  }

  /// The report, or why the arguments are wrong.
  static func run(_ arguments: [String]) throws(BenchUsageError) -> String {
    var rest = arguments
    let resized = rest.contains("--resized")
    let json = rest.contains("--json")
    rest.removeAll { $0 == "--resized" || $0 == "--json" }
    if let option = rest.first(where: { $0.hasPrefix("-") }) {
      throw BenchUsageError("frames: unknown option '\(option)'; usage: \(usage)")
    }
    guard rest.count == 2 || rest.count == 3 else {
      throw BenchUsageError("frames takes a screen, a size and an approach; usage: \(usage)")
    }
    let names = screens.map(\.name).joined(separator: ", ")
    guard let screen = screens.first(where: { $0.name == rest[0] }) else {
      throw BenchUsageError("frames: no screen '\(rest[0])' (screens: \(names))")
    }
    guard let size = Int(rest[1]), size >= 1, size <= 100_000 else {
      throw BenchUsageError("frames: N must be an integer from 1 to 100 000, got '\(rest[1])'")
    }
    let approach = rest.count == 3 ? Approach(rawValue: rest[2]) : .direct
    guard let approach else {
      throw BenchUsageError("frames: no approach '\(rest[2])' (stacks, constraints, direct)")
    }
    guard Approach.available.contains(approach) else {
      throw BenchUsageError("frames: \(approach.title) is not in this build (issue 6)")
    }
    do {
      let root = try screen.laidOut(approach, size)
      if resized { try screen.resize(root, approach, size) }
      if json {
        return FramesDocument.text(
          of: laidOut(root, origin: Point(x: 0, y: 0), path: root.name),
          name: "\(screen.name) \(size) (\(approach.title))")
      }
      return Agreement.views(root).map { node in
        let frame = node.frame
        let numbers = [frame.minX, frame.minY, frame.width, frame.height]
        return Agreement.path(node) + " "
          + numbers.map { decimalText($0, 4) }.joined(separator: " ")
      }.joined(separator: "\n") + "\n"
    } catch {
      throw BenchUsageError("frames: the layout failed: \(error)")
    }
  }

  /// The tree as the CLI's formats see it: views, then guides, absolute frames summed.
  static func laidOut(_ node: LayoutNode, origin: Point, path: String, guide: Bool = false)
    -> LaidOutNode
  {
    var absolute = node.frame
    absolute.origin.x += origin.x
    absolute.origin.y += origin.y
    let children =
      node.children.map { child in
        laidOut(child, origin: absolute.origin, path: path + "/" + child.name)
      }
      + node.guides.map { guide in
        laidOut(guide, origin: absolute.origin, path: path + "/" + guide.name, guide: true)
      }
    return LaidOutNode(
      name: node.name, path: path, frame: node.frame, absoluteFrame: absolute, isGuide: guide,
      children: children)
  }
}
