import FoundationEssentials

/// The history of changes: what a query asks for of it, and pruning, under the archive's lock.
struct HistoryService: ReadsArchive {
  let store: ArchiveStore
  let origin: String?
  let history: HistoryLog
  let agencies: Agencies
  let clock: @Sendable () -> Date

  /// The stored changes `query` asks for, and warnings about lines that could not be read (a
  /// torn last line after a power loss).
  func changes(_ query: HistoryQuery) throws -> StoredChanges {
    let saved = try dataSource()
    let refresh = query.since == nil && query.isLastRefreshOnly ? saved.archive.refreshCount : nil
    // The last refresh's changes are the end of the log: only that much is read.
    let (records, warnings) = try refresh.map(history.readLastRefresh) ?? history.read()
    // A pass on a state line keeps the changes its partners' separate entries had (MDT's 11010).
    let everyID = { (passes: [Pass]) in Set(passes.flatMap { [$0.id] + $0.partners.map(\.id) }) }
    var ids: Set<Int>?
    if !query.passes.isEmpty { ids = everyID(try saved.names(declaredBy: agencies).select(query.passes)) }
    if let agency = query.agency {
      let theirs = everyID(saved.passes(saved.orderedPasses, of: agency))
      ids = ids.map { $0.intersection(theirs) } ?? theirs
    }
    return StoredChanges(records: query.filter(records, passIDs: ids, refresh: refresh), warnings: warnings)
  }

  /// Drops history older than `keep`, under the archive lock; returns how many changes went.
  func prune(keep: TimeSpan, now: Date? = nil) async throws -> Int {
    let cutoff = (now ?? clock()).addingTimeInterval(-keep.seconds)
    // What a refresh committed but could not append goes in first: a prune never takes (nor
    // later repeats) changes the log never had.
    return try await store.transaction(keepsBackup: false, now: now ?? clock()) { passes in
      try history.settle(&passes.archive)
      return try history.prune(olderThan: cutoff)
    }
  }
}
