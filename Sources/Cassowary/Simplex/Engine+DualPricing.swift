// The dual simplex's choice of the leaving row: dual Devex pricing.
//
// Dantzig's rule for the dual — the largest violation leaves first — ignores how far
// a unit of violation is from being repaired. On a dual-degenerate basis (a stack
// resized across its content minimum: every fill's minimum slack and ratio error at
// reduced cost 0 on every level) it walks a violation from item to item down the
// chain, one pivot each, a hundred times over: 2 232 pivots in one step of the
// benchmark's generated 1 000-item resize sweep (under 350 with the weights below).
//
// Dual steepest edge (Forrest & Goldfarb, "Steepest-edge simplex algorithms for
// linear programming", Math. Programming 57, 1992) divides each violation by the norm
// of its row of B⁻¹, which is what a unit of it costs to repair. Keeping those norms
// exact costs a second solve every pivot; the dual Devex weights (Harris, "Pivot
// selection methods of the Devex LP code", Math. Programming 5, 1973, in the dual
// form of Forrest & Goldfarb §5) approximate them from the entering column alone:
// after a pivot at row r with solved column α,
//
//     wᵢ ← max(wᵢ, (αᵢ/αᵣ)²·wᵣ)    for every other position i,
//     wᵣ ← max(wᵣ/αᵣ², 1)          for the entering column's position,
//
// and the leaving row maximises violation²/w. Here only the suspects' weights are
// updated (a position feasible at a pivot keeps its weight, perhaps too low, when it
// turns infeasible later). Every call starts from the reference framework (all
// weights 1), so a call's first choice is still the largest violation, and an edit
// that takes one pivot takes the same one; a block exchange or a refresh restarts
// the framework, and a refactorisation carries each basic column's weight to its
// new position.

extension Engine {
  /// How strongly a basic value `value` at a position of weight `weight` asks to
  /// leave: its violation² against the weight (the one measure of
  /// ``chooseLeaving(bland:)`` and of a block's order).
  @inline(__always)
  static func leavingPriority(_ value: Double, weight: Double) -> Double {
    value * value / weight
  }

