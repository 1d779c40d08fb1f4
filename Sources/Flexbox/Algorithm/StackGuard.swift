#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the recursive layout of deep trees off the end of the stack.
///
/// The algorithm recurses once per tree level (a container lays out its items, which
/// lay out theirs). Every 16 levels it asks ``isRunningLow()``, which compares the
/// stack pointer with the bounds of the current thread's stack; when less than
/// ``reserve`` bytes are left, the recursion continues on a new thread with a stack of
/// ``stackSize`` bytes while the calling thread waits for it (``onFreshStack(_:)``).
/// The work stays sequential — one thread runs at a time — so nothing is shared
/// concurrently. The stacks are kept and reused, so a deep tree laid out again costs
/// a thread start per hop and nothing else.
final class StackGuard {
  /// The stack that must remain for the recursion to go on in place: generous, for
  /// unoptimised builds whose frames are large.
  static let reserve = 1 << 20
  /// The size of each new stack.
  static let stackSize = 64 << 20

  /// The thread whose bounds are cached, and the lowest address of its stack.
  @exclusivity(unchecked) private var thread: pthread_t?
  @exclusivity(unchecked) private var stackLow: UInt = 0
  /// The stacks of the hops, by nesting, kept for reuse.
  @exclusivity(unchecked) private var stacks: [UnsafeMutableRawPointer] = []
  /// How many hops deep the recursion is.
  @exclusivity(unchecked) private var hops = 0

  deinit {
    for stack in stacks { stack.deallocate() }
  }

  /// Whether less than ``reserve`` bytes of stack are left on this thread.
  @inline(never)
  func isRunningLow() -> Bool {
    var marker: UInt8 = 0
    let pointer = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    let current = pthread_self()
    if thread == nil || pthread_equal(thread!, current) == 0 {
      stackLow = Self.lowestAddress(of: current, near: pointer)
      thread = current
    }
    return pointer < stackLow &+ UInt(Self.reserve)
  }

  /// Runs `body` to completion on a new thread with a fresh stack and returns its
  /// result; runs it in place if no thread can be started.
  func onFreshStack<Result>(_ body: () -> Result) -> Result {
    withoutActuallyEscaping(body) { escapable in
      var result: Result?
      let savedThread = thread
      let savedLow = stackLow
      if hops == stacks.count {
        stacks.append(UnsafeMutableRawPointer.allocate(byteCount: Self.stackSize, alignment: 4096))
      }
      let stack = stacks[hops]
      hops += 1
      let job = Job { [unowned self] in
        // The new thread's bounds are those of the stack it was given.
        self.thread = pthread_self()
        self.stackLow = UInt(bitPattern: stack)
        result = escapable()
      }
      if !job.runOnNewThread(stack: stack, size: Self.stackSize) { job.run() }
      hops -= 1
      thread = savedThread
      stackLow = savedLow
      return result!
    }
  }

  /// The lowest usable address of `thread`'s stack; `near` (an address on it)
  /// minus 512 KiB when the bounds cannot be read.
  private static func lowestAddress(of thread: pthread_t, near pointer: UInt) -> UInt {
    #if canImport(Darwin)
      let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
      let size = UInt(pthread_get_stacksize_np(thread))
      return top > size ? top - size : 0
    #else
      var attributes = pthread_attr_t()
      guard let getAttributes = Self.getAttributes, getAttributes(thread, &attributes) == 0 else {
        return pointer > (512 << 10) ? pointer - (512 << 10) : 0
      }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else {
        return pointer > (512 << 10) ? pointer - (512 << 10) : 0
      }
      // Keep a guard page's worth of distance from the very end.
      return UInt(bitPattern: address) + 4096
    #endif
  }

  #if !canImport(Darwin)
    /// glibc's `pthread_getattr_np` (a GNU extension the C module does not import),
    /// found at run time.
    private typealias GetAttributes =
      @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getAttributes: GetAttributes? = {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np")
      else { return nil }
      return unsafeBitCast(symbol, to: GetAttributes.self)
    }()
  #endif

  /// The work handed to the new thread.
  private final class Job {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
      self.run = run
    }

    /// Starts a thread on `stack` that runs `run`, and waits for it; `false` if
    /// none started.
    func runOnNewThread(stack: UnsafeMutableRawPointer, size: Int) -> Bool {
      var attributes = pthread_attr_t()
      guard pthread_attr_init(&attributes) == 0 else { return false }
      defer { pthread_attr_destroy(&attributes) }
      guard pthread_attr_setstack(&attributes, stack, size) == 0 else { return false }
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
