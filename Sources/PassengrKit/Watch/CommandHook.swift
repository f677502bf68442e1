import Dispatch
import FoundationEssentials
import Networking
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A shell command run when something happened (a watch's command hook): `/bin/sh -c COMMAND` in its own
/// process group, the records as JSON Lines on its standard input, facts in its environment, a
/// time limit after which the whole group is killed, and never two at once.
final class CommandHook: Sendable {
  /// How one run ended.
  enum Outcome: Equatable, Sendable {
    /// Exit status 0.
    case succeeded
    /// Any other exit, with its status and the last line it wrote to stderr.
    case failed(status: Int32, stderr: String)
    /// Killed at the time limit.
    case timedOut(seconds: Double, stderr: String)
    /// Another run was still going; nothing was started.
    case busy
    /// The shell could not be started.
    case notStarted(reason: String)
  }

  /// The command, as given to `/bin/sh -c`.
  let command: String
  /// How long one run may take.
  let timeLimit: TimeSpan
  private let isRunning = Mutex(false)

  /// A hook running `command`, killed after `timeLimit`.
  init(command: String, timeLimit: TimeSpan) {
    self.command = command
    self.timeLimit = timeLimit
  }

  /// Runs the command with `input` on stdin and `environment` added to this process's, waiting for
  /// it on a thread of its own. Returns `.busy` at once if a run is still going.
  func run(input: Data, environment: [String: String]) async -> Outcome {
    let claimed = isRunning.withLock { running -> Bool in
      if running { return false }
      running = true
      return true
    }
    guard claimed else { return .busy }
    defer { isRunning.withLock { $0 = false } }
    let command = self.command
    let seconds = timeLimit.seconds
    // The command is waited for even when the watch is stopped: its own time limit ends it, and
    // what it was given is known delivered or not.
    let run = Future.onThread { Self.spawnAndWait(command, input: input, environment: environment, seconds: seconds) }
    switch await run.start().result {
    case .success(let outcome): return outcome
    case .failure(let error): return .notStarted(reason: "\(error)")
    }
  }

  private static func spawnAndWait(_ command: String, input: Data, environment: [String: String], seconds: Double)
    -> Outcome
  {
    // stdin is a socket pair, not a pipe: writing to a command that exited without reading raises
    // no SIGPIPE with MSG_NOSIGNAL, and nothing process-wide needs changing.
    var stdinPipe: [Int32] = [0, 0]
    var stderrPipe: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &stdinPipe) == 0, pipe(&stderrPipe) == 0 else {
      return .notStarted(reason: SystemMessage.current())
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
    // The command's own output goes to watch's stderr, never among the changes on stdout.
    posix_spawn_file_actions_adddup2(&actions, 2, 1)
    posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
    for fd in [stdinPipe[0], stdinPipe[1], stderrPipe[0], stderrPipe[1]] {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own process group, so the time limit reaches whatever it starts too.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGTERM)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { _, new in new }
    let words: [String] = ["/bin/sh", "-c", command]
    let argv = words.map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    close(stdinPipe[0])
    close(stderrPipe[1])
    guard spawned == 0 else {
      close(stdinPipe[1])
      close(stderrPipe[0])
      return .notStarted(reason: SystemMessage.words(for: spawned))
    }
    // Feed stdin on its own thread: a command that never reads it must not block us.
    let writer = stdinPipe[1]
    DetachedThread.start {
      input.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
          let sent = send(writer, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
          if sent < 0, errno == EINTR { continue }
          if sent <= 0 { break }
          offset += sent
        }
      }
      close(writer)
    }
    let captured = Mutex(Data())
    let reader = stderrPipe[0]
    let drained = DispatchSemaphore(value: 0)
    DetachedThread.start {
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        captured.withLock { data in
          data.append(contentsOf: chunk[0..<count])
          if data.count > 65536 { data.removeFirst(data.count - 65536) }
        }
      }
      close(reader)
      drained.signal()
    }
    let killed = Mutex(false)
    let group = pid
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + seconds)
    timer.setEventHandler {
      killed.withLock { $0 = true }
      kill(-group, SIGTERM)
      DispatchQueue.global().asyncAfter(deadline: .now() + 2) { kill(-group, SIGKILL) }
    }
    timer.resume()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    timer.cancel()
    // Whatever the command left running in its group goes with it.
    kill(-group, SIGKILL)
    _ = drained.wait(timeout: .now() + 2)
    let lastLine =
      String(decoding: captured.withLock { $0 }, as: UTF8.self)
      .split(whereSeparator: \.isNewline).last.map { TextSanitizer.clean(String($0)) } ?? ""
    if killed.withLock({ $0 }) { return .timedOut(seconds: seconds, stderr: lastLine) }
    let exited = (status & 0x7F) == 0
    let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return code == 0 ? .succeeded : .failed(status: code, stderr: lastLine)
  }
}
