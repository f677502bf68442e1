import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// WYDOT's cells as its legend defines them: only the merged cell closes by its class, `extended`
/// is a duration, a district's name labels its comments, and a segment may name its direction.
@Suite(.hangGuard) struct WYDOTFieldTests {
  static let teton = WYDOTRoutePageTests.teton

  func teton(_ rows: [String], comments: String? = nil) throws -> PassConditions {
    let pass = try WYDOTRoutePageTests.pass("Teton Pass")
    let page = try RoutePage.decode(
      RoutePageShape.page(rows: rows, comments: comments), charset: nil, url: "test", route: "WY22")
    return try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["WY22": .success(page)],
      now: WYDOTRoutePageTests.now
    ).get()
  }

  @Test func anExtendedImpactAdvisoryIsALongLastingAdvisoryNotAClosure() throws {
    let row = RoutePageShape.ordinary(
      Self.teton, conditions: "Road Open", conditionsClass: "noimpactcond", advisory: "Falling Rock",
      advisoryClass: "extendedimpact")
    let read = try teton([row])
    #expect(read.restrictions.allSatisfy { !$0.level.isClosure }, "\(read.restrictions)")
    #expect(read.restrictions.allSatisfy { $0.level == .open }, "\(read.restrictions)")
  }

  @Test func onlyTheMergedCellClosesByItsClass() throws {
    let merged = try teton([RoutePageShape.merged(Self.teton, "extendedcond", "Road Closed Due To Seasonal Closure")])
    #expect(merged.restrictions.allSatisfy { $0.level == .closedForSeason })
    // A lone cell marked closed is not WYDOT's closed row, and never open.
    let lone = try teton([RoutePageShape.ordinary(Self.teton, conditions: "Dry", conditionsClass: "closedcond")])
    #expect(lone.restrictions.allSatisfy { $0.level == .unknown }, "\(lone.restrictions)")
  }

  @Test func aDistrictsNameLabelsItsCommentsAndSaysNothingOfTheRoad() throws {
    let row = RoutePageShape.ordinary(Self.teton)
    let pass = try WYDOTRoutePageTests.pass("Teton Pass")
    let html = String(decoding: RoutePageShape.page(rows: [row]), as: UTF8.self).replacingOccurrences(
      of: "</body>",
      with:
        "<table class=\"mediagrid\"><tr><th colspan=\"2\">District Comments</th></tr><tr><td class=\"region\">District 3 (Southwest)</td><td class=\"comments\">&nbsp;</td></tr>"
        + "<tr><td>District 5 (Northwest)</td><td class=\"comments\"></td></tr></table></body>")
    let page = try RoutePage.decode(Data(html.utf8), charset: nil, url: "test", route: "WY22")
    #expect(page.comments.allSatisfy { !$0.contains("District") }, "\(page.comments)")
    let read = try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["WY22": .success(page)],
      now: WYDOTRoutePageTests.now
    ).get()
    #expect(read.restrictions.allSatisfy { $0.level == .open }, "\(read.restrictions)")
  }

  @Test func aSegmentThatNamesItsDirectionSpeaksForThatDirectionAlone() throws {
    let westbound = RoutePageShape.merged("<strong>WESTBOUND</strong> \(Self.teton)", "closedcond", "Road Closed")
    let read = try teton([westbound])
    #expect(read.restriction(.westbound)?.level == .closed, "\(read.restrictions)")
    // Nothing says how eastbound is: not open.
    #expect(read.restriction(.eastbound)?.level == .unknown, "\(read.restrictions)")
    let both = try teton([westbound, RoutePageShape.ordinary("<strong>EASTBOUND</strong> \(Self.teton)")])
    #expect(both.restriction(.eastbound)?.level == .open && both.restriction(.westbound)?.level == .closed)
    #expect(RoutePage.directed("NORTHBOUND Between the Colorado State Line and Cheyenne").0 == .northbound)
    #expect(RoutePage.directed("Between Northbound Rd and Cheyenne").0 == .both)
  }
}
