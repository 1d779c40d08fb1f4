/// How a constraint's expression compares with zero.
public enum RelationalOperator: Hashable, Sendable {
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression == 0`.
  case equal
  /// `expression >= 0`.
  case greaterThanOrEqual

  /// `<=`, `==` or `>=`, as the `.cass` format writes it.
  public var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
