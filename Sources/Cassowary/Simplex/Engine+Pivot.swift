// The simplex steps on the factorised basis: solves for a column and for a row of
// B⁻¹·A, the pivot itself, the primal simplex (restoring optimality) and the dual
// simplex (restoring feasibility), both lexicographic over the priority levels.

/// Tolerances of the simplex steps.
enum Tolerance {
  /// A restricted value this far below zero is infeasible.
  static let primal = 1e-8
  /// A reduced cost this far from zero is not zero.
  static let dual = 1e-9
  /// A column whose pricing is decided by a reduced cost no larger than this has
  /// its costs recomputed from its solved column first
  /// (``Engine/pricedDirection(_:)``).
  static let doubtful = 1e-6
  /// The simplex steps do not pivot on an entry smaller than this times, when that
  /// is above 1, the largest entry of its solved column (primal simplex) or of its
  /// row of `B⁻¹·A` (dual simplex): such an entry is, as a rule, rounding left in
  /// the solve, and a basis built on it is numerically singular (the usual
  /// "acceptable pivot" of LP codes).
  static let acceptablePivot = 1e-7
  /// Entries of a solved column or row smaller than this are not pivots.
  static let pivot = 1e-9
  /// Below ``acceptablePivot`` times its column's largest entry, the primal simplex
  /// still pivots on an entry a recomputation shows to be real
  /// (``Engine/takesSmallPivot(_:at:step:largest:)``), down to this times the largest: below it,
  /// the new basis would be too badly conditioned to trust.
  static let genuinePivot = 1e-12
  /// Nor on such an entry when the step times the column's largest entry (the
  /// most a basic value moves) exceeds this: a fuzzed script's real pivot of
  /// 7.5e-6, in a column whose largest entry was 3.3e4, stepped 6.5e9, and the
  /// values it left near 1e9 swamped a higher level's in rounding (it broke a
  /// constraint at level 2.5 by 2 175).
  static let largestMove = 1e12
  /// A change in a level's objective (a reduced cost times the step) within this
  /// counts as none: a primal pivot whose first larger change, from the highest
  /// level down, raises its level is not taken
  /// (``Engine/goesUphill(_:direction:step:)``).
  static let objective = 1e-7
  /// A block exchange (``Engine/exchangeBlock(reach:)``) takes only pivots this
  /// large: no solved column confirms them before the basis is refactorised.
  static let blockPivot = 1e-6
  /// A row the dual simplex cannot repair whose violation, recomputed as `ρᵀ·b`, is
  /// less than this times the largest term it sums is taken as holding, rather than
  /// reported unsatisfiable (``Engine/holdsToRounding(at:)``).
  static let conflict = 1e-7
}

/// A min-heap of column ids. The primal simplex pushes them negated, so that it
/// pops the largest attractive id (Bland's rule under the reversed order).
struct ColumnHeap {
  var items: [Int32] = []

  var isEmpty: Bool { items.isEmpty }

  init() {}

  /// An empty heap on the memory of `storage` (an empty array, such as
  /// ``emptiedStorage()`` returns).
  init(reusing storage: [Int32]) {
    assert(storage.isEmpty)
    items = storage
  }

  /// Empties the heap and hands over its memory.
  mutating func emptiedStorage() -> [Int32] {
    items.empty()
    let storage = items
    items = []
    return storage
  }

  /// A heap of `ids`, in any order (heapified bottom up).
  init(_ ids: [Int32]) {
    items = ids
    var parent = items.count / 2 - 1
    while parent >= 0 {
      siftDown(from: parent)
      parent -= 1
    }
  }

  mutating func push(_ id: Int32) {
    items.append(id)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if items[child] < items[parent] {
        items.swapAt(child, parent)
        child = parent
      } else {
        break
      }
    }
  }

  mutating func pop() -> Int32? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      siftDown(from: 0)
    }
    return top
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count, items[left] < items[smallest] { smallest = left }
      if right < items.count, items[right] < items[smallest] { smallest = right }
      if smallest == parent { break }
      items.swapAt(parent, smallest)
      parent = smallest
    }
  }
}

extension Engine {
  // MARK: Solves

  /// `B⁻¹·a` for a column, into ``alpha``.
  func solveColumn(_ column: Int32) {
    alpha.clear()
    rowScratch.clear()
    for k in columnEntries.range(Int(column)) {
      let row = columnEntries.indices[k]
      if rowAlive[Int(row)] { rowScratch.add(row, columnEntries.values[k]) }
    }
    factor.ftran(&rowScratch, into: &alpha)
  }

  /// `B⁻¹·eᵣ` for a row (the row's own unit column), into ``alpha``.
  func solveUnitRow(_ row: Int32) {
    solveUnitRow(row, into: &alpha)
  }

  /// `B⁻¹·eᵣ` for a row, into `result`.
  func solveUnitRow(_ row: Int32, into result: inout SparseVector) {
    result.clear()
    rowScratch.clear()
    rowScratch.add(row, 1)
    factor.ftran(&rowScratch, into: &result)
  }

  /// Row `position` of `B⁻¹` (into ``rho``) and of `B⁻¹·A` over the non-basic
  /// columns that can enter (into ``pivotRow``).
  func solveRow(_ position: Int32) {
    solveInverseRow(position)
    pivotRow.clear()
    accumulateRows(rho, into: &pivotRow)
  }

  /// Row `position` of `B⁻¹`, into ``rho``.
  func solveInverseRow(_ position: Int32) {
    rho.clear()
    positionScratch.clear()
    positionScratch.add(position, 1)
    factor.btran(&positionScratch, into: &rho)
  }

