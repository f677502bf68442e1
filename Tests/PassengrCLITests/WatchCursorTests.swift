import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// `watch` tells what the history records after its cursor, whoever fetched it: once each, to every
  /// watch, across restarts with `--resume`, with a failed `--exec` offered again and pruning said.
  @Suite(.hangGuard) struct WatchCursorTests {
    /// The archive's refresh count.
    func refreshCount(_ sandbox: Sandbox) throws -> Int {
      let archive =
        try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.archive)) as? [String: Any]
      return archive?["refreshCount"] as? Int ?? 0
    }

    func cursorURL(_ sandbox: Sandbox, _ name: String) -> URL {
      sandbox.dataDirectory.appendingPathComponent("watch-\(name).cursor")
    }

    /// The saved cursor of the watch named `name`: how far it told, how far it delivered.
    func cursor(_ sandbox: Sandbox, _ name: String) -> (told: Int, delivered: Int)? {
      guard let data = try? Data(contentsOf: cursorURL(sandbox, name)),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let told = object["told"] as? Int, let delivered = object["delivered"] as? Int
      else { return nil }
      return (told, delivered)
    }

    /// Waits until the watch named `name` has told everything up to refresh `refresh`.
    func waitUntilTold(_ sandbox: Sandbox, _ name: String, through refresh: Int) async throws {
      let deadline = ContinuousClock.now + .seconds(300)
      while (cursor(sandbox, name)?.told ?? -1) < refresh {
        guard ContinuousClock.now < deadline else {
          throw WaitTimedOut(what: "watch \(name) to tell refresh \(refresh)")
        }
        try await Task.sleep(for: .milliseconds(50))
      }
    }

    /// Waits until the saved cursor of the watch named `name` counts more than `seen` records.
    func waitUntilSeen(_ sandbox: Sandbox, _ name: String, moreThan seen: Int) async throws {
      let deadline = ContinuousClock.now + .seconds(300)
      while true {
        if let data = try? Data(contentsOf: cursorURL(sandbox, name)),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          (object["seen"] as? Int ?? 0) > seen
        {
          return
        }
        guard ContinuousClock.now < deadline else {
          throw WaitTimedOut(what: "watch \(name) to read past record \(seen)")
        }
        try await Task.sleep(for: .milliseconds(50))
      }
    }

    /// Asks the watch for a refresh now (SIGUSR1) and waits until it has told what that refresh left.
    func tick(_ watch: CommandRunner.Running, _ sandbox: Sandbox, _ name: String) async throws {
      let next = try refreshCount(sandbox) + 1
      watch.signal(SIGUSR1)
      try await waitUntilTold(sandbox, name, through: next)
    }

    /// Starts `watch --resume name …` and waits for its first refresh to be told.
    func startWatch(_ sandbox: Sandbox, _ name: String, _ arguments: [String] = []) async throws
      -> CommandRunner.Running
    {
      let next = (try? refreshCount(sandbox)).map { $0 + 1 } ?? 1
      let watch = try await CommandRunner.start(
        ["watch", "--resume", name] + arguments + [
          "--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString,
        ])
      try await waitUntilTold(sandbox, name, through: next)
      return watch
    }

    func waitForFile(_ url: URL) async throws {
      let deadline = ContinuousClock.now + .seconds(300)
      while !FileManager.default.fileExists(atPath: url.path) {
        guard ContinuousClock.now < deadline else { throw WaitTimedOut(what: url.lastPathComponent) }
        try await Task.sleep(for: .milliseconds(50))
      }
    }

    func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    static let escalation =
      "Snoqualmie Pass I-90 eastbound: Traction Tires Advised, Oversize Vehicles Prohibited. → Chains required on all vehicles except all wheel drive (escalation)"

    /// The case of the issue: another passengr refreshes first and records the change; the watch's own
    /// refresh changes nothing, yet it prints the change and its command gets it, once.
    @Test func aChangeFetchedByAnotherProcessIsPrintedAndDeliveredOnce() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      let runs = sandbox.dataDirectory.appendingPathComponent("runs")
      try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
      let watch = try await startWatch(
        sandbox, "notify", ["--exec", "cat >> '\(runs.path)/delivered'; echo run >> '\(runs.path)/runs'"])
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      let other = try await sandbox.run(["status", "--refresh", "snoqualmie"])
      #expect(other.stdout.contains("CHAINS REQUIRED"), "\(other.stdout)")
      try await tick(watch, sandbox, "notify")
      try await waitForFile(runs.appendingPathComponent("runs"))
      try await tick(watch, sandbox, "notify")
      try await tick(watch, sandbox, "notify")
      watch.signal(SIGINT)
      let output = try await watch.output.value
      #expect(output.status == 0, "\(output.stderr)")
      let printed = lines(output.stdout)
      #expect(printed.count == 4, "\(output.stdout)")
      #expect(printed.filter { $0.contains(Self.escalation) }.count == 1, "\(output.stdout)")
      let delivered = lines(try String(contentsOf: runs.appendingPathComponent("delivered"), encoding: .utf8))
      #expect(delivered.count == 4)
      #expect(Set(delivered).count == 4)
      #expect(lines(try String(contentsOf: runs.appendingPathComponent("runs"), encoding: .utf8)).count == 1)
      let saved = try #require(cursor(sandbox, "notify"))
      #expect(saved.delivered == saved.told)
    }

    /// Two watches on one data directory each tell every change, whichever of them (or neither) fetched it.
    @Test func twoWatchersBothTellTheChange() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      let first = try await startWatch(sandbox, "one")
      let second = try await startWatch(sandbox, "two")
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      // The first watch's own refresh fetches the change; the second only reads it in the history.
      try await tick(first, sandbox, "one")
      try await tick(second, sandbox, "two")
      first.signal(SIGINT)
      second.signal(SIGINT)
      for output in [try await first.output.value, try await second.output.value] {
        #expect(output.status == 0, "\(output.stderr)")
        #expect(lines(output.stdout).count == 4, "\(output.stdout)")
        #expect(output.stdout.contains(Self.escalation), "\(output.stdout)")
      }
    }

    /// A watch killed outright tells, when started again with the same name, what changed while it
    /// was down, and only once: a third start tells nothing.
    @Test func resumeAfterAKillTellsWhatChangedWhileDownExactlyOnce() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      let watch = try await startWatch(sandbox, "steady")
      watch.signal(SIGKILL)
      _ = try await watch.output.value
      let down = try #require(cursor(sandbox, "steady"))
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      _ = try await sandbox.run(["refresh"])

      let again = try await startWatch(sandbox, "steady")
      again.signal(SIGTERM)
      let resumed = try await again.output.value
      #expect(resumed.status == 0, "\(resumed.stderr)")
      #expect(resumed.stderr.contains("resuming steady after refresh \(down.told)"), "\(resumed.stderr)")
      #expect(lines(resumed.stdout).count == 4, "\(resumed.stdout)")
      #expect(resumed.stdout.contains(Self.escalation))

      let third = try await startWatch(sandbox, "steady")
      third.signal(SIGTERM)
      let quiet = try await third.output.value
      #expect(quiet.status == 0, "\(quiet.stderr)")
      #expect(quiet.stdout.isEmpty, "\(quiet.stdout)")

      let attributes = try FileManager.default.attributesOfItem(atPath: cursorURL(sandbox, "steady").path)
      #expect((attributes[.posixPermissions] as? Int) == 0o600)
      // Without --resume a watch starts from now: the change is not told again.
      let fresh = try await CommandRunner.start([
        "watch", "--no-weather", "--data-dir", sandbox.dataDirectory.path, "--base-url",
        sandbox.server.baseURL.absoluteString,
      ])
      let requests = sandbox.server.requests.count
      try await sandbox.server.waitForRequests(requests + 1)
      try await Task.sleep(for: .milliseconds(500))
      fresh.signal(SIGTERM)
      #expect(try await fresh.output.value.stdout.isEmpty)
    }

    /// A command that fails keeps what it was given; the next run gets it with the new records, and
    /// once that run succeeded nothing is given twice, not even after a restart.
    @Test func aFailedExecIsRetriedWithTheNextBatchAndNeverDuplicated() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      let runs = sandbox.dataDirectory.appendingPathComponent("runs")
      try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
      let command = """
        if [ -e '\(runs.path)/failed' ]; then cat >> '\(runs.path)/delivered'; echo "$PASSENGR_CHANGES" >> '\(runs.path)/counts'; \
        else cat > /dev/null; touch '\(runs.path)/failed'; echo 'no network' >&2; exit 7; fi
        """
      let arguments = ["--exec", command]
      let watch = try await startWatch(sandbox, "retry", arguments)
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      _ = try await sandbox.run(["refresh"])
      try await tick(watch, sandbox, "retry")
      try await waitForFile(runs.appendingPathComponent("failed"))
      // The failed run ends just after it leaves its mark; what it held must be pending before the next tick.
      try await Task.sleep(for: .seconds(1))
      let afterFailure = try #require(cursor(sandbox, "retry"))
      #expect(afterFailure.delivered < afterFailure.told, "a failed run moves nothing past delivery")

      sandbox.serveFeed("cases/wsdot-feed/all-open.json")
      _ = try await sandbox.run(["refresh"])
      try await tick(watch, sandbox, "retry")
      try await waitForFile(runs.appendingPathComponent("counts"))
      try await tick(watch, sandbox, "retry")
      watch.signal(SIGINT)
      let output = try await watch.output.value
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stderr.contains("exited 7: no network; will try again at the next trigger"), "\(output.stderr)")
      let printed = lines(output.stdout)
      let delivered = lines(try String(contentsOf: runs.appendingPathComponent("delivered"), encoding: .utf8))
      #expect(delivered.count == printed.count, "every change printed was delivered")
      #expect(delivered.count > 4)
      #expect(Set(delivered).count == delivered.count, "nothing delivered twice")
      #expect(
        lines(try String(contentsOf: runs.appendingPathComponent("counts"), encoding: .utf8)) == ["\(delivered.count)"])
      let saved = try #require(cursor(sandbox, "retry"))
      #expect(saved.delivered == saved.told)

      let again = try await startWatch(sandbox, "retry", arguments)
      try await tick(again, sandbox, "retry")
      again.signal(SIGINT)
      let restarted = try await again.output.value
      #expect(restarted.stdout.isEmpty, "\(restarted.stdout)")
      #expect(
        lines(try String(contentsOf: runs.appendingPathComponent("delivered"), encoding: .utf8)).count
          == delivered.count)
    }

    /// A watch killed before its command succeeded gives the command, when resumed, what it had
    /// printed but not delivered, without printing it again.
    @Test func resumeDeliversWhatWasPrintedButNotDelivered() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      let runs = sandbox.dataDirectory.appendingPathComponent("runs")
      try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
      let watch = try await startWatch(sandbox, "late", ["--exec", "exit 1"])
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      try await tick(watch, sandbox, "late")
      watch.signal(SIGKILL)
      let first = try await watch.output.value
      #expect(lines(first.stdout).count == 4, "\(first.stdout)")

      let again = try await startWatch(sandbox, "late", ["--exec", "cat > '\(runs.path)/delivered'"])
      try await waitForFile(runs.appendingPathComponent("delivered"))
      try await tick(again, sandbox, "late")
      again.signal(SIGINT)
      let second = try await again.output.value
      #expect(second.stdout.isEmpty, "\(second.stdout)")
      #expect(lines(try String(contentsOf: runs.appendingPathComponent("delivered"), encoding: .utf8)).count == 4)
    }

    /// `restore` takes the archive back to before a change to the list made between two refreshes,
    /// so the next refresh carries a number a resumed watch has told already: what it records is
    /// still told, because it follows the watch's place.
    @Test func aRestoredArchiveNumberingARefreshAgainLosesNothing() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      let watch = try await startWatch(sandbox, "back")
      // The backup a change keeps (a refresh keeps none): the archive as the watch's first refresh left it.
      #expect(try await sandbox.run(["move", "stevens", "--to", "1"]).status == 0)
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      try await tick(watch, sandbox, "back")
      watch.signal(SIGTERM)
      let before = try await watch.output.value
      #expect(lines(before.stdout).count == 4, "\(before.stdout)")
      let told = try #require(cursor(sandbox, "back")).told

      let restore = try await sandbox.run(["restore"])
      #expect(restore.status == 0, "\(restore.stderr)")
      #expect(try refreshCount(sandbox) == told - 1)
      let again = try await CommandRunner.start(
        [
          "watch", "--resume", "back", "--data-dir", sandbox.dataDirectory.path, "--base-url",
          sandbox.server.baseURL.absoluteString,
        ])
      // The refresh after the restore is numbered as the last one the watch told; it records the change again.
      try await waitUntilSeen(sandbox, "back", moreThan: 4)
      #expect(try refreshCount(sandbox) == told)
      again.signal(SIGTERM)
      let after = try await again.output.value
      #expect(after.status == 0, "\(after.stderr)")
      #expect(
        lines(after.stdout).count == 4, "the refresh after the restore recorded the change again: \(after.stdout)")
      #expect(after.stdout.contains(Self.escalation))
      #expect(!after.stderr.contains("pruned"), "\(after.stderr)")
    }

    /// Changes pruned from the history before the watch could tell them are said, once.
    @Test func pruningPastTheCursorIsSaidOnce() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      let watch = try await startWatch(sandbox, "gap")
      watch.signal(SIGTERM)
      _ = try await watch.output.value
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      _ = try await sandbox.run(["refresh"])
      try await Task.sleep(for: .milliseconds(1500))
      let prune = try await sandbox.run(["prune", "--keep", "1s"])
      #expect(prune.stderr.contains("removed 4 changes"), "\(prune.stderr)")
      let mark = sandbox.dataDirectory.appendingPathComponent("history-pruned.json")
      #expect((try FileManager.default.attributesOfItem(atPath: mark.path)[.posixPermissions] as? Int) == 0o600)

      let again = try await startWatch(sandbox, "gap")
      again.signal(SIGTERM)
      let told = try await again.output.value
      #expect(told.status == 0, "\(told.stderr)")
      #expect(told.stdout.isEmpty)
      #expect(told.stderr.contains("some changes before "), "\(told.stderr)")
      #expect(told.stderr.components(separatedBy: "were pruned before they could be told").count == 2, "\(told.stderr)")

      let third = try await startWatch(sandbox, "gap")
      third.signal(SIGTERM)
      let quiet = try await third.output.value
      #expect(!quiet.stderr.contains("pruned"), "\(quiet.stderr)")
    }

    /// A name is a file name in the data directory, never a path; a cursor that is not one stops the
    /// watch (exit 2) and stays as it was; one name serves one watch at a time.
    @Test func resumeNamesAndCursorFilesAreChecked() async throws {
      let sandbox = try Sandbox()
      for name in ["../elsewhere", "a/b", "", ".hidden", String(repeating: "x", count: 65), "new line\n"] {
        let output = try await sandbox.run(["watch", "--resume", name])
        #expect(output.status == 64, "\(name): \(output.stderr)")
        #expect(
          output.stderr.contains("--resume takes a name of 1 to 64 letters, digits, '.', '-' or '_'"),
          "\(output.stderr)")
      }
      let corrupt = cursorURL(sandbox, "broken")
      try Data("{\"told\": \"soon\"}".utf8).write(to: corrupt)
      let refused = try await sandbox.run(["watch", "--resume", "broken"])
      #expect(refused.status == 2)
      #expect(
        refused.stderr.contains(
          "watch cursor \(corrupt.path) is unreadable: not a passengr.watch-cursor/1 record; it was left untouched"),
        "\(refused.stderr)")
      #expect(try String(contentsOf: corrupt, encoding: .utf8) == "{\"told\": \"soon\"}")

      let holder = try await startWatch(sandbox, "only")
      let second = try await sandbox.run(["watch", "--resume", "only"])
      #expect(second.status == 2)
      #expect(second.stderr.contains("another watch is running with --resume only"), "\(second.stderr)")
      holder.signal(SIGTERM)
      #expect(try await holder.output.value.status == 0)
    }
  }
}

/// A wait in a test ran out.
struct WaitTimedOut: Error, CustomStringConvertible {
  var what: String
  var description: String { "timed out waiting for \(what)" }
}
