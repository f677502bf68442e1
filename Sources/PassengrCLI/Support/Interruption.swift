import Dispatch
import Glibc
import PassengrKit
import Synchronization

/// SIGINT and SIGTERM for the whole process; only the executable touches signal dispositions.
///
/// A one-shot command is cancelled at the first signal: its transfers stop, a refresh saves
/// nothing, and the process ends within a second with "passengr: interrupted" on stderr and exit
/// 130 (SIGINT) or 143 (SIGTERM). During `watch` the first signal asks the watch to stop after the
/// write in progress instead (SIGUSR1 wakes it for a refresh now). A second signal ends any
/// command at once.
final class Interruption: Sendable {
  /// What the first signal does.
  private enum FirstSignal {
    /// Nothing is being watched for yet: signals end the process at once (`endAtOnceOnSignal`), or
    /// keep their default action before it.
    case none
    /// Cancels the command's task.
    case cancel(@Sendable () -> Void)
    /// Asks a watch to stop.
    case stop(StopRequest)
  }

  private struct State {
    var first = FirstSignal.none
    /// The first signal that cancelled the command, if one did.
    var cancelledBy: Int32?
    var count = 0
    var sources = Sources()
    /// The signals a source listens to: one source each, or one signal would count twice.
    var listened: Set<Int32> = []
  }

  /// The signal sources listened to, kept for the life of the process. GCD's sources are safe to
  /// use from any thread; they are only created and kept here.
  private struct Sources: @unchecked Sendable {
    var list: [DispatchSourceSignal] = []
  }

  /// The process's one interruption.
  static let process = Interruption()

  /// How long a cancelled command has to end by itself before the process ends anyway: whatever
  /// still runs then waits on something that ignores cancellation, and every write is atomic.
  static let grace: Duration = .milliseconds(900)

  private let state = Mutex(State())
  private let hasEnded = Mutex(false)

  private init() {}

  /// The signal that cancelled the command, or nil.
  var cancellingSignal: Int32? { state.withLock { $0.cancelledBy } }

  /// Whether a signal cancelled the command: its failures are the interrupt's, not worth a line.
  var isInterrupted: Bool { cancellingSignal != nil }

  /// Until a command catches signals its own way: SIGINT and SIGTERM end the process at once as
  /// interrupted (the one line on stderr, exit 130 or 143), from a handler that only writes and
  /// exits. For work on the main thread that neither writes files nor waits on the network (a
  /// parse, saved data shown), which has nothing to stop cleanly; `catchSignals` and `watch`
  /// replace it.
  func endAtOnceOnSignal() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in [SIGINT, SIGTERM] {
      signal(number, Self.endAtOnce)
      sigaddset(&signals, number)
    }
    // A parent's thread may have had them blocked (a child inherits the mask): passengr takes them
    // whatever its parent did, as the signal sources of `catchSignals` do.
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// The handler of `endAtOnceOnSignal`: only calls that are safe in a signal handler.
  private static let endAtOnce: @convention(c) (Int32) -> Void = { number in
    let line: StaticString = "passengr: interrupted\n"
    _ = write(STDERR_FILENO, line.utf8Start, line.utf8CodeUnitCount)
    _exit(128 + number)
  }

  /// Catches SIGINT and SIGTERM from now on; the first one calls `cancel` (the command's task),
  /// unless the command (a watch, already running) has said what it does.
  func catchSignals(cancelling cancel: @escaping @Sendable () -> Void) {
    state.withLock { state in
      if case .none = state.first { state.first = .cancel(cancel) }
    }
    listen(to: [SIGINT, SIGTERM]) { [self] number, count in received(number, count: count) }
  }

  /// During a watch: the first SIGINT or SIGTERM asks `stop` to stop after the write in progress
  /// (the watch then ends as it does at its own end), SIGUSR1 wakes it for a refresh now.
  func watch(_ stop: StopRequest) {
    state.withLock { $0.first = .stop(stop) }
    listen(to: [SIGINT, SIGTERM]) { [self] number, count in received(number, count: count) }
    listen(to: [SIGUSR1]) { _, _ in stop.wake() }
  }

  /// Ends the process as interrupted by `number`: the progress line cleared, one line on stderr,
  /// exit 128 + `number`. Whoever comes second waits for the first to end the process.
  func end(_ number: Int32) -> Never {
    hasEnded.withLock { _ in
      ProgressLine.clear()
      StandardStream.error.write("passengr: interrupted\n")
      fflush(nil)
      // _exit, not exit: threads still in libcurl or a lock wait must not meet its destructors.
      _exit(128 + number)
    }
  }

  /// Calls `action` with the signal and how many arrived since the last call: two signals close
  /// together may reach a source as one event.
  private func listen(to numbers: [Int32], _ action: @escaping @Sendable (Int32, Int) -> Void) {
    let fresh = state.withLock { state in
      let fresh = numbers.filter { !state.listened.contains($0) }
      state.listened.formUnion(fresh)
      return fresh
    }
    let added = fresh.map { number -> DispatchSourceSignal in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { action(number, max(1, Int(clamping: source.data))) }
      source.resume()
      return source
    }
    let kept = Sources(list: added)
    state.withLock { $0.sources.list += kept.list }
  }

  private func received(_ number: Int32, count: Int) {
    let (first, total) = state.withLock { state -> (FirstSignal, Int) in
      if state.count == 0, case .cancel = state.first { state.cancelledBy = number }
      state.count += count
      return (state.first, state.count)
    }
    guard total == 1 else { end(number) }
    switch first {
    case .none:
      end(number)
    case .cancel(let cancel):
      ProgressLine.clear()
      cancel()
      DispatchQueue.global().asyncAfter(deadline: .now() + Self.grace.seconds) { [self] in end(number) }
    case .stop(let stop):
      ProgressLine.clear()
      StandardStream.error.write("passengr: stopping after the write in progress; interrupt again to stop at once\n")
      stop.request()
    }
  }
}

extension Duration {
  /// The duration in seconds, for GCD deadlines.
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
