import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// How TripCheck's answers become levels: each code, each way to be unknown, expiry, and closures
/// on and off a pass's segment.
@Suite struct ODOTReadingTests {
  static let now = Date(timeIntervalSince1970: 1_736_538_000)  // 2025-01-10T19:40:00Z
  static let santiam = ODOTCatalogue.passes[0]
  static let cabbage = ODOTCatalogue.passes.first { $0.id == 3011 }!

  static var metadata: ODOTMetadata {
    get throws { try ODOTMetadata.decode(try Fixtures.data("tripcheck/RW/Metadata"), url: "Metadata") }
  }

  /// A report object for `station`, valid until an hour after `now` unless told otherwise.
  static func report(
    _ station: Int, code: Any? = "0", restriction: Bool = true, expiry: String? = "2025-01-10T20:40:00Z",
    extra: [String: Any] = [:]
  ) -> [String: Any] {
    var object: [String: Any] = [
      "station-id": station, "entry-time": "2025-01-10T18:40:00Z",
      "location": ["location-name": stationName(station), "route-id": "X"],
      "air-temperature": -5, "weather-conditions": ["weather-id": 7], "road-conditions": ["road-cond-id": 6],
      "comments": "",
    ]
    if let expiry { object["expiry-time"] = expiry }
    if restriction {
      object["driving-restriction"] =
        ["restriction-id": code ?? NSNull(), "restriction-start-milepost": 0] as [String: Any]
    }
    return object.merging(extra) { _, new in new }
  }

  /// The name TripCheck gives `station`, upper case, as its reports carry it.
  static func stationName(_ station: Int) -> String {
    let stations = ODOTCatalogue.stations.values.flatMap(\.stations)
    return stations.first { $0.id == String(station) }?.name.uppercased() ?? "STATION \(station)"
  }

  static func answer(_ reports: [[String: Any]]) throws -> ODOTReportsAnswer {
    let data = try JSONSerialization.data(withJSONObject: [
      "organization-information": ["last-update-time": "2025-01-10T19:40:00Z"], "road-weather-reports": reports,
    ])
    return try ODOTReportsAnswer.decode(data, url: "test")
  }

  /// An incident list made at `madeAt` (by default when the reports were).
  static func incidents(_ list: [[String: Any]], madeAt: String? = "2025-01-10T19:39:12.8-08:00") throws
    -> ODOTIncidentsAnswer
  {
    var root: [String: Any] = ["incidents": list]
    if let madeAt { root["organization-information"] = ["last-update-time": madeAt] }
    return try ODOTIncidentsAnswer.decode(try JSONSerialization.data(withJSONObject: root), url: "test")
  }

  static func incident(
    route: String, milepost: Any?, active: String = "true", impact: String = "Closure", direction: String = "",
    id: String = "I-1"
  ) -> [String: Any] {
    var start: [String: Any] = ["location-desc": "somewhere"]
    if let milepost { start["start-milepost"] = milepost }
    return [
      "incident-id": id, "is-active": active, "impact-desc": impact, "event-subtype-id": "430",
      "headline": "Closed for a test.",
      "location": [
        "route-id": route, "direction": direction, "start-location": start, "end-location": [String: Any](),
      ],
    ]
  }

  static func reading(
    _ reports: [[String: Any]], incidents: [[String: Any]] = [], metadata: Result<ODOTMetadata, Error>? = nil
  ) throws -> ODOTReading {
    ODOTReading(
      reports: .success(try answer(reports)), metadata: try metadata ?? .success(Self.metadata),
      incidents: .success(try Self.incidents(incidents)),
      now: now, fetchedAt: now)
  }

  static func levels(_ pass: Pass, _ reading: ODOTReading) throws -> [TravelDirection: Restriction] {
    let conditions = try reading.conditions(for: pass).get()
    return Dictionary(uniqueKeysWithValues: conditions.restrictions.map { ($0.direction, $0) })
  }

