import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The other shapes a route page takes (`Fixtures/cases/wydot/`, written by `Fixtures/tools/wydot.py`):
/// the route only in the heading, directional sub-rows, segments in a second table, several cells
/// of a kind, a closure said only in the comments. Every one is read, and none hides a closure.
@Suite(.hangGuard) struct WYDOTPageShapeTests {
  static let now = WYDOTRoutePageTests.now

  static func conditions(of name: String, page file: String, route: String) throws -> PassConditions {
    let pass = try WYDOTRoutePageTests.pass(name)
    let page = try RoutePage.decode(try Fixtures.data("cases/wydot/\(file)"), charset: nil, url: file, route: route)
    return try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: [route: .success(page)], now: now
    ).get()
  }

  /// A comment that runs one sentence into the next with ".," keeps each sentence's place: the
  /// closure elsewhere on I 80 (and its "no estimated time of opening") never closes Sherman Summit
  /// because the next sentence names Sherman's places.
  @Test func aSentenceEndingInAFullStopAndACommaEndsThere() throws {
    let original = String(decoding: try WYDOTRoutePageTests.fixture("I80"), as: UTF8.self)
    let head = "I80: Closed between Walcott Jct and WY 72 due to winter conditions; no estimated time of opening."
    let edited = original.replacingOccurrences(
      of: head, with: head + ", I 80 between Laramie and Exit 323, Happy Jack Rd: Bare and wet.")
    #expect(edited != original, "the fixture's comment changed; update this test")
    let page = try RoutePage.decode(Data(edited.utf8), charset: nil, url: "I80", route: "I80")
    let pass = try WYDOTRoutePageTests.pass("Sherman Summit")
    let read = try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["I80": .success(page)], now: Self.now
    ).get()
    #expect(!read.restrictions.contains { $0.level.isClosure }, "\(read.restrictions)")
    #expect(DistrictComments.sentences(of: "No time of opening., I 80: Bare.").count == 2)
  }

  @Test func aPageWhoseRowsCarryNoRouteCellIsAcceptedByItsHeadingAndShowsItsSeasonalClosures() throws {
    let page = try RoutePage.decode(
      try Fixtures.data("cases/wydot/heading-only-WY130.html"), charset: nil, url: "u", route: "WY130")
    #expect(page.rows.count == 3)
    #expect(page.rows.allSatisfy { $0.route == "WY 130" })
    let snowy = try Self.conditions(of: "Snowy Range Pass", page: "heading-only-WY130.html", route: "WY130")
    #expect(snowy.restrictions.allSatisfy { $0.level == .closedForSeason }, "\(snowy.restrictions)")
    // The shipped pages of this shape too.
    for (route, name, level) in [
      ("WY70", "Battle Pass", RestrictionLevel.closedForSeason), ("WY28", "South Pass", .travelAdvisory),
    ] {
      let shipped = try RoutePage.decode(try WYDOTRoutePageTests.fixture(route), charset: nil, url: route, route: route)
      let pass = try WYDOTRoutePageTests.pass(name)
      let read = try WYDOTReport.conditions(
        for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: [route: .success(shipped)], now: Self.now
      ).get()
      #expect(read.level == level, "\(name): \(read.restrictions)")
    }
    // Still not another route's page.
    #expect(throws: SourceError.self) {
      try RoutePage.decode(
        try Fixtures.data("cases/wydot/heading-only-WY130.html"), charset: nil, url: "u", route: "WY22")
    }
  }

  @Test func aDirectionalSubRowBelongsToItsSegmentAndClosesOnlyItsDirection() throws {
    let elk = try Self.conditions(of: "Elk Mountain", page: "directional-subrows-I80.html", route: "I80")
    #expect(elk.restrictions.map(\.level) == [.closed, .open], "\(elk.restrictions)")
    #expect(elk.restrictions.first?.text == "Closed due to a crash")
    let sherman = try Self.conditions(of: "Sherman Summit", page: "directional-subrows-I80.html", route: "I80")
    #expect(sherman.level == .open, "\(sherman.restrictions)")
  }

  @Test func segmentsInASecondTableAreRead() throws {
    let beartooth = try Self.conditions(of: "Beartooth Pass", page: "second-table-US212.html", route: "US212")
    #expect(beartooth.restrictions.allSatisfy { $0.level == .closedForSeason }, "\(beartooth.restrictions)")
    #expect(beartooth.warning == nil)
  }

  @Test func everyCellOfAKindIsReadAndAStatusCellBeforeTheSegmentToo() throws {
    let teton = try Self.conditions(of: "Teton Pass", page: "duplicate-cells-WY22.html", route: "WY22")
    #expect(teton.level == .chainsRequired, "\(teton.restrictions)")
    let page = try RoutePage.decode(
      try Fixtures.data("cases/wydot/duplicate-cells-WY22.html"), charset: nil, url: "u", route: "WY22")
    let row = try #require(page.rows.last)
    #expect(row.cells(.advisory).map(\.text) == ["Falling Rock", "Chain Law - Level 2"])
    #expect(row.cells(.conditions).map(\.text) == ["Blowing Snow", "Slick in Spots"])
    // A closed status cell before the segment closes it.
    let before = "<td class=\"closedcond\">Closed</td>" + RoutePageShape.ordinary(WYDOTRoutePageTests.teton)
    #expect(try WYDOTRoutePageTests.reading(before).level == .closed)
  }

  @Test func aClosureSaidOnlyInTheCommentsClosesThePassItNames() throws {
    let south = try Self.conditions(of: "South Pass", page: "comment-closure-WY28.html", route: "WY28")
    #expect(south.level == .closed, "\(south.restrictions)")
    #expect(south.restrictions.first?.text.contains("South Pass is closed") == true)
  }

  @Test func aCommentAboutAnotherPassOfTheRouteLeavesThisOneAndAnUnplacedOneKeepsItFromOpen() throws {
    let rows = [
      RoutePageShape.ordinary("Between Laramie and Exit 323, Happy Jack Rd"),
      RoutePageShape.ordinary("Between Exit 323, Happy Jack Rd and Exit 335, Buford"),
    ]
    func sherman(_ comment: String) throws -> PassConditions {
      let pass = try WYDOTRoutePageTests.pass("Sherman Summit")
      let page = try RoutePage.decode(
        RoutePageShape.page(route: "I 80", rows: rows, comments: comment), charset: nil, url: "u", route: "I80")
      return try WYDOTReport.conditions(
        for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["I80": .success(page)], now: Self.now
      ).get()
    }
    #expect(
      try sherman("I80: Closed between Walcott Jct and WY 72 due to winter conditions; no estimated time of opening.")
        .level == .open)
    #expect(try sherman("I80: Closed between Laramie and Buford.").level == .closed)
    #expect(try sherman("I80: Road closed.").level == .unknown)
    #expect(try sherman("I80: Traffic is being diverted.").level == .unknown)
    #expect(try sherman("WY 130: Road closed at Centennial.").level == .open)
    // A clause placed by its own places, even in a sentence that names the pass elsewhere.
    #expect(
      try sherman("I80 over Sherman Summit: Bare and wet - I80: Closed between Walcott Jct and WY 72.").level != .closed
    )
    #expect(
      try sherman(
        "I 80 between Exit 235, Walcott Jct and Exit 255, WY 72: chains required from Exit 323, Happy Jack Rd to Exit 335, Buford"
      ).level
        == .chainsRequired)
    // Another segment's row naming this pass counts for it.
    let named = [
      rows[0], rows[1],
      RoutePageShape.ordinary(
        "Between Exit 255, WY 72 and Exit 272, Arlington", advisory: "Traffic held at Sherman Summit"),
    ]
    let pass = try WYDOTRoutePageTests.pass("Sherman Summit")
    let page = try RoutePage.decode(
      RoutePageShape.page(route: "I 80", rows: named), charset: nil, url: "u", route: "I80")
    let read = try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["I80": .success(page)], now: Self.now
    ).get()
    #expect(read.level != .open)
  }

  @Test func aColumnSpanFromThePageIsBounded() {
    #expect(SegmentCell.span("3") == 3)
    #expect(SegmentCell.span("") == 1)
    #expect(SegmentCell.span("99999999999999999999999") == 1)
    #expect(SegmentCell.span("-4") == 1)
    #expect(SegmentCell.span(nil) == 1)
  }

  @Test(arguments: [
    ("Chain Law - Level 2", RestrictionLevel.chainsRequired), ("Road closed. Rolling closure", .closed),
    ("Extreme Blow Over Risk", .travelAdvisory), ("No Trailer Traffic", .travelAdvisory),
    ("No Unnecessary Travel", .travelAdvisory),
    ("Closed to Light, High Profile Vehicles", .travelAdvisory), ("Falling Rock, Black Ice", .open),
    ("Weight restriction: 60000 lbs", .open),
  ])
  func wydotsOwnPhrasesStateTheirLevel(text: String, level: RestrictionLevel) {
    #expect(WYDOTWords.read(text).level(for: .both) ?? .open == level, "\(WYDOTWords.read(text).statements)")
  }

  /// A rolling closure holds traffic for a while: at least delays (the reader may read the closure
  /// word as a closure), never open.
  @Test(arguments: ["Rolling closure", "Rolling closures in effect", "ROLLING CLOSURE"])
  func aRollingClosureIsNeverOpen(text: String) {
    let level = WYDOTWords.read(text).level(for: .both) ?? .open
    #expect(level.rank >= RestrictionLevel.trafficDelays.rank)
  }
}

