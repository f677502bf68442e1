import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// A drive's time read in a zone of the system's database gives the instant Foundation's calendar
/// gave for the same wall time, around the changes of the clocks and past a month's end.
@Suite struct CheckTimeZoneTests {
  @Test func wallTimesAndClockTimesResolveAsTheCalendarResolvedThem() throws {
    var generator = SeededGenerator(seed: 12)
    for name in ["America/Los_Angeles", "America/Denver", "America/Phoenix", "Europe/Paris", "Australia/Lord_Howe"] {
      let zone = try #require(ZoneInfo.named(name))
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = try #require(TimeZone(identifier: name))
      for _ in 0..<2_000 {
        let year = Int.random(in: 1970...2040, using: &generator)
        let month = [3, 4, 10, 11, Int.random(in: 1...12, using: &generator)].randomElement(using: &generator) ?? 1
        let day = Int.random(in: 1...31, using: &generator)
        let hour = [1, 2, 3, Int.random(in: 0...23, using: &generator)].randomElement(using: &generator) ?? 0
        let minute = Int.random(in: 0...59, using: &generator)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let text = "\(year)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute))"
        let now = Date(timeIntervalSince1970: TimeInterval(Int.random(in: 0...2_200_000_000, using: &generator)))
        let expected = calendar.date(
          from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: 0))
        #expect(try CheckTime(parsing: text).resolve(now: now, in: zone) == expected, "\(name) \(text)")
        // A clock time: today at it, or tomorrow once past.
        var parts = calendar.dateComponents([.year, .month, .day], from: now)
        parts.hour = hour
        parts.minute = minute
        let today = try #require(calendar.date(from: parts))
        let clock = today < now.addingTimeInterval(-300) ? calendar.date(byAdding: .day, value: 1, to: today) : today
        #expect(
          try CheckTime(parsing: "\(two(hour)):\(two(minute))").resolve(now: now, in: zone) == clock, "\(name) \(now)")
      }
    }
  }
}
