/// The basis matrix of the revised simplex, B (live rows × basic columns), kept
/// factorised as `B = L · U · E₁ ⋯ Eₖ` so that it is never inverted explicitly.
///
/// Why: an explicit tableau (kiwi's, and Cassowary's as published) stores `B⁻¹·A`,
/// which is dense for layout chains — a position is the running sum of every width
/// before it. The factors of the same basis stay as sparse as the constraints.
///
/// - **Steps** pair a row with a basis position; `L` is unit lower triangular and `U`
///   upper triangular in step order. A refactorisation (``Factor/factorize``) builds
///   them by sparse Gaussian elimination; a constraint added later becomes a new last
///   step by *bordering* (``plan(columnEntries:rowEntries:beta:solving:)``), which
///   extends `L` by a row and `U` by a column without touching earlier steps.
/// - **Etas** `Eᵢ` record basis changes (a column replaced at one position) since the
///   last refactorisation: the product form of the inverse.
/// - **Exchanges** replace a column inside `L·U` instead, where the eta would be long
///   and the new step is short: the old step is retired (a zero diagonal, skipped by
///   every solve) and the row comes back as a new last step (Factor+Exchange.swift).
/// - **Solves** (``ftran(_:into:)`` for `B·x = a`, ``btran(_:into:)`` for `yᵀ·B = cᵀ`)
///   visit only the steps their values reach, in step order (``StepQueue``), so a
///   change that touches three rows costs three rows; a solve that reaches most
///   steps walks them all in order instead.
final class Factor {
  // MARK: Steps

  /// The row slot of each step.
  @exclusivity(unchecked) var stepRow: [Int32] = []
  /// The basis position of each step.
  @exclusivity(unchecked) var stepPosition: [Int32] = []
  /// `U`'s diagonal, by step.
  @exclusivity(unchecked) var diagonal: [Double] = []
  /// The step of each row slot (-1 when the slot has none).
  @exclusivity(unchecked) var stepOfRow: [Int32] = []
  /// The step of each position (-1 when the position has none).
  @exclusivity(unchecked) var stepOfPosition: [Int32] = []

  // MARK: L and U, both ways

  /// `L` by step k: the rows eliminated with step k's row, and the multipliers
  /// (`a[i] -= l · a[stepRow[k]]`). The four lists are constants, filled in place
  /// (``SparseLists/exchangeStorage(with:)``): read without a retain and a release.
  let lColumns = SparseLists()
  /// `L` by row slot i: the steps that eliminate row i, and the multipliers.
  let lRows = SparseLists()
  /// `U` by step k: the later steps j with `U[k, j] ≠ 0`, and the values.
  let uRows = SparseLists()
  /// `U` by step j: the earlier steps k with `U[k, j] ≠ 0`, and the values.
  let uColumns = SparseLists()

  // MARK: Etas

  /// The position each eta replaced.
  @exclusivity(unchecked) var etaPosition: [Int32] = []
  /// The entering column's component at that position (the pivot).
  @exclusivity(unchecked) var etaPivot: [Double] = []
  /// Where each eta's other components start in `etaIndices`/`etaValues`.
  @exclusivity(unchecked) var etaStart: [Int] = [0]
  @exclusivity(unchecked) var etaIndices: [Int32] = []
  @exclusivity(unchecked) var etaValues: [Double] = []
  /// The first position of each eta stored *contiguously* — its entries are the
  /// positions `low, low + 1, …` in order, zeros included — or -1 for an eta whose
  /// entries are listed. A dense eta (a chain's: a width moves every position after
  /// it) then costs the passes a streamed loop with no index loads
  /// (DenseKernels.swift). Its slots in `etaIndices` are kept (zero, never read), so
  /// that entry `k` of every eta is at slot `etaStart[eta] + k` in both arrays.
  @exclusivity(unchecked) var etaLow: [Int32] = []
  /// The non-zero entries of each eta (a contiguous eta stores more).
  @exclusivity(unchecked) var etaNonZeroCount: [Int32] = []
  /// The non-zero entries of the whole eta file: what the refactorisation policy and
  /// the choice of transposed pass weigh.
  @exclusivity(unchecked) var etaNonZeros = 0

  /// The etas by position (see Factor+EtaRows.swift), built lazily for the first
  /// `etaRowsIndexed` etas: for each position a linked list, newest eta first, of the
  /// etas with an entry there (`etaRowHead` → `etaRowNext`; a slot is the entry's
  /// index in `etaIndices`/`etaValues`, `etaRowEta` its eta), and of the etas that
  /// pivot there (`etaPivotHead` → `etaPivotNext`, by eta). Linked rather than packed:
  /// dense etas add thousands of entries each, one to each of thousands of lists.
  @exclusivity(unchecked) var etaRowHead: [Int32] = []
  @exclusivity(unchecked) var etaRowNext: [Int32] = []
  @exclusivity(unchecked) var etaRowEta: [Int32] = []
  @exclusivity(unchecked) var etaPivotHead: [Int32] = []
  @exclusivity(unchecked) var etaPivotNext: [Int32] = []
  @exclusivity(unchecked) var etaRowsIndexed = 0
  /// Scratch of the sparse transposed pass, by eta: the accumulated dot products.
  @exclusivity(unchecked) var etaSums: [Double] = []
  /// Whether the last transposed eta pass changed more than a quarter of the etas'
  /// positions (the next one then takes the plain pass).
  @exclusivity(unchecked) var etaTransposedReachedMost = false

