import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  @Suite(.hangGuard) struct WYDOTCommandTests {
    static let wyoming = [
      "teton", "snowy", "beartooth", "sylvan", "granite", "medicine", "sherman summit", "elk", "battle pass",
      "south pass",
    ]

    func passes(_ text: String) throws -> [[String: Any]] {
      let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      return try #require(document["passes"] as? [[String: Any]])
    }

    @Test func checkAnswersADriveFromJacksonOverTetonPassWestFromTheFixtures() async throws {
      let sandbox = try Sandbox()
      let saved = try await sandbox.run(["trip", "add", "jackson-idaho", "teton:west"])
      #expect(saved.status == 0, "\(saved.stderr)")
      // The winter day is a recording, judged at its own time: Teton's chain law is the drive's restriction.
      let check = try await sandbox.run(["check", "jackson-idaho"], baseURL: Fixtures.directory.path)
      #expect(check.status == 0, "\(check.stderr)")
      #expect(
        check.stdout.contains("Teton Pass  WY 22  westbound  CHAINS REQUIRED  Chain Law - Level 2"), "\(check.stdout)"
      )
      #expect(check.stdout.contains("jackson-idaho: restrictions:"), "\(check.stdout)")
      #expect(check.stdout.contains("(recorded Sun Feb 16 2025, 7:10 AM MST"), "\(check.stdout)")
      // I-80 closed at Elk Mountain stops a drive west; South Pass's "No Unnecessary Travel" is a
      // known state, told in WYDOT's words, not missing data: a plea not to travel stops a drive
      // by default (--fail-on travel_advisory), and only a closure with --fail-on closed.
      let elk = try await sandbox.run(["check", "elk:west"], baseURL: Fixtures.directory.path)
      #expect(elk.status == 3, "\(elk.stderr)")
      #expect(elk.stdout.contains("no go: Elk Mountain westbound is closed"))
      for drive in ["south pass", "south pass:east"] {
        let south = try await sandbox.run(["check", drive], baseURL: Fixtures.directory.path)
        #expect(south.status == 3, "\(drive): \(south.stderr)")
        let southLine = south.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(southLine.contains("no go: South Pass"), "\(south.stdout)")
        #expect(southLine.contains("is travel advisory (\"No Unnecessary Travel\") (at or above travel_advisory)"))
        #expect(!southLine.contains("no current data"), "\(south.stdout)")
      }
      let south = try await sandbox.run(
        ["check", "south pass", "--fail-on", "closed"], baseURL: Fixtures.directory.path)
      #expect(south.status == 0, "\(south.stderr)")
      let southLine = south.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(
        southLine.contains("restrictions: South Pass travel advisory: \"No Unnecessary Travel\""), "\(south.stdout)")
    }

    @Test func wyomingPassesAreStatusJSONAndAReportCreditingWYDOT() async throws {
      let sandbox = try Sandbox()
      let list = try await sandbox.run(["list", "--all", "--agency", "wydot"])
      #expect(list.stdout.split(separator: "\n").dropFirst().count == 10)
      #expect(
        list.stdout.split(separator: "\n").dropFirst().allSatisfy { $0.contains("[ ]") }, "all disabled until enabled")
      let enabled = try await sandbox.run(["enable"] + Self.wyoming)
      #expect(enabled.status == 0, "\(enabled.stderr)")
      let json = try await sandbox.run(["status", "--json", "--agency", "wydot"], baseURL: Fixtures.directory.path)
      #expect(json.status == 0, "\(json.stderr)")
      let levels = Dictionary(
        try passes(json.stdout).compactMap { pass in
          (pass["name"] as? String).map { ($0, pass["level"] as? String ?? "") }
        }
      ) { a, _ in a }
      // The winter day is a recording, judged at its own time.
      #expect(
        levels == [
          "Teton Pass": "chains_required", "Snowy Range Pass": "closed_for_season",
          "Beartooth Pass": "closed_for_season",
          "Sylvan Pass (Yellowstone East)": "closed_for_season", "Granite Pass": "traction_required",
          "Medicine Wheel Passage": "closed_for_season",
          "Sherman Summit": "open", "Elk Mountain": "closed", "Battle Pass": "closed_for_season",
          "South Pass": "travel_advisory",
        ])
      #expect(try passes(json.stdout).allSatisfy { $0["agency"] as? String == "wydot" })
      let html = try await sandbox.run(
        ["report", "--html", "-", "--agency", "wydot", "--offline"], baseURL: Fixtures.directory.path)
      #expect(html.status == 0, "\(html.stderr)")
      #expect(html.stdout.contains("Wyoming Department of Transportation (WYDOT)"))
      let failOn = try await sandbox.run(
        ["status", "elk", "--fail-on", "closed", "--offline"], baseURL: Fixtures.directory.path)
      #expect(failOn.status == 3)
    }

    @Test func parseReadsARoutePageSegmentBySegment() async throws {
      let page = Fixtures.url("pls/Browse/WRR.RoutesResults@SelectedRoute=WY22").path
      let table = try await CommandRunner.run(["parse", page, "--format", "wydot-route"])
      #expect(table.status == 0, "\(table.stderr)")
      #expect(table.stdout.contains("WY 22: Between Wilson and the Idaho State Line"))
      #expect(table.stdout.contains("Chain Law - Level 2 [chains required]"))
      #expect(table.stdout.contains("pass: Teton\n") || table.stdout.contains("pass: Teton Pass"), "\(table.stdout)")
      let auto = try await CommandRunner.run([
        "parse", "--json", Fixtures.url("pls/Browse/WRR.RoutesResults@SelectedRoute=I80").path,
      ])
      #expect(auto.status == 0, "\(auto.stderr)")
      let document = try #require(try JSONSerialization.jsonObject(with: Data(auto.stdout.utf8)) as? [String: Any])
      #expect(document["format"] as? String == "wydot-route")
      let rows = try #require(document["passes"] as? [[String: Any]])
      #expect(rows.count == 4)
      #expect(rows.map { $0["level"] as? String } == ["open", "open", "closed", "travel_advisory"])
    }

    /// WY 22's page with Teton Pass's row as WYDOT would serve it now.
    static func tetonPage(advisory: String, time: String? = nil) -> Data {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "America/Denver")
      formatter.dateFormat = "MMM d, yyyy, hh:mm a"
      let reported = time ?? formatter.string(from: Date().addingTimeInterval(-600))
      let html = """
        <html><body><table class="grid"><tr><th>Conditions</th></tr>
        <tr><td class="route" rowspan="1">WY 22</td><td class="townname">Wilson</td><td class="closurelocation">Between Wilson and the Idaho State Line</td>
        <td class="lowimpactcond" colspan="">Wet</td><td class="modimpact">\(advisory)</td><td class="noimpactrestrict">None</td>
        <td class="rpttime">\(reported)</td></tr></table></body></html>
        """
      return Data(html.utf8)
    }

    func serveTeton(_ sandbox: Sandbox, _ page: Data) {
      sandbox.server.setHandler { request in
        guard request.path == "/pls/Browse/WRR.RoutesResults", request.query == "SelectedRoute=WY22" else {
          return .init(status: 404, text: "no")
        }
        return .init(headers: ["Content-Type": "text/html; charset=utf-8"], body: page)
      }
    }

    @Test func aLiveRoutePageIsRefreshedDiffedAndItsUnreadableTimeIsNotCurrent() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run(["enable", "teton"])
      serveTeton(sandbox, Self.tetonPage(advisory: "Falling Rock"))
      let first = try await sandbox.run(["status", "teton", "--json", "--refresh"])
      #expect(first.status == 0, "\(first.stderr)")
      #expect(try passes(first.stdout).first?["level"] as? String == "open")
      serveTeton(sandbox, Self.tetonPage(advisory: "Chain Law - Level 2"))
      #expect(try await sandbox.run(["refresh"]).status == 0)
      let diff = try await sandbox.run(["diff", "--agency", "wydot", "--jsonl"])
      #expect(diff.status == 1, "\(diff.stderr)")
      #expect(diff.stdout.contains("\"passId\":4001") && diff.stdout.contains("\"escalation\":true"), "\(diff.stdout)")
      let failOn = try await sandbox.run(["status", "teton", "--fail-on", "traction_required", "--offline"])
      #expect(failOn.status == 3)
      serveTeton(sandbox, Self.tetonPage(advisory: "None", time: "Feb 30, 2025, 07:00 AM"))
      let unreadable = try await sandbox.run(["status", "teton", "--json", "--refresh"])
      let pass = try #require(try passes(unreadable.stdout).first)
      #expect(pass["level"] as? String == "unknown")
      #expect((pass["error"] as? String)?.contains("could not be read: the report is not current") == true, "\(pass)")
    }
  }
}
