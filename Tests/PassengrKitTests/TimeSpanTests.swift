import Foundation
import PassengrKit
import Testing

@Suite struct TimeSpanTests {
  @Test(arguments: [("90s", 90.0), ("10m", 600), ("1h30m", 5400), ("24h", 86400), ("7d", 604_800), ("2w", 1_209_600), ("300", 300), ("0.5", 0.5)])
  func parsesSpans(text: String, seconds: Double) {
    #expect(TimeSpan(text: text)?.seconds == seconds)
  }

  @Test(arguments: ["", "abc", "10x", "-5", "m"])
  func rejectsNonsense(text: String) {
    #expect(TimeSpan(text: text) == nil)
  }

  @Test func sinceTakesSpansAndDates() throws {
    let now = Date(timeIntervalSince1970: 1_000_000)
    #expect(HistoryQuery.date(from: "2h", now: now) == now.addingTimeInterval(-7200))
    #expect(HistoryQuery.date(from: "2025-01-11T04:45:00Z", now: now) == Date(timeIntervalSince1970: 1_736_570_700))
    #expect(HistoryQuery.date(from: "2025-01-10", now: now) == Date(timeIntervalSince1970: 1_736_496_000))
    #expect(HistoryQuery.date(from: "yesterday-ish", now: now) == nil)
  }
}
