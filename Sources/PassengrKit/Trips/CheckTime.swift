import FoundationEssentials
import Networking

/// When a drive crosses its passes, as a check of a drive takes it: an ISO 8601 time (with an offset, or
/// local without one: `2025-01-11T16:00`), a clock time today or, once past, tomorrow (`16:00`),
/// or a span from now (`+6h`, `+90m`, `+1d`). Read once; resolved against the moment the drive's
/// data is judged (a recording's time when reading one).
public struct CheckTime: Equatable, Sendable, CustomStringConvertible {
  enum Form: Equatable, Sendable {
    case instant(Date)
    case local(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)
    case clock(hour: Int, minute: Int)
    case after(TimeInterval)
  }

  /// As given.
  public let description: String
  let form: Form

  /// How far ahead a time may be: NWS forecasts reach about seven days.
  public static let reach: TimeInterval = 7 * 86_400 + 6 * 3600
  /// How far behind now a time may be (a clock a little slow).
  static let slack: TimeInterval = 300

  /// Reads `text`; throws `SelectionError.invalidCheckTime` naming what it accepts.
  public init(parsing text: String) throws {
    description = text
    let trimmed = text.trimmingSpaces()
    if trimmed.hasPrefix("+"), let span = try? TimeSpan.parse(String(trimmed.dropFirst())), span.seconds > 0 {
      form = .after(span.seconds)
    } else if let date = try? Date(trimmed, strategy: .iso8601) {
      form = .instant(date)
    } else if let clock = Self.clock(trimmed) {
      form = .clock(hour: clock.hour, minute: clock.minute)
    } else if let local = Self.local(trimmed) {
      form = .local(
        year: local.year, month: local.month, day: local.day, hour: local.hour, minute: local.minute,
        second: local.second)
    } else {
      throw SelectionError.invalidCheckTime(
        text,
        reason: "expected an ISO 8601 time (2025-01-11T16:00), HH:MM (today, or tomorrow once past) or +SPAN (+6h)")
    }
  }

  /// The moment meant, as seen at `now` in `zone`, a zone of fixed offset (a named zone needs the
  /// time-zone database, which `resolve(now:in:)` reads).
  public func resolve(now: Date, zone: TimeZone) -> Date {
    resolve(
      now: now,
      in: .fixed(ZoneInfo.LocalTime(offset: zone.secondsFromGMT(for: now), abbreviation: "", isDaylight: false)))
  }

  /// The moment meant, as seen at `now` in `zone`: a wall time as Foundation's calendar read it (a
  /// day past its month's end rolled over, a skipped time read with the offset before the change,
  /// a repeated one at its first occurrence); a clock time today, or tomorrow at that clock time
  /// once past.
  func resolve(now: Date, in zone: ZoneInfo) -> Date {
    switch form {
    case .instant(let date): return date
    case .after(let seconds): return now.addingTimeInterval(seconds)
    case .local(let year, let month, let day, let hour, let minute, let second):
      let (year, month, day) = CivilDate.date(days: ISO8601Time.civilDays(year: year, month: month, day: day))
      return zone.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    case .clock(let hour, let minute):
      guard let (time, _) = zone.wallTime(of: now) else { return now }
      let today = zone.date(year: time.year, month: time.month, day: time.day, hour: hour, minute: minute)
      guard today < now.addingTimeInterval(-Self.slack), let (wall, _) = zone.wallTime(of: today) else { return today }
      // The next day at today's wall time (3:30 when 2:30 did not exist today), as the calendar adds a day.
      let tomorrow = CivilDate.date(days: CivilDate.days(year: wall.year, month: wall.month, day: wall.day) + 1)
      return zone.date(
        year: tomorrow.year, month: tomorrow.month, day: tomorrow.day, hour: wall.hour, minute: wall.minute,
        second: wall.second)
    }
  }

  /// Throws `SelectionError.checkTimeOutOfRange` unless `time` lies between `now` (give or take a
  /// few minutes) and the forecasts' reach.
  static func checkRange(_ time: Date, now: Date, text: String) throws {
    if time < now.addingTimeInterval(-slack) {
      throw SelectionError.checkTimeOutOfRange(text, reason: "it is in the past")
    }
    if time > now.addingTimeInterval(reach) {
      throw SelectionError.checkTimeOutOfRange(text, reason: "NWS forecasts reach about 7 days ahead")
    }
  }

  private static func clock(_ text: String) -> (hour: Int, minute: Int)? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
    else { return nil }
    return (hour, minute)
  }

  /// "2025-01-11T16:00" or "2025-01-11T16:00:00": a wall time without an offset.
  private static func local(_ text: String) -> (
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
  )? {
    let halves = text.split(separator: "T")
    guard halves.count == 2 else { return nil }
    let date = halves[0].split(separator: "-").compactMap { Int($0) }
    let time = halves[1].split(separator: ":").compactMap { Int($0) }
    guard date.count == 3, (2...3).contains(time.count), halves[1].split(separator: ":").count == time.count,
      (1...12).contains(date[1]), (1...31).contains(date[2]), (0...23).contains(time[0]), (0...59).contains(time[1]),
      (0...59).contains(time.count == 3 ? time[2] : 0), (1970...9999).contains(date[0])
    else { return nil }
    return (date[0], date[1], date[2], time[0], time[1], time.count == 3 ? time[2] : 0)
  }
}
