import FixFlex

extension FlexAlgorithm {
  /// [§9.2 Line Length Determination](https://www.w3.org/TR/css-flexbox-1/#line-sizing),
  /// step 3: the flex base size and hypothetical main size of each item, with the
  /// automatic minimum size of
  /// [§4.5](https://www.w3.org/TR/css-flexbox-1/#min-size-auto).
  ///
  /// In a column, an item's width (its cross size) is settled first, because its
  /// content height, which its flex base size may be, depends on it (as in browsers).
  ///
  /// This function is on the path of the recursion (a column lays its items out to
  /// learn their content heights), so it only calls: what needs no layout of the item
  /// is resolved before (``resolveFlexBaseSizeInputs(_:_:)``) and after
  /// (``finishFlexBaseSize(_:_:contentHeight:heightLimit:)``) the item's layouts.
  @inline(never)
  func determineFlexBaseSizes(_ container: inout FlexContainer) {
    let items = container.items
    let count = container.itemCount
    let prefetches = prefetchesItems(items, count: count)
    for index in 0..<count {
      if prefetches {
        prefetchItems(after: index, of: items, count: count, performLayout: false)
      }
      let layouts = resolveFlexBaseSizeInputs(&container, index)
      var contentHeight = 0.0
      if layouts & Self.needsContentHeight != 0 {
        // E. In a column, the item laid out at its width with an indefinite height:
        //    its content height (B.'s aspect ratio is applied by that layout). Also
        //    the content size suggestion of §4.5, but for an item with an aspect
        //    ratio, whose suggestion finishFlexBaseSize measures.
        contentHeight = measureColumnItem(container, items + index).contentHeight
      }
      var heightLimit = 0.0
      if layouts & Self.needsHeightLimit != 0 {
        heightLimit = columnItemHeightLimit(&container, items + index)
      }
      finishFlexBaseSize(
        &container, index, contentHeight: contentHeight, heightLimit: heightLimit)
    }
  }

  /// A content keyword as a column item's min or max height: the item's content
  /// height when laid out at its preferred height (as Chrome resolves it). In a
  /// function of its own, so that the frame of ``determineFlexBaseSizes(_:)`` (on the
  /// path of the recursion) holds no second input (the container is passed `inout`,
  /// by address, not copied).
  @inline(never)
  func columnItemHeightLimit(
    _ container: inout FlexContainer, _ item: UnsafeMutablePointer<FlexItem>
  ) -> Double {
    let preferred = item.pointee.mainProperty
    let input = childInput(
      container, item.pointee.flex, width: item.pointee.crossSize, height: preferred,
      heightIsDefinite: preferred != nil)
    return computeNode(item.pointee.flex, input, performLayout: false).contentHeight
  }

  /// A column item with a preferred aspect ratio: its min-content height at its
  /// width, the height its ratio gives or the height its content takes there if that
  /// is more (CSS Box Sizing 4 §4.3). Its content-sized layout applies just that, but
  /// a container there reports its lines' extent as its content
  /// (``NodeInput/reportsContentExtent``): a single line's size from its items, not
  /// the ratio height imposed on it.
  @inline(never)
  func columnItemRatioContent(
    _ container: FlexContainer, _ item: UnsafeMutablePointer<FlexItem>
  ) -> Double {
    var input = childInput(
      container, item.pointee.flex, width: item.pointee.crossSize, height: nil,
      heightIsDefinite: false)
    input.reportsContentExtent = true
    return computeNode(item.pointee.flex, input, performLayout: false).contentHeight
  }

  /// ``resolveFlexBaseSizeInputs(_:_:)``'s answer: a column item's content height is
  /// needed (for its flex base size, or its automatic minimum size).
  static let needsContentHeight: UInt8 = 1
  /// ``resolveFlexBaseSizeInputs(_:_:)``'s answer: a column item's content height at
  /// its preferred height is needed (a content keyword as min or max height).
  static let needsHeightLimit: UInt8 = 2

  /// Step 3 for one item, as far as it goes without laying the item out: a column
  /// item's width, and the flex base size unless it is a column item's content height.
  /// Returns which layouts of the item the rest needs.
  @inline(never)
  func resolveFlexBaseSizeInputs(_ container: inout FlexContainer, _ index: Int) -> UInt8 {
    let items = container.items
    if !container.isRow {
      let width = columnItemWidth(container, items[index])
      items[index].crossSize = width
      items[index].hypotheticalCrossSize = width
    }
    return items[index].withFlex { flex in
      resolveFlexBaseSizeInputs(&container, index, flex)
    }
  }

