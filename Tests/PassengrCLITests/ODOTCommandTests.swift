import Foundation
import TestSupport
import Testing

/// Oregon end to end: a drive across three agencies in one command, the fixtures offline, `parse`,
/// and a name two agencies share.
@Suite(.hangGuard) struct ODOTCommandTests {
  static let key = ["ODOT_TRIPCHECK_KEY": "0123456789abcdef0123456789abcdef"]

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The fixtures over HTTP, with the winter reports made just now; `edit` may change them first.
  func serveWinterOfNow(_ sandbox: Sandbox, edit: (String) -> String = { $0 }) throws {
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    let reports = Data(edit(String(decoding: try TripCheckFixtures.winterOfNow(), as: UTF8.self)).utf8)
    // WSDOT's feed as of now too (see `WSDOTFixtures`).
    let feed = Sandbox.fixtures(feed: nil)
    let incidents = try TripCheckFixtures.incidentsOfNow()
    sandbox.server.setHandler { request in
      if request.path == "/mobile/MountainPassConditions.json" { return feed(request) }
      if request.path == "/tripcheck/Incidents" {
        return .init(headers: ["Content-Type": "application/json"], body: incidents)
      }
      return request.path == "/tripcheck/RW/Reports"
        ? .init(headers: ["Content-Type": "application/json"], body: reports) : files(request)
    }
  }

  @Test func aDriveFromSeattleOverSnoqualmieAndCabbageHillChecksInOneCommand() async throws {
    let sandbox = try Sandbox()
    try serveWinterOfNow(sandbox)
    let output = try await sandbox.run(["check", "snoqualmie:east", "cabbage:east", "--json"], environment: Self.key)
    #expect(output.status == 0, "\(output.stderr)")
    let document = try json(output.stdout)
    let passes = try #require(document["passes"] as? [[String: Any]])
    #expect(passes.map { $0["agency"] as? String } == ["wsdot", "odot"])
    let cabbage = try #require(passes.last)
    #expect(cabbage["level"] as? String == "traction_advised" && cabbage["direction"] as? String == "eastbound")
    #expect(cabbage["text"] as? String == "Carry chains or traction tires")
    #expect(document["verdict"] as? String == "restrictions")
    #expect(
      !output.stdout.contains(Self.key["ODOT_TRIPCHECK_KEY"] ?? "-")
        && !output.stderr.contains(Self.key["ODOT_TRIPCHECK_KEY"] ?? "-"))

