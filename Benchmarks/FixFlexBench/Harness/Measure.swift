/// Times one case in this process.
///
/// Before every run `prepare` builds fresh inputs (untimed); the body runs once and
/// its checksum is compared with the first run's. The first run is a warm-up unless
/// it took longer than 0.1 s (then it counts: a warm-up would double a slow case's
/// cost for nothing). Runs repeat until the timed runs add up to the budget and at
/// least the minimum count was timed, but stop early when another run would pass
/// `deadline` seconds (measured from the start), so a worker hands back what it has
/// before it would be stopped.
func measure(_ benchCase: BenchCase, policy: TimingPolicy, deadline: Double) -> BenchResult {
  var result = BenchResult(benchCase)
  let start = monotonicSeconds()
  var firstChecksum: Double?
  var timedTotal = 0.0
  var runs = 0
  while true {
    let runStart = monotonicSeconds()
    let body = benchCase.prepare()
    let prepared = monotonicSeconds()
    let faultsBefore = minorPageFaults()
    let (value, seconds) = timed(body)
    let faults = minorPageFaults() - faultsBefore
    if runs == 0 { result.prepareSeconds = prepared - runStart }
    runs += 1
    if let first = firstChecksum {
      // Bit-for-bit: the engines are deterministic, and NaN must not pass.
      if value.bitPattern != first.bitPattern, result.status == .ok {
        result.status = .checksumChanged
        result.note = "checksum changed between runs: \(first) then \(value)"
      }
    } else {
      firstChecksum = value
      result.checksum = value
    }
    let isWarmUp = runs == 1 && seconds < 0.1
    if !isWarmUp {
      result.samples.append(seconds)
      result.pageFaults += faults
      timedTotal += seconds
    }
    let now = monotonicSeconds()
    let lastRun = now - runStart
    if result.samples.count >= policy.maximumRuns { break }
    if result.samples.count >= policy.minimumRuns && timedTotal >= policy.budget { break }
    if !result.samples.isEmpty && now - start + lastRun > deadline { break }
    // Bound the set-up overhead too: a cheap body behind an expensive `prepare`
    // stops after ten budgets of wall time, with at least the minimum count.
    if result.samples.count >= policy.minimumRuns && now - start > policy.budget * 10 { break }
  }
  if result.samples.count < policy.minimumRuns && result.note.isEmpty {
    result.note = "\(result.samples.count) run(s): the time limit allowed no more"
  }
  return result
}
