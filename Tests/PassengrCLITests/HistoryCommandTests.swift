import Foundation
import TestSupport
import Testing

extension EndToEnd {
  @Suite(.hangGuard) struct HistoryCommandTests {
    func historyLines(_ sandbox: Sandbox) throws -> [String] {
      let url = sandbox.dataDirectory.appendingPathComponent("history.jsonl")
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
      return text.split(separator: "\n").map(String.init)
    }

    @Test func aChangedFeedIsRecordedAndDiffExitsOne() async throws {
      let sandbox = try Sandbox()
      let first = try await sandbox.run(["refresh"])
      #expect(first.status == 0, "\(first.stderr)")
      #expect(first.stdout == "no changes\n")
      #expect(try historyLines(sandbox).isEmpty)

      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      let second = try await sandbox.run(["refresh"])
      #expect(second.status == 0, "\(second.stderr)")
      #expect(
        second.stdout.contains(
          "Snoqualmie Pass I-90 eastbound: Traction Tires Advised, Oversize Vehicles Prohibited. → Chains required on all vehicles except all wheel drive (escalation)"
        ))
      let lines = try historyLines(sandbox)
      #expect(lines.count == 4)
      let records = try lines.map {
        try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
      }
      #expect(records.allSatisfy { $0["schema"] as? String == "passengr.change/1" && $0["passId"] as? Int == 11 })
      #expect(
        records.map { $0["field"] as? String } == [
          "restrictions.eastbound", "restrictions.westbound", "conditions", "temperatureF",
        ])
      let eastbound = records[0]
      #expect((eastbound["old"] as? [String: String])?["level"] == "traction_advised")
      #expect((eastbound["new"] as? [String: String])?["level"] == "chains_required")
      #expect(eastbound["escalation"] as? Bool == true)
      #expect(records[2]["escalation"] as? Bool == false)

      let diff = try await sandbox.run(["diff"])
      #expect(diff.status == 1)
      #expect(diff.stdout.split(separator: "\n").count == 4)
      let escalations = try await sandbox.run(["diff", "--only-escalations", "--jsonl"])
      #expect(escalations.status == 1)
      #expect(escalations.stdout.split(separator: "\n").count == 2)
      let json = try await sandbox.run(["diff", "--json", "snoqualmie"])
      let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      #expect(document["schema"] as? String == "passengr.diff/1")
      #expect((document["changes"] as? [Any])?.count == 4)
      let otherPass = try await sandbox.run(["diff", "stevens"])
      #expect(otherPass.status == 0)

