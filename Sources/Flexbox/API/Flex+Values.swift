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
    return set(property, value, rule) { Self.stamp(&$0, path, .points(value)) }
  }

  /// Sets a length property to a percentage, validating the number.
  @discardableResult
  func setPercent(
    _ property: String, _ percent: FPercent, _ rule: Rule,
    _ path: WritableKeyPath<FlexStyle, Length>
  ) -> Flex {
    set(property, percent.value, rule) { Self.stamp(&$0, path, .percent(percent.value)) }
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
    return update { Self.stamp(&$0, path, length) }
  }

  /// Sets a length property to `auto`.
  @discardableResult
  func setAuto(_ property: String, _ path: WritableKeyPath<FlexStyle, Length>) -> Flex {
    if !problems.isEmpty { problems.removeAll { $0.property == property } }
    return update { Self.stamp(&$0, path, .auto) }
  }

  /// Stores `length` at `path`, stamped as the latest value set (unless it is already
  /// there and is the latest, which changes nothing).
  static func stamp(
    _ style: inout FlexStyle, _ path: WritableKeyPath<FlexStyle, Length>, _ length: Length
  ) {
    let old = style[keyPath: path]
    if old.sameValue(as: length), old.order == style.sequence, old.order != 0 { return }
    style.sequence &+= 1
    var stamped = length
    stamped.order = style.sequence
    style[keyPath: path] = stamped
  }
}
