import Foundation
import Testing

@testable import PassengrKit

@Suite struct TimeSpanTests {
  @Test(arguments: [
    ("90s", 90.0), ("10m", 600), ("1h30m", 5400), ("24h", 86400), ("7d", 604_800), ("2w", 1_209_600), ("0.5m", 30),
    ("90S", 90),
  ])
  func parsesSpans(text: String, seconds: Double) {
    #expect(TimeSpan(text: text)?.seconds == seconds)
  }

  @Test(arguments: ["", "abc", "10x", "-5", "m", "-5m", "inf", "infs", "1e400s", "nan", "1e400", "99999999999w"])
  func rejectsNonsense(text: String) {
    #expect(TimeSpan(text: text) == nil)
  }

  /// A bare number once meant seconds, and `prune --keep 1` deleted a whole history.
  @Test(arguments: ["1", "300", "0.5", "90"])
  func aSpanWithoutAUnitIsRefusedAndTheErrorListsTheUnits(text: String) throws {
    #expect(TimeSpan(text: text) == nil)
    do {
      _ = try TimeSpan.parse(text)
      Issue.record("'\(text)' has no unit and must be refused")
    } catch let error as SelectionError {
      guard case .invalidSpan = error else { throw error }
      #expect(error.description.contains("has no unit"))
      #expect(error.description.contains("s, m, h, d or w"))
    }
  }

  @Test func everyAcceptedSpanConvertsToADurationWithoutTrapping() throws {
    let longest = try TimeSpan.parse("5200w")
    #expect(longest.duration > .seconds(3_000_000_000))
    #expect(throws: SelectionError.self) { try TimeSpan.parse("5300w") }
  }

  @Test func sinceTakesSpansAndDates() throws {
    let now = Date(timeIntervalSince1970: 1_000_000)
    #expect(HistoryQuery.date(from: "2h", now: now) == now.addingTimeInterval(-7200))
    #expect(HistoryQuery.date(from: "2025-01-11T04:45:00Z", now: now) == Date(timeIntervalSince1970: 1_736_570_700))
    #expect(HistoryQuery.date(from: "2025-01-10", now: now) == Date(timeIntervalSince1970: 1_736_496_000))
    #expect(HistoryQuery.date(from: "yesterday-ish", now: now) == nil)
  }

  @Test func addUpdatedTimesReadISO8601AsWellAsPageText() {
    let expected = Date(timeIntervalSince1970: 1_736_570_700)
    #expect(PacificTime.date(iso8601: "2025-01-10T20:45:00-08:00") == expected)
    #expect(PacificTime.date(iso8601: "2025-01-11T04:45:00Z") == expected)
    #expect(PacificTime.date(iso8601: "2025-01-11T04:45:00.000Z") == expected)
    #expect(PacificTime.date(iso8601: "2025-01-10T20:45:00") == expected, "no offset: Pacific time")
    #expect(PacificTime.date(fromPageText: "Friday, January 10, 2025 8:45 PM") == expected)
    #expect(PacificTime.date(iso8601: "yesterday") == nil)
  }
}
