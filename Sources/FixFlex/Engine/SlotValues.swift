import Cassowary

/// The solved values of the slots' variables, read from the solver's arrays through
/// each slot's ``NodeSlot/xIndex`` and its three siblings.
///
/// Writing the values into every ``Variable`` (``Solver/updateVariables()``) and
/// reading them back loaded four variable objects a node, twice: on a 1 000-cell
/// list, 20 000 objects scattered over the heap on every resize.
struct SlotValues {
  /// The solver's values, by value index.
  let table: ValueTable
  /// The engine's slots (written only by ``LayoutEngine/writeFrames()``: the frames
  /// it wrote).
  let slots: UnsafeMutableBufferPointer<NodeSlot>

  /// The left edge of a slot's node, in the root's coordinates.
  @inline(__always) func x(_ slot: Int) -> Double { table[slots[slot].xIndex] }
  /// The top edge of a slot's node, in the root's coordinates.
  @inline(__always) func y(_ slot: Int) -> Double { table[slots[slot].yIndex] }
  /// The width of a slot's node.
  @inline(__always) func width(_ slot: Int) -> Double { table[slots[slot].widthIndex] }
  /// The height of a slot's node.
  @inline(__always) func height(_ slot: Int) -> Double { table[slots[slot].heightIndex] }
}

extension LayoutEngine {
  /// Calls `body` with the solved values of the slots, after bringing their value
  /// indices up to date when the solver has given or taken back variables since
  /// they were read. (Reading the version settles the solver's values first, so
  /// the table is read at the version compared here.)
  func withSlotValues<Result>(_ body: (SlotValues) -> Result) -> Result {
    let version = solver.valueIndexVersion
    if valueIndexVersion != version {
      for index in slots.indices where slots[index].handle != nil {
        slots[index].xIndex = solver.valueIndex(of: slots[index].x)
        slots[index].yIndex = solver.valueIndex(of: slots[index].y)
        slots[index].widthIndex = solver.valueIndex(of: slots[index].width)
        slots[index].heightIndex = solver.valueIndex(of: slots[index].height)
      }
      valueIndexVersion = version
    }
    return solver.withValueTable { table in
      slots.withUnsafeMutableBufferPointer { slots in body(SlotValues(table: table, slots: slots)) }
    }
  }
}
