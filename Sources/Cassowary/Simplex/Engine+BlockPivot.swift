// Block dual pivots: many independent infeasible rows repaired by one
// refactorisation instead of one product-form update each.
//
// In root coordinates a layout's positions are running sums down a chain (a list's
// cell tops, a stack's leadings), so the solved column of a pivot that moves one
// cell's bottom lists every position below it: its eta is thousands of entries, and
// every later solve walks it. When a resize or a re-measure breaks a hundred cells
// at once, that is a hundred such columns — a cost quadratic in the list's length.
//
// Yet most of those exchanges are independent. Let q enter at row r, and let row r′
// of B⁻¹·A (over the non-basic columns) have no entry at q. The solved column
// B⁻¹·a_q then has no entry at r′ either ((B⁻¹·a_q)[r′] = (B⁻¹·A)[r′, q]), so the
// pivot leaves row r′ of B⁻¹·A — and x[r′] — as they were. Row r′ can therefore
// choose its exchange on the current factors, after the reduced costs have moved,
// exactly as the dual simplex would choose it after the pivot at r: rows are taken
// in the dual simplex's order, and each one that holds none of the columns entered
// so far joins the block. Then the exchanges made inside the factors (or one
// refactorisation of the exchanged basis) and one solve for the values replace all
// the updates. A row that holds an entered column waits for the next round (or the
// ordinary dual simplex).

/// One exchange of a block of dual pivots: the column that enters and the position
/// it takes.
struct BlockExchange {
  /// The position whose basic column leaves.
  var position: Int32
  /// The column that enters there.
  var entering: Int32
  /// Its solved entry at that position, `(B⁻¹·a)[position]`, from the position's row.
  var pivot: Double
}

extension Engine {
  /// Makes a block's exchange in the basis bookkeeping, unjournaled (a block's
  /// callers keep the whole basis in a snapshot, ``snapshotBasis()``).
  func setBasic(_ exchange: BlockExchange) {
    let leaving = head[Int(exchange.position)]
    if leaving >= 0 { positionOf[Int(leaving)] = -1 }
    head[Int(exchange.position)] = exchange.entering
    positionOf[Int(exchange.entering)] = exchange.position
  }

  /// What one refactorisation and one full solve for the values cost, in the units
  /// of a solved column's length: the dual simplex turns to blocks when the pivots
  /// left look dearer than this. Measured (instructions per timed call): with twice
  /// this, the list screen's resize at 100 cells cost 5 % more; with four times, the
  /// resize at 1000 cells took no blocks and cost 2.5× as much — a long eta slows
  /// every later solve, not only its own pivot.
  var blockThreshold: Int { factor.factoredNonZeros + rowCapacity }

  /// Repairs as many infeasible positions as it can in one block (see the top of
  /// this file), in the order the dual simplex would have them leave; then, when
  /// the block is worth it, makes the exchanges inside the factors and moves the
  /// values (``exchangeBlockInFactors(_:)``) or refactorises the exchanged basis
  /// and recomputes them, and otherwise makes the exchanges one by one as ordinary
  /// pivots. `reach` is the length of the last solved column: what each exchange
  /// would cost as an ordinary pivot. Returns
  /// how many exchanges it made (0 when the first row tried could not be repaired —
  /// the ordinary dual simplex then proves it — or held no clear pivot), and whether
  /// they went through a refactorisation.
  func exchangeBlock(reach: Int) -> (exchanges: Int, refactorised: Bool) {
    // The dual simplex's scan has just left exactly the infeasible positions in
    // `suspects`; they go in its own order (the largest violation against its
    // Devex weight, then the largest column: ``chooseLeaving(bland:)``).
    let order = suspects.map {
      (
        position: $0,
        priority: Engine.leavingPriority(x[Int($0)], weight: dualWeights[Int($0)]),
        basic: head[Int($0)]
      )
    }
    .sorted { $0.priority != $1.priority ? $0.priority > $1.priority : $0.basic > $1.basic }

    // The columns entered so far, marked in a scratch that is all false between
    // calls (cleared through `exchanges` on the way out): a fresh array over every
    // column zeroed 85 KB for each of a thousand-cell screen's ~35 calls.
    if blockEntered.count < columnKind.count {
      blockEntered.append(repeating: false, count: columnKind.count - blockEntered.count)
    }
    var exchanges: [BlockExchange] = []
    defer { for exchange in exchanges { blockEntered[Int(exchange.entering)] = false } }
    var conflicts = 0
    for candidate in order {
      // Rows that keep meeting entered columns are a chain of dependent pivots, not
      // a block: stop looking before the solves cost more than they find.
      if conflicts > exchanges.count { break }
      let position = candidate.position
      solveRow(position)
      var independent = true
      for column in pivotRow.indices where blockEntered[Int(column)] {
        if pivotRow.values[Int(column)] != 0 {
          independent = false
          break
        }
      }
      guard independent else {
        conflicts += 1
        continue
      }
      let value = x[Int(position)]
      let (entering, rate) = chooseEntering(increase: value < 0, bland: false, rejected: [])
      // A row no column repairs is the ordinary dual simplex's to prove infeasible;
      // without a solved column to confirm it, only a clear pivot is taken.
      guard entering >= 0, abs(rate) > Tolerance.blockPivot else { break }
      moveReducedCosts(entering: entering, at: position, pivot: rate)
      blockEntered[Int(entering)] = true
      exchanges.append(BlockExchange(position: position, entering: entering, pivot: rate))
    }
    if exchanges.isEmpty { return (0, false) }
    statistics.dualPivots += exchanges.count
    if exchanges.count * reach > blockThreshold
      && (exchangeBlockInFactors(exchanges) || refactor(exchanging: exchanges))
    {
      statistics.blockExchanges += exchanges.count
      return (exchanges.count, true)
    }
    // One by one: each solved column on the factors the previous ones updated. The
    // position's value has not moved since its row was solved (no column entered
    // before it is in its row).
    for exchange in exchanges {
      solveColumn(exchange.entering)
      let alphaP = alpha.values[Int(exchange.position)]
      guard abs(alphaP) > Tolerance.pivot else {
        // The row and the column disagree: rounding. The reduced costs already
        // moved for exchanges that cannot be made; recompute everything for the
        // basis as it stands.
        refreshBasis()
        return (exchanges.count, false)
      }
      exchangeBasic(
        entering: exchange.entering, at: exchange.position,
        value: x[Int(exchange.position)] / alphaP)
    }
    return (exchanges.count, false)
  }
}
