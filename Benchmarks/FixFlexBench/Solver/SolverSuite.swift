import Cassowary
import Foundation

/// `fixflex-bench solver`: the workload families of TIMINGS.md at N = 100, 1000 and
/// 10 000 (`--quick`: 100), build and, where the workload has one, edit; kiwi's
/// figures beside ours.
func solverSuite(quick: Bool) -> [BenchCase] {
  var cases: [BenchCase] = []
  for workload in SolverWorkload.allCases {
    for size in quick ? [100] : workload.sizes {
      let name = "\(workload.rawValue)_\(size)"
      let program = SolverProgram(workload.script(size: size).script)
      cases += SolverSuite.cases(
        program, screen: workload.rawValue, size: size, referenceName: name)
    }
  }
  return cases
}

/// `fixflex-bench FILE.cass`: times any script (parsing untimed): build = through
/// the first `u`, edit = the rest. Before timing, the script is run once with its
/// checks; a failed check stops the run.
func solverFileCases(path: String, quick: Bool) throws(BenchUsageError) -> [BenchCase] {
  let script = try SolverSuite.readScript(path)
  let base = String(path.split(separator: "/").last ?? Substring(path))
  let stem = base.hasSuffix(".cass") ? String(base.dropLast(5)) : base
  let size = Int(stem.split(separator: "_").last ?? "") ?? 0
  var cases = SolverSuite.cases(
    SolverProgram(script), screen: stem, size: size, referenceName: stem, suite: "file")
  // Checked once, before the first case (the build) is timed; a failure stops the
  // run before the edit case.
  cases[0].check = {
    let report = script.run()
    guard let failure = report.failures.first else { return nil }
    return "\(path): \(report.failures.count) of \(report.checks) checks failed, first \(failure)"
  }
  return cases
}

enum SolverSuite {
  /// The build case, and the edit case when the program has an edit part.
  static func cases(
    _ program: SolverProgram, screen: String, size: Int, referenceName: String,
    suite: String = "solver"
  ) -> [BenchCase] {
    var cases = [
      BenchCase(
        suite: suite, screen: screen, size: size, engine: "solver", phase: "build",
        units: max(program.buildConstraints, 1), unitName: "constraint",
        references: SolverReferences.references(referenceName, phase: "build"),
        prepare: {
          { () -> Double in
            let solver = Solver()
            SolverProgram.perform(program.build, on: solver)
            return program.checksum(solver)
          }
        })
    ]
    if !program.edit.isEmpty {
      cases.append(
        BenchCase(
          suite: suite, screen: screen, size: size, engine: "solver", phase: "edit",
          units: max(program.editSteps, 1), unitName: program.editUnit,
          references: SolverReferences.references(referenceName, phase: "edit"),
          prepare: {
            let solver = Solver()
            SolverProgram.perform(program.build, on: solver)
            return { () -> Double in
              SolverProgram.perform(program.edit, on: solver)
              return program.checksum(solver)
            }
          }))
    }
    return cases
  }

  static func readScript(_ path: String) throws(BenchUsageError) -> CassScript {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw BenchUsageError("\(path): cannot read the file")
    }
    do {
      return try CassScript(parsing: text)
    } catch {
      throw BenchUsageError("\(path): \(error)")
    }
  }
}