  /// ``resolveFlexBaseSizeInputs(_:_:)`` with the item's flex state.
  @inline(__always)
  private func resolveFlexBaseSizeInputs(
    _ container: inout FlexContainer, _ index: Int, _ flex: Flex
  ) -> UInt8 {
    let items = container.items
    let paddingBorder = items[index].paddingBorderMain
    let mainMargins = items[index].marginMainStart + items[index].marginMainEnd

    // 3. "Determine the flex base size": flex-basis, or (for `auto`) the main size
    //    property; A. a definite length is the flex base size.
    var basis = flex.staticBox.flexBasis
    let mainReference = container.isRow ? container.contentWidth : container.percentBasisHeight
    var base: Double?
    if basis.unit == .auto || basis.unit == .undefined {
      if flex.staticBox.isStatic, flex.staticBox.hasStaticSizes {
        // The main size property in points (as a border-box length), or `auto`.
        basis = .auto
        base = container.isRow ? flex.staticBox.width : flex.staticBox.height
      } else {
        basis = container.isRow ? flex.style.width : flex.style.height
      }
    }
    switch basis.unit {
    case .points:
      base = boxed(basis.value, flex, paddingBorder)
    case .percent:
      if let mainReference {
        base = boxed(mainReference * basis.value / 100, flex, paddingBorder)
      }
    case .maxContent, .fitContent, .stretch:
      if container.isRow {
        base = resolveWidth(
          basis, flex, basis: container.contentWidth, heightBasis: container.percentBasisHeight,
          paddingBorder: paddingBorder, available: container.contentWidth - mainMargins)
      } else if basis.unit == .stretch, let height = container.percentBasisHeight {
        base = max(paddingBorder, height - mainMargins)
      }
    case .auto, .undefined:
      break
    }
    if base == nil, !container.isRow, flex.staticBox.hasAspectRatio,
      let ratio = flex.style.aspectRatio, let cross = definiteCrossSize(container, items[index])
    {
      // B. A preferred aspect ratio and a definite cross size: the cross size
      //    through the ratio (a column item's height from its width).
      base = flex.style.boxSizing.height(
        forWidth: cross, ratio: ratio, horizontal: items[index].paddingBorderCross,
        vertical: items[index].paddingBorderMain)
    }
    items[index].flexBasisIsDefinite = base != nil
    if base == nil, container.isRow {
      if flex.staticBox.hasAspectRatio, let ratio = flex.style.aspectRatio,
        let cross = definiteCrossSize(container, items[index])
      {
        // B. A preferred aspect ratio and a definite cross size: the cross size
        //    through the ratio.
        base = transferToWidth(cross, ratio, items[index])
      } else {
        // E. Otherwise, the item's max-content main size (§9.9: a row item's
        //    content width).
        base =
          intrinsicWidths(of: flex, percentBasis: container.percentBasisHeight).maxContent
          + paddingBorder
      }
    }
    items[index].flexBaseSize = base ?? paddingBorder
    guard !container.isRow else { return 0 }
    var layouts: UInt8 = 0
    if base == nil
      || (items[index].minMainIsAuto && flex.staticBox.overflow == .visible
        && !flex.staticBox.hasAspectRatio)
    {
      layouts |= Self.needsContentHeight
    }
    if items[index].heightLimitKeywords != 0 { layouts |= Self.needsHeightLimit }
    return layouts
  }

  /// Step 3 for one item, once its layouts are known (a column item's
  /// `contentHeight`, and its content height at its preferred height, `heightLimit`,
  /// when ``resolveFlexBaseSizeInputs(_:_:)`` asked for them): the flex base size, the
  /// automatic minimum size and the hypothetical main size. A column item with an
  /// aspect ratio is laid out once more here for its automatic minimum size (rare:
  /// kept off the frame of ``determineFlexBaseSizes(_:)``, which every level of a
  /// deep tree holds).
  @inline(never)
  func finishFlexBaseSize(
    _ container: inout FlexContainer, _ index: Int, contentHeight: Double, heightLimit: Double
  ) {
    container.items[index].withFlex { flex in
      finishFlexBaseSize(
        &container, index, flex, contentHeight: contentHeight, heightLimit: heightLimit)
    }
  }

