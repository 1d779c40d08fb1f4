// Arithmetic on linear expressions. Every operand converts to an `Expression`, so
// `2 * x + y - 10` reads as it would on paper.

/// The sum of two linear expressions.
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  let left = lhs.expression
  let right = rhs.expression
  return Expression(left.terms + right.terms, constant: left.constant + right.constant)
}

/// The difference of two linear expressions.
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs + (-rhs.expression)
}

/// The expression negated.
public prefix func - <E: ExpressionConvertible>(operand: E) -> Expression {
  let value = operand.expression
  return Expression(
    value.terms.map { Term($0.variable, -$0.coefficient) }, constant: -value.constant)
}

/// The expression scaled by a number.
public func * <E: ExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
  let value = lhs.expression
  return Expression(
    value.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: value.constant * rhs)
}

/// The expression scaled by a number.
public func * <E: ExpressionConvertible>(lhs: Double, rhs: E) -> Expression {
  rhs * lhs
}

/// The expression divided by a number.
public func / <E: ExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
  lhs * (1 / rhs)
}