    // Meacham westbound is closed by an incident: no go that way, and the closure is said.
    let west = try await sandbox.run(["check", "meacham:west", "cabbage:west"], environment: Self.key)
    #expect(west.status == 3, "\(west.stdout)\(west.stderr)")
    #expect(west.stdout.contains("Snow and ice have closed the westbound lanes"))
  }

  @Test func diffHistoryAndFailOnTreatOregonLikeEveryAgency() async throws {
    let sandbox = try Sandbox()
    #expect(try await sandbox.run(["enable", "cabbage"]).status == 0)
    try serveWinterOfNow(sandbox)
    #expect(try await sandbox.run(["refresh"], environment: Self.key).status == 0)
    // Cabbage Hill eastbound goes from A to D.
    try serveWinterOfNow(sandbox) { text in
      guard let station = text.range(of: #""station-id": 103,"#),
        let code = text.range(of: #""restriction-id": "A""#, range: station.upperBound..<text.endIndex)
      else { return text }
      return text.replacingCharacters(in: code, with: #""restriction-id": "D""#)
    }
    let refresh = try await sandbox.run(["refresh"], environment: Self.key)
    #expect(refresh.status == 0, "\(refresh.stderr)")
    let diff = try await sandbox.run(["diff", "--agency", "odot", "--jsonl"])
    #expect(diff.status == 1, "\(diff.stderr)")
    #expect(diff.stdout.contains("\"passId\":3011") && diff.stdout.contains("\"escalation\":true"), "\(diff.stdout)")
    let history = try await sandbox.run(["history", "cabbage", "--jsonl"])
    #expect(history.stdout.contains("chains_all"), "\(history.stdout)")
    let failOn = try await sandbox.run(["status", "cabbage", "--fail-on", "chains_all", "--offline"])
    #expect(failOn.status == 3, "\(failOn.stderr)")
  }

  @Test func theFixturesShowOregonOfflineWithNoKeyAndCreditODOT() async throws {
    let sandbox = try Sandbox()
    let base = Fixtures.directory.path
    let status = try await sandbox.run(["status", "santiam", "cabbage", "ladd", "diamond", "--json"], baseURL: base)
    #expect(status.status == 0, "\(status.stderr)")
    let rows = try #require(try json(status.stdout)["passes"] as? [[String: Any]])
    let levels = Dictionary(
      uniqueKeysWithValues: rows.map { ($0["name"] as? String ?? "", $0["level"] as? String ?? "") })
    // The directory is a recording: its January 2025 reports are judged at the time it was made.
    #expect(
      levels == [
        "Santiam Pass": "closed", "Cabbage Hill (Deadman Pass)": "traction_advised", "Ladd Canyon": "unknown",
        "Diamond Lake Summit": "unknown",
      ])
    let cabbage = try #require(rows.first { $0["name"] as? String == "Cabbage Hill (Deadman Pass)" })
    #expect(cabbage["old"] as? Bool == false && cabbage["recordedAt"] as? String == "2025-01-10T19:40:00Z")
    #expect(
      (cabbage["restrictions"] as? [String: [String: Any]])?["eastbound"]?["level"] as? String == "traction_advised")
    #expect(
      rows.allSatisfy {
        ($0["attribution"] as? String)?.hasPrefix("Oregon Department of Transportation (ODOT)") == true
      })
    let table = try await sandbox.run(["status", "meacham"], baseURL: base)
    #expect(table.stdout.contains("Snow and ice have closed the westbound lanes"))
    let report = try await sandbox.run(["report", "--html", "-", "santiam", "--offline"], baseURL: base)
    #expect(report.stdout.contains("Oregon Department of Transportation"), "\(report.stderr)")
  }

  @Test func parseReadsASavedAnswerAndTellsItApart() async throws {
    let path = Fixtures.url("tripcheck/RW/Reports").path
    let auto = try await CommandRunner.run(["parse", path, "--json"])
    #expect(auto.status == 0, "\(auto.stderr)")
    #expect(try json(auto.stdout)["format"] as? String == "odot-reports")
    let summer = try await CommandRunner.run([
      "parse", "--format", "odot-reports", Fixtures.url("cases/odot/reports-summer.json").path,
    ])
    #expect(summer.status == 0 && summer.stdout.contains("ODOT files road reports only during winter operations"))
    let wrong = try await CommandRunner.run([
      "parse", "--format", "odot-reports", Fixtures.url("tripcheck/Incidents").path,
    ])
    #expect(wrong.status == 2 && wrong.stderr.contains("no 'road-weather-reports' list"), "\(wrong.stderr)")
  }

  @Test func aNameTwoPassesShareIsNeverGuessed() async throws {
    let sandbox = try Sandbox()
    let output = try await sandbox.run(["status", "wolf"], baseURL: Fixtures.directory.path)
    #expect(output.status == 64)
    #expect(
      output.stderr.contains("cdot/Wolf Creek Pass (10006)") && output.stderr.contains("udot/Wolf Creek Pass (6002)"),
      "\(output.stderr)")
    // Siskiyou Summit is one pass, of ODOT and Caltrans, whichever names it.
    for name in ["siskiyou", "odot/siskiyou", "caltrans/siskiyou"] {
      let chosen = try await sandbox.run(["status", name, "--json"], baseURL: Fixtures.directory.path)
      #expect(chosen.status == 0, "\(chosen.stderr)")
      let pass = try #require((try json(chosen.stdout)["passes"] as? [[String: Any]])?.first)
      #expect(pass["agency"] as? String == "odot" && pass["agencies"] as? [String] == ["odot", "caltrans"])
    }
  }
}