  /// ``finishFlexBaseSize(_:_:contentHeight:heightLimit:)`` with the item's flex state.
  @inline(__always)
  private func finishFlexBaseSize(
    _ container: inout FlexContainer, _ index: Int, _ flex: Flex, contentHeight: Double,
    heightLimit: Double
  ) {
    let items = container.items
    let paddingBorder = items[index].paddingBorderMain
    if !container.isRow, !items[index].flexBasisIsDefinite {
      items[index].flexBaseSize = contentHeight
    }
    if !container.isRow, items[index].heightLimitKeywords != 0 {
      if items[index].heightLimitKeywords & 1 != 0 { items[index].minMain = heightLimit }
      if items[index].heightLimitKeywords & 2 != 0 { items[index].maxMain = heightLimit }
    }

    // §4.5 Automatic Minimum Size of Flex Items: for `min-width: auto` (row) or
    // `min-height: auto` (column) on an item that is not a scroll container, the
    // content-based minimum size.
    if items[index].minMainIsAuto {
      if flex.staticBox.overflow == .visible {
        var contentSuggestion: Double
        if container.isRow {
          // The min-content width; with an aspect ratio and a definite cross size,
          // no less than that size through the ratio (the min-content size of a
          // ratio box, CSS Box Sizing 4 §4.3, as Chrome computes it).
          contentSuggestion =
            intrinsicWidths(of: flex, percentBasis: container.percentBasisHeight).minContent
            + paddingBorder
          if flex.staticBox.hasAspectRatio, let ratio = flex.style.aspectRatio,
            let cross = definiteCrossSize(container, items[index])
          {
            contentSuggestion = max(
              contentSuggestion, transferToWidth(cross, ratio, items[index]))
          }
        } else if flex.staticBox.hasAspectRatio, let ratio = flex.style.aspectRatio {
          // The min-content height (the ratio's, or the content's if more: all of a
          // single line's items, where the layout at the ratio height only saw the
          // line), "clamped ... by any definite minimum and maximum cross sizes
          // converted through the aspect ratio". The minimum cannot raise it: the
          // ratio's height comes from a width already at least the min width.
          contentSuggestion = columnItemRatioContent(container, items + index)
          let item = items[index]
          if item.maxCross.isFinite {
            contentSuggestion = min(
              contentSuggestion,
              flex.style.boxSizing.height(
                forWidth: item.maxCross, ratio: ratio, horizontal: item.paddingBorderCross,
                vertical: paddingBorder))
          }
        } else {
          contentSuggestion = contentHeight
        }
        // "...clamped by the maximum main size if it is definite."
        let maxMain = items[index].maxMain
        contentSuggestion = min(contentSuggestion, maxMain)
        var automatic = contentSuggestion
        if let specified = items[index].mainProperty {
          // The specified size suggestion, when the main size property is definite.
          automatic = min(specified, contentSuggestion)
        }
        items[index].minMain = min(automatic, maxMain)
      } else {
        items[index].minMain = 0
      }
    }
    // "The hypothetical main size is the item's flex base size clamped according to
    // its used min and max main sizes (and flooring the content box size at zero)."
    items[index].hypotheticalMainSize = clampedMain(
      items[index].flexBaseSize, items[index])
  }

  /// A main size clamped by the item's min and max main sizes (min wins) and floored
  /// at its padding and border.
  @inline(__always)
  func clampedMain(_ size: Double, _ item: FlexItem) -> Double {
    max(item.paddingBorderMain, max(item.minMain, min(item.maxMain, size)))
  }

  /// A cross size clamped by the item's min and max cross sizes (min wins) and floored
  /// at its padding and border.
  @inline(__always)
  func clampedCross(_ size: Double, _ item: FlexItem) -> Double {
    max(item.paddingBorderCross, max(item.minCross, min(item.maxCross, size)))
  }

  /// Whether an item with an automatic cross size is stretched to its line
  /// (§9.4 step 11's condition).
  @inline(__always)
  func isStretchable(_ item: FlexItem) -> Bool {
    item.alignSelf == .stretch && item.crossIsAuto && !item.autoCrossStart && !item.autoCrossEnd
  }

  /// The item's cross size when it is definite before layout: its cross size
  /// property, or, in a single-line container of definite cross size, the line's
  /// size when the item stretches (§9.8 item 1).
  @inline(__always)
  func definiteCrossSize(_ container: FlexContainer, _ item: FlexItem) -> Double? {
    if let cross = item.crossProperty { return clampedCross(cross, item) }
    if !container.isMultiLine, isStretchable(item), let inner = container.definiteInnerCross {
      return clampedCross(inner - item.crossMargins, item)
    }
    return nil
  }

