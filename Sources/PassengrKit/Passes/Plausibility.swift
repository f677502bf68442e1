import FoundationEssentials

/// What a source may plausibly say, for every agency alike. A value outside its range is dropped
/// (shown and stored as unknown) with a note for `doctor`; the rest of the pass is kept.
enum Plausibility {
  /// Air temperature at a pass, °F: below the coldest and above the hottest ever recorded in
  /// North America's passes, with room to spare.
  static let temperatureF = -80...140
  /// Summit elevation in feet: at or above sea level, below any North American road.
  static let elevationFeet = 0...15_000
  /// The earliest update time a source can mean: 2000-01-01 00:00 UTC.
  static let earliestDate = Date(timeIntervalSince1970: 946_684_800)
  /// How far past "now" an update time may be (clock skew, time zones) before it is not believed.
  static let futureAllowance: TimeInterval = 24 * 3600

  /// The prefix of every note about a dropped value; `doctor` counts them.
  static let notePrefix = "dropped implausible"

  /// `value` if plausible; otherwise nil and a note in `notes`.
  static func temperature(_ value: Int?, notes: inout [String]) -> Int? {
    within(temperatureF, value, "temperature", "°F", notes: &notes)
  }

  /// `value` if plausible; otherwise nil and a note in `notes`.
  static func elevation(_ value: Int?, notes: inout [String]) -> Int? {
    within(elevationFeet, value, "elevation", "ft", notes: &notes)
  }

  private static func within(
    _ range: ClosedRange<Int>, _ value: Int?, _ name: String, _ unit: String, notes: inout [String]
  ) -> Int? {
    guard let value else { return nil }
    guard range.contains(value) else {
      notes.append("\(notePrefix) \(name) \(value) \(unit) (plausible: \(range.lowerBound)...\(range.upperBound))")
      return nil
    }
    return value
  }

  /// Whether `date` can be a source's update time when read at `now`.
  static func isPlausible(_ date: Date, now: Date) -> Bool {
    date >= earliestDate && date <= now.addingTimeInterval(futureAllowance)
  }

  /// `date` if plausible at `now`; otherwise nil and a note in `notes`.
  static func date(_ date: Date?, now: Date, notes: inout [String]) -> Date? {
    guard let date else { return nil }
    guard isPlausible(date, now: now) else {
      let shown =
        date.timeIntervalSince1970.isFinite
        ? "\(Int(exactly: date.timeIntervalSince1970.rounded()) ?? 0) s after 1970" : "not finite"
      notes.append("\(notePrefix) update time (\(shown); plausible: 2000 to a day after the fetch)")
      return nil
    }
    return date
  }

  /// Whether a calendar date and time exists as written: month 1-12, a day the month has (February
  /// 29 only in leap years), 00:00:00 to 23:59:59. Calendars roll February 31 over to March 3;
  /// we refuse it instead.
  static func isValid(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Bool {
    guard (1...12).contains(month), (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
      return false
    }
    let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return (1...days).contains(day)
  }
}
