import Foundation

extension PassengrSession {
  /// What `status` shows and when it refreshes first.
  public struct StatusQuery: Sendable {
    /// When to refresh before showing.
    public enum Mode: Sendable {
      /// When the shown passes' saved data is older than `maxAge` (or missing).
      case whenOld
      /// Always (`--refresh`).
      case always
      /// Never (`--offline`).
      case never
    }

    /// Passes by id, name or prefix; the enabled ones when empty.
    public var passes: [String] = []
    /// A saved trip's name: its passes in driving order, instead of `passes`.
    public var trip: String?
    /// Only this agency's passes.
    public var agency: AgencyID?
    /// Saved data older than this is refreshed first (`.whenOld`), and shown as stale.
    public var maxAge = TimeSpan(seconds: 300)
    /// Saved data older than this is not good enough when nothing can be fetched.
    public var maxStale = TimeSpan(seconds: 86400)
    /// When to refresh.
    public var mode = Mode.whenOld
    /// Show the passes in the order named (a trip's driving order) instead of the user's list order.
    public var keepsGivenOrder = false
    /// How long fetching may take: someone about to drive wants an answer now. The session's own
    /// deadline still bounds it, and one request's `timeout` stretches it.
    public var deadline = PassengrSession.interactiveDeadline

    /// The defaults: the enabled passes, refreshed when older than 5 minutes.
    public init() {}
  }

  /// What `status` found.
  public struct StatusResult: Sendable {
    /// One row per shown pass, in the user's order.
    public internal(set) var rows: [StatusRow]
    /// What kept the rows from current data; empty when nothing did.
    public internal(set) var problems: [StatusProblem]
    /// Whether nothing could be fetched and the saved data is missing or too old (exit 2).
    public internal(set) var isTrouble: Bool
    /// Whether no shown pass has any data at all: a front end shows the problem, not empty cards.
    public internal(set) var hasNothingToShow: Bool
    /// Consecutive failed refreshes per source name, for the origin in use.
    var sourceFailures: [String: Int]
    /// Each agency's health, in the session's order: the source in use, its failures in a row, its key.
    public internal(set) var agencies: [AgencyHealth] = []
    /// The time the rows were judged at.
    public internal(set) var now: Date
    /// The passes of the rows, as archived: what `check` judges directions against.
    var passes: [Pass] = []

    /// The passes at or above `threshold` (Stevens Pass is chains required, White Pass is closed),
    /// or nil when every row is cleared of it (`closed_for_season` counts as closed). A pass that
    /// cannot be cleared (unknown: missing, stale, partial or unreadable data) fails it too, as
    /// `check` judges a drive.
    public func threshold(_ threshold: RestrictionLevel) -> ThresholdBreach? {
      if let met = StatusService.threshold(threshold, in: rows) { return met }
      let unknown = rows.filter { $0.level == .unknown }
      guard !unknown.isEmpty else { return nil }
      return .uncleared(
        unknown.map { row in
          let judgement = row.judgement
          let answer = judgement.directions.first { $0.level == .unknown }
          return .init(name: row.name, reason: answer?.reason ?? .noData)
        }, threshold: threshold)
    }
  }

  /// Shows the passes `query` asks for, refreshing first when their data is old (within the
  /// query's deadline). `progress` hears how many passes are done of how many.
  public func status(_ query: StatusQuery, now: Date? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil)
    async throws -> StatusResult
  {
    try await StatusService(session: bounded(by: query.deadline)).run(query, now: now ?? clock(), progress: progress)
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
    await Doctor(session: self).run(now: now ?? clock())
  }
}