  /// Non-zeros of `L` and `U` (from the last refactorisation and the borders since).
  @exclusivity(unchecked) var factoredNonZeros = 0
  /// Eta entries the solves have visited since the last refactorisation: what the
  /// product form has cost so far, weighed against the cost of refactorising.
  @exclusivity(unchecked) var etaWork = 0

  // MARK: Scratch

  /// Row-, position- and step-indexed scratch vectors, reused by every solve.
  @exclusivity(unchecked) var rowWork = SparseVector()
  @exclusivity(unchecked) var positionWork = SparseVector()
  @exclusivity(unchecked) var stepWork = SparseVector()
  /// `B⁻¹·g` of the last ``plan(columnEntries:rowEntries:beta:solving:)`` that asked.
  @exclusivity(unchecked) var planSolution = SparseVector()
  /// The latest plan's entries (``plan(columnEntries:rowEntries:beta:solving:)``):
  /// `L⁻¹·g` by step, the new `U` column (g = the new basic column's entries in
  /// earlier rows), and `z` with `zᵀ·U = hᵀ·E⁻¹` by step, the new `L` row (h = the
  /// row's entries on earlier positions). Kept, and their storage reused, so that
  /// adding a row allocates nothing.
  @exclusivity(unchecked) var plannedUColumn: [(step: Int32, value: Double)] = []
  @exclusivity(unchecked) var plannedLRow: [(step: Int32, value: Double)] = []
  /// Plans made so far: the number of the latest.
  @exclusivity(unchecked) var planCount = 0
  /// The steps a sparse solve has still to visit, in step order (and the etas the
  /// sparse transposed eta pass has still to redo, latest first).
  let stepQueue = StepQueue()
  /// By graph: whether the last solve through it reached most steps — the next one
  /// then walks every step densely instead of queueing them.
  @exclusivity(unchecked) var denseHint: [Bool] = [false, false, false, false]

  // MARK: Journal

  /// While an operation may still fail: the steps whose `L` column and `U` row grew,
  /// so that ``rollBack(to:)`` can pop exactly what was appended. Only steps older
  /// than the checkpoint (``journalSteps``) are listed: a newer step's lists go
  /// whole.
  @exclusivity(unchecked) var journaling = false
  @exclusivity(unchecked) var journalSteps: Int32 = 0
  @exclusivity(unchecked) var grewLColumn: [Int32] = []
  @exclusivity(unchecked) var grewURow: [Int32] = []

  // MARK: Exchanges

  /// The exchanges made inside the factors (Factor+Exchange.swift) that a roll-back
  /// may have to undo, and the entries they zeroed; empty outside a journal.
  @exclusivity(unchecked) var exchangeLog: [StepExchangeRecord] = []
  @exclusivity(unchecked) var zeroedEntries: [ZeroedEntry] = []
  /// Steps retired by exchanges since the factorisation: the refactorisation
  /// policy weighs them.
  @exclusivity(unchecked) var retiredSteps = 0

  /// Changes whenever the factors change other than by a new eta (a border, a
  /// roll-back), so that a solution kept from before can tell it is stale.
  private(set) var version = 0

  /// The number of etas.
  var etaCount: Int { etaPosition.count }

  /// The number of steps: live and ghost rows, and the steps exchanges retired, since
  /// the last refactorisation.
  var stepCount: Int { stepRow.count }

  /// The number of steps the refactorisation that built these factors made; later
  /// steps are borders.
  @exclusivity(unchecked) var factorizedSteps = 0

  /// Whether the factors are exactly a refactorisation's: no border, no eta since.
  /// Only then do a solved row and a solved column agree to the rounding of one
  /// elimination.
  var isFresh: Bool { etaPosition.isEmpty && stepCount == factorizedSteps }

  /// Makes room for row slots and positions below `capacity`.
  func reserve(_ capacity: Int) {
    if stepOfRow.count < capacity {
      let extra = capacity - stepOfRow.count
      stepOfRow.append(repeating: -1, count: extra)
      stepOfPosition.append(repeating: -1, count: extra)
      lRows.growLists(to: capacity)
    }
    reserveWork(capacity)
  }

  /// Makes room in the solves' work vectors for indices below `capacity` (capacity
  /// only: no length changes).
  func reserveWork(_ capacity: Int) {
    rowWork.reserve(capacity)
    positionWork.reserve(capacity)
    stepWork.reserve(capacity)
    planSolution.reserve(capacity)
  }
}

