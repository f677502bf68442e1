import Dispatch

/// When a refresh's deadline passes: `start(deadline, expire)` calls `expire` then and returns what
/// stops it. The wall clock's by default; a test passes one that fires on an event instead, so no
/// test depends on which of two timers fires first.
struct DeadlineTimer: Sendable {
  /// Starts the timer.
  let start: @Sendable (_ deadline: TimeSpan, _ expire: @escaping @Sendable () -> Void) -> @Sendable () -> Void

  /// A GCD timer, not Task.sleep: it fires on time even when the cooperative pool is busy.
  static let wallClock = DeadlineTimer { deadline, expire in
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + deadline.seconds)
    timer.setEventHandler(handler: expire)
    timer.resume()
    let kept = Kept(timer: timer)
    return { kept.timer.cancel() }
  }

  /// A GCD timer, whose methods are safe from any thread.
  private struct Kept: @unchecked Sendable {
    let timer: DispatchSourceTimer
  }
}
