// The dual simplex's leaving row from a heap instead of a scan of every suspect.
//
// ``Engine/chooseLeaving(bland:)`` scans the suspects at every pivot. After a resize
// of a long list hundreds of rows are infeasible at once (two in every cell whose
// label crosses its width), and each local pivot repairs one or two of them: the
// scans cost the resize more than the pivots' own solves. Yet a pivot moves only
// the values at its solved column's positions (and the Devex weights there), so the
// other rows keep their place in the order. The scan builds a max-heap of the
// infeasible suspects (when there are at least 64), keyed as it chooses — the
// violation² against its weight, then the larger basic column — and after each
// local pivot (a column shorter than the suspects) only the positions of its column
// are pushed again. An entry is current when the position is still a
// suspect, holds the same basic column, is infeasible, and has the same key; the
// others are dropped as they come to the top. The top current entry is then exactly
// the scan's choice. Anything else that moves values or positions (a long column,
// a block, a refactorisation, a refresh, a passed-over row) sends the next choice
// back to the scan, which rebuilds the heap; so does a heap swollen by outdated
// entries to more than four times the suspects.

/// A suspect position in ``Engine/leavingHeap``, with its key when pushed.
struct LeavingCandidate {
  /// ``Engine/leavingPriority(_:weight:)`` of the position's value and weight.
  var priority: Double
  /// The basic column at the position (ties go to the larger).
  var basic: Int32
  /// The position.
  var position: Int32

  /// Whether `self` leaves before `other`.
  @inline(__always)
  func precedes(_ other: LeavingCandidate) -> Bool {
    priority != other.priority ? priority > other.priority : basic > other.basic
  }
}

extension Engine {
  /// The fewest infeasible suspects for which the scan builds the heap: below it,
  /// the scan is cheaper than keeping the heap (the 10-cell list's resize cost 5 %
  /// more with a heap from any count).
  static let leavingHeapMinimum = 64

  /// Whether the position's basic column is live and its value breaks its bound:
  /// what the scan keeps.
  @inline(__always)
  func isInfeasible(at position: Int32) -> Bool {
    let basic = head[Int(position)]
    return basic >= 0 && columnAlive[Int(basic)]
      && columnKind[Int(basic)].isViolated(by: x[Int(position)])
  }

  /// A position's entry at its current key.
  @inline(__always)
  func leavingCandidate(at position: Int32) -> LeavingCandidate {
    LeavingCandidate(
      priority: Engine.leavingPriority(x[Int(position)], weight: dualWeights[Int(position)]),
      basic: head[Int(position)], position: position)
  }

  /// Rebuilds the heap from the suspects, which the scan has just left exactly the
  /// infeasible ones.
  func rebuildLeavingHeap() {
    leavingHeap.removeAll(keepingCapacity: true)
    for position in suspects { leavingHeap.append(leavingCandidate(at: position)) }
    var index = leavingHeap.count / 2 - 1
    while index >= 0 {
      siftDownLeaving(from: index)
      index -= 1
    }
  }

  /// The scan's choice, read from the heap: the top current entry, dropping the
  /// outdated ones above it. When none is left the scan decides (and rebuilds).
  func popLeaving() -> (position: Int32, column: Int32, infeasible: Int) {
    while let top = leavingHeap.first {
      let position = top.position
      let current = leavingCandidate(at: position)
      if isSuspect[Int(position)] && current.basic == top.basic && isInfeasible(at: position)
        && current.priority == top.priority
      {
        assert(
          scannedLeaving() == position,
          "the heap's choice is the scan's")
        // `suspects.count` bounds the infeasible rows from above.
        return (position, top.basic, suspects.count)
      }
      removeTopLeaving()
    }
    // The caller goes on from the heap: it must be whole, however few are left.
    let scanned = chooseLeaving(bland: false)
    if scanned.infeasible < Engine.leavingHeapMinimum { rebuildLeavingHeap() }
    return scanned
  }

  /// Notes which of the solved column's positions are infeasible suspects before a
  /// pivot (``infeasibleAtChoice``; a row passed over is not one): the rows the
  /// scan would keep at this choice, whose
  /// Devex weights the pivot updates (``updateDualWeightsAndHeap(at:pivot:)``).
  func noteInfeasibleAtChoice() {
    if infeasibleAtChoice.count < rowCapacity {
      infeasibleAtChoice.append(repeating: false, count: rowCapacity - infeasibleAtChoice.count)
    }
    // Through buffers: this runs over the solved column at every dual pivot.
    infeasibleAtChoice.withUnsafeMutableBufferPointer { marks in
      head.withUnsafeBufferPointer { head in
        x.withUnsafeBufferPointer { x in
          columnKind.withUnsafeBufferPointer { kind in
            columnAlive.withUnsafeBufferPointer { alive in
              for position in alpha.indices where isSuspect[Int(position)] {
                let basic = head[Int(position)]
                if basic >= 0 && alive[Int(basic)]
                  && kind[Int(basic)].isViolated(by: x[Int(position)])
                {
                  marks[Int(position)] = true
                }
              }
            }
          }
        }
      }
    }
  }

  /// The scan's choice without its side effects (for the heap's assertion).
  func scannedLeaving() -> Int32 {
    var best: LeavingCandidate?
    for position in suspects where isSuspect[Int(position)] && isInfeasible(at: position) {
      let candidate = leavingCandidate(at: position)
      if best.map({ candidate.precedes($0) }) ?? true { best = candidate }
    }
    return best?.position ?? -1
  }

  // MARK: Heap operations

  func pushLeaving(_ candidate: LeavingCandidate) {
    leavingHeap.append(candidate)
    var child = leavingHeap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard leavingHeap[child].precedes(leavingHeap[parent]) else { break }
      leavingHeap.swapAt(child, parent)
      child = parent
    }
  }

  func removeTopLeaving() {
    let last = leavingHeap.removeLast()
    guard !leavingHeap.isEmpty else { return }
    leavingHeap[0] = last
    siftDownLeaving(from: 0)
  }

  func siftDownLeaving(from start: Int) {
    var parent = start
    let count = leavingHeap.count
    while true {
      var first = parent
      let left = 2 * parent + 1
      if left < count && leavingHeap[left].precedes(leavingHeap[first]) { first = left }
      if left + 1 < count && leavingHeap[left + 1].precedes(leavingHeap[first]) {
        first = left + 1
      }
      if first == parent { return }
      leavingHeap.swapAt(parent, first)
      parent = first
    }
  }
}
