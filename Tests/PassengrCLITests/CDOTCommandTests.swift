import Foundation
import TestSupport
import Testing

/// Colorado and Montana end to end, through the built binary: a drive from Denver over the
/// Eisenhower Tunnel and Vail Pass westbound to Glenwood Springs from the winter morning's
/// recording, Montana said honestly, and CDOT's key.
@Suite(.hangGuard) struct CDOTCommandTests {
  static let key = "cdot-test-key-5150"

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func aDriveFromDenverOverVailPassWestToGlenwoodMeetsTheChainLaw() async throws {
    let sandbox = try Sandbox()
    let base = Fixtures.directory.path
    let check = try await sandbox.run(["check", "eisenhower:west", "vail:west", "--json"], baseURL: base)
    #expect(check.status == 0, "\(check.stderr)")
    let document = try json(check.stdout)
    let passes = try #require(document["passes"] as? [[String: Any]])
    #expect(passes.map { $0["name"] as? String } == ["Eisenhower/Johnson Tunnel", "Vail Pass"])
    #expect(passes.map { $0["level"] as? String } == ["traction_required", "chains_all"])
    #expect(
      passes.allSatisfy {
        $0["direction"] as? String == "westbound" && $0["recordedAt"] as? String == "2026-01-17T14:30:00Z"
      })
    #expect((passes[0]["advice"] as? String)?.contains("Traction Law (Code 15)") == true)
    #expect((passes[1]["advice"] as? String)?.contains("four- and all-wheel drive included") == true)
    #expect((passes[1]["text"] as? String)?.contains("Passenger Vehicle Chain Law Code 16") == true)
    #expect(document["verdict"] as? String == "restrictions")

    // Chains on every vehicle is where this driver turns back.
    let failOn = try await sandbox.run(
      ["check", "eisenhower:west", "vail:west", "--fail-on", "chains_all"], baseURL: base)
    #expect(failOn.status == 3, "\(failOn.stdout)\(failOn.stderr)")
    #expect(failOn.stdout.contains("no go: Vail Pass westbound is chains, all vehicles"), "\(failOn.stdout)")
    // Eastbound, home again, the traction law is all: below the threshold.
    let home = try await sandbox.run(
      ["check", "vail:east", "eisenhower:east", "--fail-on", "chains_all"], baseURL: base)
    #expect(home.status == 0, "\(home.stdout)\(home.stderr)")
  }

  @Test func theRecordingShowsColoradoAsItWasThatMorning() async throws {
    let sandbox = try Sandbox()
    let status = try await sandbox.run(
      [
        "status", "berthoud", "rabbit ears", "independence", "cottonwood", "red mountain", "hoosier", "kenosha",
        "--json",
      ], baseURL: Fixtures.directory.path)
    #expect(status.status == 0, "\(status.stderr)")
    let rows = try #require(try json(status.stdout)["passes"] as? [[String: Any]])
    let levels = Dictionary(
      uniqueKeysWithValues: rows.map { ($0["name"] as? String ?? "", $0["level"] as? String ?? "") })
    #expect(
      levels == [
        "Berthoud Pass": "closed", "Rabbit Ears Pass": "open", "Independence Pass": "closed_for_season",
        "Cottonwood Pass": "unknown",
        "Red Mountain Pass": "unknown", "Hoosier Pass": "open", "Kenosha Pass": "unknown",
      ])
    let kenosha = try #require(rows.first { $0["name"] as? String == "Kenosha Pass" })
    #expect(kenosha["old"] as? Bool == true, "a segment updated 20 hours before proves nothing")
  }

  @Test func aMontanaPassIsUnknownBecauseMontanaPublishesNoPassConditions() async throws {
    let sandbox = try Sandbox()
    let status = try await sandbox.run(["status", "bozeman", "--json"], baseURL: Fixtures.directory.path)
    #expect(status.status == 0, "\(status.stderr)")
    let row = try #require((try json(status.stdout)["passes"] as? [[String: Any]])?.first)
    #expect(row["agency"] as? String == "mdt" && row["level"] as? String == "unknown")
    let restrictions = try #require(row["restrictions"] as? [String: [String: Any]])
    for way in ["eastbound", "westbound"] {
      let reason = restrictions[way]?["reason"] as? [String: Any]
      #expect(
        reason?["kind"] as? String == "no_report"
          && reason?["text"] as? String == "Montana publishes no pass conditions", "\(row)")
    }
    // A drive over it is never a go.
    let check = try await sandbox.run(["check", "bozeman:east", "homestake:east"], baseURL: Fixtures.directory.path)
    #expect(check.status != 0 && !check.stdout.contains("drive: go"), "\(check.stdout)")
    #expect(check.stdout.contains("Montana publishes no pass conditions"), "\(check.stdout)")
  }

  @Test func theKeyGoesAsApiKeyOnlyAndIsNeverShownEvenWhenRejected() async throws {
    let sandbox = try Sandbox()
    let missing = try await sandbox.run(["status", "hoosier", "--refresh"])
    #expect(missing.status == 2 && missing.stderr.contains("CDOT_KEY"), "\(missing.stderr)")

    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    sandbox.server.setHandler { request in
      var request = request
      request.query = nil
      return files(request)
    }
    let environment = ["CDOT_KEY": Self.key]
    let status = try await sandbox.run(["status", "hoosier", "--refresh", "--json"], environment: environment)
    #expect(status.status == 0, "\(status.stderr)")
    #expect(
      sandbox.server.requests.contains {
        $0.path == "/data.cotrip.org/api/v1/roadConditions" && $0.query == "apiKey=\(Self.key)"
      })

    sandbox.server.setHandler { _ in .init(status: 401, text: "Not Authorized") }
    let refused = try await sandbox.run(["status", "hoosier", "--refresh"], environment: environment)
    #expect(refused.stderr.contains("rejected") && refused.stderr.contains("apiKey=REDACTED"), "\(refused.stderr)")
    for output in [status, refused] {
      #expect(!output.stdout.contains(Self.key) && !output.stderr.contains(Self.key))
    }
  }
}

