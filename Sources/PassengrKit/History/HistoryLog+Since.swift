import FoundationEssentials

extension HistoryLog {
  /// What the history holds past a reader's cursor, read under the archive lock so that every
  /// refresh up to `refreshCount` has its records in the log, whole.
  struct Since: Sendable {
    /// The records after the cursor, oldest first.
    var fresh: [HistoryRecord]
    /// Records before the cursor's place numbered after the refresh asked for (what a command
    /// has yet to get after a resume), oldest first.
    var undelivered: [HistoryRecord]
    /// The archive's refresh count: where the cursor goes next.
    var refreshCount: Int
    /// How many readable records the log holds: the cursor's next place.
    var seen: Int
    /// The last of them.
    var last: HistoryRecord?
    /// Whether the log still held the cursor's place; if not it was rewritten (pruned), and the
    /// refresh numbers said what is new.
    var isInPlace: Bool
    /// What pruning has removed, if anything ever was.
    var pruned: HistoryPruneMark?
  }

  /// Where a reader starting now stands: the archive's refresh count and the end of the log.
  func now(in store: ArchiveStore) async throws -> HistoryCursor {
    let lock = try await store.lock()
    defer { withExtendedLifetime(lock) {} }
    let all = try read().records
    return HistoryCursor(told: try store.refreshCount(), seen: all.count, last: all.last)
  }

  /// The records after `cursor`, and those before it numbered after `delivered`, with the archive's
  /// refresh count and the prune mark, all read under `store`'s lock (a refresh commits its
  /// archive and appends its records under it).
  func records(after cursor: HistoryCursor, undeliveredAfter delivered: Int, in store: ArchiveStore) async throws
    -> Since
  {
    let lock = try await store.lock()
    defer { withExtendedLifetime(lock) {} }
    let count = try store.refreshCount()
    let all = try read().records
    let split = Self.split(all, after: cursor, undeliveredAfter: delivered, through: count)
    return Since(
      fresh: split.fresh, undelivered: split.undelivered, refreshCount: count, seen: all.count, last: all.last,
      isInPlace: split.isInPlace, pruned: pruneMark())
  }

  /// `all` split at `cursor`: by place while the log holds the cursor's last record where it was,
  /// else by refresh number (up to `count`).
  static func split(
    _ all: [HistoryRecord], after cursor: HistoryCursor, undeliveredAfter delivered: Int, through count: Int
  ) -> (fresh: [HistoryRecord], undelivered: [HistoryRecord], isInPlace: Bool) {
    let isInPlace = cursor.seen <= all.count && (cursor.seen == 0 || all[cursor.seen - 1] == cursor.last)
    guard isInPlace else {
      let undelivered = delivered < cursor.told ? records(in: all, after: delivered, through: cursor.told) : []
      return (records(in: all, after: cursor.told, through: count), undelivered, false)
    }
    let undelivered = delivered < cursor.told ? all[..<cursor.seen].filter { ($0.refresh ?? 0) > delivered } : []
    return (Array(all[cursor.seen...]), undelivered, true)
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
