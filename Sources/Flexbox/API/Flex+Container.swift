import FixFlex

extension Flex {
  /// The main axis (`flex-direction`). Setting `nil` restores ``Direction/column``.
  public var direction: Direction? {
    get { style.flexDirection }
    set { update { $0.flexDirection = newValue ?? .column } }
  }

  /// Sets the main axis (`flex-direction`).
  @discardableResult
  public func direction(_ value: Direction) -> Flex {
    update { $0.flexDirection = value }
  }

  /// Sets whether items wrap onto several lines (`flex-wrap`).
  @discardableResult
  public func wrap(_ value: Wrap) -> Flex {
    update { $0.flexWrap = value }
  }

  /// Sets the node's inline direction, shared with the constraint engine through
  /// `LayoutNode.layoutDirection` (`direction` in CSS).
  @discardableResult
  public func layoutDirection(_ value: LayoutDirection) -> Flex {
    guard let node else { return self }
    let mapped: FixFlex.LayoutDirection
    switch value {
    case .inherit: mapped = .inherit
    case .ltr: mapped = .leftToRight
    case .rtl: mapped = .rightToLeft
    }
    if node.layoutDirection != mapped {
      node.layoutDirection = mapped
      markDirtyAndPropagate()
    }
    return self
  }

  /// Sets how items are distributed along the main axis (`justify-content`).
  @discardableResult
  public func justifyContent(_ value: JustifyContent) -> Flex {
    update { $0.justifyContent = value }
  }

  /// Sets how items are placed across their line (`align-items`).
  @discardableResult
  public func alignItems(_ value: AlignItems) -> Flex {
    update { $0.alignItems = value }
  }

  /// Sets how the lines of a multi-line container are distributed (`align-content`).
  @discardableResult
  public func alignContent(_ value: AlignContent) -> Flex {
    update { $0.alignContent = value }
  }

  /// Sets the gap between items along a row, in points (`column-gap`).
  @discardableResult
  public func columnGap(_ value: Double) -> Flex {
    setLength("columnGap", value, .nonNegative, unset: .undefined, \.columnGap)
  }

  /// Sets the gap between items along a row, as a percentage of the container's
  /// content width.
  @discardableResult
  public func columnGap(_ percent: FPercent) -> Flex {
    setPercent("columnGap", percent, .nonNegative, \.columnGap)
  }

  /// Sets the gap between items along a column and between wrapped rows, in points
  /// (`row-gap`).
  @discardableResult
  public func rowGap(_ value: Double) -> Flex {
    setLength("rowGap", value, .nonNegative, unset: .undefined, \.rowGap)
  }

  /// Sets the row gap as a percentage of the container's content height (zero when
  /// that height is indefinite).
  @discardableResult
  public func rowGap(_ percent: FPercent) -> Flex {
    setPercent("rowGap", percent, .nonNegative, \.rowGap)
  }

  /// Sets both gaps, in points (`gap`); ``columnGap(_:)-(Double)`` and
  /// ``rowGap(_:)-(Double)`` override it per axis.
  @discardableResult
  public func gap(_ value: Double) -> Flex {
    setLength("gap", value, .nonNegative, unset: .undefined, \.gap)
  }

  /// Sets both gaps as percentages of the container's content box.
  @discardableResult
  public func gap(_ percent: FPercent) -> Flex {
    setPercent("gap", percent, .nonNegative, \.gap)
  }
}
