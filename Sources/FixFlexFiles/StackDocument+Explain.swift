import FixFlex

// `fixflex explain` and the marks of `fixflex render` for `.stack.json`: what each
// stack call generated, the conflicts the engine met and the constraint it broke for
// each, and the nodes whose frames the constraints leave undetermined.

extension StackDocument: ExplainableDocument {
  /// Lays the document out and explains it: one section per stack call (its
  /// constraints and guides in creation order), then the conflicts (each in Auto
  /// Layout's words, with the constraint broken) and the ambiguous nodes.
  ///
  /// - Throws: ``FileError`` as ``layout(_:)`` does.
  public func explain(_ options: LayoutOptions) throws(FileError) -> Explanation {
    let tree = try build(direction: options.direction)
    do {
      try tree.parent.layout(
        width: options.width ?? parentSize.width, height: options.height ?? parentSize.height)
    } catch {
      throw FileError(file: path, location: "parent", message: error.description)
    }
    var explanation = Explanation()
    for (index, (spec, result)) in zip(stacks, tree.stackResults).enumerated() {
      let call = spec.axis == .horizontal ? "hstack" : "vstack"
      var lines = result.constraints.map { constraint in
        constraint.isBroken ? "\(constraint)  (broken: acts at 999)" : constraint.description
      }
      if !result.layoutGuides.isEmpty {
        lines.append("guides: " + result.layoutGuides.map(\.name).joined(separator: ", "))
      }
      explanation.sections.append(
        Explanation.Section(
          title: "stacks[\(index)]: \(call), \(result.constraints.count) constraints, "
            + "\(result.layoutGuides.count) guides",
          lines: lines))
    }
    let engine = tree.parent.layoutEngine
    if !engine.conflicts.isEmpty {
      var lines: [String] = []
      for report in engine.conflicts {
        lines += report.description.split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init)
        let name = report.broken.nodeName
        if let name, name == "parent" || tree.node(named: name) != nil {
          explanation.marks.append(
            Explanation.Mark(
              path: name == "parent" ? "parent" : "parent/\(name)",
              note: "breaks \(report.broken.description)"))
        }
      }
      explanation.sections.append(Explanation.Section(title: "conflicts", lines: lines))
    }
    let ambiguous = engine.ambiguousNodes
    if !ambiguous.isEmpty {
      explanation.sections.append(
        Explanation.Section(
          title: "ambiguous nodes",
          lines: ambiguous.map { "\($0.name): frame not determined by its constraints" }))
      for node in ambiguous {
        explanation.marks.append(Explanation.Mark(path: markPath(node), note: "ambiguous"))
      }
    }
    return explanation
  }

  /// The ``LaidOutNode/path`` of a node of this document's tree.
  private func markPath(_ node: LayoutNode) -> String {
    node.parent == nil ? "parent" : "parent/\(node.name)"
  }
}
