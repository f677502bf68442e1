import FoundationEssentials

extension PassengrSession {
  /// The stored changes `query` asks for, and warnings about lines that could not be read (a
  /// torn last line after a power loss).
  public func changes(_ query: HistoryQuery) throws -> StoredChanges {
    try changeLog.changes(query)
  }

  /// Drops history older than `keep`, under the archive lock; returns how many changes went.
  public func prune(keep: TimeSpan, now: Date? = nil) async throws -> Int {
    try await changeLog.prune(keep: keep, now: now)
  }
}
