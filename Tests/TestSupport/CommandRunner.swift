import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `passengr` binary and collects its exit status, stdout and stderr.
public enum CommandRunner {
  /// What a run produced.
  public struct Output: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Whether the run was killed for outliving its time limit.
    public var timedOut = false
  }

  /// How long one run may take before it is killed, so a regression fails instead of hanging CI.
  public static let defaultTimeLimit: Duration = .seconds(300)

  /// The `passengr` executable next to the test bundle.
  public static var executable: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
      "passengr")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return Fixtures.packageRoot.appendingPathComponent(".build/debug/passengr")
  }

  /// A process started with `start`, still running.
  public struct Running: Sendable {
    public let pid: Int32
    public let output: Task<Output, Error>

    /// Sends `signal` (SIGTERM by default).
    public func signal(_ number: Int32 = SIGTERM) { kill(pid, number) }
  }

  /// Starts `passengr arguments…` and returns at once; `output` completes when it exits.
  public static func start(_ arguments: [String], environment: [String: String] = [:], executable: URL = executable)
    async throws -> Running
  {
    let pid = Mutex<Int32>(0)
    let started = AsyncStream<Void>.makeStream()
    let task = Task {
      try await run(
        arguments, environment: environment, executable: executable,
        onStart: { id in
          pid.withLock { $0 = id }
          started.continuation.finish()
        })
    }
    for await _ in started.stream {}
    return Running(pid: pid.withLock { $0 }, output: task)
  }

  /// Runs `passengr arguments…` with `environment` added to a clean one (no colour, no terminal).
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], stdin: Data? = nil, executable: URL = executable,
    timeLimit: Duration = defaultTimeLimit, onStart: @Sendable (Int32) -> Void = { _ in }
  ) async throws -> Output {
    let process = Process()
    // Children run at lower priority: twenty of them at once must not starve the timing tests
    // running beside them in this process. nice execs the program, so the pid stays its own.
    let nice = URL(fileURLWithPath: "/usr/bin/nice")
    if FileManager.default.isExecutableFile(atPath: nice.path) {
      process.executableURL = nice
      process.arguments = ["-n", "10", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    var base = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8"]
    base.merge(environment) { _, new in new }
    process.environment = base
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    let collected = Mutex<(Data, Data)>((Data(), Data()))
    let group = DispatchGroup()
    // Blocking reads get threads of their own: parked on GCD's workers they would starve the
    // Swift concurrency runtime, which runs on the same pool, and every timer in the test process.
    for (pipe, isOut) in [(out, true), (err, false)] {
      group.enter()
      Thread.detachNewThread {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        collected.withLock { if isOut { $0.0 = data } else { $0.1 = data } }
        group.leave()
      }
    }
    let killed = Mutex(false)
    return try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { process in
        group.notify(queue: .global()) {
          let (stdout, stderr) = collected.withLock { $0 }
          continuation.resume(
            returning: Output(
              status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
              stderr: String(decoding: stderr, as: UTF8.self), timedOut: killed.withLock { $0 }))
        }
      }
      do {
        try process.run()
        let pid = process.processIdentifier
        onStart(pid)
        let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
          guard process.isRunning else { return }
          killed.withLock { $0 = true }
          kill(pid, SIGKILL)
        }
        if let stdin {
          // A child that stops reading early (input over its cap) must not take this process down
          // with SIGPIPE: the write then fails with EPIPE, which is ignored.
          signal(SIGPIPE, SIG_IGN)
          try? input.fileHandleForWriting.write(contentsOf: stdin)
        }
        try? input.fileHandleForWriting.close()
      } catch {
        continuation.resume(throwing: error)
      }
    }
  }
}
