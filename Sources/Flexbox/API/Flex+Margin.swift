import FixFlex

extension Flex {
  /// Sets the margin on the top edge, in points; `nil` unsets it.
  @discardableResult
  public func marginTop(_ value: Double?) -> Flex {
    setLength("marginTop", value, .finite, unset: .undefined, \.margin.top)
  }

  /// Sets the margin on the top edge as a percentage of the containing block's width.
  @discardableResult
  public func marginTop(_ percent: FPercent) -> Flex {
    setPercent("marginTop", percent, .finite, \.margin.top)
  }

  /// Sets the margin on the top edge to `auto`: it absorbs free space.
  @discardableResult
  public func marginTop(_ value: Auto) -> Flex {
    setAuto("marginTop", \.margin.top)
  }

  /// Sets the margin on the left edge, in points; `nil` unsets it.
  @discardableResult
  public func marginLeft(_ value: Double?) -> Flex {
    setLength("marginLeft", value, .finite, unset: .undefined, \.margin.left)
  }

  /// Sets the margin on the left edge as a percentage of the containing block's width.
  @discardableResult
  public func marginLeft(_ percent: FPercent) -> Flex {
    setPercent("marginLeft", percent, .finite, \.margin.left)
  }

  /// Sets the margin on the left edge to `auto`: it absorbs free space.
  @discardableResult
  public func marginLeft(_ value: Auto) -> Flex {
    setAuto("marginLeft", \.margin.left)
  }

  /// Sets the margin on the bottom edge, in points; `nil` unsets it.
  @discardableResult
  public func marginBottom(_ value: Double?) -> Flex {
    setLength("marginBottom", value, .finite, unset: .undefined, \.margin.bottom)
  }

  /// Sets the margin on the bottom edge as a percentage of the containing block's width.
  @discardableResult
  public func marginBottom(_ percent: FPercent) -> Flex {
    setPercent("marginBottom", percent, .finite, \.margin.bottom)
  }

  /// Sets the margin on the bottom edge to `auto`: it absorbs free space.
  @discardableResult
  public func marginBottom(_ value: Auto) -> Flex {
    setAuto("marginBottom", \.margin.bottom)
  }

  /// Sets the margin on the right edge, in points; `nil` unsets it.
  @discardableResult
  public func marginRight(_ value: Double?) -> Flex {
    setLength("marginRight", value, .finite, unset: .undefined, \.margin.right)
  }

  /// Sets the margin on the right edge as a percentage of the containing block's width.
  @discardableResult
  public func marginRight(_ percent: FPercent) -> Flex {
    setPercent("marginRight", percent, .finite, \.margin.right)
  }

  /// Sets the margin on the right edge to `auto`: it absorbs free space.
  @discardableResult
  public func marginRight(_ value: Auto) -> Flex {
    setAuto("marginRight", \.margin.right)
  }

  /// Sets the margin on the leading edge (left in left-to-right, right in right-to-left), in points; `nil` unsets it.
  @discardableResult
  public func marginStart(_ value: Double?) -> Flex {
    setLength("marginStart", value, .finite, unset: .undefined, \.margin.start)
  }

  /// Sets the margin on the leading edge (left in left-to-right, right in right-to-left) as a percentage of the containing block's width.
  @discardableResult
  public func marginStart(_ percent: FPercent) -> Flex {
    setPercent("marginStart", percent, .finite, \.margin.start)
  }

  /// Sets the margin on the leading edge (left in left-to-right, right in right-to-left) to `auto`: it absorbs free space.
  @discardableResult
  public func marginStart(_ value: Auto) -> Flex {
    setAuto("marginStart", \.margin.start)
  }

  /// Sets the margin on the trailing edge, in points; `nil` unsets it.
  @discardableResult
  public func marginEnd(_ value: Double?) -> Flex {
    setLength("marginEnd", value, .finite, unset: .undefined, \.margin.end)
  }

  /// Sets the margin on the trailing edge as a percentage of the containing block's width.
  @discardableResult
  public func marginEnd(_ percent: FPercent) -> Flex {
    setPercent("marginEnd", percent, .finite, \.margin.end)
  }

  /// Sets the margin on the trailing edge to `auto`: it absorbs free space.
  @discardableResult
  public func marginEnd(_ value: Auto) -> Flex {
    setAuto("marginEnd", \.margin.end)
  }

