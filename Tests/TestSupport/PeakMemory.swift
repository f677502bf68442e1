import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs one program and reports its own peak resident memory: `VmHWM` of its process, sampled
/// every 2 ms once it runs the program. Not `wait4`'s `ru_maxrss`: glibc's posix_spawn starts the
/// child in the test process's memory (vfork), and Linux charges that memory's high-water mark to
/// the child at exec, so a test process that had grown large made every child look large.
public enum PeakMemory {
  /// What the run did.
  public struct Run: Sendable {
    public var status: Int32
    /// Peak resident set size in kilobytes.
    public var peakKilobytes: Int
  }

  /// Runs `executable arguments…` with stdout and stderr to /dev/null; killed after `timeLimit`.
  public static func run(_ executable: URL, _ arguments: [String], timeLimit: Duration = .seconds(60)) async throws
    -> Run
  {
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
      var peak = 0
      while true {
        if let sample = highWaterMark(of: pid, running: executable) { peak = max(peak, sample) }
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == pid { break }
        guard reaped == 0 || errno == EINTR else { throw POSIXError(.ECHILD) }
        usleep(2_000)
      }
      let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
      return Run(status: exitStatus, peakKilobytes: peak)
    }
  }

  /// `VmHWM` in kB of process `pid`, once it runs `executable` (before exec it shares the test
  /// process's memory); nil before then or after it exits.
  static func highWaterMark(of pid: pid_t, running executable: URL) -> Int? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/\(pid)/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    let exe = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard exe == executable.resolvingSymlinksInPath().path,
      let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }
}
