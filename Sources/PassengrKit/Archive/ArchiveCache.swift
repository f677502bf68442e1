import FoundationEssentials
import Synchronization

/// What a store last read or wrote: the file's identity, its bytes, and the archive they decode
/// to (once someone asked). An operation reads the file once; later reads in it, the transaction
/// under the lock included, reuse this while the file's identity is unchanged, and read again
/// when another process has written since. Shared by every copy of its `ArchiveStore`.
final class ArchiveCache: Sendable {
  /// How often the file was read and decoded: tests hold an operation to one of each.
  struct Counts: Equatable, Sendable {
    /// Times the archive file was opened and read.
    var reads = 0
    /// Times its bytes were decoded.
    var decodes = 0
  }

  /// The file as last seen.
  struct Entry: Sendable {
    /// Which file it was.
    var identity: FileIdentity
    /// Its bytes: what a backup of it keeps, without reading it again.
    var data: Data
    /// What they decode to; nil for bytes this process wrote and nobody has asked for since.
    var archive: PassArchive?
    /// Whether `archive` holds the hourly forecasts (a reader that shows none skips them).
    var includesHourly = true
    /// Whether `archive` holds the conditions and weather of built-in passes that are not enabled
    /// (`status` of the enabled passes skips them).
    var includesDisabled = true
    /// The archive's refresh count, known without decoding what this process wrote.
    var refreshCount: Int
  }

  private let state = Mutex<(entry: Entry?, counts: Counts)>((nil, Counts()))

  /// Creates an empty cache.
  init() {}

  /// Reads and decodes so far.
  var counts: Counts { state.withLock { $0.counts } }

  /// The file as last seen, if it was.
  var entry: Entry? { state.withLock { $0.entry } }

  /// Remembers `entry` (nil: the file is gone or was not read whole).
  func keep(_ entry: Entry?) {
    state.withLock { $0.entry = entry }
  }

  /// Counts a read of the file.
  func countRead() {
    state.withLock { $0.counts.reads += 1 }
  }

  /// Counts a decode of its bytes.
  func countDecode() {
    state.withLock { $0.counts.decodes += 1 }
  }
}
