// Streamed loops over contiguous runs of doubles, written with SIMD lanes: the
// compiler vectorises neither the dot product (reassociating its sum would change
// the rounding, which it may not do on its own) nor, reliably, the update through
// two pointers that might alias. Used by the passes over contiguous etas
// (``Factor/etaLow``), where a layout chain's etas hold thousands of entries each.

/// `y[k] −= a[k] · scale` for `k` in `0..<count`. Each component is one
/// multiplication and one subtraction, as in the scalar loop: the same rounding.
@inline(__always)
func subtractScaled(
  _ a: UnsafePointer<Double>, by scale: Double, from y: UnsafeMutablePointer<Double>,
  count: Int
) {
  let scales = SIMD4<Double>(repeating: scale)
  var source = a
  var target = y
  let end = y + count
  while end - target >= 8 {
    let low = UnsafeRawPointer(source).loadUnaligned(as: SIMD4<Double>.self)
    let high = UnsafeRawPointer(source + 4).loadUnaligned(as: SIMD4<Double>.self)
    let currentLow = UnsafeRawPointer(target).loadUnaligned(as: SIMD4<Double>.self)
    let currentHigh = UnsafeRawPointer(target + 4).loadUnaligned(as: SIMD4<Double>.self)
    UnsafeMutableRawPointer(target).storeBytes(
      of: currentLow - low * scales, as: SIMD4<Double>.self)
    UnsafeMutableRawPointer(target + 4).storeBytes(
      of: currentHigh - high * scales, as: SIMD4<Double>.self)
    source += 8
    target += 8
  }
  while target < end {
    target.pointee -= source.pointee * scale
    source += 1
    target += 1
  }
}

/// `Σ a[k] · b[k]` for `k` in `0..<count`, summed in eight interleaved lanes: a
/// rounding that differs from a left-to-right sum by the order of the additions
/// only, and is the same on every run.
@inline(__always)
func dotProduct(_ a: UnsafePointer<Double>, _ b: UnsafePointer<Double>, count: Int) -> Double {
  var lanesLow = SIMD4<Double>(repeating: 0)
  var lanesHigh = SIMD4<Double>(repeating: 0)
  var left = a
  var right = b
  let end = a + count
  while end - left >= 8 {
    lanesLow +=
      UnsafeRawPointer(left).loadUnaligned(as: SIMD4<Double>.self)
      * UnsafeRawPointer(right).loadUnaligned(as: SIMD4<Double>.self)
    lanesHigh +=
      UnsafeRawPointer(left + 4).loadUnaligned(as: SIMD4<Double>.self)
      * UnsafeRawPointer(right + 4).loadUnaligned(as: SIMD4<Double>.self)
    left += 8
    right += 8
  }
  let lanes = lanesLow + lanesHigh
  var sum = (lanes[0] + lanes[1]) + (lanes[2] + lanes[3])
  while left < end {
    sum += left.pointee * right.pointee
    left += 1
    right += 1
  }
  return sum
}
