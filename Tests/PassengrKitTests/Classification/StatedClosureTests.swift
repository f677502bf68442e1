import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// A closure an agency states in its own words (WSDOT's conditions, an ODOT crew comment, a
/// Caltrans checkpoint description) is never cleared by the restriction beside it that says open;
/// an unclear one reads unknown, never open; and every agency reads its words with one reader.
@Suite struct StatedClosureTests {
  // MARK: The reader

  /// What each phrasing states: nil for no closure now.
  @Test(arguments: [
    ("Pass closed", RestrictionLevel?.some(.closed)),
    ("The pass is closed in both directions.", .closed),
    ("Road closed at the summit due to a crash.", .closed),
    ("US 395 is closed at the summit due to a crash.", .closed),
    ("PASS CLOSED DUE TO AVALANCHE!", .closed),
    ("Closed, expected to reopen at noon.", .closed),
    ("The pass will not reopen until noon.", .closed),
    ("Open to emergency vehicles only.", .closed),
    ("The highway is closed for the season.", .closedForSeason),
    ("Right lane closed near milepost 5.", .trafficDelays),
    ("Closed to trucks.", nil),
    ("Closures possible tonight.", .unknown),
    ("The pass may close if snow continues.", .unknown),
    ("The pass is partially closed.", .unknown),
    ("Will close at 8 pm for avalanche control.", .unknown),
    ("Road not closed to local traffic.", .unknown),
    ("Closed at 1 pm, reopened at 3 pm.", .unknown),
    ("Rest area closed.", nil),
    ("Chain-up areas closed due to snow.", nil),
    ("Road closed at the rest area.", .closed),
    ("Expect delays and closures tonight.", .unknown),
    ("Road closed, no estimated time of reopening.", .closed),
    ("Bare and dry. Sno-Park closed for the season.", nil),
    ("The road is not closed.", nil),
    ("No closures at this time.", nil),
    ("The pass has reopened.", nil),
    ("Was closed earlier for a crash.", nil),
    ("Bare and dry.", nil),
    ("Snow in open areas.", nil),
  ])
  func eachPhrasingStatesWhatItSays(text: String, expected: RestrictionLevel?) {
    let read = StatedClosure.read(text)
    #expect(read.map(\.level).max(by: { $0.rank < $1.rank }) == expected, "\(text): \(read)")
  }

  @Test func theClauseNamesTheDirectionItCloses() {
    let read = StatedClosure.read(
      "Eastbound closed at milepost 151 for avalanche control. Westbound traffic held for up to 30 minutes.")
    #expect(read.map(\.direction) == [.eastbound] && read.map(\.level) == [.closed])
    #expect(StatedClosure.read("Closed in both directions, eastbound too").map(\.direction) == [.both])
  }

  // MARK: WSDOT: feed, API (JSON and XML) and page

