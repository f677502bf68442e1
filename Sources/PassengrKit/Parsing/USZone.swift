import FoundationEssentials
import Networking

/// A US time zone that keeps the federal daylight-saving rules (Pacific, Mountain), worked out by
/// arithmetic rather than through a time-zone database: from 1987 to 2006 daylight time ran from the
/// first Sunday of April to the last Sunday of October, since 2007 from the second Sunday of March
/// to the first Sunday of November, both at 2:00 local time. For those years this gives what the
/// system's database gives (a test compares them hour by hour); loading that database costs more
/// than reading a whole page, so it is left for the years before (`firstYear`), where callers fall
/// back to it.
struct USZone: Sendable {
  /// Hours behind UTC in standard time (8 for Pacific).
  let standardOffsetHours: Int
  /// "PST", "PDT".
  let standardAbbreviation: String
  let daylightAbbreviation: String
  /// Whether it keeps daylight time at all: Arizona keeps Mountain Standard Time all year.
  var observesDaylightTime = true

  static let pacific = USZone(standardOffsetHours: 8, standardAbbreviation: "PST", daylightAbbreviation: "PDT")
  static let mountain = USZone(standardOffsetHours: 7, standardAbbreviation: "MST", daylightAbbreviation: "MDT")
  /// Arizona (but the Navajo Nation): Mountain Standard Time the whole year.
  static let arizona = USZone(
    standardOffsetHours: 7, standardAbbreviation: "MST", daylightAbbreviation: "MST", observesDaylightTime: false)

  /// The time-zone database's name for it, for reading a wall time a person typed.
  var identifier: String {
    if !observesDaylightTime { return "America/Phoenix" }
    return standardOffsetHours == 8 ? "America/Los_Angeles" : "America/Denver"
  }

  /// The first year the rules above describe; earlier years need the time-zone database.
  static let firstYear = 1987
  /// The last year a calendar date here may have.
  static let lastYear = 9999

  /// A local calendar date and clock time, with its weekday (1 = Sunday … 7 = Saturday, as
  /// Foundation counts them) and whether daylight time was in force.
  struct WallTime: Equatable, Sendable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    var weekday: Int
    var isDaylight: Bool
  }

  /// The instant of a wall-clock time in this zone; nil for a date that does not exist (February
  /// 31, 25:00) and for years outside `firstYear...lastYear`. A time repeated when clocks go back is
  /// its first (daylight) occurrence; a time skipped when they go forward is read as standard time
  /// (2:30 becomes 3:30 daylight), as Foundation's calendar reads it.
  func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) -> Date? {
    guard (Self.firstYear...Self.lastYear).contains(year), (1...12).contains(month), (0...23).contains(hour),
      (0...59).contains(minute), (0...59).contains(second),
      (1...CivilDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    let days = CivilDate.days(year: year, month: month, day: day)
    let wall = days * 86_400 + hour * 3_600 + minute * 60 + second
    let (start, end) = daylightDays(year: year)
    // Daylight from 3:00 on the first day (2:00–2:59 does not exist) to 1:59:59 on the last.
    let isDaylight = observesDaylightTime && wall >= start * 86_400 + 3 * 3_600 && wall < end * 86_400 + 2 * 3_600
    let offset = (isDaylight ? standardOffsetHours - 1 : standardOffsetHours) * 3_600
    return Date(timeIntervalSince1970: TimeInterval(wall + offset))
  }

  /// The wall-clock time of `date` in this zone; nil outside `firstYear...lastYear`.
  func wallTime(of date: Date) -> WallTime? {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    // Limits a little inside the years allowed, so no conversion below can trap.
    guard seconds.isFinite, seconds > 536_457_600 + 86_400, seconds < 253_402_300_799 - 86_400 else { return nil }
    let instant = Int(seconds)
    let utcYear = CivilDate.date(days: Self.floorDiv(instant, 86_400)).year
    let (start, end) = daylightDays(year: utcYear)
    let isDaylight =
      observesDaylightTime && instant >= start * 86_400 + (2 + standardOffsetHours) * 3_600
      && instant < end * 86_400 + (2 + standardOffsetHours - 1) * 3_600
    let local = instant - (isDaylight ? standardOffsetHours - 1 : standardOffsetHours) * 3_600
    let days = Self.floorDiv(local, 86_400)
    let (year, month, day) = CivilDate.date(days: days)
    guard (Self.firstYear...Self.lastYear).contains(year) else { return nil }
    let clock = local - days * 86_400
    return WallTime(
      year: year, month: month, day: day, hour: clock / 3_600, minute: clock % 3_600 / 60, second: clock % 60,
      weekday: CivilDate.weekday(days: days) + 1, isDaylight: isDaylight)
  }

  /// "PDT" or "PST" for a wall time of this zone.
  func abbreviation(_ time: WallTime) -> String { time.isDaylight ? daylightAbbreviation : standardAbbreviation }

  /// The first and last day (days since 1970-01-01) of daylight time in `year`.
  private func daylightDays(year: Int) -> (start: Int, end: Int) {
    if year >= 2007 {
      return (Self.nthSunday(2, month: 3, year: year), Self.nthSunday(1, month: 11, year: year))
    }
    let firstOfNovember = CivilDate.days(year: year, month: 11, day: 1)
    let lastOfOctober = firstOfNovember - 1
    return (Self.nthSunday(1, month: 4, year: year), lastOfOctober - CivilDate.weekday(days: lastOfOctober))
  }

  /// The day number of the `n`th Sunday of a month.
  private static func nthSunday(_ n: Int, month: Int, year: Int) -> Int {
    let first = CivilDate.days(year: year, month: month, day: 1)
    return first + (7 - CivilDate.weekday(days: first)) % 7 + (n - 1) * 7
  }

  private static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
    value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
  }
}
