/// One timed workload: a screen or system at one size, through one engine, in one
/// phase. Suites (solver, layout, flex) produce these; the harness times them.
///
/// `prepare` runs outside the timed region and returns the timed body. The body does
/// the work once and returns a checksum derived from the result (a frame, a value),
/// which the harness checks against the first run and sinks, so that the work cannot
/// be optimised away and a broken engine cannot win.
struct BenchCase {
  /// `solver`, `layout` or `flex`.
  var suite: String
  /// The screen or workload family: `stack`, `feed`, `flat`, `deep`, `grid`, …
  var screen: String
  /// The size parameter N.
  var size: Int
  /// The approach: `solver`, `stacks`, `constraints`, `direct`, …
  var engine: String
  /// `build` / `scratch` (from nothing), `resize`, `edit`, `leaf-change`, …
  var phase: String
  /// The denominator of the per-unit cost (nodes, constraints, resize steps).
  var units: Int
  /// What `units` counts, for the table header: `node`, `constraint`, `step`.
  var unitName: String
  /// Reference figures from `../shared/peers/TIMINGS.md` for the same workload, as
  /// (peer name, milliseconds per run), shown beside ours with the ratio.
  var references: [(peer: String, milliseconds: Double)] = []
  /// Builds the inputs (untimed) and returns the timed body.
  var prepare: () -> () -> Double
}
