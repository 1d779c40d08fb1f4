import Foundation

/// Monotonic time in seconds since an arbitrary start, with nanosecond resolution.
func monotonicSeconds() -> Double {
  Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// Runs `body` once and returns its result and the seconds it took.
@inline(never)
func timed(_ body: () -> Double) -> (value: Double, seconds: Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let value = body()
  let end = DispatchTime.now().uptimeNanoseconds
  return (value, Double(end - start) / 1e9)
}

/// This process's resource usage so far (`getrusage` for the process itself).
private func ownResourceUsage() -> rusage {
  var usage = rusage()
  #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return usage
}

/// The minor page faults this process has taken so far: pages the kernel mapped on
/// their first touch, because the allocator had taken fresh memory from the system.
func minorPageFaults() -> Int {
  Int(ownResourceUsage().ru_minflt)
}

/// The most memory this process has held resident at any one time so far, in bytes:
/// every page it touched, less what the system took back before its peak.
func peakResidentBytes() -> Int {
  let peak = Int(ownResourceUsage().ru_maxrss)
  #if os(Linux)
    return peak * 1024  // kilobytes on Linux
  #else
    return peak  // bytes on Darwin
  #endif
}
