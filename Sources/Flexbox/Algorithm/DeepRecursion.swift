import FixFlex

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the recursive layout of deep trees off small stacks.
///
/// The algorithm recurses once per tree level (a container lays out its items, which
/// lay out theirs). Rather than bounding the depth of trees, every
/// ``levelsPerSegment`` levels the recursion continues on a new thread whose stack is
/// ``stackSize`` bytes, while the calling thread waits for it: the work stays
/// sequential (one thread runs at a time), so no state is shared concurrently. The
/// first ``firstSegment`` levels run on the caller's stack, small enough for the
/// 512 KiB stacks of secondary threads.
enum DeepRecursion {
  /// Levels run on the caller's own stack before the first hop.
  static let firstSegment = 64
  /// Levels run on each new stack.
  static let levelsPerSegment = 1024
  /// The stack size of each new thread: room for `levelsPerSegment` levels of an
  /// unoptimised build with a wide margin (it is reserved, not committed).
  static let stackSize = 256 << 20

  /// Whether a computation at `depth` (1 for the root) should move to a new stack.
  @inline(__always)
  static func needsFreshStack(atDepth depth: Int) -> Bool {
    depth >= firstSegment && (depth - firstSegment) % levelsPerSegment == 0
  }

  /// Runs `body` to completion on a new thread with a large stack and returns its
  /// result; runs it in place if no thread can be created.
  static func onFreshStack<Result>(_ body: () -> Result) -> Result {
    withoutActuallyEscaping(body) { escapable in
      var result: Result?
      let job = Job { result = escapable() }
      if !job.runOnNewThread(stackSize: stackSize) { job.run() }
      return result!
    }
  }

  /// The work handed to the new thread.
  private final class Job {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
      self.run = run
    }

    /// Starts a thread that runs `run`, and waits for it; `false` if none started.
    func runOnNewThread(stackSize: Int) -> Bool {
      var attributes = pthread_attr_t()
      guard pthread_attr_init(&attributes) == 0 else { return false }
      defer { pthread_attr_destroy(&attributes) }
      guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return false }
      let context = Unmanaged.passUnretained(self).toOpaque()
      #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(
          &thread, &attributes,
          { context in
            Unmanaged<Job>.fromOpaque(context).takeUnretainedValue().run()
            return nil
          }, context)
        guard status == 0, let thread else { return false }
      #else
        var thread = pthread_t()
        let status = pthread_create(
          &thread, &attributes,
          { context in
            Unmanaged<Job>.fromOpaque(context!).takeUnretainedValue().run()
            return nil
          }, context)
        guard status == 0 else { return false }
      #endif
      pthread_join(thread, nil)
      return true
    }
  }
}
