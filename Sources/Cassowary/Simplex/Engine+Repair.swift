// Basis repair. The pivots keep the basis non-singular in exact arithmetic, but in
// floating point a dense system can walk to a basis whose columns are dependent to
// rounding: the refactorisation then finds a column with nothing left to pivot on.
// Kept as it is, that basis cannot be factorised again, every later pivot asks for a
// refactorisation, and the etas grow for ever (a 300-variable `random_dense` did so
// inside one `add`). LP codes repair such a basis instead (Koberstein, "The dual
// simplex method, techniques for a fast and stable implementation", 2005, §6.4;
// HiGHS and CPLEX do the same): each dependent column gives its place to the unit
// logical column of a row that was left without a pivot. The repaired basis is
// regular but may be infeasible and not optimal, so the simplex runs again — the
// dual to restore feasibility (it needs no dual feasibility to find its rows or its
// proof of infeasibility), then the primal to restore optimality.

extension Engine {
  /// Replaces the columns a refactorisation found dependent (`deficiency`,
  /// ``Factor/factorize(rows:columns:capacity:entries:rowAlive:deficiency:)``) by
  /// the unit logical columns of the rows it left without a pivot, in `basics` (the
  /// basic columns over the live rows); returns the replacements as exchanges
  /// (their `pivot` unused: 0). A row left without a pivot has its unit logical
  /// column non-basic (basic, it would have been pivoted there: its only entry);
  /// should that ever not hold, returns none and leaves `basics` as it was.
  func repairs(for deficiency: Factor.Deficiency, of basics: inout [Int32]) -> [BlockExchange] {
    var indexOf: [Int32: Int] = [:]
    for (index, column) in basics.enumerated() { indexOf[column] = index }
    var repaired = basics
    var exchanges: [BlockExchange] = []
    for (column, row) in zip(deficiency.columns, deficiency.rows) {
      let logical = rowMarker[Int(row)]
      guard logical >= 0, positionOf[Int(logical)] < 0, let index = indexOf[column] else {
        return []
      }
      repaired[index] = logical
      exchanges.append(
        BlockExchange(position: positionOf[Int(column)], entering: logical, pivot: 0))
    }
    basics = repaired
    return exchanges
  }

  /// Exchanges that make the basis the unit logical columns of `rows` (each row's
  /// ``rowMarker``: the identity, which always factorises), with `basics` set to
  /// them.
  func logicalBasis(_ basics: inout [Int32], rows: [Int32]) -> [BlockExchange] {
    var isMarker = [Bool](repeating: false, count: columnKind.count)
    for row in rows { isMarker[Int(rowMarker[Int(row)])] = true }
    var unused = rows.map { rowMarker[Int($0)] }.filter { positionOf[Int($0)] < 0 }
    var exchanges: [BlockExchange] = []
    for position in 0..<rowCapacity {
      let basic = head[position]
      guard basic >= 0, columnAlive[Int(basic)], !isMarker[Int(basic)] else { continue }
      guard let logical = unused.popLast() else { return [] }
      exchanges.append(BlockExchange(position: Int32(position), entering: logical, pivot: 0))
    }
    basics = rows.map { rowMarker[Int($0)] }
    return exchanges
  }

  /// After a basis repair (the values were recomputed): the reduced costs are
  /// recomputed for the new basis (journaled), and the basis, which may now be
  /// neither feasible nor optimal, is optimised again — by the caller when a simplex
  /// call is in progress (``repairPending``), else here.
  func afterRepair() {
    if journaling {
      journalReducedCosts.append(reduced)
      note(.reducedCosts)
    }
    recomputeReducedCosts()
    repairPending = true
    if optimizing == 0 {
      let failing = settleRepairs()
      assert(failing == nil, "the required constraints held before the repair")
    }
  }

  /// Restores feasibility and then optimality after a right-hand side moved: the
  /// dual simplex, the primal simplex, and both again after a repair
  /// (``settleRepairs()``). Returns the position of an infeasible row, as
  /// ``dualOptimize()`` does, when the required constraints cannot hold.
  func reoptimize() -> Int32? {
    if let failing = dualOptimize() { return failing }
    return settleAfterPrimal()
  }

  /// Restores optimality from a feasible basis: the primal simplex, and then
  /// ``settleRepairs()``.
  func settleAfterPrimal() -> Int32? {
    primalOptimize()
    return settleRepairs()
  }

  /// Runs the dual simplex and then the primal simplex again for as long as a basis
  /// repair (``refactor(exchanging:recomputingValues:)``) has left the basis to be
  /// optimised again (``repairPending``; a primal simplex call returns early for
  /// it). Returns the position of an infeasible row, as ``dualOptimize()`` does,
  /// when the required constraints cannot hold.
  func settleRepairs() -> Int32? {
    // A repair at the refresh below waits for this loop, as inside a simplex call.
    optimizing += 1
    defer { optimizing -= 1 }
    var rounds = 0
    while repairPending && rounds < 16 {
      repairPending = false
      rounds += 1
      if let failing = dualOptimize() { return failing }
      primalOptimize()
      // The values and reduced costs were updated pivot by pivot on factors of
      // bases near the singular one: recomputed from fresh factors of the last.
      if !repairPending { refreshBasis() }
    }
    return nil
  }
}
