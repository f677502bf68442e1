import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What a user is told when something is wrong: the word that is wrong, all the words, nothing
/// written on a wrong command line, and why a command waits.
extension EndToEndSecondLane {
  @Suite(.hangGuard) struct MessageTests {
    /// The lines of a usage error: what is wrong (one line or several, joined), the usage, the help.
    static func parts(_ stderr: String) -> (what: String, usage: String, help: String, lines: [Substring]) {
      let lines = stderr.split(separator: "\n")
      let usageIndex = lines.firstIndex { $0.hasPrefix("usage: ") } ?? lines.endIndex
      let what = lines[..<usageIndex].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      let usage = lines[usageIndex...].dropLast().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      return (what, usage, lines.last.map(String.init) ?? "", lines)
    }

    @Test func longUsageErrorsWrapAndKeepEveryWord() async throws {
      let since = try await CommandRunner.run(["history", "--since", "yesterday"])
      #expect(since.status == 64)
      let sinceParts = Self.parts(since.stderr)
      #expect(sinceParts.what.hasSuffix("nor a date (2025-01-10, ISO 8601)"), "\(since.stderr)")
      #expect(sinceParts.lines.allSatisfy { $0.count <= 100 }, "\(since.stderr)")
      #expect(!since.stderr.contains("…"))
      #expect(sinceParts.usage.hasPrefix("usage: passengr history"), "\(since.stderr)")
      #expect(sinceParts.help == "see 'passengr help history'")

      let format = try await CommandRunner.run(["parse", "--format", "bogus", "page.html"])
      #expect(format.status == 64)
      let formatParts = Self.parts(format.stderr)
      for value in ["auto", "wsdot-feed", "wsdot-api", "wsdot-page", "legacy-page", "caltrans-cc", "caltrans-roadinfo"]
      {
        #expect(formatParts.what.contains(value), "--format lists \(value): \(format.stderr)")
      }
      #expect(formatParts.lines.allSatisfy { $0.count <= 100 }, "\(format.stderr)")
      #expect(!format.stderr.contains("…"))
    }

    @Test(arguments: [
      (["triip", "list"], "passengr: 'triip' is not a command; did you mean 'trip'?", "usage: passengr trip "),
      (["trip", "ad", "foo"], "passengr: 'ad' is not a trip subcommand; did you mean 'add'?", "usage: passengr trip "),
      (["list", "--al"], "passengr: unknown option --al; did you mean '--all'?", "usage: passengr list "),
      (["watch", "--json"], "passengr: unknown option --json; did you mean '--jsonl'?", "usage: passengr watch "),
      (["report"], "passengr: missing --html <file>", "usage: passengr report "),
      (["list", "--data-dir="], "passengr: --data-dir needs a value (<dir>)", "usage: passengr list "),
    ])
    func theWrongWordIsDiagnosedFirst(arguments: [String], message: String, usage: String) async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(arguments)
      #expect(output.status == 64)
      let parts = Self.parts(output.stderr)
      #expect(parts.what == message, "\(output.stderr)")
      #expect(parts.usage.hasPrefix(usage), "\(output.stderr)")
      #expect(parts.help.hasPrefix("see 'passengr help"), "\(output.stderr)")
    }

