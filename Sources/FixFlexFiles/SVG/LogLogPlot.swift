import Foundation

/// A log-log line plot (time against size, one line per approach) drawn with
/// ``SVGDocument``: axes with a tick at every power of ten (unlabelled ticks at 2…9
/// times it), a grid, a title, axis labels and a legend.
///
/// On log-log axes a cost linear in N is a line of slope 1, a quadratic one of
/// slope 2, so growth is seen rather than read. Points with a zero, negative or
/// non-finite coordinate cannot be placed and are left out.
public struct LogLogPlot: Sendable {
  /// One line of the plot.
  public struct Series: Sendable {
    /// The legend entry.
    public var name: String
    /// The points, in any order (they are joined in order of `x`).
    public var points: [(x: Double, y: Double)]
    /// Whether to draw the line dashed (reference figures of other engines).
    public var dashed: Bool

    /// Creates a series.
    public init(name: String, points: [(x: Double, y: Double)], dashed: Bool = false) {
      self.name = name
      self.points = points
      self.dashed = dashed
    }
  }

  /// The heading above the plot.
  public var title: String
  /// The horizontal axis label.
  public var xLabel: String
  /// The vertical axis label.
  public var yLabel: String
  /// The lines.
  public var series: [Series]
  /// How a tick value on the horizontal axis is written.
  public var xTickText: @Sendable (Double) -> String
  /// How a tick value on the vertical axis is written.
  public var yTickText: @Sendable (Double) -> String

