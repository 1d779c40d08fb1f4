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
