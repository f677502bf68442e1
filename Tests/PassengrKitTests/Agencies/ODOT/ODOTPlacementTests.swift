import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Placing an incident on a pass fails closed: route ids in every spelling, mileposts that are 0,
/// missing or only an end, coordinates swapped, unsigned or malformed. An active closure on the
/// pass's route that cannot be placed with certainty never leaves it `open`; where milepost and
/// coordinates disagree it counts for both passes they point to.
@Suite(.hangGuard) struct ODOTPlacementTests {
  typealias R = ODOTReadingTests

  /// Santiam's report with its segment's coordinates, so that an incident's can be checked.
  static var santiamReport: [String: Any] {
    R.report(
      140,
      extra: [
        "location": [
          "location-name": "SANTIAM PASS SMT", "route-id": "US20", "hwy-id": "016",
          "start-location": ["start-lat": 44.387, "start-long": -122.011, "start-milepost": 71.59],
          "end-location": ["end-lat": 44.43, "end-long": -121.74, "end-milepost": 88],
        ] as [String: Any]
      ])
  }

  /// An active closure with the given location fields (nil leaves one out).
  static func closure(
    route: Any?, milepost: Any? = 80, end: Any? = nil, latitude: Any? = nil, longitude: Any? = nil, place: String? = nil
  ) -> [String: Any] {
    var start: [String: Any] = [:]
    if let milepost { start["start-milepost"] = milepost }
    if let latitude { start["start-lat"] = latitude }
    if let longitude { start["start-long"] = longitude }
    if let place { start["location-desc"] = place }
    var endLocation: [String: Any] = [:]
    if let end { endLocation["end-milepost"] = end }
    var location: [String: Any] = ["direction": "", "start-location": start, "end-location": endLocation]
    if let route { location["route-id"] = route }
    return [
      "incident-id": "P-1", "is-active": "true", "impact-desc": "Closure", "event-subtype-id": "465",
      "headline": "A crash has closed the road.", "location": location,
    ]
  }

  static func santiam(_ incident: [String: Any]) throws -> PassConditions {
    try R.reading([Self.santiamReport], incidents: [incident]).conditions(for: R.santiam).get()
  }

  static func levels(_ conditions: PassConditions) -> [RestrictionLevel] { conditions.restrictions.map(\.level) }

  // MARK: Routes

  @Test(arguments: ["US20", "US-20", "US 20", "us20", "US020", "U.S. 20", "USHWY20", "US-020 ", "HWY016", "HWY 16"])
  func routeSpellingsOfThePassesRouteClose(route: String) throws {
    #expect(Self.levels(try Self.santiam(Self.closure(route: route))) == [.closed, .closed], "\(route)")
  }

  @Test(arguments: ["I-84", "I84", "I084", "84", "Interstate 84", "INTERSTATE 84", "I 84", "i-084"])
  func interstateSpellingsAreOneRoute(route: String) throws {
    let incident = Self.closure(route: route, milepost: 220, latitude: 45.64, longitude: -118.7)
    let conditions = try R.reading([R.report(103), R.report(102)], incidents: [incident]).conditions(for: R.cabbage)
      .get()
    // A bare number is perhaps I-84: without a segment's coordinates to confirm it, unknown.
    let wanted: [RestrictionLevel] = route == "84" ? [.unknown, .unknown] : [.closed, .closed]
    #expect(Self.levels(conditions) == wanted, "\(route): \(conditions.restrictions)")
  }

  @Test(arguments: ["OR58", "OR-58", "ORE58", "OR 58", "Oregon 58", "OR058"])
  func oregonRouteSpellingsAreOneRoute(route: String) throws {
    let willamette = try #require(ODOTCatalogue.passes.first { $0.id == 3003 })
    let conditions = try R.reading([R.report(460)], incidents: [Self.closure(route: route, milepost: 60)]).conditions(
      for: willamette
    ).get()
    #expect(Self.levels(conditions) == [.closed, .closed], "\(route)")
  }

