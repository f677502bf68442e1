import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  @Suite(.hangGuard) struct StatusCommandTests {
    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func passes(_ text: String) throws -> [[String: Any]] {
      try #require(try json(text)["passes"] as? [[String: Any]])
    }

    @Test func firstRunCreatesTheArchiveAndShowsTheEnabledPassesInOrder() async throws {
      let sandbox = try Sandbox()
      #expect(!FileManager.default.fileExists(atPath: sandbox.archive.path))
      let output = try await sandbox.run([])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(FileManager.default.fileExists(atPath: sandbox.archive.path))
      // One line per pass under a header, in order.
      let titles = output.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }.map {
        $0.split(separator: " ").prefix(2).joined(separator: " ")
      }
      #expect(
        titles == [
          "PASS HIGHWAY", "Blewett Pass", "Manastash Ridge", "Satus Pass", "Snoqualmie Pass", "Stevens Pass",
          "White Pass",
        ], "\(output.stdout)")
      #expect(output.stdout.contains("EB closed"), "\(output.stdout)")
      let cards = try await sandbox.run(["status", "--cards", "--offline"])
      #expect(cards.stdout.contains("Eastbound   Temporarily Closed [closed]"), "\(cards.stdout)")
      #expect(output.stderr.isEmpty, "\(output.stderr)")
    }

    @Test func jsonMatchesTheFixtureValues() async throws {
      let sandbox = try Sandbox()
      // The feed as it is, with its own times (so its passes are old: see BeforeADriveTests).
      sandbox.server.setHandler(TestHTTPServer.fileHandler(Fixtures.directory))
      let output = try await sandbox.run(["status", "--json", "snoqualmie", "blewett"])
      #expect(output.status == 0, "\(output.stderr)")
      let document = try json(output.stdout)
      #expect(document["schema"] as? String == "passengr.status/3")
      #expect(document["source"] == nil && document["sourceFailures"] == nil)
      let list = try passes(output.stdout)
      #expect(list.map { $0["id"] as? Int } == [1, 11])
      let snoqualmie = list[1]
      #expect(snoqualmie["name"] as? String == "Snoqualmie Pass")
      #expect(snoqualmie["highway"] as? String == "I-90")
      #expect(snoqualmie["level"] as? String == "unknown")
      #expect(snoqualmie["old"] as? Bool == true)
      #expect(snoqualmie["temperatureF"] as? Int == 28)
      #expect(snoqualmie["elevationFt"] as? Int == 3022)
      #expect(snoqualmie["enabled"] as? Bool == true)
      #expect(snoqualmie["stale"] as? Bool == false)
      #expect(snoqualmie["updatedAt"] as? String == "2025-01-11T04:45:00Z")
      // The old fixture: the direction's answer is the judged level, the published one beside it.
      let restrictions = try #require(snoqualmie["restrictions"] as? [String: [String: Any]])
      let westbound = try #require(restrictions["westbound"])
      #expect(westbound["text"] as? String == "No restrictions" && westbound["published"] as? String == "open")
      #expect(westbound["level"] as? String == "unknown" && westbound["currency"] as? String == "old")
      #expect((westbound["reason"] as? [String: Any])?["kind"] as? String == "old")
      let blewett = list[0]
      #expect(blewett["temperatureF"] is NSNull)
      #expect((blewett["restrictions"] as? [String: Any])?.keys.sorted() == ["northbound", "southbound"])
    }

    @Test func savedDataYoungerThanMaxAgeIsNotFetchedAgain() async throws {
      let sandbox = try Sandbox()
      // The road's requests: NWS's weather is asked beside them (alerts at every refresh).
      func road() -> Int { sandbox.server.requests.filter { !$0.path.hasPrefix("/api.weather.gov/") }.count }
      _ = try await sandbox.run([])
      #expect(road() == 1)
      _ = try await sandbox.run([])
      #expect(road() == 1)
      _ = try await sandbox.run(["status", "--max-age", "0s"])
      #expect(road() == 2)
      let asked = sandbox.server.requests.count
      _ = try await sandbox.run(["status", "--offline"])
      #expect(sandbox.server.requests.count == asked)
    }

    static let thresholds: [(String, String, Int32)] = [
      ("snoqualmie", "traction_advised", 3), ("snoqualmie", "chains_required", 0), ("stevens", "chains-required", 3),
      ("white", "closed", 3), ("satus", "traffic_delays", 0),
    ]

    @Test(arguments: thresholds)
    func failOnExitsThreeAtOrAboveTheLevel(pass: String, level: String, expected: Int32) async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(["status", pass, "--fail-on", level])
      #expect(output.status == expected, "\(output.stderr)")
      #expect(!output.stdout.isEmpty)
    }

    /// `status --fail-on` judges as `check` does: a pass that cannot be cleared (no data, stale data)
    /// fails the threshold, so `status snoqualmie --fail-on closed || echo "take another route"` is safe.
    @Test func failOnCannotClearAnUnknownPass() async throws {
      let sandbox = try Sandbox()
      sandbox.server.setHandler { _ in .init(status: 500, text: "down") }
      let nothing = try await sandbox.run(["status", "snoqualmie", "--fail-on", "closed", "--timeout", "2s"])
      #expect(nothing.status != 0)
      sandbox.serveFeed("mobile/MountainPassConditions.json")
      #expect(try await sandbox.run(["status", "snoqualmie", "--fail-on", "closed"]).status == 0)
      sandbox.server.setHandler { _ in .init(status: 500, text: "down") }
      let stale = try await sandbox.run(["status", "snoqualmie", "--refresh", "--fail-on", "closed", "--timeout", "2s"])
      #expect(stale.status == 3, "\(stale.stderr)")
      #expect(
        stale.stderr.contains("Snoqualmie Pass is unknown (data is stale, fetched just now: HTTP 500"),
        "\(stale.stderr)")
      #expect(stale.stderr.contains("so it cannot be cleared of --fail-on closed"), "\(stale.stderr)")
    }

    /// A refresh that fetched nothing never says "no changes", and the passes it left without data
    /// read stale, with the error.
    @Test func aRefreshThatFetchedNothingSaysSo() async throws {
      let sandbox = try Sandbox()
      sandbox.server.setHandler { _ in .init(status: 500, text: "down") }
      let refresh = try await sandbox.run(["refresh", "--timeout", "2s"])
      #expect(refresh.status == 2)
      #expect(refresh.stdout.isEmpty, "\(refresh.stdout)")
      #expect(refresh.stderr.contains("could not refresh"), "\(refresh.stderr)")
      let status = try await sandbox.run(["status", "--offline", "--json"])
      let first = try #require(try passes(status.stdout).first)
      #expect(first["stale"] as? Bool == true)
      #expect((first["error"] as? String)?.contains("HTTP 500") == true)
      #expect(first["level"] as? String == "unknown")
    }

    @Test func stoppedServerFallsBackToTheArchive() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      sandbox.server.stop()
      let output = try await sandbox.run(["status", "--refresh"])
      #expect(output.status == 0)
      #expect(output.stderr.hasPrefix("passengr: could not refresh from wsdot: connection refused by 127.0.0.1"))
      #expect(output.stderr.contains("showing data from just now"))
      #expect(output.stdout.contains("Snoqualmie Pass"))
      #expect(output.stdout.contains("(stale)"), "\(output.stdout)")
      let tooOld = try await sandbox.run(["status", "--refresh", "--max-stale", "0s"])
      #expect(tooOld.status == 2)
    }

    /// The saved data came from another origin (the local server), so an unreachable host has
    /// nothing of its own to show: it says so, and never passes the other origin's data off as its own.
    @Test func unreachableHostSaysOfflineAndShowsNoOtherOriginsData() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      let output = try await sandbox.run(["status", "--refresh"], baseURL: "http://no-such-host.invalid")
      #expect(output.status == 2, "\(output.stderr)")
      #expect(output.stderr.hasPrefix("passengr: offline: "), "\(output.stderr)")
      #expect(output.stderr.contains("no saved data to show"))
      #expect(!output.stdout.contains("Temporarily Closed"))
    }

    /// A first run without network: no cards of "no data yet", one line that says what failed and
    /// what to do.
    @Test func nothingSavedAndNothingFetchedIsTrouble() async throws {
      let sandbox = try Sandbox()
      sandbox.server.stop()
      let output = try await sandbox.run([])
      #expect(output.status == 2)
      #expect(output.stdout.isEmpty, "\(output.stdout)")
      #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
      #expect(output.stderr.contains("no saved data to show"))
      #expect(output.stderr.contains("Check the network and run again"))
      #expect(output.stderr.contains("--base-url Fixtures"))
    }

    @Test func oneFailingPassKeepsItsStaleData() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run(["status", "--source", "wsdot-page"])
      let files = TestHTTPServer.fileHandler(Fixtures.directory)
      sandbox.server.setHandler { request in
        request.path.hasSuffix("/stevens") ? .init(status: 500, text: "down") : files(request)
      }
      let output = try await sandbox.run(["status", "--source", "wsdot-page", "--refresh", "--json"])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stderr.contains("Stevens Pass: HTTP 500"))
      let list = try passes(output.stdout)
      let stevens = try #require(list.first { $0["id"] as? Int == 10 })
      #expect(stevens["stale"] as? Bool == true)
      #expect((stevens["error"] as? String)?.contains("HTTP 500") == true)
      // The saved chains stay in its directions; the pass reads unknown until it is read again.
      #expect(stevens["level"] as? String == "unknown")
      // Stale: the saved chains are kept beside the judged level, never shown as the answer.
      #expect(
        (stevens["restrictions"] as? [String: [String: Any]])?.values.contains {
          $0["published"] as? String == "chains_required" && $0["level"] as? String == "unknown"
        } == true)
      let snoqualmie = try #require(list.first { $0["id"] as? Int == 11 })
      #expect(snoqualmie["stale"] as? Bool == false)
    }

    @Test func escapeSequencesFromTheFeedArePrintedHarmless() async throws {
      let sandbox = try Sandbox()
      sandbox.serveFeed("cases/wsdot-feed/escape-sequences.json")
      let output = try await sandbox.run(["status", "snoqualmie"])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(!output.stdout.contains("\u{1B}"))
      #expect(!output.stdout.contains("\u{07}"))
      #expect(output.stdout.contains("Bare and dry."))
    }

    @Test func unknownAndAmbiguousNamesAreUsageErrors() async throws {
      let sandbox = try Sandbox()
      let unknown = try await sandbox.run(["status", "lopu"])
      #expect(unknown.status == 64)
      #expect(
        unknown.stderr.contains(
          "no pass called 'lopu'; did you mean Loup Loup Pass? 'passengr list --all' lists every pass"))
      let far = try await sandbox.run(["status", "zzzzzzzz"])
      #expect(far.stderr.contains("no pass called 'zzzzzzzz'; 'passengr list --all' lists every pass"), "\(far.stderr)")
      let ambiguous = try await sandbox.run(["status", "s"])
      #expect(ambiguous.status == 64)
      #expect(ambiguous.stderr.contains("'s' could be Satus Pass or Sherman Pass or Snoqualmie Pass or Stevens Pass"))
      #expect(sandbox.server.requests.isEmpty)
    }
  }
}
