import Synchronization

/// A result that is set once and delivered to every subscriber, early or late, exactly once each.
///
/// Callbacks run after the lock is released, so a callback may freely use the promise again.
final class Promise<Value: Sendable>: Sendable {
  typealias Callback = @Sendable (Result<Value, Error>) -> Void

  private enum State {
    case pending(callbacks: [Callback], onCancel: [@Sendable () -> Void])
    case completed(Result<Value, Error>, wasCancelled: Bool)
  }

  private let state = Mutex<State>(.pending(callbacks: [], onCancel: []))

  /// Completes with `result` unless already completed; returns whether this call won.
  @discardableResult
  func complete(_ result: Result<Value, Error>) -> Bool {
    let callbacks: [Callback]? = state.withLock { state in
      guard case .pending(let callbacks, _) = state else { return nil }
      state = .completed(result, wasCancelled: false)
      return callbacks
    }
    guard let callbacks else { return false }
    for callback in callbacks { callback(result) }
    return true
  }

  /// Delivers the result to `callback`: now if it is known, else when it is.
  func subscribe(_ callback: @escaping Callback) {
    let known: Result<Value, Error>? = state.withLock { state in
      switch state {
      case .pending(let callbacks, let onCancel):
        state = .pending(callbacks: callbacks + [callback], onCancel: onCancel)
        return nil
      case .completed(let result, _):
        return result
      }
    }
    if let known { callback(known) }
  }

  /// Registers work to stop when the promise is cancelled. If it was cancelled already, the work
  /// is stopped at once: a stage started just after a cancel (a `flatMap` whose first stage won
  /// the race) must not run on. Ignored once completed otherwise.
  func onCancel(_ handler: @escaping @Sendable () -> Void) {
    let runNow = state.withLock { state -> Bool in
      switch state {
      case .pending(let callbacks, let handlers):
        state = .pending(callbacks: callbacks, onCancel: handlers + [handler])
        return false
      case .completed(_, let wasCancelled):
        return wasCancelled
      }
    }
    if runNow { handler() }
  }

  /// Completes with `NetworkError.cancelled` and stops the registered work.
  func cancel() {
    let cancelled = Result<Value, Error>.failure(NetworkError.cancelled)
    let taken: ([Callback], [@Sendable () -> Void])? = state.withLock { state in
      guard case .pending(let callbacks, let handlers) = state else { return nil }
      state = .completed(cancelled, wasCancelled: true)
      return (callbacks, handlers)
    }
    guard let (callbacks, handlers) = taken else { return }
    for handler in handlers { handler() }
    for callback in callbacks { callback(cancelled) }
  }

  var isCompleted: Bool {
    state.withLock { if case .completed = $0 { return true } else { return false } }
  }
}
