import Foundation
import Testing

@testable import PassengrKit

/// A report is about the station it is filed under: one station reported twice at the same time
/// counts its worse report, and a report whose own words are about another pass or place is
/// `unknown` for the station, never its code's level.
@Suite struct ODOTIdentityTests {
  typealias R = ODOTReadingTests

  static func santiam(_ reports: [[String: Any]]) throws -> [RestrictionLevel] {
    try R.reading(reports).conditions(for: R.santiam).get().restrictions.map(\.level)
  }

  @Test(arguments: [
    ("0", "C", RestrictionLevel.tractionRequired), ("C", "0", .tractionRequired), ("A", "D", .chainsAll),
    ("0", "E", .unknown),
  ])
  func aStationReportedTwiceAtOneTimeCountsTheWorse(first: String, second: String, worse: RestrictionLevel) throws {
    let conditions = try R.reading([R.report(140, code: first), R.report(140, code: second)]).conditions(for: R.santiam)
      .get()
    #expect(conditions.restrictions.map(\.level) == [worse, worse], "\(first) then \(second)")
    #expect(conditions.restrictions.allSatisfy { $0.text.contains("at the same time") }, "\(conditions.restrictions)")
  }

  @Test func aSecondReportAtOneTimeThatSaysClosedCloses() throws {
    #expect(
      try Self.santiam([R.report(140), R.report(140, extra: ["comments": "Road closed at the summit"])]) == [
        .closed, .closed,
      ])
  }

  @Test func aLaterReportReplacesAnEarlierOne() throws {
    let earlier = R.report(140, code: "C", extra: ["entry-time": "2025-01-10T17:00:00Z"])
    #expect(try Self.santiam([earlier, R.report(140, code: "0")]) == [.open, .open])
    #expect(try Self.santiam([R.report(140, code: "0"), earlier]) == [.open, .open])
  }

  /// The report's own name, route, mileposts or comments say it is about somewhere else.
  static var elsewhere: [[String: Any]] {
    [
      ["location": ["location-name": "MEACHAM EB", "route-id": "US20"]],
      ["location": ["location-name": "WARM SPRINGS", "route-id": "US20"]],
      ["location": ["location-name": "SANTIAM PASS SMT", "route-id": "I84"]],
      [
        "location": [
          "location-name": "SANTIAM PASS SMT", "route-id": "US20", "start-location": ["start-milepost": 226],
          "end-location": ["end-milepost": 250],
        ] as [String: Any]
      ],
      ["comments": "Chains required at Meacham"],
      ["comments": "I-84 closed at Deadman Pass"],
    ]
  }

  @Test(arguments: 0..<6)
  func aReportAboutAnotherPlaceIsUnknownForTheStation(index: Int) throws {
    let extra = Self.elsewhere[index]
    let conditions = try R.reading([R.report(140, extra: extra)]).conditions(for: R.santiam).get()
    #expect(conditions.restrictions.map(\.level) == [.unknown, .unknown], "\(extra): \(conditions.restrictions)")
    #expect(conditions.restrictions.allSatisfy { $0.text.contains("another place") })
  }

  /// Its own names in other spellings, its own route, and places it shares are its own.
  static var own: [[String: Any]] {
    [
      ["location": ["location-name": "SANTIAM PASS SUMMIT", "route-id": "US-20", "hwy-id": "016"]],
      [
        "location": [
          "location-name": "Santiam Pass Smt", "route-id": "US20", "start-location": ["start-milepost": 71.59],
          "end-location": ["end-milepost": 88],
        ] as [String: Any]
      ],
      ["comments": "US 20 near Hoodoo is open"],
      ["comments": "Santiam Pass open"],
    ]
  }

  @Test(arguments: 0..<4)
  func aReportAboutItsOwnStationKeepsItsLevel(index: Int) throws {
    let extra = Self.own[index]
    #expect(try Self.santiam([R.report(140, extra: extra)]) == [.open, .open], "\(extra)")
  }

  @Test func aDirectionalStationNamedForTheOtherDirectionIsUnknown() throws {
    var eastbound = R.report(103)
    eastbound["location"] = ["location-name": "CABBAGE HILL WB", "route-id": "I84"]
    let conditions = try R.reading([eastbound, R.report(102)]).conditions(for: R.cabbage).get()
    #expect(conditions.restriction(.eastbound)?.level == .unknown && conditions.restriction(.westbound)?.level == .open)
  }
}