/// The eta file as raw buffers (see ``Factor/withEtaBuffers(_:)``): eta k pivots at
/// `position[k]` on `pivot[k]`; its other entries are `indices`/`values` in
/// `start[k]..<start[k + 1]` — or, for a contiguous eta (`low[k] ≥ 0`), `values`
/// there are the positions `low[k]…` in order and `indices` are not read.
struct EtaBuffers {
  let position: UnsafeBufferPointer<Int32>
  let pivot: UnsafeBufferPointer<Double>
  let start: UnsafeBufferPointer<Int>
  let indices: UnsafeBufferPointer<Int32>
  let values: UnsafeBufferPointer<Double>
  /// ``Factor/etaLow``: the first position of a contiguous eta, -1 for a listed one.
  let low: UnsafeBufferPointer<Int32>
  /// ``Factor/etaNonZeroCount``.
  let nonZeros: UnsafeBufferPointer<Int32>
}

/// A factor's steps through raw buffers (see ``Factor/withStepBuffers(_:)``).
struct StepBuffers {
  /// ``Factor/stepRow``.
  let row: UnsafeBufferPointer<Int32>
  /// ``Factor/stepPosition``.
  let position: UnsafeBufferPointer<Int32>
  /// ``Factor/diagonal``.
  let diagonal: UnsafeBufferPointer<Double>
}

// MARK: - Graphs

extension Factor {
  /// The four triangular solves, each a walk over one adjacency of the factors in
  /// one direction of step order.
  enum Graph {
    /// `L` forward: step k → steps of the rows in `lColumns[k]`.
    case lForward
    /// `U` backward: step j → steps in `uColumns[j]`.
    case uBackward
    /// `Uᵀ` forward: step k → steps in `uRows[k]`.
    case uTransposeForward
    /// `Lᵀ` backward: step s → steps in `lRows[stepRow[s]]`.
    case lTransposeBackward

    /// An index for per-graph bookkeeping.
    var index: Int {
      switch self {
      case .lForward: return 0
      case .uBackward: return 1
      case .uTransposeForward: return 2
      case .lTransposeBackward: return 3
      }
    }
  }

  /// Queues the steps of the non-zero entries of a row- or position-indexed vector:
  /// where a sparse solve starts.
  private func queueSteps(of vector: SparseVector, byRow: Bool) {
    stepQueue.reserve(steps: stepCount)
    let steps = byRow ? stepOfRow : stepOfPosition
    for index in vector.indices where vector.values[Int(index)] != 0 {
      let step = steps[Int(index)]
      if step >= 0 { stepQueue.insert(step) }
    }
  }
}

// MARK: - Solves

extension Factor {
  /// `L⁻¹` applied in place to a row-indexed vector.
  ///
  /// With `listing` false, a dense pass leaves the values it wrote unlisted: for a
  /// dense `U` pass next, which reads the values only and clears them all.
  func applyLInverse(_ vector: inout SparseVector, listing: Bool = true) {
    if denseHint[Graph.lForward.index] {
      var reached = 0
      let steps = stepCount
      let v = vector.values
      withStepBuffers { byStep in
        lColumns.withBuffers { l in
          for step in 0..<steps {
            let pivotValue = v[Int(byStep.row[step])]
            if pivotValue == 0 || byStep.diagonal[step] == 0 { continue }
            reached += 1
            for k in l.range(step) { v[Int(l.indices[k])] -= l.values[k] * pivotValue }
          }
        }
      }
      if listing { vector.relist(count: stepOfRow.count) }
      denseHint[Graph.lForward.index] = reached * 3 > steps
      return
    }
    queueSteps(of: vector, byRow: true)
    var reached = 0
    let v = vector.values
    lColumns.indices.withUnsafeBufferPointer { rows in
      lColumns.values.withUnsafeBufferPointer { multipliers in
        lColumns.start.withUnsafeBufferPointer { listStart in
          lColumns.count.withUnsafeBufferPointer { listCount in
            while true {
              let step = stepQueue.popFirst()
              if step < 0 { break }
              let pivotValue = v[Int(stepRow[Int(step)])]
              if pivotValue == 0 || diagonal[Int(step)] == 0 { continue }
              reached += 1
              let first = Int(listStart[Int(step)])
              for k in first..<first + Int(listCount[Int(step)]) {
                let row = rows[k]
                vector.add(row, -multipliers[k] * pivotValue)
                stepQueue.insert(stepOfRow[Int(row)])
              }
            }
          }
        }
      }
    }
    denseHint[Graph.lForward.index] = stepCount > 32 && reached * 3 > stepCount
  }