  @Test(arguments: [
    ("0", RestrictionLevel.open, "No restrictions"), ("A", .tractionAdvised, "Carry chains or traction tires"),
    ("B", .tractionAdvised, "Chains required on vehicles towing or over 10,000 GVW"),
    ("B1", .tractionAdvised, "Chains required on vehicles towing or single drive axle over 10,000 GVW"),
    ("C", .tractionRequired, "CHAINS REQUIRED: Traction tires allowed"),
    ("D", .chainsAll, "CHAINS REQUIRED: Traction tires alone are not sufficient"),
  ])
  func eachCodeSetsItsLevelWithTheCodeListsWords(code: String, level: RestrictionLevel, words: String) throws {
    let restrictions = try Self.levels(Self.santiam, try Self.reading([Self.report(140, code: code)]))
    for way in [TravelDirection.eastbound, .westbound] {
      #expect(restrictions[way]?.level == level)
      #expect(restrictions[way]?.text.hasPrefix(words) == true, "\(restrictions[way]?.text ?? "")")
    }
  }

  @Test func theWordsComeFromTheCodeListNotFromPassengr() throws {
    var table = try Self.metadata
    table.restrictions["C"] = "Chains, as the list now words it"
    let restriction = try Self.levels(
      Self.santiam, try Self.reading([Self.report(140, code: "C")], metadata: .success(table)))[.eastbound]
    #expect(restriction?.text == "Chains, as the list now words it" && restriction?.level == .tractionRequired)
  }

