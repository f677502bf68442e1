import FoundationEssentials
import Networking

/// A US wall-clock time made an instant, for agencies that publish local times without a zone.
enum USWallClock {
  /// The instant of a wall-clock time in `zone`; nil when no such date or time exists (month 13,
  /// February 31, 99:99): never rolled over into another day. From 1987 on, `rules` answer without
  /// the time-zone database at all (`USZone`); `zone`, the database's zone, is read only for older
  /// years. Without the database the US rules in force since 2007 apply to those too (daylight
  /// saving from the second Sunday of March 2:00 to the first Sunday of November 2:00, one hour
  /// less than `standardOffsetHours` behind UTC).
  static func date(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0, rules: USZone,
    zone: @autoclosure () -> ZoneInfo?
  ) -> Date? {
    guard Plausibility.isValid(year: year, month: month, day: day, hour: hour, minute: minute, second: second) else {
      return nil
    }
    if let date = rules.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second) {
      return date
    }
    if let zone = zone() {
      return zone.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }
    let wall = CivilDate.days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    let start = nthSunday(2, month: 3, year: year) * 86_400 + 2 * 3_600
    let end = nthSunday(1, month: 11, year: year) * 86_400 + 2 * 3_600
    let offsetHours = wall >= start && wall < end ? rules.standardOffsetHours - 1 : rules.standardOffsetHours
    return Date(timeIntervalSince1970: TimeInterval(wall + offsetHours * 3_600))
  }

  /// The day number of the `n`th Sunday of a month.
  private static func nthSunday(_ n: Int, month: Int, year: Int) -> Int {
    let first = CivilDate.days(year: year, month: month, day: 1)
    return first + (7 - CivilDate.weekday(days: first)) % 7 + (n - 1) * 7
  }
}
