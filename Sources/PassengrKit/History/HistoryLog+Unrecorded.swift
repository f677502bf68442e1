import FoundationEssentials

extension HistoryLog {
  /// Which of `lines` (the archive's `unrecorded` lines, oldest first) the log does not hold yet:
  /// where the log's newest lines hold the first of them, those it holds from there on in order
  /// are in (an append cut short by a crash wrote only its first lines), the rest are not. A log
  /// that cannot be read holds none of them: they stay waiting.
  func missing(_ lines: [String]) -> [String] {
    guard !lines.isEmpty else { return [] }
    let wanted = lines.map { Data($0.utf8) }
    // A few lines more than asked for: lines written after them (by hand) do not hide them.
    var tail: [Data] = []
    do {
      try readBackwards { line in
        tail.append(line)
        return tail.count < wanted.count + Self.unrecordedSlack
      }
    } catch {
      return lines
    }
    tail.reverse()
    guard let start = tail.lastIndex(of: wanted[0]) else { return lines }
    let held = zip(tail[start...], wanted).prefix { $0 == $1 }.count
    return Array(lines.dropFirst(held))
  }

  /// How many lines past the waiting ones `missing(_:)` looks back.
  static let unrecordedSlack = 32

  /// Appends what the archive's `unrecorded` lines the log still lacks, then clears them: for an
  /// operation that rewrites the log (a prune), which must not take what it never had. Call under
  /// the archive lock, inside the transaction that writes `archive`.
  func settle(_ archive: inout PassArchive) throws {
    guard !archive.unrecorded.isEmpty else { return }
    try append(lines: missing(archive.unrecorded))
    archive.unrecorded = []
  }

  /// The lines the log lacks of `waiting`, numbered again as refresh `refresh` (the one that
  /// finally records them, so `diff` after it tells them), decoded; lines that cannot be read are
  /// dropped: they would not be read from the log either.
  func carried(_ waiting: [String], into refresh: Int) -> [HistoryRecord] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return missing(waiting).compactMap { line -> HistoryRecord? in
      let data = Data(line.utf8)
      guard var record = data.withUnsafeBytes({ HistoryRecord.read(line: $0, decoder: decoder) }) else { return nil }
      record.refresh = refresh
      return record
    }
  }
}
