import FoundationEssentials

/// Parses a `Retry-After` header: delay-seconds or an HTTP-date.
package enum RetryAfter {
  static func delay(from value: String?, now: Date = Date()) -> Duration? {
    guard let value = value?.trimmingSpaces(), !value.isEmpty else { return nil }
    if let seconds = Int(value) { return .seconds(max(0, seconds)) }
    guard let date = date(value) else { return nil }
    let milliseconds = (date.timeIntervalSince(now) * 1000).rounded(.towardZero)
    guard milliseconds.isFinite, milliseconds < 1e15 else { return nil }
    return .milliseconds(max(0, Int(milliseconds)))
  }

  /// An HTTP-date, `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110's preferred form, the weekday taken
  /// as written): the instant, or nil for any other text or a field out of its range.
  package static func date(_ text: String) -> Date? {
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","),
      weekdays.contains(parts[0].dropLast().lowercased()),
      (1...2).contains(parts[1].count), let day = digits(parts[1]),
      let monthIndex = months.firstIndex(of: parts[2].lowercased()),
      parts[3].count == 4, let year = digits(parts[3]),
      ["gmt", "utc", "ut"].contains(parts[5].lowercased())
    else { return nil }
    let clock = parts[4].split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }), let hour = digits(clock[0]),
      let minute = digits(clock[1]), let second = digits(clock[2]),
      hour < 24, minute < 60, second < 60, year >= 1,
      (1...CivilDate.daysIn(month: monthIndex + 1, year: year)).contains(day)
    else { return nil }
    let days = CivilDate.days(year: year, month: monthIndex + 1, day: day)
    return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
  }

  private static let weekdays: Set<String> = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
  private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

  /// The number of a run of ASCII digits; nil for anything else.
  private static func digits(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }
}
