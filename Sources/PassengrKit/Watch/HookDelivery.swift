import FoundationEssentials
import Synchronization

/// Runs the hook without ever blocking the watch: in the background, one run at a time, with
/// whatever an earlier run failed to deliver (or could not, being busy) offered again next time.
/// Offers say up to which refresh of the history they cover; `delivered` hears how far the
/// command has had everything it was owed, once a run succeeded (or nothing was owed).
final class HookDelivery: Sendable {
  /// One JSON Lines record for the command, and what it counts for in the environment.
  struct Line: Sendable {
    var json: String
    var isChange: Bool
    var isEscalation: Bool

    init(_ record: HistoryRecord) throws {
      json = try JSONOutput.encode(record, pretty: false)
      isChange = true
      isEscalation = record.escalation
    }

    init(_ record: SourceRecord) throws {
      json = try JSONOutput.encode(record, pretty: false)
      isChange = false
      isEscalation = false
    }
  }

  private struct State {
    var pending: [Line] = []
    var running: Task<Void, Never>?
    /// Everything owed up to this refresh is pending, running or delivered.
    var offeredThrough: Int?
  }

  private let state = Mutex(State())
  private let delivered: @Sendable (Int) -> Void
  /// At most this many undelivered lines are kept, the newest.
  static let maxPending = 1000

  /// A delivery telling `delivered` how far the command has had everything owed to it.
  init(delivered: @escaping @Sendable (Int) -> Void = { _ in }) {
    self.delivered = delivered
  }

  /// Says that nothing new is owed up to refresh `refresh`: with nothing pending or running, all
  /// of it counts as delivered at once; otherwise once what is pending is.
  func settle(through refresh: Int) {
    let done = state.withLock { current -> Int? in
      current.offeredThrough = max(current.offeredThrough ?? refresh, refresh)
      return current.running == nil && current.pending.isEmpty ? current.offeredThrough : nil
    }
    if let done { delivered(done) }
  }

  /// Queues `lines` and starts the hook on everything queued, unless a run is still going (the
  /// lines then wait for the next trigger). `through` is the refresh up to which `lines` are
  /// everything owed. Past `maxPending` the oldest lines go, and that is said.
  func offer(
    _ lines: [Line], through refresh: Int? = nil, worst: RestrictionLevel, trip: String? = nil, hook: CommandHook,
    events: @escaping @Sendable (WatchEvent) -> Void
  ) {
    let overflow = max(0, state.withLock { $0.pending.count } + lines.count - Self.maxPending)
    if overflow > 0 { events(.hookFailed(Self.dropped(overflow, hook: hook))) }
    state.withLock { current in
      current.pending = Array((current.pending + lines).suffix(Self.maxPending))
      if let refresh { current.offeredThrough = max(current.offeredThrough ?? refresh, refresh) }
      guard current.running == nil else { return }
      let batch = current.pending
      let batchThrough = current.offeredThrough
      current.pending = []
      current.running = Task { [self] in
        var environment = [
          "PASSENGR_CHANGES": String(batch.filter(\.isChange).count),
          "PASSENGR_ESCALATIONS": String(batch.filter(\.isEscalation).count),
          "PASSENGR_WORST_LEVEL": worst.rawValue,
        ]
        if let trip { environment["PASSENGR_TRIP"] = trip }
        let input = Data(batch.map { $0.json + "\n" }.joined().utf8)
        let outcome = await hook.run(input: input, environment: environment)
        let report: HookFailure?
        switch outcome {
        case .succeeded: report = nil
        case .busy: report = nil
        case .failed(let status, let stderr): report = .exited(command: hook.command, status: status, stderr: stderr)
        case .timedOut(let seconds, let stderr):
          report = .timedOut(command: hook.command, limit: TimeSpan(seconds: seconds), stderr: stderr)
        case .notStarted(let reason): report = .notStarted(command: hook.command, reason: reason)
        }
        let (done, overflow) = state.withLock { state -> (Int?, Int) in
          let overflow = outcome == .succeeded ? 0 : max(0, batch.count + state.pending.count - Self.maxPending)
          if outcome != .succeeded { state.pending = Array((batch + state.pending).suffix(Self.maxPending)) }
          state.running = nil
          guard outcome == .succeeded else { return (nil, overflow) }
          // What came in during the run and owed nothing is delivered too.
          return (state.pending.isEmpty ? state.offeredThrough : batchThrough, 0)
        }
        if let report { events(.hookFailed(report)) }
        if overflow > 0 { events(.hookFailed(Self.dropped(overflow, hook: hook))) }
        if let done { delivered(done) }
      }
    }
  }

  /// What is said when `count` undelivered lines had to go.
  static func dropped(_ count: Int, hook: CommandHook) -> HookFailure {
    .dropped(command: hook.command, count: count, limit: maxPending)
  }

  /// Waits for a run in progress (bounded by the hook's time limit).
  func finish() async {
    let running = state.withLock { $0.running }
    await running?.value
  }
}
