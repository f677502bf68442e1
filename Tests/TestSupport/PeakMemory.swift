import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs one program and reports its own peak resident memory, from `wait4`: other children of the
/// test process (a browser, say) cannot skew it the way `RUSAGE_CHILDREN` would.
public enum PeakMemory {
  /// What the run did.
  public struct Run: Sendable {
    public var status: Int32
    /// Peak resident set size in kilobytes.
    public var peakKilobytes: Int
  }

  /// Runs `executable arguments…` with stdout and stderr to /dev/null; killed after `timeLimit`.
  public static func run(_ executable: URL, _ arguments: [String], timeLimit: Duration = .seconds(60)) async throws -> Run {
    try await OwnThread.run {
      var pid: pid_t = 0
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
      defer { argv.forEach { free($0) } }
      let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
      guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
      let seconds = Double(timeLimit.components.seconds)
      let child = pid
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { kill(child, SIGKILL) }
      var status: Int32 = 0
      var usage = rusage()
      while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else { throw POSIXError(.ECHILD) }
      }
      let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
      return Run(status: exitStatus, peakKilobytes: Int(usage.ru_maxrss))
    }
  }
}