  /// A number alone, an ODOT highway number that is not the station's, or no route at all:
  /// perhaps here, so unknown naming the headline; confirmed by coordinates on the segment, closed.
  @Test(arguments: ["20", "020", "Hwy 20", nil, "", "???"] as [String?])
  func aRouteThatIsOnlyPerhapsThePassesIsUnknownUnlessCoordinatesConfirmIt(route: String?) throws {
    let unsure = try Self.santiam(Self.closure(route: route as Any?))
    #expect(Self.levels(unsure) == [.unknown, .unknown], "\(String(describing: route)): \(unsure.restrictions)")
    #expect(unsure.restrictions.allSatisfy { $0.gap == .unplaceable && $0.gapDetail?.isEmpty == false })
    #expect(unsure.reports.contains { $0.text.contains("A crash has closed the road.") })
    #expect(unsure.warning == nil)
    let confirmed = try Self.santiam(Self.closure(route: route as Any?, latitude: 44.41, longitude: -121.87))
    #expect(Self.levels(confirmed) == [.closed, .closed], "\(String(describing: route)): \(confirmed.restrictions)")
  }

  @Test(arguments: ["I5", "OR22", "US26", "I-84", "Interstate 5"])
  func anotherRouteLeavesThePassOpen(route: String) throws {
    #expect(Self.levels(try Self.santiam(Self.closure(route: route))) == [.open, .open], "\(route)")
  }

