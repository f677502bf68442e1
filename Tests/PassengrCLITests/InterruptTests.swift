import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// Ctrl-C and SIGTERM against a server that accepts and never answers: a one-shot command ends
  /// within a second saying "interrupted" (exit 130 or 143) and saves nothing; a watch stops after the
  /// write in progress, and a second signal ends it at once.
  @Suite(.hangGuard) struct InterruptTests {
    /// What a run can leave behind: the archive and the history, byte for byte.
    struct Saved: Equatable {
      var archive: Data?
      var history: Data?
      var names: [String]

      init(_ sandbox: Sandbox) {
        archive = try? Data(contentsOf: sandbox.archive)
        history = try? Data(contentsOf: sandbox.dataDirectory.appendingPathComponent("history.jsonl"))
        // Temporary files of a half-done write would show here.
        names = ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory.path)) ?? []).sorted()
      }
    }

    /// A generous bound on the time from the signal to the exit: the promise is a second.
    static let bound: Duration = .seconds(5)

    /// A sandbox whose archive holds one good refresh, and whose server from now on never answers.
    func hangingSandbox() async throws -> Sandbox {
      let sandbox = try Sandbox()
      let seeded = try await sandbox.run(["refresh"])
      #expect(seeded.status == 0, "\(seeded.stderr)")
      sandbox.server.setHandler { _ in .init(delivery: .hang) }
      return sandbox
    }

    /// Starts `arguments` against `sandbox` and returns once the server has the request it will never answer.
    func startWaiting(_ sandbox: Sandbox, _ arguments: [String]) async throws -> CommandRunner.Running {
      let asked = sandbox.server.requests.count
      let running = try await CommandRunner.start(
        arguments + ["--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString])
      try await sandbox.server.waitForRequests(asked + 1)
      return running
    }

    @Test(
      arguments: [["refresh"], ["status", "--refresh"], ["check", "--refresh", "snoqualmie"]], [SIGINT, SIGTERM])
    func aSignalEndsAOneShotCommandAtOnceAndSavesNothing(command: [String], signal: Int32) async throws {
      let sandbox = try await hangingSandbox()
      let before = Saved(sandbox)
      let running = try await startWaiting(sandbox, command)
      let sent = ContinuousClock.now
      running.signal(signal)
      let output = try await running.output.value
      let elapsed = ContinuousClock.now - sent
      #expect(output.status == 128 + signal, "\(output.stderr)")
      #expect(output.stderr == "passengr: interrupted\n")
      #expect(output.stdout.isEmpty, "\(output.stdout)")
      #expect(elapsed < Self.bound, "ended \(elapsed) after the signal")
      // No failed refresh counted, no change recorded, no file half-written.
      #expect(Saved(sandbox) == before)
    }

    @Test func theFirstSignalStopsAWatchWithoutSavingTheFetchItCut() async throws {
      let sandbox = try await hangingSandbox()
      let before = Saved(sandbox)
      let running = try await startWaiting(sandbox, ["watch", "--every", "1m"])
      let sent = ContinuousClock.now
      running.signal(SIGINT)
      let output = try await running.output.value
      let elapsed = ContinuousClock.now - sent
      #expect(output.status == 0, "\(output.stderr)")
      #expect(
        output.stderr.contains("passengr: stopping after the write in progress; interrupt again to stop at once\n"),
        "\(output.stderr)")
      #expect(!output.stderr.contains("within"), "\(output.stderr)")
      #expect(elapsed < Self.bound, "ended \(elapsed) after the signal")
      #expect(Saved(sandbox) == before)
    }

    /// A watch waiting for its `--exec` command (an hour's limit) ends at the second signal.
    @Test func aSecondSignalEndsAWatchAtOnce() async throws {
      let sandbox = try Sandbox()
      sandbox.server.setHandler { _ in .init(status: 503, text: "down") }
      let started = sandbox.dataDirectory.appendingPathComponent("hook-started")
      let running = try await CommandRunner.start([
        "watch", "--no-weather", "--every", "1m", "--timeout", "1s", "--exec-on", "failures", "--exec-timeout", "1h",
        "--exec", "echo $$ > '\(started.path).tmp' && mv '\(started.path).tmp' '\(started.path)' && exec sleep 120",
        "--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString,
      ])
      let deadline = ContinuousClock.now + .seconds(60)
      while !FileManager.default.fileExists(atPath: started.path), ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(20))
      }
      let group = try #require(
        Int32(
          String(decoding: try Data(contentsOf: started), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        ))
      // The hook runs in its own process group, which outlives the watch: it is this test's to end.
      defer { kill(-group, SIGKILL) }
      let sent = ContinuousClock.now
      // Two different signals: two SIGINTs sent at once may reach the process as one (the kernel
      // keeps one pending signal of a kind), where a person's two Ctrl-Cs are seconds apart.
      running.signal(SIGINT)
      running.signal(SIGTERM)
      // Timed to the process's end, not to the end of its output: the hook may hold a copy of it.
      let ended = try await Self.waitForExit(running.pid)
      let elapsed = ContinuousClock.now - sent
      if !ended { running.signal(SIGKILL) }
      kill(-group, SIGKILL)
      let output = try await running.output.value
      #expect(ended, "still running a minute after the signals: \(output.stderr)")
      #expect(output.status == 130 || output.status == 143, "\(output.stderr)")
      // The two signals are handled on their own threads: the first one's "stopping after the write
      // in progress" may be written after the second's "interrupted".
      #expect(output.stderr.contains("passengr: interrupted\n"), "\(output.stderr)")
      #expect(elapsed < Self.bound, "ended \(elapsed) after the signals")
    }

    /// On a terminal the progress line is erased and never jumps to "6/6" for passes cut short.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func anInterruptClearsTheProgressLine() async throws {
      let sandbox = try await hangingSandbox()
      let command =
        ([
          CommandRunner.executable.path, "status", "--refresh", "--data-dir", sandbox.dataDirectory.path,
          "--base-url", sandbox.server.baseURL.absoluteString,
        ]).map { "'\($0)'" }.joined(separator: " ")
      let asked = sandbox.server.requests.count
      let script = try await CommandRunner.start(
        ["-qec", "exec \(command)", "/dev/null"], environment: ["TERM": "xterm", "COLUMNS": "100"],
        executable: URL(fileURLWithPath: "/usr/bin/script"))
      try await sandbox.server.waitForRequests(asked + 1)
      let pid = try #require(Self.process(holding: sandbox.dataDirectory.path))
      // The line shows after half a second of refreshing; whether it showed or not, none may stay.
      try await Task.sleep(for: .seconds(1))
      kill(pid, SIGINT)
      let output = try await script.output.value
      #expect(output.stdout.contains("passengr: interrupted"), "\(output.stdout)")
      #expect(!output.stdout.contains("/6 passes…passengr"), "\(output.stdout)")
      #expect(!output.stdout.contains("6/6"), "\(output.stdout)")
      if let shown = output.stdout.range(of: "refreshing", options: .backwards) {
        let after = output.stdout[shown.upperBound...]
        #expect(after.contains("\r\u{1B}[K"), "the progress line was left: \(output.stdout)")
      }
    }

    /// Returns true once process `pid` has ended (a zombie or gone), false if it still runs after a minute.
    static func waitForExit(_ pid: Int32) async throws -> Bool {
      let deadline = ContinuousClock.now + .seconds(60)
      while let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), !stat.contains(") Z ") {
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: .milliseconds(20))
      }
      return true
    }

    /// A command that runs where it starts ends as interrupted too: `parse -` waiting for its input,
    /// signalled once its handler is in place (the kernel's `SigCgt` says so), ends with the one
    /// line and 130 or 143, not killed by the signal's default action.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalEndsACommandOnTheMainThreadAsInterrupted(signal: Int32) async throws {
      let process = Process()
      process.executableURL = CommandRunner.executable
      process.arguments = ["parse", "-", "--format", "caltrans-roadinfo"]
      process.environment = [
        "PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8",
      ]
      let input = Pipe()
      let errors = Pipe()
      process.standardInput = input
      process.standardOutput = FileHandle.nullDevice
      process.standardError = errors
      let ended = AsyncStream<Void>.makeStream()
      process.terminationHandler = { _ in ended.continuation.finish() }
      try process.run()
      let pid = process.processIdentifier
      defer {
        try? input.fileHandleForWriting.close()
        if process.isRunning { kill(pid, SIGKILL) }
      }
      let deadline = ContinuousClock.now + .seconds(60)
      while !Self.catches(signal, pid: pid) {
        guard ContinuousClock.now < deadline, process.isRunning else {
          Issue.record("passengr never caught signal \(signal)")
          return
        }
        try await Task.sleep(for: .milliseconds(5))
      }
      kill(pid, signal)
      for await _ in ended.stream {}
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 128 + signal)
      let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(stderr == "passengr: interrupted\n")
    }

    /// Whether process `pid` has a handler for `signal`, from the mask of caught signals in
    /// `/proc/PID/status`.
    static func catches(_ signal: Int32, pid: Int32) -> Bool {
      guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
        let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
      else { return false }
      return mask & (1 << UInt64(signal - 1)) != 0
    }

    /// The pid of the passengr process whose command line names `directory`.
    static func process(holding directory: String) -> Int32? {
      let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init)
      return pids.first { pid in
        guard let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")) else { return false }
        let words = line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return words.first?.hasSuffix("/passengr") == true && words.contains(directory)
      }
    }
  }
}
