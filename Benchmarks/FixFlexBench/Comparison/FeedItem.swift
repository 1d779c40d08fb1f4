/// One item of LayoutFrameworkBenchmark's feed data (SEMANTICS §4.2): the eight
/// strings of item `index`. The headline wraps (up to 3 lines); the fixed labels
/// (`...`, `Like`, `Comment`, `Share`) are part of the cell.
struct FeedItem {
  var index: Int

  /// The strings of the eight changing labels, in ``FeedCell/Label`` order.
  var texts: [String] {
    [
      "action text \(index)", "poster name \(index)",
      "poster title \(index) with some longer stuff", "poster timestamp \(index)",
      "poster comment \(index)", "content title \(index)", "content domain \(index)",
      "actor comment \(index)",
    ]
  }
}
