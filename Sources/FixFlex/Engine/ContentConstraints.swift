import Cassowary

/// A node's four content-size inequalities, in the order of
/// ``NodeSlot/contentIndex(_:compression:)``: horizontal hugging, horizontal
/// compression resistance, vertical hugging, vertical compression resistance;
/// `nil` where the axis has no intrinsic size. Kept inline in the slot: a
/// four-element array was a heap allocation for every node of a tree.
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

  /// The four in index order, `nil`s included.
  func makeIterator() -> Iterator { Iterator(content: self) }

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
