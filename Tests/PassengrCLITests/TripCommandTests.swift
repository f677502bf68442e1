import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// Trips and `check`: a whole drive, in the direction driven, with one answer and an exit code.
  @Suite(.hangGuard) struct TripCommandTests {
    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func tripsAreSavedListedShownAndRemoved() async throws {
      let sandbox = try Sandbox()
      let added = try await sandbox.run(["trip", "add", "Wenatchee", "stevens:east", "blewett:s"])
      #expect(added.status == 0, "\(added.stderr)")
      #expect(added.stderr.contains("saved Wenatchee: Stevens Pass eastbound → Blewett Pass southbound"))
      #expect(try await sandbox.run(["trip", "add", "commute", "snoqualmie"]).status == 0)
      let list = try await sandbox.run(["trip", "list"])
      #expect(list.stdout.contains("Wenatchee  Stevens Pass eastbound → Blewett Pass southbound"), "\(list.stdout)")
      #expect(list.stdout.contains("Snoqualmie Pass (both directions)"))
      let shown = try json(try await sandbox.run(["trip", "show", "WENATCHEE", "--json"]).stdout)
      #expect(shown["schema"] as? String == "passengr.trips/1")
      let legs = try #require((shown["trips"] as? [[String: Any]])?.first?["passes"] as? [[String: Any]])
      #expect(legs.map { $0["id"] as? Int } == [10, 1])
      #expect(legs.map { $0["direction"] as? String } == ["eastbound", "southbound"])
      // Names are case-insensitive: taken is taken, unless replaced.
      #expect(try await sandbox.run(["trip", "add", "wenatchee", "white"]).status == 64)
      #expect(try await sandbox.run(["trip", "add", "wenatchee", "white", "--replace"]).status == 0)
      #expect(try await sandbox.run(["trip", "show", "wenatchee"]).stdout.contains("White Pass (both directions)"))
      let removed = try await sandbox.run(["trip", "remove", "Wenatchee"])
      #expect(removed.status == 0 && removed.stderr.contains("removed the trip wenatchee"), "\(removed.stderr)")
      let gone = try await sandbox.run(["trip", "show", "wenatchee"])
      #expect(gone.status == 64)
      #expect(gone.stderr.hasPrefix("passengr: no trip named 'wenatchee'"))
    }

    @Test(arguments: [
      (
        ["trip", "add", "x", "blewett:east"],
        "Blewett Pass has no eastbound direction; it runs northbound and southbound"
      ),
      (["trip", "add", "x", "stevens:up"], "'up' is not a direction"),
      (["trip", "add", "x", "stevns"], "did you mean Stevens Pass?"),
      (["trip", "add", "x"], "name at least one pass"),
      (["check", "blewett:west"], "Blewett Pass has no westbound direction"),
      (["check"], "name a trip, or passes"),
    ])
    func usageErrorsSayWhatIsWrong(arguments: [String], message: String) async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(arguments)
      #expect(output.status == 64, "\(output.stderr)")
      #expect(output.stderr.contains(message), "\(output.stderr)")
      #expect(output.stderr.split(separator: "\n").count <= 3)
    }

    /// Each verdict with its exit code, on the fixtures' world: Stevens chains eastbound, Blewett
    /// traction advised, Snoqualmie open westbound, White closed eastbound only.
    @Test(arguments: [
      (["snoqualmie:west"], "go", Int32(0), "open"),
      (["stevens:east", "blewett:south"], "restrictions", 0, "chains_required"),
      (["white:east"], "no_go", 3, "closed"),
      (["white:west"], "restrictions", 0, "traffic_delays"),
      (["snoqualmie:west", "white:east", "--fail-on", "chains_all"], "no_go", 3, "closed"),
      (["stevens:east", "--fail-on", "chains_required"], "no_go", 3, "chains_required"),
    ])
    func verdictsAndExitCodes(drive: [String], verdict: String, status: Int32, worst: String) async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(["check"] + drive + ["--json"])
      #expect(output.status == status, "\(output.stderr)")
      let document = try json(output.stdout)
      #expect(document["schema"] as? String == "passengr.check/3")
      #expect(document["verdict"] as? String == verdict, "\(document)")
      #expect(document["worst"] as? String == worst)
      #expect(document["trip"] is NSNull)
      #expect(document["return"] as? Bool == false)
      for key in ["generatedAt", "threshold", "passes"] { #expect(document[key] != nil) }
      let pass = try #require((document["passes"] as? [[String: Any]])?.first)
      for key in ["id", "agency", "name", "highway", "direction", "level", "text", "stale", "error", "updatedAt"] {
        #expect(pass.keys.contains(key), "\(key) missing")
      }
    }

    @Test func aClosureTheOtherWayDoesNotStopTheDriveAndTheTextSaysWhatToCarry() async throws {
      let sandbox = try Sandbox()
      let west = try await sandbox.run(["check", "white:west"])
      #expect(west.status == 0)
      #expect(west.stdout.contains("White Pass  US 12  westbound"), "\(west.stdout)")
      #expect(
        west.stdout.contains("drive: restrictions: White Pass westbound traffic delays: expect delays"),
        "\(west.stdout)")
      let chains = try await sandbox.run(["check", "stevens:east"])
      #expect(
        chains.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
          "all-wheel drive with approved traction tires exempt"), "WSDOT's own rule: \(chains.stdout)")
      let east = try await sandbox.run(["check", "white:east"])
      #expect(
        east.stdout.contains("drive: no go: White Pass eastbound is closed (at or above travel_advisory)"),
        "\(east.stdout)")
    }

    @Test func theReturnDrivesItBackwards() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["trip", "add", "wenatchee", "stevens:east", "blewett:south"]).status == 0)
      let document = try json(try await sandbox.run(["check", "wenatchee", "--return", "--json"]).stdout)
      #expect(document["trip"] as? String == "wenatchee")
      #expect(document["return"] as? Bool == true)
      let legs = try #require(document["passes"] as? [[String: Any]])
      #expect(legs.map { $0["name"] as? String } == ["Blewett Pass", "Stevens Pass"])
      #expect(legs.map { $0["direction"] as? String } == ["northbound", "westbound"])
    }

    /// A drive is never cleared on stale or missing data.
    @Test func staleOrMissingDataIsNeverGo() async throws {
      let sandbox = try Sandbox()
      // Nothing saved and no fetching: nothing could be read.
      let nothing = try await sandbox.run(["check", "snoqualmie:west", "--offline", "--json"])
      #expect(nothing.status == 2, "\(nothing.stderr)")
      #expect(try json(nothing.stdout)["verdict"] as? String == "unknown")
      // Read once, then the source fails: the saved data is stale, and stale is not go.
      #expect(try await sandbox.run(["check", "snoqualmie:west"]).status == 0)
      sandbox.server.setHandler { _ in .init(status: 500, text: "down") }
      let stale = try await sandbox.run(["check", "snoqualmie:west", "--refresh", "--json", "--timeout", "2s"])
      #expect(stale.status == 3, "\(stale.stderr)")
      let document = try json(stale.stdout)
      #expect(document["verdict"] as? String == "unknown")
      let leg = try #require((document["passes"] as? [[String: Any]])?.first)
      #expect(leg["level"] as? String == "unknown" && leg["stale"] as? Bool == true)
      #expect((document["summary"] as? String)?.contains("data is stale") == true)
    }

    /// At a trailhead with no signal: data fetched a while ago is judged with --offline and a
    /// --max-age that covers it; without it the same data is stale and the drive unknown.
    @Test func checkOfflineTakesAMaxAge() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["check", "snoqualmie:west"]).status == 0)
      // Age the saved data: the archive's fetch times move back twelve minutes.
      let data = try Data(contentsOf: sandbox.archive)
      var archive = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      var passes = try #require(archive["passes"] as? [[String: Any]])
      for index in passes.indices {
        // Times are seconds since 1970.
        guard var conditions = passes[index]["conditions"] as? [String: Any],
          let fetched = conditions["fetchedAt"] as? Double
        else { continue }
        conditions["fetchedAt"] = fetched - 720
        passes[index]["conditions"] = conditions
      }
      archive["passes"] = passes
      try JSONSerialization.data(withJSONObject: archive).write(to: sandbox.archive)
      let stale = try await sandbox.run(["check", "snoqualmie:west", "--offline", "--json"])
      #expect(stale.status == 3)
      #expect(try json(stale.stdout)["verdict"] as? String == "unknown")
      let fresh = try await sandbox.run(["check", "snoqualmie:west", "--offline", "--max-age", "30m", "--json"])
      #expect(fresh.status == 0, "\(fresh.stderr)")
      #expect(try json(fresh.stdout)["verdict"] as? String != "unknown")
    }

    @Test func statusReportAndWatchTakeATripInDrivingOrder() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["trip", "add", "loop", "white:east", "blewett:north", "tioga"]).status == 0)
      let status = try json(try await sandbox.run(["status", "--trip", "loop", "--json"]).stdout)
      let names = try #require(status["passes"] as? [[String: Any]]).map { $0["name"] as? String }
      #expect(
        names == ["White Pass", "Blewett Pass", "Tioga Pass"],
        "a trip's passes need not be enabled, and keep driving order")
      let report = try await sandbox.run(["report", "--html", "-", "--trip", "loop"])
      // White Pass is closed eastbound: the trip's page exits as check does.
      #expect(report.status == 3, "\(report.stderr)")
      // The cards follow driving order (the summary above them is worst first).
      let cards = try #require(report.stdout.range(of: "<section class=\"pass\""))
      let white = try #require(report.stdout.range(of: "White Pass", range: cards.lowerBound..<report.stdout.endIndex))
      let tioga = try #require(report.stdout.range(of: "Tioga Pass", range: cards.lowerBound..<report.stdout.endIndex))
      #expect(white.lowerBound < tioga.lowerBound)
      #expect(try await sandbox.run(["status", "white", "--trip", "loop"]).status == 64)
      let watch = try await sandbox.run(["watch", "--trip", "loop", "--fail-on", "closed"])
      #expect(watch.status == 3, "\(watch.stderr)")
      #expect(watch.stderr.contains("watching the trip loop (White Pass, Blewett Pass, Tioga Pass)"), "\(watch.stderr)")
    }

    /// watch --trip tells only changes to the directions driven, and its command hears the trip.
    @Test func watchATripTellsOnlyTheDirectionsDriven() async throws {
      let sandbox = try Sandbox()
      let runs = sandbox.dataDirectory.appendingPathComponent("runs")
      try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
      #expect(try await sandbox.run(["trip", "add", "west", "snoqualmie:west"]).status == 0)
      #expect(try await sandbox.run(["status", "snoqualmie"]).status == 0)
      let before = sandbox.server.requests.count
      let watch = try await CommandRunner.start([
        "watch", "--no-weather", "--trip", "west", "--exec",
        "echo \"$PASSENGR_TRIP\" > '\(runs.path)/trip'; cat > '\(runs.path)/stdin'",
        "--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString,
      ])
      try await sandbox.server.waitForRequests(before + 1)
      // Chains eastbound only: no news for a westbound drive. Then both directions change.
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      var count = sandbox.server.requests.count
      watch.signal(SIGUSR1)
      try await sandbox.server.waitForRequests(count + 1)
      count = sandbox.server.requests.count
      watch.signal(SIGUSR1)
      try await sandbox.server.waitForRequests(count + 1)
      let deadline = ContinuousClock.now + .seconds(300)
      while !FileManager.default.fileExists(atPath: runs.appendingPathComponent("trip").path),
        ContinuousClock.now < deadline
      {
        try await Task.sleep(for: .milliseconds(50))
      }
      watch.signal(SIGINT)
      let output = try await watch.output.value
      #expect(output.status == 0, "\(output.stderr)")
      #expect(!output.stdout.contains("eastbound"), "\(output.stdout)")
      let trip = try String(contentsOf: runs.appendingPathComponent("trip"), encoding: .utf8)
      #expect(trip == "west\n")
    }

    /// Trips are why the archive is schema 2: 0.1.0's archive is read, upgraded once (to this
    /// version's `passengr.json`), and kept as it was.
    @Test func aVersionOneArchiveIsUpgradedAndKept() async throws {
      let sandbox = try Sandbox()
      let original = try Fixtures.data("cases/archive-0.1.0/passengr.plist")
      try FileManager.default.createDirectory(at: sandbox.dataDirectory, withIntermediateDirectories: true)
      try original.write(to: sandbox.legacyArchive)
      #expect(try await sandbox.run(["trip", "add", "commute", "snoqualmie:west"]).status == 0)
      let copy = sandbox.dataDirectory.appendingPathComponent("passengr.plist.v1")
      #expect(try Data(contentsOf: copy) == original, "the version-1 archive is kept as it was")
      #expect(!FileManager.default.fileExists(atPath: sandbox.legacyArchive.path), "one archive is left")
      let upgraded = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.archive)) as? [String: Any])
      #expect(upgraded["schemaVersion"] as? Int == 3)
      #expect((upgraded["trips"] as? [Any])?.count == 1)
      // The copy is made once: a later write leaves it alone.
      #expect(try await sandbox.run(["trip", "add", "away", "stevens:east"]).status == 0)
      #expect(try Data(contentsOf: copy) == original)
    }

    /// A trip named like a pass would hide it, and one with a ':' could never be checked: refused.
    @Test(arguments: [
      ("stevens", "it names the pass Stevens Pass"), ("Blewett Pass", "it names the pass Blewett Pass"),
      ("snoq", "it names the pass Snoqualmie Pass"),
      ("10", "it names the pass"), ("a:b", "a ':' would read as a pass and a direction"),
    ])
    func aTripCannotTakeAPasssNameOrAColon(name: String, reason: String) async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(["trip", "add", name, "snoqualmie:west"])
      #expect(output.status == 64, "\(output.stderr)")
      #expect(output.stderr.contains(reason), "\(output.stderr)")
      #expect(try await sandbox.run(["trip", "list"]).stdout.contains(name) == false)
    }

    @Test func removingACustomPassThatATripUsesAsksForForce() async throws {
      let sandbox = try Sandbox()
      let url = sandbox.server.url("/traffic/passes/snoqualmie/").absoluteString
      #expect(
        try await sandbox.run([
          "add", "Old Pass", "--url", url, "--eastbound", "//span[@id='PassInfoRestrictionsOne']", "--no-check",
        ]).status == 0)
      #expect(try await sandbox.run(["trip", "add", "retro", "old:east", "stevens:east"]).status == 0)
      let refused = try await sandbox.run(["remove", "old pass"])
      #expect(refused.status == 64)
      #expect(
        refused.stderr.contains("Old Pass is part of the trip retro; remove it with --force"), "\(refused.stderr)")
      let forced = try await sandbox.run(["remove", "old pass", "--force"])
      #expect(forced.status == 0)
      #expect(forced.stderr.contains("dropped it from the trip retro"))
      #expect(try await sandbox.run(["trip", "show", "retro"]).stdout == "retro: Stevens Pass eastbound\n")
      // A trip whose only pass goes is removed with it, and said so: no empty trip is left behind.
      #expect(
        try await sandbox.run([
          "add", "Lone Pass", "--url", url, "--eastbound", "//span[@id='PassInfoRestrictionsOne']", "--no-check",
        ]).status == 0)
      #expect(try await sandbox.run(["trip", "add", "solo", "lone:east"]).status == 0)
      let emptied = try await sandbox.run(["remove", "lone pass", "--force"])
      #expect(emptied.status == 0)
      #expect(emptied.stderr.contains("removed the trip solo, which had no other pass"), "\(emptied.stderr)")
      let shown = try await sandbox.run(["trip", "show", "solo"])
      #expect(shown.status == 64)
      #expect(shown.stderr.contains("no trip named 'solo'"))
    }
  }
}
