import FoundationEssentials

extension PassengrSession {

  /// Shows the passes `query` asks for, refreshing first when their data is old (within the
  /// query's deadline). `progress` hears how many passes are done of how many.
  public func status(_ query: StatusQuery, now: Date? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil)
    async throws -> StatusResult
  {
    try await bounded(by: query.deadline).statusService.run(query, now: now ?? clock(), progress: progress)
  }

  /// The status from the saved data alone, without suspending: nil when the query needs the
  /// archive's first write or a refresh, which `status(_:now:progress:)` does. Throws as it does.
  /// A front end shows saved data this way where it runs, with no thread started for it.
  public func savedStatus(_ query: StatusQuery, now: Date? = nil) throws -> StatusResult? {
    try statusService.savedStatus(query, now: now ?? clock())
  }

  /// Fetches and archives the passes `names` names (the enabled ones when empty) now, appending
  /// what changed to the history. Throws for archive trouble and unknown names, and
  /// `CancellationError` when the task is cancelled before anything is saved; network trouble is in
  /// the outcome, and the last known data is kept.
  public func refresh(_ names: [String] = [], progress: (@Sendable (Int, Int) -> Void)? = nil) async throws
    -> RefreshOutcome
  {
    let saved = try dataSource()
    let selected = names.isEmpty ? saved.visiblePasses : try saved.names(declaredBy: agencies).select(names)
    return try await refresher().refresh(selected, progress: progress)
  }

  /// Checks versions, the data directory, the archive, source health and reachability.
  public func doctor(now: Date? = nil) async -> [DoctorCheck] {
    await Doctor(doctorParts).run(now: now ?? clock())
  }
}
