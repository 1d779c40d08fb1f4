import FixFlex
import Flexbox

/// One validated style property of a `.flex.json` node, ready to apply to a `Flex`.
enum FlexStyleSetter: Sendable {
  case flexDirection(Flex.Direction)
  case justifyContent(Flex.JustifyContent)
  case alignItems(Flex.AlignItems)
  case alignSelf(Flex.AlignSelf)
  case alignContent(Flex.AlignContent)
  case flexWrap(Flex.Wrap)
  case position(Flex.Position)
  case boxSizing(Flex.BoxSizing)
  case display(Flex.Display)
  case direction(Flex.LayoutDirection)
  case overflow(Flex.Overflow)
  case flexGrow(Double)
  case flexShrink(Double)
  case aspectRatio(Double)
  case margin(Edge, Value)
  case padding(Edge, Value)
  case border(Edge, Double)
  case inset(Edge, Value)
  case size(SizeProperty, Value)
  case gap(GapProperty, Value)

  /// The nine edge slots.
  enum Edge: String, Sendable, CaseIterable {
    case all = ""
    case left = "Left"
    case top = "Top"
    case right = "Right"
    case bottom = "Bottom"
    case start = "Start"
    case end = "End"
    case horizontal = "Horizontal"
    case vertical = "Vertical"
  }

  /// The size properties.
  enum SizeProperty: String, Sendable, CaseIterable {
    case width, height, minWidth, minHeight, maxWidth, maxHeight, flexBasis
  }

  /// The gap properties.
  enum GapProperty: String, Sendable, CaseIterable {
    case gap, rowGap, columnGap
  }

  /// A length value.
  enum Value: Sendable {
    case points(Double)
    case percent(Double)
    case auto
    case keyword(Flex.SizeKeyword)
  }

  /// What a value may be.
  struct Allowed: OptionSet {
    let rawValue: Int
    static let percent = Allowed(rawValue: 1)
    static let auto = Allowed(rawValue: 2)
    static let keywords = Allowed(rawValue: 4)
    static let negative = Allowed(rawValue: 8)
  }

  /// Validates one property. `nil` message: fine; else the reason it is refused.
  static func parse(name: String, value: FlexDocument.StyleValue) -> Result<Self, Refusal> {
    func keyword<T>(_ table: [String: T], _ make: (T) -> Self) -> Result<Self, Refusal> {
      guard case .string(let text) = value else {
        return .failure(.init("expected one of \(table.keys.sorted().joined(separator: ", "))"))
      }
      guard let found = table[text] else {
        return .failure(
          .init(
            "unknown value \"\(text)\"; expected one of "
              + table.keys.sorted().joined(separator: ", ")))
      }
      return .success(make(found))
    }
    func number(_ positive: Bool, _ make: (Double) -> Self) -> Result<Self, Refusal> {
      guard case .number(let number) = value else {
        return .failure(.init("expected a number"))
      }
      guard number.isFinite else { return .failure(.init("expected a finite number")) }
      if positive ? number <= 0 : number < 0 {
        return .failure(.init(positive ? "must be greater than zero" : "must not be negative"))
      }
      return .success(make(number))
    }
    func length(_ allowed: Allowed, _ make: (Value) -> Self) -> Result<Self, Refusal> {
      switch parseLength(value, allowed) {
      case .success(let length): return .success(make(length))
      case .failure(let refusal): return .failure(refusal)
      }
    }
    switch name {
    case "flexDirection": return keyword(Tables.direction, Self.flexDirection)
    case "justifyContent": return keyword(Tables.justify, Self.justifyContent)
    case "alignItems": return keyword(Tables.alignItems, Self.alignItems)
    case "alignSelf": return keyword(Tables.alignSelf, Self.alignSelf)
    case "alignContent": return keyword(Tables.alignContent, Self.alignContent)
    case "flexWrap": return keyword(Tables.wrap, Self.flexWrap)
    case "position": return keyword(Tables.position, Self.position)
    case "boxSizing": return keyword(Tables.boxSizing, Self.boxSizing)
    case "display": return keyword(Tables.display, Self.display)
    case "direction": return keyword(Tables.layoutDirection, Self.direction)
    case "overflow": return keyword(Tables.overflow, Self.overflow)
    case "flexGrow": return number(false, Self.flexGrow)
    case "flexShrink": return number(false, Self.flexShrink)
    case "aspectRatio": return number(true, Self.aspectRatio)
    case "left", "top", "right", "bottom", "start", "end":
      let edge = Edge(rawValue: name.prefix(1).uppercased() + name.dropFirst())!
      return length([.percent, .negative]) { .inset(edge, $0) }
    default:
      break
    }
    if let size = SizeProperty(rawValue: name) {
      return length([.percent, .auto, .keywords]) { .size(size, $0) }
    }
    if let gap = GapProperty(rawValue: name) {
      return length([.percent]) { .gap(gap, $0) }
    }
    if name.hasPrefix("margin"), let edge = Edge(rawValue: String(name.dropFirst(6))) {
      return length([.percent, .auto, .negative]) { .margin(edge, $0) }
    }
    if name.hasPrefix("padding"), let edge = Edge(rawValue: String(name.dropFirst(7))) {
      return length([.percent]) { .padding(edge, $0) }
    }
    if name.hasPrefix("border") {
      var suffix = String(name.dropFirst(6))
      if suffix.hasSuffix("Width") { suffix.removeLast(5) }
      if let edge = Edge(rawValue: suffix) {
        return length([]) { value in
          if case .points(let points) = value { return .border(edge, points) }
          return .border(edge, 0)
        }
      }
    }
    return .failure(.init("unknown style property \"\(name)\"", unknownProperty: true))
  }

