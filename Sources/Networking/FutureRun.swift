/// One started run of a `Future`.
public struct FutureRun<Value: Sendable>: Sendable {
  let promise: Promise<Value>

  /// Stops the work; subscribers get `NetworkError.cancelled` unless the result was already known.
  public func cancel() { promise.cancel() }

  /// Delivers the result to `callback`, at once if it is already known.
  public func subscribe(_ callback: @escaping @Sendable (Result<Value, Error>) -> Void) { promise.subscribe(callback) }

  /// Waits for the result.
  public var result: Result<Value, Error> {
    get async {
      await withCheckedContinuation { continuation in promise.subscribe { continuation.resume(returning: $0) } }
    }
  }
}
