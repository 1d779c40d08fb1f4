import FixFlex

extension Flex {
  /// Sets the padding on the top edge, in points; `nil` unsets it.
  @discardableResult
  public func paddingTop(_ value: Double?) -> Flex {
    setLength("paddingTop", value, .nonNegative, unset: .undefined, \.padding.top)
  }

  /// Sets the padding on the top edge as a percentage of the containing block's width.
  @discardableResult
  public func paddingTop(_ percent: FPercent) -> Flex {
    setPercent("paddingTop", percent, .nonNegative, \.padding.top)
  }

  /// Sets the padding on the left edge, in points; `nil` unsets it.
  @discardableResult
  public func paddingLeft(_ value: Double?) -> Flex {
    setLength("paddingLeft", value, .nonNegative, unset: .undefined, \.padding.left)
  }

  /// Sets the padding on the left edge as a percentage of the containing block's width.
  @discardableResult
  public func paddingLeft(_ percent: FPercent) -> Flex {
    setPercent("paddingLeft", percent, .nonNegative, \.padding.left)
  }

  /// Sets the padding on the bottom edge, in points; `nil` unsets it.
  @discardableResult
  public func paddingBottom(_ value: Double?) -> Flex {
    setLength("paddingBottom", value, .nonNegative, unset: .undefined, \.padding.bottom)
  }

  /// Sets the padding on the bottom edge as a percentage of the containing block's width.
  @discardableResult
  public func paddingBottom(_ percent: FPercent) -> Flex {
    setPercent("paddingBottom", percent, .nonNegative, \.padding.bottom)
  }

  /// Sets the padding on the right edge, in points; `nil` unsets it.
  @discardableResult
  public func paddingRight(_ value: Double?) -> Flex {
    setLength("paddingRight", value, .nonNegative, unset: .undefined, \.padding.right)
  }

  /// Sets the padding on the right edge as a percentage of the containing block's width.
  @discardableResult
  public func paddingRight(_ percent: FPercent) -> Flex {
    setPercent("paddingRight", percent, .nonNegative, \.padding.right)
  }

  /// Sets the padding on the leading edge (left in left-to-right, right in right-to-left), in points; `nil` unsets it.
  @discardableResult
  public func paddingStart(_ value: Double?) -> Flex {
    setLength("paddingStart", value, .nonNegative, unset: .undefined, \.padding.start)
  }

  /// Sets the padding on the leading edge (left in left-to-right, right in right-to-left) as a percentage of the containing block's width.
  @discardableResult
  public func paddingStart(_ percent: FPercent) -> Flex {
    setPercent("paddingStart", percent, .nonNegative, \.padding.start)
  }

  /// Sets the padding on the trailing edge, in points; `nil` unsets it.
  @discardableResult
  public func paddingEnd(_ value: Double?) -> Flex {
    setLength("paddingEnd", value, .nonNegative, unset: .undefined, \.padding.end)
  }

  /// Sets the padding on the trailing edge as a percentage of the containing block's width.
  @discardableResult
  public func paddingEnd(_ percent: FPercent) -> Flex {
    setPercent("paddingEnd", percent, .nonNegative, \.padding.end)
  }

  /// Sets the padding on the left and right edges, in points; `nil` unsets it.
  @discardableResult
  public func paddingHorizontal(_ value: Double?) -> Flex {
    setLength("paddingHorizontal", value, .nonNegative, unset: .undefined, \.padding.horizontal)
  }

  /// Sets the padding on the left and right edges as a percentage of the containing block's width.
  @discardableResult
  public func paddingHorizontal(_ percent: FPercent) -> Flex {
    setPercent("paddingHorizontal", percent, .nonNegative, \.padding.horizontal)
  }

  /// Sets the padding on the top and bottom edges, in points; `nil` unsets it.
  @discardableResult
  public func paddingVertical(_ value: Double?) -> Flex {
    setLength("paddingVertical", value, .nonNegative, unset: .undefined, \.padding.vertical)
  }

  /// Sets the padding on the top and bottom edges as a percentage of the containing block's width.
  @discardableResult
  public func paddingVertical(_ percent: FPercent) -> Flex {
    setPercent("paddingVertical", percent, .nonNegative, \.padding.vertical)
  }

  /// Sets the padding on all four edges, in points.
  @discardableResult
  public func padding(_ value: Double) -> Flex {
    setLength("padding", value, .nonNegative, unset: .undefined, \.padding.all)
  }

  /// Sets the padding on the top and bottom edges, then on the left and right.
  @discardableResult
  public func padding(_ vertical: Double, _ horizontal: Double) -> Flex {
    paddingVertical(vertical).paddingHorizontal(horizontal)
  }

  /// Sets the padding on the top edge, the left and right edges, and the bottom edge.
  @discardableResult
  public func padding(_ top: Double, _ horizontal: Double, _ bottom: Double) -> Flex {
    paddingTop(top).paddingHorizontal(horizontal).paddingBottom(bottom)
  }

  /// Sets the padding on the top, left, bottom and right edges.
  @discardableResult
  public func padding(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Flex {
    paddingTop(top).paddingLeft(left).paddingBottom(bottom).paddingRight(right)
  }

  /// Sets the padding from physical insets (top, left, bottom, right).
  @discardableResult
  public func padding(_ insets: EdgeInsets) -> Flex {
    padding(insets.top, insets.left, insets.bottom, insets.right)
  }

  /// Sets the padding from directional insets (leading is start, trailing is end).
  @discardableResult
  public func padding(_ insets: DirectionalEdgeInsets) -> Flex {
    paddingTop(insets.top).paddingStart(insets.leading).paddingBottom(insets.bottom)
      .paddingEnd(insets.trailing)
  }

  /// Sets the padding on all four edges as a percentage of the containing block's width.
  @discardableResult
  public func padding(_ percent: FPercent) -> Flex {
    setPercent("padding", percent, .nonNegative, \.padding.all)
  }

  /// Sets the padding on the top and bottom edges, then on the left and right, as percentages.
  @discardableResult
  public func padding(_ vertical: FPercent, _ horizontal: FPercent) -> Flex {
    paddingVertical(vertical).paddingHorizontal(horizontal)
  }

  /// Sets the padding on the top edge, the left and right edges, and the bottom edge, as percentages.
  @discardableResult
  public func padding(_ top: FPercent, _ horizontal: FPercent, _ bottom: FPercent) -> Flex {
    paddingTop(top).paddingHorizontal(horizontal).paddingBottom(bottom)
  }

  /// Sets the padding on the top, left, bottom and right edges, as percentages.
  @discardableResult
  public func padding(
    _ top: FPercent, _ left: FPercent, _ bottom: FPercent, _ right: FPercent
  ) -> Flex {
    paddingTop(top).paddingLeft(left).paddingBottom(bottom).paddingRight(right)
  }
}
