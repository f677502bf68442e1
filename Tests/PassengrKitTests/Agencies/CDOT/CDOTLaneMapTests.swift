import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Colorado's structured fields as CDOT defines them: the hex lane map of `laneImpacts`, both
/// directions' lane impacts, "Impacts both directions", the "Weather Restriction" laws, Code 18,
/// a cleared incident, and planned events in effect only in their schedule's windows. The
/// blizzard day of 2024-11-08 is `Fixtures/cases/cdot/incidents-2024-11-08`, in CDOT's own shape.
@Suite(.hangGuard) struct CDOTLaneMapTests {
  /// The blizzard day's incidents beside the winter morning's ordinary segments.
  func blizzardDay(planned: [[String: Any]] = []) throws -> CDOTReading {
    let data = try Fixtures.data("cases/cdot/incidents-2024-11-08")
    let incidents = try CDOTValue.features(data, url: "incidents-2024-11-08")
    return CDOTReading(
      segments: .success(CDOTFixture.records(try CDOTFixture.features("roadConditions"))),
      incidents: .success(CDOTFixture.records(incidents)), fetchedAt: CDOTFixture.recorded,
      plannedEvents: .success(CDOTFixture.records(planned)))
  }

  func level(_ reading: CDOTReading, _ name: String, _ way: TravelDirection) throws -> RestrictionLevel? {
    try reading.conditions(for: CDOTFixture.pass(name)).get().restriction(way)?.level
  }