  /// Sets the margin on the left and right edges, in points; `nil` unsets it.
  @discardableResult
  public func marginHorizontal(_ value: Double?) -> Flex {
    setLength("marginHorizontal", value, .finite, unset: .undefined, \.margin.horizontal)
  }

  /// Sets the margin on the left and right edges as a percentage of the containing block's width.
  @discardableResult
  public func marginHorizontal(_ percent: FPercent) -> Flex {
    setPercent("marginHorizontal", percent, .finite, \.margin.horizontal)
  }

  /// Sets the margin on the left and right edges to `auto`: it absorbs free space.
  @discardableResult
  public func marginHorizontal(_ value: Auto) -> Flex {
    setAuto("marginHorizontal", \.margin.horizontal)
  }

  /// Sets the margin on the top and bottom edges, in points; `nil` unsets it.
  @discardableResult
  public func marginVertical(_ value: Double?) -> Flex {
    setLength("marginVertical", value, .finite, unset: .undefined, \.margin.vertical)
  }

  /// Sets the margin on the top and bottom edges as a percentage of the containing block's width.
  @discardableResult
  public func marginVertical(_ percent: FPercent) -> Flex {
    setPercent("marginVertical", percent, .finite, \.margin.vertical)
  }

  /// Sets the margin on the top and bottom edges to `auto`: it absorbs free space.
  @discardableResult
  public func marginVertical(_ value: Auto) -> Flex {
    setAuto("marginVertical", \.margin.vertical)
  }

  /// Sets the margin on all four edges, in points.
  @discardableResult
  public func margin(_ value: Double) -> Flex {
    setLength("margin", value, .finite, unset: .undefined, \.margin.all)
  }

  /// Sets the margin on the top and bottom edges, then on the left and right.
  @discardableResult
  public func margin(_ vertical: Double, _ horizontal: Double) -> Flex {
    marginVertical(vertical).marginHorizontal(horizontal)
  }

  /// Sets the margin on the top edge, the left and right edges, and the bottom edge.
  @discardableResult
  public func margin(_ top: Double, _ horizontal: Double, _ bottom: Double) -> Flex {
    marginTop(top).marginHorizontal(horizontal).marginBottom(bottom)
  }

  /// Sets the margin on the top, left, bottom and right edges.
  @discardableResult
  public func margin(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Flex {
    marginTop(top).marginLeft(left).marginBottom(bottom).marginRight(right)
  }

  /// Sets the margin from physical insets (top, left, bottom, right).
  @discardableResult
  public func margin(_ insets: EdgeInsets) -> Flex {
    margin(insets.top, insets.left, insets.bottom, insets.right)
  }

  /// Sets the margin from directional insets (leading is start, trailing is end).
  @discardableResult
  public func margin(_ insets: DirectionalEdgeInsets) -> Flex {
    marginTop(insets.top).marginStart(insets.leading).marginBottom(insets.bottom)
      .marginEnd(insets.trailing)
  }

  /// Sets the margin on all four edges as a percentage of the containing block's width.
  @discardableResult
  public func margin(_ percent: FPercent) -> Flex {
    setPercent("margin", percent, .finite, \.margin.all)
  }

  /// Sets the margin on the top and bottom edges, then on the left and right, as percentages.
  @discardableResult
  public func margin(_ vertical: FPercent, _ horizontal: FPercent) -> Flex {
    marginVertical(vertical).marginHorizontal(horizontal)
  }

  /// Sets the margin on the top edge, the left and right edges, and the bottom edge, as percentages.
  @discardableResult
  public func margin(_ top: FPercent, _ horizontal: FPercent, _ bottom: FPercent) -> Flex {
    marginTop(top).marginHorizontal(horizontal).marginBottom(bottom)
  }

  /// Sets the margin on the top, left, bottom and right edges, as percentages.
  @discardableResult
  public func margin(
    _ top: FPercent, _ left: FPercent, _ bottom: FPercent, _ right: FPercent
  ) -> Flex {
    marginTop(top).marginLeft(left).marginBottom(bottom).marginRight(right)
  }

  /// Sets the margin on all four edges to `auto`.
  @discardableResult
  public func margin(_ value: Auto) -> Flex {
    setAuto("margin", \.margin.all)
  }
}
