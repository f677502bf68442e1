import Dispatch
import FoundationEssentials

/// A counting semaphore for async code: at most `limit` holders at once, waiters served in order.
/// A wait ends early when its task is cancelled or its deadline passes, so time spent in the queue
/// counts against a request's deadline like any other.
actor ConcurrencyLimiter {
  private var available: Int
  private var waiters: [(id: Int, continuation: CheckedContinuation<Void, Error>)] = []
  private var nextID = 0

  init(limit: Int) {
    available = max(1, limit)
  }

  /// Runs `body` while holding one permit. Waiting for the permit throws `NetworkError.cancelled`
  /// when the task is cancelled and `expired` when `deadline` passes first.
  nonisolated func withPermit<T: Sendable>(
    until deadline: ContinuousClock.Instant, expired: NetworkError, _ body: @Sendable () async throws -> T
  ) async throws -> T {
    try await acquire(until: deadline, expired: expired)
    do {
      let value = try await body()
      await release()
      return value
    } catch {
      await release()
      throw error
    }
  }

  private func acquire(until deadline: ContinuousClock.Instant, expired: NetworkError) async throws {
    if available > 0 {
      available -= 1
      return
    }
    let id = nextID
    nextID += 1
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
        guard !Task.isCancelled else {
          continuation.resume(throwing: NetworkError.cancelled)
          return
        }
        waiters.append((id, continuation))
        // A GCD timer, not Task.sleep: it fires on time even when the cooperative pool is busy.
        let wait = ContinuousClock.now.duration(to: deadline)
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, wait.seconds)) { [weak self] in
          Task { await self?.endWait(id, with: expired) }
        }
      }
    } onCancel: {
      Task { await self.endWait(id, with: .cancelled) }
    }
  }

  /// Ends one wait with `error`, if it is still waiting.
  private func endWait(_ id: Int, with error: NetworkError) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume(throwing: error)
  }

  private func release() {
    if waiters.isEmpty {
      available += 1
    } else {
      waiters.removeFirst().continuation.resume()
    }
  }
}
