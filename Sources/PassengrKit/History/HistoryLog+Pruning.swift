import FoundationEssentials

extension HistoryLog {
  /// `history-pruned.json`: what pruning has removed (`HistoryPruneMark`).
  var pruneMarkURL: URL { directory.appendingPathComponent("history-pruned.json") }

  /// What pruning has removed so far; nil when nothing numbered was ever removed. An unreadable
  /// mark counts as none: it only ever adds a warning, and the history itself is intact.
  func pruneMark() -> HistoryPruneMark? {
    guard let data = try? LocalFile.readIfPresent(pruneMarkURL) else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try? decoder.decode(HistoryPruneMark.self, from: data)
  }

  /// Records in the mark what pruning `records` down to `kept` (a subsequence of it) removes.
  /// Called before the log is rewritten: a run killed in between leaves a mark that says too much,
  /// never one that says too little. Call with the archive lock held.
  func notePruned(_ records: [HistoryRecord], keeping kept: [HistoryRecord]) throws {
    var removed: HistoryPruneMark?
    var next = kept.startIndex
    for record in records {
      if next < kept.endIndex, kept[next] == record {
        next += 1
        continue
      }
      guard let refresh = record.refresh else { continue }
      removed = HistoryPruneMark(through: refresh, before: record.at).merged(with: removed)
    }
    guard let removed else { return }
    let mark = removed.merged(with: pruneMark())
    try AtomicFile.write(Data(try JSONOutput.encode(mark, pretty: false).utf8), to: pruneMarkURL)
  }
}