  /// The shipped mobile feed with Manastash Ridge's conditions replaced by `words` (its restrictions say "No restrictions").
  static func feed(manastashConditions words: String) throws -> Data {
    var root = try #require(
      try JSONSerialization.jsonObject(with: try Fixtures.data("mobile/MountainPassConditions.json")) as? [String: Any])
    var result = try #require(root["GetMountainPassConditionsResult"] as? [String: Any])
    var passes = try #require(result["PassCondition"] as? [[String: Any]])
    let index = try #require(passes.firstIndex { $0["MountainPassId"] as? Int == 13 })
    passes[index]["RoadCondition"] = words
    result["PassCondition"] = passes
    root["GetMountainPassConditionsResult"] = result
    return try JSONSerialization.data(withJSONObject: root)
  }

  static func report(_ id: Int, in data: Data, format: SourceFormat = .auto) throws -> PassReport {
    try #require(
      try PassDocument.reports(from: data, format: format, location: "test", fetchedAt: Date()).reports.first {
        $0.id == id
      })
  }

  @Test func feedConditionsSayingClosedCloseAPassWhoseRestrictionsSayOpen() throws {
    let plain = try Self.report(13, in: try Self.feed(manastashConditions: "Bare and dry."))
    #expect(plain.conditions.level == .open)
    let closed = try Self.report(13, in: try Self.feed(manastashConditions: "The pass is closed in both directions."))
    for way in [TravelDirection.eastbound, .westbound] {
      #expect(closed.conditions.restriction(way)?.level == .closed)
      #expect(closed.conditions.restriction(way)?.text == "Conditions: The pass is closed in both directions.")
    }
    let unclear = try Self.report(13, in: try Self.feed(manastashConditions: "Closures possible after 6 pm."))
    #expect(unclear.conditions.restriction(.eastbound)?.level == .travelAdvisory)
    #expect(unclear.conditions.restriction(.eastbound)?.text.contains("Closures possible after 6 pm") == true)
    let eastOnly = try Self.report(13, in: try Self.feed(manastashConditions: "Eastbound closed at milepost 5."))
    #expect(
      eastOnly.conditions.restriction(.eastbound)?.level == .closed
        && eastOnly.conditions.restriction(.westbound)?.level == .open)
  }

  @Test func apiJSONAndXMLConditionsAreReadTheSameWay() throws {
    let api = "Traffic/api/MountainPassConditions/MountainPassConditionsREST.svc/GetMountainPassConditionsAsJson"
    var records = try #require(try JSONSerialization.jsonObject(with: try Fixtures.data(api)) as? [[String: Any]])
    let index = try #require(records.firstIndex { $0["MountainPassId"] as? Int == 13 })
    records[index]["RoadCondition"] = "Pass closed due to avalanche."
    let json = try Self.report(13, in: try JSONSerialization.data(withJSONObject: records), format: .wsdotAPI)
    #expect(json.conditions.level == .closed)

    let xml = String(decoding: try Fixtures.data("cases/wsdot-api/conditions.xml"), as: UTF8.self)
    #expect(try Self.report(12, in: Data(xml.utf8), format: .wsdotAPI).conditions.level == .open)
    let edited = xml.replacingOccurrences(
      of: "Bare and wet, areas of standing water.", with: "White Pass is CLOSED in both directions.")
    #expect(try Self.report(12, in: Data(edited.utf8), format: .wsdotAPI).conditions.level == .closed)
  }

  @Test func pageConditionsAreReadTheSameWay() throws {
    let page = String(decoding: try Fixtures.data("travel/real-time/mountainpasses/snoqualmie"), as: UTF8.self)
    let before = try #require(
      try PassDocument.reports(from: Data(page.utf8), location: "snoqualmie", fetchedAt: Date()).reports.first
    )
    .conditions.level
    #expect(!before.isClosure)
    let edited = page.replacingOccurrences(
      of: "Compact snow and ice on the road.", with: "Road closed at the summit due to spinouts.")
    let after = try #require(
      try PassDocument.reports(from: Data(edited.utf8), location: "snoqualmie", fetchedAt: Date()).reports.first)
    #expect(after.conditions.level == .closed)
  }

  // MARK: ODOT and Caltrans

  @Test func anODOTCrewCommentSayingClosedClosesTheDirectionsItsStationReports() throws {
    let comment = ["comments": "US 20 is closed at the summit due to a crash."]
    let restrictions = try ODOTReadingTests.levels(
      ODOTReadingTests.santiam, try ODOTReadingTests.reading([ODOTReadingTests.report(140, extra: comment)]))
    #expect(restrictions[.eastbound]?.level == .closed && restrictions[.westbound]?.level == .closed)
    #expect(restrictions[.eastbound]?.text == "Crew: US 20 is closed at the summit due to a crash.")
    let plain = try ODOTReadingTests.levels(
      ODOTReadingTests.santiam,
      try ODOTReadingTests.reading([ODOTReadingTests.report(140, extra: ["comments": "Plows working."])]))
    #expect(plain[.eastbound]?.level == .open)
    // A directional pass: the comment of the eastbound station speaks for eastbound only.
    let cabbage = try ODOTReadingTests.levels(
      ODOTReadingTests.cabbage,
      try ODOTReadingTests.reading([
        ODOTReadingTests.report(103, extra: ["comments": "Road closed, use an alternate route."]),
        ODOTReadingTests.report(102),
      ]))
    #expect(
      cabbage.values.filter { $0.level == .closed }.count == 1 && cabbage.values.filter { $0.level == .open }.count == 1
    )
  }

  @Test func aCaltransDescriptionIsReadByTheSameReader() {
    func level(_ description: String, status: String = "R-0") -> RestrictionLevel {
      ChainControlCheckpoint(
        index: "x", district: 3, locationName: "X", direction: .eastbound, county: "Placer", route: "I-80",
        isInService: true,
        status: status, statusDescription: description, recordedAt: nil
      ).level
    }
    #expect(level("Highway closed at Yuba Pass due to snow.") == .closed)
    // Closed only to trucks: nothing restricts a passenger car (as "Oversize vehicles prohibited").
    #expect(level("Highway closed to trucks.") == .open)
    #expect(level("Highway closed due to a jackknifed truck.") == .closed)
    // A closure that may come is an advisory; it never hides the chain code beside it.
    #expect(level("Closures possible.") == .travelAdvisory)
    #expect(level("Closures possible.", status: "R-2") == .chainsRequired)
    #expect(level("Closed at Kingvale. For the season.") == .closedForSeason)
    #expect(level("No chain controls are in effect at this time.") == .open)
  }

  // MARK: Generated phrasings

  static let subjects = [
    "", "The pass", "pass", "The road", "Road", "SR 410", "US 395", "The highway", "Hwy", "I-90", "The summit",
    "Traffic", "Both directions",
  ]
  static let statements = [
    "is closed", "closed", "CLOSED", "remains closed", "is shut", "is blocked", "is impassable", "has been closed",
    "is now closed", "closure in effect",
    "full closure", "is currently closed", "closed at the summit", "closed until further notice",
    "closed in both directions", "closures possible",
    "may close", "is partially closed", "will close at 8 pm", "closed, expected to reopen at noon", "is not open",
    "will reopen at noon", "not open to traffic", "open to emergency vehicles only",
    "is closed - use an alternate route", "blocked by a slide",
  ]
  static let reasons = [
    "", " due to avalanche", " due to a crash", " for avalanche control", " at milepost 151", " for the season",
    " until further notice",
    " due to spinouts and collisions", " between mileposts 100 and 120",
  ]
  static let before = [
    "", "Bare and dry. ", "Compact snow and ice on the road. ", "NOTICE: ", "** ", "Update:\n", "Use caution; ",
  ]
  static let after = [
    "", ".", "!", "...", " .", " - ", ". Use an alternate route.", ". Expect delays.", "\u{00A0}.", "\t", ";",
    " (crews on scene)",
  ]

  /// A random phrasing stating a closure (perhaps unclear), in random casing, spacing and punctuation.
  static func phrasing(_ generator: inout SeededGenerator) -> String {
    func pick(_ list: [String]) -> String { list[Int(generator.next() % UInt64(list.count))] }
    let subject = pick(subjects)
    let quotes = [("", ""), ("(", ")"), ("\"", "\""), ("*", "*"), ("'", "'"), ("[", "]"), ("\u{201C}", "\u{201D}")]
    let (open, close) = quotes[Int(generator.next() % UInt64(quotes.count))]
    var text =
      pick(before) + (subject.isEmpty ? "" : subject + pick([" ", "  ", " \u{200B}", "\u{00A0}", " -- ", ": "]))
      + open + pick(statements) + close + pick(reasons) + pick(after)
    switch generator.next() % 4 {
    case 0: text = text.uppercased()
    case 1: text = text.lowercased()
    case 2:
      text = String(text.map { generator.next() % 2 == 0 ? Character($0.uppercased()) : Character($0.lowercased()) })
    default: break
    }
    return text
  }

  @Test(arguments: 0..<8)
  func noRecordStatingAClosureEverReadsOpen(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &* 7919)
    for _ in 0..<150 {
      let words = Self.phrasing(&generator)
      #expect(!StatedClosure.read(words).isEmpty, "\(words)")
      // WSDOT: conditions beside "No restrictions" both ways.
      var wsdot = PassConditions(
        restrictions: [
          Restriction(direction: .eastbound, text: "No restrictions"),
          Restriction(direction: .westbound, text: "No restrictions"),
        ],
        roadConditions: words, weather: nil, temperatureF: nil, updatedAt: nil, fetchedAt: Date())
      wsdot.applyStatedClosure(in: words, label: "Conditions")
      #expect(wsdot.restrictions.allSatisfy { $0.level != .open }, "WSDOT: \(words): \(wsdot.restrictions)")
      // ODOT: a crew comment beside code 0.
      let odot = try ODOTReadingTests.levels(
        ODOTReadingTests.santiam,
        try ODOTReadingTests.reading([ODOTReadingTests.report(140, extra: ["comments": words])]))
      #expect(odot.values.allSatisfy { $0.level != .open }, "ODOT: \(words)")
      // Caltrans: a description beside R-0.
      let checkpoint = ChainControlCheckpoint(
        index: "x", district: 3, locationName: "X", direction: nil, county: "Placer", route: "I-80", isInService: true,
        status: "R-0",
        statusDescription: words, recordedAt: nil)
      #expect(checkpoint.level != .open, "Caltrans: \(words)")
    }
  }
}
