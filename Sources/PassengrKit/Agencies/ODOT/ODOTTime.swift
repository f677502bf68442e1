import FoundationEssentials
import Networking

/// TripCheck's times: ISO 8601 with `Z` or an offset (`-08:00`) and 0 to 7 fractional digits,
/// `2025-01-10T11:40:00.1234567-08:00`. A time without a zone is not read: it could be any hour.
enum ODOTTime {
  /// The moment `text` names; nil when it is not such a time or names no day that exists.
  static func parse(_ text: String) -> Date? {
    let bytes = Array(text.trimmingSpaces().utf8)
    guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"),
      bytes[16] == UInt8(ascii: ":"),
      let year = digits(bytes, 0, 4), let month = digits(bytes, 5, 2), let day = digits(bytes, 8, 2),
      let hour = digits(bytes, 11, 2), let minute = digits(bytes, 14, 2), let second = digits(bytes, 17, 2),
      Plausibility.isValid(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    else { return nil }
    var index = 19
    var fraction = 0.0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      var scale = 0.1
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        fraction += Double(bytes[index] - UInt8(ascii: "0")) * scale
        scale /= 10
        index += 1
      }
      guard index > start, index - start <= 9 else { return nil }
    }
    guard index < bytes.count else { return nil }
    let offset: Int
    if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
      guard index + 1 == bytes.count else { return nil }
      offset = 0
    } else {
      let sign = bytes[index] == UInt8(ascii: "+") ? 1 : bytes[index] == UInt8(ascii: "-") ? -1 : 0
      guard sign != 0, bytes.count == index + 6, bytes[index + 3] == UInt8(ascii: ":"),
        let hours = digits(bytes, index + 1, 2), let minutes = digits(bytes, index + 4, 2), hours <= 14, minutes < 60
      else { return nil }
      offset = sign * (hours * 3600 + minutes * 60)
    }
    // The day as Foundation's Gregorian calendar counted it (Julian before 15 October 1582).
    let seconds =
      ISO8601Time.civilDays(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds)).addingTimeInterval(fraction - Double(offset))
  }

  /// The decimal number in `count` bytes from `start`; nil unless all are digits.
  private static func digits(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
    guard start + count <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[start..<(start + count)] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
