// The transposed eta pass of a BTRAN, sparsely. Each eta `Eₖ` (position pₖ, entries
// ηᵢₖ) changes one component: `v[pₖ] ← (v[pₖ] − Σᵢ ηᵢₖ·v[i]) / pivotₖ`. The plain pass
// computes that dot product for every eta, which costs the whole eta file — and on a
// layout chain every eta is dense (thousands of entries: a width moves every position
// after it), while the vectors a new row or a dual pivot pushes through are not (one
// to three entries). Indexed by position instead, an eta's dot product only needs the
// entries at positions where `v` is non-zero: those positions push their values to
// the etas that mention them (scatter), and an eta whose position changes pushes the
// change on to the earlier etas. The work is then the index lists of the positions
// `v` reaches, not the eta file. (Hypersparse solves in the sense of Hall & McKinnon,
// "Hyper-sparsity in the revised simplex method and how to exploit it", 2005.)
//
// The forward pass of an FTRAN takes the same index the other way: an eta is
// applied only when the value at its position is non-zero, and that value can only
// come from the vector's own entries or from an earlier eta's. The positions the
// vector holds queue the etas that pivot there, an applied eta queues those of the
// positions it newly writes, and the etas are taken in order from the queue — the
// same etas the plain pass applies, with the same arithmetic, without a test of every
// eta in the file.

extension Factor {
  /// Whether the sparse pass should be cheaper: the etas are dense (32 entries
  /// each on average: a chain's), the eta file is denser than the positions the pass
  /// could reach (the vector's, plus one per eta) times the etas by a margin, and the
  /// last transposed pass changed at most a quarter of the etas' positions (a pass
  /// that reaches most of them costs more sparsely: a queued id per eta and linked
  /// lists, where the plain pass streams). The constants were measured on the solver
  /// workloads: without the density floor (or with 12) random_100 and removal_100
  /// cost 3–4 % more instructions — an index built for etas few passes use — and a
  /// margin of 8 was best or within 1 % of the best of 1/2, 2, 8, 32 and "always".
  ///
  /// Light etas (a local pivot's, a dozen entries) take the sparse pass too once
  /// there are 64 of them: the list screen's resize makes hundreds of local pivots,
  /// and each later row solve paid a dot product with every one of them. (From 128
  /// to 64: chain_100 −9.1 % instructions, chain_1000 −6.3 %, random_1000 −8.1 %,
  /// removal_1000 −5.7 %, list/100 resize −3.0 %; removal_100 +4.4 %. With 32,
  /// random_100 cost 7.5 % more.)
  ///
  /// Fewer than eight etas take it when they are dense and the vector's reach is a
  /// quarter of their entries at most, whatever the last pass reached (with so few
  /// etas, one changed is "most" of them). After a refactorisation, the grid
  /// screen's build leaves one to four etas of thousands of entries (a row's height
  /// reaches every cell of it), and each row it adds next solved through them whole:
  /// charged at that, they refactorised its 60 000 rows 87 times at 100 × 100, each
  /// time rebuilding every row so far; through the index, twice. The margin of 4,
  /// not 8, keeps the deep chain, whose vectors reach most of each eta, on the plain
  /// pass: with 8 and no test of the last reach, 10 000 levels ran past 30 s where
  /// they take 4.5 s.
  ///
  /// Such a pass is charged to ``etaWork`` at what it walked, like any other. Charging it
  /// the plain pass's cost instead refactorised a 1 000-cell list's 41 000 rows
  /// every 3 000 rows of its build, for a few hundred etas of six entries. (That
  /// charge was chosen when the triangular solves followed the factors' structure
  /// and chain_1000 gained from refactorising early; with solves that follow the
  /// values, charging the walk costs chain_1000 12 % fewer instructions.)
  func prefersSparseTransposedEtas(for vector: SparseVector) -> Bool {
    let etas = etaPosition.count
    guard etas > 0 else { return false }
    if etas < 8 { return !hasLightEtas && (vector.count + etas) * etas * 4 < etaNonZeros }
    guard !etaTransposedReachedMost else { return false }
    if hasLightEtas { return etas >= 64 }
    return (vector.count + etas) * etas < etaNonZeros * 8
  }

  /// Whether the etas average fewer than 32 entries (local pivots'; a chain's are
  /// denser).
  var hasLightEtas: Bool { etaNonZeros < 32 * etaPosition.count }

  /// Drops the index (after a roll-back removed etas it holds).
  func forgetEtaRows() {
    for i in etaRowHead.indices { etaRowHead[i] = -1 }
    for i in etaPivotHead.indices { etaPivotHead[i] = -1 }
    etaRowNext.removeAll(keepingCapacity: true)
    etaRowEta.removeAll(keepingCapacity: true)
    etaPivotNext.removeAll(keepingCapacity: true)
    etaRowsIndexed = 0
  }

