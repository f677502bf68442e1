import Foundation
import Markup
import TestSupport
import Testing

extension EndToEnd {
  /// What a driver reads before a drive: `check` at any terminal width, the trip's HTML page, old
  /// data, and the names people use for passes and highways.
  @Suite(.hangGuard) struct BeforeADriveTests {
    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Whitespace folded to single spaces: text wrapped over lines reads as it was published.
    static func folded(_ text: String) -> String {
      text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// `check` wraps like `status`: nothing past the width, no word of a restriction or of the
    /// verdict cut, at 50 to 220 columns.
    @Test(arguments: [50, 80, 100, 220])
    func checkWrapsToTheWidthAndCutsNoWord(columns: Int) async throws {
      let sandbox = try Sandbox()
      let drive = ["check", "stevens:east", "blewett:south", "white:west", "tejon:north", "snoqualmie:west"]
      let output = try await sandbox.run(drive, environment: ["COLUMNS": "\(columns)"])
      #expect(output.status == 3, "\(output.stderr)")
      let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      let long = lines.filter { $0.count > columns }
      #expect(long.isEmpty, "lines wider than \(columns): \(long.map { "\($0.count): \($0)" })")
      #expect(!output.stdout.contains("…"), "\(output.stdout)")
      let answer = try json(try await sandbox.run(drive + ["--json", "--offline", "--max-age", "1h"]).stdout)
      let shown = Self.folded(output.stdout)
      for leg in try #require(answer["passes"] as? [[String: Any]]) {
        let text = try #require(leg["text"] as? String)
        #expect(shown.contains(Self.folded(text)), "\(text) is cut at \(columns) columns:\n\(output.stdout)")
        #expect(shown.contains(try #require(leg["name"] as? String)))
      }
      let summary = try #require(answer["summary"] as? String)
      #expect(
        shown.contains("drive: " + Self.folded(summary)), "the verdict is cut at \(columns) columns:\n\(output.stdout)")
    }

