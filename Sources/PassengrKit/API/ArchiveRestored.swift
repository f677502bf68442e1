import FoundationEssentials

/// What `restore` did.
public struct ArchiveRestored: Sendable {
  /// How many passes the restored archive holds.
  public internal(set) var passCount: Int
  /// The backup's file name.
  public internal(set) var backup: String
  /// The file name the replaced archive was kept under, if there was one.
  public internal(set) var keptAside: String?
}