      let same = try await sandbox.run(["refresh"])
      #expect(same.stdout == "no changes\n")
      #expect(try historyLines(sandbox).count == 4)
      let quiet = try await sandbox.run(["diff"])
      #expect(quiet.status == 0)
      #expect(quiet.stdout.isEmpty)
      let since = try await sandbox.run(["diff", "--since", "1h"])
      #expect(since.status == 1)
    }

    /// `history.jsonl` is not a file for one refresh: the refresh says its changes wait (not that
    /// the archive is intact), and the next refresh, once the history can be written, tells them;
    /// `diff` and `history` agree with it, and nothing is told twice.
    @Test func aChangeTheHistoryCouldNotTakeIsToldByTheNextRefresh() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run(["refresh"])
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      let url = sandbox.dataDirectory.appendingPathComponent("history.jsonl")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      let failed = try await sandbox.run(["refresh"])
      #expect(failed.status == 2)
      #expect(failed.stderr.contains("could not write \(url.path)"), "\(failed.stderr)")
      #expect(failed.stderr.contains("the refresh was saved and its 4 changes wait"), "\(failed.stderr)")
      #expect(!failed.stderr.contains("intact"), "\(failed.stderr)")
      try FileManager.default.removeItem(at: url)

      let told = try await sandbox.run(["refresh"])
      #expect(told.status == 0, "\(told.stderr)")
      #expect(told.stdout.contains("Snoqualmie Pass I-90 eastbound"), "\(told.stdout)")
      #expect(try historyLines(sandbox).count == 4)
      let diff = try await sandbox.run(["diff"])
      #expect(diff.status == 1)
      #expect(diff.stdout.split(separator: "\n").count == 4)
      let history = try await sandbox.run(["history"])
      #expect(history.stdout.split(separator: "\n").count == 4)

      let same = try await sandbox.run(["refresh"])
      #expect(same.stdout == "no changes\n")
      #expect(try historyLines(sandbox).count == 4)
    }

    @Test func aTornLastLineIsSkippedWithAWarning() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run(["refresh"])
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      _ = try await sandbox.run(["refresh"])
      let url = sandbox.dataDirectory.appendingPathComponent("history.jsonl")
      let handle = try FileHandle(forWritingTo: url)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("{\"schema\":\"passengr.change/1\",\"at\":\"2025-".utf8))
      try handle.close()

      let history = try await sandbox.run(["history"])
      #expect(history.status == 0)
      #expect(history.stdout.split(separator: "\n").count == 4)
      #expect(history.stderr.contains("skipped unreadable line 5"))

      sandbox.serveFeed("cases/wsdot-feed/all-open.json")
      let next = try await sandbox.run(["refresh"])
      #expect(next.status == 0)
      let after = try await sandbox.run(["history", "--jsonl"])
      #expect(after.stdout.split(separator: "\n").count > 4)
      #expect(after.stderr.contains("skipped unreadable line 5"))
    }

    @Test func pruneDropsOldHistory() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run(["refresh"])
      let old =
        #"{"at":"2020-01-01T00:00:00Z","escalation":false,"field":"weather","name":"Snoqualmie Pass I-90","new":{"text":"Rain"},"old":{"text":"Snow"},"passId":11,"schema":"passengr.change/1"}"#
      try Data((old + "\n").utf8).write(to: sandbox.dataDirectory.appendingPathComponent("history.jsonl"))
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      _ = try await sandbox.run(["refresh"])
      #expect(try historyLines(sandbox).count == 5)
      let prune = try await sandbox.run(["prune", "--keep", "90d"])
      #expect(prune.status == 0)
      #expect(prune.stderr.contains("removed 1 change older than 90d"))
      #expect(try historyLines(sandbox).count == 4)
    }

    @Test func watchReportsAChangeAndStopsCleanlyOnSIGTERM() async throws {
      let sandbox = try Sandbox()
      let watch = try await CommandRunner.start([
        "watch", "--no-weather", "--data-dir", sandbox.dataDirectory.path, "--base-url",
        sandbox.server.baseURL.absoluteString,
      ])
      try await sandbox.server.waitForRequests(1)
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      // SIGUSR1 asks for a refresh now instead of in ten minutes.
      watch.signal(SIGUSR1)
      let deadline = ContinuousClock.now + .seconds(300)
      while try historyLines(sandbox).count < 4, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(50))
      }
      watch.signal()
      let output = try await watch.output.value
      #expect(output.status == 0, "\(output.stderr)")
      #expect(
        output.stdout.contains(
          "Snoqualmie Pass I-90 eastbound: Traction Tires Advised, Oversize Vehicles Prohibited. → Chains required on all vehicles except all wheel drive (escalation)"
        ))
      let status = try await sandbox.run(["status", "--offline", "--json", "snoqualmie"])
      #expect(status.status == 0, "\(status.stderr)")
      #expect(status.stdout.contains("\"chains_required\""))
    }

    @Test func watchReportsAnOutageOnceAndItsRecovery() async throws {
      let sandbox = try Sandbox()
      sandbox.server.setHandler { _ in .init(status: 503, text: "down") }
      let watch = try await CommandRunner.start([
        "watch", "--no-weather", "--timeout", "2s", "--data-dir", sandbox.dataDirectory.path,
        "--base-url", sandbox.server.baseURL.absoluteString,
      ])
      // Three failing refreshes, each asked for with SIGUSR1, then a good one.
      try await sandbox.server.waitForRequests(1)
      for _ in 0..<2 {
        let count = sandbox.server.requests.count
        watch.signal(SIGUSR1)
        try await sandbox.server.waitForRequests(count + 1)
      }
      try await Task.sleep(for: .milliseconds(300))
      sandbox.serveFeed("mobile/MountainPassConditions.json")
      let count = sandbox.server.requests.count
      watch.signal(SIGUSR1)
      try await sandbox.server.waitForRequests(count + 1)
      // A stop drops a fetch in progress: it comes once the good refresh is written (the archive
      // counts refreshes that fetched anything), however slow the machine.
      let written = ContinuousClock.now + .seconds(300)
      while Self.refreshCount(sandbox) < 1, ContinuousClock.now < written {
        try await Task.sleep(for: .milliseconds(20))
      }
      watch.signal(SIGINT)
      let output = try await watch.output.value
      #expect(output.status == 0)
      #expect(output.stderr.components(separatedBy: "wsdot failing: HTTP 503").count == 2, "\(output.stderr)")
      #expect(output.stderr.components(separatedBy: "wsdot recovered").count == 2, "\(output.stderr)")
    }

    /// While `history.jsonl` is not a file, a running watch carries on: it says so once on stderr
    /// however many refreshes fail to write it, and tells the change once a refresh can write it.
    /// Every wait is for an event (a refresh written, a line in the history); the bounds are
    /// against hangs only.
    @Test func watchCarriesOnWhileTheHistoryCannotBeWrittenAndTellsTheChangeOnce() async throws {
      let sandbox = try Sandbox()
      let watch = try await CommandRunner.start([
        "watch", "--no-weather", "--data-dir", sandbox.dataDirectory.path, "--base-url",
        sandbox.server.baseURL.absoluteString,
      ])
      func refreshed(_ count: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(300)
        while Self.refreshCount(sandbox) < count, ContinuousClock.now < deadline {
          try await Task.sleep(for: .milliseconds(20))
        }
      }
      try await refreshed(1)
      let url = sandbox.dataDirectory.appendingPathComponent("history.jsonl")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      // Two refreshes that cannot write the history: the archive takes them both.
      for count in 2...3 {
        watch.signal(SIGUSR1)
        try await refreshed(count)
      }
      try FileManager.default.removeItem(at: url)
      watch.signal(SIGUSR1)
      let deadline = ContinuousClock.now + .seconds(300)
      while try historyLines(sandbox).count < 4, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(20))
      }
      // The change is told once the watch has read it back: the next stop comes after the round.
      try await refreshed(4)
      watch.signal(SIGINT)
      let output = try await watch.output.value
      #expect(output.status == 0, "\(output.stderr)")
      // Said once, naming the history: that it could not be written (or, should the first round still
      // be reading it when it stopped being a file, read).
      let said = "watching on, and telling them once the history can be written"
      #expect(output.stderr.components(separatedBy: said).count == 2, "\(output.stderr)")
      #expect(output.stderr.contains(url.path), "\(output.stderr)")
      let change =
        "Snoqualmie Pass I-90 eastbound: Traction Tires Advised, Oversize Vehicles Prohibited. → Chains required on all vehicles except all wheel drive (escalation)"
      #expect(output.stdout.components(separatedBy: change).count == 2, "\(output.stdout)")
      #expect(try historyLines(sandbox).count == 4)
    }

    @Test func watchFailOnExitsThree() async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(["watch", "--fail-on", "closed"])
      #expect(output.status == 3)
      #expect(output.stderr.contains("White Pass is closed: at or above --fail-on closed"), "\(output.stderr)")
    }

    @Test func watchRefusesIntervalsUnderAMinute() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["watch", "--every", "30s"]).status == 64)
    }
  }
}

