import Foundation

/// When each host may next be asked: a host's minimum interval between requests, and the
/// `Retry-After` it last sent, hold for every request to it, not only the one that was told.
actor HostPacing {
  /// The next turn of paced requests, per host.
  private var nextTurn: [String: ContinuousClock.Instant] = [:]
  /// Until when a host asked (by `Retry-After`) not to be asked at all.
  private var heldUntil: [String: ContinuousClock.Instant] = [:]

  /// The host key of `url`: scheme, host and port, lowercased.
  nonisolated static func key(_ url: URL) -> String {
    "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? ""):\(url.port ?? -1)"
  }

  /// Takes the next turn at `url`'s host: `interval` after the last paced turn there, when paced,
  /// and in any case not before a `Retry-After` the host gave; returns when that turn comes. Throws `expired` when it would
  /// come after `deadline`, `NetworkError.cancelled` when the task is cancelled while waiting.
  func takeTurn(at url: URL, interval: Duration?, until deadline: ContinuousClock.Instant, expired: NetworkError) async throws {
    let key = Self.key(url)
    let now = ContinuousClock.now
    var turn = max(now, heldUntil[key] ?? now)
    if let interval, interval > .zero { turn = max(turn, nextTurn[key] ?? now) }
    guard turn < deadline else { throw expired }
    // The turn is reserved before waiting, so concurrent requests queue up one interval apart.
    if let interval, interval > .zero {
      nextTurn[key] = turn + interval
    }
    if turn > now {
      do { try await Task.sleep(until: turn, clock: .continuous) } catch { throw NetworkError.cancelled }
    }
  }

  /// Records that `url`'s host asked to wait `delay` (a `Retry-After`) before any further request.
  func hold(_ url: URL, for delay: Duration) {
    let key = Self.key(url)
    let until = ContinuousClock.now + delay
    heldUntil[key] = max(heldUntil[key] ?? until, until)
  }
}
