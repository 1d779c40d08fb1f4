/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The extent along the horizontal axis.
  public var width: Double
  /// The extent along the vertical axis.
  public var height: Double

  /// Creates a size from a width and a height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, 0 × 0.
  public static let zero = Size(width: 0, height: 0)

  /// The extent along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A textual representation, `width×height`.
  public var description: String { "\(formatted(width))×\(formatted(height))" }
}
