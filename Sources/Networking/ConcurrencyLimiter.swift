/// A counting semaphore for async code: at most `limit` holders at once, waiters served in order.
actor ConcurrencyLimiter {
  private var available: Int
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(limit: Int) {
    available = max(1, limit)
  }

  /// Runs `body` while holding one permit.
  nonisolated func withPermit<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
    await acquire()
    do {
      let value = try await body()
      await release()
      return value
    } catch {
      await release()
      throw error
    }
  }

  private func acquire() async {
    if available > 0 {
      available -= 1
      return
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  private func release() {
    if waiters.isEmpty {
      available += 1
    } else {
      waiters.removeFirst().resume()
    }
  }
}