  /// `U⁻¹` then the etas: from a row-indexed vector already multiplied by `L⁻¹`
  /// (cleared on return) into a position-indexed result.
  func applyUInverseAndEtas(_ vector: inout SparseVector, into result: inout SparseVector) {
    if denseHint[Graph.uBackward.index] {
      var reached = 0
      let steps = stepCount
      let v = vector.values
      let out = result.values
      withStepBuffers { byStep in
        uColumns.withBuffers { u in
          var step = steps - 1
          while step >= 0 {
            let value = v[Int(byStep.row[step])]
            if value != 0 && byStep.diagonal[step] != 0 {
              reached += 1
              let x = value / byStep.diagonal[step]
              out[Int(byStep.position[step])] = x
              for k in u.range(step) { v[Int(byStep.row[Int(u.indices[k])])] -= u.values[k] * x }
            }
            step -= 1
          }
        }
      }
      vector.clearDense(count: stepOfRow.count)
      denseHint[Graph.uBackward.index] = reached * 3 > steps
      // A result this dense sends the etas down their dense pass at once, which
      // lists the values at its end: one scan of the positions instead of two.
      if reached * 3 > stepOfPosition.count {
        applyEtas(&result, unlisted: true)
      } else {
        result.relist(count: stepOfPosition.count)
        applyEtas(&result)
      }
      return
    }
    queueSteps(of: vector, byRow: true)
    var reached = 0
    let v = vector.values
    uColumns.indices.withUnsafeBufferPointer { earlier in
      uColumns.values.withUnsafeBufferPointer { entries in
        uColumns.start.withUnsafeBufferPointer { listStart in
          uColumns.count.withUnsafeBufferPointer { listCount in
            while true {
              let step = stepQueue.popLast()
              if step < 0 { break }
              let value = v[Int(stepRow[Int(step)])]
              if value == 0 || diagonal[Int(step)] == 0 { continue }
              reached += 1
              let x = value / diagonal[Int(step)]
              result.set(stepPosition[Int(step)], x)
              let first = Int(listStart[Int(step)])
              for k in first..<first + Int(listCount[Int(step)]) {
                let next = earlier[k]
                vector.add(stepRow[Int(next)], -entries[k] * x)
                stepQueue.insert(next)
              }
            }
          }
        }
      }
    }
    denseHint[Graph.uBackward.index] = stepCount > 32 && reached * 3 > stepCount
    vector.clear()
    applyEtas(&result)
  }

  /// The etas in order, in place on a position-indexed vector.
  ///
  /// With `unlisted`, `result` holds values a dense pass wrote without listing them:
  /// the etas take their dense pass from the first, which lists every value at its
  /// end (with no etas, they are just listed).
  func applyEtas(_ result: inout SparseVector, from first: Int = 0, unlisted: Bool = false) {
    let count = etaPosition.count
    guard first < count else {
      if unlisted { result.relist(count: stepOfPosition.count) }
      return
    }
    if !unlisted && prefersSparseEtas(for: result, from: first) {
      applyEtasSparsely(result, from: first)
      return
    }
    var work = count - first
    let vector = result
    let values = vector.values
    // Once a third of the positions are listed (a column solved along a layout
    // chain), the etas write straight into the values and one scan lists them at
    // the end: most writes land on listed positions, and the check cost a third of
    // the pass.
    let positions = stepOfPosition.count
    var dense = unlisted
    withEtaBuffers { etas in
      for eta in first..<count {
        let position = Int(etas.position[eta])
        let current = values[position]
        if current == 0 { continue }
        let pivotValue = current / etas.pivot[eta]
        values[position] = pivotValue
        let start = etas.start[eta]
        let end = etas.start[eta + 1]
        work += Int(etas.nonZeros[eta])
        if !dense && vector.count * 3 > positions { dense = true }
        let low = etas.low[eta]
        if dense && low >= 0 {
          subtractScaled(
            etas.values.baseAddress! + start, by: pivotValue, from: values + Int(low),
            count: end - start)
        } else if dense {
          for k in start..<end { values[Int(etas.indices[k])] -= etas.values[k] * pivotValue }
        } else if low >= 0 {
          // A contiguous eta's zeros are not listed.
          for k in start..<end where etas.values[k] != 0 {
            vector.add(low + Int32(k - start), -etas.values[k] * pivotValue)
          }
        } else {
          for k in start..<end { vector.add(etas.indices[k], -etas.values[k] * pivotValue) }
        }
      }
    }
    if dense { vector.relist(count: positions) }
    etaWork += work
  }

  /// The etas' inverses in reverse order, in place on a position-indexed vector
  /// (the first phase of ``btran(_:into:)``).
  func applyEtasTransposed(_ vector: inout SparseVector) {
    if prefersSparseTransposedEtas(for: vector) {
      applyEtasTransposedSparsely(vector)
      return
    }
    etaWork += etaNonZeros + etaPosition.count
    var changed = 0
    let target = vector
    let values = target.values
    withEtaBuffers { etas in
      var eta = etas.position.count - 1
      while eta >= 0 {
        let position = etas.position[eta]
        let current = values[Int(position)]
        var sum = current
        let start = etas.start[eta]
        let end = etas.start[eta + 1]
        let low = etas.low[eta]
        if low >= 0 {
          sum -= dotProduct(etas.values.baseAddress! + start, values + Int(low), count: end - start)
        } else {
          for k in start..<end { sum -= etas.values[k] * values[Int(etas.indices[k])] }
        }
        if sum != 0 || current != 0 {
          target.set(position, sum / etas.pivot[eta])
          changed += 1
        }
        eta -= 1
      }
    }
    etaTransposedReachedMost = changed * 4 > etaPosition.count
  }

  /// The steps through raw buffers for one dense pass: every step is visited, so the
  /// arrays' bounds checks would be paid thousands of times.
  @inline(__always)
  func withStepBuffers<Result>(_ body: (StepBuffers) -> Result) -> Result {
    stepRow.withUnsafeBufferPointer { row in
      stepPosition.withUnsafeBufferPointer { position in
        diagonal.withUnsafeBufferPointer { diagonal in
          body(StepBuffers(row: row, position: position, diagonal: diagonal))
        }
      }
    }
  }

