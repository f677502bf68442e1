import FoundationEssentials
import Networking

extension ISO8601Time {
  /// What Foundation's `ISO8601DateFormatter` read with its default options (`withFractionalSeconds`
  /// added: a fraction is then required, and read to the millisecond): `YYYY-MM-DDTHH:MM:SS`, each
  /// number of any width, hour 24 the next midnight and a day past its month's end rolled over
  /// (February 30 is March 2); then `Z`, `GMT`, `UTC` or an offset `±H`, `±HH`, `±HHMM`,
  /// `±HH:MM`, `±HH:MM:SS`; spaces before, anything after. Nil for any other text.
  static func formatterDate<Text: StringProtocol>(_ text: Text, fractionalSeconds: Bool = false) -> Date? {
    var scanner = FieldScanner(bytes: Array(text.utf8))
    while scanner.take(0x20) {}
    guard let year = scanner.number(), scanner.take(0x2D), let month = scanner.number(), (1...12).contains(month),
      scanner.take(0x2D), let day = scanner.number(), (1...31).contains(day), scanner.take(0x54),
      let hour = scanner.number(), hour <= 24, scanner.take(0x3A), let minute = scanner.number(), minute < 60,
      scanner.take(0x3A), let second = scanner.number(), second < 60
    else { return nil }
    var milliseconds = 0
    if fractionalSeconds {
      guard scanner.take(0x2E), let digits = scanner.digits(), !digits.isEmpty else { return nil }
      for (place, digit) in digits.prefix(3).enumerated() { milliseconds += digit * [100, 10, 1][place] }
    }
    guard let offset = scanner.zoneOffset() else { return nil }
    let days = civilDays(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(milliseconds) / 1_000)
  }

  /// Days since 1970 of a date as Foundation's Gregorian calendar counts them: the Julian calendar
  /// before 15 October 1582.
  static func civilDays(year: Int, month: Int, day: Int) -> Int {
    if (year, month, day) >= (1582, 10, 15) { return CivilDate.days(year: year, month: month, day: day) }
    let shift = (14 - month) / 12
    let shiftedYear = year + 4_800 - shift
    let shiftedMonth = month + 12 * shift - 3
    let julianDay = day + (153 * shiftedMonth + 2) / 5 + 365 * shiftedYear + shiftedYear / 4 - 32_083
    return julianDay - 2_440_588
  }
}

/// Reads the numbers and marks of a time's text, byte by byte.
private struct FieldScanner {
  let bytes: [UInt8]
  var position = 0

  /// Moves past `byte` if it is next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// The digits from here, as numbers 0–9.
  mutating func digits() -> [Int]? {
    var digits: [Int] = []
    while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
      digits.append(Int(bytes[position] - 0x30))
      position += 1
    }
    return digits
  }

  /// A decimal number of one to nine digits.
  mutating func number() -> Int? {
    guard let digits = digits(), (1...9).contains(digits.count) else { return nil }
    return digits.reduce(0) { $0 * 10 + $1 }
  }

  /// `Z`, `z`, `GMT`, `UTC`, `UT` (each perhaps followed by an offset), or an offset: `±H`,
  /// `±HH` (hours past 23 read as one digit), `±HMM`, `±HHMM`, `±HHMMSS`, `±HH:MM[:SS]`; in
  /// seconds east of UTC. Minutes or seconds past 59 are left unread, as is anything after.
  mutating func zoneOffset() -> Int? {
    if take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) { return 0 }
    for name in ["GMT", "UTC", "UT"] where bytes[position...].starts(with: name.utf8) {
      position += name.utf8.count
      return offset() ?? 0
    }
    return offset()
  }

  /// `±…` as `zoneOffset` reads it.
  private mutating func offset() -> Int? {
    let sign: Int
    if take(0x2B) {
      sign = 1
    } else if take(0x2D) {
      sign = -1
    } else {
      return nil
    }
    guard let run = digits(), !run.isEmpty else { return nil }
    func pair(_ index: Int) -> Int? {
      guard index + 1 < run.count else { return nil }
      let value = run[index] * 10 + run[index + 1]
      return value < 60 ? value : nil
    }
    var seconds: Int
    switch run.count {
    case 1: seconds = run[0] * 3_600
    case 3: seconds = run[0] * 3_600 + (pair(1) ?? 0) * 60
    default:
      let hours = run[0] * 10 + run[1]
      guard hours <= 23 else { return sign * run[0] * 3_600 }
      seconds = hours * 3_600 + (pair(2) ?? 0) * 60 + (run.count >= 6 ? pair(4) ?? 0 : 0)
    }
    if run.count == 2, take(0x3A), let minutes = digits(), minutes.count == 2, minutes[0] < 6 {
      seconds += (minutes[0] * 10 + minutes[1]) * 60
      if take(0x3A), let rest = digits(), rest.count == 2, rest[0] < 6 { seconds += rest[0] * 10 + rest[1] }
    }
    return sign * seconds
  }
}
