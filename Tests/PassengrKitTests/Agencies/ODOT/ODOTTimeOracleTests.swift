import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// TripCheck's times read without Foundation's calendar give the instants the calendar gave.
@Suite struct ODOTTimeOracleTests {
  @Test func generatedTimesAreTheCalendarsInstants() throws {
    var generator = SeededGenerator(seed: 31)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    func pad(_ value: Int, _ width: Int) -> String {
      String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }
    for _ in 0..<5_000 {
      let year = Int.random(in: 1500...2200, using: &generator)
      let month = Int.random(in: 1...12, using: &generator)
      let day = Int.random(in: 1...28, using: &generator)
      let hour = Int.random(in: 0...23, using: &generator)
      let minute = Int.random(in: 0...59, using: &generator)
      let second = Int.random(in: 0...59, using: &generator)
      let text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))Z"
      let expected = calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
      #expect(ODOTTime.parse(text) == expected, "\(text)")
    }
  }
}
