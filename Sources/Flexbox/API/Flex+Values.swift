import FixFlex

extension Flex {
  /// Sets a length property to points (`nil`: `unset`), validating the number.
  @discardableResult
  func setLength(
    _ property: String, _ value: Double?, _ rule: Rule, unset: Length,
    _ path: WritableKeyPath<FlexStyle, Length>
  ) -> Flex {
    guard let value else {
      if !problems.isEmpty { problems.removeAll { $0.property == property } }
      return update { $0[keyPath: path] = unset }
    }
    return set(property, value, rule) { $0[keyPath: path] = .points(value) }
  }

  /// Sets a length property to a percentage, validating the number.
  @discardableResult
  func setPercent(
    _ property: String, _ percent: FPercent, _ rule: Rule,
    _ path: WritableKeyPath<FlexStyle, Length>
  ) -> Flex {
    set(property, percent.value, rule) { $0[keyPath: path] = .percent(percent.value) }
  }

  /// Sets a length property to a keyword or `auto`.
  @discardableResult
  func setKeyword(
    _ property: String, _ keyword: SizeKeyword, _ path: WritableKeyPath<FlexStyle, Length>
  ) -> Flex {
    if !problems.isEmpty { problems.removeAll { $0.property == property } }
    let length: Length
    switch keyword {
    case .auto: length = .auto
    case .maxContent: length = Length(value: 0, unit: .maxContent)
    case .fitContent: length = Length(value: 0, unit: .fitContent)
    case .stretch: length = Length(value: 0, unit: .stretch)
    }
    return update { $0[keyPath: path] = length }
  }

  /// Sets a length property to `auto`.
  @discardableResult
  func setAuto(_ property: String, _ path: WritableKeyPath<FlexStyle, Length>) -> Flex {
    if !problems.isEmpty { problems.removeAll { $0.property == property } }
    return update { $0[keyPath: path] = .auto }
  }
}
