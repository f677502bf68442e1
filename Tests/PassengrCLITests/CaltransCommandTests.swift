import Foundation
import TestSupport
import Testing

extension EndToEnd {
  @Suite(.hangGuard) struct CaltransCommandTests {
    func passes(_ text: String) throws -> [[String: Any]] {
      let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      return try #require(document["passes"] as? [[String: Any]])
    }

    @Test func aMixedTablePrintsFromTheFixturesOffline() async throws {
      let sandbox = try Sandbox()
      let enabled = try await sandbox.run(["enable", "donner", "carson"])
      #expect(enabled.status == 0, "\(enabled.stderr)")
      let output = try await sandbox.run(
        ["status", "snoqualmie", "donner", "carson", "--cards"], baseURL: Fixtures.directory.path)
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stdout.contains("Snoqualmie Pass  I-90"))
      #expect(output.stdout.contains("Donner Summit  I-80  7056 ft"))
      #expect(output.stdout.contains("R-2 at KINGVALE: Chains or traction devices are required"))
      #expect(output.stdout.contains("Carson Pass  SR 88"))
      let json = try await sandbox.run(["status", "--json", "--offline"], baseURL: Fixtures.directory.path)
      let shown = try passes(json.stdout)
      let agencies = Dictionary(
        shown.compactMap { pass in (pass["name"] as? String).map { ($0, pass["agency"] as? String) } }
      ) { a, _ in a }
      #expect(agencies["Donner Summit"] == "caltrans")
      #expect(agencies["Snoqualmie Pass"] == "wsdot")
      // The saved feeds are a recording, judged at the time it was made: Donner reads chains required.
      let donner = try #require(shown.first { $0["name"] as? String == "Donner Summit" })
      #expect(donner["old"] as? Bool == false && donner["level"] as? String == "chains_required")
      #expect(
        (donner["restrictions"] as? [String: [String: Any]])?.values.contains {
          $0["level"] as? String == "chains_required"
        } == true)
      #expect(shown.first { $0["name"] as? String == "Donner Summit" }?["id"] as? Int == 2001)
    }

    @Test func agencyFiltersStatusListAndDiff() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run(["enable", "donner"])
      let status = try await sandbox.run(
        ["status", "--agency", "caltrans", "--json"], baseURL: Fixtures.directory.path)
      #expect(status.status == 0, "\(status.stderr)")
      #expect(try passes(status.stdout).compactMap { $0["name"] as? String } == ["Donner Summit"])
      let list = try await sandbox.run(["list", "--all", "--agency", "caltrans"])
      let rows = list.stdout.split(separator: "\n")
      #expect(rows.first == "POS  ON     ID  AGENCY    ST  NAME                      HIGHWAY")
      #expect(rows.count == 12)
      // Siskiyou Summit is Caltrans' too, one pass with ODOT's id.
      let own = rows.dropFirst().filter { !$0.contains("Siskiyou Summit") }
      #expect(own.count == 10 && own.allSatisfy { $0.contains(" caltrans  CA ") }, "\(list.stdout)")
      #expect(rows.contains { $0.contains(" 3008  odot      OR  Siskiyou Summit") }, "\(list.stdout)")
      // A state names its agency: drivers say California, not Caltrans.
      let byState = try await sandbox.run(["list", "--all", "--agency", "california"])
      #expect(byState.stdout == list.stdout, "\(byState.stderr)")
      let all = try await sandbox.run(["list", "--all"])
      #expect(all.stdout.contains(" wsdot ") && all.stdout.contains(" caltrans "))
      let wsdotOnly = try await sandbox.run(
        ["status", "--agency", "wsdot", "--json"], baseURL: Fixtures.directory.path)
      #expect(try passes(wsdotOnly.stdout).allSatisfy { $0["agency"] as? String == "wsdot" })
      let bogus = try await sandbox.run(["status", "--agency", "bogus"])
      #expect(bogus.status == 64)
      let said = bogus.stderr.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(said.contains("'bogus' is not one of wsdot, caltrans, ") && said.contains(", custom"), "\(bogus.stderr)")
    }

    @Test func diffAndHistoryWorkForCaliforniaPasses() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run(["enable", "donner"])
      serveDistrict3(sandbox, Self.feedOfNow(status: "R-2"))
      #expect(try await sandbox.run([]).status == 0)
      // District 3 lifts its chain controls.
      serveDistrict3(sandbox, Self.feedOfNow(status: "R-0"))
      let refresh = try await sandbox.run(["refresh"])
      #expect(refresh.status == 0, "\(refresh.stderr)")
      let diff = try await sandbox.run(["diff", "--agency", "caltrans", "--jsonl"])
      #expect(diff.status == 1, "\(diff.stderr)")
      #expect(diff.stdout.contains("\"passId\":2001"))
      #expect(!diff.stdout.contains("\"passId\":11"))
      #expect(diff.stdout.contains("\"escalation\":false"))
      let failOn = try await sandbox.run(["status", "donner", "--fail-on", "traction_required", "--offline"])
      #expect(failOn.status == 0, "\(failOn.stderr)")
      serveDistrict3(sandbox, Self.feedOfNow(status: "R-3"))
      let worse = try await sandbox.run(["status", "donner", "--fail-on", "chains_all", "--refresh"])
      #expect(worse.status == 3, "\(worse.stderr)")
    }

    /// I 80's highway information with nothing on Donner's stretch, so the chain controls decide.
    static let quietI80 = Data(
      "<html><body><p>I 80</p><p>[IN THE NORTHERN CALIFORNIA AREA] No traffic restrictions are reported for this area.</p></body></html>"
        .utf8)

    func serveDistrict3(_ sandbox: Sandbox, _ feed: Data, highwayInfo: Data = quietI80) {
      let files = TestHTTPServer.fileHandler(Fixtures.directory)
      sandbox.server.setHandler { request in
        if request.path == "/roadinfo/i80" { return .init(headers: ["Content-Type": "text/html"], body: highwayInfo) }
        return request.path == "/data/d3/cc/ccStatusD03.json"
          ? .init(headers: ["Content-Type": "application/json"], body: feed) : files(request)
      }
    }

    /// District 3's checkpoints, generated now, all with `status`: a feed that is current.
    static func feedOfNow(status: String) -> Data {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "America/Los_Angeles")
      formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
      let parts = formatter.string(from: Date()).split(separator: " ")
      let entries = ["KINGVALE|Placer|West", "TRUCKEE|Nevada|East"].map { row -> String in
        let fields = row.split(separator: "|")
        return """
          {"cc": {"index": "3-\(fields[0])", "recordTimestamp": {"recordDate": "\(parts[0])", "recordTime": "\(parts[1])"},
           "location": {"district": "3", "locationName": "\(fields[0])", "direction": "\(fields[2])", "county": "\(fields[1])", "route": "I-80"},
           "inService": "true", "statusData": {"status": "\(status)", "statusDescription": ""}}}
          """
      }
      return Data("{\"data\": [\(entries.joined(separator: ","))]}".utf8)
    }

    @Test func aStaleFeedKeepsTheLastConditionsMarkedStaleWithTheFeedAndItsAge() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run(["enable", "donner"])
      let files = TestHTTPServer.fileHandler(Fixtures.directory)
      let current = Self.feedOfNow(status: "R-2")
      sandbox.server.setHandler { request in
        request.path == "/data/d3/cc/ccStatusD03.json"
          ? .init(headers: ["Content-Type": "application/json"], body: current) : files(request)
      }
      #expect(try await sandbox.run(["refresh"]).status == 0)
      let stale = try Fixtures.data("cases/caltrans-cc/stale-d3.json")
      sandbox.server.setHandler { request in
        request.path == "/data/d3/cc/ccStatusD03.json"
          ? .init(headers: ["Content-Type": "application/json"], body: stale) : files(request)
      }
      let output = try await sandbox.run(["status", "donner", "--refresh", "--json"])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stderr.contains("could not refresh from caltrans"))
      #expect(output.stderr.contains("ccStatusD03.json was last generated"))
      let donner = try #require(try passes(output.stdout).first)
      // Stale data proves nothing short of a closure: the level is unknown, the last known
      // restriction stays in the directions, never the stale feed's open.
      #expect(donner["level"] as? String == "unknown")
      #expect(donner["stale"] as? Bool == true)
      let restrictions = try #require(donner["restrictions"] as? [String: [String: Any]])
      #expect(
        restrictions.values.contains {
          $0["published"] as? String == "chains_required" && $0["level"] as? String == "unknown"
        })
      #expect((donner["error"] as? String)?.contains("over 3 h ago") == true)
    }

    @Test func parseShowsCheckpointsAndLevels() async throws {
      let path = Fixtures.url("data/d7/cc/ccStatusD07.json").path
      for arguments in [["parse", path], ["parse", path, "--format", "caltrans-cc"]] {
        let output = try await CommandRunner.run(arguments)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("CASTAIC  I-5"))
        #expect(output.stdout.contains("[unknown]"))
        #expect(output.stdout.contains("R-0 at GORMAN"))
      }
      let json = try await CommandRunner.run(["parse", path, "--json"])
      let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      #expect(document["format"] as? String == "caltrans-cc")
    }

    /// An archive and history written by Passengr 0.1.0, before agencies existed.
    @Test func anArchiveFromZeroPointOneReadsAndGainsTheCaliforniaPasses() async throws {
      let sandbox = try Sandbox()
      // 0.1.0 wrote `passengr.plist`: read as it is, upgraded on the first write.
      for name in ["passengr.plist", "history.jsonl"] {
        try FileManager.default.copyItem(
          at: Fixtures.url("cases/archive-0.1.0/\(name)"), to: sandbox.dataDirectory.appendingPathComponent(name))
      }
      let list = try await sandbox.run(["list", "--all", "--json"])
      #expect(list.status == 0, "\(list.stderr)")
      let all = try passes(list.stdout)
      // WSDOT's 16, Caltrans' 11 and the user's own; other agencies' passes come too. Caltrans'
      // Siskiyou Summit is the one pass it shares with ODOT, in its place, with ODOT's id.
      let earlier = all.filter {
        ($0["agencies"] as? [String] ?? []).contains { ["wsdot", "caltrans", "custom"].contains($0) }
      }
      #expect(earlier.count == 28)
      let siskiyou = try #require(all.first { $0["name"] as? String == "Siskiyou Summit" })
      #expect(siskiyou["id"] as? Int == 3008 && siskiyou["agencies"] as? [String] == ["odot", "caltrans"])
      #expect(all.filter { $0["name"] as? String == "Siskiyou Summit" }.count == 1)
      let lolo = try #require(all.first { $0["name"] as? String == "Lolo Pass" })
      #expect(lolo["id"] as? Int == 1000)
      #expect(lolo["agency"] as? String == "custom")
      let california = all.filter { $0["agency"] as? String == "caltrans" }
      #expect(california.count == 10)
      #expect(california.allSatisfy { $0["enabled"] as? Bool == false })
      #expect(Set(all.compactMap { $0["id"] as? Int }).count == all.count)
      let history = try await sandbox.run(["history", "--jsonl"])
      #expect(history.status == 0)
      #expect(history.stdout.split(separator: "\n").count == 4)
      let offline = try await CommandRunner.run([
        "status", "snoqualmie", "--offline", "--max-stale", "5200w", "--json", "--data-dir", sandbox.dataDirectory.path,
      ])
      #expect(offline.status == 0, "\(offline.stderr)")
      // Years old: the saved chains are shown, but the pass's level is unknown, never a stale reading.
      let snoqualmie = try #require(try passes(offline.stdout).first)
      #expect(snoqualmie["level"] as? String == "unknown")
      #expect(
        (snoqualmie["restrictions"] as? [String: [String: Any]])?.values.contains {
          $0["published"] as? String == "chains_required"
        } == true)
      #expect(
        (snoqualmie["restrictions"] as? [String: [String: Any]])?.values.allSatisfy {
          $0["level"] as? String == "unknown"
        } == true)
      #expect(try await sandbox.run(["enable", "donner"]).status == 0)
      #expect(try await sandbox.run(["list", "--json"]).stdout.contains("\"Donner Summit\""))
    }
  }
}

