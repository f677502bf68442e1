import FoundationEssentials
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Where a watch has got in the history. Kept in memory; with a name also in
/// `watch-NAME.cursor` in the data directory (0600, written atomically after each step), so a
/// watch started again tells what changed while it was down. One watch at a time holds a name: it
/// keeps `watch-NAME.lock` locked while it runs.
final class WatchCursor: Sendable {
  /// The cursor file; nil for a watch without a name.
  let url: URL?
  /// Whether the position was read from the cursor file rather than started at now.
  let isResumed: Bool
  private let position: Mutex<HistoryCursor>
  private let lockDescriptor: Int32?

  /// A cursor at `now`, or with `name` the one saved under that name in `directory` (at `now`
  /// when none is saved yet, and saved at once). Throws `invalidResumeName`, `cursorInUse`
  /// when another watch holds the name, `unreadableCursor` for a file that is not a cursor (it is
  /// left untouched), and `writeFailed`.
  init(resume name: String?, directory: URL, now: HistoryCursor) throws {
    guard let name else {
      url = nil
      isResumed = false
      position = Mutex(now)
      lockDescriptor = nil
      return
    }
    try Self.check(name: name)
    let url = directory.appendingPathComponent("watch-\(name).cursor")
    let lockPath = directory.appendingPathComponent("watch-\(name).lock").path
    let fd = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw ArchiveError.writeFailed(path: lockPath, reason: SystemMessage.current()) }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      close(fd)
      throw ArchiveError.cursorInUse(name: name, path: lockPath)
    }
    let saved: HistoryCursor?
    do {
      saved = try Self.read(url)
    } catch {
      close(fd)
      throw error
    }
    self.url = url
    isResumed = saved != nil
    position = Mutex(saved ?? now)
    lockDescriptor = fd
    if saved == nil { try save() }
  }

  deinit {
    if let lockDescriptor { close(lockDescriptor) }
  }

  /// Where the cursor is.
  var current: HistoryCursor { position.withLock { $0 } }

  /// Marks everything up to refresh `refresh` told, the log then holding `seen` readable records
  /// ending with `last`; a lower number (the archive numbering again after a restore) moves it
  /// back. What was not yet delivered stays undelivered.
  func tell(through refresh: Int, seen: Int, last: HistoryRecord?) throws {
    let changed = position.withLock { cursor -> Bool in
      let before = cursor
      cursor.told = refresh
      cursor.seen = seen
      cursor.last = last
      cursor.delivered = min(cursor.delivered, refresh)
      return cursor != before
    }
    if changed { try save() }
  }

  /// Marks everything up to refresh `refresh` delivered to the command (never past what was told).
  func deliver(through refresh: Int) throws {
    let changed = position.withLock { cursor -> Bool in
      let before = cursor
      cursor.delivered = max(cursor.delivered, min(refresh, cursor.told))
      return cursor != before
    }
    if changed { try save() }
  }

  /// Writes the cursor as it is now. Under its lock, so two saves never cross and the file always
  /// ends with the newest position.
  private func save() throws {
    guard let url else { return }
    try position.withLock { cursor in
      _ = try AtomicFile.write(Data(try JSONOutput.encode(cursor, pretty: false).utf8), to: url)
    }
  }

  /// Throws `invalidResumeName` unless `name` is 1 to 64 letters, digits, '.', '-' or '_',
  /// starting with a letter or digit: it names a file in the data directory, never a path.
  static func check(name: String) throws {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    guard (1...64).contains(name.count), name.allSatisfy(allowed.contains), let first = name.first,
      first.isLetter || first.isNumber
    else {
      throw SelectionError.invalidResumeName(name)
    }
  }

  /// The cursor saved at `url`, nil when there is none.
  private static func read(_ url: URL) throws -> HistoryCursor? {
    let data: Data
    do {
      guard let present = try LocalFile.readIfPresent(url) else { return nil }
      data = present
    } catch {
      throw ArchiveError.unreadableCursor(path: url.path, reason: error.reason)
    }
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      return try decoder.decode(HistoryCursor.self, from: data)
    } catch {
      throw ArchiveError.unreadableCursor(
        path: url.path, reason: data.isEmpty ? "the file is empty" : "not a passengr.watch-cursor/1 record")
    }
  }
}