  /// Indexes the etas appended since the last call by position. The index always
  /// covers etas `0..<etaRowsIndexed`, whose entries are the first ones of the eta
  /// file, so a list slot is the entry's index in `etaIndices`/`etaValues`.
  func indexEtaRows() {
    let positions = stepOfPosition.count
    if etaRowHead.count < positions {
      etaRowHead.append(repeating: -1, count: positions - etaRowHead.count)
      etaPivotHead.append(repeating: -1, count: positions - etaPivotHead.count)
    }
    let etas = etaPosition.count
    guard etaRowsIndexed < etas else { return }
    let first = etaRowsIndexed
    let added = etaStart[etas] - etaStart[first]
    etaRowNext.append(repeating: -1, count: added)
    etaRowEta.append(repeating: 0, count: added)
    etaRowHead.withUnsafeMutableBufferPointer { head in
      etaRowNext.withUnsafeMutableBufferPointer { next in
        etaRowEta.withUnsafeMutableBufferPointer { owner in
          withEtaBuffers { file in
            for eta in first..<etas {
              // A contiguous eta's zeros are not linked: they add nothing.
              let start = file.start[eta]
              let low = Int(file.low[eta])
              for slot in start..<file.start[eta + 1] where file.values[slot] != 0 {
                let position = low >= 0 ? low + (slot - start) : Int(file.indices[slot])
                owner[slot] = Int32(eta)
                next[slot] = head[position]
                head[position] = Int32(slot)
              }
            }
          }
        }
      }
    }
    for eta in first..<etas {
      let position = Int(etaPosition[eta])
      etaPivotNext.append(etaPivotHead[position])
      etaPivotHead[position] = Int32(eta)
    }
    etaRowsIndexed = etas
    if etaSums.count < etas {
      etaSums.append(repeating: 0, count: etas - etaSums.count)
    }
  }

  /// ``applyEtasTransposed(_:)`` through the index: the same result, in an order
  /// of additions that differs only by rounding.
  func applyEtasTransposedSparsely(_ vector: SparseVector) {
    indexEtaRows()
    let values = vector.values
    // The etas to redo, latest first: an eta only ever queues earlier ones, as a
    // solve's step only queues later steps (StepQueue.swift).
    let queue = stepQueue
    queue.reserve(steps: etaPosition.count)
    var work = 0

    // `v[position]` changed by `delta`: every eta below `limit` that mentions the
    // position gets `η·delta` added to its dot product; the etas that pivot there
    // must be redone.
    func scatter(_ position: Int, _ delta: Double, below limit: Int32) {
      var slot = etaRowHead[position]
      while slot >= 0 {
        let eta = etaRowEta[Int(slot)]
        if eta < limit {
          etaSums[Int(eta)] += etaValues[Int(slot)] * delta
          queue.insert(eta)
        }
        work += 1
        slot = etaRowNext[Int(slot)]
      }
      var eta = etaPivotHead[position]
      while eta >= 0 {
        if eta < limit { queue.insert(eta) }
        work += 1
        eta = etaPivotNext[Int(eta)]
      }
    }

    let limit = Int32(etaPosition.count)
    let count = vector.count
    for at in 0..<count {
      let position = vector.indices[at]
      let value = values[Int(position)]
      if value != 0 { scatter(Int(position), value, below: limit) }
    }
    // The latest eta first, as in the plain pass.
    var popped = 0
    while true {
      let next = queue.popLast()
      if next < 0 { break }
      popped += 1
      let eta = Int(next)
      let position = etaPosition[eta]
      let current = values[Int(position)]
      let sum = etaSums[eta]
      etaSums[eta] = 0
      let updated = (current - sum) / etaPivot[eta]
      if updated != current {
        vector.set(position, updated)
        scatter(Int(position), updated - current, below: Int32(eta))
      }
    }
    etaWork += work
    etaTransposedReachedMost = popped * 4 > etaPosition.count
  }

  /// Whether the forward eta pass from eta `first` should go through the index: the
  /// etas are light (a local pivot's; a chain's dense etas fill the vector, and the
  /// plain pass streams them), there are at least 128 of them to apply, and the
  /// vector holds fewer than a sixteenth as many positions as there are etas. The
  /// list screen's resize makes hundreds of local dual pivots in one call, and each
  /// solved column of a dozen entries tested every eta before it. (From 64 etas on,
  /// random_100 cost 2–3 % more instructions: its etas are light and few; from 256
  /// on, the 100-cell list's resize lost a quarter of its gain.)
  func prefersSparseEtas(for vector: SparseVector, from first: Int) -> Bool {
    let etas = etaPosition.count - first
    return etas >= 128 && hasLightEtas && vector.count * 16 < etas
  }

  /// ``applyEtas(_:from:unlisted:)`` through the index, for a listed vector: the
  /// etas from `first` on whose position the vector reaches, in order. Its values
  /// are the plain pass's bit for bit (the same etas, each with the same
  /// operations). Two things differ: the order in which new positions are listed
  /// (so a later sum over the list can round differently), and the work charged to
  /// ``etaWork`` (so the refactorisations can fall elsewhere).
  func applyEtasSparsely(_ vector: SparseVector, from first: Int) {
    indexEtaRows()
    let queue = stepQueue
    queue.reserve(steps: etaPosition.count)
    var work = 0
    // Queues the etas after `after` that pivot at `position` (the list is newest
    // first).
    func queuePivots(at position: Int, after: Int32) {
      var eta = etaPivotHead[position]
      while eta > after {
        queue.insert(eta)
        work += 1
        eta = etaPivotNext[Int(eta)]
      }
    }
    for at in 0..<vector.count {
      queuePivots(at: Int(vector.indices[at]), after: Int32(first - 1))
    }
    let values = vector.values
    withEtaBuffers { etas in
      while true {
        let next = queue.popFirst()
        if next < 0 { break }
        let eta = Int(next)
        let position = Int(etas.position[eta])
        let current = values[position]
        if current == 0 { continue }
        let pivotValue = current / etas.pivot[eta]
        values[position] = pivotValue
        work += Int(etas.nonZeros[eta])
        let start = etas.start[eta]
        let low = etas.low[eta]
        for k in start..<etas.start[eta + 1] where etas.values[k] != 0 {
          let index = low >= 0 ? low + Int32(k - start) : etas.indices[k]
          let listed = vector.count
          vector.add(index, -etas.values[k] * pivotValue)
          // A position listed only now holds no value the queue has seen.
          if vector.count != listed { queuePivots(at: Int(index), after: next) }
        }
      }
    }
    etaWork += work
  }
}
