import Foundation
import Testing

@testable import PassengrKit

/// Arizona keeps Mountain Standard Time all year: its passes' times agree with the system's
/// America/Phoenix hour by hour, summer included, where Mountain time moves an hour.
@Suite struct ArizonaTimeTests {
  @Test func arizonaAgreesWithPhoenixAllYearAndDiffersFromDenverInSummer() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/Phoenix"))
    let start = try #require(USZone.arizona.date(year: 2025, month: 1, day: 1, hour: 0, minute: 0))
    for hour in stride(from: 0, to: 366 * 24, by: 7) {
      let instant = start.addingTimeInterval(TimeInterval(hour * 3600))
      let wall = try #require(USZone.arizona.wallTime(of: instant))
      let parts = calendar.dateComponents([.month, .day, .hour], from: instant)
      #expect([wall.month, wall.day, wall.hour] == [parts.month, parts.day, parts.hour], "\(instant)")
      #expect(!wall.isDaylight && USZone.arizona.abbreviation(wall) == "MST")
    }
    let july = try #require(USZone.arizona.date(year: 2025, month: 7, day: 1, hour: 12, minute: 0))
    #expect(USZone.mountain.wallTime(of: july)?.hour == 13)
    #expect(ADOT().zone == .arizona && ADOT().zone != .mountain)
    #expect(ITD().zone == .mountain && UDOT().zone == .mountain && NDOT().zone == .pacific)
  }
}
