import Cassowary
import Foundation

/// `fixflex-bench solver`: the workload families of TIMINGS.md at N = 100, 1000 and
/// 10 000 (`--quick`: 100), build and, where the workload has one, edit; kiwi's
/// figures beside ours.
///
/// Where `../shared` holds the very script kiwi was timed on (`conformance/cassowary`
/// for N = 100 and 1000, `peers/cassowary` for some 10 000s), that script is timed,
/// so that the ratio compares the same work; the generated workload of the same shape
/// stands in for the others (its random choices differ, and a stack's number of basis
/// changes on resize depends on them: several times more on the generated resize_1000
/// than on the shared one). The note column names the shared file.
///
/// With `only` (a worker's case id), only that workload is read and prepared: a
/// worker process times one case, and parsing all of them took 2.3 s in each.
func solverSuite(quick: Bool, only: String? = nil) -> [BenchCase] {
  var cases: [BenchCase] = []
  for workload in SolverWorkload.allCases {
    for size in quick ? [100] : workload.sizes {
      if let only, !only.hasPrefix("solver/\(workload.rawValue)/\(size)/") { continue }
      let name = "\(workload.rawValue)_\(size)"
      var program: SolverProgram?
      var source = ""
      if let shared = SolverSuite.sharedScriptPath(name),
        let script = try? SolverSuite.readScript(shared)
      {
        program = SolverProgram(script)
        source = "shared \(shared)"
      }
      var listed = SolverSuite.cases(
        program ?? SolverProgram(workload.script(size: size).script),
        screen: workload.rawValue, size: size, referenceName: name)
      for index in listed.indices { listed[index].source = source }
      cases += listed
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
    return "\(path): \(report.summary), first \(failure)"
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

  /// The shared script of a workload (`chain_1000`, …), if `../shared` holds it.
  static func sharedScriptPath(_ name: String) -> String? {
    for folder in ["../shared/conformance/cassowary", "../shared/peers/cassowary"] {
      let path = "\(folder)/\(name).cass"
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    return nil
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