extension CDOTCommandTests {
  /// The blizzard day of 2024-11-08 played as a recording beside the ordinary segments: Loveland
  /// and Independence westbound are closed by CDOT's lane map, and `check` says no go.
  @Test func theBlizzardDaysLaneMapsCloseLovelandAndIndependenceWestbound() async throws {
    let sandbox = try Sandbox()
    let recording = sandbox.dataDirectory.deletingLastPathComponent().appendingPathComponent(
      "blizzard-\(UUID().uuidString)")
    let feeds = recording.appendingPathComponent("data.cotrip.org/api/v1")
    try FileManager.default.createDirectory(at: feeds, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: recording) }
    for (file, source) in [
      ("roadConditions", "data.cotrip.org/api/v1/roadConditions"), ("incidents", "cases/cdot/incidents-2024-11-08"),
      ("plannedEvents", "data.cotrip.org/api/v1/plannedEvents"),
    ] {
      try Fixtures.data(source).write(to: feeds.appendingPathComponent(file))
    }
    let check = try await sandbox.run(["check", "loveland:west", "--json"], baseURL: recording.path)
    #expect(check.status == 3, "\(check.stdout)\(check.stderr)")
    let document = try json(check.stdout)
    let passes = try #require(document["passes"] as? [[String: Any]])
    #expect(passes.first?["level"] as? String == "closed", "\(passes)")
    let status = try await sandbox.run(["status", "independence", "--json"], baseURL: recording.path)
    let row = try #require((try json(status.stdout)["passes"] as? [[String: Any]])?.first)
    let restrictions = try #require(row["restrictions"] as? [String: [String: Any]])
    #expect(
      ["closed", "closed_for_season"].contains(restrictions["westbound"]?["level"] as? String ?? ""), "\(row)")
  }
}
