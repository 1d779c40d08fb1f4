/// A small SVG 1.1 writer: rectangles, lines, polylines, circles, text, groups and
/// a hatching pattern, written in the order they are added. Enough for the CLI's
/// layout drawings and the benchmark's plots; no dependencies.
///
/// Coordinates are user units (points), y growing downwards. Numbers are written
/// with at most three decimals; text and attribute values are escaped.
///
/// ```
/// var svg = SVGDocument(width: 120, height: 40)
/// svg.rect(x: 10, y: 10, width: 100, height: 20, fill: "#eef", stroke: "#336")
/// svg.text("title", x: 14, y: 24, size: 11)
/// let text = svg.render()
/// ```
public struct SVGDocument: Sendable {
  /// The canvas width.
  public var width: Double
  /// The canvas height.
  public var height: Double
  /// Definitions (patterns, markers), written inside `<defs>`.
  private var definitions: [String] = []
  /// The drawing, one element (or group tag) a line.
  private var body: [String] = []
  /// How many groups are open.
  private var openGroups = 0

  /// Creates an empty canvas.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A rectangle.
  ///
  /// A negative width or height is drawn from the other edge (SVG refuses negative
  /// sizes); non-finite coordinates draw nothing.
  ///
  /// - Parameters:
  ///   - fill: A colour, `none`, or a paint server such as ``hatchPattern(id:color:)``
  ///     returns.
  ///   - attributes: Further attributes, written as given (`class`, `data-…`).
  ///   - title: A tooltip, written as a `<title>` child.
  public mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String = "none",
    stroke: String = "#000", strokeWidth: Double = 1, dash: String? = nil,
    attributes: [(String, String)] = [], title: String? = nil
  ) {
    guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return }
    var list: [(String, String)] = [
      ("x", svgNumber(min(x, x + width))), ("y", svgNumber(min(y, y + height))),
      ("width", svgNumber(abs(width))), ("height", svgNumber(abs(height))),
      ("fill", fill), ("stroke", stroke), ("stroke-width", svgNumber(strokeWidth)),
    ]
    if let dash { list.append(("stroke-dasharray", dash)) }
    list += attributes
    element("rect", list, title: title)
  }

  /// A straight line.
  public mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String = "#000",
    strokeWidth: Double = 1, dash: String? = nil, attributes: [(String, String)] = []
  ) {
    guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return }
    var list: [(String, String)] = [
      ("x1", svgNumber(x1)), ("y1", svgNumber(y1)), ("x2", svgNumber(x2)),
      ("y2", svgNumber(y2)), ("stroke", stroke), ("stroke-width", svgNumber(strokeWidth)),
    ]
    if let dash { list.append(("stroke-dasharray", dash)) }
    element("line", list + attributes)
  }

  /// An open path through `points` (non-finite points are left out).
  public mutating func polyline(
    _ points: [(x: Double, y: Double)], stroke: String, strokeWidth: Double = 1.5,
    dash: String? = nil, attributes: [(String, String)] = []
  ) {
    let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
    guard !finite.isEmpty else { return }
    let text = finite.map { "\(svgNumber($0.x)),\(svgNumber($0.y))" }.joined(separator: " ")
    var list: [(String, String)] = [
      ("points", text), ("fill", "none"), ("stroke", stroke),
      ("stroke-width", svgNumber(strokeWidth)),
    ]
    if let dash { list.append(("stroke-dasharray", dash)) }
    element("polyline", list + attributes)
  }

  /// A filled circle (a plot marker).
  public mutating func circle(
    cx: Double, cy: Double, r: Double, fill: String, attributes: [(String, String)] = [],
    title: String? = nil
  ) {
    guard cx.isFinite, cy.isFinite, r.isFinite else { return }
    element(
      "circle",
      [("cx", svgNumber(cx)), ("cy", svgNumber(cy)), ("r", svgNumber(r)), ("fill", fill)]
        + attributes, title: title)
  }

  /// Text whose baseline starts at (`x`, `y`), or is centred or ends there (`anchor`:
  /// `start`, `middle`, `end`).
  public mutating func text(
    _ content: String, x: Double, y: Double, size: Double = 11, anchor: String = "start",
    fill: String = "#000", weight: String? = nil, rotate: Double? = nil,
    attributes: [(String, String)] = []
  ) {
    guard x.isFinite, y.isFinite else { return }
    var list: [(String, String)] = [
      ("x", svgNumber(x)), ("y", svgNumber(y)), ("font-family", "Helvetica, Arial, sans-serif"),
      ("font-size", svgNumber(size)), ("text-anchor", anchor), ("fill", fill),
    ]
    if let weight { list.append(("font-weight", weight)) }
    if let rotate {
      list.append(("transform", "rotate(\(svgNumber(rotate)) \(svgNumber(x)) \(svgNumber(y)))"))
    }
    body.append("<text\(attributeText(list + attributes))>\(xmlEscaped(content))</text>")
  }

  /// Opens a group (`<g>`), optionally moved by (`dx`, `dy`); close it with
  /// ``endGroup()``. Groups left open are closed by ``render()``.
  public mutating func beginGroup(
    dx: Double = 0, dy: Double = 0, attributes: [(String, String)] = []
  ) {
    var list = attributes
    if dx != 0 || dy != 0 {
      list.insert(("transform", "translate(\(svgNumber(dx)) \(svgNumber(dy)))"), at: 0)
    }
    body.append("<g\(attributeText(list))>")
    openGroups += 1
  }

  /// Closes the innermost open group (nothing when none is open).
  public mutating func endGroup() {
    guard openGroups > 0 else { return }
    body.append("</g>")
    openGroups -= 1
  }

  /// Defines (once per `id`) a pattern of diagonal lines in `color`, and returns the
  /// paint to pass as a fill: `url(#id)`. Layout guides are drawn with it.
  public mutating func hatchPattern(id: String, color: String) -> String {
    let paint = "url(#\(id))"
    let opening = "<pattern id=\"\(xmlEscaped(id))\""
    if definitions.contains(where: { $0.hasPrefix(opening) }) { return paint }
    definitions.append(
      opening
        + " width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"\(xmlEscaped(color))\" stroke-width=\"1.5\"/>"
        + "</pattern>")
    return paint
  }

  /// The document as SVG text, with an XML declaration and a `viewBox` equal to the
  /// canvas.
  public func render() -> String {
    let w = svgNumber(max(width, 1))
    let h = svgNumber(max(height, 1))
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\""
        + " viewBox=\"0 0 \(w) \(h)\">",
    ]
    if !definitions.isEmpty {
      lines.append("<defs>")
      lines += definitions
      lines.append("</defs>")
    }
    lines += body
    lines += Array(repeating: "</g>", count: openGroups)
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private mutating func element(_ name: String, _ list: [(String, String)], title: String? = nil) {
    if let title {
      body.append("<\(name)\(attributeText(list))><title>\(xmlEscaped(title))</title></\(name)>")
    } else {
      body.append("<\(name)\(attributeText(list))/>")
    }
  }

  private func attributeText(_ list: [(String, String)]) -> String {
    list.map { " \($0.0)=\"\(xmlEscaped($0.1))\"" }.joined()
  }
}

/// A coordinate for SVG: at most three decimals, no exponent for ordinary sizes.
func svgNumber(_ value: Double) -> String {
  decimalText(value, 3)
}

/// `text` with `&`, `<`, `>`, `"` and `'` escaped, and control characters that XML
/// 1.0 forbids replaced by `?`.
public func xmlEscaped(_ text: String) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&apos;"
    case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
    default:
      if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
        result += "?"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result
}
