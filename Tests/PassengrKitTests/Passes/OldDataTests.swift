import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Data whose agency's own update time is older than the agency allows is old: one rule in the
/// rows every report uses, not in each renderer.
@Suite(.hangGuard) struct OldDataTests {
  /// Snoqualmie's fixture record was updated at 2025-01-10 20:45 PST.
  static let snoqualmieUpdated = Date(timeIntervalSince1970: 1_736_570_700)

  /// A session over the fixtures served live over HTTP (read from the directory they are a
  /// recording, judged at its own time), its clock at `now`.
  func session(now: Date, data: URL, server: TestHTTPServer) throws -> PassengrSession {
    var settings = PassengrSession.Settings()
    settings.dataDirectory = data.path
    settings.baseURL = server.baseURL.absoluteString
    settings.environment = [:]
    settings.clock = { now }
    // A request's timeout stretches the query's 15 s deadline: never cut short on a busy machine.
    settings.timeout = TimeSpan(seconds: 600)
    return try PassengrSession(settings)
  }

  /// WSDOT's limit is two days: 47 hours after its update a report is current, 49 hours after it
  /// is old and proves nothing short of a closure.
  @Test(arguments: [(47.0, false), (49.0, true)])
  func wsdotDataIsOldAfterTwoDays(hours: Double, isOld: Bool) async throws {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("old-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let now = Self.snoqualmieUpdated.addingTimeInterval(hours * 3600)
    let server = try TestHTTPServer(handler: TestHTTPServer.fileHandler(Fixtures.directory))
    defer { server.stop() }
    let session = try session(now: now, data: data, server: server)
    var query = StatusQuery()
    query.passes = ["snoqualmie", "white"]
    let rows = try await session.status(query).rows
    let snoqualmie = try #require(rows.first { $0.name == "Snoqualmie Pass" })
    #expect(snoqualmie.oldAfter == TimeSpan(seconds: 2 * 86400))
    // The session's clock is the only one: the agency's source stamps the fetch with it, and the
    // weather beside the road is read at it.
    #expect(snoqualmie.conditions?.fetchedAt == now)
    #expect(snoqualmie.weatherTime == now)
    #expect(snoqualmie.isOld == isOld)
    #expect(snoqualmie.level == (isOld ? .unknown : .tractionAdvised))
    // A closure counts however old it is.
    let white = try #require(rows.first { $0.name == "White Pass" })
    #expect(white.isOld == isOld && white.level == .closed)
    var west = CheckQuery()
    west.passes = ["snoqualmie:west"]
    let check = try await session.check(west)
    #expect(check.verdict == (isOld ? .unknown : .go))
    #expect(
      check.summary.contains("Snoqualmie Pass westbound: reported 2 d ago, older than WSDOT's 2d limit") == isOld,
      "\(check.summary)")
  }

  /// Each agency documents its own limit; a pass the user added has none.
  @Test func everyAgencyHasALimitAndAUsersPassNone() throws {
    let limits = Dictionary(uniqueKeysWithValues: Agencies.all.list.map { ($0.id.rawValue, $0.oldAfter?.seconds) })
    let expected: [String: Double?] = [
      "wsdot": 2 * 86400, "caltrans": 3 * 3600, "wydot": 12 * 3600, "odot": 86400, "cdot": 12 * 3600, "mdt": nil,
      "itd": 12 * 3600,
      "udot": 12 * 3600, "ndot": 12 * 3600, "adot": 12 * 3600, "drivebc": 12 * 3600,
    ]
    #expect(limits == expected)
    var row = StatusRow(
      id: 1000, name: "Mine", highway: "", directions: [.eastbound],
      conditions: PassConditions(
        restrictions: [Restriction(direction: .eastbound, text: "No restrictions")], roadConditions: nil, weather: nil,
        temperatureF: nil,
        updatedAt: Self.snoqualmieUpdated, fetchedAt: Self.snoqualmieUpdated.addingTimeInterval(400 * 86400)))
    row.judgeAge(limit: nil, now: Self.snoqualmieUpdated.addingTimeInterval(400 * 86400))
    #expect(!row.isOld && row.level == .open)
  }
}
