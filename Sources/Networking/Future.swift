import FoundationEssentials

/// A cold computation producing a `Result` from callback-style or blocking work (a lock wait, a
/// resolver, CPU work on a thread of its own): nothing runs until it is started, and each start
/// runs it afresh.
///
/// Use `value` from async code, or `start(_:)` with a callback. Either way the result is
/// delivered exactly once, cancelling reaches the underlying work, and `timeout(_:label:)` bounds
/// it. Requests are fanned out by async code (`Concurrently.results` in PassengrKit, one `Result`
/// per request), not by combining futures.
public struct Future<Value: Sendable>: Sendable {
  private let body: @Sendable (Promise<Value>) -> Void

  private init(body: @escaping @Sendable (Promise<Value>) -> Void) {
    self.body = body
  }

  /// A future from callback-style work. Only the first call to `complete` counts.
  public init(_ work: @escaping @Sendable (_ complete: @escaping @Sendable (Result<Value, Error>) -> Void) -> Void) {
    body = { promise in work { promise.complete($0) } }
  }

  /// A future from async work; cancelling the future cancels the task running `operation`.
  public init(operation: @escaping @Sendable () async throws -> Value) {
    body = { promise in
      let task = Task {
        do { promise.complete(.success(try await operation())) } catch { promise.complete(.failure(error)) }
      }
      promise.onCancel { task.cancel() }
    }
  }

  /// Starts the work; `completion` gets the result exactly once. The returned run can be
  /// cancelled and subscribed to again, also after it has finished.
  @discardableResult
  public func start(_ completion: @escaping @Sendable (Result<Value, Error>) -> Void = { _ in }) -> FutureRun<Value> {
    let promise = Promise<Value>()
    promise.subscribe(completion)
    body(promise)
    return FutureRun(promise: promise)
  }

  /// Starts the work and waits for its value; cancelling the waiting task cancels the work.
  public var value: Value {
    get async throws { try await result.get() }
  }

  /// Starts the work and waits for its result.
  public var result: Result<Value, Error> {
    get async {
      let run = start()
      return await withTaskCancellationHandler {
        await run.result
      } onCancel: {
        run.cancel()
      }
    }
  }
}
extension Future {
  /// Fails with `NetworkError.timedOut` if no result arrives within `duration`, and cancels the work.
  public func timeout(_ duration: Duration, label: String = "operation") -> Future<Value> {
    Future(body: { promise in
      let inner = self.start { promise.complete($0) }
      let timer = Task {
        try await Task.sleep(for: duration)
        let seconds = duration.seconds
        if promise.complete(.failure(NetworkError.timedOut(label, seconds: seconds))) { inner.cancel() }
      }
      promise.onCancel {
        inner.cancel()
        timer.cancel()
      }
      promise.subscribe { _ in timer.cancel() }
    })
  }
}

extension Future {
  /// Blocking work (a transfer, a lock wait, a resolver, a child process waited for, CPU-bound
  /// decoding) on a thread of its own, never one of the cooperative pool's: the one bridge from a
  /// thread to async code. What `work` throws is the future's failure. Cancelling the future runs
  /// `onCancel` (which should make the work end soon) and delivers `NetworkError.cancelled` at
  /// once; to wait for the work itself whatever happens, await `start().result`, which a
  /// cancelled task does not cut short.
  public static func onThread(
    onCancel: (@Sendable () -> Void)? = nil, _ work: @escaping @Sendable () throws -> Value
  ) -> Future<Value> {
    Future(body: { promise in
      if let onCancel { promise.onCancel(onCancel) }
      DetachedThread.start { promise.complete(Result { try work() }) }
    })
  }
}
