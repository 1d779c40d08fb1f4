/// One timed workload: a screen or system at one size, through one engine, in one
/// phase. Suites (solver, layout, flex) produce these; the harness times them.
///
/// `prepare` runs outside the timed region and returns the timed body. The harness
/// calls `prepare` before **every** timed run, so the body always starts from the
/// same state and does its work exactly once (a build from nothing, one resize step
/// on a freshly laid-out tree). The body returns a checksum derived from the result
/// (a frame, a value), which the harness checks against the first run and keeps, so
/// that the work cannot be optimised away and a non-deterministic or broken engine is
/// reported.
///
/// Creating a case must be cheap: generate trees and systems inside `prepare`, not
/// when the suite lists its cases (the harness lists every suite's cases in each of
/// its worker processes).
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
  /// Runs once before the case is timed (untimed): `nil` when the result is right,
  /// else what is wrong (e.g. the frames of two approaches differ by more than 0.01
  /// at node `root/3`). A non-nil answer stops the whole run with that message.
  var check: (() -> String?)? = nil
  /// Where the workload comes from when that matters to the figures (the shared
  /// file a solver case times), shown in the report's note column; empty otherwise.
  var source = ""

  /// `suite/screen/N/engine/phase`: names the case in filters and worker processes.
  var id: String { "\(suite)/\(screen)/\(size)/\(engine)/\(phase)" }

  /// The case's series: the same case at every size. Sizes of a series are timed in
  /// increasing order, and a slow size stops the larger ones.
  var seriesKey: String { "\(suite)/\(screen)/\(engine)/\(phase)" }
}