  /// Creates a plot; tick labels default to ``sizeText(_:)`` and ``durationText(_:)``
  /// (the vertical values being milliseconds).
  public init(
    title: String, xLabel: String, yLabel: String, series: [Series],
    xTickText: @escaping @Sendable (Double) -> String = LogLogPlot.sizeText,
    yTickText: @escaping @Sendable (Double) -> String = LogLogPlot.durationText
  ) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.series = series
    self.xTickText = xTickText
    self.yTickText = yTickText
  }

  /// Line colours, in the order series are given (then repeated).
  public static let palette = [
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
  ]

  /// `100`, `1k`, `10k`, `1M`.
  public static func sizeText(_ value: Double) -> String {
    if value >= 1e6 { return decimalText(value / 1e6, 1) + "M" }
    if value >= 1e3 { return decimalText(value / 1e3, 1) + "k" }
    return decimalText(value, 2)
  }

  /// A duration given in milliseconds: `10 ns`, `1 µs`, `100 ms`, `10 s`.
  public static func durationText(_ milliseconds: Double) -> String {
    if milliseconds >= 1000 { return decimalText(milliseconds / 1000, 2) + " s" }
    if milliseconds >= 1 { return decimalText(milliseconds, 2) + " ms" }
    if milliseconds >= 1e-3 { return decimalText(milliseconds * 1e3, 2) + " µs" }
    return decimalText(milliseconds * 1e6, 2) + " ns"
  }

  /// The plot as SVG text.
  public func svg() -> String {
    let width = 640.0
    let height = 420.0
    let left = 78.0
    let right = 180.0
    let top = 40.0
    let bottom = 56.0
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom

    let placed = series.map { line in
      line.points.filter { $0.x > 0 && $0.y > 0 && $0.x.isFinite && $0.y.isFinite }
        .sorted { $0.x < $1.x }
    }
    let xs = placed.flatMap { $0.map(\.x) }
    let ys = placed.flatMap { $0.map(\.y) }
    let (xLow, xHigh) = LogLogPlot.decadeRange(xs)
    let (yLow, yHigh) = LogLogPlot.decadeRange(ys)

    func px(_ x: Double) -> Double {
      left + (log10(x) - Double(xLow)) / Double(xHigh - xLow) * plotWidth
    }
    func py(_ y: Double) -> Double {
      top + plotHeight - (log10(y) - Double(yLow)) / Double(yHigh - yLow) * plotHeight
    }

    var svg = SVGDocument(width: width, height: height)
    svg.rect(x: 0, y: 0, width: width, height: height, fill: "#fff", stroke: "none")
    svg.text(title, x: left, y: 24, size: 14, weight: "bold", attributes: [("class", "title")])

    // Grid and ticks: a labelled tick at each power of ten, light ticks between.
    for decade in xLow...xHigh {
      let value = LogLogPlot.power(decade)
      let x = px(value)
      svg.line(x1: x, y1: top, x2: x, y2: top + plotHeight, stroke: "#ddd", strokeWidth: 1)
      svg.line(x1: x, y1: top + plotHeight, x2: x, y2: top + plotHeight + 6, stroke: "#000")
      svg.text(
        xTickText(value), x: x, y: top + plotHeight + 20, size: 11, anchor: "middle",
        attributes: [("class", "x-tick")])
      if decade < xHigh {
        for step in 2...9 {
          let minor = px(value * Double(step))
          svg.line(
            x1: minor, y1: top + plotHeight, x2: minor, y2: top + plotHeight + 3, stroke: "#000",
            strokeWidth: 0.5)
        }
      }
    }
    for decade in yLow...yHigh {
      let value = LogLogPlot.power(decade)
      let y = py(value)
      svg.line(x1: left, y1: y, x2: left + plotWidth, y2: y, stroke: "#ddd", strokeWidth: 1)
      svg.line(x1: left - 6, y1: y, x2: left, y2: y, stroke: "#000")
      svg.text(
        yTickText(value), x: left - 9, y: y + 4, size: 11, anchor: "end",
        attributes: [("class", "y-tick")])
      if decade < yHigh {
        for step in 2...9 {
          let minor = py(value * Double(step))
          svg.line(x1: left - 3, y1: minor, x2: left, y2: minor, stroke: "#000", strokeWidth: 0.5)
        }
      }
    }
    // Axes.
    svg.line(
      x1: left, y1: top + plotHeight, x2: left + plotWidth, y2: top + plotHeight, stroke: "#000",
      attributes: [("class", "x-axis")])
    svg.line(
      x1: left, y1: top, x2: left, y2: top + plotHeight, stroke: "#000",
      attributes: [("class", "y-axis")])
    svg.text(xLabel, x: left + plotWidth / 2, y: height - 14, size: 12, anchor: "middle")
    svg.text(yLabel, x: 18, y: top + plotHeight / 2, size: 12, anchor: "middle", rotate: -90)

    // Lines, markers and the legend.
    for (index, line) in series.enumerated() {
      let color = LogLogPlot.palette[index % LogLogPlot.palette.count]
      let points = placed[index].map { (x: px($0.x), y: py($0.y)) }
      svg.beginGroup(attributes: [("class", "series"), ("data-name", line.name)])
      svg.polyline(points, stroke: color, dash: line.dashed ? "6 4" : nil)
      for (point, value) in zip(points, placed[index]) {
        svg.circle(
          cx: point.x, cy: point.y, r: 3, fill: color,
          title: "\(line.name): \(xTickText(value.x)) → \(yTickText(value.y))")
      }
      svg.endGroup()
      let legendY = top + 8 + Double(index) * 18
      let legendX = left + plotWidth + 16
      svg.line(
        x1: legendX, y1: legendY, x2: legendX + 22, y2: legendY, stroke: color, strokeWidth: 2,
        dash: line.dashed ? "6 4" : nil)
      svg.text(
        line.name, x: legendX + 28, y: legendY + 4, size: 11, attributes: [("class", "legend")])
    }
    if xs.isEmpty {
      svg.text(
        "no data", x: left + plotWidth / 2, y: top + plotHeight / 2, size: 12, anchor: "middle")
    }
    return svg.render()
  }

  /// The powers of ten that enclose `values` (at least one decade wide).
  static func decadeRange(_ values: [Double]) -> (Int, Int) {
    guard let low = values.min(), let high = values.max() else { return (0, 1) }
    let lowDecade = Int(log10(low).rounded(.down))
    var highDecade = Int(log10(high).rounded(.up))
    if highDecade <= lowDecade { highDecade = lowDecade + 1 }
    return (lowDecade, highDecade)
  }

  static func power(_ decade: Int) -> Double {
    var value = 1.0
    if decade >= 0 {
      for _ in 0..<decade { value *= 10 }
    } else {
      for _ in 0..<(-decade) { value /= 10 }
    }
    return value
  }
}