  /// Why a property was refused.
  struct Refusal: Error {
    var message: String
    var unknownProperty = false
    init(_ message: String, unknownProperty: Bool = false) {
      self.message = message
      self.unknownProperty = unknownProperty
    }
  }

  /// A length: a number (points), `"N%"`, `"auto"` or a sizing keyword, as allowed.
  private static func parseLength(_ value: FlexDocument.StyleValue, _ allowed: Allowed)
    -> Result<Value, Refusal>
  {
    var kinds = ["a number"]
    if allowed.contains(.percent) { kinds.append("a percentage (\"50%\")") }
    if allowed.contains(.auto) { kinds.append("\"auto\"") }
    if allowed.contains(.keywords) {
      kinds.append("\"max-content\", \"fit-content\" or \"stretch\"")
    }
    let expected = "expected " + kinds.joined(separator: ", ")
    switch value {
    case .number(let number):
      guard number.isFinite else { return .failure(.init("expected a finite number")) }
      if number < 0, !allowed.contains(.negative) {
        return .failure(.init("must not be negative"))
      }
      return .success(.points(number))
    case .string(let text):
      if text == "auto" {
        return allowed.contains(.auto) ? .success(.auto) : .failure(.init(expected))
      }
      if let keyword = Tables.sizeKeyword[text] {
        return allowed.contains(.keywords) ? .success(.keyword(keyword)) : .failure(.init(expected))
      }
      if text.hasSuffix("%") {
        guard allowed.contains(.percent) else {
          return .failure(.init("a percentage is not allowed here; \(expected)"))
        }
        let digits = text.dropLast()
        guard let number = Double(digits), number.isFinite, !digits.hasPrefix("+"),
          !digits.contains(" ")
        else {
          return .failure(.init("\"\(text)\" is not a percentage"))
        }
        if number < 0, !allowed.contains(.negative) {
          return .failure(.init("must not be negative"))
        }
        return .success(.percent(number))
      }
      return .failure(.init("unknown value \"\(text)\"; \(expected)"))
    }
  }

  /// Sets the property on `flex`.
  func apply(to flex: Flex) {
    switch self {
    case .flexDirection(let value): flex.direction(value)
    case .justifyContent(let value): flex.justifyContent(value)
    case .alignItems(let value): flex.alignItems(value)
    case .alignSelf(let value): flex.alignSelf(value)
    case .alignContent(let value): flex.alignContent(value)
    case .flexWrap(let value): flex.wrap(value)
    case .position(let value): flex.position(value)
    case .boxSizing(let value): flex.boxSizing(value)
    case .display(let value): flex.display(value)
    case .direction(let value): flex.layoutDirection(value)
    case .overflow(let value): flex.overflow(value)
    case .flexGrow(let value): flex.grow(value)
    case .flexShrink(let value): flex.shrink(value)
    case .aspectRatio(let value): flex.aspectRatio(value)
    case .margin(let edge, let value): Self.applyMargin(edge, value, flex)
    case .padding(let edge, let value): Self.applyPadding(edge, value, flex)
    case .border(let edge, let value): Self.applyBorder(edge, value, flex)
    case .inset(let edge, let value): Self.applyInset(edge, value, flex)
    case .size(let property, let value): Self.applySize(property, value, flex)
    case .gap(let property, let value): Self.applyGap(property, value, flex)
    }
  }