  /// A row item's height turned into its width (its main size) through its aspect
  /// ratio, for the box `box-sizing` names.
  @inline(__always)
  func transferToWidth(_ height: Double, _ ratio: Double, _ item: FlexItem) -> Double {
    item.flex.staticBox.boxSizing.width(
      forHeight: height, ratio: ratio, horizontal: item.paddingBorderMain,
      vertical: item.paddingBorderCross)
  }

  /// A column item's width (its cross size) from its height through its aspect
  /// ratio: ``Flex/BoxSizing/width(forHeight:ratio:horizontal:vertical:)`` with the
  /// item's padding and border on each axis.
  @inline(__always)
  func columnRatioWidth(_ height: Double, _ ratio: Double, _ item: FlexItem) -> Double {
    item.flex.staticBox.boxSizing.width(
      forHeight: height, ratio: ratio, horizontal: item.paddingBorderCross,
      vertical: item.paddingBorderMain)
  }

  /// The automatic minimum width of a column's item whose width its aspect ratio
  /// gives: its min-content width (CSS Box Sizing 4 §4.3,
  /// ``ratioMinimumWidth(_:paddingBorder:percentBasis:)``), where its automatic width
  /// would be fit-content. Not where a single-line column stretches it: Chrome then
  /// sizes the width as `stretch` and applies no such minimum (its
  /// ComputeInlineSizeForFragment). The corpus has no case of the stretched kind;
  /// this follows Chrome's code.
  @inline(__always)
  func ratioWidthFloor(_ container: FlexContainer, _ item: FlexItem) -> Double? {
    guard container.isMultiLine || !isStretchable(item) else { return nil }
    return ratioMinimumWidth(
      item.flex, paddingBorder: item.paddingBorderCross,
      percentBasis: container.percentBasisHeight)
  }

  /// The width of an item of a column (its cross size), known before its height: its
  /// width property, a height through its aspect ratio, the container's width when it
  /// stretches in a single-line container, or else its fit-content width (which an
  /// aspect ratio replaces once the height is flexed, §9.4 step 7).
  @inline(__always)
  func columnItemWidth(_ container: FlexContainer, _ item: FlexItem) -> Double {
    let width: Double
    if let property = item.crossProperty {
      width = property
    } else if item.flex.staticBox.hasAspectRatio, let ratio = item.flex.style.aspectRatio,
      let property = item.mainProperty
    {
      let transferred = columnRatioWidth(clampedMain(property, item), ratio, item)
      width = max(transferred, ratioWidthFloor(container, item) ?? 0)
    } else if !container.isMultiLine, isStretchable(item) {
      width = container.contentWidth - item.crossMargins
    } else {
      width = fitContent(
        intrinsicWidths(of: item.flex, percentBasis: container.percentBasisHeight),
        paddingBorder: item.paddingBorderCross,
        available: container.contentWidth - item.crossMargins)
    }
    return clampedCross(width, item)
  }

  /// Lays a column's item out at its width with its height from its content.
  @inline(__always)
  func measureColumnItem(_ container: FlexContainer, _ item: UnsafeMutablePointer<FlexItem>)
    -> NodeOutput
  {
    let input = childInput(
      container, item.pointee.flexRef, width: item.pointee.crossSize, height: nil,
      heightIsDefinite: false)
    return item.pointee.withFlex { computeNode($0, input, performLayout: false) }
  }

  /// The input for laying out an item of `container`: percentages in the item's own
  /// style resolve against the container's content box.
  @inline(__always)
  func childInput(
    _ container: FlexContainer, _ flex: Flex, width: Double, height: Double?,
    heightIsDefinite: Bool
  ) -> NodeInput {
    childInput(
      container, Unmanaged.passUnretained(flex), width: width, height: height,
      heightIsDefinite: heightIsDefinite)
  }

  /// ``childInput(_:_:width:height:heightIsDefinite:)`` for an uncounted `flex`.
  @inline(__always)
  func childInput(
    _ container: FlexContainer, _ flex: Unmanaged<Flex>, width: Double, height: Double?,
    heightIsDefinite: Bool
  ) -> NodeInput {
    let depends = flex._withUnsafeGuaranteedRef { $0.dependsOnContainingBlock }
    return NodeInput(
      width: width, height: height, heightIsDefinite: heightIsDefinite,
      direction: container.direction,
      basisWidth: depends ? container.contentWidth : nil,
      basisHeight: depends ? container.percentBasisHeight : nil)
  }
}
