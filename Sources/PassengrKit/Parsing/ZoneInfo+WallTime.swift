import FoundationEssentials
import Networking

extension ZoneInfo {
  /// The wall-clock time of `date` here, with the local time in force; nil for an instant outside
  /// the years 1...9999.
  func wallTime(of date: Date) -> (time: USZone.WallTime, local: LocalTime)? {
    guard let seconds = Self.seconds(date) else { return nil }
    let local = localTime(at: seconds)
    let wall = seconds + local.offset
    let days = wall >= 0 ? wall / 86_400 : -((-wall + 86_399) / 86_400)
    let (year, month, day) = CivilDate.date(days: days)
    guard (1...9999).contains(year) else { return nil }
    let clock = wall - days * 86_400
    let time = USZone.WallTime(
      year: year, month: month, day: day, hour: clock / 3_600, minute: clock % 3_600 / 60, second: clock % 60,
      weekday: CivilDate.weekday(days: days) + 1, isDaylight: local.isDaylight)
    return (time, local)
  }

  /// The instant of a wall-clock time here (see `instant(year:month:day:hour:minute:second:)`).
  func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) -> Date {
    Date(
      timeIntervalSince1970: TimeInterval(
        instant(year: year, month: month, day: day, hour: hour, minute: minute, second: second)))
  }

  /// The zone's name for the local time in force at `date` as an `en_US_POSIX` formatter writes it
  /// with `zzz`: "GMT" and "UTC", and from 1970 on the US and a few other common abbreviations when
  /// the offset is the one they stand for ("PDT", "MST"); otherwise, and before 1970 (where ICU
  /// names no US zone), the offset from GMT ("GMT+1", "GMT+5:30", "GMT-8").
  static func shortName(_ local: LocalTime, at date: Date) -> String {
    if let offset = commonAbbreviations[local.abbreviation], offset == local.offset,
      offset == 0 || date.timeIntervalSince1970 >= 0
    {
      return local.abbreviation
    }
    return gmtText(local.offset)
  }

  /// "GMT", "GMT+1", "GMT-9:30", "GMT+5:45", "GMT-0:25:21" for seconds east of UTC.
  static func gmtText(_ offset: Int) -> String {
    if offset == 0 { return "GMT" }
    let size = abs(offset)
    let (hours, minutes, seconds) = (size / 3_600, size % 3_600 / 60, size % 60)
    var text = "GMT" + (offset < 0 ? "-" : "+") + String(hours)
    if minutes != 0 || seconds != 0 { text += ":" + (minutes < 10 ? "0" : "") + String(minutes) }
    if seconds != 0 { text += ":" + (seconds < 10 ? "0" : "") + String(seconds) }
    return text
  }

  /// Abbreviations the formatter writes as they are, with the offset each stands for.
  private static let commonAbbreviations: [String: Int] = [
    "PST": -8 * 3_600, "PDT": -7 * 3_600, "MST": -7 * 3_600, "MDT": -6 * 3_600, "CST": -6 * 3_600,
    "CDT": -5 * 3_600, "EST": -5 * 3_600, "EDT": -4 * 3_600, "AKST": -9 * 3_600, "AKDT": -8 * 3_600,
    "HST": -10 * 3_600, "HDT": -9 * 3_600, "AST": -4 * 3_600, "ADT": -3 * 3_600, "GMT": 0, "UTC": 0,
  ]
}