  private static func applyMargin(_ edge: Edge, _ value: Value, _ flex: Flex) {
    switch value {
    case .points(let points):
      switch edge {
      case .all: flex.margin(points)
      case .left: flex.marginLeft(points)
      case .top: flex.marginTop(points)
      case .right: flex.marginRight(points)
      case .bottom: flex.marginBottom(points)
      case .start: flex.marginStart(points)
      case .end: flex.marginEnd(points)
      case .horizontal: flex.marginHorizontal(points)
      case .vertical: flex.marginVertical(points)
      }
    case .percent(let percent):
      let value = FPercent(percent)
      switch edge {
      case .all: flex.margin(value)
      case .left: flex.marginLeft(value)
      case .top: flex.marginTop(value)
      case .right: flex.marginRight(value)
      case .bottom: flex.marginBottom(value)
      case .start: flex.marginStart(value)
      case .end: flex.marginEnd(value)
      case .horizontal: flex.marginHorizontal(value)
      case .vertical: flex.marginVertical(value)
      }
    case .auto, .keyword:
      switch edge {
      case .all: flex.margin(.auto)
      case .left: flex.marginLeft(.auto)
      case .top: flex.marginTop(.auto)
      case .right: flex.marginRight(.auto)
      case .bottom: flex.marginBottom(.auto)
      case .start: flex.marginStart(.auto)
      case .end: flex.marginEnd(.auto)
      case .horizontal: flex.marginHorizontal(.auto)
      case .vertical: flex.marginVertical(.auto)
      }
    }
  }

  private static func applyPadding(_ edge: Edge, _ value: Value, _ flex: Flex) {
    switch value {
    case .points(let points):
      switch edge {
      case .all: flex.padding(points)
      case .left: flex.paddingLeft(points)
      case .top: flex.paddingTop(points)
      case .right: flex.paddingRight(points)
      case .bottom: flex.paddingBottom(points)
      case .start: flex.paddingStart(points)
      case .end: flex.paddingEnd(points)
      case .horizontal: flex.paddingHorizontal(points)
      case .vertical: flex.paddingVertical(points)
      }
    case .percent(let percent):
      let value = FPercent(percent)
      switch edge {
      case .all: flex.padding(value)
      case .left: flex.paddingLeft(value)
      case .top: flex.paddingTop(value)
      case .right: flex.paddingRight(value)
      case .bottom: flex.paddingBottom(value)
      case .start: flex.paddingStart(value)
      case .end: flex.paddingEnd(value)
      case .horizontal: flex.paddingHorizontal(value)
      case .vertical: flex.paddingVertical(value)
      }
    case .auto, .keyword:
      break
    }
  }

  private static func applyBorder(_ edge: Edge, _ points: Double, _ flex: Flex) {
    switch edge {
    case .all: flex.border(points)
    case .left: flex.borderLeft(points)
    case .top: flex.borderTop(points)
    case .right: flex.borderRight(points)
    case .bottom: flex.borderBottom(points)
    case .start: flex.borderStart(points)
    case .end: flex.borderEnd(points)
    case .horizontal: flex.borderHorizontal(points)
    case .vertical: flex.borderVertical(points)
    }
  }

  private static func applyInset(_ edge: Edge, _ value: Value, _ flex: Flex) {
    switch value {
    case .points(let points):
      switch edge {
      case .left: flex.left(points)
      case .top: flex.top(points)
      case .right: flex.right(points)
      case .bottom: flex.bottom(points)
      case .start: flex.start(points)
      case .end: flex.end(points)
      case .horizontal: flex.horizontally(points)
      case .vertical: flex.vertically(points)
      case .all: flex.all(points)
      }
    case .percent(let percent):
      let value = FPercent(percent)
      switch edge {
      case .left: flex.left(value)
      case .top: flex.top(value)
      case .right: flex.right(value)
      case .bottom: flex.bottom(value)
      case .start: flex.start(value)
      case .end: flex.end(value)
      case .horizontal: flex.horizontally(value)
      case .vertical: flex.vertically(value)
      case .all: flex.all(value)
      }
    case .auto, .keyword:
      break
    }
  }

