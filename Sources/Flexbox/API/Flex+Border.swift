import FixFlex

extension Flex {
  /// Sets the border width on the top edge, in points; `nil` unsets it.
  ///
  /// Borders take part in layout as padding does; they are not drawn.
  @discardableResult
  public func borderTop(_ value: Double?) -> Flex {
    setLength("borderTop", value, .nonNegative, unset: .undefined, \.border.top)
  }

  /// Sets the border width on the left edge, in points; `nil` unsets it.
  ///
  /// Borders take part in layout as padding does; they are not drawn.
  @discardableResult
  public func borderLeft(_ value: Double?) -> Flex {
    setLength("borderLeft", value, .nonNegative, unset: .undefined, \.border.left)
  }

  /// Sets the border width on the bottom edge, in points; `nil` unsets it.
  ///
  /// Borders take part in layout as padding does; they are not drawn.
  @discardableResult
  public func borderBottom(_ value: Double?) -> Flex {
    setLength("borderBottom", value, .nonNegative, unset: .undefined, \.border.bottom)
  }

  /// Sets the border width on the right edge, in points; `nil` unsets it.
  ///
  /// Borders take part in layout as padding does; they are not drawn.
  @discardableResult
  public func borderRight(_ value: Double?) -> Flex {
    setLength("borderRight", value, .nonNegative, unset: .undefined, \.border.right)
  }

  /// Sets the border width on the leading edge (left in left-to-right, right in right-to-left), in points; `nil` unsets it.
  ///
  /// Borders take part in layout as padding does; they are not drawn.
  @discardableResult
  public func borderStart(_ value: Double?) -> Flex {
    setLength("borderStart", value, .nonNegative, unset: .undefined, \.border.start)
  }

  /// Sets the border width on the trailing edge, in points; `nil` unsets it.
  ///
  /// Borders take part in layout as padding does; they are not drawn.
  @discardableResult
  public func borderEnd(_ value: Double?) -> Flex {
    setLength("borderEnd", value, .nonNegative, unset: .undefined, \.border.end)
  }

  /// Sets the border width on the left and right edges, in points; `nil` unsets it.
  ///
  /// Borders take part in layout as padding does; they are not drawn.
  @discardableResult
  public func borderHorizontal(_ value: Double?) -> Flex {
    setLength("borderHorizontal", value, .nonNegative, unset: .undefined, \.border.horizontal)
  }

  /// Sets the border width on the top and bottom edges, in points; `nil` unsets it.
  ///
  /// Borders take part in layout as padding does; they are not drawn.
  @discardableResult
  public func borderVertical(_ value: Double?) -> Flex {
    setLength("borderVertical", value, .nonNegative, unset: .undefined, \.border.vertical)
  }

  /// Sets the border width on all four edges, in points.
  @discardableResult
  public func border(_ value: Double) -> Flex {
    setLength("border", value, .nonNegative, unset: .undefined, \.border.all)
  }

  /// Sets the border width on the top and bottom edges, then on the left and right.
  @discardableResult
  public func border(_ vertical: Double, _ horizontal: Double) -> Flex {
    borderVertical(vertical).borderHorizontal(horizontal)
  }

  /// Sets the border width on the top edge, the left and right edges, and the bottom edge.
  @discardableResult
  public func border(_ top: Double, _ horizontal: Double, _ bottom: Double) -> Flex {
    borderTop(top).borderHorizontal(horizontal).borderBottom(bottom)
  }

  /// Sets the border width on the top, left, bottom and right edges.
  @discardableResult
  public func border(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Flex {
    borderTop(top).borderLeft(left).borderBottom(bottom).borderRight(right)
  }

  /// Sets the border width from physical insets (top, left, bottom, right).
  @discardableResult
  public func border(_ insets: EdgeInsets) -> Flex {
    border(insets.top, insets.left, insets.bottom, insets.right)
  }

  /// Sets the border width from directional insets (leading is start, trailing is end).
  @discardableResult
  public func border(_ insets: DirectionalEdgeInsets) -> Flex {
    borderTop(insets.top).borderStart(insets.leading).borderBottom(insets.bottom)
      .borderEnd(insets.trailing)
  }
}
