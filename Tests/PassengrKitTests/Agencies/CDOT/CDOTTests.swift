import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// Colorado's laws, closures and placement, read from the winter morning's recording and from
/// feeds made from it.
@Suite(.hangGuard) struct CDOTTests {
  func conditions(_ name: String, _ reading: CDOTReading) throws -> PassConditions {
    try reading.conditions(for: CDOTFixture.pass(name)).get()
  }

  func level(_ conditions: PassConditions, _ way: TravelDirection) -> RestrictionLevel? {
    conditions.restriction(way)?.level
  }

  @Test func bothDirectionsOfI70CarryTheirOwnLaw() async throws {
    let reading = await CDOTFixture.reading()
    let vail = try conditions("Vail Pass", reading)
    #expect(level(vail, .eastbound) == .tractionRequired)
    #expect(level(vail, .westbound) == .chainsAll)
    #expect(vail.restriction(.westbound)?.text.contains("Passenger Vehicle Chain Law Code 16") == true)
    let tunnel = try conditions("Eisenhower/Johnson Tunnel", reading)
    #expect(level(tunnel, .eastbound) == .tractionRequired && level(tunnel, .westbound) == .tractionRequired)
  }

  @Test(arguments: [
    ("Traction Law Code 15", RestrictionLevel.tractionRequired),
    ("Passenger Vehicle Chain Law Code 16", .chainsAll),
    ("Chain Law Code 16", .chainsAll),
    ("Traction/Chain Law Code 15 and 18", .tractionRequired),
    ("Chain Law Code 18", .open),
    ("Commercial Vehicle Chain Law Code 17", .open),
  ])
  func eachCodeSetsItsLevelForACar(type: String, expected: RestrictionLevel) async throws {
    var features = try CDOTFixture.features("incidents")
    // The Vail Pass incident of the recording, its type and message made this code's, both ways.
    var properties = try #require(features[2]["properties"] as? [String: Any])
    properties["type"] = type
    properties["routeName"] = "I-70"
    properties["direction"] = "both"
    properties["travelerInformationMessage"] =
      "Between Exit 195: Copper Mountain and Exit 176: Vail from Mile Point 195 to Mile Point 176. \(type) in effect."
    features = [features[2].merging(["properties": properties]) { $1 }]
    let reading = CDOTReading(
      segments: .success(CDOTFixture.records(try CDOTFixture.features("roadConditions"))),
      incidents: .success(CDOTFixture.records(features)),
      fetchedAt: CDOTFixture.recorded)
    let vail = try conditions("Vail Pass", reading)
    #expect(level(vail, .eastbound) == expected && level(vail, .westbound) == expected, "\(vail.restrictions)")
    #expect(vail.reports.contains { $0.text.contains(type) }, "the law is shown even when it binds no car")
    #expect(CDOT().advice.advice(for: expected, words: nil) != nil || expected == .open)
  }

  @Test func aClosurePlacedByMilepostClosesItsPassAndNoOtherOnTheRoute() async throws {
    let reading = await CDOTFixture.reading()
    let berthoud = try conditions("Berthoud Pass", reading)
    #expect(level(berthoud, .eastbound) == .closed && level(berthoud, .westbound) == .closed)
    // US 40 again, a hundred miles on: a lane closure at milepost 120 is not Rabbit Ears.
    let rabbitEars = try conditions("Rabbit Ears Pass", reading)
    #expect(level(rabbitEars, .eastbound) == .open && level(rabbitEars, .westbound) == .open)
  }

