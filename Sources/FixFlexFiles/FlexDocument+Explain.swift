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
  /// `--engine constraints` shows the constraints built from them.
  ///
  /// - Throws: ``FileError`` as ``layout(_:)`` does.
  public func explain(_ options: LayoutOptions) throws(FileError) -> Explanation {
    let tree = makeTree(options)
    try layOutWithConstraints(tree)
    let showsConstraints = options.engine == .constraints
    var explanation = Explanation()
    if !showsConstraints {
      explanation.sections.append(
        Explanation.Section(
          title: "direct engine: the decisions of CSS flexbox §9 per container",
          lines: [
            "(computed by the constraints engine's planner, which follows the same steps;",
            "run with --engine constraints for the constraints built from them)",
          ]))
    }
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