  /// `Σᵢ weightᵢ · rowᵢ` over the non-basic, living, non-dummy columns.
  func accumulateRows(_ weights: SparseVector, into result: inout SparseVector) {
    if weights.count * 8 > rowCapacity && 4 * rowWalkLength(weights) > columnWalkCost() {
      accumulateColumns(weights, into: &result)
      return
    }
    // Read through buffers: one retain per array for the pass, not one per row.
    rowEntries.indices.withUnsafeBufferPointer { columns in
      rowEntries.values.withUnsafeBufferPointer { values in
        positionOf.withUnsafeBufferPointer { positionOf in
          columnAlive.withUnsafeBufferPointer { columnAlive in
            columnKind.withUnsafeBufferPointer { columnKind in
              for row in weights.indices {
                let weight = weights.values[Int(row)]
                if weight == 0 || !rowAlive[Int(row)] { continue }
                for k in rowEntries.range(Int(row)) {
                  let column = columns[k]
                  if positionOf[Int(column)] >= 0 || !columnAlive[Int(column)]
                    || columnKind[Int(column)] == .dummy
                  {
                    continue
                  }
                  result.add(column, weight * values[k])
                }
              }
            }
          }
        }
      }
    }
  }

  /// How many entries ``accumulateRows(_:into:)`` walks row by row for `weights`.
  func rowWalkLength(_ weights: SparseVector) -> Int {
    var length = 0
    rowEntries.count.withUnsafeBufferPointer { count in
      for row in weights.indices { length += Int(count[Int(row)]) }
    }
    return length
  }

  /// What ``accumulateColumns(_:into:)`` costs against ``rowWalkLength(_:)``'s
  /// entries at 4 each: 2 a column (most are basic and only looked at) and 3 an
  /// entry of a non-basic column: weights under which the walk that costs fewer
  /// instructions is taken on both the stacks (ρ along a chain: columns win) and
  /// `random_dense_100` (ρ over a third of short rows: rows win). The entries are counted afresh every 64 calls (the
  /// basis changes by a pivot or a few between calls; the count only steers).
  func columnWalkCost() -> Int {
    if columnWalkAge == 0 {
      var entries = 0
      columnEntries.count.withUnsafeBufferPointer { count in
        positionOf.withUnsafeBufferPointer { positionOf in
          for column in 0..<count.count where positionOf[column] < 0 {
            entries += Int(count[column])
          }
        }
      }
      columnWalkEstimate = 2 * columnKind.count + 3 * entries
    }
    columnWalkAge = (columnWalkAge + 1) % 64
    return columnWalkEstimate
  }

