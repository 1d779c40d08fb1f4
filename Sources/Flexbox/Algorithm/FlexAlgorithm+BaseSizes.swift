import FixFlex

extension FlexAlgorithm {
  /// [§9.2 Line Length Determination](https://www.w3.org/TR/css-flexbox-1/#line-sizing),
  /// step 3: the flex base size and hypothetical main size of each item, with the
  /// automatic minimum size of
  /// [§4.5](https://www.w3.org/TR/css-flexbox-1/#min-size-auto).
  ///
  /// In a column, an item's width (its cross size) is settled first, because its
  /// content height, which its flex base size may be, depends on it (as in browsers).
  @inline(never)
  func determineFlexBaseSizes(_ container: inout FlexContainer) {
    let items = container.items
    for index in 0..<container.itemCount {
      if !container.isRow {
        let width = columnItemWidth(container, items[index])
        items[index].crossSize = width
        items[index].hypotheticalCrossSize = width
      }
      let flex = items[index].flex
      let paddingBorder = items[index].paddingBorderMain
      let mainMargins = items[index].marginMainStart + items[index].marginMainEnd
      var contentMeasurement: NodeOutput?

      // 3. "Determine the flex base size": flex-basis, or (for `auto`) the main size
      //    property; A. a definite length is the flex base size.
      var basis = flex.style.flexBasis
      let mainReference = container.isRow ? container.contentWidth : container.percentBasisHeight
      if basis.unit == .auto || basis.unit == .undefined {
        basis = container.isRow ? flex.style.width : flex.style.height
      }
      var base: Double?
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
            basis, flex, basis: container.contentWidth, paddingBorder: paddingBorder,
            available: container.contentWidth - mainMargins)
        } else if basis.unit == .stretch, let height = container.percentBasisHeight {
          base = max(paddingBorder, height - mainMargins)
        }
      case .auto, .undefined:
        break
      }
      items[index].flexBasisIsDefinite = base != nil
      if base == nil {
        if container.isRow {
          if let ratio = flex.style.aspectRatio,
            let cross = definiteCrossSize(container, items[index])
          {
            // B. A preferred aspect ratio and a definite cross size: the cross size
            //    through the ratio.
            base = transferToWidth(cross, ratio, items[index])
          } else {
            // E. Otherwise, the item's max-content main size (§9.9: a row item's
            //    content width).
            base = intrinsicWidths(of: flex).maxContent + paddingBorder
          }
        } else {
          // E. In a column, lay the item out at its width with an indefinite height:
          //    its content height (B.'s aspect ratio is applied by that layout).
          let measured = measureColumnItem(container, items[index])
          contentMeasurement = measured
          base = measured.contentHeight
        }
      }
      let flexBaseSize = base ?? paddingBorder
      items[index].flexBaseSize = flexBaseSize
      if !container.isRow, items[index].heightLimitKeywords != 0 {
        // A content keyword as min or max height: the content height when laid out
        // at the preferred height (as Chrome resolves it).
        let preferred = items[index].mainProperty
        let input = childInput(
          container, flex, width: items[index].crossSize, height: preferred,
          heightIsDefinite: preferred != nil)
        let limit = computeNode(flex, input, performLayout: false).contentHeight
        if items[index].heightLimitKeywords & 1 != 0 { items[index].minMain = limit }
        if items[index].heightLimitKeywords & 2 != 0 { items[index].maxMain = limit }
      }

      // §4.5 Automatic Minimum Size of Flex Items: for `min-width: auto` (row) or
      // `min-height: auto` (column) on an item that is not a scroll container, the
      // content-based minimum size.
      if items[index].minMainIsAuto {
        if flex.style.overflow == .visible {
          var contentSuggestion: Double
          if container.isRow {
            // The min-content width; with an aspect ratio and a definite cross size,
            // no less than that size through the ratio (the min-content size of a
            // ratio box, CSS Box Sizing 4 §5.1, as Chrome computes it).
            contentSuggestion = intrinsicWidths(of: flex).minContent + paddingBorder
            if let ratio = flex.style.aspectRatio,
              let cross = definiteCrossSize(container, items[index])
            {
              contentSuggestion = max(
                contentSuggestion, transferToWidth(cross, ratio, items[index]))
            }
          } else {
            let measured = contentMeasurement ?? measureColumnItem(container, items[index])
            contentSuggestion = measured.contentHeight
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
      items[index].hypotheticalMainSize = clampedMain(flexBaseSize, items[index])
    }
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

  /// A height turned into a width through an aspect ratio, for the box `box-sizing`
  /// names.
  @inline(__always)
  func transferToWidth(_ height: Double, _ ratio: Double, _ item: FlexItem) -> Double {
    if item.flex.style.boxSizing == .contentBox {
      return max(0, height - item.paddingBorderCross) * ratio + item.paddingBorderMain
    }
    return height * ratio
  }

  /// The width of an item of a column (its cross size), known before its height: its
  /// width property, a height through its aspect ratio, the container's width when it
  /// stretches in a single-line container, or else its fit-content width (which an
  /// aspect ratio replaces once the height is flexed, §9.4 step 7).
  func columnItemWidth(_ container: FlexContainer, _ item: FlexItem) -> Double {
    let width: Double
    if let property = item.crossProperty {
      width = property
    } else if let ratio = item.flex.style.aspectRatio, let property = item.mainProperty {
      let height = clampedMain(property, item)
      if item.flex.style.boxSizing == .contentBox {
        width = max(0, height - item.paddingBorderMain) * ratio + item.paddingBorderCross
      } else {
        width = height * ratio
      }
    } else if !container.isMultiLine, isStretchable(item) {
      width = container.contentWidth - item.crossMargins
    } else {
      width = fitContent(
        intrinsicWidths(of: item.flex), paddingBorder: item.paddingBorderCross,
        available: container.contentWidth - item.crossMargins)
    }
    return clampedCross(width, item)
  }

  /// Lays a column's item out at its width with its height from its content.
  @inline(__always)
  func measureColumnItem(_ container: FlexContainer, _ item: FlexItem) -> NodeOutput {
    let input = childInput(
      container, item.flex, width: item.crossSize, height: nil, heightIsDefinite: false)
    return computeNode(item.flex, input, performLayout: false)
  }

  /// The input for laying out an item of `container`: percentages in the item's own
  /// style resolve against the container's content box.
  @inline(__always)
  func childInput(
    _ container: FlexContainer, _ flex: Flex, width: Double, height: Double?,
    heightIsDefinite: Bool
  ) -> NodeInput {
    let depends = flex.dependsOnContainingBlock
    return NodeInput(
      width: width, height: height, heightIsDefinite: heightIsDefinite,
      direction: container.direction,
      basisWidth: depends ? container.contentWidth : nil,
      basisHeight: depends ? container.percentBasisHeight : nil)
  }
}
