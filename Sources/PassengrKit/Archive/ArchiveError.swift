/// Errors from the archive and the files beside it (its history, backups, lock, data directory and
/// watch cursors); in every case the saved passes are left as they were.
public enum ArchiveError: Error, Equatable, Sendable {
  /// The archive exists but cannot be decoded; it was left untouched.
  case unreadable(path: String, reason: String)
  /// The change history (`history.jsonl`) cannot be read; the archive is not affected.
  case unreadableHistory(path: String, reason: String)
  /// The archive was written by a newer Passengr; it was left untouched.
  case unsupportedVersion(path: String, version: Int)
  /// Writing failed (full disk, permissions); the previous file is intact.
  case writeFailed(path: String, reason: String)
  /// A refresh was saved, but its `changes` could not be appended to the history at `path`; the
  /// archive keeps them, and the next refresh that can write the history appends (and tells) them.
  case historyBehind(path: String, reason: String, changes: Int)
  /// Another Passengr process held the archive lock for longer than the timeout; `holder` is the process
  /// the wait named (as `LockWait` did), nil when the lock file named no running Passengr.
  case lockTimeout(path: String, seconds: Int, holder: Int32?)
  /// `restore` found no backup in the data directory `path`.
  case noBackup(path: String)
  /// `restore` was asked for a backup generation past the `count` there are.
  case noSuchBackup(generation: Int, count: Int)
  /// The backup `restore` chose cannot be read or decoded; it and the archive were left untouched.
  case unreadableBackup(path: String, reason: String)
  /// The data directory cannot be created or used.
  case dataDirectory(path: String, reason: String)
  /// The archive lock file cannot be opened (a directory stands in its place, permissions).
  case unusableLock(path: String, reason: String)
  /// A named watch's cursor file exists but is not a cursor; it was left untouched.
  case unreadableCursor(path: String, reason: String)
  /// Another watch is running under the same name; `path` is the lock it holds.
  case cursorInUse(name: String, path: String)
}
