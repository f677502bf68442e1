import FoundationEssentials

/// When each host may next be asked: a host's minimum interval between requests, its window (so
/// many starts per sliding period), and the `Retry-After` it last sent, hold for every request to
/// it, not only the one that was told. A request past a limit waits its turn; it is never sent
/// early and refused.
actor HostPacing {
  typealias Instant = ContinuousClock.Instant

  /// The next turn of paced requests, per host.
  private var nextTurn: [String: Instant] = [:]
  /// The turns taken (or reserved) at each host under a window, in order: the window counts them.
  private var windowTurns: [String: [Instant]] = [:]
  /// Until when a host asked (by `Retry-After`) not to be asked at all.
  private var heldUntil: [String: Instant] = [:]
  /// "Now"; injected so tests can pace a minute without waiting one.
  private let now: @Sendable () -> Instant
  /// Waits until an instant; injected with `now`.
  private let sleep: @Sendable (Instant) async throws -> Void

  /// Pacing by the continuous clock, or by the injected `now` and `sleep`.
  init(
    now: @escaping @Sendable () -> Instant = { ContinuousClock.now },
    sleep: @escaping @Sendable (Instant) async throws -> Void = { try await Task.sleep(until: $0, clock: .continuous) }
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// The host key of `url`: scheme, host and port, lowercased.
  nonisolated static func key(_ url: URL) -> String {
    "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? ""):\(url.port ?? -1)"
  }

  /// Takes the next turn at `url`'s host: `interval` after the last paced turn there, when paced;
  /// no earlier than `window` allows (its period after the turn `count` turns back); and in any
  /// case not before a `Retry-After` the host gave; returns when that turn comes. Throws `expired`
  /// when it would come after `deadline`, `NetworkError.cancelled` when the task is cancelled while
  /// waiting.
  func takeTurn(
    at url: URL, interval: Duration?, window: RequestWindow? = nil, until deadline: Instant, expired: NetworkError
  ) async throws {
    let key = Self.key(url)
    let now = self.now()
    var turn = max(now, heldUntil[key] ?? now)
    if let interval, interval > .zero { turn = max(turn, nextTurn[key] ?? now) }
    if let window {
      // Turns that can no longer share a period with this one or a later one are forgotten.
      var taken = (windowTurns[key] ?? []).filter { $0 + window.period > now }
      if taken.count >= window.count { turn = max(turn, taken[taken.count - window.count] + window.period) }
      guard turn < deadline else { throw expired }
      taken.insert(turn, at: taken.firstIndex { $0 > turn } ?? taken.endIndex)
      windowTurns[key] = taken
    }
    guard turn < deadline else { throw expired }
    // The turn is reserved before waiting, so concurrent requests queue up one interval apart.
    if let interval, interval > .zero {
      nextTurn[key] = turn + interval
    }
    if turn > now {
      do { try await sleep(turn) } catch { throw NetworkError.cancelled }
    }
  }

  /// Records that `url`'s host asked to wait `delay` (a `Retry-After`) before any further request.
  func hold(_ url: URL, for delay: Duration) {
    let key = Self.key(url)
    let until = now() + delay
    heldUntil[key] = max(heldUntil[key] ?? until, until)
  }
}