    /// `report --html --trip` leads with `check`'s answer: the trip, the verdict in check's words, the
    /// worst direction driven, each pass in driving order; the cards put the direction driven first.
    @Test func aTripsPageLeadsWithTheCheckAnswer() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["trip", "add", "wenatchee", "stevens:east", "blewett:south"]).status == 0)
      let out = try await sandbox.run(["report", "--html", "-", "--trip", "wenatchee"])
      #expect(out.status == 0, "\(out.stderr)")
      let dom = try HTMLDocument(data: Data(out.stdout.utf8))
      let root = dom.documentNode
      #expect(try root.string(of: "normalize-space(//h1)") == "Trip wenatchee")
      let drive = try #require(try root.firstNode(matching: "//main/*[1]"), "the answer comes first")
      #expect(drive.attribute("class") == "drive")
      #expect(drive.attribute("data-verdict") == "restrictions")
      #expect(try drive.string(of: "normalize-space(.//p[contains(@class,'verdict')])") == "Restrictions")
      #expect(
        try drive.string(of: "normalize-space(.//p[@class='why'])").hasPrefix(
          "restrictions: Stevens Pass eastbound chains required: chains required;"))
      #expect(
        try drive.string(of: "normalize-space(.//p[@class='worst'])")
          == "Worst direction driven: Stevens Pass eastbound, chains required")
      let legs = try drive.nodes(matching: ".//ol[@class='legs']/li")
      #expect(legs.map { $0.attribute("data-direction") } == ["eastbound", "southbound"])
      #expect(
        legs.map { $0.normalizedText.hasPrefix("Stevens Pass") || $0.normalizedText.hasPrefix("Blewett Pass") } == [
          true, true,
        ])
      #expect(
        legs.first?.normalizedText.hasPrefix("Stevens Pass US 2 eastbound chains required") == true,
        "\(legs.first?.normalizedText ?? "")")
      // Cards in driving order, each with the direction driven first.
      let cards = try root.nodes(matching: "//section[@class='pass']")
      #expect(cards.map { $0.attribute("id") } == ["pass-10", "pass-1"])
      #expect(try cards[0].string(of: "normalize-space(.//table[@class='directions']//tr[1]/th)") == "Eastbound")
      #expect(try cards[1].string(of: "normalize-space(.//table[@class='directions']//tr[1]/th)") == "Southbound")
      #expect(try root.string(of: "normalize-space(//title)") == "Restrictions · wenatchee · Mountain pass conditions")

      // The way back, stopped at chains: no go, exit 3 as check, the westbound row first.
      let back = try await sandbox.run([
        "report", "--html", "-", "--trip", "wenatchee", "--return", "--fail-on", "chains_required",
      ])
      #expect(back.status == 3, "\(back.stderr)")
      let page = try HTMLDocument(data: Data(back.stdout.utf8)).documentNode
      #expect(try page.string(of: "normalize-space(//h1)") == "Trip wenatchee (return)")
      #expect(try page.string(of: "normalize-space(//p[contains(@class,'verdict')])") == "No go")
      #expect(
        try page.string(of: "normalize-space(//p[@class='why'])")
          == "no go: Stevens Pass westbound is chains required (at or above chains_required)")
      #expect(
        try page.nodes(matching: "//ol[@class='legs']/li").map { $0.attribute("data-direction") } == [
          "northbound", "westbound",
        ])
      let stevens = try #require(try page.firstNode(matching: "//section[@id='pass-10']"))
      #expect(try stevens.string(of: "normalize-space(.//table[@class='directions']//tr[1]/th)") == "Westbound")
      let checked = try await sandbox.run(["check", "wenatchee", "--return", "--fail-on", "chains_required"])
      #expect(checked.status == back.status)
    }

    /// The page's exit codes are check's: 3 for no_go and unknown, 2 when nothing could be read, 64
    /// for --return or --fail-on without a trip.
    @Test func aTripsPageExitsAsCheckDoes() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["trip", "add", "east", "white:east"]).status == 0)
      #expect(try await sandbox.run(["trip", "add", "west", "white:west"]).status == 0)
      let nothing = try await sandbox.run(["report", "--html", "-", "--trip", "west", "--offline"])
      #expect(nothing.status == 2, "\(nothing.stderr)")
      #expect(nothing.stdout.contains("data-verdict=\"unknown\""))
      let closed = try await sandbox.run(["report", "--html", "-", "--trip", "east"])
      #expect(closed.status == 3, "\(closed.stderr)")
      #expect(closed.stdout.contains("no go: White Pass eastbound is closed (at or above travel_advisory)"))
      let file = sandbox.dataDirectory.appendingPathComponent("west.html")
      let delays = try await sandbox.run(["report", "--html", file.path, "--trip", "west"])
      #expect(delays.status == 0, "\(delays.stderr)")
      #expect(try String(contentsOf: file, encoding: .utf8).contains("<h1>Trip west</h1>"))
      for arguments in [["--return"], ["--fail-on", "closed"]] {
        let refused = try await sandbox.run(["report", "--html", "-"] + arguments)
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(refused.stderr.contains("needs --trip NAME"), "\(refused.stderr)")
      }
    }

    /// Data whose agency's own update time is older than the agency allows is old, everywhere it is
    /// shown, and counts for nothing short of a closure: the fixtures as they are (January 2025).
    @Test func oldDataIsMarkedAndNeverGo() async throws {
      let sandbox = try Sandbox()
      sandbox.server.setHandler(TestHTTPServer.fileHandler(Fixtures.directory))
      let status = try json(try await sandbox.run(["status", "snoqualmie", "white", "--json"]).stdout)
      let passes = try #require(status["passes"] as? [[String: Any]])
      let snoqualmie = try #require(passes.first { $0["name"] as? String == "Snoqualmie Pass" })
      #expect(snoqualmie["old"] as? Bool == true)
      #expect(snoqualmie["oldAfterSeconds"] as? Int == 2 * 86400)
      #expect(snoqualmie["stale"] as? Bool == false)
      #expect(snoqualmie["level"] as? String == "unknown", "an old report proves nothing short of a closure")
      let white = try #require(passes.first { $0["name"] as? String == "White Pass" })
      #expect(white["old"] as? Bool == true)
      #expect(white["level"] as? String == "closed", "a known closure is never hidden behind unknown")
      let table = try await sandbox.run(["status", "snoqualmie", "--offline", "--max-age", "1h"])
      #expect(table.stdout.contains("Old         updated 6"), "\(table.stdout)")
      #expect(table.stdout.contains("older than WSDOT's 2d limit"), "\(table.stdout)")
      let check = try await sandbox.run(["check", "snoqualmie:west", "--offline", "--max-age", "1h"])
      #expect(check.status == 3, "\(check.stderr)")
      #expect(check.stdout.contains("UNKNOWN (OLD)"), "\(check.stdout)")
      #expect(check.stdout.contains("drive: unknown:"), "\(check.stdout)")
      #expect(Self.folded(check.stdout).contains("Snoqualmie Pass westbound: reported 6"), "\(check.stdout)")
      let closed = try json(
        try await sandbox.run(["check", "white:east", "--offline", "--max-age", "1h", "--json"]).stdout)
      #expect(closed["verdict"] as? String == "no_go")
      #expect((closed["passes"] as? [[String: Any]])?.first?["old"] as? Bool == true)
      let page = try await sandbox.run(["report", "--html", "-", "snoqualmie", "--offline", "--max-age", "1h"])
      #expect(page.stdout.contains("data-old=\"true\"><strong>Old</strong>: updated 6"), "\(page.stdout)")
      // The same feed as of now is current: nothing is old, and the drive can be cleared.
      sandbox.server.setHandler(Sandbox.fixtures(feed: nil))
      let fresh = try json(try await sandbox.run(["check", "snoqualmie:west", "--refresh", "--json"]).stdout)
      #expect(fresh["verdict"] as? String == "go")
      #expect((fresh["passes"] as? [[String: Any]])?.first?["old"] as? Bool == false)
    }

    /// Names people use resolve wherever a pass is named: status, check, trip add, enable.
    @Test(arguments: [
      ("grapevine", "Tejon Pass (Grapevine)"), ("Grapevine", "Tejon Pass (Grapevine)"),
      ("north cascades", "North Cascade Hwy"),
      ("North Cascades Highway", "North Cascade Hwy"), ("SR 20", "North Cascade Hwy"), ("sr20", "North Cascade Hwy"),
      ("mt. baker", "Mt. Baker Hwy"), ("deadman pass", "Cabbage Hill (Deadman Pass)"),
      ("mount hood", "Government Camp (Mt Hood)"),
      ("yellowstone east", "Sylvan Pass (Yellowstone East)"), ("donner pass", "Donner Summit"),
    ])
    func aliasesNameTheirPass(alias: String, name: String) async throws {
      let sandbox = try Sandbox()
      let base = Fixtures.directory.path
      let status = try await sandbox.run(["status", alias, "--json"], baseURL: base)
      #expect(status.status == 0, "\(status.stderr)")
      #expect(
        try #require(try json(status.stdout)["passes"] as? [[String: Any]]).map { $0["name"] as? String } == [name])
      let enabled = try await sandbox.run(["enable", alias], baseURL: base)
      #expect(enabled.status == 0 && enabled.stderr.contains(name), "\(enabled.stderr)")
      let trip = try await sandbox.run(["trip", "add", "drive", alias], baseURL: base)
      #expect(trip.status == 0 && trip.stderr.contains("saved drive: \(name) (both directions)"), "\(trip.stderr)")
      let check = try await sandbox.run(["check", alias, "--json"], baseURL: base)
      #expect(
        try json(check.stdout)["passes"].flatMap { ($0 as? [[String: Any]])?.first?["name"] as? String } == name,
        "\(check.stderr)")
    }

    /// `--highway` selects the passes on a highway however it is spelled; one with no pass is a usage error.
    @Test(arguments: [
      ("I-90", ["Snoqualmie Pass", "Bozeman Pass", "Homestake Pass", "Lookout Pass", "Fourth of July Pass"]),
      ("I 90", ["Snoqualmie Pass", "Bozeman Pass", "Homestake Pass", "Lookout Pass", "Fourth of July Pass"]),
      ("i90", ["Snoqualmie Pass", "Bozeman Pass", "Homestake Pass", "Lookout Pass", "Fourth of July Pass"]),
      ("US 2", ["Stevens Pass", "Marias Pass"]),
      ("US-2", ["Stevens Pass", "Marias Pass"]),
      ("SR 20", ["Loup Loup Pass", "North Cascade Hwy", "Sherman Pass", "Wauconda Pass"]),
      ("CA-88", ["Carson Pass"]), ("sr 88", ["Carson Pass"]),
      ("Interstate 84", ["Cabbage Hill (Deadman Pass)", "Meacham", "Ladd Canyon"]),
    ])
    func aHighwaySelectsItsPasses(highway: String, names: [String]) async throws {
      let sandbox = try Sandbox()
      let base = Fixtures.directory.path
      let status = try await sandbox.run(["status", "--highway", highway, "--json"], baseURL: base)
      #expect(status.status == 0, "\(status.stderr)")
      #expect(
        try #require(try json(status.stdout)["passes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
          == names)
      let list = try await sandbox.run(["list", "--highway", highway, "--json"], baseURL: base)
      #expect(
        try #require(try json(list.stdout)["passes"] as? [[String: Any]]).compactMap { $0["name"] as? String } == names)
      let enabled = try await sandbox.run(["enable", "--highway", highway], baseURL: base)
      #expect(enabled.status == 0, "\(enabled.stderr)")
      let shown = try await sandbox.run(["list", "--json"], baseURL: base)
      let on = try #require(try json(shown.stdout)["passes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
      #expect(Set(names).isSubset(of: on), "\(on)")
    }

    @Test(arguments: ["I-91", "OR 20", "Route 67", "highway"])
    func aHighwayWithoutPassesIsAUsageErrorNamingIt(highway: String) async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(["status", "--highway", highway], baseURL: Fixtures.directory.path)
      #expect(output.status == 64, "\(output.stderr)")
      #expect(output.stderr.contains("no pass is on the highway '\(highway)'"), "\(output.stderr)")
      #expect(output.stdout.isEmpty)
    }
  }
}