  /// ``accumulateRows(_:into:)`` column by column: for each non-basic, living,
  /// non-dummy column, the dot product of `weights` with its entries. Where `weights`
  /// (a row of `B⁻¹`) is dense — solved along a layout chain, it reaches most rows —
  /// walking its rows visits every entry of every basic column on them, nine in ten
  /// of which are then skipped; the columns' own entries are far fewer. (Linear
  /// programming codes switch between the two the same way: the "row-wise" and
  /// "column-wise" price of the dual simplex, chosen by the density of `ρ`.)
  func accumulateColumns(_ weights: SparseVector, into result: inout SparseVector) {
    let weight = weights.values
    columnEntries.indices.withUnsafeBufferPointer { rows in
      columnEntries.values.withUnsafeBufferPointer { values in
        columnEntries.start.withUnsafeBufferPointer { start in
          columnEntries.count.withUnsafeBufferPointer { count in
            positionOf.withUnsafeBufferPointer { positionOf in
              columnAlive.withUnsafeBufferPointer { columnAlive in
                columnKind.withUnsafeBufferPointer { columnKind in
                  rowAlive.withUnsafeBufferPointer { rowAlive in
                    for column in 0..<columnKind.count {
                      if positionOf[column] >= 0 || !columnAlive[column]
                        || columnKind[column] == .dummy
                      {
                        continue
                      }
                      let first = Int(start[column])
                      var sum = 0.0
                      for k in first..<first + Int(count[column]) {
                        let row = Int(rows[k])
                        if rowAlive[row] { sum += weight[row] * values[k] }
                      }
                      if sum != 0 { result.set(Int32(column), sum) }
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

  // MARK: Pricing

  /// A column's first reduced cost beyond ``Tolerance/dual``, highest level first,
  /// or 0: the value that decides its lexicographic sign.
  @inline(__always)
  func decidingReducedCost(_ column: Int32) -> Double {
    decidingLevel(column).value
  }

  /// A column's deciding level (its rank in ``levelOrder``, highest first) and its
  /// reduced cost there (see ``decidingReducedCost(_:)``); rank `Int.max` when none.
  @inline(__always)
  func decidingLevel(_ column: Int32) -> (rank: Int, value: Double) {
    for (rank, level) in levelOrder.enumerated() {
      let value = reduced[Int(level)][Int(column)]
      if abs(value) > Tolerance.dual { return (rank, value) }
    }
    return (Int.max, 0)
  }

  /// The sign of a column's first non-zero reduced cost, highest level first.
  @inline(__always)
  func lexicographicSign(_ column: Int32) -> Int {
    let value = decidingReducedCost(column)
    return value > 0 ? 1 : (value < 0 ? -1 : 0)
  }

  /// Sets a column's reduced costs from ``alpha``, which must hold its solved
  /// column: `d = c − c_B·B⁻¹a`, with the column's own cost `c` when `costed`. A
  /// result within rounding of its terms (1e-12 of their magnitude) is zero. For a
  /// column whose kept costs are not to be trusted (pricing, below) or not kept at
  /// all (a dummy entering on removal). Does not mark the column a candidate.
  func setReducedCostsFromSolvedColumn(_ column: Int32, costed: Bool) {
    // One pass over the solved column for every level (the dual simplex calls this
    // at every pivot): each level's value starts at the column's own cost and takes
    // off its basic errors' entries in the column's order, as a pass per level did,
    // so the results are the same to the bit. Every level is in `levelOrder`, so
    // every sum is set before the pass.
    withUnsafeTemporaryAllocation(of: (value: Double, scale: Double).self, capacity: reduced.count)
    { sums in
      for level in levelOrder {
        let own = costed ? cost(of: column, level: level) : 0
        sums[Int(level)] = (own, abs(own))
      }
      for i in alpha.indices {
        let basic = head[Int(i)]
        guard basic >= 0, columnAlive[Int(basic)] else { continue }
        let level = Int(columnLevel[Int(basic)])
        guard level >= 0 else { continue }
        sums[level].value -= alpha.values[Int(i)]
        sums[level].scale += abs(alpha.values[Int(i)])
      }
      for level in levelOrder {
        var value = sums[Int(level)].value
        if abs(value) <= 1e-12 * sums[Int(level)].scale { value = 0 }
        note(
          column: column,
          .reduced(level: level, column: column, old: reduced[Int(level)][Int(column)]))
        reduced[Int(level)][Int(column)] = value
      }
    }
  }

  /// Whether column `a`'s reduced costs divided by `|pa|` are lexicographically
  /// smaller than column `b`'s divided by `|pb|` (the dual ratio test). Ties go to
  /// the larger `|p|` when `preferLargePivots` — the pivot that moves the leaving
  /// value most per unit: in a layout, the column shared by many items (a fill
  /// width that every other fill follows) rather than one item's slack, which would
  /// take the whole move alone and push the next bound out of range — and otherwise,
  /// or between equal pivots, by column id (Bland's rule).
  ///
  /// A reduced cost within ``Tolerance/dual`` of 0 is 0 here, as it is to the
  /// pricing: divided by a tiny pivot, the rounding left in a zero cost would
  /// otherwise outweigh every real ratio at a lower level, and the tiny pivot would
  /// win — blowing the basic values up by its inverse.
  func ratioIsSmaller(
    _ a: Int32, _ pa: Double, than b: Int32, _ pb: Double, preferLargePivots: Bool
  ) -> Bool {
    for level in levelOrder {
      let da = reduced[Int(level)][Int(a)]
      let db = reduced[Int(level)][Int(b)]
      let ra = (abs(da) <= Tolerance.dual ? 0 : da) / abs(pa)
      let rb = (abs(db) <= Tolerance.dual ? 0 : db) / abs(pb)
      if abs(ra - rb) > Tolerance.dual * (1 + max(abs(ra), abs(rb))) { return ra < rb }
    }
    if preferLargePivots {
      let sizeA = abs(pa)
      let sizeB = abs(pb)
      if abs(sizeA - sizeB) > 1e-9 * max(sizeA, sizeB) { return sizeA > sizeB }
    }
    return a > b
  }

  // MARK: Pivot

  /// Makes `entering` basic at `position` with value `value`. ``alpha`` must hold
  /// `B⁻¹·a_entering` and ``pivotRow`` row `position` of `B⁻¹·A`; `rowReach` is as
  /// in ``exchangeBasic(entering:at:value:rowReach:)``.
  func pivot(
    entering: Int32, at position: Int32, value: Double, rowReach: Int = .max
  ) {
    moveReducedCosts(entering: entering, at: position, pivot: alpha.values[Int(position)])
    exchangeBasic(entering: entering, at: position, value: value, rowReach: rowReach)
  }

  /// The reduced costs' part of a pivot: ``pivotRow`` holds row `position` of
  /// `B⁻¹·A`, and `pivot` its entry at `entering`.
  func moveReducedCosts(entering: Int32, at position: Int32, pivot: Double) {
    let leaving = head[Int(position)]
    for level in levelOrder {
      let dq = reduced[Int(level)][Int(entering)]
      if dq == 0 { continue }
      let ratio = dq / pivot
      moveReducedCosts(level, along: pivotRow, by: ratio, skipping: entering)
      if leaving >= 0 && columnAlive[Int(leaving)] { setReduced(level, leaving, -ratio) }
      setReduced(level, entering, 0)
    }
  }

  /// The values' and the basis' part of a pivot: ``alpha`` holds `B⁻¹·a_entering`.
  /// `rowReach` is the length of the position's row of `B⁻¹` when the caller solved
  /// it (``rho``): with it, a pivot whose column is much longer than its row
  /// exchanges a step of the factors instead of appending an eta
  /// (Engine+FactorExchange.swift). Only the dual simplex passes it; every other
  /// pivot appends an eta.
  func exchangeBasic(entering: Int32, at position: Int32, value: Double, rowReach: Int = .max) {
    let leaving = head[Int(position)]
    moveValues(along: alpha, by: -value, skipping: position)
    setX(position, value)
    let version = factor.version
    if prefersExchange(columnReach: alpha.count, rowReach: rowReach),
      exchangeInFactors(entering: entering, at: position, pivot: alpha.values[Int(position)])
    {
      carryUnitColumns(from: version, at: position)
    } else {
      factor.appendEta(position: position, column: alpha)
    }
    setHead(position, entering)
    setPositionOf(entering, position)
    if leaving >= 0 { setPositionOf(leaving, -1) }
  }

  // MARK: Primal simplex

  /// Restores optimality from a feasible basis: lexicographic pricing with Bland's
  /// rule under the reversed order of ids (the largest attractive column enters;
  /// ties in the ratio test go to the largest basic column), so it cannot cycle.
  ///
  /// Bland's rule picks by id, not by how much a column gains, and on a dense
  /// system that costs far more pivots than the few a layout's row needs: the 900
  /// rows of a 300-variable `random_dense` took 117 665. After ``longCall``
  /// pivots in one call the entering column is chosen by Dantzig's rule instead —
  /// the highest level any candidate improves, then its largest reduced cost there
  /// — and Bland's rule returns for as long as the pivots stay degenerate
  /// (``degenerateRun`` in a row), where Dantzig's rule could cycle.
  func primalOptimize() {
    optimizing += 1
    defer { optimizing -= 1 }
    var heap = ColumnHeap(reusing: candidateHeapScratch)
    candidateHeapScratch = []
    defer { candidateHeapScratch = heap.emptiedStorage() }
    pushAttractiveCandidates(into: &heap)
    var refreshes = 0
    var pivots = 0
    var degenerate = 0

    while true {
      let entering: Int32
      if pivots >= Engine.longCall && degenerate < Engine.degenerateRun {
        guard let chosen = dantzigChoice(from: &heap) else { break }
        entering = chosen
      } else {
        guard let negated = heap.pop() else { break }
        entering = -negated
      }
      guard isCandidate[Int(entering)] else { continue }
      isCandidate[Int(entering)] = false
      // Checked again: a pivot since the push may have changed it.
      guard let direction = pricedDirection(entering) else { continue }

      solveColumn(entering)
      // The kept reduced costs are updated pivot after pivot, and in a long call on
      // a dense system their rounding grows until one prices in a column that makes
      // the objective worse: a 300-variable random_dense went round a cycle of
      // three pivots, two of them uphill, for ever. In a long call the entering
      // column's costs are recomputed from its solved column first
      // (``setReducedCostsFromSolvedColumn(_:costed:)``, exact to the factors'
      // rounding); when they no longer price it in, every cost is recomputed (a few
      // times a call at most) and pricing starts again. (A layout's calls are a
      // few pivots long; the check would cost stack_1000 2 % of its build.)
      if pivots >= Engine.longCall {
        setReducedCostsFromSolvedColumn(entering, costed: true)
        guard pricesIn(entering, direction) else {
          statistics.reducedCostRefreshes += 1
          if refreshes < 4 {
            refreshes += 1
            statistics.primalRefreshes += 1
            refreshBasis()
            if repairPending { return }
            pushAttractiveCandidates(into: &heap)
          }
          continue
        }
      }
      let (leavingPosition, best, largest) = primalRatioTest(direction: direction)
      guard leavingPosition >= 0 else {
        // No restricted basic blocks: along this ray every error column grows or
        // stays, so no level's objective (a sum of non-negative errors) can fall —
        // each level's reduced cost that says it would is rounding noise, and only
        // those are cleared. The other levels keep their values: a real cost at a
        // lower level, cleared with the noise above it, would leave the column's
        // reduced costs wrong for every later pivot (and the optimum with them).
        for level in levelOrder where reduced[Int(level)][Int(entering)] * direction < 0 {
          setReduced(level, entering, 0)
        }
        if pricedDirection(entering) == nil {
          isCandidate[Int(entering)] = false
          candidates.removeAll { $0 == entering }
        } else {
          // An external column whose other direction is priced in: tried now,
          // not left for the next call's pricing.
          heap.push(-entering)
        }
        continue
      }
      if isDegenerateOnRounding(entering, direction: direction, step: best, largest: largest) {
        statistics.rejectedPivots += 1
        continue
      }
      // Two pivots wait for fresh factors, values and costs, and then, if they are
      // still what they seem, are not taken (the column waits until its costs
      // change again):
      // - A blocking entry small next to its column's largest is, as a rule,
      //   rounding, and so is the reduced cost that priced the column in (a fresh
      //   build's first pivot entered on a cost of −1.3e-9 and a pivot of 1.3e-9 in a
      //   column whose largest entry was 1, and every later solve blew up by 1e13).
      //   Fresh factors clear the rounding etas left: a fuzzed script stopped here
      //   with an attractive cost of −1 at one level, blocked by an entry of 1.0e-9
      //   that fresh factors made exactly 0, and left a constraint of that level
      //   broken by 26 (`PrimalRefreshTests`). A small entry that is real is taken
      //   (``takesSmallPivot(_:at:step:largest:)``).
      // - Pricing takes a reduced cost within `Tolerance.dual` of zero as zero, but
      //   times a long step it can still move a level's objective by a real amount:
      //   a fuzzed script (coefficients from 0.001 to 1 000) entered a slack on a
      //   pivot of 0.001, a step of 90 148, whose cost of 6.7e-10 at a strong level
      //   raised that level by 6e-5 to lower a weaker one; the pivot back lowered
      //   the strong level again, and the two alternated for ever. Strictly
      //   lexicographic, such a pivot goes uphill
      //   (``goesUphill(_:direction:step:)``).
      let small = abs(alpha.values[Int(leavingPosition)]) < Tolerance.acceptablePivot * largest
      let uphill = goesUphill(entering, direction: direction, step: best)
      if small || uphill {
        if refreshes < 2 && !factor.isFresh {
          refreshes += 1
          statistics.primalRefreshes += 1
          refreshBasis()
          if repairPending { return }
          pushAttractiveCandidates(into: &heap)
          continue
        }
        if uphill
          || !takesSmallPivot(entering, at: leavingPosition, step: best, largest: largest)
        {
          statistics.rejectedPivots += 1
          continue
        }
      }
      solveRow(leavingPosition)
      statistics.primalPivots += 1
      pivots += 1
      degenerate = best <= Tolerance.primal ? degenerate + 1 : 0
      pivot(entering: entering, at: leavingPosition, value: direction * best)
      if small {
        // The kept reduced costs move by the pivot row over the pivot: over a small
        // one, their rounding grows with the ratio (a fuzzed script's costs were off
        // by 4e-3 after one), so they, the factors and the values are recomputed.
        statistics.primalRefreshes += 1
        refreshBasis()
      } else {
        refactorIfNeeded()
      }
      // A repaired basis (Engine+Repair.swift) may be infeasible: the caller runs
      // the dual simplex first (``settleRepairs()``).
      if repairPending { return }
      pushAttractiveCandidates(into: &heap)
    }
  }

  /// The primal ratio test on the solved column in ``alpha`` moving in `direction`:
  /// the position of the first restricted basic to reach its bound (ties to the
  /// largest column, Bland's rule), or -1 when none blocks; the step there; and the
  /// column's largest entry (at least 1).
  func primalRatioTest(direction: Double) -> (position: Int32, step: Double, largest: Double) {
    var leavingPosition: Int32 = -1
    var leavingColumn: Int32 = -1
    var best = Double.infinity
    var largest = 1.0
    for i in alpha.indices {
      let a = alpha.values[Int(i)]
      largest = max(largest, abs(a))
      if abs(a) <= Tolerance.pivot { continue }
      let basic = head[Int(i)]
      if basic < 0 || !columnAlive[Int(basic)] { continue }
      let basicKind = columnKind[Int(basic)]
      if basicKind == .external { continue }
      let rate = direction * a
      let theta: Double
      if basicKind == .dummy {
        theta = 0
      } else if rate > Tolerance.pivot {
        theta = max(x[Int(i)], 0) / rate
      } else {
        continue
      }
      if theta < best - 1e-12 * (1 + best)
        || (theta <= best + 1e-12 * (1 + best) && basic > leavingColumn)
      {
        best = min(theta, best)
        leavingPosition = i
        leavingColumn = basic
      }
    }
    return (leavingPosition, best, largest)
  }

  /// Whether the primal simplex takes a pivot small next to its column's largest
  /// entry `largest` (in ``alpha``, on fresh factors), moving `step`: only when the
  /// step is not degenerate (a small pivot that moves nothing only conditions the
  /// basis worse: a fuzzed script's kept costs were off by 4e-3 after one), the
  /// entry is at least ``Tolerance/genuinePivot`` of the largest and the move at
  /// most ``Tolerance/largestMove``, and the entry is real rather than rounding.
  /// Recomputed the other way, as row `position` of `B⁻¹` times the column, a real
  /// entry agrees with the solved one to 1e-6, and the terms it adds cancel to no
  /// less than a thousandth of their sum of magnitudes. Rounding fails both; a
  /// product of small coefficients — a fuzzed script's 0.001 · 0.05 beside a 1 000,
  /// which held a level's constraint broken by 30 when it was passed over — passes
  /// both.
  func takesSmallPivot(_ column: Int32, at position: Int32, step: Double, largest: Double)
    -> Bool
  {
    let entry = alpha.values[Int(position)]
    guard step > Tolerance.primal, abs(entry) >= Tolerance.genuinePivot * largest,
      step * largest <= Tolerance.largestMove
    else { return false }
    solveInverseRow(position)
    var sum = 0.0
    var magnitude = 0.0
    for k in columnEntries.range(Int(column)) {
      let row = columnEntries.indices[k]
      guard rowAlive[Int(row)] else { continue }
      let term = rho.values[Int(row)] * columnEntries.values[k]
      sum += term
      magnitude += abs(term)
    }
    return sum * entry > 0 && abs(sum - entry) <= 1e-6 * abs(entry) && abs(sum) >= 1e-3 * magnitude
  }

  /// Whether moving `column` by `step` in `direction` goes uphill: whether, from the
  /// highest level down, the first level whose objective it changes by more than
  /// ``Tolerance/objective`` is one it raises (a degenerate step changes none).
  ///
  /// A change within the tolerance counts as none at every level, the deciding one
  /// (whose reduced cost priced the column in) included. Counted as a gain there, a
  /// pivot back could undo a real gain below: a badly scaled script (coefficients
  /// from 0.001 to 1 000) raised its strong level by 6.6e-8, on a cost of 6.7e-10
  /// that pricing took as zero, to lower its medium level by 16.5; the pivot back
  /// priced in on the strong level's cost of −2e-9 and gave the 16.5 back, and the
  /// two alternated for ever (`PrimalCycleTests`).
  func goesUphill(_ column: Int32, direction: Double, step: Double) -> Bool {
    guard step > Tolerance.primal else { return false }
    for level in levelOrder {
      let change = reduced[Int(level)][Int(column)] * direction * step
      if change > Tolerance.objective { return true }
      if change < -Tolerance.objective { return false }
    }
    return false
  }

  /// Whether a pivot of `column` moving `step` is degenerate and priced in only by a
  /// cost within rounding of the column's entries (`largest`, the largest of its
  /// solved column): the primal simplex does not take it.
  ///
  /// A degenerate pivot moves no value and is worth taking only for the costs it
  /// shows next. Bland's rule cannot cycle on exact costs, but these are rounded: a
  /// badly scaled script's degenerate pivot entered a column on a weak-level cost of
  /// −0.001 (its strong-level cost of 2.5e-10 taken as zero) in place of one whose
  /// strong-level cost came out at −2.5e-7 — the same cost over the pivot of 0.001 —
  /// in a column with an entry of 1 000, and the two swapped places for ever
  /// (`PrimalCycleTests`). A pivot that moves values is judged by what it does to
  /// each level instead (``goesUphill(_:direction:step:)``): held to this rule too,
  /// two fuzzed scripts' real gains were turned away.
  func isDegenerateOnRounding(
    _ column: Int32, direction: Double, step: Double, largest: Double
  ) -> Bool {
    step <= Tolerance.primal && !pricesIn(column, direction, beyondRoundingOf: largest)
  }

  /// Whether a column's reduced costs improve the objective in `direction` when a
  /// cost within ``Tolerance/dual`` times `scale` (the largest entry of its solved
  /// column, at least 1) counts as zero: a cost the rounding of such entries could
  /// have made.
  func pricesIn(_ column: Int32, _ direction: Double, beyondRoundingOf scale: Double) -> Bool {
    for level in levelOrder {
      let cost = reduced[Int(level)][Int(column)] * direction
      if abs(cost) > Tolerance.dual * scale { return cost < 0 }
    }
    return false
  }

  /// Whether a column's reduced costs, as they are now, improve the objective in
  /// `direction`.
  func pricesIn(_ column: Int32, _ direction: Double) -> Bool {
    let value = decidingReducedCost(column)
    if columnKind[Int(column)] == .external {
      return value != 0 && (value > 0 ? -1.0 : 1.0) == direction
    }
    return value < 0
  }

  /// Pivots after which a call is long: the primal simplex turns from Bland's rule to
  /// Dantzig's, and both check the entering column's costs (the dual simplex from a
  /// quarter of the rows on).
  static let longCall = 64
  /// Degenerate pivots in a row after which Bland's rule decides until a pivot is
  /// not degenerate: in the primal simplex, under Dantzig's rule, pivots that move
  /// no value; in the dual simplex, pivots that move no reduced cost.
  static let degenerateRun = 16

  /// The candidate Dantzig's rule enters (the highest level at which any candidate
  /// is attractive, then the largest reduced cost there, then the largest id), or
  /// `nil` when none is attractive; `heap` keeps the other attractive candidates.
  /// A candidate found unattractive is dropped (and marked again when its costs
  /// change, as ``pushAttractiveCandidates(into:)`` does).
  func dantzigChoice(from heap: inout ColumnHeap) -> Int32? {
    var kept: [Int32] = []
    kept.reserveCapacity(heap.items.count)
    var chosen: Int32 = -1
    var chosenRank = Int.max
    var chosenGain = 0.0
    for negated in heap.items {
      let column = -negated
      // Unmarked as it is visited (a column can be in the heap twice), marked
      // again below if it stays.
      guard isCandidate[Int(column)] else { continue }
      isCandidate[Int(column)] = false
      guard pricedDirection(column) != nil else { continue }
      kept.append(negated)
      let (rank, value) = decidingLevel(column)
      let gain = abs(value)
      let better =
        rank < chosenRank
        || (rank == chosenRank && (gain > chosenGain || (gain == chosenGain && column > chosen)))
      if better {
        chosen = column
        chosenRank = rank
        chosenGain = gain
      }
    }
    for negated in kept { isCandidate[Int(-negated)] = true }
    heap = ColumnHeap(kept.filter { $0 != -chosen })
    return chosen >= 0 ? chosen : nil
  }

  /// Moves the attractive candidates into `heap` and drops the rest (a dual pivot
  /// marks its whole row: thousands of columns on a layout chain, few of them
  /// attractive, and a heap of all of them cost more than the pivot's pricing).
  /// A dropped column whose reduced costs change again is marked again.
  func pushAttractiveCandidates(into heap: inout ColumnHeap) {
    for column in candidates {
      if pricedDirection(column) != nil {
        heap.push(-column)
      } else {
        isCandidate[Int(column)] = false
      }
    }
    candidates.removeAll(keepingCapacity: true)
  }

  /// The direction in which a non-basic column would improve the objective (+1:
  /// increase; −1: decrease, external columns only), or `nil` when it cannot enter.
  ///
  /// A column whose deciding reduced cost lies within ``Tolerance/doubtful`` of zero
  /// has its costs recomputed first (``setReducedCostsFromSolvedColumn(_:costed:)``).
  /// Updated pivot after pivot, a zero cost gathers rounding in proportion to the
  /// pivots' ratios, and a residue past ``Tolerance/dual`` at a high level would
  /// hide a real cost below it (the column never enters and a lower level stays
  /// worse than its optimum) or fake one (the column enters, trading a lower level
  /// for nothing).
  @inline(__always)
  func pricedDirection(_ column: Int32) -> Double? {
    let kind = columnKind[Int(column)]
    guard columnAlive[Int(column)], positionOf[Int(column)] < 0, kind != .dummy else {
      return nil
    }
    var value = decidingReducedCost(column)
    if value != 0 && abs(value) <= Tolerance.doubtful {
      statistics.reducedCostRefreshes += 1
      solveColumn(column)
      setReducedCostsFromSolvedColumn(column, costed: true)
      value = decidingReducedCost(column)
    }
    // Restricted columns only increase; external ones go either way.
    if kind == .external { return value == 0 ? nil : (value > 0 ? -1 : 1) }
    return value < 0 ? 1 : nil
  }

  // MARK: Dual simplex

  /// Restores feasibility while keeping the basis lexicographically optimal (after
  /// a right-hand side moved: a suggestion, a constant, a new row). Returns `nil`
  /// when feasible, or the position of a row that no column can repair — a proof that
  /// the required constraints are infeasible — with ``rho`` holding that row of `B⁻¹`.
  ///
  /// Before it gives that answer it makes sure the row is not just rounding: when the
  /// factors carry borders or etas, or the row's value disagrees with `ρᵀ·b`, it
  /// refactorises, recomputes the values and reduced costs (``refreshBasis()``) and
  /// looks again — at most twice per call, and never twice without a pivot in
  /// between, since a refresh leaves the factors fresh and the values exact.
  func dualOptimize() -> Int32? {
    optimizing += 1
    defer { optimizing -= 1 }
    // Ties in the ratio test prefer large pivots, which can in theory cycle on a
    // dual-degenerate basis. Only dual-degenerate pivots can cycle (any other one
    // raises the dual objective, which never falls): after ``degenerateRun`` of
    // them in a row, Bland's rule alone decides, which cannot cycle, until a pivot
    // raises the objective again. Bland's rule takes the pivots the ratio test
    // ties on without regard to their size, and a long stretch of them walked a
    // 300-variable `random_dense` into a basis singular to rounding; it used to
    // start after as many pivots as there are rows, degenerate or not.
    var degenerate = 0
    var pivots = 0
    var refreshes = 0
    var driftRefreshes = 0
    // Columns whose solved column had no pivot at the leaving row although the
    // solved row had one there, on fresh factors and values (so the row's entry is
    // cancellation noise): not candidates for that leaving column until the next
    // pivot.
    var rejected: [Int32] = []
    var rejectedFor: Int32 = -1
    // Leaving positions whose pivot was too small next to its solved column, on
    // fresh factors: passed over until the next pivot, unless no other row is left
    // (then `anyPivot` takes the small one).
    var passed: [Int32] = []
    var anyPivot = false
    var smallRefreshes = 0
    // The length of the last solved column, and whether blocks may still be tried.
    var reach = 0
    var blocks = true
    // Whether the leaving heap holds every infeasible suspect at its key: only
    // after a scan that rebuilt it, and the local pivots and rejected columns
    // since (Engine+LeavingHeap.swift).
    var heapCurrent = false
    prepareDualWeights()
    defer { resetDualWeights() }
    while true {
      // Leaving: the largest violation against its dual Devex weight
      // (Engine+DualPricing.swift); in a degenerate run, the largest column id.
      let bland = degenerate >= Engine.degenerateRun
      // The heap cannot count the infeasible rows that decide a block.
      let fromHeap =
        heapCurrent && !bland && !(blocks && reach * suspects.count > blockThreshold)
      heapCurrent = false
      let (leavingPosition, leavingColumn, kept) =
        fromHeap ? popLeaving() : chooseLeaving(bland: bland)
      // Whether the heap now holds every infeasible suspect: the scan builds it
      // only for many (and never in a degenerate run).
      let heapWhole = fromHeap || (!bland && kept >= Engine.leavingHeapMinimum)
      guard leavingPosition >= 0 else {
        if passed.isEmpty { return nil }
        // Every infeasible row left was passed over: the smallest pivot is still
        // better than none.
        restoreSuspects(&passed)
        anyPivot = true
        continue
      }
      if leavingColumn != rejectedFor {
        rejected.removeAll()
        rejectedFor = leavingColumn
      }
      // Many infeasible rows, and pivots whose solved columns are long: exchange
      // the independent ones in a block (Engine+BlockPivot.swift).
      if blocks && !bland && reach * kept > blockThreshold {
        let (exchanged, refactorised) = exchangeBlock(reach: reach)
        // Too few independent rows to pay for a refactorisation: not again in this
        // call (the rows left are the dependent ones).
        if !refactorised { blocks = false }
        if exchanged > 0 {
          resetDualWeights()
          pivots += exchanged
          refreshes = 0
          rejected.removeAll()
          rejectedFor = -1
          refactorIfNeeded()
          continue
        }
      }
      let value = x[Int(leavingPosition)]

      solveRow(leavingPosition)
      let entering = chooseEntering(
        increase: value < 0, bland: bland, rejected: rejected
      ).column
      guard entering >= 0 else {
        if refreshBeforeProof(at: leavingPosition, refreshes: &refreshes) { continue }
        if holdsToRounding(at: leavingPosition) { continue }
        restoreSuspects(&passed)
        return leavingPosition
      }
      solveColumn(entering)
      // The entering column's reduced costs are recomputed from its solved column
      // (exact to the factors' rounding) before they move every other cost: the
      // pivot subtracts `d_q / α_q` times the pivot row from the row of costs, so a
      // drifted `d_q` moves each of them by its error over the pivot. Recomputed
      // only in long calls (past a quarter of the rows), a required row added to a
      // 1000-variable `random_dense` (seed 2, its 2193rd constraint) lost dual
      // feasibility within its first 200 pivots: the dual objective rose past the
      // optimum, the values reached 1e12, and the call ran for minutes; with the
      // cost recomputed at every pivot it takes 694 (DenseSystemTests). They must
      // still be those of an optimal basis (no lexicographically negative cost);
      // when they are not, every cost is recomputed, a few times a call at most.
      let long = pivots >= rowCapacity / 4 + Engine.longCall
      setReducedCostsFromSolvedColumn(entering, costed: true)
      if driftRefreshes < 4 {
        let fresh = lexicographicSign(entering)
        let optimal = columnKind[Int(entering)] == .external ? fresh == 0 : fresh >= 0
        if !optimal {
          driftRefreshes += 1
          statistics.reducedCostRefreshes += 1
          refreshBasis()
          resetDualWeights()
          continue
        }
      }
      let alphaP = alpha.values[Int(leavingPosition)]
      guard abs(alphaP) > Tolerance.pivot else {
        // The row of B⁻¹·A and the column B⁻¹·a disagree at the pivot: one of them is
        // rounding. Fresh factors and values settle which; if they still disagree,
        // the row's entry is cancellation noise — the column is passed over, as if
        // the entry were 0, and the next candidate tried.
        if refreshBeforeProof(at: leavingPosition, refreshes: &refreshes) { continue }
        rejected.append(entering)
        // Nothing moved: the heap still holds the same choice.
        heapCurrent = heapWhole
        continue
      }
      if long && !anyPivot && !acceptable(pivot: alphaP) {
        // The pivot is small next to its solved column: the new basis would be
        // near singular, its values and solves amplified by the ratio. On a dense
        // system the dual simplex walked into a basis singular to rounding this way
        // (a pivot of −3.2e-5 in a column whose largest entry was 5.9e7), in a long
        // call: only there is the column scanned for it (a layout's calls are
        // shorter, and the scan would cost a resize of the 100-cell list 4 %). Unlike
        // the primal simplex it cannot take the next column instead — the ratio
        // test's minimum keeps the basis optimal —, so after fresh factors (twice a
        // call at most) it repairs another infeasible row first (as LP codes
        // taboo a "bad basis change"; Koberstein 2005, §6.2).
        if !factor.isFresh && smallRefreshes < 2 {
          smallRefreshes += 1
          refreshBasis()
          resetDualWeights()
          continue
        }
        statistics.rejectedPivots += 1
        pass(leavingPosition, into: &passed)
        continue
      }
      statistics.dualPivots += 1
      pivots += 1
      // Degenerate: the entering column's reduced costs are 0 at every level, so
      // the step leaves every dual value (and the objective) where it was.
      degenerate = decidingLevel(entering).rank == Int.max ? degenerate + 1 : 0
      // A local pivot (a column shorter than the suspects, when they are many)
      // keeps the leaving heap current: its walks over the column are cheaper
      // than a scan of the suspects. A long column, or a few suspects, leave the
      // next choice to the scan (which builds the heap only for many), as does a
      // heap that outdated entries have swollen. A pivot chosen from the heap
      // updates the weights through the column in any case: the scan has not
      // compacted its suspects, which the other update walks.
      let local = heapWhole && alpha.count < suspects.count
      let throughColumn = fromHeap || local
      if throughColumn { noteInfeasibleAtChoice() }
      pivot(
        entering: entering, at: leavingPosition, value: value / alphaP, rowReach: rho.count)
      if throughColumn {
        updateDualWeightsAndHeap(at: leavingPosition, pivot: alphaP)
      } else {
        updateDualWeights(at: leavingPosition, pivot: alphaP)
      }
      reach = alpha.indices.count
      rejected.removeAll()
      rejectedFor = -1
      let restored = !passed.isEmpty
      if restored { restoreSuspects(&passed) }
      anyPivot = false
      let refactorizations = statistics.refactorizations
      refactorIfNeeded()
      heapCurrent =
        local && !restored && statistics.refactorizations == refactorizations
        && leavingHeap.count <= 4 * suspects.count + Engine.leavingHeapMinimum
    }
  }

  /// Takes an infeasible position out of the suspects (so that the dual simplex
  /// chooses another row to leave), listing it in `passed`.
  func pass(_ position: Int32, into passed: inout [Int32]) {
    isSuspect[Int(position)] = false
    suspects.removeAll { $0 == position }
    passed.append(position)
  }

  /// Makes the positions in `passed` suspects again, and empties it.
  func restoreSuspects(_ passed: inout [Int32]) {
    for position in passed where !isSuspect[Int(position)] {
      isSuspect[Int(position)] = true
      suspects.append(position)
    }
    passed.removeAll()
  }

  /// Whether the solved column ``alpha`` may pivot on its entry `pivot`: it is at
  /// least ``Tolerance/acceptablePivot`` times the column's largest entry (when that
  /// is above 1), as in the primal simplex.
  func acceptable(pivot: Double) -> Bool {
    // The largest entry the pivot allows.
    let bound = abs(pivot) / Tolerance.acceptablePivot
    if bound < 1 { return false }
    for i in alpha.indices where abs(alpha.values[Int(i)]) > bound { return false }
    return true
  }

  /// The dual ratio test on ``pivotRow``: the column that keeps the basis
  /// lexicographically optimal while the leaving value moves towards feasibility
  /// (`increase`: it is below 0), skipping `rejected`; `-1` when none can. Returns
  /// the column and its entry in the row.
  func chooseEntering(
    increase: Bool, bland: Bool, rejected: [Int32]
  ) -> (column: Int32, rate: Double) {
    var entering: Int32 = -1
    var enteringRate = 0.0
    // An entry this small next to the row's largest is rounding, as a rule: a
    // fuzzed script pivoted on −1.1e-7 in a row whose largest entry was 434, the
    // values blew up to 1e12, and the dual simplex then found no infeasible row in
    // a system that the new row had made infeasible (the primal simplex measures
    // its pivots against their column the same way). The floor is set before the
    // ratio test: its ties are decided within tolerances, so filtering after it
    // could change the winner (the extra scan costs stack_1000 0.25 %).
    var largest = 1.0
    for column in pivotRow.indices { largest = max(largest, abs(pivotRow.values[Int(column)])) }
    let smallest = Tolerance.acceptablePivot * largest
    for column in pivotRow.indices {
      let a = pivotRow.values[Int(column)]
      if abs(a) <= smallest { continue }
      // x_leaving = β − Σ aⱼ·xⱼ: raising a restricted xⱼ moves it by −aⱼ.
      let eligible = columnKind[Int(column)] == .external || (increase ? a < 0 : a > 0)
      if !eligible || (!rejected.isEmpty && rejected.contains(column)) { continue }
      if entering < 0
        || ratioIsSmaller(
          column, a, than: entering, enteringRate, preferLargePivots: !bland)
      {
        entering = column
        enteringRate = a
      }
    }
    return (entering, enteringRate)
  }

  /// Whether row `position`'s violation, recomputed as `ρᵀ·b` (``rho`` holds the
  /// position's row of `B⁻¹`), is within ``Tolerance/conflict`` of the largest term
  /// it sums: then it is rounding, not a proof of infeasibility, and the value is
  /// set to its bound (the row is taken as holding). The largest term, not their
  /// sum: along a chain of a thousand widths a real conflict of a hundredth of a
  /// point must still be reported. A dense system reached a slack of −1.2e-3 whose
  /// `ρᵀ·b` was +1.0e-7 over terms summing to 3 036 in magnitude,
  /// after the refreshes a call allows, and reported a required constraint
  /// unsatisfiable that was not (three of the rows in its proof made the slack 0
  /// identically: `random_dense 500 --seed 1`).
  func holdsToRounding(at position: Int32) -> Bool {
    let (value, _, largest) = rowValueFromRightHandSides()
    let kind = columnKind[Int(head[Int(position)])]
    guard !kind.isViolated(by: value) || abs(value) <= Tolerance.conflict * largest else {
      return false
    }
    setX(position, kind == .dummy ? 0 : kind.isRestricted ? max(value, 0) : value)
    return true
  }

  /// `ρᵀ·b`, the value of the row of `B⁻¹` in ``rho`` recomputed from the right-hand
  /// sides, with the sum and the largest of its terms' magnitudes.
  func rowValueFromRightHandSides() -> (value: Double, sum: Double, largest: Double) {
    var value = 0.0
    var sum = 0.0
    var largest = 0.0
    for row in rho.indices where rowAlive[Int(row)] {
      let term = rho.values[Int(row)] * rhs[Int(row)]
      value += term
      sum += abs(term)
      largest = max(largest, abs(term))
    }
    return (value, sum, largest)
  }

  /// Refreshes the basis (``refreshBasis()``) before the dual simplex reports row
  /// `position` infeasible, when that report could be rounding: the factors carry
  /// borders or etas, or the row's value has drifted from `ρᵀ·b` (``rho`` holds row
  /// `position` of `B⁻¹`). Returns whether it refreshed, for the caller to look
  /// again; at most twice per call (`refreshes` counts), so a truly infeasible
  /// system is still reported, with ``rho`` its proof.
  func refreshBeforeProof(at position: Int32, refreshes: inout Int) -> Bool {
    guard refreshes < 2 else { return false }
    if factor.isFresh {
      let (value, sum, _) = rowValueFromRightHandSides()
      let scale = abs(x[Int(position)]) + sum
      if abs(value - x[Int(position)]) <= 1e-12 * (1 + scale) { return false }
    }
    refreshes += 1
    refreshBasis()
    resetDualWeights()
    return true
  }
}
