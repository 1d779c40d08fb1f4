import FixFlex

extension Flex {
  /// Sets the width in points; `nil` means `auto`.
  @discardableResult
  public func width(_ value: Double?) -> Flex {
    setLength("width", value, .nonNegative, unset: .auto, \.width)
  }

  /// Sets the width as a percentage of the containing block's width.
  @discardableResult
  public func width(_ percent: FPercent) -> Flex {
    setPercent("width", percent, .nonNegative, \.width)
  }

  /// Sets the width to a sizing keyword (`max-content`, `fit-content`, `stretch`).
  @discardableResult
  public func width(_ keyword: SizeKeyword) -> Flex {
    setKeyword("width", keyword, \.width)
  }

  /// Sets the height in points; `nil` means `auto`.
  @discardableResult
  public func height(_ value: Double?) -> Flex {
    setLength("height", value, .nonNegative, unset: .auto, \.height)
  }

  /// Sets the height as a percentage of the containing block's height (`auto` when that is indefinite).
  @discardableResult
  public func height(_ percent: FPercent) -> Flex {
    setPercent("height", percent, .nonNegative, \.height)
  }

  /// Sets the height to a sizing keyword (`max-content`, `fit-content`, `stretch`).
  @discardableResult
  public func height(_ keyword: SizeKeyword) -> Flex {
    setKeyword("height", keyword, \.height)
  }

  /// Sets the minimum width in points; `nil` means `auto` (a flex item's automatic minimum size).
  @discardableResult
  public func minWidth(_ value: Double?) -> Flex {
    setLength("minWidth", value, .nonNegative, unset: .auto, \.minWidth)
  }

  /// Sets the minimum width as a percentage of the containing block's width.
  @discardableResult
  public func minWidth(_ percent: FPercent) -> Flex {
    setPercent("minWidth", percent, .nonNegative, \.minWidth)
  }

  /// Sets the minimum width to a sizing keyword (`max-content`, `fit-content`, `stretch`).
  @discardableResult
  public func minWidth(_ keyword: SizeKeyword) -> Flex {
    setKeyword("minWidth", keyword, \.minWidth)
  }

  /// Sets the maximum width in points; `nil` means none.
  @discardableResult
  public func maxWidth(_ value: Double?) -> Flex {
    setLength("maxWidth", value, .nonNegative, unset: .undefined, \.maxWidth)
  }

  /// Sets the maximum width as a percentage of the containing block's width.
  @discardableResult
  public func maxWidth(_ percent: FPercent) -> Flex {
    setPercent("maxWidth", percent, .nonNegative, \.maxWidth)
  }

  /// Sets the maximum width to a sizing keyword (`max-content`, `fit-content`, `stretch`).
  @discardableResult
  public func maxWidth(_ keyword: SizeKeyword) -> Flex {
    setKeyword("maxWidth", keyword, \.maxWidth)
  }

  /// Sets the minimum height in points; `nil` means `auto` (a flex item's automatic minimum size).
  @discardableResult
  public func minHeight(_ value: Double?) -> Flex {
    setLength("minHeight", value, .nonNegative, unset: .auto, \.minHeight)
  }

  /// Sets the minimum height as a percentage of the containing block's height.
  @discardableResult
  public func minHeight(_ percent: FPercent) -> Flex {
    setPercent("minHeight", percent, .nonNegative, \.minHeight)
  }

  /// Sets the minimum height to a sizing keyword (`max-content`, `fit-content`, `stretch`).
  @discardableResult
  public func minHeight(_ keyword: SizeKeyword) -> Flex {
    setKeyword("minHeight", keyword, \.minHeight)
  }

  /// Sets the maximum height in points; `nil` means none.
  @discardableResult
  public func maxHeight(_ value: Double?) -> Flex {
    setLength("maxHeight", value, .nonNegative, unset: .undefined, \.maxHeight)
  }

  /// Sets the maximum height as a percentage of the containing block's height.
  @discardableResult
  public func maxHeight(_ percent: FPercent) -> Flex {
    setPercent("maxHeight", percent, .nonNegative, \.maxHeight)
  }

  /// Sets the maximum height to a sizing keyword (`max-content`, `fit-content`, `stretch`).
  @discardableResult
  public func maxHeight(_ keyword: SizeKeyword) -> Flex {
    setKeyword("maxHeight", keyword, \.maxHeight)
  }

  /// Sets the width and the height; `nil` sets both to `auto`.
  @discardableResult
  public func size(_ size: Size?) -> Flex {
    width(size?.width).height(size?.height)
  }

  /// Sets the width and the height to the same length.
  @discardableResult
  public func size(_ sideLength: Double) -> Flex {
    width(sideLength).height(sideLength)
  }

  /// Sets the preferred ratio of width to height (`aspect-ratio`, > 0) of the box
  /// that `boxSizing` names; `nil` removes it.
  @discardableResult
  public func aspectRatio(_ value: Double?) -> Flex {
    guard let value else {
      problems.removeAll { $0.property == "aspectRatio" }
      return update { $0.aspectRatio = nil }
    }
    return set("aspectRatio", value, .positive) { $0.aspectRatio = value }
  }

  /// Sets the aspect ratio to that of `size` (an image's, say); does nothing for an
  /// empty size (FlexLayout's `aspectRatio(of:)` does nothing without an image).
  @discardableResult
  public func aspectRatio(of size: Size) -> Flex {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      return self
    }
    return aspectRatio(size.width / size.height)
  }
}
