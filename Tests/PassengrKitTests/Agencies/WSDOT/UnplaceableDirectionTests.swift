import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// A WSDOT restriction published for a direction the pass does not run ("Northbound" on east–west
/// Manastash Ridge) cannot be placed: a closure in it closes both directions, anything lesser makes
/// them `unknown`, and it never vanishes — in the feed, the API's XML and the pass pages alike.
@Suite(.hangGuard) struct UnplaceableDirectionTests {
  /// Shortly after the fixture records were updated: they are current.
  static let now = UpdateTimeTests.now

  /// A session over a copy of the fixtures, edited by `edit`, with its own data directory.
  func withFixtures(
    _ edit: (URL) throws -> Void, sources: [SourceName] = [], _ body: (PassengrSession) async throws -> Void
  ) async throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("place-\(UUID().uuidString)")
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("place-data-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: copy)
      try? FileManager.default.removeItem(at: data)
    }
    try FileManager.default.copyItem(at: Fixtures.directory, to: copy)
    try edit(copy)
    var settings = PassengrSession.Settings()
    settings.dataDirectory = data.path
    settings.baseURL = copy.path
    settings.environment = [:]
    settings.sources = sources
    settings.clock = { Self.now }
    // A request's timeout stretches the query's 15 s deadline: reading the fixtures is never cut
    // short on a busy machine (the suite's time limit bounds a hang).
    settings.timeout = TimeSpan(seconds: 600)
    try await body(try PassengrSession(settings))
  }

  /// The verdict of `check` for `legs`.
  func verdict(_ session: PassengrSession, _ legs: [String]) async throws -> Verdict {
    var query = CheckQuery()
    query.passes = legs
    return try await session.check(query).verdict
  }

  /// Sets restriction `key` of feed record `id` under `directory`.
  func restrict(_ directory: URL, id: Int, _ key: String, text: String, direction: String) throws {
    try UpdateTimeTests().rewrite(directory, editing: id) { record in
      record[key] = ["RestrictionText": text, "TravelDirection": direction]
    }
  }

  /// "Northbound: Pass Closed" (or "Southbound", "S" in the second restriction) on Manastash Ridge
  /// closes both its directions; it is not reported as a northbound restriction.
  @Test(arguments: [("RestrictionOne", "Northbound"), ("RestrictionTwo", "Southbound"), ("RestrictionTwo", "S")])
  func aClosureOnTheOtherAxisClosesBoth(key: String, direction: String) async throws {
    try await withFixtures({ try restrict($0, id: 13, key, text: "Pass Closed", direction: direction) }) { session in
      let result1 = try await verdict(session, ["manastash:west"])
      #expect(result1 == .noGo)
      let result2 = try await verdict(session, ["manastash:east"])
      #expect(result2 == .noGo)
      var query = StatusQuery()
      query.passes = ["manastash"]
      let row = try #require(try await session.status(query).rows.first)
      #expect(row.level == .closed)
      #expect(
        row.conditions?.restrictions.contains { ![.eastbound, .westbound, .both].contains($0.direction) } == false)
    }
  }

  /// On north–south Blewett Pass, "Eastbound: Pass Closed" closes both ways, even beside a
  /// "Southbound: No restrictions".
  @Test func aClosureOnTheOtherAxisOfANorthSouthPass() async throws {
    try await withFixtures({ directory in
      try restrict(directory, id: 1, "RestrictionOne", text: "Pass Closed", direction: "Eastbound")
      try restrict(directory, id: 1, "RestrictionTwo", text: "No restrictions", direction: "Southbound")
    }) { session in
      let result3 = try await verdict(session, ["blewett:south"])
      #expect(result3 == .noGo)
      let result4 = try await verdict(session, ["blewett:north"])
      #expect(result4 == .noGo)
    }
  }

  /// Something less than a closure on the other axis leaves both directions `unknown`, never `go`.
  @Test func aLesserRestrictionOnTheOtherAxisIsUnknown() async throws {
    try await withFixtures({
      try restrict($0, id: 13, "RestrictionOne", text: "Traction Tires Advised", direction: "Northbound")
    }) { session in
      let result5 = try await verdict(session, ["manastash:west"])
      #expect(result5 == .unknown)
      let result6 = try await verdict(session, ["manastash:east"])
      #expect(result6 == .unknown)
    }
  }

  /// The pass page's "Travel northbound" row on east–west Manastash Ridge, read with
  /// `--source wsdot-page`: its closure closes both ways.
  @Test func aPageRowOnTheOtherAxisClosesBoth() async throws {
    try await withFixtures(
      { directory in
        let page = directory.appendingPathComponent("travel/real-time/mountainpasses/manastash")
        var html = try String(contentsOf: page, encoding: .utf8)
        html = html.replacingOccurrences(of: ">Travel eastbound<", with: ">Travel northbound<")
        let range = try #require(html.range(of: ">Travel northbound<"))
        let value = try #require(html.range(of: "No restrictions", range: range.upperBound..<html.endIndex))
        html.replaceSubrange(value, with: "Pass Closed")
        try Data(html.utf8).write(to: page)
      }, sources: [.wsdotPage]
    ) { session in
      let result7 = try await verdict(session, ["manastash:west"])
      #expect(result7 == .noGo)
      let result8 = try await verdict(session, ["manastash:east"])
      #expect(result8 == .noGo)
    }
  }

  /// The API's XML: a closure under "Northbound" on Manastash Ridge closes both directions, and a
  /// label that cannot be read is not guessed from the element's position.
  @Test func theAPIXMLPlacesNoDirectionOffTheAxis() throws {
    func xml(_ direction: String, _ text: String) -> Data {
      Data(
        """
        <ArrayOfPassCondition xmlns="http://schemas.datacontract.org/2004/07/" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">\
        <PassCondition><DateUpdated>2025-01-10T20:00:00</DateUpdated><ElevationInFeet>2672</ElevationInFeet>\
        <MountainPassId>13</MountainPassId><MountainPassName>Manastash Ridge I-82</MountainPassName>\
        <RestrictionOne><RestrictionText>\(text)</RestrictionText><TravelDirection>\(direction)</TravelDirection></RestrictionOne>\
        <RestrictionTwo><RestrictionText>No restrictions</RestrictionText><TravelDirection>Westbound</TravelDirection></RestrictionTwo>\
        <RoadCondition>Bare and dry.</RoadCondition></PassCondition></ArrayOfPassCondition>
        """.utf8)
    }
    for direction in ["Northbound", "Up the hill"] {
      let report = try #require(
        try APIXMLDecoder.decode(xml(direction, "Pass Closed"), charset: nil, url: "api.xml", fetchedAt: Self.now).first
      )
      let judged = PassJudgement(conditions: report.conditions, over: [.eastbound, .westbound], isCurrent: true)
      #expect(judged.directions.map(\.level) == [.closed, .closed], "\(direction)")
    }
    // An opening under a label that cannot be read counts for neither direction.
    let open = try #require(
      try APIXMLDecoder.decode(xml("Up the hill", "No restrictions"), charset: nil, url: "api.xml", fetchedAt: Self.now)
        .first)
    #expect(open.conditions.restrictions.map(\.direction) == [.westbound])
  }
}