  @Test(arguments: [
    ("0", 1, CDOTLaneImpact.State.open), ("4000", 1, .allClosed), ("c001", 1, .allClosed), ("8001", 1, .open),
    ("6000", 2, .allClosed), ("2000", 2, .lanesClosed), ("4000", 2, .lanesClosed), ("e001", 2, .allClosed),
    ("7000", 3, .allClosed), ("1000", 3, .lanesClosed), ("3000", 3, .lanesClosed), ("7800", 4, .allClosed),
    ("800", 4, .lanesClosed), ("F001", 3, .allClosed), ("6000", 4, .lanesClosed), ("4000", 0, .unreadable),
    ("0", 0, .open), ("2", 2, .unreadable), ("zz", 2, .unreadable), ("", 2, .unreadable), ("12345", 2, .unreadable),
    ("1", 2, .open),
  ])
  func theLaneMapIsSixteenBitsInHexFromTheLeftShoulder(map: String, lanes: Int, expected: CDOTLaneImpact.State) {
    #expect(
      CDOTLaneImpact.state(map: map, laneCount: JSONValue(foundation: lanes)) == expected, "\(map) on \(lanes) lanes")
  }

  @Test func onTheBlizzardDayLovelandAndIndependenceWestboundAreClosedByTheLaneMap() throws {
    let reading = try blizzardDay()
    // Filed under the eastbound route, the westbound lane closed by the map alone; the ordinary
    // segment beside them says nothing of it.
    #expect(try level(reading, "Loveland Pass", .westbound) == .closed)
    #expect(try level(reading, "Loveland Pass", .eastbound) == .open)
    #expect(try level(reading, "Independence Pass", .westbound) == .closed)
    #expect(try level(reading, "Independence Pass", .eastbound) != .open)
    let loveland = try reading.conditions(for: CDOTFixture.pass("Loveland Pass")).get()
    #expect(loveland.reports.contains { $0.direction == .westbound && $0.level == .closed })
  }

  @Test func aWeatherRestrictionFiledEastboundForBothDirectionsBindsBothAndCode18BindsNoCar() throws {
    let reading = try blizzardDay()
    // I-70E Traction Law "Impacts both directions"; I-70W Chain Law Code 18 for trucks only.
    let tunnel = try reading.conditions(for: CDOTFixture.pass("Eisenhower/Johnson Tunnel")).get()
    #expect(tunnel.restriction(.eastbound)?.level == .tractionRequired, "\(tunnel.restrictions)")
    #expect(tunnel.restriction(.westbound)?.level == .tractionRequired, "\(tunnel.restrictions)")
    let code18 = try #require(
      try CDOTValue.features(try Fixtures.data("cases/cdot/incidents-2024-11-08"), url: "x").first {
        $0["properties"]?["type"]?.string == "Chain Law Code 18"
      }.map { JSONValue.object($0).foundation as? [String: Any] ?? [:] })
    var moved = try #require(code18["properties"] as? [String: Any])
    moved["startMarker"] = 176
    moved["endMarker"] = 195
    let alone = CDOTReading(
      segments: .success(CDOTFixture.records(try CDOTFixture.features("roadConditions"))),
      incidents: .success(CDOTFixture.records([code18.merging(["properties": moved]) { $1 }])),
      fetchedAt: CDOTFixture.recorded)
    // Vail's segment is snow packed and icy: open for a car, the truck law shown beside it.
    #expect(try level(alone, "Vail Pass", .westbound) == .open)
    #expect(
      try alone.conditions(for: CDOTFixture.pass("Vail Pass")).get().reports.contains { $0.text.contains("Code 18") })
  }

  @Test func alternatingTrafficIsDelayAnUnreadableMapIsUnknownAndAClearedIncidentIsGone() throws {
    let reading = try blizzardDay()
    let berthoud = try reading.conditions(for: CDOTFixture.pass("Berthoud Pass")).get()
    #expect(berthoud.restriction(.westbound)?.level == .trafficDelays, "\(berthoud.restrictions)")
    #expect(try level(reading, "Berthoud Pass", .eastbound) == .open)
    #expect(try level(reading, "Monarch Pass", .eastbound) == .unknown)
    #expect(try level(reading, "Monarch Pass", .westbound) == .open)
    #expect(try level(reading, "Rabbit Ears Pass", .eastbound) == .open)
    #expect(try level(reading, "Rabbit Ears Pass", .westbound) == .open)
  }

  @Test func aPlannedEventIsInEffectOnlyInsideOneOfItsScheduleWindows() throws {
    let planned = try CDOTFixture.features("plannedEvents")
    let reading = try blizzardDay(planned: planned)
    // Independence Pass closed for the season, both directions, though its lane map is empty.
    #expect(try level(reading, "Independence Pass", .eastbound) == .closedForSeason)
    #expect(try level(reading, "Independence Pass", .westbound) == .closedForSeason)
    // Hoosier's closure next week and Rabbit Ears' paving that ended are listed, not in effect.
    #expect(try level(reading, "Hoosier Pass", .northbound) == .open)
    #expect(try level(reading, "Rabbit Ears Pass", .westbound) == .open)
    // The same list a week later: Hoosier closed; after the season's window, Independence is not.
    var later = reading
    later.judgedAt = ISO8601Time.date("2026-01-24T18:00:00Z")
    #expect(try level(later, "Hoosier Pass", .northbound) == .closed)
    #expect(try level(later, "Hoosier Pass", .southbound) == .closed)
    later.judgedAt = ISO8601Time.date("2026-06-01T18:00:00Z")
    #expect(try level(later, "Independence Pass", .eastbound) != .closedForSeason)
  }

  /// A lane map in another shape beside readable ones never drops them: the readable ones count
  /// and the other is words not understood.
  @Test func aLaneImpactThatIsNoObjectKeepsTheOthersAndIsWords() throws {
    let closing: [String: Any] = ["direction": "west", "laneCount": 1, "laneClosures": "4000"]
    let mixed = CDOTRecord(
      feature: JSONValue.members(["properties": ["routeName": "I-70", "laneImpacts": [closing, "4000"]]]), index: 0)
    #expect(mixed.fullClosures == [.westbound])
    #expect(mixed.fields.contains { $0.name == "laneImpacts" && $0.text.contains("4000") })
    let alone = CDOTRecord(
      feature: JSONValue.members(["properties": ["routeName": "I-70", "laneImpacts": "4000"]]), index: 0)
    #expect(alone.laneImpacts.isEmpty && alone.fields.contains { $0.name == "laneImpacts" })
    let none = CDOTRecord(
      feature: JSONValue.members(["properties": ["routeName": "I-70", "laneImpacts": NSNull()]]), index: 0)
    #expect(!none.fields.contains { $0.name == "laneImpacts" })
  }

  @Test func windowsThatCannotBeReadKeepAPlannedEventInEffect() throws {
    var event = try #require(try CDOTFixture.features("plannedEvents").first)
    var properties = try #require(event["properties"] as? [String: Any])
    properties["schedule"] = [["startTime": "soon", "endTime": "later"]]
    properties["clearTime"] = "2020-01-01T00:00:00Z"
    event["properties"] = properties
    let record = CDOTRecord(feature: JSONValue.members(event), index: 0)
    #expect(record.isInEffect(at: CDOTFixture.recorded))
    #expect(record.isBothDirections && record.direction == nil)
  }

  @Test func plannedEventsThatCannotBeReadLeaveNothingOpen() throws {
    var reading = try blizzardDay()
    reading.plannedEvents = .failure(SourceError.passNotInSource(id: 0, source: "x"))
    let hoosier = try reading.conditions(for: CDOTFixture.pass("Hoosier Pass")).get()
    #expect(hoosier.restrictions.allSatisfy { $0.level == .unknown })
    #expect(hoosier.partialFailures[CDOTReading.plannedEventsName] != nil)
    #expect(try level(reading, "Loveland Pass", .westbound) == .closed)
  }

  @Test func aRecordingIsJudgedAtItsOwnTime() async {
    let reading = await CDOTFixture.reading()
    let judged = reading.judgedAt ?? .distantPast
    #expect(judged <= CDOTFixture.recorded && judged > CDOTFixture.recorded.addingTimeInterval(-3600))
    #expect((try? reading.plannedEvents.get().count) == 3)
  }

  @Test(arguments: [
    (
      "Between Exit 205 and Exit 228 from Mile Point 205 to Mile Point 228. Road construction. Starting Tuesday at "
        + "9:00PM MST until November 13 at 6:00AM. Full schedule below: • November 13, 9:00AM - November 13, 1:00PM",
      RestrictionLevel.open
    ),
    ("Road closed due to bridge construction. Starting Monday at 6:00AM until Friday at 6:00PM", .closed),
  ])
  func aSentenceThatOnlySaysWhenIsSetAside(text: String, expected: RestrictionLevel) {
    let words = CDOTWords.read(text)
    #expect(RestrictionLevel.worst(of: words.statements.compactMap(\.level) + [.open]) == expected, "\(words)")
    // A sentence about when that names a closure is never set aside: the reader reads it.
    let future = "Starting Monday at 6:00AM the road will be closed"
    #expect(CDOTWords.read(future).statements.count == RoadWords.read(future, terms: CDOTWords.terms).statements.count)
  }
}
