import Foundation

/// A cold asynchronous computation producing a `Result`: nothing runs until it is started, and
/// each start runs it afresh.
///
/// Use `value` from async code, or `start(_:)` with a callback. Either way the result is
/// delivered exactly once, and cancelling reaches the underlying work (a libcurl transfer, say).
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

  /// A future that succeeds with `value` at once.
  public static func succeeded(_ value: Value) -> Future { Future(body: { $0.complete(.success(value)) }) }

  /// A future that fails with `error` at once.
  public static func failed(_ error: Error) -> Future { Future(body: { $0.complete(.failure(error)) }) }

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
  /// Follows a success with more asynchronous work.
  public func flatMap<T: Sendable>(_ transform: @escaping @Sendable (Value) -> Future<T>) -> Future<T> {
    chained { result, promise in
      switch result {
      case .success(let value):
        let next = transform(value).start { promise.complete($0) }
        promise.onCancel { next.cancel() }
      case .failure(let error):
        promise.complete(.failure(error))
      }
    }
  }

  /// Fails with `NetworkError.timedOut` if no result arrives within `duration`, and cancels the work.
  public func timeout(_ duration: Duration, label: String = "operation") -> Future<Value> {
    Future(body: { promise in
      let inner = self.start { promise.complete($0) }
      let timer = Task {
        try await Task.sleep(for: duration)
        let seconds = duration.seconds
        if promise.complete(.failure(NetworkError.timedOut(label, seconds: seconds))) { inner.cancel() }
      }
      promise.onCancel { inner.cancel(); timer.cancel() }
      promise.subscribe { _ in timer.cancel() }
    })
  }

  /// Runs every future at once and gives one result per input, in input order. One failure never
  /// sinks the others.
  public static func all(_ futures: [Future<Value>]) -> Future<[Result<Value, Error>]> {
    Future<[Result<Value, Error>]>(body: { promise in
      guard !futures.isEmpty else {
        promise.complete(.success([]))
        return
      }
      let collector = ResultCollector<Value>(count: futures.count)
      let runs = futures.enumerated().map { index, future in
        future.start { result in
          if let all = collector.store(result, at: index) { promise.complete(.success(all)) }
        }
      }
      promise.onCancel { runs.forEach { $0.cancel() } }
    })
  }

  private func chained<T: Sendable>(
    _ handle: @escaping @Sendable (Result<Value, Error>, Promise<T>) -> Void
  ) -> Future<T> {
    Future<T>(body: { promise in
      let inner = self.start { handle($0, promise) }
      promise.onCancel { inner.cancel() }
    })
  }

}