  @Test func everyLaneClosedIsTheRoadClosedAndOneLaneIsNot() throws {
    func incident(laneClosures: String) throws -> [[String: Any]] {
      var feature = try CDOTFixture.features("incidents@offset=4")[2]
      var properties = try #require(feature["properties"] as? [String: Any])
      properties["startMarker"] = 150
      properties["endMarker"] = 151
      properties["type"] = "Maintenance Operations"
      properties["travelerInformationMessage"] = "Road maintenance operations."
      properties["laneImpacts"] = [
        ["direction": "west", "laneCount": 2, "laneClosures": laneClosures, "closedLaneTypes": []]
      ]
      feature["properties"] = properties
      return [feature]
    }
    // CDOT's lane map: both lanes of two ("6000"), the right lane ("2000"), a shoulder only ("0001").
    for (closures, expected) in [("6000", RestrictionLevel.closed), ("2000", .trafficDelays), ("0001", .open)] {
      let reading = CDOTReading(
        segments: .success(CDOTFixture.records(try CDOTFixture.features("roadConditions"))),
        incidents: .success(CDOTFixture.records(try incident(laneClosures: closures))), fetchedAt: CDOTFixture.recorded)
      let rabbitEars = try conditions("Rabbit Ears Pass", reading)
      #expect(
        level(rabbitEars, .westbound) == expected && level(rabbitEars, .eastbound) == .open,
        "\(closures): \(rabbitEars.restrictions)")
    }
  }

  @Test func aSeasonalClosureIsSaidOnlyWhenTheFeedSaysIt() async throws {
    // Independence Pass is closed by a planned event "Closed for the Season", its segment only a forecast.
    let reading = await CDOTFixture.reading()
    let independence = try conditions("Independence Pass", reading)
    #expect(level(independence, .eastbound) == .closedForSeason && level(independence, .westbound) == .closedForSeason)
    // Cottonwood has no segment in the feed this morning: unknown, never guessed closed or open.
    let cottonwood = try conditions("Cottonwood Pass", reading)
    #expect(
      cottonwood.restrictions.allSatisfy { $0.level == .unknown && $0.gap == .noReport }, "\(cottonwood.restrictions)")
  }

  @Test func anIncidentThatCannotBePlacedKeepsEveryPassOnItsRouteFromOpen() async throws {
    let reading = await CDOTFixture.reading()
    for name in ["Red Mountain Pass", "Coal Bank Pass", "Molas Pass"] {
      let pass = try conditions(name, reading)
      #expect(
        pass.restrictions.allSatisfy { $0.level == .unknown && $0.gap == .unplaceable }, "\(name): \(pass.restrictions)"
      )
      #expect(pass.restrictions.allSatisfy { $0.gapDetail?.contains("Rock Slide") == true })
    }
    // On another route it says nothing of the pass.
    #expect(try conditions("Hoosier Pass", reading).restrictions.allSatisfy { $0.level == .open })
  }

  @Test func openNeedsACurrentSegmentThatRestrictsNothing() async throws {
    let reading = await CDOTFixture.reading()
    for name in [
      "Loveland Pass", "Rabbit Ears Pass", "Monarch Pass", "Hoosier Pass", "Tennessee Pass", "Cameron Pass",
      "La Veta Pass",
    ] {
      let pass = try conditions(name, reading)
      #expect(pass.restrictions.allSatisfy { $0.level == .open }, "\(name): \(pass.restrictions)")
      #expect(pass.updatedAt != nil)
    }
    // A forecast where a condition should be reports none.
    let wolfCreek = try conditions("Wolf Creek Pass", reading)
    #expect(wolfCreek.restrictions.allSatisfy { $0.level == .unknown && $0.gap == .noReport })
    #expect(
      wolfCreek.weather == "Forecast: Snow likely, 4 to 8 inches. Highs near 20.",
      "the forecast is weather, not a condition")
    // Without the segments, nothing is open; without the incidents, nothing is open either.
    let noSegments = CDOTReading(
      segments: .failure(SourceError.passNotInSource(id: 0, source: "x")), incidents: reading.incidents,
      fetchedAt: CDOTFixture.recorded)
    #expect(throws: (any Error).self) { try noSegments.conditions(for: CDOTFixture.pass("Hoosier Pass")).get() }
    #expect(
      try noSegments.conditions(for: CDOTFixture.pass("Berthoud Pass")).get().restrictions.allSatisfy {
        $0.level == .closed
      })
    let noIncidents = CDOTReading(
      segments: reading.segments, incidents: .failure(SourceError.passNotInSource(id: 0, source: "x")),
      fetchedAt: CDOTFixture.recorded, plannedEvents: reading.plannedEvents, judgedAt: reading.judgedAt)
    let hoosier = try noIncidents.conditions(for: CDOTFixture.pass("Hoosier Pass")).get()
    #expect(hoosier.restrictions.allSatisfy { $0.level == .unknown && $0.gap == .closuresNotChecked })
    #expect(hoosier.partialFailures.isEmpty == false && hoosier.warning == nil)
    #expect(
      try noIncidents.conditions(for: CDOTFixture.pass("Independence Pass")).get().restrictions.allSatisfy {
        $0.level == .closedForSeason
      })
  }

  @Test func theForecastSentinelInAListIsNoConditionAndATimeThatIsNoTimeIsWords() throws {
    var segments = try CDOTFixture.features("roadConditions")
    var hoosier = try #require(segments[10]["properties"] as? [String: Any])
    #expect(hoosier["name"] as? String == "CO-9: Breckenridge to Alma (Hoosier Pass)")
    var entries = try #require(hoosier["currentConditions"] as? [[String: Any]])
    entries[0]["conditionDescription"] = "3 - dry, forecast text included"
    hoosier["currentConditions"] = entries
    segments[10]["properties"] = hoosier
    var incidents = try CDOTFixture.features("incidents@offset=4")
    var maintenance = try #require(incidents[2]["properties"] as? [String: Any])
    maintenance["routeName"] = "CO-9"
    maintenance["startMarker"] = 75
    maintenance["endMarker"] = 76
    maintenance["laneImpacts"] = []
    maintenance["travelerInformationMessage"] = "Road maintenance operations."
    maintenance["lastUpdated"] = "until the storm passes"
    incidents[2]["properties"] = maintenance
    let reading = CDOTReading(
      segments: .success(CDOTFixture.records(segments)), incidents: .success(CDOTFixture.records([incidents[2]])),
      fetchedAt: CDOTFixture.recorded)
    let pass = try conditions("Hoosier Pass", reading)
    #expect(pass.roadConditions == "dry")
    #expect(
      pass.restrictions.allSatisfy { $0.level == .unknown && $0.text.contains("until the storm passes") },
      "\(pass.restrictions)")
  }

  @Test func cdotsOwnMaintenanceIncidentOnAPassRestrictsNothingAndIsShown() throws {
    // CDOT's own sample incident, as published, moved onto Hoosier Pass: every word of it is known.
    var incidents = try CDOTFixture.features("incidents@offset=4")
    var sample = try #require(incidents[3]["properties"] as? [String: Any])
    #expect(sample["id"] as? String == "OpenTMS-Incident24085963313")
    sample["routeName"] = "CO-9"
    sample["startMarker"] = 75.5
    sample["endMarker"] = 75.8
    incidents[3]["properties"] = sample
    let reading = CDOTReading(
      segments: .success(CDOTFixture.records(try CDOTFixture.features("roadConditions"))),
      incidents: .success(CDOTFixture.records([incidents[3]])),
      fetchedAt: CDOTFixture.recorded)
    let hoosier = try conditions("Hoosier Pass", reading)
    #expect(hoosier.restrictions.allSatisfy { $0.level == .open }, "\(hoosier.restrictions)")
    #expect(
      hoosier.reports.contains {
        $0.text.hasPrefix("Maintenance Operations — Between County Road 5.5") && $0.level == nil
      })
  }

  @Test func updateTimesInSecondsAndMillisecondsReadAlike() async throws {
    let reading = await CDOTFixture.reading()
    // The tunnel's segment is stamped in milliseconds, Vail's in seconds.
    #expect(
      try conditions("Eisenhower/Johnson Tunnel", reading).updatedAt
        == CDOTFixture.recorded.addingTimeInterval(-30 * 60))
    #expect(try conditions("Vail Pass", reading).updatedAt == CDOTFixture.recorded.addingTimeInterval(-40 * 60))
    #expect(CDOTTime.date(text: "2025-04-14T15:37:24.339Z") == Date(timeIntervalSince1970: 1_744_645_044.339))
    #expect(CDOTTime.date(text: "2025-04-14T09:37:24-06:00") == Date(timeIntervalSince1970: 1_744_645_044))
    #expect(CDOTTime.date(epoch: Double.nan) == nil && CDOTTime.date(.string("soon")) == nil)
  }

  @Test func routeNamesGiveTheHighwayAndTheDirection() throws {
    #expect(CDOTRoute("US-50E")?.direction == .eastbound)
    #expect(CDOTRoute("I_70W")?.direction == .westbound && CDOTRoute("I_70W")?.highway == Highway("I-70"))
    #expect(CDOTRoute("CO-82")?.direction == nil && CDOTRoute("SH-82")?.highway == CDOTRoute("CO-82")?.highway)
    #expect(CDOTRoute("US-285 N")?.direction == .northbound)
    #expect(CDOTRoute("Frontage Road") == nil)
  }
}
