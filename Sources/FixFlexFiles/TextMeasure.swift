import FixFlex

/// Stand-in measure functions for the text leaves of `.flex.json` files: monospaced
/// glyphs that wrap the way a browser wraps them (`../shared/formats/flex-tree.md`).
public enum TextMeasure {
  /// `{"kind": "text"}`: `glyphs` glyphs of `glyphWidth` that wrap at any glyph
  /// boundary to the width offered, each line `lineHeight` tall.
  ///
  /// - Parameter breaksAtLongestWord: when the leaf sizes itself along a row (its own
  ///   direction is a row, or it does not stretch its text), a browser breaks lines at
  ///   the larger of the offered width and the longest unbreakable run.
  public static func text(
    glyphs: Int, glyphWidth: Double, lineHeight: Double, breaksAtLongestWord: Bool
  ) -> MeasureFunction {
    words(
      Array(repeating: 1, count: max(0, glyphs)), glyphWidth: glyphWidth,
      lineHeight: lineHeight, separatedBySpaces: false,
      breaksAtLongestWord: breaksAtLongestWord)
  }

  /// `{"kind": "words"}`: words of the given glyph counts separated by one-glyph
  /// spaces, breaking only between words; a word longer than the line overflows it.
  public static func words(
    _ words: [Int], glyphWidth: Double, lineHeight: Double, breaksAtLongestWord: Bool
  ) -> MeasureFunction {
    Self.words(
      words, glyphWidth: glyphWidth, lineHeight: lineHeight, separatedBySpaces: true,
      breaksAtLongestWord: breaksAtLongestWord)
  }

  /// `{"kind": "fixed"}`: an intrinsic size that never wraps, with no text baseline.
  public static func fixed(width: Double, height: Double) -> MeasureFunction {
    { _ in Measurement(size: Size(width: width, height: height)) }
  }

  /// Greedy line breaking of runs of glyphs, measured in glyphs.
  private static func words(
    _ runs: [Int], glyphWidth: Double, lineHeight: Double, separatedBySpaces: Bool,
    breaksAtLongestWord: Bool
  ) -> MeasureFunction {
    let runs = runs.map { max(0, $0) }
    let longest = runs.max() ?? 0
    let space = separatedBySpaces ? 1 : 0
    return { proposal in
      guard !runs.isEmpty, glyphWidth > 0 else {
        return Measurement(size: .zero)
      }
      // The line length in glyphs (fractional: a line takes whole glyphs up to it).
      var capacity = Double.infinity
      if proposal.widthMode != .undefined {
        capacity = max(0, proposal.width) / glyphWidth
        if breaksAtLongestWord { capacity = max(capacity, Double(longest)) }
      }
      let slack = 1e-9
      var lines = 1
      var current = 0
      var widest = 0
      for (index, run) in runs.enumerated() {
        if index == 0 {
          current = run
        } else if Double(current + space + run) <= capacity + slack {
          current += space + run
        } else {
          widest = max(widest, current)
          lines += 1
          current = run
        }
      }
      widest = max(widest, current)
      let height = Double(lines) * lineHeight
      return Measurement(
        size: Size(width: Double(widest) * glyphWidth, height: height),
        firstBaseline: lineHeight, lastBaseline: height)
    }
  }
}
