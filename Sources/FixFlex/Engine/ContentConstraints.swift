import Cassowary

/// A node's four content-size constraints, in the order of
/// ``NodeSlot/contentIndex(_:compression:)``: horizontal hugging, horizontal
/// compression resistance, vertical hugging, vertical compression resistance;
/// `nil` where the axis has no intrinsic size. When both of an axis' priorities are
/// optional, one equality with a priority on each side stands for the pair
/// (``LayoutEngine/contentConstraints(_:_:_:)``) and sits at both of its indices.
/// Kept inline in the slot: a four-element array was a heap allocation for every
/// node of a tree.
struct ContentConstraints: Sequence {
  private var slots: (Constraint?, Constraint?, Constraint?, Constraint?) = (nil, nil, nil, nil)

  /// The inequality at `index` (0 to 3).
  subscript(index: Int) -> Constraint? {
    get {
      switch index {
      case 0: slots.0
      case 1: slots.1
      case 2: slots.2
      case 3: slots.3
      default: preconditionFailure("content index \(index) out of range")
      }
    }
    set {
      switch index {
      case 0: slots.0 = newValue
      case 1: slots.1 = newValue
      case 2: slots.2 = newValue
      case 3: slots.3 = newValue
      default: preconditionFailure("content index \(index) out of range")
      }
    }
  }

  /// The four in index order, `nil`s included (an axis' shared equality twice).
  func makeIterator() -> Iterator { Iterator(content: self) }

  /// The constraints of an axis, each once (its shared equality once).
  func constraints(on axis: Axis) -> [Constraint] {
    let hugging = self[NodeSlot.contentIndex(axis, compression: false)]
    let compression = self[NodeSlot.contentIndex(axis, compression: true)]
    guard let hugging else { return compression.map { [$0] } ?? [] }
    guard let compression, compression !== hugging else { return [hugging] }
    return [hugging, compression]
  }

  /// The constraints, each once (an axis' shared equality once), in index order.
  var distinct: [Constraint] { constraints(on: .horizontal) + constraints(on: .vertical) }

  /// Whether the axis of `index` holds one equality for both of its priorities.
  func isShared(at index: Int) -> Bool {
    let axis = Self.axis(of: index)
    guard let hugging = self[NodeSlot.contentIndex(axis, compression: false)] else {
      return false
    }
    return self[NodeSlot.contentIndex(axis, compression: true)] === hugging
  }

  /// The axis of a content index.
  static func axis(of index: Int) -> Axis { index < 2 ? .horizontal : .vertical }

  /// Whether a content index holds compression resistance (else hugging).
  static func isCompression(_ index: Int) -> Bool {
    index == NodeSlot.contentIndex(axis(of: index), compression: true)
  }

  /// The other index of the same axis.
  static func partner(of index: Int) -> Int {
    NodeSlot.contentIndex(axis(of: index), compression: !isCompression(index))
  }

  /// Forgets both constraints of `axis` (a shared equality with them).
  mutating func clear(_ axis: Axis) {
    self[NodeSlot.contentIndex(axis, compression: false)] = nil
    self[NodeSlot.contentIndex(axis, compression: true)] = nil
  }

  /// Walks the four inequalities in index order.
  struct Iterator: IteratorProtocol {
    let content: ContentConstraints
    var index = 0

    mutating func next() -> Constraint?? {
      guard index < 4 else { return nil }
      defer { index += 1 }
      return .some(content[index])
    }
  }
}
