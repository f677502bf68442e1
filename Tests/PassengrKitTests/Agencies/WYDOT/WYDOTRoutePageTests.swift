import Foundation
import Markup
import Networking
import TestSupport
import Testing

@testable import PassengrKit

@Suite(.hangGuard) struct WYDOTRoutePageTests {
  static let teton = "Between Wilson and the Idaho State Line"
  /// 2025-02-16 08:00 in Wyoming, the morning of the fixtures.
  static let now = MountainTime.date(year: 2025, month: 2, day: 16, hour: 8, minute: 0) ?? Date()

  static func row(_ cells: String, route: String = "WY 22") throws -> SegmentRow {
    let page = try RoutePage.decode(RoutePageShape.page(route: route, rows: [cells]), charset: nil, url: "test")
    return try #require(page.rows.first)
  }

  static func reading(_ cells: String) throws -> SegmentReading {
    SegmentReading(try row(cells), now: now)
  }

  static func pass(_ name: String) throws -> Pass {
    try #require(WYDOTCatalog.passes.first { $0.name == name })
  }

  static func conditions(of name: String, rows: [String], route: String) throws -> PassConditions {
    let pass = try pass(name)
    let page = try RoutePage.decode(
      RoutePageShape.page(route: RoutePage.written(route), rows: rows), charset: nil, url: "test", route: route)
    return try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: [route: .success(page)], now: now
    ).get()
  }

  static func fixture(_ route: String) throws -> Data {
    try Fixtures.data("pls/Browse/WRR.RoutesResults@SelectedRoute=\(route)")
  }

  // MARK: Finding rows

  @Test func everySegmentOfEveryPassIsFoundByItsTextAcrossRowspansAndEntities() throws {
    for pass in WYDOTCatalog.passes {
      for segment in WYDOTCatalog.segments[pass.id] ?? [] {
        let page = try RoutePage.decode(
          try Self.fixture(segment.route), charset: nil, url: segment.route, route: segment.route)
        let found = page.rows.filter { WYDOTReport.key($0.segment) == WYDOTReport.key(segment.text) }
        #expect(found.count == 1, "\(pass.name): \(segment.text) on \(segment.route)")
        #expect(found.first?.reportedAt != nil, "\(segment.text)")
      }
    }
    // Entities and a no-break space decoded; the route cell spans every row.
    let us14 = try RoutePage.decode(try Self.fixture("US14"), charset: nil, url: "US14", route: "US14")
    #expect(us14.rows.contains { $0.segment == "Between the E Gate of Yellowstone Nat'l Park and Pahaska" })
    #expect(us14.rows.allSatisfy { $0.route == "US 14/16/20" })
    let us14a = try RoutePage.decode(try Self.fixture("US14A"), charset: nil, url: "US14A", route: "US14A")
    #expect(us14a.rows.contains { $0.segment == "Between the Sheridan/Big Horn County Line and Bear Lodge" })
    let wy22 = try RoutePage.decode(try Self.fixture("WY22"), charset: nil, url: "WY22", route: "WY22")
    #expect(wy22.rows.map(\.segment) == ["Between Jackson and Wilson", Self.teton])
  }

  @Test func aLegendThatSaysClosedOutsideTheConditionsTableIsNeverASegment() throws {
    for route in ["WY22", "I80", "WY130"] {
      let page = try RoutePage.decode(try Self.fixture(route), charset: nil, url: route, route: route)
      #expect(!page.rows.contains { $0.segment == "Legend" || $0.conditions == "CLOSED" }, "\(route)")
    }
    // A page with nothing but the legend holds no segment: a failed page, not an empty one.
    let legendOnly = RoutePageShape.page(rows: [])
    #expect(throws: SourceError.noPassData(source: "wydot-route", url: "legend")) {
      try RoutePage.decode(legendOnly, charset: nil, url: "legend", route: "WY22")
    }
  }

  @Test func cellsAreReadByClassWhateverTheirOrder() throws {
    let cells = [
      "<td class=\"rpttime\">Feb 16, 2025, 07:00 AM</td>",
      "<td class=\"noimpactrestrict\">Width restriction: 12 ft</td>",
      "<td class=\"highimpact\">Chain Law - Level 2</td>", "<td class=\"lowimpactcond\">Slick</td>",
    ]
    let reading = try Self.reading("<td class=\"closurelocation\">\(Self.teton)</td>" + cells.joined())
    #expect(reading.level == .chainsRequired)
    #expect(reading.information == ["Width restriction: 12 ft"])
  }

  // MARK: Cell shapes

  @Test(arguments: [
    "Dry", "Wet", "Slick in Spots", "Slick", "Drifted Snow", "Blowing Snow", "Reduced Visibility", "Fog",
    "Slick in Spots, Blowing Snow",
  ])
  func anOrdinaryRowWithConditionsOnlyIsOpen(conditions: String) throws {
    let reading = try Self.reading(RoutePageShape.ordinary(Self.teton, conditions: conditions))
    #expect(reading.level == .open)
    #expect(reading.timeProblem == nil)
  }

  @Test func aMergedSeasonalCellIsClosedForTheSeasonByItsWordsOrItsClass() throws {
    let byClass = try Self.reading(RoutePageShape.merged(Self.teton, "extendedcond", "Road Closed"))
    #expect(byClass.level == .closedForSeason)
    let byWords = try Self.reading(
      RoutePageShape.merged(Self.teton, "closedcond", "Road Closed Due To Seasonal Closure"))
    #expect(byWords.level == .closedForSeason)
    #expect(byWords.text == "Road Closed Due To Seasonal Closure")
    let both = try Self.reading(
      RoutePageShape.merged(Self.teton, "extendedcond", "Road Closed Due To Seasonal Closure"))
    #expect(both.level == .closedForSeason)
  }

  @Test(arguments: [
    "Closure due to Avalanche Control", "CLOSED due to Avalanche Control", "Closed due to winter conditions",
    "Gates locked", "",
  ])
  func aMergedClosedCellIsClosedWhateverItsWords(words: String) throws {
    let reading = try Self.reading(RoutePageShape.merged(Self.teton, "closedcond", words))
    #expect(reading.level == .closed)
  }

  @Test func aMergedCellOfAnotherClassIsReadByItsWordsAndNeverOpen() throws {
    #expect(
      try Self.reading(RoutePageShape.merged(Self.teton, "highimpactcond", "Closed due to winter conditions")).level
        == .closed)
    #expect(try Self.reading(RoutePageShape.merged(Self.teton, "highimpactcond", "Dry")).level == .unknown)
    #expect(try Self.reading(RoutePageShape.merged(Self.teton, "highimpactcond", "Open")).level == .unknown)
  }

  @Test func anUnrecognisedConditionIsUnknownInWordsADriverUnderstands() throws {
    let reading = try Self.reading(RoutePageShape.ordinary(Self.teton, conditions: "Moose herd crossing"))
    #expect(reading.level == .unknown)
    #expect(reading.text == "unrecognised condition \"Moose herd crossing\"")
    let closed = try Self.reading(
      RoutePageShape.ordinary(Self.teton, conditions: "Road Closed", conditionsClass: "highimpactcond"))
    #expect(closed.level == .closed)
  }

  // MARK: Advisories, chain laws, truck limits

  @Test(arguments: ["None", "Black Ice", "Falling Rock", "Falling Rock, Black Ice", "Strong Winds"])
  func aStandingAdvisoryIsInformationAndLeavesTheLevel(advisory: String) throws {
    let reading = try Self.reading(RoutePageShape.ordinary(Self.teton, advisory: advisory, advisoryClass: "modimpact"))
    #expect(reading.level == .open)
    #expect(reading.information == (advisory == "None" ? [] : [advisory]))
  }

  @Test(arguments: [
    ("No Unnecessary Travel", "No Unnecessary Travel"),
    ("Closed to Light, High Profile Vehicles", "Closed to Light, High Profile Vehicles"),
    ("Falling Rock, No Trailer Traffic", "Falling Rock, No Trailer Traffic"),
    ("No Trailer Traffic", "No Trailer Traffic"),
    ("Extreme Blow Over Risk", "Extreme Blow Over Risk"),
  ])
  func anAdvisoryThatLimitsTravelIsNeverOpenAndShownInWords(advisory: String, shown: String) throws {
    let reading = try Self.reading(RoutePageShape.ordinary(Self.teton, advisory: advisory, advisoryClass: "highimpact"))
    // A stated travel advisory (WYDOT's plea, a closure or a risk for light, high-profile
    // vehicles, a ban of trailers) is a known state, never open.
    #expect(reading.level == .travelAdvisory)
    #expect(reading.text == shown)
  }

  @Test(arguments: [
    ("Chain Law - Level 1", RestrictionLevel.tractionRequired), ("Chain Law Level 1", .tractionRequired),
    ("Chain Law - Level 2", .chainsRequired), ("Chain Law Level 2", .chainsRequired),
    ("CHAIN LAW \u{2013} LEVEL 2", .chainsRequired),
    ("Black Ice, Chain Law - Level 2", .chainsRequired),
  ])
  func aChainLawSetsItsLevel(advisory: String, level: RestrictionLevel) throws {
    let reading = try Self.reading(RoutePageShape.ordinary(Self.teton, advisory: advisory, advisoryClass: "highimpact"))
    #expect(reading.level == level)
  }

  /// The shipped WY 22 page with the Teton segment's advisory cell edited by `edit`.
  static func tetonFixture(advisoryCell edit: (String) -> String) throws -> Data {
    let page = String(decoding: try Self.fixture("WY22"), as: UTF8.self)
    let start = try #require(page.range(of: "Between Wilson and the Idaho"))
    let end = try #require(page.range(of: "</tr>", range: start.upperBound..<page.endIndex))
    let cell = "<td class=\"highimpact\">Chain Law - Level 2</td>"
    let row = String(page[start.lowerBound..<end.lowerBound])
    #expect(row.contains(cell))
    return Data(
      (page[..<start.lowerBound] + row.replacingOccurrences(of: cell, with: edit(cell)) + page[end.lowerBound...]).utf8)
  }

  /// An open row always fills its advisory cell ("None"): one missing, empty or blank is no
  /// evidence that no chain law is in force, so the segment and Teton Pass read unknown.
  @Test(arguments: [
    "", "<td class=\"noimpact\"></td>", "<td class=\"noimpact\">&nbsp;</td>", "<td class=\"highimpact\"> <br /> </td>",
  ])
  func aMissingOrEmptyAdvisoryCellIsUnknown(cell: String) throws {
    let data = try Self.tetonFixture { _ in cell }
    let page = try RoutePage.decode(data, charset: nil, url: "WY22", route: "WY22")
    let pass = try Self.pass("Teton Pass")
    let conditions = try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["WY22": .success(page)], now: Self.now
    ).get()
    #expect(conditions.level == .unknown, "\(conditions.restrictions)")
    #expect(
      conditions.restrictions.allSatisfy { !$0.text.contains("No closure, chain law or travel advisory reported") })
    #expect(conditions.restrictions.first?.text.contains("no advisories given") == true, "\(conditions.restrictions)")
    // The same page with its cell as shipped keeps its chain law.
    let shipped = try RoutePage.decode(Self.fixture("WY22"), charset: nil, url: "WY22", route: "WY22")
    let asShipped = try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["WY22": .success(shipped)], now: Self.now
    ).get()
    #expect(asShipped.level == .chainsRequired)
  }

  @Test(arguments: ["", "&nbsp;"])
  func anEmptyRestrictionCellIsUnknown(restriction: String) throws {
    let reading = try Self.reading(RoutePageShape.ordinary(Self.teton, restriction: restriction))
    #expect(reading.level == .unknown)
    #expect(reading.text.contains("no restrictions given"))
  }

  @Test func aChainLawOnAClosedSegmentLeavesItClosed() throws {
    let cells = RoutePageShape.ordinary(
      Self.teton, conditions: "Closed", conditionsClass: "closedcond", advisory: "Chain Law - Level 2")
    #expect(try Self.reading(cells).level == .closed)
  }

  @Test(arguments: [
    "WY 22 from milepost 6.000 to 17.490<br />Weight restriction: 60000 lbs", "Width restriction: 12 ft",
    "Single unit 6+ axles: 32T",
  ])
  func truckLimitsAreInformationWithThePass(restriction: String) throws {
    let reading = try Self.reading(RoutePageShape.ordinary(Self.teton, restriction: restriction))
    #expect(reading.level == .open)
    #expect(reading.information == [restriction.replacingOccurrences(of: "<br />", with: ", ")])
  }

  @Test func aRestrictionCellThatIsNoTruckLimitIsNeverOpen() throws {
    #expect(
      try Self.reading(RoutePageShape.ordinary(Self.teton, restriction: "Weight restriction: 60000 lbs; road closed"))
        .level == .closed)
    #expect(try Self.reading(RoutePageShape.ordinary(Self.teton, restriction: "Escort required")).level == .unknown)
    #expect(
      try Self.reading(RoutePageShape.ordinary(Self.teton, restriction: "Height restriction: 14 ft; bridge out")).level
        == .unknown)
    #expect(
      try Self.reading(
        RoutePageShape.ordinary(Self.teton, restriction: "WY 22 from milepost 6.000 to 17.490<br />Detour")
      ).level == .unknown)
  }

  // MARK: Times

  @Test func reportTimesAreMountainTimeDaylightSavingIncluded() throws {
    func utc(_ text: String) -> Date? { ISO8601DateFormatter().date(from: text) }
    #expect(MountainTime.date(reportTime: "Feb 15, 2025, 07:22 PM") == utc("2025-02-16T02:22:00Z"))
    #expect(MountainTime.date(reportTime: "Aug 9, 2026, 08:51 AM") == utc("2026-08-09T14:51:00Z"))
    #expect(MountainTime.date(reportTime: "Mar 9, 2025, 03:30 AM") == utc("2025-03-09T09:30:00Z"))
    #expect(MountainTime.date(reportTime: "Mar 8, 2025, 03:30 AM") == utc("2025-03-08T10:30:00Z"))
    #expect(MountainTime.date(reportTime: "Nov 3, 2025, 12:05 AM") == utc("2025-11-03T07:05:00Z"))
    #expect(MountainTime.date(reportTime: "February 15, 2025, 7:22 PM") == utc("2025-02-16T02:22:00Z"))
    #expect(MountainTime.date(reportTime: "Feb 15, 2025, 12:00 PM") == utc("2025-02-15T19:00:00Z"))
    for bad in [
      "Feb 29, 2025, 07:22 PM", "Feb 15, 2025, 13:22 PM", "Feb 15, 2025, 19:22", "Feb 15, 25, 07:22 PM",
      "Foo 15, 2025, 07:22 PM",
      "Feb 15, 2025, 07:2 PM", "15 Feb 2025 07:22 PM", "", "N/A",
    ] {
      #expect(MountainTime.date(reportTime: bad) == nil, "\(bad)")
    }
  }

  @Test func aReportWhoseTimeCannotBeReadIsNotCurrent() throws {
    let reading = try Self.reading(RoutePageShape.ordinary(Self.teton, time: "Feb 31, 2025, 07:00 AM"))
    #expect(reading.level == .unknown)
    #expect(reading.timeProblem?.contains("could not be read") == true)
    let conditions = try Self.conditions(
      of: "Teton Pass", rows: [RoutePageShape.ordinary(Self.teton, time: "soon")], route: "WY22")
    #expect(conditions.level == .unknown)
    #expect(conditions.warning?.contains("\"soon\"") == true)
    // A closure with an unreadable time is still a closure.
    let closed = try Self.reading(RoutePageShape.merged(Self.teton, "closedcond", "Closed", time: "--"))
    #expect(closed.level == .closed)
  }

  // MARK: Passes

  @Test func aPassIsItsWorstSegmentForBothDirections() throws {
    let rows = [
      RoutePageShape.ordinary(
        "Between Mile Marker 48, Eastbound Closure Gate and Mirror Lake", advisory: "Chain Law - Level 1"),
      RoutePageShape.merged(
        "Between Mirror Lake and Green Rock", "extendedcond", "Road Closed Due To Seasonal Closure"),
    ]
    let conditions = try Self.conditions(of: "Snowy Range Pass", rows: rows, route: "WY130")
    #expect(conditions.restrictions.map(\.direction) == [.eastbound, .westbound])
    #expect(conditions.restrictions.allSatisfy { $0.level == .closedForSeason })
    #expect(
      conditions.restrictions.first?.text == "Between Mirror Lake and Green Rock: Road Closed Due To Seasonal Closure")
    #expect(conditions.reports.filter { $0.kind == .segment }.map(\.level) == [.tractionRequired, .closedForSeason])
    #expect(conditions.warning == nil)
  }

  @Test func aRenamedSegmentMakesThePassUnknownSayingTheLayoutMayHaveChanged() throws {
    let renamed = try Self.conditions(
      of: "Teton Pass", rows: [RoutePageShape.ordinary("Between Wilson and the Idaho Line")], route: "WY22")
    #expect(renamed.level == .unknown)
    #expect(renamed.warning?.contains("the page layout may have changed") == true)
    #expect(renamed.warning?.contains(Self.teton) == true)
    // The other segment's closure still stands.
    let half = try Self.conditions(
      of: "Snowy Range Pass",
      rows: [RoutePageShape.merged("Between Mirror Lake and Green Rock", "closedcond", "Closed")], route: "WY130")
    #expect(half.level == .closed)
    #expect(half.warning?.contains("Between Mile Marker 48, Eastbound Closure Gate and Mirror Lake") == true)
    // Case, spacing and the apostrophe's shape are not a rename.
    let respelled = try Self.conditions(
      of: "Teton Pass", rows: [RoutePageShape.ordinary("between  Wilson and the IDAHO State&nbsp;Line")], route: "WY22")
    #expect(respelled.level == .open)
  }

  @Test func aPageOfAnotherRouteOrWithoutAConditionsTableIsAFailedPage() throws {
    #expect(
      throws: SourceError.notTheExpectedPage(
        url: "u", reason: "neither its heading nor its tables name the route WY 22")
    ) {
      try RoutePage.decode(try Self.fixture("I80"), charset: nil, url: "u", route: "WY22")
    }
    #expect(
      throws: SourceError.notTheExpectedPage(
        url: "u", reason: "neither its heading nor its tables name the route US 14")
    ) {
      try RoutePage.decode(try Self.fixture("US14A"), charset: nil, url: "u", route: "US14")
    }
    let noTable = Data(
      "<html><body><h1>Service unavailable</h1><table class=\"grid\"><tr><td>Try later</td></tr></table></body></html>"
        .utf8)
    #expect(throws: SourceError.noPassData(source: "wydot-route", url: "u")) {
      try RoutePage.decode(noTable, charset: nil, url: "u", route: "WY22")
    }
  }

  @Test func aRoutePageIsRecognisedAndNoOtherAgencyClaimsIt() throws {
    let data = try Self.fixture("WY22")
    #expect(WYDOT().recognise(data) == .certain(.wydotRoute))
    for agency in Agencies.all.list where agency.id != .wydot {
      if case .certain = agency.recognise(data) { Issue.record("\(agency.id) claims a WYDOT page") }
    }
    #expect(WYDOT().recognise(try Fixtures.data("roadinfo/i80")) == nil)
    let reports = try WYDOT().reports(
      from: data, format: .wydotRoute, charset: nil, location: "WY22", fetchedAt: Self.now)
    #expect(reports.map(\.conditions.level) == [.open, .chainsRequired])
    #expect(reports.last?.conditions.roadConditions?.contains("pass: Teton Pass") == true)
  }
}
