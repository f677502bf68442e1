import FoundationEssentials

/// WYDOT writes its report times as Wyoming wall-clock times, no zone given: America/Denver,
/// daylight saving included. "Feb 15, 2025, 07:22 PM".
enum MountainTime {
  /// Wyoming's zone, for years before `USZone.firstYear`; nil where the system has no time-zone
  /// database (then the US rules apply).
  static let zone = ZoneInfo.named("America/Denver")

  /// The instant of a Mountain wall-clock time; nil when no such date or time exists (never rolled
  /// over into another day).
  static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> Date? {
    guard (2000...2100).contains(year) else { return nil }
    return USWallClock.date(
      year: year, month: month, day: day, hour: hour, minute: minute, rules: .mountain, zone: zone)
  }

  /// "Feb 15, 2025, 07:22 PM" (also with full month names, "Sept", without the commas, or with
  /// "AM"/"PM" attached); nil for anything else.
  static func date(reportTime text: String) -> Date? {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map { $0.lowercased() }
    guard words.count == 4 || words.count == 5, let month = month(words[0]) else { return nil }
    var clock = words[3]
    var meridiem: String
    if words.count == 5 {
      meridiem = words[4]
    } else {
      meridiem = String(clock.suffix(2))
      clock = String(clock.dropLast(2))
    }
    meridiem = meridiem.replacing(".", with: "")
    let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard ["am", "pm"].contains(meridiem), parts.count == 2, isDigits(words[1]), words[1].count <= 2,
      isDigits(words[2]), words[2].count == 4, isDigits(parts[0]), (1...2).contains(parts[0].count),
      isDigits(parts[1]), parts[1].count == 2,
      let day = Int(words[1]), let year = Int(words[2]), var hour = Int(parts[0]), let minute = Int(parts[1]),
      (1...12).contains(hour)
    else { return nil }
    if hour == 12 { hour = 0 }
    if meridiem == "pm" { hour += 12 }
    return date(year: year, month: month, day: day, hour: hour, minute: minute)
  }

  /// Whether `text` is ASCII digits only, and not empty.
  private static func isDigits<S: StringProtocol>(_ text: S) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// 1...12 for "jan", "january", "sept"; nil otherwise.
  private static func month(_ word: String) -> Int? {
    let names = [
      "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
      "december",
    ]
    let word = word.hasSuffix(".") ? String(word.dropLast()) : word
    guard word.count >= 3 else { return nil }
    if word == "sept" { return 9 }
    return names.firstIndex { $0 == word || ($0.hasPrefix(word) && word.count == 3) }.map { $0 + 1 }
  }
}
