import FoundationEssentials

/// The services a session composes, each built from the parts of the session it needs.
extension PassengrSession {
  /// The user's pass list and its edits.
  var passList: PassListService {
    PassListService(
      store: store, origin: origin, agencies: agencies, loader: loader, recording: recording, clock: clock)
  }

  /// The saved trips.
  var tripList: TripService { TripService(store: store, origin: origin, agencies: agencies) }

  /// The history of changes.
  var changeLog: HistoryService {
    HistoryService(store: store, origin: origin, history: history, agencies: agencies, clock: clock)
  }

  /// The agencies' keys.
  var keyService: KeyService {
    KeyService(agencies: agencies, keyStore: keyStore, keys: keys, sourceNames: fetcher.sourceNames)
  }

  /// Status: the refresh policy and what to show, over this session's refresher.
  var statusService: StatusService {
    StatusService(
      store: store, origin: origin, agencies: agencies, recording: recording, refresher: refresher(), trips: tripList,
      health: agencyHealth)
  }

  /// What doctor looks at.
  var doctorParts: Doctor.Parts {
    Doctor.Parts(
      store: store, agencies: agencies, fetcher: fetcher, loader: loader, asksWeather: weatherSource != nil,
      passList: passList, keyStore: keyStore, keys: keys, health: agencyHealth)
  }

  /// What a watch reads and writes.
  var watchParts: Watcher.Parts {
    Watcher.Parts(
      store: store, history: history, agencies: agencies, recording: recording, refresher: refresher(), trips: tripList)
  }

  /// Drives checked, over this session's status.
  var checks: CheckService {
    CheckService(
      trips: tripList, status: { query, now, progress in try await status(query, now: now, progress: progress) })
  }
}
