/// How a watch's command failed; the records it did not take are offered again at the next
/// trigger (up to a limit).
public enum HookFailure: Equatable, Sendable {
  /// It exited with `status`; `stderr` is the last line it wrote there.
  case exited(command: String, status: Int32, stderr: String)
  /// It ran longer than `limit` and was stopped.
  case timedOut(command: String, limit: TimeSpan, stderr: String)
  /// The shell could not be started.
  case notStarted(command: String, reason: String)
  /// More than `limit` records waited for it: the `count` oldest were dropped undelivered.
  case dropped(command: String, count: Int, limit: Int)
}
