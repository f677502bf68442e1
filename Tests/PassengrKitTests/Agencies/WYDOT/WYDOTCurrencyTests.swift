import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// WYDOT's reports are saved as published, with their times; how old is too old is the judgement's
/// question, asked in one place with WYDOT's 12-hour limit, never the reader's.
@Suite(.hangGuard) struct WYDOTCurrencyTests {
  @Test func anOldReportIsSavedAsPublishedAndJudgedOldOnceButASeasonalClosureStaysClosedHoweverOld() throws {
    // The reader records what was published and when; it decides no age.
    let old = try WYDOTRoutePageTests.conditions(
      of: "Teton Pass", rows: [RoutePageShape.ordinary(WYDOTRoutePageTests.teton, time: "Feb 14, 2025, 07:00 AM")],
      route: "WY22")
    #expect(old.restrictions.allSatisfy { $0.level == .open })
    #expect(old.warning == nil)
    // The judgement ages it with WYDOT's limit, in one place: no direction reads open.
    var row = StatusRow(
      id: 4001, name: "Teton Pass", highway: "WY 22", directions: [.eastbound, .westbound], conditions: old)
    row.credit(WYDOT())
    row.judgeAge(limit: WYDOT().oldAfter, now: WYDOTRoutePageTests.now)
    #expect(
      row.judgement.directions.allSatisfy { $0.level == .unknown && $0.published == .open && $0.currency == .old })
    guard case .old(_, _, let limit, let agency)? = row.judgement.reason else {
      Issue.record("\(String(describing: row.judgement.reason))")
      return
    }
    #expect(limit == WYDOT().oldAfter && agency == "WYDOT")
    let seasonal = try WYDOTRoutePageTests.conditions(
      of: "Teton Pass",
      rows: [
        RoutePageShape.merged(
          WYDOTRoutePageTests.teton, "extendedcond", "Road Closed Due To Seasonal Closure",
          time: "Oct 14, 2024, 10:02 AM")
      ],
      route: "WY22")
    #expect(seasonal.level == .closedForSeason)
    #expect(seasonal.warning == nil)
    // Through the one judgement too: a closure is never hidden behind unknown.
    var closedRow = StatusRow(
      id: 4001, name: "Teton Pass", highway: "WY 22", directions: [.eastbound, .westbound], conditions: seasonal)
    closedRow.judgeAge(limit: WYDOT().oldAfter, now: WYDOTRoutePageTests.now)
    #expect(closedRow.level == .closedForSeason)
    #expect(closedRow.judgement.reason?.kind == "old", "the closure keeps its level, with its age beside it")
  }

  @Test func aLiveReportOlderThanTwelveHoursIsSavedAsPublishedForTheJudgementToAge() async throws {
    let server = try WYDOTRoutePageTests.server()
    defer { server.stop() }
    let later = WYDOTRoutePageTests.now.addingTimeInterval(24 * 3600)
    var configuration = HTTPClientConfiguration()
    configuration.maxRetries = 0
    let source = WYDOTSource(
      loader: ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL)),
      clock: { later })
    let results = await source.conditions(for: try ["Sherman Summit", "Beartooth Pass"].map(WYDOTRoutePageTests.pass))
    let sherman = try #require(try results[4007]?.get())
    // Read live a day later: what is saved is what WYDOT published, with its time; the judgement
    // (WYDOT's 12 h limit) makes it old, so a later fix of the reading reaches saved data.
    #expect(sherman.level == .open)
    #expect(sherman.warning == nil)
    var row = StatusRow(
      id: 4007, name: "Sherman Summit", highway: "I 80", directions: [.eastbound, .westbound], conditions: sherman)
    row.credit(WYDOT())
    row.judgeAge(limit: WYDOT().oldAfter, now: later)
    #expect(row.level == .unknown && row.judgement.reason?.kind == "old")
    let beartooth = try #require(try results[4003]?.get())
    #expect(beartooth.level == .closedForSeason)
    #expect(beartooth.warning == nil)
  }
}
