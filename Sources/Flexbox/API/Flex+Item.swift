import FixFlex

extension Flex {
  /// Sets how this item is placed across its line, overriding the container's
  /// `alignItems` (`align-self`).
  @discardableResult
  public func alignSelf(_ value: AlignSelf) -> Flex {
    update { $0.alignSelf = value }
  }

  /// Sets the share of positive free space this item takes (`flex-grow`, ≥ 0).
  @discardableResult
  public func grow(_ value: Double) -> Flex {
    set("flexGrow", value, .nonNegative) { $0.flexGrow = value }
  }

  /// Sets how much this item gives up when space is short (`flex-shrink`, ≥ 0).
  @discardableResult
  public func shrink(_ value: Double) -> Flex {
    set("flexShrink", value, .nonNegative) { $0.flexShrink = value }
  }

  /// Sets the item's size before free space is distributed (`flex-basis`), in points;
  /// `nil` means `auto` (the width or height, else the content).
  @discardableResult
  public func basis(_ value: Double?) -> Flex {
    setLength("flexBasis", value, .nonNegative, unset: .auto, \.flexBasis)
  }

  /// Sets the flex basis as a percentage of the container's inner main size.
  @discardableResult
  public func basis(_ percent: FPercent) -> Flex {
    setPercent("flexBasis", percent, .nonNegative, \.flexBasis)
  }

  /// Sets the flex basis to a keyword (`auto`, `max-content`, `fit-content`).
  @discardableResult
  public func basis(_ keyword: SizeKeyword) -> Flex {
    setKeyword("flexBasis", keyword, \.flexBasis)
  }

  /// Sets whether and how the node generates a box (`display`).
  @discardableResult
  public func display(_ value: Display) -> Flex {
    update { $0.display = value }
  }

  /// Sets which box the sizes describe (`box-sizing`).
  @discardableResult
  public func boxSizing(_ value: BoxSizing) -> Flex {
    update { $0.boxSizing = value }
  }

  /// Sets what happens to overflowing content (`overflow`); a node that is not
  /// ``Overflow/visible`` has no automatic minimum size as a flex item.
  @discardableResult
  public func overflow(_ value: Overflow) -> Flex {
    update { $0.overflow = value }
  }

  /// Sets whether the node takes part in layout (see ``isIncludedInLayout``).
  @discardableResult
  public func isIncludedInLayout(_ included: Bool) -> Flex {
    isIncludedInLayout = included
    return self
  }
}
