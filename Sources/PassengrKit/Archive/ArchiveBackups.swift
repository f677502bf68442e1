import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The archive as it was before each of the user's last few edits (enable, move, add, remove,
/// trips, reset, restore): `passengr.json.bak-<time>[-N]` in the data directory, each written
/// whole and 0600, the oldest removed past `kept`. A refresh never makes one, so a running watch
/// does not push out the copy from before a mistake. Earlier versions' backups count as
/// generations too: `passengr.plist.bak-<time>[-N]`, and the single `passengr.plist.bak` (its file
/// time dates it), until newer ones push them out.
struct ArchiveBackups: Sendable {
  /// How many generations are kept.
  static let kept = 5

  /// One backup.
  struct Generation: Equatable, Sendable {
    /// 1 for the newest.
    var number: Int
    /// The file.
    var url: URL
    /// When it was made (the edit that followed it).
    var savedAt: Date
    /// Its place among those of one second: 1, 2 …
    var sequence = 1
  }

  /// The data directory.
  let directory: URL

  private static let stem = "passengr.json.bak"
  /// Earlier versions' backups, and this version's backup of an earlier version's archive.
  private static let legacyStem = "passengr.plist.bak"

  /// The backups, newest first; none when the data directory does not exist yet. A directory
  /// that cannot be listed is an error (it may hold backups), not "none".
  func generations() throws -> [Generation] {
    let names = try DirectoryListing.names(in: directory)
    var found: [(stamp: Int, sequence: Int, url: URL)] = []
    for name in names {
      guard let stem = [Self.stem, Self.legacyStem].first(where: { name.hasPrefix($0) }) else { continue }
      let url = directory.appendingPathComponent(name)
      // Only files: whatever else has such a name is not a backup.
      var status = stat()
      guard stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      if name == Self.legacyStem {
        found.append((Int(status.st_mtim.tv_sec), 0, url))
        continue
      }
      guard name.hasPrefix(stem + "-") else { continue }
      let parts = name.dropFirst(stem.count + 1).split(separator: "-", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), let stamp = Int(parts[0]), stamp >= 0,
        let sequence = parts.count == 2 ? Int(parts[1]) : 1, sequence > 0
      else { continue }
      found.append((stamp, sequence, url))
    }
    found.sort { ($0.stamp, $0.sequence) > ($1.stamp, $1.sequence) }
    return found.enumerated().map { offset, backup in
      Generation(
        number: offset + 1, url: backup.url, savedAt: Date(timeIntervalSince1970: TimeInterval(backup.stamp)),
        sequence: backup.sequence)
    }
  }

  /// Keeps `data` (the archive before an edit) as the newest generation and removes those past
  /// `kept`; `legacy` data (an earlier version's `passengr.plist`) is named as its backups were.
  /// Call it holding the archive lock. A backup that cannot be written fails the edit.
  @discardableResult
  func add(_ data: Data, now: Date, legacy: Bool = false) throws -> URL {
    // Never dated before the newest, and within one second the next number: the order is the edits'.
    var stamp = max(Int(now.timeIntervalSince1970), 0)
    var sequence = 1
    if let newest = try generations().first, Int(newest.savedAt.timeIntervalSince1970) >= stamp {
      stamp = Int(newest.savedAt.timeIntervalSince1970)
      sequence = newest.sequence + 1
    }
    let stem = legacy ? Self.legacyStem : Self.stem
    let url = directory.appendingPathComponent(sequence == 1 ? "\(stem)-\(stamp)" : "\(stem)-\(stamp)-\(sequence)")
    try AtomicFile.write(data, to: url)
    for old in try generations().dropFirst(Self.kept) where unlink(old.url.path) != 0 && errno != ENOENT {
      throw ArchiveError.writeFailed(
        path: old.url.path, reason: "could not remove an old backup (\(SystemMessage.current()))")
    }
    return url
  }
}