  /// The eta file through raw buffers for one pass: one retain per array, no bounds
  /// or uniqueness checks in the loops.
  func withEtaBuffers<Result>(_ body: (EtaBuffers) -> Result) -> Result {
    etaPosition.withUnsafeBufferPointer { position in
      etaPivot.withUnsafeBufferPointer { pivot in
        etaStart.withUnsafeBufferPointer { start in
          etaIndices.withUnsafeBufferPointer { indices in
            etaValues.withUnsafeBufferPointer { values in
              etaLow.withUnsafeBufferPointer { low in
                etaNonZeroCount.withUnsafeBufferPointer { nonZeros in
                  body(
                    EtaBuffers(
                      position: position, pivot: pivot, start: start, indices: indices,
                      values: values, low: low, nonZeros: nonZeros))
                }
              }
            }
          }
        }
      }
    }
  }

  /// `Uᵀ` solve: from a position-indexed vector (after the etas; cleared on return) to
  /// `z` by step, written into the step-indexed `result`.
  func applyUTransposeInverse(_ vector: inout SparseVector, into result: inout SparseVector) {
    if denseHint[Graph.uTransposeForward.index] {
      applyUTransposeInverseDensely(&vector, into: result.values, byRow: false)
      result.relist(count: stepCount)
      return
    }
    // The steps in order as values reach them (StepQueue.swift): the structure of
    // `Uᵀ` reaches far more than its values do where positions cancel.
    queueSteps(of: vector, byRow: false)
    var reached = 0
    let v = vector.values
    uRows.indices.withUnsafeBufferPointer { later in
      uRows.values.withUnsafeBufferPointer { entries in
        uRows.start.withUnsafeBufferPointer { listStart in
          uRows.count.withUnsafeBufferPointer { listCount in
            while true {
              let step = stepQueue.popFirst()
              if step < 0 { break }
              let value = v[Int(stepPosition[Int(step)])]
              if value == 0 || diagonal[Int(step)] == 0 { continue }
              reached += 1
              let z = value / diagonal[Int(step)]
              result.set(step, z)
              let first = Int(listStart[Int(step)])
              for k in first..<first + Int(listCount[Int(step)]) {
                let next = later[k]
                vector.add(stepPosition[Int(next)], -entries[k] * z)
                stepQueue.insert(next)
              }
            }
          }
        }
      }
    }
    denseHint[Graph.uTransposeForward.index] = stepCount > 32 && reached * 3 > stepCount
    vector.clear()
  }

  /// The dense `Uᵀ` pass: every step in order, `z` written straight into `out` by
  /// step, or with `byRow` at the step's row, unlisted; `vector` is cleared.
  private func applyUTransposeInverseDensely(
    _ vector: inout SparseVector, into out: UnsafeMutablePointer<Double>, byRow: Bool
  ) {
    var reached = 0
    let steps = stepCount
    let v = vector.values
    withStepBuffers { byStep in
      uRows.withBuffers { u in
        for step in 0..<steps {
          let value = v[Int(byStep.position[step])]
          if value == 0 || byStep.diagonal[step] == 0 { continue }
          reached += 1
          let z = value / byStep.diagonal[step]
          out[byRow ? Int(byStep.row[step]) : step] = z
          for k in u.range(step) { v[Int(byStep.position[Int(u.indices[k])])] -= u.values[k] * z }
        }
      }
    }
    vector.clearDense(count: stepOfPosition.count)
    denseHint[Graph.uTransposeForward.index] = reached * 3 > steps
  }

  /// `Lᵀ` solve in place on a row-indexed vector.
  func applyLTransposeInverse(_ vector: inout SparseVector) {
    if denseHint[Graph.lTransposeBackward.index] {
      var reached = 0
      let steps = stepCount
      let v = vector.values
      withStepBuffers { byStep in
        lRows.withBuffers { l in
          var step = steps - 1
          while step >= 0 {
            let row = Int(byStep.row[step])
            let value = v[row]
            if value != 0 && byStep.diagonal[step] != 0 {
              reached += 1
              for k in l.range(row) { v[Int(byStep.row[Int(l.indices[k])])] -= l.values[k] * value }
            }
            step -= 1
          }
        }
      }
      vector.relist(count: stepOfRow.count)
      denseHint[Graph.lTransposeBackward.index] = reached * 3 > steps
      return
    }
    queueSteps(of: vector, byRow: true)
    var reached = 0
    let v = vector.values
    lRows.indices.withUnsafeBufferPointer { earlier in
      lRows.values.withUnsafeBufferPointer { multipliers in
        lRows.start.withUnsafeBufferPointer { listStart in
          lRows.count.withUnsafeBufferPointer { listCount in
            while true {
              let step = stepQueue.popLast()
              if step < 0 { break }
              let row = Int(stepRow[Int(step)])
              let value = v[row]
              if value == 0 || diagonal[Int(step)] == 0 { continue }
              reached += 1
              let first = Int(listStart[row])
              for k in first..<first + Int(listCount[row]) {
                let next = earlier[k]
                vector.add(stepRow[Int(next)], -multipliers[k] * value)
                stepQueue.insert(next)
              }
            }
          }
        }
      }
    }
    denseHint[Graph.lTransposeBackward.index] = stepCount > 32 && reached * 3 > stepCount
  }

