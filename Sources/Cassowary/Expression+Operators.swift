// Arithmetic on linear expressions. Every operand converts to an `Expression`, so
// `2 * x + y - 10` reads as it would on paper.

/// The sum of two linear expressions.
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  combined(lhs.expression, rhs.expression, sign: 1)
}

/// The difference of two linear expressions.
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  combined(lhs.expression, rhs.expression, sign: -1)
}

/// `left + sign · right`, with one array for the terms (none when one side is a
/// constant and the other's terms can be shared): `width >= 0` or `x - y` builds
/// a constraint, and a layout builds tens of thousands.
private func combined(_ left: Expression, _ right: Expression, sign: Double) -> Expression {
  let constant = left.constant + sign * right.constant
  if right.terms.isEmpty { return Expression(left.terms, constant: constant) }
  if left.terms.isEmpty && sign == 1 { return Expression(right.terms, constant: constant) }
  var terms: [Term] = []
  terms.reserveCapacity(left.terms.count + right.terms.count)
  terms.append(contentsOf: left.terms)
  for term in right.terms { terms.append(Term(term.variable, sign * term.coefficient)) }
  return Expression(terms, constant: constant)
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
