import FixFlex

extension Flex {
  /// Sets the positioning scheme (`position`).
  @discardableResult
  public func position(_ value: Position) -> Flex {
    update { $0.position = value }
  }

  /// Sets the left inset in points; `nil` unsets it. A relative item is offset by it, an
  /// absolute one placed by it; a static one ignores it.
  @discardableResult
  public func left(_ value: Double?) -> Flex {
    setLength("left", value, .finite, unset: .undefined, \.inset.left)
  }

  /// Sets the left inset as a percentage of the containing block's size along that axis.
  @discardableResult
  public func left(_ percent: FPercent) -> Flex {
    setPercent("left", percent, .finite, \.inset.left)
  }

  /// Sets the top inset in points; `nil` unsets it. A relative item is offset by it, an
  /// absolute one placed by it; a static one ignores it.
  @discardableResult
  public func top(_ value: Double?) -> Flex {
    setLength("top", value, .finite, unset: .undefined, \.inset.top)
  }

  /// Sets the top inset as a percentage of the containing block's size along that axis.
  @discardableResult
  public func top(_ percent: FPercent) -> Flex {
    setPercent("top", percent, .finite, \.inset.top)
  }

  /// Sets the right inset in points; `nil` unsets it. A relative item is offset by it, an
  /// absolute one placed by it; a static one ignores it.
  @discardableResult
  public func right(_ value: Double?) -> Flex {
    setLength("right", value, .finite, unset: .undefined, \.inset.right)
  }

  /// Sets the right inset as a percentage of the containing block's size along that axis.
  @discardableResult
  public func right(_ percent: FPercent) -> Flex {
    setPercent("right", percent, .finite, \.inset.right)
  }

  /// Sets the bottom inset in points; `nil` unsets it. A relative item is offset by it, an
  /// absolute one placed by it; a static one ignores it.
  @discardableResult
  public func bottom(_ value: Double?) -> Flex {
    setLength("bottom", value, .finite, unset: .undefined, \.inset.bottom)
  }

  /// Sets the bottom inset as a percentage of the containing block's size along that axis.
  @discardableResult
  public func bottom(_ percent: FPercent) -> Flex {
    setPercent("bottom", percent, .finite, \.inset.bottom)
  }

  /// Sets the leading inset (left in left-to-right, right in right-to-left) in points; `nil` unsets it. A relative item is offset by it, an
  /// absolute one placed by it; a static one ignores it.
  @discardableResult
  public func start(_ value: Double?) -> Flex {
    setLength("start", value, .finite, unset: .undefined, \.inset.start)
  }

  /// Sets the leading inset (left in left-to-right, right in right-to-left) as a percentage of the containing block's size along that axis.
  @discardableResult
  public func start(_ percent: FPercent) -> Flex {
    setPercent("start", percent, .finite, \.inset.start)
  }

  /// Sets the trailing inset in points; `nil` unsets it. A relative item is offset by it, an
  /// absolute one placed by it; a static one ignores it.
  @discardableResult
  public func end(_ value: Double?) -> Flex {
    setLength("end", value, .finite, unset: .undefined, \.inset.end)
  }

  /// Sets the trailing inset as a percentage of the containing block's size along that axis.
  @discardableResult
  public func end(_ percent: FPercent) -> Flex {
    setPercent("end", percent, .finite, \.inset.end)
  }

  /// Sets the left and right insets in points; `nil` unsets them.
  @discardableResult
  public func horizontally(_ value: Double?) -> Flex {
    setLength("horizontally", value, .finite, unset: .undefined, \.inset.horizontal)
  }

  /// Sets the left and right insets as percentages of the containing block's size.
  @discardableResult
  public func horizontally(_ percent: FPercent) -> Flex {
    setPercent("horizontally", percent, .finite, \.inset.horizontal)
  }

  /// Sets the top and bottom insets in points; `nil` unsets them.
  @discardableResult
  public func vertically(_ value: Double?) -> Flex {
    setLength("vertically", value, .finite, unset: .undefined, \.inset.vertical)
  }

  /// Sets the top and bottom insets as percentages of the containing block's size.
  @discardableResult
  public func vertically(_ percent: FPercent) -> Flex {
    setPercent("vertically", percent, .finite, \.inset.vertical)
  }

  /// Sets all four insets in points; `nil` unsets them.
  @discardableResult
  public func all(_ value: Double?) -> Flex {
    setLength("all", value, .finite, unset: .undefined, \.inset.all)
  }

  /// Sets all four insets as percentages of the containing block's size.
  @discardableResult
  public func all(_ percent: FPercent) -> Flex {
    setPercent("all", percent, .finite, \.inset.all)
  }
}