  /// Solves `B·x = a`: `a` is row-indexed (consumed: cleared on return), `x`
  /// position-indexed (added into `result`, which should be clear).
  func ftran(_ input: inout SparseVector, into result: inout SparseVector) {
    applyLInverse(&input, listing: !denseHint[Graph.uBackward.index])
    applyUInverseAndEtas(&input, into: &result)
  }

  /// ``ftran(_:into:)`` for a right-hand side that reaches most of the factors (all
  /// of `b`): both triangular solves sweep every step in order, with no queue.
  func ftranDense(_ input: inout SparseVector, into result: inout SparseVector) {
    denseHint[Graph.lForward.index] = true
    denseHint[Graph.uBackward.index] = true
    ftran(&input, into: &result)
  }

  /// Solves `yᵀ·B = cᵀ`: `c` is position-indexed (consumed: cleared on return), `y`
  /// row-indexed (written into `result`, which should be clear).
  func btran(_ input: inout SparseVector, into result: inout SparseVector) {
    applyEtasTransposed(&input)
    if denseHint[Graph.uTransposeForward.index] {
      // Dense: `z` goes straight to the rows, listed only for a sparse `Lᵀ` pass (a
      // dense one lists its result at its end).
      applyUTransposeInverseDensely(&input, into: result.values, byRow: true)
      if !denseHint[Graph.lTransposeBackward.index] { result.relist(count: stepOfRow.count) }
      applyLTransposeInverse(&result)
      return
    }
    stepWork.clear()
    applyUTransposeInverse(&input, into: &stepWork)
    for step in stepWork.indices {
      let z = stepWork.values[Int(step)]
      if z != 0 { result.set(stepRow[Int(step)], z) }
    }
    stepWork.clear()
    applyLTransposeInverse(&result)
  }
}

// MARK: - Updates

/// A new last step computed but not yet applied: a constraint's row with the basic
/// column chosen for it (see ``Factor/plan(columnEntries:rowEntries:beta:solving:)``).
/// Its entries stay in the factors (``Factor/plannedUColumn``, ``Factor/plannedLRow``),
/// where the next plan overwrites them: only the latest plan can be applied.
struct BorderPlan {
  /// The Schur complement `β − z·(L⁻¹g)`: the new diagonal. Its size says how well
  /// the choice is conditioned.
  var pivot: Double
  /// Which plan of its factors this is (``Factor/planCount``).
  var sequence: Int
}

extension Factor {
  /// Computes the new step for a row whose basic column is `column`: `columnEntries`
  /// are the column's entries in earlier rows (row-indexed), `rowEntries` the row's
  /// entries on earlier positions (position-indexed), `beta` the column's coefficient
  /// in the new row. With `solving`, ``planSolution`` receives `B⁻¹·g`: how the
  /// earlier basic values move per unit of the new column. The factors do not change
  /// until ``apply(_:row:)``; the plan's entries replace the previous plan's in
  /// ``plannedUColumn`` and ``plannedLRow``.
  func plan(
    columnEntries: [(row: Int32, value: Double)], rowEntries: [(position: Int32, value: Double)],
    beta: Double, solving: Bool = false
  ) -> BorderPlan {
    planCount += 1
    plannedUColumn.empty()
    plannedLRow.empty()
    if !columnEntries.isEmpty {
      rowWork.clear()
      for entry in columnEntries { rowWork.add(entry.row, entry.value) }
      applyLInverse(&rowWork)
      for row in rowWork.indices {
        let value = rowWork.values[Int(row)]
        if value != 0 { plannedUColumn.append((stepOfRow[Int(row)], value)) }
      }
      planSolution.clear()
      if solving {
        applyUInverseAndEtas(&rowWork, into: &planSolution)
      } else {
        rowWork.clear()
      }
    }
    if !rowEntries.isEmpty {
      positionWork.clear()
      for entry in rowEntries { positionWork.add(entry.position, entry.value) }
      applyEtasTransposed(&positionWork)
      stepWork.clear()
      applyUTransposeInverse(&positionWork, into: &stepWork)
      for step in stepWork.indices {
        let value = stepWork.values[Int(step)]
        if value != 0 { plannedLRow.append((step, value)) }
      }
      stepWork.clear()
    }
    var pivot = beta
    if !plannedUColumn.isEmpty && !plannedLRow.isEmpty {
      stepWork.clear()
      for entry in plannedUColumn { stepWork.set(entry.step, entry.value) }
      for entry in plannedLRow { pivot -= entry.value * stepWork.values[Int(entry.step)] }
      stepWork.clear()
    }
    return BorderPlan(pivot: pivot, sequence: planCount)
  }

