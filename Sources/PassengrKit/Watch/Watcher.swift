import Foundation
import Synchronization

/// `watch`: refreshes on an interval until stopped, telling each change and each source's trouble
/// (once when it starts, once when it recovers) as events, and running a command hook when asked.
public struct Watcher: Sendable {
  /// When the command hook runs.
  public enum Trigger: String, CaseIterable, Sendable {
    /// After each refresh that changed something.
    case changes
    /// After each refresh that made something worse.
    case escalations
    /// When a source starts or stops failing.
    case failures
  }

  /// What to watch and how.
  public struct Options: Sendable {
    /// Passes by id, name or prefix; empty for the enabled ones, read again at each refresh.
    public var passes: [String] = []
    /// Time between refreshes (±5% jitter).
    public var interval = TimeSpan(seconds: 600)
    /// Stop when a watched pass reaches this level.
    public var failOn: RestrictionLevel?
    /// A command to run when `trigger` says.
    public var hook: CommandHook?
    /// When the hook runs.
    public var trigger = Trigger.changes

    /// The defaults: the enabled passes every 10 minutes.
    public init() {}
  }

  /// What the watcher has to say.
  public enum Event: Sendable {
    /// Once, at the start: what is watched and how often.
    case watching(String)
    /// A field of a pass changed.
    case change(HistoryRecord)
    /// A source started failing.
    case sourceFailing(source: String, reason: String)
    /// A failing source answered again.
    case sourceRecovered(source: String)
    /// A watched pass reached the `failOn` level; the watch ends.
    case thresholdMet(String)
    /// The command hook failed; what it had to deliver is offered again at the next trigger.
    case hookFailed(String)
  }

  private let session: PassengrSession
  private let options: Options
  private let stop: StopSignal
  private let events: @Sendable (Event) -> Void

  /// A watcher; `events` hears everything worth telling.
  public init(session: PassengrSession, options: Options, stop: StopSignal, events: @escaping @Sendable (Event) -> Void) {
    self.session = session
    self.options = options
    self.stop = stop
    self.events = events
  }

  /// Watches until a stop is requested (returns false) or a pass reaches `failOn` (returns true).
  /// Throws for archive trouble and unknown pass names.
  public func run() async throws -> Bool {
    let refresher = session.refresher()
    let named = options.passes.isEmpty ? nil : try session.dataSource().select(options.passes).map(\.name)
    events(.watching("watching \(named?.joined(separator: ", ") ?? "the enabled passes") every \(options.interval); stop with Ctrl-C"))
    let delivery = HookDelivery()
    var failing: Set<String> = []
    while !stop.isRequested {
      let dataSource = try session.dataSource()
      let selected = options.passes.isEmpty ? dataSource.visiblePasses : try dataSource.select(options.passes)
      let outcome = try await refresher.refresh(selected)
      let records = outcome.records
      let started = outcome.startedAt
      records.forEach { events(.change($0)) }
      var sourceRecords: [SourceRecord] = []
      for source in outcome.sources {
        if let failure = source.failure {
          if failing.insert(source.name).inserted {
            events(.sourceFailing(source: source.name, reason: failure))
            sourceRecords.append(SourceRecord(at: started, source: source.name, state: "failing", reason: failure))
          }
        } else if failing.remove(source.name) != nil {
          events(.sourceRecovered(source: source.name))
          sourceRecords.append(SourceRecord(at: started, source: source.name, state: "recovered", reason: nil))
        }
      }
      if let hook = options.hook {
        let lines: [HookDelivery.Line]
        switch options.trigger {
        case .changes: lines = try records.map(HookDelivery.Line.init)
        case .escalations: lines = try records.filter(\.escalation).map(HookDelivery.Line.init)
        case .failures: lines = try sourceRecords.map(HookDelivery.Line.init)
        }
        if !lines.isEmpty {
          let passes = Set(records.map(\.passId)).union(options.trigger == .failures ? Set(selected.map(\.id)) : [])
          let worst = RestrictionLevel.worst(of: passes.compactMap { outcome.dataSource.entry($0)?.conditions?.level })
          delivery.offer(lines, worst: worst, hook: hook, events: events)
        }
      }
      if let failOn = options.failOn {
        let hits = selected.compactMap { outcome.dataSource.entry($0.id) }.filter { $0.conditions?.level.isAtLeast(failOn) == true }
        if !hits.isEmpty {
          events(.thresholdMet("\(hits.map(\.pass.name).joined(separator: ", ")) at or above \(failOn.rawValue)"))
          await delivery.finish()
          return true
        }
      }
      await stop.sleep(seconds: options.interval.seconds * Double.random(in: 0.95...1.05))
    }
    await delivery.finish()
    return false
  }
}
