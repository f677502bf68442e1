import Dispatch
import Glibc

/// A thread of its own for work that blocks (a name look-up, a probe), so it never holds one of the
/// cooperative pool's threads: what Foundation's `Thread.detachNewThread` gives, on POSIX threads.
package enum DetachedThread {
  private final class Work: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  package static func start(_ run: @escaping @Sendable () -> Void) {
    let work = Unmanaged.passRetained(Work(run))
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    var thread = pthread_t()
    let started = pthread_create(
      &thread, &attributes,
      { raw in
        guard let raw else { return nil }
        Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().run()
        return nil
      }, work.toOpaque())
    if started != 0 {
      // No thread to be had (the process is at its limit): the work still runs, on Dispatch's.
      let work = work.takeRetainedValue()
      DispatchQueue.global().async { work.run() }
    }
  }
}