  private static func applySize(_ property: SizeProperty, _ value: Value, _ flex: Flex) {
    switch value {
    case .points(let points):
      switch property {
      case .width: flex.width(points)
      case .height: flex.height(points)
      case .minWidth: flex.minWidth(points)
      case .minHeight: flex.minHeight(points)
      case .maxWidth: flex.maxWidth(points)
      case .maxHeight: flex.maxHeight(points)
      case .flexBasis: flex.basis(points)
      }
    case .percent(let percent):
      let value = FPercent(percent)
      switch property {
      case .width: flex.width(value)
      case .height: flex.height(value)
      case .minWidth: flex.minWidth(value)
      case .minHeight: flex.minHeight(value)
      case .maxWidth: flex.maxWidth(value)
      case .maxHeight: flex.maxHeight(value)
      case .flexBasis: flex.basis(value)
      }
    case .auto:
      switch property {
      case .width: flex.width(.auto)
      case .height: flex.height(.auto)
      case .minWidth: flex.minWidth(.auto)
      case .minHeight: flex.minHeight(.auto)
      case .maxWidth: flex.maxWidth(nil)
      case .maxHeight: flex.maxHeight(nil)
      case .flexBasis: flex.basis(.auto)
      }
    case .keyword(let keyword):
      switch property {
      case .width: flex.width(keyword)
      case .height: flex.height(keyword)
      case .minWidth: flex.minWidth(keyword)
      case .minHeight: flex.minHeight(keyword)
      case .maxWidth: flex.maxWidth(keyword)
      case .maxHeight: flex.maxHeight(keyword)
      case .flexBasis: flex.basis(keyword)
      }
    }
  }

  private static func applyGap(_ property: GapProperty, _ value: Value, _ flex: Flex) {
    switch value {
    case .points(let points):
      switch property {
      case .gap: flex.gap(points)
      case .rowGap: flex.rowGap(points)
      case .columnGap: flex.columnGap(points)
      }
    case .percent(let percent):
      let value = FPercent(percent)
      switch property {
      case .gap: flex.gap(value)
      case .rowGap: flex.rowGap(value)
      case .columnGap: flex.columnGap(value)
      }
    case .auto, .keyword:
      break
    }
  }

  /// The CSS names of the enumerated values.
  enum Tables {
    static let direction: [String: Flex.Direction] = [
      "row": .row, "row-reverse": .rowReverse, "column": .column, "column-reverse": .columnReverse,
    ]
    static let justify: [String: Flex.JustifyContent] = [
      "flex-start": .start, "flex-end": .end, "center": .center, "space-between": .spaceBetween,
      "space-around": .spaceAround, "space-evenly": .spaceEvenly,
    ]
    static let alignItems: [String: Flex.AlignItems] = [
      "flex-start": .start, "flex-end": .end, "center": .center, "stretch": .stretch,
      "baseline": .baseline,
    ]
    static let alignSelf: [String: Flex.AlignSelf] = [
      "auto": .auto, "flex-start": .start, "flex-end": .end, "center": .center,
      "stretch": .stretch, "baseline": .baseline,
    ]
    static let alignContent: [String: Flex.AlignContent] = [
      "flex-start": .start, "flex-end": .end, "center": .center, "stretch": .stretch,
      "space-between": .spaceBetween, "space-around": .spaceAround, "space-evenly": .spaceEvenly,
    ]
    static let wrap: [String: Flex.Wrap] = [
      "nowrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse,
    ]
    static let position: [String: Flex.Position] = [
      "relative": .relative, "absolute": .absolute, "static": .static,
    ]
    static let boxSizing: [String: Flex.BoxSizing] = [
      "border-box": .borderBox, "content-box": .contentBox,
    ]
    static let display: [String: Flex.Display] = [
      "flex": .flex, "none": .none, "contents": .contents,
    ]
    static let layoutDirection: [String: Flex.LayoutDirection] = [
      "inherit": .inherit, "ltr": .ltr, "rtl": .rtl,
    ]
    static let overflow: [String: Flex.Overflow] = [
      "visible": .visible, "hidden": .hidden, "scroll": .scroll,
    ]
    static let sizeKeyword: [String: Flex.SizeKeyword] = [
      "max-content": .maxContent, "fit-content": .fitContent, "stretch": .stretch,
    ]
  }
}