extension EndToEnd.CaltransCommandTests {
  /// The quick start's January world: the winter closures show, and no California pass reads open
  /// on chain controls alone.
  @Test func theQuickStartShowsTheWinterClosures() async throws {
    let sandbox = try Sandbox()
    let fixtures = Fixtures.directory.path
    #expect(try await sandbox.run(["enable", "tioga", "sonora", "ebbetts", "yuba"], baseURL: fixtures).status == 0)
    let output = try await sandbox.run(["status", "--agency", "caltrans", "--json"], baseURL: fixtures)
    #expect(output.status == 0, "\(output.stderr)")
    let byName = Dictionary(
      try passes(output.stdout).map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    for name in ["Tioga Pass", "Sonora Pass", "Ebbetts Pass"] {
      #expect(byName[name]?["level"] as? String == "closed_for_season", "\(name): \(String(describing: byName[name]))")
      let reports = try #require(byName[name]?["reports"] as? [[String: Any]])
      #expect(
        reports.contains {
          $0["source"] as? String == "caltrans-roadinfo" && $0["level"] as? String == "closed_for_season"
        })
    }
    // Both sources answered for Yuba Pass: R-0 and no restriction on its stretch is open, without the disclaimer.
    // (Judged at the recording's time its checkpoints' records are current: open.)
    #expect(
      (byName["Yuba Pass"]?["restrictions"] as? [String: [String: Any]])?.values.allSatisfy {
        $0["level"] as? String == "open"
      } == true)
    #expect(byName["Yuba Pass"]?["old"] as? Bool == false && byName["Yuba Pass"]?["level"] as? String == "open")
    #expect(byName["Yuba Pass"]?["conditions"] is NSNull)
    let table = try await sandbox.run(["status", "tioga"], baseURL: fixtures)
    #expect(table.stdout.contains("CLOSED FOR THE SEASON"), "\(table.stdout)")
    #expect(!table.stdout.contains("OPEN"))
  }

  /// A page that fails leaves the pass's open directions unknown, says why, and counts the source's health.
  @Test func aFailingHighwayInformationPageNeverShowsOpen() async throws {
    let sandbox = try Sandbox()
    _ = try await sandbox.run(["enable", "donner"])
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    let feed = Self.feedOfNow(status: "R-0")
    sandbox.server.setHandler { request in
      if request.path == "/roadinfo/i80" { return .init(status: 500, text: "down") }
      return request.path == "/data/d3/cc/ccStatusD03.json"
        ? .init(headers: ["Content-Type": "application/json"], body: feed) : files(request)
    }
    let output = try await sandbox.run(["status", "donner", "--json"])
    #expect(output.status == 0, "\(output.stderr)")
    let donner = try #require(try passes(output.stdout).first)
    #expect(donner["level"] as? String == "unknown")
    // Each direction says why in a typed reason; the agency's words are left as they were.
    let reason = try #require(donner["reason"] as? [String: Any])
    #expect(reason["kind"] as? String == "closures_not_checked", "\(reason)")
    #expect((reason["text"] as? String)?.hasPrefix("closures could not be checked: ") == true, "\(reason)")
    #expect(output.stderr.contains("could not refresh from caltrans-roadinfo"), "\(output.stderr)")
    let doctor = try await sandbox.run(["doctor"])
    #expect(doctor.stdout.contains("caltrans-roadinfo"), "\(doctor.stdout)")
  }

  /// A closure appearing and lifting is a change like any other.
  @Test func diffTellsWhenAClosureLifts() async throws {
    let sandbox = try Sandbox()
    _ = try await sandbox.run(["enable", "donner"])
    let closed = Data(
      "<p>I 80</p><p>[IN THE SIERRA NEVADA] Is closed from Colfax (Placer Co) to the Nevada State Line - Due to spinouts</p>"
        .utf8)
    serveDistrict3(sandbox, Self.feedOfNow(status: "R-2"), highwayInfo: closed)
    let first = try await sandbox.run(["status", "donner", "--fail-on", "closed"])
    #expect(first.status == 3, "\(first.stderr)")
    serveDistrict3(sandbox, Self.feedOfNow(status: "R-2"))
    #expect(try await sandbox.run(["refresh"]).status == 0)
    let diff = try await sandbox.run(["diff", "--jsonl"])
    #expect(diff.status == 1, "\(diff.stderr)")
    let lines = diff.stdout.split(separator: "\n")
    #expect(
      lines.contains {
        $0.contains("\"passId\":2001") && $0.contains("\"closed\"") && $0.contains("\"chains_required\"")
      }, "\(diff.stdout)")
  }

  @Test func parseReadsAHighwayInformationPage() async throws {
    let path = Fixtures.url("roadinfo/sr120").path
    for arguments in [["parse", path, "--json"], ["parse", path, "--format", "caltrans-roadinfo", "--json"]] {
      let output = try await CommandRunner.run(arguments)
      #expect(output.status == 0, "\(output.stderr)")
      let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      #expect(document["format"] as? String == "caltrans-roadinfo")
      let rows = try #require(document["passes"] as? [[String: Any]])
      let closure = try #require(rows.first)
      #expect(closure["level"] as? String == "closed_for_season")
      #expect((closure["conditions"] as? String)?.contains("applies to: Tioga Pass") == true, "\(closure)")
    }
  }
}