  /// Appends the planned step: row slot `row` paired with position `row`.
  func apply(_ plan: BorderPlan, row: Int32) {
    precondition(plan.sequence == planCount, "a border plan applied after a later one")
    version += 1
    let step = Int32(stepCount)
    stepRow.append(row)
    stepPosition.append(row)
    diagonal.append(plan.pivot)
    stepOfRow[Int(row)] = step
    stepOfPosition[Int(row)] = step
    // Steps outnumber rows once exchanges have retired some.
    stepWork.reserve(stepCount)
    // The new step's `U` column and its row's `L` row are written whole here: room
    // for exactly their entries. Its `L` column and `U` row fill from later steps.
    lColumns.growLists(to: stepCount, room: Factor.newListRoom)
    uRows.growLists(to: stepCount, room: Factor.newListRoom)
    uColumns.growLists(to: stepCount, room: plannedUColumn.count)
    lRows.removeAll(Int(row))
    lRows.reserve(Int(row), room: plannedLRow.count)
    for entry in plannedLRow {
      lRows.append(Int(row), entry.step, entry.value)
      lColumns.append(Int(entry.step), row, entry.value)
      if journaling && entry.step < journalSteps { grewLColumn.append(entry.step) }
    }
    for entry in plannedUColumn {
      uColumns.append(Int(step), entry.step, entry.value)
      uRows.append(Int(entry.step), step, entry.value)
      if journaling && entry.step < journalSteps { grewURow.append(entry.step) }
    }
    factoredNonZeros += plannedLRow.count + plannedUColumn.count + 1
  }

  /// The room a new step's `L` column and `U` row start with.
  static let newListRoom = 2

  /// Uses `old`'s scratch vectors instead of its own (before ``reserve(_:)``, which
  /// then has nothing to allocate), takes over its plan lists' storage, and goes on
  /// numbering plans after its last (so that a plan made on `old` is never taken
  /// for this one's latest). Solves leave them cleared and only one
  /// factorisation solves at a time (a roll-back that brings `old` back drops this
  /// one), so the two can share them.
  func shareScratch(with old: Factor) {
    rowWork = old.rowWork
    positionWork = old.positionWork
    stepWork = old.stepWork
    planSolution = old.planSolution
    swap(&plannedUColumn, &old.plannedUColumn)
    swap(&plannedLRow, &old.plannedLRow)
    planCount = old.planCount
  }

  /// Takes over `old`'s eta arrays and their index by position, emptied but with
  /// their capacity, while this factorisation has no etas yet; `old` is left with
  /// empty ones and must not be solved with again.
  func adoptEtaStorage(from old: Factor) {
    guard etaPosition.isEmpty, etaRowsIndexed == 0 else { return }
    swap(&etaPosition, &old.etaPosition)
    swap(&etaPivot, &old.etaPivot)
    swap(&etaStart, &old.etaStart)
    swap(&etaIndices, &old.etaIndices)
    swap(&etaValues, &old.etaValues)
    swap(&etaLow, &old.etaLow)
    swap(&etaNonZeroCount, &old.etaNonZeroCount)
    swap(&etaRowNext, &old.etaRowNext)
    swap(&etaRowEta, &old.etaRowEta)
    swap(&etaPivotNext, &old.etaPivotNext)
    etaPosition.removeAll(keepingCapacity: true)
    etaPivot.removeAll(keepingCapacity: true)
    etaStart.removeAll(keepingCapacity: true)
    etaStart.append(0)
    etaIndices.removeAll(keepingCapacity: true)
    etaValues.removeAll(keepingCapacity: true)
    etaLow.removeAll(keepingCapacity: true)
    etaNonZeroCount.removeAll(keepingCapacity: true)
    etaNonZeros = 0
    etaRowNext.removeAll(keepingCapacity: true)
    etaRowEta.removeAll(keepingCapacity: true)
    etaPivotNext.removeAll(keepingCapacity: true)
    old.etaStart = [0]
    old.etaNonZeros = 0
    old.etaRowsIndexed = 0
  }

  /// Frees the steps and `L` and `U`, keeping only the eta arrays: what factors that
  /// a committed journal replaced keep as a donor to the next refactorisation inside
  /// a journal (``adoptEtaStorage(from:)``). On a 1 000-cell list, the four lists
  /// alone held 9 MB, live until the engine went. The factors must not be solved
  /// with again.
  func releaseAllButEtaStorage() {
    for lists in [lColumns, lRows, uRows, uColumns] { lists.exchangeStorage(with: SparseLists()) }
    stepRow = []
    stepPosition = []
    diagonal = []
    stepOfRow = []
    stepOfPosition = []
    exchangeLog = []
    zeroedEntries = []
  }

