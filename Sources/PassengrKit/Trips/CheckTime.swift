import Foundation

/// When a drive crosses its passes, as a check of a drive takes it: an ISO 8601 time (with an offset, or
/// local without one: `2025-01-11T16:00`), a clock time today or, once past, tomorrow (`16:00`),
/// or a span from now (`+6h`, `+90m`, `+1d`). Read once; resolved against the moment the drive's
/// data is judged (a recording's time when reading one).
public struct CheckTime: Equatable, Sendable, CustomStringConvertible {
  enum Form: Equatable, Sendable {
    case instant(Date)
    case local(DateComponents)
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
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("+"), let span = try? TimeSpan.parse(String(trimmed.dropFirst())), span.seconds > 0 {
      form = .after(span.seconds)
    } else if let date = try? Date(trimmed, strategy: .iso8601) {
      form = .instant(date)
    } else if let clock = Self.clock(trimmed) {
      form = .clock(hour: clock.hour, minute: clock.minute)
    } else if let local = Self.local(trimmed) {
      form = .local(local)
    } else {
      throw SelectionError.invalidCheckTime(
        text,
        reason: "expected an ISO 8601 time (2025-01-11T16:00), HH:MM (today, or tomorrow once past) or +SPAN (+6h)")
    }
  }

  /// The moment meant, as seen at `now` in `zone`.
  public func resolve(now: Date, zone: TimeZone = .current) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    switch form {
    case .instant(let date): return date
    case .after(let seconds): return now.addingTimeInterval(seconds)
    case .local(let components): return calendar.date(from: components) ?? now
    case .clock(let hour, let minute):
      var day = calendar.dateComponents([.year, .month, .day], from: now)
      day.hour = hour
      day.minute = minute
      let today = calendar.date(from: day) ?? now
      return today < now.addingTimeInterval(-Self.slack)
        ? calendar.date(byAdding: .day, value: 1, to: today) ?? today : today
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
  private static func local(_ text: String) -> DateComponents? {
    let halves = text.split(separator: "T")
    guard halves.count == 2 else { return nil }
    let date = halves[0].split(separator: "-").compactMap { Int($0) }
    let time = halves[1].split(separator: ":").compactMap { Int($0) }
    guard date.count == 3, (2...3).contains(time.count), halves[1].split(separator: ":").count == time.count,
      (1...12).contains(date[1]), (1...31).contains(date[2]), (0...23).contains(time[0]), (0...59).contains(time[1]),
      (0...59).contains(time.count == 3 ? time[2] : 0), (1970...9999).contains(date[0])
    else { return nil }
    return DateComponents(
      year: date[0], month: date[1], day: date[2], hour: time[0], minute: time[1], second: time.count == 3 ? time[2] : 0
    )
  }
}
