import FixFlex
import Flexbox

// `fixflex explain` (and `fixflex layout --explain`) for `.flex.json`: per container,
// the decisions made before solving and, with the constraints engine, the
// constraints and guides its translation produced.

extension FlexDocument: ExplainableDocument {
  /// Explains the document's layout, one section per flex container (parents first).
  ///
  /// With the constraints engine each section lists the decisions the translation
  /// made before solving (line breaks, whether each line grows or shrinks, which items
  /// flex with the line's variable `u` and which are frozen, justification and
  /// alignment), then every constraint with what it expresses, then the guides. With
  /// the direct engine it lists the same §9 decisions — computed by the translation's
  /// planner, which follows the direct algorithm's steps — and says that
  /// `--engine constraints` shows the constraints built from them; for a tree deeper
  /// than 64 levels it says that it lists none (the constraints engine takes long
  /// on deep trees).
  ///
  /// - Throws: ``FileError`` as ``layout(_:)`` does.
  public func explain(_ options: LayoutOptions) throws(FileError) -> Explanation {
    let showsConstraints = options.engine == .constraints
    var explanation = Explanation()
    if !showsConstraints {
      let depth = self.depth
      guard depth <= Self.deepestExplainedWithTheDirectEngine else {
        explanation.sections.append(
          Explanation.Section(
            title: "direct engine: decisions not listed",
            lines: [
              "the tree is \(depth) levels deep: the decisions come from the constraints engine,",
              "which takes long on trees deeper than "
                + "\(Self.deepestExplainedWithTheDirectEngine) levels;",
              "run with --engine constraints to compute them anyway",
            ]))
        return explanation
      }
      explanation.sections.append(
        Explanation.Section(
          title: "direct engine: the decisions of CSS flexbox §9 per container",
          lines: [
            "(computed by the constraints engine's planner, which follows the same steps;",
            "run with --engine constraints for the constraints built from them)",
          ]))
    }
    let tree = makeTree(options)
    try layOutWithConstraints(tree)
    guard let translation = tree.root.flex.translation else { return explanation }
    for container in translation.containers {
      let node = container.container
      let location =
        nodes.first { $0.treePath == node.name && $0.jsonPath != node.name }
        .map { " (\($0.jsonPath))" } ?? ""
      var title = "\(node.name)\(location): \(container.lineCount) line(s)"
      var lines: [String] = []
      if showsConstraints {
        title +=
          ", \(container.constraints.count) constraints, "
          + "\(container.layoutGuides.count) guides"
        lines.append("decided before solving:")
        lines += container.decisions.map { "  " + $0 }
        lines.append("constraints:")
        lines += container.descriptions.map { "  " + $0 }
        if !container.layoutGuides.isEmpty {
          lines.append("guides: " + container.layoutGuides.map(\.name).joined(separator: ", "))
        }
      } else {
        lines = container.decisions
      }
      explanation.sections.append(Explanation.Section(title: title, lines: lines))
    }
    return explanation
  }
}

extension FlexDocument {
  /// How deep a tree `explain` with the direct engine lists decisions for: they come
  /// from the constraints engine, whose time grows faster than the depth.
  static let deepestExplainedWithTheDirectEngine = 64
}
