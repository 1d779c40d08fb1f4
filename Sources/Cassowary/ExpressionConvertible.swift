/// A value that can stand in a linear expression: a ``Variable``, a ``Term``, an
/// ``Expression`` or a `Double`.
public protocol ExpressionConvertible {
  /// The value as an expression.
  var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
  /// `1 · self`.
  public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
  /// The term alone.
  public var expression: Expression { Expression([self]) }
}

extension Expression: ExpressionConvertible {
  /// The expression itself.
  public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
  /// The constant expression.
  public var expression: Expression { Expression(self) }
}
