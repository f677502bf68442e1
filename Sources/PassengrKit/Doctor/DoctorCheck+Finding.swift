import FoundationEssentials

extension DoctorCheck {
  /// What a check found, with the facts a front end needs to say it.
  public enum Finding: Equatable, Sendable {
    /// The version of a component: "0.9.0", "2.9.14", "6.3 or later".
    case version(String)
    /// The check itself failed: the data directory, the archive, the lock, the history, the
    /// backups or the leftover files cannot be used or listed.
    case failed(PassengrError)
    /// The data directory exists and can be written.
    case writable
    /// Not made yet (the data directory, the archive): the first run creates it.
    case notCreatedYet
    /// The archive reads: how many passes it holds, how many are enabled, its last refresh.
    case archive(passes: Int, enabled: Int, lastRefresh: Date?)
    /// The source failed this many refreshes in a row.
    case consecutiveFailures(Int)
    /// This many values were implausible and dropped in the last refresh (shown as unknown).
    case droppedValues(Int)
    /// A note from the last refresh, as the source's reader wrote it.
    case note(String)
    /// The file cannot be looked at or opened for reading and writing; `errno` says why.
    case inaccessible(errno: Int32)
    /// Something other than a regular file stands in the file's place.
    case notARegularFile(isDirectory: Bool)
    /// The history reads: its size, and how many lines every read skips (a run cut short mid-line).
    case history(bytes: Int, skippedLines: Int)
    /// Temporary files from killed runs, by name; the next refresh or change removes them.
    case leftoverFiles([String])
    /// No backup yet; one is kept before each change to the pass list or trips, up to `kept`.
    case noBackups(kept: Int)
    /// A backup, readable or not.
    case backup(Backup)
    /// No key is set, and none is needed: sources are read from a directory.
    case keyNotNeededFromDirectory(Key)
    /// No key is set. `isNeeded`: the source in use needs it; `isPassEnabled`: a pass of the agency is enabled.
    case keyMissing(Key, isNeeded: Bool, isPassEnabled: Bool)
    /// The key found at `origin` was rejected in the last refresh.
    case keyRejected(Key, origin: Key.Origin)
    /// The key's file can be read by others than its owner (`mode`, the permission bits).
    case keyReadableByOthers(Key, path: String, mode: Int)
    /// The key was found at `origin`; `isNeeded`: the source in use needs it.
    case keyPresent(Key, origin: Key.Origin, isNeeded: Bool)
    /// The source's host, `server` (`host` or `host:port` where requests go), answered.
    case reachable(server: String)
    /// The source's host, `server`, could not be reached; `reason` names the first check that failed.
    case unreachable(server: String, reason: String)
    /// Every file the source reads from a directory is there: `count` of them at `path` (the
    /// file itself when there is one, else their directory).
    case filesPresent(count: Int, path: String)
    /// Files the source reads from a directory are missing: the first of them, and how many more.
    case filesMissing(first: String, more: Int)
  }

  /// An agency's key as the doctor describes it: never the key itself.
  public struct Key: Equatable, Sendable {
    /// Where a key was found.
    public enum Origin: Equatable, Sendable {
      /// The environment variable of this name.
      case environment(String)
      /// The file at this path.
      case file(String)
    }

    /// The agency whose key it is.
    public let agency: AgencyID
    /// What the agency calls it: "access code", "subscription key".
    public let name: String
    /// The environment variable that holds it.
    public let variable: String
    /// The agency's key file, where a key is kept.
    public let file: String
    /// The sources that need it; empty when every source of the agency does.
    public let neededBy: [SourceName]
  }
}