  @Test func idsArriveAsTextNumbersOrDecimals() throws {
    #expect(
      ODOTValue.id(JSONValue(foundation: 7)) == "7" && ODOTValue.id(JSONValue(foundation: 7.0)) == "7"
        && ODOTValue.id(.string("7.0")) == "7" && ODOTValue.id(.string(" b1 ")) == "B1")
    #expect(ODOTValue.id(nil) == nil && ODOTValue.id(.string("")) == nil && ODOTValue.id(.null) == nil)
    // A station id sent as 140.0 is station 140; a restriction code sent as a number 0 is "0".
    let restrictions = try Self.levels(
      Self.santiam, try Self.reading([Self.report(140, code: 0, extra: ["station-id": 140.0])]))
    #expect(restrictions[.eastbound]?.level == .open)
  }

  /// Every way a direction has no positive evidence, and the words it says it in.
  @Test(arguments: [
    ("an empty answer", "only during winter operations"),
    ("the station missing", "has no report for Santiam Pass Smt (station 140)"),
    ("an expired report", "expired"),
    ("no expiry time", "gives no time it is valid until"),
    ("a null restriction", "gives no chain restriction"),
    ("no restriction object", "gives no chain restriction"),
    ("a restriction object without a code", "gives no chain restriction"),
    ("a code the list does not explain", "restriction code E, which ODOT's code list does not explain"),
    ("a code the list explains but Passengr cannot rank", "Passengr cannot rank"),
    ("no code list", "code list could not be read"),
  ])
  func eachWayToBeUnknownSaysWhy(way: String, words: String) throws {
    var reports = [Self.report(140)]
    var metadata: Result<ODOTMetadata, Error> = .success(try Self.metadata)
    switch way {
    case "an empty answer": reports = []
    case "the station missing": reports = [Self.report(150)]
    case "an expired report": reports = [Self.report(140, expiry: "2025-01-10T11:39:59.9999999-08:00")]
    case "no expiry time": reports = [Self.report(140, expiry: nil)]
    case "a null restriction":
      reports = [Self.report(140, restriction: false, extra: ["driving-restriction": NSNull()])]
    case "no restriction object": reports = [Self.report(140, restriction: false)]
    case "a restriction object without a code": reports = [Self.report(140, code: nil)]
    case "a code the list does not explain": reports = [Self.report(140, code: "E")]
    case "a code the list explains but Passengr cannot rank":
      var table = try Self.metadata
      table.restrictions["E"] = "Road closed to vehicles without studs"
      metadata = .success(table)
      reports = [Self.report(140, code: "E")]
    default:
      metadata = .failure(
        SourceError.source(.odot, ODOTFailure.notTheAnswer(url: "Metadata", missing: "road-weather-items")))
    }
    let restrictions = try Self.levels(Self.santiam, try Self.reading(reports, metadata: metadata))
    for direction in [TravelDirection.eastbound, .westbound] {
      let restriction = try #require(restrictions[direction])
      #expect(restriction.level == .unknown, "\(way)")
      #expect(restriction.text.contains(words), "\(way): \(restriction.text)")
    }
    let judgement = PassJudgement(
      conditions: try Self.reading(reports, metadata: metadata).conditions(for: Self.santiam).get(),
      over: [.eastbound, .westbound], isCurrent: true)
    #expect(judgement.level == .unknown)
    // The judgement's reason is the true one: out of season is not unreadable words.
    let kinds = [
      "an empty answer": "out_of_season", "the station missing": "no_report", "an expired report": "no_report",
      "a code the list does not explain": "unexplained_code",
      "a code the list explains but Passengr cannot rank": "unexplained_code", "no code list": "unexplained_code",
    ]
    #expect(judgement.reason?.kind == kinds[way] ?? "unreadable", "\(way): \(String(describing: judgement.reason))")
  }

  @Test func aReportIsCurrentUntilItsExpiryAndNotAfter() throws {
    let justValid = try Self.levels(
      Self.santiam, try Self.reading([Self.report(140, expiry: "2025-01-10T11:40:00.5-08:00")]))
    #expect(justValid[.eastbound]?.level == .open)
    let justPast = try Self.levels(Self.santiam, try Self.reading([Self.report(140, expiry: "2025-01-10T19:40:00Z")]))
    #expect(justPast[.eastbound]?.level == .unknown)
  }

  @Test func aDirectionalPassReadsEachDirectionFromItsOwnStation() throws {
    let restrictions = try Self.levels(
      Self.cabbage, try Self.reading([Self.report(103, code: "C"), Self.report(102, code: "0")]))
    #expect(restrictions[.eastbound]?.level == .tractionRequired && restrictions[.westbound]?.level == .open)
    let oneMissing = try Self.levels(Self.cabbage, try Self.reading([Self.report(103, code: "0")]))
    #expect(oneMissing[.eastbound]?.level == .open && oneMissing[.westbound]?.level == .unknown)
  }

  @Test func anActiveClosureOnTheSegmentClosesThePassEvenOutOfSeason() throws {
    for milepost: Any in [80, "72.5", 88, 71.59] {
      let closed = try Self.levels(
        Self.santiam, try Self.reading([], incidents: [Self.incident(route: "US20", milepost: milepost)]))
      #expect(closed[.eastbound]?.level == .closed && closed[.westbound]?.level == .closed, "\(milepost)")
      #expect(closed[.eastbound]?.text == "Closed for a test.")
    }
    let conditions = try Self.reading(
      [Self.report(140, code: "C")], incidents: [Self.incident(route: "US-20", milepost: 75)]
    ).conditions(for: Self.santiam).get()
    #expect(
      conditions.reports.contains {
        $0.kind == .closure && $0.level == .closed && $0.text.hasPrefix("Closed for a test.") && $0.direction == nil
      })
  }

  @Test func aClosureOnADescendingSegmentCountsAndOnlyTheDirectionItNames() throws {
    // Cabbage Hill WB runs from milepost 226 down to 216.
    let westbound = try Self.levels(
      Self.cabbage,
      try Self.reading(
        [Self.report(103), Self.report(102)], incidents: [Self.incident(route: "I84", milepost: 220, direction: "WB")]))
    #expect(westbound[.westbound]?.level == .closed && westbound[.eastbound]?.level == .open)
    let eastbound = try Self.levels(
      Self.cabbage,
      try Self.reading(
        [Self.report(103), Self.report(102)], incidents: [Self.incident(route: "I84", milepost: 221.5, direction: "EB")]
      ))
    #expect(eastbound[.eastbound]?.level == .closed && eastbound[.westbound]?.level == .open)
  }

  // A closure on the route without a milepost is no opening either: see `ODOTIncidentRulesTests`.
  @Test(arguments: ["inactive", "inactive as a flag", "elsewhere on the route", "another route", "not a closure"])
  func incidentsThatAreNotAClosureOnTheSegmentLeaveItOpen(name: String) throws {
    let incident: [String: Any]
    switch name {
    case "inactive": incident = Self.incident(route: "US20", milepost: 80, active: "false")
    case "inactive as a flag": incident = Self.incident(route: "US20", milepost: 80, active: "FALSE ")
    case "elsewhere on the route": incident = Self.incident(route: "US20", milepost: 120)
    case "another route": incident = Self.incident(route: "OR22", milepost: 80)
    default:
      // The headline says no closure either (one that does is read: `ODOTIncidentWordingTests`).
      var delay = Self.incident(route: "US20", milepost: 80, impact: "No to Minimum Delay")
      delay["headline"] = "Winter maintenance."
      incident = delay
    }
    let restrictions = try Self.levels(Self.santiam, try Self.reading([Self.report(140)], incidents: [incident]))
    #expect(restrictions[.eastbound]?.level == .open && restrictions[.westbound]?.level == .open, "\(name)")
  }

  @Test func coordinatesOnAnotherHighwayOfTheSameRouteMakeAClosureUnknownNotHidden() throws {
    // US 26's mileposts restart on each of its highways: milepost 44 is on Sunset Highway and on
    // Mt Hood Highway. Coordinates on the other one disagree with the milepost: the closure may be
    // on either, so it counts for both (unknown, naming it); coordinates that agree close it.
    let govCamp = try #require(ODOTCatalogue.passes.first { $0.id == 3004 })
    let area: [String: Any] = [
      "location-name": "GOVERNMENT CAMP", "route-id": "US26",
      "start-location": ["start-lat": 45.345, "start-long": -121.96, "start-milepost": 42.5],
      "end-location": ["end-lat": 45.295, "end-long": -121.7, "end-milepost": 60],
    ]
    var sunset = Self.incident(route: "US26", milepost: 44)
    sunset["location"] = [
      "route-id": "US26", "direction": "",
      "start-location": ["start-milepost": 44, "start-lat": 45.81, "start-long": -123.18],
    ]
    let apart = try Self.levels(
      govCamp, try Self.reading([Self.report(200, extra: ["location": area])], incidents: [sunset]))
    #expect(apart[.eastbound]?.level == .unknown && apart[.eastbound]?.gap == .unplaceable)
    #expect(apart[.eastbound]?.gapDetail?.isEmpty == false)
    var here = sunset
    here["location"] = [
      "route-id": "US26", "direction": "",
      "start-location": ["start-milepost": 44, "start-lat": 45.33, "start-long": -121.9],
    ]
    let on = try Self.levels(
      govCamp, try Self.reading([Self.report(200, extra: ["location": area])], incidents: [here]))
    #expect(on[.eastbound]?.level == .closed)
  }

  @Test func withoutTheIncidentsNoDirectionIsOpenButChainsStand() throws {
    let failed = ODOTReading(
      reports: .success(try Self.answer([Self.report(103, code: "0"), Self.report(102, code: "D")])),
      metadata: .success(try Self.metadata),
      incidents: .failure(SourceError.source(.odot, ODOTFailure.unreadable(url: "Incidents", reason: "bad"))),
      now: Self.now, fetchedAt: Self.now)
    let conditions = try failed.conditions(for: Self.cabbage).get()
    #expect(conditions.restriction(.eastbound)?.level == .unknown)
    #expect(conditions.restriction(.eastbound)?.gap == .closuresNotChecked)
    #expect(conditions.restriction(.eastbound)?.gapDetail?.contains("bad") == true)
    // The agency's words stay its own: no note of ours is written into them.
    #expect(conditions.restriction(.eastbound)?.text.contains("could not be checked") == false)
    // The chain requirement stands as what is known: a closure may lie beyond it unseen.
    #expect(conditions.restriction(.westbound)?.level == .unknown)
    #expect(conditions.restriction(.westbound)?.floor == .chainsAll)
    #expect(conditions.partialFailures[ODOTReading.incidentsName] != nil && conditions.warning == nil)
  }

  @Test func withoutTheReportsAKnownClosureStillStands() throws {
    let reading = ODOTReading(
      reports: .failure(SourceError.source(.odot, ODOTFailure.unreadable(url: "Reports", reason: "bad"))),
      metadata: .success(try Self.metadata),
      incidents: .success(try Self.incidents([Self.incident(route: "I84", milepost: 218, direction: "EB")])),
      now: Self.now, fetchedAt: Self.now)
    let conditions = try reading.conditions(for: Self.cabbage).get()
    #expect(
      conditions.restriction(.eastbound)?.level == .closed && conditions.restriction(.westbound)?.level == .unknown)
    if case .success = reading.conditions(for: Self.santiam) {
      Issue.record("a pass with no closure has nothing to show without reports")
    }
  }

  @Test func valuesAreConvertedFromMetricUnits() throws {
    #expect(
      ODOTReading.fahrenheit(-3.5) == 26 && ODOTReading.fahrenheit(0) == 32 && ODOTReading.fahrenheit(1e300) == nil)
    #expect(
      ODOTReading.snow(-1) == "a trace" && ODOTReading.snow(61) == "61 cm (24 in)"
        && ODOTReading.snow(2.5) == "2.5 cm (1 in)")
    #expect(ODOTReading.snow(1) == "1 cm (0.4 in)")
    let conditions = try Self.reading([
      Self.report(
        140,
        extra: [
          "air-temperature": -10, "adjacent-snow-depth": -1, "snowfall-accum-rate": 5, "comments": "Plows out.",
          "weather-conditions": ["weather-id": "8"], "road-conditions": ["road-cond-id": 2.0],
        ])
    ]).conditions(for: Self.santiam).get()
    #expect(conditions.temperatureF == 14)
    #expect(conditions.weather == "Snowing Hard & Continuously")
    #expect(conditions.roadConditions == "Spots of Ice; snow beside the road a trace; new snow 5 cm (2 in)")
    #expect(conditions.reports.contains { $0.kind == .information && $0.text == "Crew: Plows out." })
  }

  @Test(arguments: [
    ("2025-01-10T19:40:00Z", 0.0), ("2025-01-10T11:40:00-08:00", 0), ("2025-01-10T19:40:00.5Z", 0.5),
    ("2025-01-10T12:40:00.1234567-07:00", 0.1234567), ("2025-01-10T19:40:00.25+00:00", 0.25),
  ])
  func timesWithOffsetsAndFractionsAreRead(text: String, fraction: Double) throws {
    let date = try #require(ODOTTime.parse(text))
    #expect(abs(date.timeIntervalSince(Self.now) - fraction) < 0.0001)
  }

  @Test(arguments: [
    "2025-01-10T19:40:00", "2025-02-30T10:00:00Z", "2025-01-10", "", "2025-01-10T19:40:00.Z",
    "2025-01-10T19:40:00+25:00", "tomorrow",
  ])
  func timesWithoutAZoneOrThatDoNotExistAreNotRead(text: String) {
    #expect(ODOTTime.parse(text) == nil)
  }

  @Test func theCatalogueBindsEveryDirectionToItsStations() {
    let ids = Set(ODOTCatalogue.passes.map(\.id))
    #expect(
      ids.count == ODOTCatalogue.passes.count && ODOTCatalogue.passes.allSatisfy { !$0.isEnabled && $0.agency == .odot }
    )
    for pass in ODOTCatalogue.passes {
      let binding = ODOTCatalogue.stations[pass.id]
      #expect(pass.directions.all.allSatisfy { binding?.byDirection[$0]?.isEmpty == false }, "\(pass.name)")
    }
    let names = ODOTCatalogue.passes.map(\.name).joined(separator: ",")
    for wanted in [
      "Santiam", "Tombstone", "Willamette", "Government Camp", "Blue Box", "Sunset", "Bennett", "Siskiyou", "Sexton",
      "Cabbage Hill",
      "Meacham", "Ladd Canyon", "Diamond Lake", "Green Springs", "Tollgate", "Battle Mountain",
    ] {
      #expect(names.contains(wanted), "\(wanted)")
    }
    #expect(ODOTCatalogue.stations[3011]?.byDirection[.eastbound]?.map(\.id) == ["103"])
    #expect(ODOTCatalogue.stations[3011]?.byDirection[.westbound]?.map(\.id) == ["102"])
  }

  @Test func aNameTwoPassesShareIsResolvedByAgencyOrIdAndNeverGuessed() throws {
    let names = PassNames(passes: Agencies.all.catalogue)
    #expect(
      throws: SelectionError.ambiguousPass(
        "wolf", candidates: ["cdot/Wolf Creek Pass (10006)", "udot/Wolf Creek Pass (6002)"])
    ) {
      try names.select("wolf")
    }
    #expect(try names.select("cdot/wolf").id == 10006)
    // Siskiyou Summit is one pass of ODOT and Caltrans, by any of its names.
    #expect(try names.select("siskiyou").id == 3008)
    #expect(try names.select("Siskiyou Summit I-5").id == 3008)
    #expect(try names.select("odot/siskiyou").id == 3008)
    #expect(try names.select("caltrans/Siskiyou Summit").id == 3008)
    #expect(try names.select("2010").id == 3008)
    #expect(try names.select("3008").agency == .odot)
    #expect(try names.select("cabbage").id == 3011)
  }
}
