/// Errors from reading or writing the pass archive. In every case the user's saved passes are left
/// as they were.
public enum ArchiveError: Error, Equatable, Sendable {
  /// The archive exists but cannot be decoded; it was left untouched.
  case unreadable(path: String, reason: String)
  /// The archive was written by a newer Passengr; it was left untouched.
  case unsupportedVersion(path: String, version: Int)
  /// Writing failed (full disk, permissions); the previous archive is intact.
  case writeFailed(path: String, reason: String)
  /// Another passengr held the archive lock for longer than the timeout.
  case lockTimeout(path: String, seconds: Int)
  /// `restore` found no usable backup.
  case noBackup(path: String)
  /// The data directory cannot be created or used.
  case dataDirectory(path: String, reason: String)
}
