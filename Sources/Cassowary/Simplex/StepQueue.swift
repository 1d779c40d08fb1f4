/// The steps a sparse triangular solve has still to visit, handed out in step order:
/// a bit per step, and a summary bit per word of steps.
///
/// A triangular solve must visit a step after every step that writes into it. The
/// factors' steps are numbered in that order, so a solve that only moves forward
/// (or only backward) can take its steps from this queue: a step enters when a
/// value is written to it, and the smallest (or largest) waiting step is the next
/// one to visit. A step whose value has cancelled to zero by then writes nothing
/// further, so the solve visits only the steps its *values* reach.
///
/// The depth-first reach of Gilbert & Peierls visits every step its input reaches
/// through the factors' *structure*, and in root coordinates that can be far more.
/// The slack of an inequality between two heights in one cell of a list is
/// `cell.bottom − icon.bottom`. Both terms hold `cell.top`, which is a sum over every
/// cell above. The row of `B⁻¹` for that slack reaches every one of those cells in
/// the structure of `Uᵀ`, yet its values cancel at `cell.top`. At 1 000 cells, the
/// reach of such rows was 250 times their non-zeros.
///
/// Taking a step costs a scan from the last one taken: a word per 64 steps, and a
/// summary word per 4 096 steps to skip empty words.
final class StepQueue {
  /// Bit `s % 64` of word `s / 64`: step `s` waits.
  private var words: UnsafeMutablePointer<UInt64>
  /// Bit `w % 64` of summary word `w / 64`: word `w` is not zero.
  private var summary: UnsafeMutablePointer<UInt64>
  /// How many words there are room for (a multiple of 64).
  private var wordCapacity = 0
  /// No word below this one holds a waiting step (`wordCapacity` once found empty).
  private var lowWord = 0
  /// No word above this one holds a waiting step (-1 once found empty).
  private var highWord = -1

  init() {
    words = .allocate(capacity: 1)
    summary = .allocate(capacity: 1)
  }

  deinit {
    words.deallocate()
    summary.deallocate()
  }

  /// Makes room for steps below `steps`. The queue must be empty.
  func reserve(steps: Int) {
    let needed = (steps + 63) >> 6
    guard needed > wordCapacity else { return }
    let grown = max((needed + 63) & ~63, wordCapacity * 2)
    words.deallocate()
    summary.deallocate()
    words = .allocate(capacity: grown)
    words.initialize(repeating: 0, count: grown)
    summary = .allocate(capacity: grown >> 6)
    summary.initialize(repeating: 0, count: grown >> 6)
    wordCapacity = grown
    lowWord = grown
    highWord = -1
  }

  /// Queues `step` (again is harmless).
  @inline(__always)
  func insert(_ step: Int32) {
    let s = Int(step)
    let w = s &>> 6
    let before = words[w]
    words[w] = before | (1 &<< UInt64(s & 63))
    if before == 0 { summary[w &>> 6] |= 1 &<< UInt64(w & 63) }
    if w < lowWord { lowWord = w }
    if w > highWord { highWord = w }
  }

  /// Removes and returns the smallest waiting step, or -1 when none waits.
  @inline(__always)
  func popFirst() -> Int32 {
    var w = lowWord
    if w > highWord { return -1 }
    if words[w] == 0 {
      // The next non-zero word, through the summary, up to the last that can be.
      var group = w &>> 6
      let lastGroup = highWord &>> 6
      var bits = summary[group] & (~0 &<< UInt64(w & 63))
      while bits == 0 {
        group += 1
        if group > lastGroup {
          markEmpty()
          return -1
        }
        bits = summary[group]
      }
      w = group &<< 6 + bits.trailingZeroBitCount
    }
    let bits = words[w]
    let rest = bits & (bits &- 1)
    words[w] = rest
    if rest == 0 { summary[w &>> 6] &= ~(1 &<< UInt64(w & 63)) }
    lowWord = w
    return Int32(truncatingIfNeeded: w &<< 6 + bits.trailingZeroBitCount)
  }

  /// Removes and returns the largest waiting step, or -1 when none waits.
  @inline(__always)
  func popLast() -> Int32 {
    var w = highWord
    if w < lowWord { return -1 }
    if words[w] == 0 {
      // The previous non-zero word, through the summary, down to the first that can be.
      var group = w &>> 6
      let firstGroup = lowWord &>> 6
      var bits = summary[group] & (~0 &>> UInt64(63 - (w & 63)))
      while bits == 0 {
        group -= 1
        if group < firstGroup {
          markEmpty()
          return -1
        }
        bits = summary[group]
      }
      w = group &<< 6 + (63 - bits.leadingZeroBitCount)
    }
    let bits = words[w]
    let top = 63 - bits.leadingZeroBitCount
    let rest = bits & ~(1 &<< UInt64(top))
    words[w] = rest
    if rest == 0 { summary[w &>> 6] &= ~(1 &<< UInt64(w & 63)) }
    highWord = w
    return Int32(truncatingIfNeeded: w &<< 6 + top)
  }

  /// Resets the bounds once the last waiting step is taken.
  private func markEmpty() {
    lowWord = wordCapacity
    highWord = -1
  }
}
