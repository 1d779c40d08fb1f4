import FixFlex

/// A stack allocator for the algorithm's scratch records (flex items, flex lines).
///
/// Each container being laid out takes a block for its items, lays out its children
/// (which take blocks above it), and gives its block back when done. Blocks never
/// move, so a container can keep a plain pointer to its items across the recursive
/// calls; memory is kept from one layout to the next, so a warm layout allocates
/// nothing.
///
/// `Element` must be a trivial type (no references that are counted).
final class StackArena<Element> {
  /// The chunks, each with its capacity; never freed before the arena.
  @exclusivity(unchecked) private var chunks:
    [(base: UnsafeMutablePointer<Element>, capacity: Int)] = []
  /// The chunk blocks are taken from.
  @exclusivity(unchecked) private var current = 0
  /// How many elements of the current chunk are taken.
  @exclusivity(unchecked) private var used = 0

  /// Where the stack stood before an allocation, to return to.
  struct Mark {
    fileprivate var chunk: Int
    fileprivate var used: Int
  }

  init() {}

  deinit {
    for chunk in chunks { chunk.base.deallocate() }
  }

  /// The current top of the stack.
  @inline(__always)
  var mark: Mark { Mark(chunk: current, used: used) }

  /// Takes a block of `count` uninitialised elements.
  @inline(__always)
  func allocate(_ count: Int) -> UnsafeMutablePointer<Element> {
    if current < chunks.count, used + count <= chunks[current].capacity {
      let block = chunks[current].base + used
      used += count
      return block
    }
    return allocateSlow(count)
  }

  private func allocateSlow(_ count: Int) -> UnsafeMutablePointer<Element> {
    // Move on to the next chunk that is big enough, creating one if needed.
    var index = chunks.isEmpty ? 0 : current + 1
    while index < chunks.count, chunks[index].capacity < count { index += 1 }
    if index >= chunks.count {
      let capacity = max(4096, count * 2)
      chunks.append((UnsafeMutablePointer<Element>.allocate(capacity: capacity), capacity))
      index = chunks.count - 1
    }
    current = index
    used = count
    return chunks[index].base
  }

  /// Gives back everything allocated since `mark`.
  @inline(__always)
  func release(to mark: Mark) {
    current = mark.chunk
    used = mark.used
  }
}
