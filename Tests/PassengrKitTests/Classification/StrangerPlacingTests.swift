import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// A second black-box campaign: Caltrans windows "thru" a date, a direction label that a later
/// clause widens, entries run together with a header between; an ODOT incident tagged one way
/// whose words speak of the other; a WYDOT segment the catalogue does not know inside a pass's own;
/// openings and liftings that say where; facilities named after a pass.
@Suite struct StrangerPlacingTests {
  @Test(arguments: [
    "from 0000 hrs to 2359 hrs monday thru sunday thru 12/3/26", "from 2000 hrs to 0600 hrs thru 12/3/26",
    "from 0800 hrs to 1700 hrs mon thru sun thru 12/3/26",
  ])
  func clockTimesUntilADateHoldEveryDay(text: String) throws {
    let time = try #require(HighwayInfoTime.parse(text))
    guard case .daily = time else {
      Issue.record("\(text) -> \(time)")
      return
    }
  }

  @Test func aLaterClauseNamingBothDirectionsWidensADirectionLabel() {
    let entry = HighwayInfoEntry.parse(
      "**For eastbound traffic: Is closed at Kirkwood (Alpine Co) - The highway is closed in both directions", area: nil
    )
    #expect(entry.direction == nil)
    let other = HighwayInfoEntry.parse(
      "**For eastbound traffic: Chains are required at Kirkwood (Alpine Co) - Westbound is closed at Red Lake",
      area: nil)
    #expect(other.direction == nil)
    #expect(
      HighwayInfoEntry.parse("**For eastbound traffic: Is closed at Kirkwood (Alpine Co)", area: nil).direction
        == .eastbound)
  }

  @Test func entriesRunTogetherWithAHeaderBetweenAreTwoLines() {
    let lines = HighwayInfoPage.splittingAtHeaders(
      "Is closed to eastbound traffic at Kirkwood (Alpine Co) [IN THE CENTRAL CALIFORNIA AREA] Is closed at Red Lake (Alpine Co)"
    )
    #expect(
      lines == [
        "Is closed to eastbound traffic at Kirkwood (Alpine Co)",
        "[IN THE CENTRAL CALIFORNIA AREA] Is closed at Red Lake (Alpine Co)",
      ])
    #expect(
      HighwayInfoPage.splittingAtHeaders("Chains required [R-2] at Kirkwood") == ["Chains required [R-2] at Kirkwood"])
  }

  @Test(arguments: ["Westbound lanes are also closed.", "US 26 is also closed to westbound traffic.", "WB closed too."])
  func anIncidentTaggedOneWayWhoseWordsCloseTheOtherClosesIt(comment: String) throws {
    var incident = ODOTReadingTests.incident(route: "US20", milepost: 80, direction: "EB")
    incident["comments"] = comment
    let conditions = try ODOTReadingTests.reading([ODOTReadingTests.report(140)], incidents: [incident]).conditions(
      for: ODOTReadingTests.santiam
    ).get()
    #expect(conditions.restriction(.westbound)?.level == .closed, "\(conditions.restrictions)")
  }

  @Test func anIncidentTaggedOneWayWithAnUndirectedClosureKeepsTheOtherFromOpen() throws {
    var incident = ODOTReadingTests.incident(route: "US20", milepost: 80, direction: "EB")
    incident["comments"] = "The highway is closed."
    let conditions = try ODOTReadingTests.reading([ODOTReadingTests.report(140)], incidents: [incident]).conditions(
      for: ODOTReadingTests.santiam
    ).get()
    #expect(conditions.restriction(.westbound)?.level == .unknown)
  }

  @Test func aSegmentTheCatalogueDoesNotKnowInsideAPasssOwnIsThePasss() throws {
    let original = String(decoding: try WYDOTRoutePageTests.fixture("I80"), as: UTF8.self)
    let inner = """
      <tr><td class="closurelocation">Between Exit 323, Happy Jack Rd and Exit 329, Vedauwoo</td><td class="closedcond">Closed</td>\
      <td class="modimpact">None</td><td class="noimpactrestrict">None</td><td class="rpttime">Feb 16, 2025, 07:05 AM</td></tr>
      """
    let anchor = "<tr><td class=\"closurelocation\">Between Exit 323, Happy Jack Rd and Exit 335, Buford</td>"
    let edited = original.replacingOccurrences(of: anchor, with: inner + anchor)
    #expect(edited != original, "the fixture changed; update this test")
    let page = try RoutePage.decode(Data(edited.utf8), charset: nil, url: "I80", route: "I80")
    let pass = try WYDOTRoutePageTests.pass("Sherman Summit")
    let read = try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["I80": .success(page)],
      now: WYDOTRoutePageTests.now
    ).get()
    #expect(read.restrictions.allSatisfy { $0.level.isClosure }, "\(read.restrictions)")
    #expect(WYDOTReport.exits(in: "Between Laramie and Exit 323, Happy Jack Rd") == nil)
  }

  @Test(arguments: [
    ("The closure at Yuba Pass (Sierra Co) has been lifted", RestrictionLevel.open),
    ("Chains are no longer required at Yuba Pass", .open),
    ("Is not closed at Yuba Pass", .open), ("Reopened between Laramie and Cheyenne", .open),
    ("Closure Gate Open", .open),
    ("Chains no longer required between Laramie and Cheyenne", .open), ("Open from Skykomish to the summit", .unknown),
    ("Open at 1600", .closed), ("Crystal to Greenwater is open", .open),
    ("Earlier closure lifted; Crystal to Greenwater is open.", .open),
    ("Road to open", .closed), ("Pass to be reopened", .closed), ("Open at 5 pm", .closed),
    ("Open tonight at Yuba Pass", .unknown), ("Gates are not open", .closed),
  ])
  func openingsThatSayWhereAndWhen(text: String, level: RestrictionLevel) {
    #expect(RoadWords.read(text).level == level, "\(text)")
  }

  @Test(arguments: [
    "Rest area at Yuba Pass is closed", "The Yuba Pass Sno-Park is closed", "Snoqualmie Pass rest area closed",
  ])
  func aFacilityNamedAfterAPassClosesNoRoad(text: String) {
    #expect(RoadWords.read("No restrictions. \(text)").level == .open, "\(text)")
  }
}