  /// Records a basis change: the column at `position` is replaced by one whose
  /// solved form `B⁻¹·a` is `column` (position-indexed, including `position`).
  func appendEta(position: Int32, column: SparseVector) {
    let pivotValue = column.values[Int(position)]
    etaPosition.append(position)
    etaPivot.append(pivotValue)
    let values = column.values
    // The span of the entries other than the pivot, for a column long enough to be
    // stored contiguously.
    var low = Int32.max
    var high = Int32.min
    var nonZeros = 0
    if column.count > Self.contiguousEtaEntries {
      for index in column.indices where index != position && values[Int(index)] != 0 {
        low = min(low, index)
        high = max(high, index)
        nonZeros += 1
      }
    }
    let contiguous =
      nonZeros >= Self.contiguousEtaEntries
      && nonZeros * Self.contiguousEtaSpan >= Int(high - low) + 1
    let start = etaIndices.count
    var length: Int
    if contiguous {
      // The column's values over the span, copied as they lie (zero outside its
      // listed entries), with the pivot's own entry cleared.
      length = Int(high - low) + 1
      etaValues.append(contentsOf: UnsafeBufferPointer(start: values + Int(low), count: length))
      if position >= low && position <= high { etaValues[start + Int(position - low)] = 0 }
      etaIndices.append(repeating: 0, count: length)
    } else {
      // Grown once and filled through buffers: a column can be thousands of entries.
      etaIndices.append(repeating: 0, count: column.count)
      etaValues.append(repeating: 0, count: column.count)
      var end = start
      etaIndices.withUnsafeMutableBufferPointer { indices in
        etaValues.withUnsafeMutableBufferPointer { entries in
          for index in column.indices where index != position {
            let value = values[Int(index)]
            if value != 0 {
              indices[end] = index
              entries[end] = value
              end += 1
            }
          }
        }
      }
      etaIndices.removeLast(etaIndices.count - end)
      etaValues.removeLast(etaValues.count - end)
      length = end - start
      nonZeros = length
    }
    etaStart.append(start + length)
    etaLow.append(contiguous ? low : -1)
    etaNonZeroCount.append(Int32(nonZeros))
    etaNonZeros += nonZeros
  }

  /// The fewest non-zeros an eta stored contiguously has: below it, a listed eta's
  /// index loads cost less than the streamed loop's setup and padding.
  static let contiguousEtaEntries = 64
  /// An eta is stored contiguously when its span is at most this many times its
  /// non-zeros: the streamed loop's cost per position (zeros included) against a
  /// listed entry's gather and scatter.
  static let contiguousEtaSpan = 2
}

// MARK: - Journal

/// How far the factors had grown when a journaled operation began.
struct FactorCheckpoint {
  var steps: Int
  var etas: Int
  var etaEntries: Int
  var etaNonZeros: Int
  var grewL: Int
  var grewU: Int
  var factoredNonZeros: Int
  var exchanges: Int
  var retiredSteps: Int
}

extension Factor {
  /// Starts recording what an operation appends.
  func checkpoint() -> FactorCheckpoint {
    journaling = true
    journalSteps = Int32(stepCount)
    return FactorCheckpoint(
      steps: stepCount, etas: etaPosition.count, etaEntries: etaIndices.count,
      etaNonZeros: etaNonZeros,
      grewL: grewLColumn.count, grewU: grewURow.count, factoredNonZeros: factoredNonZeros,
      exchanges: exchangeLog.count, retiredSteps: retiredSteps)
  }

  /// Stops recording; keeps what was appended.
  func commit() {
    journaling = false
    grewLColumn.removeAll(keepingCapacity: true)
    grewURow.removeAll(keepingCapacity: true)
    exchangeLog.removeAll(keepingCapacity: true)
    zeroedEntries.removeAll(keepingCapacity: true)
  }

  /// Removes everything appended since `checkpoint`.
  func rollBack(to checkpoint: FactorCheckpoint) {
    version += 1
    rollBackExchanges(to: checkpoint.exchanges) { popAppended(since: checkpoint) }
    retiredSteps = checkpoint.retiredSteps
    journaling = false
  }

  /// Pops the steps, list entries and etas appended since `checkpoint`.
  private func popAppended(since checkpoint: FactorCheckpoint) {
    while grewLColumn.count > checkpoint.grewL {
      lColumns.removeLast(Int(grewLColumn.removeLast()))
    }
    while grewURow.count > checkpoint.grewU {
      uRows.removeLast(Int(grewURow.removeLast()))
    }
    while stepCount > checkpoint.steps {
      let row = Int(stepRow.removeLast())
      let position = Int(stepPosition.removeLast())
      diagonal.removeLast()
      stepOfRow[row] = -1
      stepOfPosition[position] = -1
      lRows.removeAll(row)
    }
    lColumns.truncateLists(to: checkpoint.steps)
    uRows.truncateLists(to: checkpoint.steps)
    uColumns.truncateLists(to: checkpoint.steps)
    etaPosition.removeLast(etaPosition.count - checkpoint.etas)
    etaPivot.removeLast(etaPivot.count - checkpoint.etas)
    etaStart.removeLast(etaStart.count - checkpoint.etas - 1)
    etaIndices.removeLast(etaIndices.count - checkpoint.etaEntries)
    etaValues.removeLast(etaValues.count - checkpoint.etaEntries)
    etaLow.removeLast(etaLow.count - checkpoint.etas)
    etaNonZeroCount.removeLast(etaNonZeroCount.count - checkpoint.etas)
    etaNonZeros = checkpoint.etaNonZeros
    if etaRowsIndexed > checkpoint.etas { forgetEtaRows() }
    factoredNonZeros = checkpoint.factoredNonZeros
  }
}