  /// Without a route id, the route its place names decides whether it can be here at all.
  @Test func aMissingRouteIsTakenFromTheIncidentsOwnPlace() throws {
    #expect(
      Self.levels(try Self.santiam(Self.closure(route: nil, place: "I-84, 13 miles East of Pendleton"))) == [
        .open, .open,
      ])
    #expect(
      Self.levels(try Self.santiam(Self.closure(route: nil, place: "US-20, 3 miles West of Santiam Pass"))) == [
        .unknown, .unknown,
      ])
  }

  // MARK: Mileposts

  /// Milepost 0 (TripCheck's "none"), as a string, negative, absurd or not a number.
  @Test(arguments: ["0", "\"0\"", "-5", "1e19", "\"abc\"", "1e308", "9223372036854775808"])
  func aMilepostThatIsNoneIsUnknownNeverOpen(literal: String) throws {
    let milepost = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed])
    let conditions = try Self.santiam(Self.closure(route: "US20", milepost: milepost))
    #expect(Self.levels(conditions) == [.unknown, .unknown], "\(milepost): \(conditions.restrictions)")
  }

  @Test func onlyAnEndMilepostIsUnknownOnTheRouteAndClosedWhereCoordinatesConfirmIt() throws {
    #expect(Self.levels(try Self.santiam(Self.closure(route: "US20", milepost: nil, end: 80))) == [.unknown, .unknown])
    #expect(Self.levels(try Self.santiam(Self.closure(route: "US20", milepost: 0, end: 300))) == [.unknown, .unknown])
    let confirmed = Self.closure(route: "US20", milepost: nil, end: 80, latitude: 44.41, longitude: -121.87)
    #expect(Self.levels(try Self.santiam(confirmed)) == [.closed, .closed])
    let elsewhere = Self.closure(route: "US20", milepost: nil, end: 300, latitude: 44.06, longitude: -117.0)
    #expect(Self.levels(try Self.santiam(elsewhere)) == [.open, .open])
  }

  @Test func anEndMilepostSpanningTheSegmentCloses() throws {
    #expect(Self.levels(try Self.santiam(Self.closure(route: "US20", milepost: 60, end: 100))) == [.closed, .closed])
    #expect(Self.levels(try Self.santiam(Self.closure(route: "US20", milepost: 100, end: 89))) == [.open, .open])
  }

  // MARK: Coordinates

  /// Swapped, unsigned or both: the same point, read right.
  @Test(arguments: [(44.41, -121.87), (-121.87, 44.41), (44.41, 121.87), (121.87, 44.41)])
  func coordinatesWrittenWrongAreReadRight(latitude: Double, longitude: Double) throws {
    #expect(
      Self.levels(try Self.santiam(Self.closure(route: "US20", latitude: latitude, longitude: longitude))) == [
        .closed, .closed,
      ])
    // The same slips on a point far away: milepost and coordinates disagree, so unknown.
    let far = Self.closure(
      route: "US20", latitude: latitude == 44.41 ? 45.6 : latitude, longitude: longitude == 44.41 ? 45.6 : longitude)
    #expect(Self.levels(try Self.santiam(far)) == [.unknown, .unknown])
  }

  /// Malformed coordinates are none: the milepost alone places it.
  @Test(arguments: [(0.0, 0.0), (1e19, -1e19), (4.441, -12.187), (91, 200)] as [(Double, Double)])
  func malformedCoordinatesLeaveTheMilepostToDecide(latitude: Double, longitude: Double) throws {
    #expect(
      Self.levels(try Self.santiam(Self.closure(route: "US20", latitude: latitude, longitude: longitude))) == [
        .closed, .closed,
      ])
    #expect(
      Self.levels(
        try Self.santiam(Self.closure(route: "US20", milepost: 120, latitude: latitude, longitude: longitude))) == [
          .open, .open,
        ])
  }

  /// Milepost on the segment and coordinates elsewhere, or the reverse: it counts for both.
  @Test func milepostAndCoordinatesThatDisagreeCountForBothPasses() throws {
    let tombstone = try #require(ODOTCatalogue.passes.first { $0.id == 3002 })
    var tombstoneReport = R.report(150)
    tombstoneReport["location"] =
      [
        "location-name": "TOMBSTONE", "route-id": "US20",
        "start-location": ["start-lat": 44.395, "start-long": -122.28, "start-milepost": 52.5],
        "end-location": ["end-lat": 44.387, "end-long": -122.011, "end-milepost": 71.59],
      ] as [String: Any]
    // Milepost 80 (Santiam), coordinates near milepost 60 (Tombstone).
    let incident = Self.closure(route: "US20", milepost: 80, latitude: 44.39, longitude: -122.2)
    let reading = try R.reading([Self.santiamReport, tombstoneReport], incidents: [incident])
    for pass in [R.santiam, tombstone] {
      let conditions = try reading.conditions(for: pass).get()
      #expect(Self.levels(conditions) == [.unknown, .unknown], "\(pass.name): \(conditions.restrictions)")
      #expect(conditions.restrictions.allSatisfy { $0.gap == .unplaceable })
    }
  }

  /// A chain requirement stands beside an uncertain chain incident, but an uncertain closure
  /// makes it unknown: the road may be closed.
  @Test func anUncertainClosureOutranksAKnownChainRequirement() throws {
    let chains = R.report(140, code: "C")
    let conditions = try R.reading([chains], incidents: [Self.closure(route: "US20", milepost: 0)]).conditions(
      for: R.santiam
    ).get()
    #expect(Self.levels(conditions) == [.unknown, .unknown])
  }

  /// Generated: every spelling × milepost form × coordinate form; none reads open unless the
  /// route is another or the place is elsewhere beyond doubt.
  @Test func generatedPlacementsNeverReadOpenOnThePass() throws {
    let routes: [(Any?, Bool)] = [
      ("US20", true), ("US-20", true), ("20", true), ("HWY 20", true), (nil, true), ("OR22", false), ("I5", false),
    ]
    let mileposts: [(Any?, Bool?)] = [(80, true), ("80.5", true), (0, nil), (nil, nil), (120, false), (-80, nil)]
    let points: [((Double, Double)?, Bool?)] = [
      (nil, nil), ((44.41, -121.87), true), ((-121.87, 44.41), true), ((44.41, 121.87), true),
      ((45.6, -118.5), false), ((0, 0), nil),
    ]
    for (route, onRoute) in routes {
      for (milepost, onSpan) in mileposts {
        for (point, inBox) in points {
          let incident = Self.closure(route: route, milepost: milepost, latitude: point?.0, longitude: point?.1)
          let levels = Self.levels(try Self.santiam(incident))
          let elsewhere = !onRoute || (onSpan == false && inBox != true) || (onSpan == nil && inBox == false)
          let context = "\(String(describing: route)) \(String(describing: milepost)) \(String(describing: point))"
          if elsewhere {
            #expect(levels.allSatisfy { $0 == .open || !onRoute }, "\(context): \(levels)")
          } else {
            #expect(levels.allSatisfy { $0 == .closed || $0 == .unknown }, "\(context): \(levels)")
          }
        }
      }
    }
  }
}
