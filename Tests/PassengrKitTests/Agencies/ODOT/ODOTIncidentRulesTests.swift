import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// What the incident list must be for an ODOT direction to read open: current (made within a day,
/// with a time of its own), and with every active closure on the pass's route placed. A closure
/// that cannot be placed, or a list too old to stand for now, leaves no direction open; a closure
/// it does place is never hidden.
@Suite(.hangGuard) struct ODOTIncidentRulesTests {
  typealias R = ODOTReadingTests

  /// An active closure on `route` that gives no milepost.
  static func unplaced(
    route: String = "US20", direction: String = "", headline: String = "US 20 closed at Santiam Pass"
  ) -> [String: Any] {
    [
      "incident-id": "X", "is-active": "true", "impact-desc": "Closure", "headline": headline,
      "location": [
        "route-id": route, "direction": direction, "start-location": ["location-desc": "US-20 at Santiam Pass"],
        "end-location": [String: Any](),
      ],
    ]
  }

  static func reading(code: String = "0", incidents: ODOTIncidentsAnswer) throws -> ODOTReading {
    ODOTReading(
      reports: .success(try R.answer([R.report(140, code: code)])), metadata: .success(try R.metadata),
      incidents: .success(incidents),
      now: R.now, fetchedAt: R.now)
  }

  @Test func aClosureOnThePassesRouteWithoutAMilepostLeavesItsOpenDirectionsUnknownNamingTheHeadline() throws {
    let conditions = try Self.reading(incidents: try R.incidents([Self.unplaced()])).conditions(for: R.santiam).get()
    for way in [TravelDirection.eastbound, .westbound] {
      let restriction = try #require(conditions.restriction(way))
      #expect(restriction.level == .unknown)
      #expect(
        restriction.gap == .unplaceable && restriction.gapDetail == "US 20 closed at Santiam Pass", "\(restriction)")
    }
    #expect(conditions.warning == nil)
    #expect(conditions.reports.contains { $0.kind == .closure && $0.text == "US 20 closed at Santiam Pass" })
    // A closure that may be here outranks a known chain requirement, which is still quoted.
    let chains = try Self.reading(code: "C", incidents: try R.incidents([Self.unplaced()])).conditions(for: R.santiam)
      .get()
    #expect(
      chains.restriction(.eastbound)?.level == .unknown
        && chains.restriction(.eastbound)?.text.hasPrefix("CHAINS REQUIRED") == true)
  }

  @Test(arguments: ["another route", "inactive", "placed elsewhere", "the other direction's axis"])
  func aClosureThatCannotConcernThePassLeavesItOpen(case: String) throws {
    var incident = Self.unplaced()
    switch `case` {
    case "another route": incident = Self.unplaced(route: "I84")
    case "inactive": incident["is-active"] = "false"
    case "placed elsewhere": incident = R.incident(route: "US20", milepost: 10)
    default: incident = Self.unplaced(direction: "EB")
    }
    let conditions = try Self.reading(incidents: try R.incidents([incident])).conditions(for: R.santiam).get()
    if `case` == "the other direction's axis" {
      // "EB" on an east-west pass names eastbound: westbound stays open.
      #expect(
        conditions.restriction(.eastbound)?.level == .unknown && conditions.restriction(.westbound)?.level == .open)
    } else {
      #expect(conditions.restrictions.allSatisfy { $0.level == .open }, "\(`case`): \(conditions.restrictions)")
      #expect(conditions.warning == nil)
    }
  }

  @Test(arguments: [
    ("2025-01-09T19:39:00Z", "was last updated 24 h ago"), ("2024-01-05T00:00:00Z", "was last updated"),
    (nil, "gives no time it was made"),
    ("yesterday", "gives no time it was made"),
  ])
  func anIncidentListOlderThanADayOrUndatedMeansClosuresCouldNotBeChecked(madeAt: String?, words: String) throws {
    let conditions = try Self.reading(incidents: try R.incidents([], madeAt: madeAt)).conditions(for: R.santiam).get()
    for restriction in conditions.restrictions {
      #expect(restriction.level == .unknown)
      #expect(
        restriction.gap == .closuresNotChecked && restriction.gapDetail?.contains(words) == true, "\(restriction)")
      #expect(!restriction.text.contains("could not be checked"), "\(restriction.text)")
    }
    #expect(conditions.partialFailures[ODOTReading.incidentsName]?.contains(words) == true)
    // A list made within the day is current.
    let fresh = try Self.reading(incidents: try R.incidents([], madeAt: "2025-01-09T19:41:00Z")).conditions(
      for: R.santiam
    ).get()
    #expect(fresh.restrictions.allSatisfy { $0.level == .open } && fresh.partialFailures.isEmpty)
  }

  @Test func aClosureInAnOldListIsNeverHidden() throws {
    let old = try R.incidents([R.incident(route: "US20", milepost: 80)], madeAt: "2024-01-05T00:00:00Z")
    let conditions = try Self.reading(incidents: old).conditions(for: R.santiam).get()
    #expect(conditions.restrictions.allSatisfy { $0.level == .closed }, "\(conditions.restrictions)")
  }

  /// The finding's case, live over HTTP: Battle Mountain Summit with current reports (code 0) and
  /// an unplaced closure on US 395, then with a ten-month-old list: never `go`.
  @Test(arguments: ["unplaced", "old"])
  func liveOverHTTPNeitherReadsOpen(case: String) async throws {
    var root = try #require(
      try JSONSerialization.jsonObject(with: try TripCheckFixtures.incidentsOfNow()) as? [String: Any])
    if `case` == "unplaced" {
      var list = try #require(root["incidents"] as? [[String: Any]])
      list.append(Self.unplaced(route: "US395", headline: "US 395 closed at Battle Mountain Summit"))
      root["incidents"] = list
    } else {
      root["organization-information"] = ["last-update-time": "2024-01-05T00:00:00Z"]
    }
    let incidents = try JSONSerialization.data(withJSONObject: root)
    let server = try ODOTSourceTests.server(reports: try TripCheckFixtures.winterOfNow()) { request in
      request.path == "/tripcheck/Incidents"
        ? .init(headers: ["Content-Type": "application/json"], body: incidents) : nil
    }
    defer { server.stop() }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-odot-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var settings = PassengrSession.Settings()
    settings.dataDirectory = directory.appendingPathComponent("data").path
    settings.baseURL = server.baseURL.absoluteString
    settings.environment = [
      "HOME": directory.path, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
      "ODOT_TRIPCHECK_KEY": ODOTSourceTests.key,
    ]
    // Deadlines no test here waits for: a busy machine never cuts a fetch short.
    settings.timeout = TimeSpan(seconds: 600)
    settings.deadline = TimeSpan(seconds: 600)
    let session = try PassengrSession(settings)
    var query = CheckQuery()
    query.passes = ["3017:north"]
    query.mode = .always
    let check = try await session.check(query)
    #expect(check.verdict != .go, "\(`case`)")
    var status = StatusQuery()
    status.passes = ["3017"]
    status.mode = .never
    let row = try #require(try await session.status(status).rows.first)
    #expect(
      row.conditions?.restriction(.northbound)?.level == .unknown,
      "\(`case`): \(String(describing: row.conditions?.restrictions))")
  }
}
