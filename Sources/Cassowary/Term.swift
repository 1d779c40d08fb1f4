/// A variable multiplied by a coefficient, one addend of an ``Expression``.
public struct Term {
  /// The variable.
  public let variable: Variable
  /// Its coefficient.
  public var coefficient: Double

  /// Creates `coefficient · variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

extension Term: CustomStringConvertible {
  /// `2·x`, or `x` for a coefficient of 1.
  public var description: String {
    coefficient == 1 ? variable.name : "\(numberText(coefficient))·\(variable.name)"
  }
}
