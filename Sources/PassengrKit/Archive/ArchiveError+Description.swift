import FoundationEssentials

extension ArchiveError: PassengrFailure, LocalizedError {
  /// A one-line message a user can act on. Messages quote what sources sent (names, libxml2's
  /// reasons), so they are cleaned like any text from the network.
  public var description: String { TextSanitizer.clean(message) }

  private var message: String {
    switch self {
    case .unreadable(let path, let reason):
      return "archive \(path) is unreadable: \(reason); it was left untouched"
    case .unreadableHistory(let path, let reason):
      return
        "history \(path) is unreadable: \(reason); it was left untouched (the archive and its passes are not affected)"
    case .unsupportedVersion(let path, let version):
      return
        "archive \(path) has schema version \(version), newer than this version of Passengr understands; it was left untouched"
    case .writeFailed(let path, let reason):
      return "could not write \(path): \(reason); the previous archive is intact"
    case .historyBehind(let path, let reason, let changes):
      let count = changes == 1 ? "its change waits" : "its \(changes) changes wait"
      return
        "could not write \(path): \(reason); the refresh was saved and \(count) in the archive, "
        + "to be written to the history (and told) by the next refresh that can"
    case .lockTimeout(let path, let seconds, let holder):
      return
        "\(holder.map { "passengr (pid \($0))" } ?? "another passengr") has held \(path) for over \(seconds) s; try again later"
    case .noBackup(let path):
      return "no backup in \(path): one is kept before each change to the pass list or trips, not before refreshes"
    case .noSuchBackup(let generation, let count):
      return "there is no backup \(generation): there \(count == 1 ? "is 1" : "are \(count)")"
    case .unreadableBackup(let path, let reason):
      return "backup \(path) is unreadable: \(reason); nothing was changed"
    case .dataDirectory(let path, let reason):
      return "cannot use data directory \(path): \(reason)"
    case .unusableLock(let path, let reason):
      return "lock file \(path) \(reason)"
    case .unreadableCursor(let path, let reason):
      return "watch cursor \(path) is unreadable: \(reason); it was left untouched"
    case .cursorInUse(let name, let path):
      return "another watch is running under the name \(name) (it holds \(path))"
    }
  }

  public var errorDescription: String? { description }

  /// Whether the user named something wrongly; the CLI reports these as usage errors, exit 64.
  public var isUsageError: Bool {
    switch self {
    case .noSuchBackup: return true
    default: return false
    }
  }
}
