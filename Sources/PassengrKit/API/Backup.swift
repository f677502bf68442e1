import FoundationEssentials

/// One backup of the archive, as the list of backups and the health checks show it: made before a user edit.
public struct Backup: Sendable, Equatable {
  /// 1 for the newest: what `restore N` takes.
  public let generation: Int
  /// Its file name in the data directory.
  public let fileName: String
  /// When it was made.
  public let savedAt: Date
  /// How many passes it holds; nil when it cannot be read.
  public let passCount: Int?
  /// Why it cannot be read, if it cannot.
  public let problem: String?
}
