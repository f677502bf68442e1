import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Each test here is a user's bad day that Passengr once had.
extension EndToEnd {
  @Suite(.hangGuard) struct HardeningTests {
    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func passes(_ text: String) throws -> [[String: Any]] {
      try #require(try json(text)["passes"] as? [[String: Any]])
    }

    /// No Foundation error text ever reaches a user.
    func expectNoRawErrors(_ output: CommandRunner.Output, sourceLocation: SourceLocation = #_sourceLocation) {
      for marker in [
        "NSCocoaErrorDomain", "Error Domain=", "error 256", "error 512", "The operation could not be completed",
      ] {
        #expect(
          !output.stderr.contains(marker) && !output.stdout.contains(marker), "\(output.stderr)",
          sourceLocation: sourceLocation)
      }
    }

    // MARK: Data that should be there

    @Test func aPassEnabledAfterARefreshHasItsDataOffline() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["refresh"]).status == 0)
      #expect(try await sandbox.run(["enable", "wauconda"]).status == 0)
      let offline = try await sandbox.run(["status", "--offline", "wauconda", "--json"])
      #expect(offline.status == 0, "\(offline.stderr)")
      let wauconda = try #require(try passes(offline.stdout).first)
      #expect(wauconda["name"] as? String == "Wauconda Pass")
      #expect(wauconda["fetchedAt"] is String)
      // A quiet extra is not a change: history holds only what was asked for.
      let history = try await sandbox.run(["history", "wauconda", "--jsonl"])
      #expect(history.stdout.isEmpty)
    }

    @Test func offlineWithoutDataNamesThePassesThatLackIt() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["refresh", "snoqualmie", "--source", "wsdot-page"]).status == 0)
      let offline = try await sandbox.run(["status", "--offline", "snoqualmie", "wauconda"])
      #expect(offline.status == 2)
      #expect(offline.stderr == "passengr: no saved data for Wauconda Pass; run without --offline to fetch it\n")
    }

    /// The quick start reads the shipped fixtures into the default data directory; a later run
    /// against the real (here unreachable) source must not show them as current.
    @Test func demoDataNeverPassesForLiveData() async throws {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-home-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: home) }
      let environment = ["HOME": home.path]
      let demo = try await CommandRunner.run(
        ["--base-url", Fixtures.directory.path, "--json"], environment: environment)
      #expect(demo.status == 0, "\(demo.stderr)")
      let demoTimes = Set(try passes(demo.stdout).compactMap { $0["updatedAt"] as? String })
      #expect(!demoTimes.isEmpty)
      let unreachable = ["PASSENGR_BASE_URL": "http://127.0.0.1:1"]
      for extra in [unreachable, [:]] {
        for arguments in [["status", "--json"], ["status", "--json", "--offline"]] {
          let live = try await CommandRunner.run(arguments, environment: environment.merging(extra) { _, new in new })
          let shown = Set(try passes(live.stdout).compactMap { $0["updatedAt"] as? String })
          #expect(shown.isDisjoint(with: demoTimes), "\(arguments) \(extra): fixture data shown as current")
          #expect(live.status == 2, "\(arguments) \(extra): \(live.stderr)")
          #expect(live.stderr.contains("no saved data"), "\(live.stderr)")
          expectNoRawErrors(live)
        }
      }
      // The demo's own origin still has its data.
      let again = try await CommandRunner.run(
        ["--base-url", Fixtures.directory.path, "--offline"], environment: environment)
      #expect(again.status == 0, "\(again.stderr)")
    }

    /// A page the user added, answered by the same server as the feed.
    func addCustomPass(_ sandbox: Sandbox) async throws {
      serve(sandbox, feedFails: true)
      let added = try await sandbox.run([
        "add", "Lolo Page", "--url", sandbox.server.url("/lolo").absoluteString, "--eastbound", "//td[@id='eb']",
      ])
      #expect(added.status == 0, "\(added.stderr)")
    }

    /// The custom page always answers; the feed fails or not.
    func serve(_ sandbox: Sandbox, feedFails: Bool) {
      let files = TestHTTPServer.fileHandler(Fixtures.directory)
      sandbox.server.setHandler { request in
        if request.path == "/lolo" { return .init(text: "<html><body><td id='eb'>Chains required</td></body></html>") }
        if feedFails, request.path == "/mobile/MountainPassConditions.json" { return .init(status: 500, text: "oops") }
        return files(request)
      }
    }

    @Test func aFailingSourceIsToldOnceAndCountedWhenAnotherSucceeds() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      try await addCustomPass(sandbox)
      let first = try await sandbox.run(["status", "--refresh", "--json"])
      #expect(first.status == 0, "\(first.stderr)")
      let lines = first.stderr.split(separator: "\n")
      #expect(lines.count == 1, "one line for the failing feed, not one per pass: \(first.stderr)")
      #expect(lines.first?.hasPrefix("passengr: could not refresh from wsdot: HTTP 500") == true, "\(first.stderr)")
      #expect((try json(first.stdout)["sources"] as? [String: Int])?["wsdot"] == 1)
      let second = try await sandbox.run(["status", "--refresh", "--json"])
      let sources = try #require(try json(second.stdout)["sources"] as? [String: Int])
      #expect(sources["wsdot"] == 2)
      #expect(sources["custom 127.0.0.1"] == 0)
      #expect(second.stderr.contains("(2 failed refreshes in a row)"))
    }

    @Test func watchTellsWhenOneSourceFailsAndRecoversWhileAnotherSucceeds() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      try await addCustomPass(sandbox)
      let base = Self.refreshCount(sandbox)
      let before = sandbox.server.requests.count
      let watch = try await CommandRunner.start([
        "watch", "--no-weather", "--timeout", "2s", "--data-dir", sandbox.dataDirectory.path,
        "--base-url", sandbox.server.baseURL.absoluteString,
      ])
      // Two failing refreshes (the second asked for with SIGUSR1), then a good one.
      try await sandbox.server.waitForRequests(before + 2)
      var count = sandbox.server.requests.count
      watch.signal(SIGUSR1)
      try await sandbox.server.waitForRequests(count + 2)
      // Each refresh reads the custom pass, so each counts in the archive: a stop drops a fetch in
      // progress, so each step waits for its refresh to be written, however slow the machine.
      try await waitForRefreshCount(base + 2, sandbox)
      serve(sandbox, feedFails: false)
      count = sandbox.server.requests.count
      watch.signal(SIGUSR1)
      try await sandbox.server.waitForRequests(count + 2)
      try await waitForRefreshCount(base + 3, sandbox)
      watch.signal(SIGINT)
      let output = try await watch.output.value
      #expect(output.status == 0)
      #expect(output.stderr.components(separatedBy: "wsdot failing: HTTP 500").count == 2, "\(output.stderr)")
      #expect(output.stderr.components(separatedBy: "wsdot recovered").count == 2, "\(output.stderr)")
      #expect(!output.stderr.contains("custom 127.0.0.1 failing"))
    }

    // MARK: Answers in time

    /// Someone checking a pass before a drive gets an answer at the query's deadline (15 s) from a
    /// server that never answers: the saved data, marked stale, one line on stderr, exit 0. Without
    /// the deadline it would wait for ever; the bound below is against that, not a speed check.
    @Test func statusAnswersAtItsDeadlineAgainstAHungServer() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      sandbox.server.setHandler { _ in .init(delivery: .hang) }
      let started = ContinuousClock.now
      let output = try await sandbox.run(["status", "--max-age", "0s", "--json"])
      let elapsed = ContinuousClock.now - started
      #expect(elapsed < .seconds(150), "took \(elapsed)")
      #expect(output.status == 0, "\(output.stderr)")
      // One line for the road's source; NWS, asked on the same hung server only when the first run's
      // deadline left a point unread (a loaded machine), may add its own line, never another source's.
      let lines = output.stderr.split(separator: "\n")
      #expect(lines.filter { $0.contains("could not refresh from wsdot") }.count == 1, "\(output.stderr)")
      #expect(
        lines.allSatisfy { $0.contains("could not refresh from wsdot") || $0.contains("NWS") }, "\(output.stderr)")
      let shown = try passes(output.stdout)
      #expect(!shown.isEmpty && shown.allSatisfy { $0["stale"] as? Bool == true })
    }

    /// A 200 MB answer is refused at the 5 MiB cap without reading it: memory stays bounded by the
    /// cap, not by what the server sends.
    @Test func anOversizedAnswerIsCutOffAtTheCap() async throws {
      let sandbox = try Sandbox()
      sandbox.server.setHandler { _ in
        .init(delivery: .stream(chunk: Data(repeating: 0x78, count: 64 << 10), count: 3200))
      }
      // The road's one answer (NWS's a dozen more would each be capped alike, at once).
      let run = try await PeakMemory.run(
        CommandRunner.executable,
        [
          "refresh", "--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString,
          "--no-weather",
        ])
      #expect(run.status == 2)
      #expect(run.peakKilobytes < 100_000, "peak RSS \(run.peakKilobytes) kB for a 200 MB answer")
      print("oversized answer: peak RSS \(run.peakKilobytes) kB for a 200 MB answer (cap 5 MiB)")
      let status = try await sandbox.run(["status", "--offline", "--json"])
      #expect(status.stdout.contains("larger than the 5242880-byte limit"))
    }

    // MARK: Input that once crashed or did the wrong thing

    static let absurdOptions: [([String], String)] = [
      (["status", "--timeout", "inf"], "'inf' is not a span"),
      (["status", "--timeout", "1e400"], "'1e400' is not a span"),
      (["refresh", "--timeout", "99999999w"], "longer than 100 years"),
      (["list", "--timeout", "0s"], "--timeout: '0s' is shorter than 1s"),
      (["status", "--timeout", "15"], "'15' has no unit"),
      (["status", "--max-age", "nan"], "'nan' is not a span"),
      (["diff", "--since", "2030-01-01"], "is in the future"),
      (["history", "--since", "-5m"], "--since"),
      (["prune", "--keep", "1"], "'1' has no unit; give a number and a unit: s, m, h, d or w"),
      (["prune", "--keep", "0s"], "--keep: '0s' is shorter than 1s"),
      (["watch", "--every", "30s"], "--every: '30s' is shorter than 1m"),
    ]

    @Test(arguments: absurdOptions)
    func absurdOptionValuesAreUsageErrors(arguments: [String], message: String) async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(arguments)
      #expect(output.status == 64, "\(arguments): \(output.status) \(output.stderr)")
      #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test func pruneWithoutAUnitKeepsTheHistory() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      _ = try await sandbox.run(["refresh"])
      let history = sandbox.dataDirectory.appendingPathComponent("history.jsonl")
      let before = try Data(contentsOf: history)
      #expect(!before.isEmpty)
      #expect(try await sandbox.run(["prune", "--keep", "1"]).status == 64)
      #expect(try Data(contentsOf: history) == before)
    }

    @Test func anArchiveWithDuplicatePassIdsIsCorruptNotACrash() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      var text = try String(contentsOf: sandbox.archive, encoding: .utf8)
      let range = try #require(text.range(of: "\"id\":2,"))
      text.replaceSubrange(range, with: "\"id\":1,")
      try Data(text.utf8).write(to: sandbox.archive)
      for command in [["status"], ["list"], ["enable", "tiger"]] {
        let output = try await sandbox.run(command)
        #expect(output.status == 2, "\(command): \(output.stderr)")
        #expect(
          output.stderr.contains("archive \(sandbox.archive.path) is unreadable: pass id 1 appears twice"),
          "\(output.stderr)")
        #expect(output.stderr.contains("passengr restore"))
      }
    }

    @Test func aDataDirectoryThatIsAFileIsRefusedByEveryCommandInPlainWords() async throws {
      let sandbox = try Sandbox()
      let file = sandbox.dataDirectory.appendingPathComponent("not-a-dir")
      try Data("x".utf8).write(to: file)
      for command in [["status"], ["list"], ["history"], ["refresh"], ["enable", "tiger"], ["doctor"], ["reset"]] {
        let output = try await CommandRunner.run(
          command + ["--data-dir", file.path, "--base-url", Fixtures.directory.path])
        #expect(output.status == 2, "\(command): \(output.stderr)")
        #expect(
          output.stderr.contains("cannot use data directory \(file.path): it is a file, not a directory")
            || output.stdout.contains("cannot use data directory \(file.path): it is a file, not a directory"),
          "\(command): \(output.stderr)")
        expectNoRawErrors(output)
      }
      let below = try await CommandRunner.run(["list", "--data-dir", file.appendingPathComponent("sub").path])
      #expect(below.status == 2)
      #expect(below.stderr.contains("cannot create it (not a directory)"), "\(below.stderr)")
      expectNoRawErrors(below)
    }

    @Test func parseOfADirectoryAndAMissingAccessCodeFileSayWhatAndWhereOnce() async throws {
      let sandbox = try Sandbox()
      let directory = try await CommandRunner.run(["parse", sandbox.dataDirectory.path])
      #expect(directory.status == 2)
      #expect(directory.stderr == "passengr: cannot read \(sandbox.dataDirectory.path): is a directory\n")
      let missing = try await sandbox.run(["status", "--source", "wsdot-api", "--access-code-file", "/no/such/code"])
      #expect(missing.status == 2)
      #expect(missing.stderr == "passengr: cannot read /no/such/code: no such file or directory\n")
      expectNoRawErrors(directory)
      expectNoRawErrors(missing)
    }

    /// Every read is bounded: a device, a FIFO and an oversized standard input end in one clear line
    /// (never a crash, never a hang), and an archive that is a FIFO or a link to /dev/zero leaves
    /// every command able to say so.
    @Test func inputThatIsNotARegularFileOrTooLargeIsRefused() async throws {
      let sandbox = try Sandbox()
      let zero = try await CommandRunner.run(["parse", "/dev/zero"])
      #expect(zero.status == 2)
      #expect(zero.stderr == "passengr: cannot read /dev/zero: not a regular file (a pipe, device or socket)\n")
      let fifo = sandbox.dataDirectory.appendingPathComponent("pipe")
      #expect(mkfifo(fifo.path, 0o600) == 0)
      let piped = try await CommandRunner.run(["parse", fifo.path])
      #expect(piped.status == 2)
      #expect(piped.stderr.contains("not a regular file"))
      let large = try await CommandRunner.run(
        ["parse", "-", "--format", "caltrans-roadinfo"], stdin: Data(count: 6 << 20))
      #expect(large.status == 2)
      #expect(large.stderr == "passengr: cannot read standard input: larger than 5 MiB\n")
      // The archive a FIFO, then a link to /dev/zero: refused in plain words, left as it was.
      #expect(mkfifo(sandbox.archive.path, 0o600) == 0)
      let hung = try await sandbox.run(["status", "--offline"])
      #expect(hung.status == 2)
      #expect(hung.stderr.contains("is unreadable: not a regular file"))
      try FileManager.default.removeItem(at: sandbox.archive)
      try FileManager.default.createSymbolicLink(atPath: sandbox.archive.path, withDestinationPath: "/dev/zero")
      let endless = try await sandbox.run(["list"])
      #expect(endless.status == 2)
      #expect(endless.stderr.contains("is unreadable: not a regular file"))
      expectNoRawErrors(zero)
      expectNoRawErrors(endless)
    }

    // MARK: Never lose the user's data

    @Test func pruneRewritesHistoryAtomicallyAsOwnerOnly() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      _ = try await sandbox.run(["refresh"])
      let history = sandbox.dataDirectory.appendingPathComponent("history.jsonl")
      let old =
        "{\"schema\":\"passengr.change/1\",\"at\":\"2020-01-01T00:00:00Z\",\"passId\":11,\"name\":\"Snoqualmie Pass I-90\",\"field\":\"weather\",\"old\":null,\"new\":null,\"escalation\":false,\"refresh\":null}\n"
      let handle = try FileHandle(forWritingTo: history)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(old.utf8))
      try handle.close()
      let pruned = try await sandbox.run(["prune", "--keep", "365d"])
      #expect(pruned.status == 0, "\(pruned.stderr)")
      #expect(pruned.stderr.contains("removed 1 change"))
      let mode = try #require(try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? Int)
      #expect(mode == 0o600, "mode \(String(mode, radix: 8))")
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory.path).filter {
        $0.hasSuffix(".tmp")
      }
      #expect(leftovers.isEmpty)
    }

    @Test func resetTwiceInOneSecondAndRestoreNeverDestroyAFile() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      _ = try await sandbox.run(["enable", "tiger"])
      let first = try Data(contentsOf: sandbox.archive)
      #expect(try await sandbox.run(["reset"]).status == 0)
      _ = try await sandbox.run(["enable", "chinook"])
      let second = try Data(contentsOf: sandbox.archive)
      #expect(try await sandbox.run(["reset"]).status == 0)
      let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory.path)
      let kept = try names.filter { $0.hasPrefix("passengr.json.reset-") }
        .map { try Data(contentsOf: sandbox.dataDirectory.appendingPathComponent($0)) }
      #expect(kept.count == 2)
      #expect(kept.contains(first) && kept.contains(second))
      // restore keeps the archive it replaces.
      let current = try Data(contentsOf: sandbox.archive)
      let restored = try await sandbox.run(["restore"])
      #expect(restored.status == 0, "\(restored.stderr)")
      #expect(restored.stderr.contains("is kept as passengr.json.before-restore-"))
      let aside = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory.path).filter {
        $0.hasPrefix("passengr.json.before-restore-")
      }
      #expect(aside.count == 1)
      #expect(try Data(contentsOf: sandbox.dataDirectory.appendingPathComponent(aside[0])) == current)
    }
  }
}

extension EndToEnd.HardeningTests {
  /// The archive's count of refreshes that fetched anything.
  static func refreshCount(_ sandbox: Sandbox) -> Int {
    guard let data = try? Data(contentsOf: sandbox.archive),
      let archive = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return 0 }
    return archive["refreshCount"] as? Int ?? 0
  }

  /// Waits (up to 50 s) until the archive has counted `count` refreshes.
  func waitForRefreshCount(_ count: Int, _ sandbox: Sandbox) async throws {
    let deadline = ContinuousClock.now + .seconds(300)
    while Self.refreshCount(sandbox) < count, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
