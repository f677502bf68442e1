import Foundation
import Synchronization

/// Runs the hook without ever blocking the watch: in the background, one run at a time, with
/// whatever an earlier run failed to deliver (or could not, being busy) offered again next time.
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
  }

  private let state = Mutex(State())
  /// At most this many undelivered lines are kept, the newest.
  static let maxPending = 1000

  /// Queues `lines` and starts the hook on everything queued, unless a run is still going (the
  /// lines then wait for the next trigger).
  func offer(
    _ lines: [Line], worst: RestrictionLevel, trip: String? = nil, hook: CommandHook,
    events: @escaping @Sendable (PassengrSession.WatchEvent) -> Void
  ) {
    state.withLock { current in
      current.pending = Array((current.pending + lines).suffix(Self.maxPending))
      guard current.running == nil else { return }
      let batch = current.pending
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
        let report: String?
        switch outcome {
        case .succeeded: report = nil
        case .busy: report = nil
        case .failed(let status, let stderr):
          report = "exec '\(hook.command)' exited \(status)\(stderr.isEmpty ? "" : ": \(stderr)"); will try again at the next trigger"
        case .timedOut(let seconds, let stderr):
          report = "exec '\(hook.command)' took over \(TimeSpan(seconds: seconds)) and was stopped\(stderr.isEmpty ? "" : ": \(stderr)"); will try again at the next trigger"
        case .notStarted(let reason):
          report = "exec '\(hook.command)' could not start: \(reason)"
        }
        state.withLock { state in
          if outcome != .succeeded { state.pending = Array((batch + state.pending).suffix(Self.maxPending)) }
          state.running = nil
        }
        if let report { events(.hookFailed(report)) }
      }
    }
  }

  /// Waits for a run in progress (bounded by the hook's time limit).
  func finish() async {
    let running = state.withLock { $0.running }
    await running?.value
  }
}
