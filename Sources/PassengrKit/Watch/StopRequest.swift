import Dispatch
import Synchronization

/// How a front end stops a watch, or wakes it for a refresh now: the library never touches
/// signals (the executable turns SIGINT and SIGTERM into `request()` and SIGUSR1 into `wake()`).
/// The watch stops after the write in progress: a fetch still under way is cancelled (its
/// transfers stop and it saves nothing), an archive write is finished.
public final class StopRequest: Sendable {
  private struct State {
    var isRequested = false
    var isWakePending = false
    var sleeper: CheckedContinuation<Void, Never>?
    var generation = 0
    /// Cancels the work `cancelling` runs, while it runs.
    var cancelsWork: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())

  /// A request not yet made.
  public init() {}

  /// Whether a stop was asked for.
  var isRequested: Bool { state.withLock { $0.isRequested } }

  /// Asks the watch to stop after the write in progress; cancels a fetch and ends a sleep at once.
  public func request() {
    let cancelsWork = state.withLock { state in
      state.isRequested = true
      defer { state.cancelsWork = nil }
      return state.cancelsWork
    }
    cancelsWork?()
    wakeSleeper()
  }

  /// `work`'s value, with `work` cancelled by a stop requested before or while it runs (it then
  /// throws, typically `CancellationError`).
  func cancelling<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
    let task = Task { try await work() }
    let isRequested = state.withLock { state in
      if !state.isRequested { state.cancelsWork = { task.cancel() } }
      return state.isRequested
    }
    if isRequested { task.cancel() }
    defer { state.withLock { $0.cancelsWork = nil } }
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Asks for a refresh now: ends the current sleep, or the next one if none is under way.
  public func wake() {
    let woke = wakeSleeper()
    if !woke { state.withLock { $0.isWakePending = true } }
  }

  @discardableResult
  private func wakeSleeper() -> Bool {
    let sleeper = state.withLock { state -> CheckedContinuation<Void, Never>? in
      defer { state.sleeper = nil }
      return state.sleeper
    }
    sleeper?.resume()
    return sleeper != nil
  }

  /// Sleeps `seconds`, or less if a stop or a wake comes first. A GCD timer, not Task.sleep: it
  /// fires on time even when the cooperative pool is busy.
  func sleep(seconds: Double) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let generation = state.withLock { state -> Int? in
        guard !state.isRequested, !state.isWakePending else {
          state.isWakePending = false
          return nil
        }
        state.generation += 1
        state.sleeper = continuation
        return state.generation
      }
      guard let generation else {
        continuation.resume()
        return
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
        let sleeper = state.withLock { state -> CheckedContinuation<Void, Never>? in
          guard state.generation == generation else { return nil }
          defer { state.sleeper = nil }
          return state.sleeper
        }
        sleeper?.resume()
      }
    }
  }
}
