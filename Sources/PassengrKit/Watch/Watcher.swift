import FoundationEssentials
import Synchronization

/// `watch`: refreshes on an interval until stopped, telling each change the history records after
/// its cursor (whoever fetched it) and each source's trouble (once when it starts, once when it
/// recovers) as events, and running a command hook when asked. The cursor moves past a change once
/// it is told, and past it for the hook once a run that had it succeeded.
struct Watcher: Sendable {
  /// What it reads and writes: the archive, the history, the saved trips.
  struct Parts: Sendable {
    let store: ArchiveStore
    let history: HistoryLog
    let agencies: Agencies
    /// When a recording's data was recorded, which it is judged at.
    let recording: Recording?
    /// Fetches and archives the passes, appending the changes to the history.
    let refresher: Refresher
    /// The saved trips, read with the origin's conditions only.
    let trips: TripService
  }

  private let parts: Parts
  private let options: WatchOptions
  private let stop: StopRequest
  private let events: @Sendable (WatchEvent) -> Void

  /// A watcher; `events` hears everything worth telling.
  init(_ parts: Parts, options: WatchOptions, stop: StopRequest, events: @escaping @Sendable (WatchEvent) -> Void) {
    self.parts = parts
    self.options = options
    self.stop = stop
    self.events = events
  }

