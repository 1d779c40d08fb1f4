extension FlexContainerTranslation {
  /// The decisions made about the container before solving, one readable line each:
  /// its used size and axes, then per flex line its items, whether it grows or shrinks
  /// and by how much free space ([§9.7] step 1), each item's flex base size and
  /// whether it flexes with the line's variable `u` or is frozen at a size, where the
  /// remaining free space goes ([§9.5]), the line's cross size ([§9.4] step 8), and how
  /// items and lines align ([§9.6]).
  ///
  /// These are the choices a linear program cannot make; ``descriptions`` lists the
  /// constraints built from them.
  ///
  /// [§9.4]: https://www.w3.org/TR/css-flexbox-1/#cross-sizing
  /// [§9.5]: https://www.w3.org/TR/css-flexbox-1/#main-alignment
  /// [§9.6]: https://www.w3.org/TR/css-flexbox-1/#cross-alignment
  /// [§9.7]: https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths
  public var decisions: [String] {
    let axis = plan.isRow ? "row" : "column"
    let direction = plan.direction == .rtl ? "rtl" : "ltr"
    var result = [
      "box \(formatted(plan.width)) × \(formatted(plan.height)); main axis: \(axis)"
        + "\(plan.directionIsReversed ? "-reverse" : "") (\(direction)), content box main "
        + "\(formatted(plan.innerMain)), cross \(formatted(plan.innerCross))"
        + (plan.mainGap != 0 ? ", main gap \(formatted(plan.mainGap))" : "")
        + (plan.isMultiLine ? ", multi-line\(plan.isWrapReverse ? " (wrap-reverse)" : "")" : "")
    ]
    for (index, line) in plan.lines.enumerated() {
      result += describe(line: line, index: index)
    }
    if plan.isMultiLine, plan.lines.count > 0 {
      result.append("lines placed: \(linesAlign(plan.linesAlign))")
    }
    if !plan.absolutes.isEmpty {
      result.append("absolutely positioned against this box: \(plan.absolutes.count)")
    }
    if !plan.validity.isSizeIndependent {
      result.append("plan holds at this size only (planned again on resize)")
    }
    return result
  }

  /// The lines describing one flex line.
  private func describe(line: PlanLine, index: Int) -> [String] {
    guard line.end > line.start else { return ["line \(index): empty"] }
    let items = plan.items[line.start..<line.end]
    let names = items.map { $0.node.takeUnretainedValue().name }
    let gaps = plan.mainGap * Double(items.count - 1)
    let hypothetical = items.reduce(gaps) { $0 + $1.outerHypotheticalMainSize }
    let free = plan.innerMain - hypothetical
    let sense =
      free > 0 ? "grows" : free < 0 ? "shrinks" : "fits exactly"
    var lines = [
      "line \(index): \(names.joined(separator: ", ")) — outer hypothetical sizes and gaps "
        + "\(formatted(hypothetical)) of \(formatted(plan.innerMain)): \(sense) "
        + "(free space \(formatted(free))); \(flexing(line.flexing))"
    ]
    for item in items {
      let name = item.node.takeUnretainedValue().name
      if let coefficient = item.flexCoefficient {
        lines.append(
          "  \(name): base \(formatted(item.flexBaseSize)) \(coefficient < 0 ? "−" : "+") "
            + "\(formatted(abs(coefficient))) × u → \(formatted(item.targetMainSize))")
      } else {
        let why =
          item.targetMainSize == item.hypotheticalMainSize ? "inflexible" : "frozen, clamped"
        lines.append(
          "  \(name): base \(formatted(item.flexBaseSize)), \(why) at "
            + "\(formatted(item.targetMainSize))")
      }
    }
    lines.append(
      "  justify: \(justify(line.justify)); cross size \(formatted(line.crossSize))"
        + (line.crossSize != line.naturalCrossSize
          ? " (from items \(formatted(line.naturalCrossSize)))" : ""))
    let aligned = items.compactMap { item -> String? in
      let name = item.node.takeUnretainedValue().name
      if item.isStretched { return "\(name) stretched" }
      switch item.crossAlign {
      case .start: return nil
      case .end: return "\(name) end"
      case .center: return "\(name) center"
      case .baseline(let offset): return "\(name) baseline (offset \(formatted(offset)))"
      }
    }
    if !aligned.isEmpty { lines.append("  cross: " + aligned.joined(separator: ", ")) }
    return lines
  }

  private func flexing(_ flexing: LineFlexing) -> String {
    switch flexing {
    case .none: return "no item flexes"
    case .fill: return "the flexible items fill the line (u solved)"
    case .fraction(let sign, _):
      return
        "flex factors sum below 1: u is the initial free space\(sign < 0 ? " (negated)" : "")"
    }
  }

  private func justify(_ justify: LineJustify) -> String {
    switch justify {
    case .start: return "start"
    case .end: return "end"
    case .center: return "center"
    case .spaceBetween: return "space-between"
    case .spaceAround: return "space-around"
    case .spaceEvenly: return "space-evenly"
    case .autoMargins: return "auto margins take the free space"
    }
  }

  private func linesAlign(_ align: LinesAlign) -> String {
    switch align {
    case .start: return "start"
    case .end: return "end"
    case .center: return "center"
    case .spaceBetween: return "space-between"
    case .spaceAround: return "space-around"
    case .spaceEvenly: return "space-evenly"
    case .stretch: return "stretch"
    }
  }
}