    @Test func optionsBeforeTheCommandAreShownAfterIt() async throws {
      let output = try await CommandRunner.run(["--data-dir", "/tmp", "list"])
      #expect(output.status == 64)
      #expect(
        output.stderr.hasPrefix(
          "passengr: 'list' is a command: put options after it, as in 'passengr list --data-dir /tmp'\nusage: passengr list "
        ), "\(output.stderr)")
    }

    /// `passengr stauts`, `passengr version` and `--data-dir ''` leave no data directory and no
    /// archive behind, neither the one named nor the default one.
    @Test func aWrongCommandLineWritesNothing() async throws {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-home-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: home) }
      let named = home.appendingPathComponent("data")
      let fixtures = Fixtures.directory.path
      for arguments in [["stauts"], ["version"], ["trip", "ad", "foo"], ["list", "--al"]] {
        let output = try await CommandRunner.run(
          arguments + ["--base-url", fixtures], environment: ["HOME": home.path, "PASSENGR_DATA_DIR": named.path])
        #expect(output.status == 64, "\(arguments): \(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: named.path), "\(arguments) made \(named.path)")
      }
      let version = try await CommandRunner.run(
        ["version"], environment: ["HOME": home.path, "PASSENGR_DATA_DIR": named.path])
      #expect(
        version.stderr.hasPrefix(
          "passengr: 'version' is neither a command nor a pass; did you mean 'passengr --version'?"),
        "\(version.stderr)")
      let empty = try await CommandRunner.run(["list", "--data-dir", ""], environment: ["HOME": home.path])
      #expect(empty.status == 64)
      #expect(empty.stderr.hasPrefix("passengr: --data-dir '' names no directory"), "\(empty.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "nothing under HOME")
      // A right command line still makes the directory on its first write.
      let list = try await CommandRunner.run(
        ["status", "--base-url", fixtures], environment: ["HOME": home.path, "PASSENGR_DATA_DIR": named.path])
      #expect(list.status == 0, "\(list.stderr)")
      #expect(FileManager.default.fileExists(atPath: named.appendingPathComponent("passengr.json").path))
    }

    /// Holds the archive lock of `sandbox` in this process (recording `pid` in it as Passengr does)
    /// for `seconds`, from another thread.
    static func holdLock(of sandbox: Sandbox, recording pid: String, for seconds: Double) throws -> Task<Void, Never> {
      let path = sandbox.dataDirectory.appendingPathComponent("passengr.lock").path
      let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
      try #require(fd >= 0)
      try #require(flock(fd, LOCK_EX | LOCK_NB) == 0)
      _ = ftruncate(fd, 0)
      _ = Array((pid + "\n").utf8).withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
      return Task.detached {
        try? await Task.sleep(for: .seconds(seconds))
        flock(fd, LOCK_UN)
        close(fd)
      }
    }

    /// Waits (up to 20 s) until process `pid` runs `passengr` (after `nice` executes it).
    static func waitUntilPassengr(_ pid: Int32) async throws {
      for _ in 0..<200 {
        if let data = FileManager.default.contents(atPath: "/proc/\(pid)/comm"),
          String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "passengr"
        {
          return
        }
        try await Task.sleep(for: .milliseconds(100))
      }
      Issue.record("process \(pid) never ran passengr")
    }

    /// Writes `record` over the lock file's pid record, as its holder would.
    static func record(_ record: String, in lock: String) {
      let fd = open(lock, O_RDWR | O_CLOEXEC)
      defer { close(fd) }
      _ = ftruncate(fd, 0)
      _ = Array((record + "\n").utf8).withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }

    @Test func aCommandWaitingForTheLockSaysForWhom() async throws {
      let sandbox = try Sandbox()
      let lock = sandbox.dataDirectory.appendingPathComponent("passengr.lock").path
      #expect(try await sandbox.run(["list"]).status == 0)
      let release = try Self.holdLock(of: sandbox, recording: "0", for: 8)
      // A real passengr waiting for the lock: the process the record names while the next one waits.
      let first = try await CommandRunner.start(["enable", "chinook", "--data-dir", sandbox.dataDirectory.path])
      try await Self.waitUntilPassengr(first.pid)
      Self.record(String(first.pid), in: lock)
      let output = try await sandbox.run(["enable", "tiger"])
      await release.value
      #expect(try await first.output.value.status == 0)
      #expect(output.status == 0, "\(output.stderr)")
      let lines = output.stderr.split(separator: "\n")
      #expect(
        lines.first == "passengr: waiting for passengr (pid \(first.pid)) to finish with \(lock); giving up after 30s",
        "\(output.stderr)")
      #expect(lines.last == "passengr: enabled Tiger Mountain", "\(output.stderr)")
      // The holder's record goes with the lock.
      #expect(try String(contentsOfFile: lock, encoding: .utf8).isEmpty)
    }

    @Test func aLockRecordNamingNoRunningPassengrReadsAnotherPassengr() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["list"]).status == 0)
      // The highest pid Linux hands out is below 2^22: this one runs nowhere. Pid 1 and this test
      // run, but are not Passengr: a stale record whose number went to another program.
      for record in ["4194999", "not a pid", "", "1", String(getpid())] {
        // Held until the run says it waits (cancelling the holder releases it), however slow its start.
        let release = try Self.holdLock(of: sandbox, recording: record, for: 60)
        let said = sandbox.dataDirectory.appendingPathComponent("stderr")
        try? FileManager.default.removeItem(at: said)
        let running = try await CommandRunner.start(
          [
            "-c", "exec \"$0\" \"$@\" 2>\"\(said.path)\"", CommandRunner.executable.path, "enable", "tiger",
            "--data-dir", sandbox.dataDirectory.path,
          ],
          executable: URL(fileURLWithPath: "/bin/sh"))
        let deadline = ContinuousClock.now + .seconds(300)
        while !((try? String(contentsOf: said, encoding: .utf8)) ?? "").contains("\n"), ContinuousClock.now < deadline {
          try await Task.sleep(for: .milliseconds(20))
        }
        release.cancel()
        await release.value
        let output = try await running.output.value
        let stderr = (try? String(contentsOf: said, encoding: .utf8)) ?? ""
        #expect(output.status == 0, "\(stderr)")
        #expect(stderr.hasPrefix("passengr: waiting for another passengr to finish with "), "\(record): \(stderr)")
      }
    }

    @Test func aLockThatIsADirectoryIsCalledALockFile() async throws {
      let sandbox = try Sandbox()
      let lock = sandbox.dataDirectory.appendingPathComponent("passengr.lock")
      try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
      let output = try await sandbox.run(["enable", "tiger"])
      #expect(output.status == 2)
      #expect(
        output.stderr
          == "passengr: lock file \(lock.path) is a directory, not a file; remove it and Passengr makes a new one\n",
        "\(output.stderr)")
    }

    /// One route's highway-information page failing among working ones: one line on stderr naming
    /// the pass and why, beside its card.
    @Test func oneFailingRoutePageAmongWorkingOnesGetsALine() async throws {
      let sandbox = try Sandbox()
      // The fixtures, read from a directory (their feeds are old), without SR 108's page.
      let mirror = sandbox.dataDirectory.appendingPathComponent("mirror")
      let files = FileManager.default
      try files.createDirectory(at: mirror.appendingPathComponent("roadinfo"), withIntermediateDirectories: true)
      for entry in try files.contentsOfDirectory(atPath: Fixtures.directory.path) where entry != "roadinfo" {
        try files.createSymbolicLink(
          at: mirror.appendingPathComponent(entry), withDestinationURL: Fixtures.directory.appendingPathComponent(entry)
        )
      }
      for route in ["sr120", "sr4"] {
        try files.createSymbolicLink(
          at: mirror.appendingPathComponent("roadinfo/\(route)"),
          withDestinationURL: Fixtures.directory.appendingPathComponent("roadinfo/\(route)"))
      }
      #expect(try await sandbox.run(["enable", "tioga", "sonora", "ebbetts"], baseURL: mirror.path).status == 0)
      let output = try await sandbox.run(["status", "tioga", "sonora", "ebbetts", "--refresh"], baseURL: mirror.path)
      let lines = output.stderr.split(separator: "\n").filter { $0.contains("caltrans-roadinfo") }
      #expect(lines.count == 1, "\(output.stderr)")
      #expect(
        lines.first?.hasPrefix("passengr: Sonora Pass: could not read caltrans-roadinfo: ") == true, "\(output.stderr)")
      #expect(lines.first?.contains("/roadinfo/sr108") == true, "the page is named: \(output.stderr)")
    }

    /// A page that starts its answer and then stalls is told by its address and the deadline that
    /// cut it short, never as "cancelled".
    @Test func aPageThatHangsMidBodyIsToldByItsAddressAndTheDeadline() async throws {
      let sandbox = try Sandbox()
      let url = sandbox.server.url("/stalls").absoluteString
      #expect(try await sandbox.run(["add", "Stall", "--url", url, "--eastbound", "//td", "--no-check"]).status == 0)
      sandbox.server.setHandler { _ in
        var response = TestHTTPServer.Response(
          text: "<html><body><table><tr><td>Bare pavement</td></tr></table>" + String(repeating: " ", count: 4000))
        response.delivery = .trickle(chunkSize: 64, interval: .seconds(1))
        return response
      }
      let output = try await sandbox.run(["status", "stall"])
      #expect(!output.stderr.contains("cancel"), "\(output.stderr)")
      #expect(output.stderr.contains(url) && output.stderr.contains("15 s"), "\(output.stderr)")
    }
  }
}