extension EndToEnd.HistoryCommandTests {
  /// history and diff show times in the user's zone (`TZ`), the zone named, and wrap to the width.
  @Test func changeTimesNameTheirZoneAndLinesFitTheWidth() async throws {
    let sandbox = try Sandbox()
    _ = try await sandbox.run([])
    sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
    #expect(try await sandbox.run(["refresh"]).status == 0)
    for command in [["history"], ["diff"]] {
      let output = try await sandbox.run(command, environment: ["COLUMNS": "60", "TZ": "America/Los_Angeles"])
      let lines = output.stdout.split(separator: "\n")
      #expect(!lines.isEmpty, "\(command)")
      #expect(lines.allSatisfy { $0.count <= 60 }, "\(command): \(lines.map(\.count))")
      let first = try #require(lines.first)
      #expect(["Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun "].contains { first.hasPrefix($0) }, "\(first)")
      #expect(first.contains(" PST  ") || first.contains(" PDT  "), "\(first)")
    }
  }
}

extension EndToEnd.HistoryCommandTests {
  /// The archive's count of refreshes that fetched anything (0 before the first).
  static func refreshCount(_ sandbox: Sandbox) -> Int {
    guard let data = try? Data(contentsOf: sandbox.archive),
      let archive = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return 0 }
    return archive["refreshCount"] as? Int ?? 0
  }
}

extension EndToEnd.HistoryCommandTests {
  /// Passengr's own times follow `TZ`: Mountain time in Denver, the database's zone elsewhere.
  @Test func historyPrintsTheUsersZone() async throws {
    let sandbox = try Sandbox()
    _ = try await sandbox.run([])
    sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
    #expect(try await sandbox.run(["refresh"]).status == 0)
    let denver = try await sandbox.run(["history"], environment: ["TZ": "America/Denver"])
    let first = try #require(denver.stdout.split(separator: "\n").first)
    #expect(first.contains(" MST  ") || first.contains(" MDT  "), "\(first)")
    let utc = try await sandbox.run(["history"], environment: ["TZ": "UTC"])
    let line = try #require(utc.stdout.split(separator: "\n").first)
    #expect(line.contains(" UTC  ") || line.contains(" GMT  "), "\(line)")
  }
}