  /// The dual simplex's leaving row: among the suspects, the basic column whose
  /// violation² is largest against its weight, ties — and with `bland`, every choice
  /// — to the largest column id, which cannot cycle. Drops the suspects found
  /// feasible (the ones still infeasible are compacted to the front of the list).
  /// Returns the position and column, `-1` for both when all are feasible, and how
  /// many suspects are infeasible. Outside a degenerate run, with at least
  /// ``leavingHeapMinimum`` of them, it also rebuilds the leaving heap
  /// (Engine+LeavingHeap.swift).
  func chooseLeaving(bland: Bool) -> (position: Int32, column: Int32, infeasible: Int) {
    var leavingPosition: Int32 = -1
    var leavingColumn: Int32 = -1
    var worst = 0.0
    var kept = 0
    // Read through buffers: this scan runs once a pivot over every suspect.
    suspects.withUnsafeMutableBufferPointer { suspects in
      isSuspect.withUnsafeMutableBufferPointer { isSuspect in
        head.withUnsafeBufferPointer { head in
          x.withUnsafeBufferPointer { x in
            columnKind.withUnsafeBufferPointer { columnKind in
              columnAlive.withUnsafeBufferPointer { columnAlive in
                dualWeights.withUnsafeBufferPointer { weights in
                  for at in suspects.indices {
                    let position = suspects[at]
                    let basic = head[Int(position)]
                    guard basic >= 0, columnAlive[Int(basic)] else {
                      isSuspect[Int(position)] = false
                      continue
                    }
                    let value = x[Int(position)]
                    if !columnKind[Int(basic)].isViolated(by: value) {
                      isSuspect[Int(position)] = false
                      continue
                    }
                    suspects[kept] = position
                    kept += 1
                    let priority = Engine.leavingPriority(value, weight: weights[Int(position)])
                    if bland
                      ? basic > leavingColumn
                      : (priority > worst || (priority == worst && basic > leavingColumn))
                    {
                      worst = priority
                      leavingColumn = basic
                      leavingPosition = position
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    suspects.removeLast(suspects.count - kept)
    if !bland && kept >= Engine.leavingHeapMinimum { rebuildLeavingHeap() }
    return (leavingPosition, leavingColumn, kept)
  }

  /// Gives every position a weight (positions added since the last call start at 1,
  /// the reference framework).
  func prepareDualWeights() {
    if dualWeights.count < rowCapacity {
      dualWeights.append(repeating: 1, count: rowCapacity - dualWeights.count)
    }
  }

  /// The Devex update after a dual pivot at `position`: ``alpha`` holds the entering
  /// column `B⁻¹·a_q`, and `pivot` its entry at `position`. Only the suspects' weights
  /// move (the positions that may be infeasible, the pivot's new violations among
  /// them): a weight matters only when its position competes to leave, and a
  /// layout chain's column has thousands of entries for a handful of suspects.
  func updateDualWeights(at position: Int32, pivot: Double) {
    let scale = setLeavingWeight(at: position, pivot: pivot)
    let values = alpha.values
    dualWeights.withUnsafeMutableBufferPointer { weights in
      // A weight moves only where the column has an entry: through the shorter of
      // the column's list and the suspects (a cell's local pivot lists a dozen
      // positions while a resize leaves hundreds of suspects; a chain's lists
      // thousands).
      if alpha.count < suspects.count {
        isSuspect.withUnsafeBufferPointer { isSuspect in
          for i in alpha.indices where i != position && isSuspect[Int(i)] {
            raiseWeight(at: i, entry: values[Int(i)], scale: scale, in: weights)
          }
        }
      } else {
        for i in suspects where i != position {
          raiseWeight(at: i, entry: values[Int(i)], scale: scale, in: weights)
        }
      }
    }
  }

  /// Sets the Devex weight of the position that has just left, `max(wᵣ/αᵣ², 1)`, and
  /// returns `wᵣ/αᵣ²`, the scale of the other positions' updates: the start of both
  /// Devex updates.
  @inline(__always)
  func setLeavingWeight(at position: Int32, pivot: Double) -> Double {
    assert(alpha.capacity >= rowCapacity, "alpha spans every position")
    let scale = dualWeights[Int(position)] / (pivot * pivot)
    if dualWeights[Int(position)] == 1 { weightedPositions.append(position) }
    dualWeights[Int(position)] = max(scale, 1)
    return scale
  }

  /// `wᵢ ← max(wᵢ, αᵢ²·scale)` for a position with solved entry `entry`, listing
  /// the position among the weighted ones the first time its weight leaves 1.
  @inline(__always)
  func raiseWeight(
    at i: Int32, entry: Double, scale: Double, in weights: UnsafeMutableBufferPointer<Double>
  ) {
    let candidate = entry * entry * scale
    if candidate > weights[Int(i)] {
      if weights[Int(i)] == 1 { weightedPositions.append(i) }
      weights[Int(i)] = candidate
    }
  }

  /// The Devex update after a dual pivot at `position`: ``alpha`` holds the entering
  /// column `B⁻¹·a_q`, and `pivot` its entry at `position`. Only the competing
  /// rows' weights move — those infeasible when the row was chosen
  /// (``infeasibleAtChoice``, noted before the pivot) and those the pivot made
  /// infeasible: a weight matters only when its position competes to leave. A
  /// weight moves only where the column has an entry, so the column's list is
  /// walked, not the suspects (hundreds after a resize, for a local pivot's dozen
  /// entries). The same walk pushes the column's infeasible suspects on the leaving
  /// heap at their new keys (Engine+LeavingHeap.swift) and clears the notes.
  func updateDualWeightsAndHeap(at position: Int32, pivot: Double) {
    let scale = setLeavingWeight(at: position, pivot: pivot)
    let values = alpha.values
    // Through buffers: this runs over the solved column at every dual pivot.
    dualWeights.withUnsafeMutableBufferPointer { weights in
      infeasibleAtChoice.withUnsafeMutableBufferPointer { marks in
        head.withUnsafeBufferPointer { head in
          x.withUnsafeBufferPointer { x in
            columnKind.withUnsafeBufferPointer { kind in
              columnAlive.withUnsafeBufferPointer { alive in
                isSuspect.withUnsafeBufferPointer { isSuspect in
                  for i in alpha.indices {
                    let basic = head[Int(i)]
                    let value = x[Int(i)]
                    // As ``moveValues(along:by:skipping:)`` flags a position.
                    let violated = basic >= 0 && kind[Int(basic)].isViolated(by: value)
                    if i != position && (marks[Int(i)] || violated) {
                      raiseWeight(at: i, entry: values[Int(i)], scale: scale, in: weights)
                    }
                    marks[Int(i)] = false
                    if violated && alive[Int(basic)] && isSuspect[Int(i)] {
                      pushLeaving(
                        LeavingCandidate(
                          priority: Engine.leavingPriority(value, weight: weights[Int(i)]),
                          basic: basic, position: i))
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// The basic columns whose weight is not 1, with their weights: what a
  /// refactorisation carries over while it renumbers the positions (empty outside a
  /// dual simplex call).
  func weightedColumns() -> [(column: Int32, weight: Double)] {
    var carried: [(column: Int32, weight: Double)] = []
    for position in weightedPositions {
      let weight = dualWeights[Int(position)]
      let column = head[Int(position)]
      if weight != 1 && column >= 0 { carried.append((column, weight)) }
    }
    return carried
  }

  /// Gives the columns of ``weightedColumns()`` their weights at their new
  /// positions (columns no longer basic are dropped).
  func restoreWeights(_ carried: [(column: Int32, weight: Double)]) {
    resetDualWeights()
    for (column, weight) in carried {
      let position = positionOf[Int(column)]
      guard position >= 0, dualWeights[Int(position)] == 1 else { continue }
      dualWeights[Int(position)] = weight
      weightedPositions.append(position)
    }
  }

  /// Returns every weight to 1 (a new reference framework).
  func resetDualWeights() {
    for position in weightedPositions where Int(position) < dualWeights.count {
      dualWeights[Int(position)] = 1
    }
    weightedPositions.removeAll(keepingCapacity: true)
  }
}
