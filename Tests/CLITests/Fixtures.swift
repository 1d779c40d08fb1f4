import Foundation

/// Small input files, written by hand; the tests write them into a scratch folder.
enum Fixtures {
  /// A cell: icon, a spacer guide, and a text column with two labels. Absolute
  /// frames, by hand: icon (16, 16, 48, 48); gap (64, 0, 12, 80); text
  /// (76, 16, 200, 48); title (76 + 0, 16 + 0, 200, 20) = (76, 16, 200, 20);
  /// subtitle (76 + 0, 16 + 24, 150.5, 18) = (76, 40, 150.5, 18). The expected
  /// subtitle width is 150, so `check` finds one mismatch (width 150 vs 150.5).
  static let cell = """
    {
      "name": "cell",
      "root": {"name": "cell", "frame": [0, 0, 320, 80], "children": [
        {"name": "icon", "frame": [16, 16, 48, 48]},
        {"name": "gap", "guide": true, "frame": [64, 0, 12, 80]},
        {"name": "text", "frame": [76, 16, 200, 48], "children": [
          {"name": "title", "frame": [0, 0, 200, 20]},
          {"name": "subtitle", "frame": [0, 24, 150.5, 18]}
        ]}
      ]},
      "expected": {"icon": [16, 16, 48, 48], "subtitle": [0, 24, 150, 18]},
      "tolerance": 0.01
    }

    """

  /// The absolute frames of ``cell`` by node name, worked out above.
  static let cellAbsolute: [String: [Double]] = [
    "cell": [0, 0, 320, 80], "icon": [16, 16, 48, 48], "gap": [64, 0, 12, 80],
    "text": [76, 16, 200, 48], "title": [76, 16, 200, 20], "subtitle": [76, 40, 150.5, 18],
  ]

  /// ``cell`` with the icon moved 4 to the right and the subtitle 150 wide, and no
  /// expectations: against ``cell``, exactly `icon` and `subtitle` differ.
  static let cellMoved = """
    {
      "root": {"name": "cell", "frame": [0, 0, 320, 80], "children": [
        {"name": "icon", "frame": [20, 16, 48, 48]},
        {"name": "gap", "guide": true, "frame": [64, 0, 12, 80]},
        {"name": "text", "frame": [76, 16, 200, 48], "children": [
          {"name": "title", "frame": [0, 0, 200, 20]},
          {"name": "subtitle", "frame": [0, 24, 150, 18]}
        ]}
      ]}
    }

    """

  /// ``cell`` with its subtitle as expected: `check` passes.
  static let cellPassing = cell.replacingOccurrences(of: "150.5", with: "150")

  /// Two boxes in a 300-point row (the example of cassowary-system.md): width1 =
  /// 100, width2 = 200 (3·width1 = 300). The weak `left = 5` is violated by 5,
  /// since `pin` holds left at 0. Eleven lines, through the `u`.
  static let rowSystem = """
    # two boxes in a row
    v left
    v width1
    v width2
    v right
    c pin      required == 0    1 left
    c end      required == -300 1 right
    c chain    required == 0    1 left 1 width1 1 width2 -1 right
    c ratio    strong   == 0    2 width1 -1 width2
    c nudge    weak     == -5   1 left
    u

    """

  /// ``rowSystem`` with its two checks, which hold.
  static let rowScript = rowSystem + "? width1 100\n? width2 200\n"

  /// ``rowSystem`` with two failing checks: `? width1 90` on line 13, and on line 16
  /// a `! duplicate` after a statement that fails as unsatisfiable (left = 1
  /// against left = 0).
  static let rowScriptFailing =
    rowSystem + """
      # wrong: width1 is 100
      ? width1 90
      ? width2 200
      c pin2 required == -1 1 left
      ! duplicate

      """

  /// A syntax error on line 7: `===` is no relation.
  static let syntaxErrorOnLine7 = """
    # line 1
    v x
    v y

    c a required == 0 1 x
    # line 6
    c b required === 0 1 y
    u

    """
}
