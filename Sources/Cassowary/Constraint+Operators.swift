// Relations between expressions. Each builds a required ``Constraint`` from
// `lhs - rhs OP 0`; lower it with `withPriority(_:)`.

/// `lhs == rhs`, a required constraint.
public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// `lhs <= rhs`, a required constraint.
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `lhs >= rhs`, a required constraint.
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
