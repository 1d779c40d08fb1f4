import Cassowary

extension SolverWorkload {
  /// `grid_N`: a side × side table (side = ⌈√N⌉) of cells with x, y, w, h. Per cell:
  /// required minimum width (10–90) and height (10–40); weak hugging at those
  /// minimums (width: all but the last column; height: all but the last row); the
  /// first column at x = 8 and the first row at y = 8, the others 4 after their
  /// neighbour; every column as wide as its first cell and every row as tall as its
  /// first cell (required); a redundant required `y` equality per row after the
  /// first; `W` and `H` 8 beyond the last column and row, strong edit variables
  /// suggested at the content minimum plus 37 and 23.
  static func grid(_ n: Int, _ random: inout BenchRandom, _ builder: inout CassBuilder) {
    var side = 1
    while side * side < n { side += 1 }
    builder.variable("W")
    builder.variable("H")
    for row in 0..<side {
      for column in 0..<side {
        for part in ["x", "y", "w", "h"] { builder.variable("g\(row)_\(column).\(part)") }
      }
    }
    var columnWidths = [Double](repeating: 0, count: side)
    var rowHeights = [Double](repeating: 0, count: side)
    for row in 0..<side {
      for column in 0..<side {
        let cell = "g\(row)_\(column)"
        let width = Double(random.int(10...90))
        let height = Double(random.int(10...40))
        columnWidths[column] = max(columnWidths[column], width)
        rowHeights[row] = max(rowHeights[row], height)
        builder.constraint("\(cell).minw", 1000, .greaterThanOrEqual, -width, [(1, "\(cell).w")])
        builder.constraint("\(cell).minh", 1000, .greaterThanOrEqual, -height, [(1, "\(cell).h")])
        if column < side - 1 {
          builder.constraint("\(cell).hugw", 250, .equal, -width, [(1, "\(cell).w")])
        }
        if row < side - 1 {
          builder.constraint("\(cell).hugh", 250, .equal, -height, [(1, "\(cell).h")])
        }
        if column == 0 {
          builder.constraint("\(cell).left", 1000, .equal, -8, [(1, "\(cell).x")])
        } else {
          let before = "g\(row)_\(column - 1)"
          builder.constraint(
            "\(cell).adjx", 1000, .equal, 4,
            [(1, "\(before).x"), (1, "\(before).w"), (-1, "\(cell).x")])
        }
        if row == 0 {
          builder.constraint("\(cell).top", 1000, .equal, -8, [(1, "\(cell).y")])
        } else {
          let above = "g\(row - 1)_\(column)"
          builder.constraint(
            "\(cell).adjy", 1000, .equal, 4,
            [(1, "\(above).y"), (1, "\(above).h"), (-1, "\(cell).y")])
          builder.constraint(
            "\(cell).colw", 1000, .equal, 0, [(1, "\(cell).w"), (-1, "g0_\(column).w")])
        }
        if column > 0 {
          builder.constraint(
            "\(cell).rowh", 1000, .equal, 0, [(1, "\(cell).h"), (-1, "g\(row)_0.h")])
        }
      }
    }
    for row in 1..<max(side, 1) {
      builder.constraint(
        "row\(row).align", 1000, .equal, 0, [(1, "g\(row)_\(side - 1).y"), (-1, "g\(row)_0.y")])
    }
    let last = side - 1
    builder.constraint(
      "right", 1000, .equal, 8, [(1, "g0_\(last).x"), (1, "g0_\(last).w"), (-1, "W")])
    builder.constraint(
      "bottom", 1000, .equal, 8, [(1, "g\(last)_0.y"), (1, "g\(last)_0.h"), (-1, "H")])
    let gaps = 4 * Double(side - 1) + 16
    builder.edit("W", 750)
    builder.edit("H", 750)
    builder.suggest("W", columnWidths.reduce(0, +) + gaps + 37)
    builder.suggest("H", rowHeights.reduce(0, +) + gaps + 23)
    builder.update()
  }
}