  /// Watches until a stop is requested (returns false: a refresh in progress is cancelled, a write
  /// in progress finished) or a pass reaches `failOn` (returns true).
  /// Throws for archive trouble, unknown pass names, and a cursor name in use or whose cursor
  /// is unreadable.
  func run() async throws -> Bool {
    let refresher = parts.refresher
    let trip = try options.trip.map { try parts.trips.trip(named: $0) }
    // A trip watches its passes in driving order, and only the directions driven; one without
    // passes is an error, never "every enabled pass".
    let driven = try trip.map { try parts.trips.dataSource().drive($0) }
    let names = driven.map { $0.map { String($0.pass.id) } } ?? options.passes
    let named =
      names.isEmpty ? nil : try parts.trips.dataSource().names(declaredBy: parts.agencies).select(names).map(\.name)
    // The cursor starts at the refresh the archive has reached (or where a named cursor left it): every
    // change recorded after it is told, whichever process fetched it.
    let cursor = try WatchCursor(
      resume: options.resume, directory: parts.store.directory, now: try await parts.history.now(in: parts.store))
    events(
      .watching(
        WatchStart(
          trip: trip?.name, passes: named ?? [], interval: options.interval, resume: options.resume,
          resumedAfter: options.resume != nil && cursor.isResumed ? cursor.current.told : nil)))
    let events = self.events
    let keep = { @Sendable (step: () throws -> Void) in
      do { try step() } catch { events(.warning(.cursorNotSaved(PassengrError(wrapping: error)))) }
    }
    let delivery = HookDelivery { refresh in keep { try cursor.deliver(through: refresh) } }
    let hook = options.exec.map { CommandHook(command: $0, timeLimit: options.execTimeout) }
    var failing: Set<String> = []
    // How far the command has been offered the history; behind `told` only after a resume.
    var offered = cursor.current.delivered
    var toldPruned: Int?
    // Whether the history could not take the last refresh's changes: told once, until it can.
    var isHistoryBehind = false
    while !stop.isRequested {
      let dataSource = try parts.trips.dataSource()
      let selected =
        names.isEmpty ? dataSource.visiblePasses : try dataSource.names(declaredBy: parts.agencies).select(names)
      let outcome: RefreshOutcome
      let historyBehind: ArchiveError?
      do {
        // A stop cancels the fetch in progress: the refresh saves nothing and the watch ends.
        (outcome, historyBehind) = try await stop.cancelling { try await refresher.refreshCarryingOn(selected) }
      } catch  where stop.isRequested {
        break
      }
      let started = outcome.startedAt
      var reached = offered
      var records: [HistoryRecord] = []
      // The history as far as this round can read it: nil when it could not be written or read.
      var read: HistoryLog.Since?
      var trouble: Error? = historyBehind
      if trouble == nil {
        do {
          read = try await parts.history.records(after: cursor.current, undeliveredAfter: offered, in: parts.store)
        } catch let error as ArchiveError {
          trouble = error
        }
      }
      if let trouble {
        // The archive holds the changes until the history takes them: the watch carries on, says
        // so once, and tells them from the history once a refresh can write and read it.
        if !isHistoryBehind { events(.warning(.historyBehind(PassengrError(wrapping: trouble)))) }
        isHistoryBehind = true
      } else if let since = read {
        isHistoryBehind = false
        let place = cursor.current
        reached = since.refreshCount
        if reached < place.told {
          events(.warning(.refreshesRenumbered(from: reached, had: place.told)))
        }
        // A log that no longer holds the cursor's place was rewritten (and one that held nothing may
        // have been): say if that took changes not yet told.
        if !since.isInPlace || place.seen == 0, let mark = since.pruned, mark.through > min(place.told, offered),
          mark.through <= reached, mark.through != toldPruned
        {
          events(.warning(.changesPruned(before: mark.before)))
          toldPruned = mark.through
        }
        // Others refresh other passes too: only the watched ones, and on a trip the directions driven.
        let watched = Set(selected.map(\.id))
        let isWatched = { (record: HistoryRecord) in
          watched.contains(record.passID) && (trip.map { Self.isDriven(record, on: $0) } ?? true)
        }
        let fresh = since.fresh.filter(isWatched)
        fresh.forEach { events(.change($0)) }
        keep { try cursor.tell(through: reached, seen: since.seen, last: since.last) }
        // What the command has not had yet: after a resume, also what was told but not delivered.
        records = since.undelivered.filter(isWatched) + fresh
        offered = reached
      }
      var sourceRecords: [SourceRecord] = []
      for source in outcome.sources {
        if let failure = source.failure {
          if failing.insert(source.name).inserted {
            events(.sourceFailing(source: source.name, reason: failure))
            sourceRecords.append(
              SourceRecord(at: started, source: source.name, state: .failing, reason: failure.description))
          }
        } else if failing.remove(source.name) != nil {
          events(.sourceRecovered(source: source.name))
          sourceRecords.append(SourceRecord(at: started, source: source.name, state: .recovered, reason: nil))
        }
      }
      if let hook {
        let lines: [HookDelivery.Line]
        switch options.trigger {
        case .changes: lines = try records.map(HookDelivery.Line.init)
        case .escalations: lines = try records.filter(\.escalation).map(HookDelivery.Line.init)
        case .failures: lines = try sourceRecords.map(HookDelivery.Line.init)
        }
        if !lines.isEmpty {
          let passes = Set(records.map(\.passID)).union(options.trigger == .failures ? Set(selected.map(\.id)) : [])
          let rows = outcome.dataSource.rows(
            for: selected.filter { passes.contains($0.id) }, now: started, maxAge: .infinity,
            recording: parts.recording)
          let worst = RestrictionLevel.worst(of: Self.judgements(rows, driven: driven).map(\.judgement.level))
          delivery.offer(lines, through: reached, worst: worst, trip: trip?.name, hook: hook, events: events)
        } else {
          delivery.settle(through: reached)
        }
      } else if read != nil {
        keep { try cursor.deliver(through: reached) }
      }
      if let failOn = options.failOn {
        let rows = outcome.dataSource.rows(for: selected, now: started, maxAge: .infinity, recording: parts.recording)
        if let breach = StatusService.threshold(failOn, in: Self.judgements(rows, driven: driven)) {
          events(.thresholdMet(breach))
          await delivery.finish()
          return true
        }
      }
      await stop.sleep(seconds: options.interval.seconds * Double.random(in: 0.95...1.05))
    }
    await delivery.finish()
    return false
  }

  /// Each row judged over the directions driven on a trip (every leg over the pass), else over
  /// the pass's own directions.
  static func judgements(_ rows: [StatusRow], driven: [DrivenLeg]?) -> [(name: String, judgement: PassJudgement)] {
    rows.map { row in
      guard let driven else { return (name: row.name, judgement: row.judgement) }
      var directions: [TravelDirection] = []
      for leg in driven where leg.pass.id == row.id {
        for way in leg.directions where !directions.contains(way) { directions.append(way) }
      }
      let name = directions.count == 1 ? "\(row.name) \(directions[0].rawValue)" : row.name
      return (name: name, judgement: row.judgement(over: directions))
    }
  }

  /// Whether `record` concerns a direction `trip` drives: a restriction of a direction not driven
  /// does not (a closure the other way is no news for this drive); other fields do.
  static func isDriven(_ record: HistoryRecord, on trip: Trip) -> Bool {
    let legs = trip.legs.filter { $0.passID == record.passID }
    guard !legs.isEmpty else { return false }
    guard let direction = record.field.direction else { return true }
    return legs.contains { $0.direction == nil || $0.direction == direction }
  }
}
