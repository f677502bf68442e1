import Foundation

extension PassengrSession {

  /// Shows the passes `query` asks for, refreshing first when their data is old (within the
  /// query's deadline). `progress` hears how many passes are done of how many.
  public func status(_ query: StatusQuery, now: Date? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil)
    async throws -> StatusResult
  {
    try await bounded(by: query.deadline).statusService.run(query, now: now ?? clock(), progress: progress)
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
