import FixFlex
import Flexbox

extension FlexDocument {
  /// Lays the document out with the constraints engine: the tree is translated into
  /// constraints on the layout layer and solved (``FlexTranslation``).
  ///
  /// - Throws: ``FileError`` for a tree the engine refuses (which reading has already
  ///   ruled out).
  func layoutWithConstraints(_ options: LayoutOptions) throws(FileError) -> LaidOutNode {
    let tree = makeTree(options)
    try layOutWithConstraints(tree)
    return laidOut(tree)
  }

  /// Lays `tree` out with the constraints engine in the document's available space.
  ///
  /// - Throws: ``FileError`` naming the node the engine refused.
  func layOutWithConstraints(_ tree: Tree) throws(FileError) {
    do {
      try tree.root.flex.layout(
        engine: .constraints, availableWidth: availableWidth, availableHeight: availableHeight)
    } catch {
      let location = nodes.first { $0.treePath == error.path }?.jsonPath ?? error.path
      throw FileError(file: path, location: location, message: error.description)
    }
  }
}
