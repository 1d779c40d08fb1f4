/// The engine behind ``Solver``: a sparse simplex tableau in Cassowary's form, with a
/// column index and one objective row per priority level.
///
/// - Rows live in slots (`rows`), each defining one basic symbol (`basicOf`);
///   `rowOf` maps a symbol back to its slot (-1 when the symbol is parametric).
/// - `columns[s]` lists the slots whose rows mention symbol `s`, so substituting a
///   pivot touches only those rows: kiwi scans every row instead.
/// - The objective is a list of rows, one per optional priority present, highest
///   first (`levels`): the strict hierarchy is optimised lexicographically.
/// - Failing operations run inside a journal (``Tableau+Journal.swift``) that puts
///   back every row they touched.
final class Tableau {
  // MARK: Symbols

  /// The kind of each symbol, by id.
  var kinds: [SymbolKind] = []
  /// The slot of each symbol's row, or -1 when the symbol is parametric.
  var rowOf: [Int32] = []
  /// The slots of the rows that mention each symbol (objective rows excluded).
  var columns: [[Int32]] = []
  /// The user variable of each external symbol.
  var symbolVariable: [Variable?] = []
  /// External symbols by variable.
  var variableSymbols: [ObjectIdentifier: Int32] = [:]
  /// How many active constraints mention each external symbol.
  var useCount: [Int32] = []
  /// The constraint that owns each marker or error symbol (for conflict reports).
  var owner: [Constraint?] = []

  // MARK: Rows

  /// The rows, by slot.
  var rows: [Row] = []
  /// The basic symbol each slot defines, or -1 for a free slot.
  var basicOf: [Int32] = []
  /// Slots free for reuse.
  var freeSlots: [Int32] = []

  // MARK: Objective

  /// The optional priorities present, highest first.
  var levels: [Double] = []
  /// One objective row per level: `Σ errors` of that level, in parametric symbols.
  var objective: [Row] = []

  // MARK: Constraints and edits

  /// What the tableau knows of each active constraint.
  var records: [ObjectIdentifier: ConstraintRecord] = [:]
  /// Active constraints in the order they were added (`nil` where one was removed).
  var order: [Constraint?] = []
  /// How many entries of `order` are `nil`.
  var holesInOrder = 0
  /// Edit variables.
  var edits: [ObjectIdentifier: EditInfo] = [:]
  /// Edit variables in the order they were added (`nil` where one was removed).
  var editOrder: [Variable?] = []

  /// Slots of restricted rows whose constant went negative, for the dual simplex.
  var infeasibleRows: [Int32] = []

  /// The undo log of the operation in progress, if it may fail.
  var journal: Journal?

  /// Identifies this tableau in the variables' one-entry symbol caches.
  var identity: ObjectIdentifier { ObjectIdentifier(self) }

  // MARK: Symbol management

  /// Creates a symbol of `kind`.
  func newSymbol(_ kind: SymbolKind) -> Int32 {
    let id = Int32(kinds.count)
    kinds.append(kind)
    rowOf.append(-1)
    columns.append([])
    symbolVariable.append(nil)
    useCount.append(0)
    owner.append(nil)
    return id
  }

  /// The external symbol of `variable`, created on first use.
  func symbol(for variable: Variable) -> Int32 {
    if variable.cachedSolver == identity, variable.cachedSymbol >= 0,
      Int(variable.cachedSymbol) < symbolVariable.count,
      symbolVariable[Int(variable.cachedSymbol)] === variable
    {
      return variable.cachedSymbol
    }
    let key = ObjectIdentifier(variable)
    let id: Int32
    if let known = variableSymbols[key] {
      id = known
    } else {
      id = newSymbol(.external)
      symbolVariable[Int(id)] = variable
      variableSymbols[key] = id
      journal?.newVariables.append(key)
    }
    variable.cachedSolver = identity
    variable.cachedSymbol = id
    return id
  }

  /// The external symbol of `variable` if the tableau has one.
  func existingSymbol(for variable: Variable) -> Int32? {
    if variable.cachedSolver == identity, variable.cachedSymbol >= 0,
      Int(variable.cachedSymbol) < symbolVariable.count,
      symbolVariable[Int(variable.cachedSymbol)] === variable
    {
      return variable.cachedSymbol
    }
    return variableSymbols[ObjectIdentifier(variable)]
  }

  // MARK: Values

  /// The current value of a symbol: its row's constant when basic, else 0.
  @inline(__always)
  func value(ofSymbol symbol: Int32) -> Double {
    let slot = rowOf[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }

  /// The current value of a variable (0 when the tableau has never seen it).
  func value(of variable: Variable) -> Double {
    guard let symbol = existingSymbol(for: variable) else { return 0 }
    return value(ofSymbol: symbol)
  }

  /// Writes every variable's value.
  func updateVariables() {
    for (index, variable) in symbolVariable.enumerated() {
      guard let variable else { continue }
      variable.value = value(ofSymbol: Int32(index))
    }
  }
}

/// What the tableau keeps for one active constraint.
struct ConstraintRecord {
  /// The constraint.
  let constraint: Constraint
  /// Its symbols.
  var tag: Tag
  /// Its position in `order`, or -1 for the internal constraint of an edit variable.
  var position: Int
}

/// What the tableau keeps for one edit variable.
struct EditInfo {
  /// The variable.
  let variable: Variable
  /// The optional `variable == suggestion` constraint that pulls it.
  let constraint: Constraint
  /// The current suggestion.
  var suggestion: Double
  /// Its position in `editOrder`.
  var position: Int
}
