import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// `USZone` works Pacific and Mountain time out by arithmetic; the system's time-zone database is
/// the oracle it must agree with, around every change of the clocks and at random instants.
@Suite struct USZoneTests {
  /// The database's calendar for `identifier`.
  static func calendar(_ identifier: String) throws -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: identifier), "the test needs the tz database (tzdata)")
    return calendar
  }

  static let zones: [(USZone, String)] = [(.pacific, "America/Los_Angeles"), (.mountain, "America/Denver")]

  /// The database's wall time of `date`, in `USZone.WallTime`'s terms.
  static func oracle(_ date: Date, _ calendar: Calendar) -> USZone.WallTime {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
    return USZone.WallTime(
      year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0,
      minute: parts.minute ?? 0, second: parts.second ?? 0, weekday: parts.weekday ?? 0,
      isDaylight: calendar.timeZone.isDaylightSavingTime(for: date))
  }

  @Test func everyHalfHourAroundEveryChangeOfTheClocksAgreesWithTheDatabase() throws {
    for (zone, identifier) in Self.zones {
      let calendar = try Self.calendar(identifier)
      for year in 1987...2040 {
        // Every day the clocks may change on lies in March, April, October or November.
        for (month, days) in [(3, 8...14), (4, 1...7), (10, 25...31), (11, 1...7)] {
          for day in days {
            let midnight = try #require(zone.date(year: year, month: month, day: day, hour: 0, minute: 0))
            // Half-hours from 21:00 the evening before to 5:30: the changes come at 2:00.
            for half in 0..<18 {
              let instant = midnight.addingTimeInterval(TimeInterval(half * 1800 - 3 * 3600))
              #expect(zone.wallTime(of: instant) == Self.oracle(instant, calendar), "\(identifier) \(instant)")
            }
          }
        }
      }
    }
  }

  @Test func wallClockTimesBecomeTheInstantsTheDatabaseGives() throws {
    for (zone, identifier) in Self.zones {
      let calendar = try Self.calendar(identifier)
      for year in [1987, 1995, 2006, 2007, 2019, 2026, 2038] {
        for (month, days) in [
          (3, 8...14), (4, 1...7), (10, 25...31), (11, 1...7), (1, 1...2), (7, 4...4), (12, 31...31),
        ] {
          for day in days {
            for hour in 0..<24 {
              for minute in [0, 30, 59] {
                let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
                let expected = calendar.date(from: components)
                #expect(
                  zone.date(year: year, month: month, day: day, hour: hour, minute: minute) == expected,
                  "\(identifier) \(year)-\(month)-\(day) \(hour):\(minute)")
              }
            }
          }
        }
      }
    }
  }

  @Test func randomInstantsAgreeWithTheDatabase() throws {
    var generator = SeededGenerator(seed: 2026)
    for (zone, identifier) in Self.zones {
      let calendar = try Self.calendar(identifier)
      for _ in 0..<5_000 {
        // 1987-01-02 to 2099-12-31.
        let instant = Date(
          timeIntervalSince1970: TimeInterval(Int.random(in: 536_544_000...4_102_358_400, using: &generator)))
        let time = try #require(zone.wallTime(of: instant))
        #expect(time == Self.oracle(instant, calendar), "\(identifier) \(instant)")
        // Back to the same instant, but for the repeated hour after the clocks go back: that reads as its first time.
        let back = zone.date(
          year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second)
        #expect(
          back == instant || (back == instant.addingTimeInterval(-3600) && time.hour == 1 && !time.isDaylight),
          "round trip \(identifier) \(instant)")
      }
    }
  }

  @Test func datesThatDoNotExistAndYearsOutsideTheRulesAreNil() {
    #expect(USZone.pacific.date(year: 2025, month: 2, day: 29, hour: 0, minute: 0) == nil)
    #expect(USZone.pacific.date(year: 2024, month: 2, day: 29, hour: 0, minute: 0) != nil)
    #expect(USZone.pacific.date(year: 2025, month: 13, day: 1, hour: 0, minute: 0) == nil)
    #expect(USZone.pacific.date(year: 2025, month: 1, day: 1, hour: 24, minute: 0) == nil)
    #expect(USZone.pacific.date(year: 1986, month: 7, day: 1, hour: 0, minute: 0) == nil)
    #expect(USZone.pacific.wallTime(of: Date(timeIntervalSince1970: 0)) == nil)
    #expect(USZone.pacific.wallTime(of: Date(timeIntervalSince1970: .infinity)) == nil)
    #expect(USZone.pacific.wallTime(of: Date(timeIntervalSince1970: -.infinity)) == nil)
    #expect(USZone.pacific.wallTime(of: Date(timeIntervalSince1970: .nan)) == nil)
    #expect(USZone.pacific.wallTime(of: Date(timeIntervalSince1970: 1e15)) == nil)
  }

  @Test func olderYearsStillReadThroughTheDatabase() throws {
    let calendar = try Self.calendar("America/Los_Angeles")
    let expected = calendar.date(from: DateComponents(year: 1975, month: 7, day: 1, hour: 12, minute: 0))
    #expect(PacificTime.date(year: 1975, month: 7, day: 1, hour: 12, minute: 0) == expected)
    #expect(TableRenderer.pacific(try #require(expected)) == "Tue Jul 1, 12:00 PM PDT")
  }

  @Test func printedTimesReadAsTheFormatterWroteThem() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = try Self.calendar("America/Los_Angeles").timeZone
    formatter.dateFormat = "EEE MMM d, h:mm a zzz"
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<2_000 {
      let instant = Date(
        timeIntervalSince1970: TimeInterval(Int.random(in: 536_544_000...4_102_358_400, using: &generator)))
      #expect(TableRenderer.pacific(instant) == formatter.string(from: instant))
    }
  }
}
