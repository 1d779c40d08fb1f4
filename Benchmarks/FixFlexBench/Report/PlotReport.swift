import FixFlexFiles
import Foundation

/// `--svg DIR`: one log-log plot of median time against N per suite, screen and
/// phase, a line per engine (and a dashed line per reference peer).
enum PlotReport {
  /// Writes the plots and returns the files written.
  static func write(_ results: [BenchResult], to directory: String) throws(BenchUsageError)
    -> [String]
  {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw BenchUsageError("\(directory): cannot create the folder")
    }
    var order: [String] = []
    var groups: [String: [BenchResult]] = [:]
    for result in results {
      let key = "\(result.suite)-\(result.screen)-\(result.phase)"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(result)
    }
    var written: [String] = []
    for key in order {
      let group = groups[key]!
      guard let plot = plot(group) else { continue }
      let path = directory + "/" + fileName(key) + ".svg"
      do {
        try plot.svg().write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw BenchUsageError("\(path): cannot write the file")
      }
      written.append(path)
    }
    return written
  }

  /// The plot of one screen and phase, or nil when nothing in it was timed.
  static func plot(_ group: [BenchResult]) -> LogLogPlot? {
    guard let first = group.first, group.contains(where: \.hasFigures) else { return nil }
    var engines: [String] = []
    var peers: [String] = []
    for result in group {
      if !engines.contains(result.engine) { engines.append(result.engine) }
      for reference in result.references where !peers.contains(reference.peer) {
        peers.append(reference.peer)
      }
    }
    // Edit phases made of steps (resize) run a different number of steps at each
    // size (1000 at N = 100, 100 at 1000): plot the time of one step, so that the
    // line shows how a step's cost grows with N.
    let perStep = group.allSatisfy { $0.unitName == "step" }
    func y(_ milliseconds: Double, _ result: BenchResult) -> Double {
      perStep ? milliseconds / Double(max(result.units, 1)) : milliseconds
    }
    var series = engines.map { engine in
      LogLogPlot.Series(
        name: engine,
        points: group.filter { $0.engine == engine && $0.hasFigures }.map {
          (x: Double($0.size), y: y($0.medianMilliseconds, $0))
        })
    }
    for peer in peers {
      var points: [(x: Double, y: Double)] = []
      for result in group {
        for reference in result.references where reference.peer == peer {
          points.append((Double(result.size), y(reference.milliseconds, result)))
        }
      }
      series.append(LogLogPlot.Series(name: "\(peer) (TIMINGS.md)", points: points, dashed: true))
    }
    return LogLogPlot(
      title: "\(first.suite) · \(first.screen) · \(first.phase)", xLabel: "N",
      yLabel: perStep ? "median time per step" : "median time per run", series: series)
  }

  static func fileName(_ key: String) -> String {
    String(key.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }
}
