/// A point in a node's coordinate space, in points, y growing downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its two coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// A textual representation, `(x, y)`.
  public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}
