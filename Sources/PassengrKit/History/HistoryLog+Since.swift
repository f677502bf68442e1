import Foundation

extension HistoryLog {
  /// What the history holds past a reader's cursor, read under the archive lock so that every
  /// refresh up to `refreshCount` has its records in the log, whole.
  struct Since: Sendable {
    /// The records of refreshes after the cursor, up to `refreshCount`, oldest first.
    var records: [HistoryRecord]
    /// The archive's refresh count: the cursor's next position.
    var refreshCount: Int
    /// What pruning has removed, if anything ever was.
    var pruned: HistoryPruneMark?
    /// Lines that could not be read.
    var warnings: [String]
  }

  /// The records after refresh `cursor`, with the archive's refresh count and the prune mark, all
  /// read under `store`'s lock (a refresh commits its archive and appends its records under it).
  func records(after cursor: Int, in store: ArchiveStore) async throws -> Since {
    let lock = try await ArchiveLock.acquire(path: store.lockPath, timeout: store.lockTimeout)
    defer { withExtendedLifetime(lock) {} }
    let count = try store.read()?.refreshCount ?? 0
    let (all, warnings) = try read()
    return Since(records: Self.records(in: all, after: cursor, through: count), refreshCount: count, pruned: pruneMark(), warnings: warnings)
  }

  /// The records of `all` numbered after `cursor` and up to `count`. Only the last run of rising
  /// numbers counts: an archive restored from its backup or reset numbers its refreshes again
  /// from lower down, and the records before that drop belong to the old numbering.
  static func records(in all: [HistoryRecord], after cursor: Int, through count: Int) -> [HistoryRecord] {
    var start = all.startIndex
    var previous: Int?
    for index in all.indices {
      guard let refresh = all[index].refresh else { continue }
      if let previous, refresh < previous { start = index }
      previous = refresh
    }
    return all[start...].filter { record in
      guard let refresh = record.refresh else { return false }
      return refresh > cursor && refresh <= count
    }
  }
}