/// A cell that lost or changed its class never hides a closure the page states.
@Suite(.hangGuard) struct WYDOTRenamedCellTests {
  static func teton(_ cells: String) throws -> PassConditions {
    let pass = try WYDOTRoutePageTests.pass("Teton Pass")
    let page = try RoutePage.decode(
      RoutePageShape.page(rows: [RoutePageShape.ordinary("Between Jackson and Wilson"), cells]), charset: nil, url: "u",
      route: "WY22")
    return try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["WY22": .success(page)],
      now: WYDOTRoutePageTests.now
    ).get()
  }

  @Test func aClosedCellOfAnUnknownClassStillCloses() throws {
    let cells =
      "<td class=\"closurelocation\">\(WYDOTRoutePageTests.teton)</td><td class=\"statuscell\" colspan=\"3\">Road Closed</td>"
      + "<td class=\"rpttime\">Feb 16, 2025, 07:00 AM</td>"
    #expect(try Self.teton(cells).level == .closed)
  }

  @Test func aSegmentCellThatLostItsClassLeavesItsClosureStanding() throws {
    let cells =
      "<td class=\"segment\">\(WYDOTRoutePageTests.teton)</td><td class=\"extendedcond\" colspan=\"3\">Road Closed Due To Seasonal Closure</td>"
      + "<td class=\"rpttime\">Feb 15, 2025, 06:59 PM</td>"
    let conditions = try Self.teton(cells)
    #expect(conditions.level == .closedForSeason, "\(conditions.restrictions)")
    #expect(conditions.warning?.contains("layout may have changed") == true)
  }
}
