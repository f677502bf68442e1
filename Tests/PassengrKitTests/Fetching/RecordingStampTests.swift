import Foundation
import Testing

@testable import PassengrKit

/// A recording's `RECORDED` stamp: one time per agency or for all, and never earlier than the
/// newest record it covers.
@Suite struct RecordingStampTests {
  static let evening = Date(timeIntervalSince1970: 1_736_570_700)  // 2025-01-10 20:45 PST

  @Test func aStampNamesEachAgencyOrAll() throws {
    let recording = try Recording(
      parsing: """
        # comment
        wsdot 2025-01-10T20:45:00-08:00   # Washington
        2025-02-16T07:10:00.5-07:00
        """, path: "RECORDED")
    #expect(recording.stampedTime(of: .wsdot) == Self.evening)
    #expect(recording.stampedTime(of: .wydot) == Date(timeIntervalSince1970: 1_739_715_000.5))
  }

  @Test(arguments: ["wsdot yesterday", "wsdot 2025-01-10 20:45", "a b c"])
  func aLineThatIsNotATimeIsRefused(line: String) {
    #expect(throws: DocumentError.self) { try Recording(parsing: line, path: "RECORDED") }
  }

  @Test func withoutAStampTheNewestRecordNoLaterThanNowCounts() {
    let now = Self.evening.addingTimeInterval(86400 * 600)
    let updates = [Self.evening, Self.evening.addingTimeInterval(-600), now.addingTimeInterval(3600)]
    #expect(Recording().time(of: .wsdot, updates: updates, now: now) == Self.evening)
    #expect(Recording().time(of: .wsdot, updates: [], now: now) == nil)
  }

  @Test func aStampOlderThanItsDataGivesWayToTheNewestRecord() throws {
    let recording = try Recording(parsing: "wsdot 2025-01-10T20:45:00-08:00", path: "RECORDED")
    let later = Self.evening.addingTimeInterval(86400 * 300)
    #expect(recording.time(of: .wsdot, updates: [Self.evening.addingTimeInterval(-300)], now: later) == Self.evening)
    #expect(
      recording.time(of: .wsdot, updates: [later.addingTimeInterval(-60)], now: later) == later.addingTimeInterval(-60))
  }
}
