/// That a command waits for another process to finish with the archive: told once, at the start
/// of the wait, so a front end can say at once why nothing happens and for whom.
public struct LockWait: Equatable, Sendable {
  /// The process holding the lock, as it recorded itself in the lock file; nil when the file
  /// names no Passengr process that is still running (an older Passengr, one that was killed, or
  /// a number the system has since given to another program).
  public let holder: Int32?
  /// The lock file, `passengr.lock` in the data directory.
  public let path: String
  /// How long the wait may last before the command gives up.
  public let timeout: TimeSpan
}
