import Cassowary

/// How much a layout constraint matters, on Auto Layout's scale from 1 to 1000.
///
/// 1000 is ``required``; every lower value is optional, and the engine treats the
/// optional levels as a strict hierarchy: no number of violations at lower priorities
/// outweighs one violation at a higher priority. The named levels are UIKit's
/// (`UILayoutPriority`).
public struct LayoutPriority: Hashable, Comparable, Sendable {
  /// The priority on the 1…1000 scale.
  public let value: Double

  /// Creates a priority. Values outside 1…1000, NaN and infinities are refused when
  /// the priority is used (``LayoutError/invalidPriority(_:)``).
  public init(_ value: Double) {
    self.value = value
  }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: the default compression resistance of a node's content.
  public static let defaultHigh = LayoutPriority(750)
  /// 510: a drag that can resize the scene (UIKit).
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500: the scene keeps its size (UIKit).
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 490: a drag that cannot resize the scene (UIKit).
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// 250: the default content hugging of a node's content.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the level at which a layout without a size on an axis pulls that axis to
  /// its smallest size (`systemLayoutSizeFitting`).
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether this is ``required``.
  public var isRequired: Bool { value == 1000 }

  /// Whether the value lies in 1…1000.
  public var isValid: Bool { value >= 1 && value <= 1000 }

  /// Orders priorities by value.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.value < rhs.value
  }

  /// The solver's priority at the same level.
  var solverPriority: Priority { Priority(value) }

  /// The level at which a broken required constraint keeps acting (SEMANTICS §2.7).
  static let broken = LayoutPriority(999)
}

extension LayoutPriority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// A priority from an integer literal (`750`).
  public init(integerLiteral value: Int) { self.init(Double(value)) }
  /// A priority from a floating-point literal (`749.5`).
  public init(floatLiteral value: Double) { self.init(value) }
}

extension LayoutPriority: CustomStringConvertible {
  /// The number, without a fraction when it is whole (`750`, `749.5`).
  public var description: String { formatted(value) }
}
