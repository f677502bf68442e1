import Foundation
import Testing

@testable import PassengrKit

/// A time that carries its zone is read at that instant; an agency's times are shown in the zone
/// of the pass; a stale fetch is aged on the real clock.
@Suite struct ZonedTimesTests {
  @Test(arguments: [
    ("2025-01-11T04:45:00Z", 1_736_570_700.0), ("2025-01-11T04:45Z", 1_736_570_700),
    ("2025-01-10T21:45:00-07:00", 1_736_570_700), ("2025-01-11T04:45:00.250Z", 1_736_570_700),
    ("2025-01-11T04:45:00+0000", 1_736_570_700), ("2025-01-10T20:45:00", 1_736_570_700),
    ("2025-01-10T20:45", 1_736_570_700),
  ])
  func aTimeWithAZoneIsReadAtThatInstantAndOneWithoutIsPacific(text: String, seconds: Double) throws {
    let date = try #require(PacificTime.date(localISO: text))
    #expect(date.timeIntervalSince1970.rounded(.down) == seconds, "\(text)")
    #expect(WSDOTTimestamp.date(fromText: text).map { $0.timeIntervalSince1970.rounded(.down) } == seconds)
  }

  @Test func idahosPanhandleKeepsPacificTimeAndTheRestMountain() throws {
    let itd = ITD()
    let byName = Dictionary(uniqueKeysWithValues: itd.catalogue.map { ($0.name, $0) })
    for name in ["Lookout Pass", "Fourth of July Pass"] {
      #expect(itd.zone(of: try #require(byName[name])).standardOffsetHours == 8, "\(name)")
    }
    for name in ["Galena Summit", "Monida Pass", "Targhee Pass"] {
      #expect(itd.zone(of: try #require(byName[name])).standardOffsetHours == 7, "\(name)")
    }
  }

  @Test func aParsedPageShowsItsTimesInItsAgencysZone() throws {
    let report = PassReport(
      id: nil, publishedName: "x", elevationFeet: nil,
      conditions: PassConditions(
        restrictions: [], roadConditions: nil, weather: nil, temperatureF: nil, updatedAt: nil, fetchedAt: Date()))
    #expect(StatusRow(report: report, publisher: CDOT()).zone.standardOffsetHours == 7)
    #expect(StatusRow(report: report, publisher: nil).zone.standardOffsetHours == 8)
  }

  @Test func aStaleFetchIsAgedOnTheRealClockNotAtARecordingsTime() throws {
    let fetched = Date(timeIntervalSince1970: 1_800_000_000)
    let conditions = PassConditions(
      restrictions: [Restriction(direction: .eastbound, text: "Dry", level: .open)], roadConditions: nil,
      weather: nil, temperatureF: nil, updatedAt: fetched.addingTimeInterval(-86_400 * 300),
      fetchedAt: fetched)
    var row = StatusRow(
      id: 1, name: "X", highway: "I-1", directions: [.eastbound], conditions: conditions, isStale: true)
    // Judged at a recording's time, months before the fetch; shown two hours after the fetch.
    row.judgeAge(limit: nil, now: fetched.addingTimeInterval(-86_400 * 300))
    row.shownAt = fetched.addingTimeInterval(7200)
    let reason = try #require(PassJudgement(row: row, over: [.eastbound]).directions.first?.reason)
    #expect(!reason.description.contains("future"), "\(reason)")
    #expect(reason.description.contains("2 h ago"), "\(reason)")
  }
}
