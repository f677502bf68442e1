import FoundationEssentials

/// Stored changes, as `changes(_:)` found them.
public struct StoredChanges: Sendable {
  /// The changes, oldest first.
  public internal(set) var records: [HistoryRecord]
  /// Lines that could not be read (a torn last line after a power loss), said in words.
  public internal(set) var warnings: [String]
}
