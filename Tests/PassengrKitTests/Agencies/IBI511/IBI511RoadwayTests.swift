import Foundation
import Testing

@testable import PassengrKit

/// Roadways as the platform writes them: a number padded with zeros (`I015`) and a direction letter
/// after it (`US-40E`), and a closure "in both directions" filed under one direction.
@Suite struct IBI511RoadwayTests {
  typealias R = IBI511Records

  @Test(arguments: [
    ("I015", "I-15"), ("I-015", "I-15"), ("US-040E", "US-40"), ("US-40E", "US-40"), ("SR-035", "SR-35"),
    ("US 20", "US-20"), ("I-80 WB", "I-80"),
  ])
  func aPaddedOrDirectedRoadwayNamesItsHighway(written: String, meant: String) throws {
    let read = try #require(IBI511Placement.highway(in: written, state: "id"))
    let expected = try #require(Highway(meant, state: "id"))
    #expect(read.matches(expected) && expected.matches(read), "\(written)")
  }

  @Test func aNorthboundFullClosureOnI015ClosesMonidaNorthbound() throws {
    let monida = R.site(5009)
    let closure = R.event(
      at: monida,
      [
        "RoadwayName": "I015", "DirectionOfTravel": "Northbound", "IsFullClosure": true, "EventType": "closures",
        "Description": "I-15 northbound closed at the Montana state line due to blowing snow.",
      ])
    let idaho = ITD().deployment
    let read = try R.conditions(
      idaho, monida,
      [
        .event: .success(try R.answer([closure])),
        .winterRoads: .success(try R.answer([R.stretch(at: monida)], kind: .winterRoads)),
        .mountainPasses: .success(try R.answer([], kind: .mountainPasses)),
      ]
    ).get()
    #expect(read.restriction(.northbound)?.level == .closed, "\(read.restrictions)")
    #expect(read.restriction(.southbound)?.level != .closed, "\(read.restrictions)")
  }

  @Test func aClosureInBothDirectionsFiledUnderOneClosesBoth() throws {
    let daniels = R.site(6003)
    let closure = R.event(
      at: daniels,
      [
        "RoadwayName": "US-40E", "DirectionOfTravel": "Eastbound", "IsFullClosure": true, "EventType": "closures",
        "Description": "US-40 is closed in both directions at Daniels Summit due to a crash.",
      ])
    let read = try R.conditions(
      UDOT().deployment, daniels,
      [
        .event: .success(try R.answer([closure])),
        .roadConditions: .success(try R.answer([R.segment(at: daniels)], kind: .roadConditions)),
        .mountainPasses: .success(try R.answer([], kind: .mountainPasses)),
      ]
    ).get()
    #expect(read.restrictions.allSatisfy { $0.level == .closed }, "\(read.restrictions)")
  }
}
