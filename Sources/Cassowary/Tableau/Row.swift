/// One row of the tableau: `constant + Σ coefficient · symbol`, with the symbols
/// sorted by id.
///
/// As a basic row it reads `basic = constant + Σ …`; while a constraint is being
/// added it reads `0 = constant + Σ …`. Sorted parallel arrays keep cells together in
/// memory, make lookups a binary search and a row-plus-multiple-of-row a linear merge.
struct Row {
  /// The constant term.
  var constant: Double
  /// The symbols with a non-zero coefficient, ascending.
  var symbols: [Int32] = []
  /// Their coefficients, in the same order.
  var coefficients: [Double] = []

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// The position of `symbol`, if the row has it.
  @inline(__always)
  func index(of symbol: Int32) -> Int? {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low &+ high) >> 1
      let value = symbols[mid]
      if value == symbol { return mid }
      if value < symbol { low = mid &+ 1 } else { high = mid }
    }
    return nil
  }

  /// The coefficient of `symbol` (0 when absent).
  @inline(__always)
  func coefficient(of symbol: Int32) -> Double {
    guard let at = index(of: symbol) else { return 0 }
    return coefficients[at]
  }

  /// Adds `coefficient · symbol` to the row; a cell that cancels is dropped.
  /// Returns +1 if the symbol was added, -1 if it was removed, 0 otherwise.
  @discardableResult
  mutating func add(_ symbol: Int32, _ coefficient: Double) -> Int {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low &+ high) >> 1
      if symbols[mid] < symbol { low = mid &+ 1 } else { high = mid }
    }
    if low < symbols.count, symbols[low] == symbol {
      let sum = coefficients[low] + coefficient
      if Tolerance.isZero(sum) {
        symbols.remove(at: low)
        coefficients.remove(at: low)
        return -1
      }
      coefficients[low] = sum
      return 0
    }
    if Tolerance.isZero(coefficient) { return 0 }
    symbols.insert(symbol, at: low)
    coefficients.insert(coefficient, at: low)
    return 1
  }

  /// Removes the cell at `index`.
  mutating func remove(at index: Int) {
    symbols.remove(at: index)
    coefficients.remove(at: index)
  }

  /// Multiplies every term by -1.
  mutating func negate() {
    constant = -constant
    for i in coefficients.indices { coefficients[i] = -coefficients[i] }
  }

  /// Turns `0 = constant + Σ … + a · symbol` into `symbol = -(constant + Σ …) / a`:
  /// the row now defines `symbol` (which it no longer contains).
  mutating func solve(for symbol: Int32) {
    guard let at = index(of: symbol) else { preconditionFailure("symbol not in row") }
    let factor = -1 / coefficients[at]
    remove(at: at)
    constant *= factor
    for i in coefficients.indices { coefficients[i] *= factor }
  }
}
