import FixFlexFiles

/// The layout file formats the tool reads, chosen by file extension (the longest
/// ``LayoutDocument/fileExtension`` that ends the path wins). `.cass` scripts are
/// handled apart, by the Cassowary module's `CassScript`.
///
/// The one place to register a format: add its `LayoutDocument` type here (e.g.
/// `FlexDocument.self` for `.flex.json`, `StackDocument.self` for `.stack.json`) and
/// every command — `layout`, `check`, `render`, `explain` — and the help text know it.
/// A format that also conforms to `ExplainableDocument` adds its sections to
/// `fixflex explain` and its marks to `fixflex render`.
///
/// (A computed list: metatype arrays are not `Sendable`, so a global `let` of one is
/// not concurrency-safe in Swift 6.)
var documentFormats: [any LayoutDocument.Type] {
  [
    FramesDocument.self,
    FlexDocument.self,
  ]
}
