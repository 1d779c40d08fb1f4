/// The natural size of a node's content, per axis: a width, a height, either, or
/// neither (UIKit's `noIntrinsicMetric`).
public struct IntrinsicContentSize: Hashable, Sendable, CustomStringConvertible {
  /// The content's width, or `nil` for none.
  public var width: Double?
  /// The content's height, or `nil` for none.
  public var height: Double?

  /// Creates an intrinsic size; either axis may be `nil`.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// No intrinsic size on either axis.
  public static let none = IntrinsicContentSize(width: nil, height: nil)

  /// The value on `axis`.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// `width×height`, with `-` for an axis without a value.
  public var description: String {
    "\(width.map(formatted) ?? "-")×\(height.map(formatted) ?? "-")"
  }
}
