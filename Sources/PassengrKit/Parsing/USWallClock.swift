import Foundation

/// A US wall-clock time made an instant, for agencies that publish local times without a zone.
enum USWallClock {
  /// The instant of a wall-clock time in `zone`; nil when no such date or time exists (month 13,
  /// February 31, 99:99): never rolled over into another day. Without a time zone database the US
  /// rules in force since 2007 apply (daylight saving from the second Sunday of March 2:00 to the
  /// first Sunday of November 2:00, one hour less than `standardOffsetHours` behind UTC). From 1987
  /// on, `rules` answer without the database at all (`USZone`); `zone` is read only for older years.
  static func date(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0, rules: USZone,
    zone: @autoclosure () -> TimeZone?
  ) -> Date? {
    guard Plausibility.isValid(year: year, month: month, day: day, hour: hour, minute: minute, second: second) else {
      return nil
    }
    if let date = rules.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second) {
      return date
    }
    let standardOffsetHours = Double(rules.standardOffsetHours)
    var components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    if let zone = zone() {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      components.timeZone = zone
      return calendar.date(from: components)
    }
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
    guard let wallClock = utc.date(from: components) else { return nil }
    let start = nthSunday(2, month: 3, year: year, calendar: utc).addingTimeInterval(2 * 3600)
    let end = nthSunday(1, month: 11, year: year, calendar: utc).addingTimeInterval(2 * 3600)
    let offsetHours = (wallClock >= start && wallClock < end) ? standardOffsetHours - 1 : standardOffsetHours
    return wallClock.addingTimeInterval(offsetHours * 3600)
  }

  private static func nthSunday(_ n: Int, month: Int, year: Int, calendar: Calendar) -> Date {
    let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? Date(timeIntervalSince1970: 0)
    let weekday = calendar.component(.weekday, from: first)  // 1 = Sunday
    let day = 1 + (8 - weekday) % 7 + (n - 1) * 7
    return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? first
  }
}
