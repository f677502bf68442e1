import FoundationEssentials
import Networking

/// ISO 8601 times read by hand: `2025-01-10T20:45:00-08:00` and `2025-01-10T20:45:00Z`.
///
/// Foundation's parsers cost more to set up (a calendar and a time zone, on first use) than a
/// command spends on everything else it reads from a small file. A text this reader does not take
/// whole returns nil, and a caller that accepts more (fractions of seconds, another form) asks
/// Foundation then.
enum ISO8601Time {
  /// `YYYY-MM-DDTHH:MM:SS` then `Z` or an offset `±HH:MM`: the instant it names, or nil for any
  /// other text, a field out of its range, or a year outside 1900–9999.
  static func date<Text: StringProtocol>(_ text: Text) -> Date? {
    // A native string's bytes are read in place: `history` reads one time per record.
    // (nil from the closure is the answer; nil for the storage means there is none to read in place.)
    if let parsed = text.utf8.withContiguousStorageIfAvailable(date(utf8:)) { return parsed }
    return Array(text.utf8).withUnsafeBufferPointer(date(utf8:))
  }

  private static func date(utf8: UnsafeBufferPointer<UInt8>) -> Date? {
    guard utf8.count == 20 || utf8.count == 25, utf8[4] == hyphen, utf8[7] == hyphen, utf8[10] == 0x54,
      utf8[13] == colon, utf8[16] == colon
    else { return nil }
    let offset: Int
    if utf8.count == 20 {
      guard utf8[19] == 0x5A else { return nil }
      offset = 0
    } else {
      guard utf8[19] == 0x2B || utf8[19] == hyphen, utf8[22] == colon,
        let hours = number(utf8, 20, 2), let minutes = number(utf8, 23, 2), hours <= 14, minutes < 60
      else { return nil }
      offset = (utf8[19] == hyphen ? -1 : 1) * (hours * 3_600 + minutes * 60)
    }
    guard let year = number(utf8, 0, 4), let month = number(utf8, 5, 2), let day = number(utf8, 8, 2),
      let hour = number(utf8, 11, 2), let minute = number(utf8, 14, 2), let second = number(utf8, 17, 2),
      let seconds = secondsSince1970(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    else { return nil }
    return Date(timeIntervalSince1970: TimeInterval(seconds - offset))
  }

  /// Seconds from 1970-01-01T00:00:00Z to a civil time in UTC, in the Gregorian calendar; nil for a
  /// field out of its range or a year outside 1900–9999.
  static func secondsSince1970(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Int? {
    guard (1900...9999).contains(year), (1...12).contains(month), hour < 24, minute < 60, second < 60 else {
      return nil
    }
    guard day >= 1, day <= CivilDate.daysIn(month: month, year: year) else { return nil }
    return CivilDate.days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
  }

  /// `date` as `YYYY-MM-DDTHH:MM:SSZ`, in UTC, its fraction of a second dropped: the text
  /// Foundation's `date.formatted(.iso8601)` makes (a test holds the two to the same text), without
  /// the calendar and time zone it sets up on first use. Nil for a year outside 1900–9999.
  static func text(_ date: Date) -> String? {
    let sinceReference = date.timeIntervalSinceReferenceDate.rounded(.down)
    guard sinceReference > -3_200_000_000, sinceReference < 253_000_000_000 else { return nil }
    let seconds = Int(sinceReference) + 978_307_200
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = CivilDate.date(days: days)
    guard (1900...9999).contains(year) else { return nil }
    var bytes: [UInt8] = Array("0000-00-00T00:00:00Z".utf8)
    /// Writes `value`'s last `count` digits into the bytes that end before `end`.
    func put(_ value: Int, endingAt end: Int, count: Int) {
      var value = value
      for index in stride(from: end - 1, through: end - count, by: -1) {
        bytes[index] = UInt8(0x30 + value % 10)
        value /= 10
      }
    }
    put(year, endingAt: 4, count: 4)
    put(month, endingAt: 7, count: 2)
    put(day, endingAt: 10, count: 2)
    put(secondOfDay / 3_600, endingAt: 13, count: 2)
    put(secondOfDay / 60 % 60, endingAt: 16, count: 2)
    put(secondOfDay % 60, endingAt: 19, count: 2)
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let hyphen: UInt8 = 0x2D
  private static let colon: UInt8 = 0x3A

  /// The decimal number in `count` bytes from `start`, or nil for a byte that is not a digit.
  private static func number(_ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    var value = 0
    for byte in utf8[start..<start + count] {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }
}
