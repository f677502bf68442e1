import Networking

/// A POSIX `TZ` rule, as a TZif file's footer gives the clocks after its last transition:
/// `PST8PDT,M3.2.0,M11.1.0`, `<+0530>-5:30`, `<+1030>-10:30<+11>-11,M10.1.0,M4.1.0`. Offsets are
/// written west of UTC (`PST8` is UTC−8); a daylight time without its offset is one hour ahead.
struct POSIXZoneRule: Equatable, Sendable {
  /// The day a change of the clocks falls on in a year.
  enum Day: Equatable, Sendable {
    /// `Jn`: day 1...365, February 29 never counted.
    case julian(Int)
    /// `n`: day 0...365, February 29 counted.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = the last) of month `m`.
    case weekday(month: Int, week: Int, weekday: Int)
  }

  /// When daylight time starts and ends, each at a local time (seconds, -167h to 167h).
  struct Changes: Equatable, Sendable {
    var start: Day
    var startTime: Int
    var end: Day
    var endTime: Int
  }

  var standard: ZoneInfo.LocalTime
  var daylight: ZoneInfo.LocalTime?
  var changes: Changes?

  /// Reads `text`; nil for anything that is not such a rule.
  init?(_ text: String) {
    var scanner = RuleScanner(bytes: Array(text.utf8))
    guard let standardName = scanner.name(), let standardWest = scanner.time(maxHours: 24) else { return nil }
    standard = ZoneInfo.LocalTime(offset: -standardWest, abbreviation: standardName, isDaylight: false)
    if scanner.isAtEnd {
      daylight = nil
      changes = nil
      return
    }
    guard let daylightName = scanner.name() else { return nil }
    let daylightWest =
      scanner.peek == UInt8(ascii: ",") || scanner.isAtEnd ? standardWest - 3_600 : scanner.time(maxHours: 24)
    guard let daylightWest else { return nil }
    daylight = ZoneInfo.LocalTime(offset: -daylightWest, abbreviation: daylightName, isDaylight: true)
    if scanner.isAtEnd {
      // No rule given: the US rules, as the C library assumes.
      changes = Changes(
        start: .weekday(month: 3, week: 2, weekday: 0), startTime: 7_200, end: .weekday(month: 11, week: 1, weekday: 0),
        endTime: 7_200)
      return
    }
    guard scanner.take(UInt8(ascii: ",")), let start = scanner.day() else { return nil }
    let startTime = scanner.take(UInt8(ascii: "/")) ? scanner.time(maxHours: 167) : 7_200
    guard let startTime, scanner.take(UInt8(ascii: ",")), let end = scanner.day() else { return nil }
    let endTime = scanner.take(UInt8(ascii: "/")) ? scanner.time(maxHours: 167) : 7_200
    guard let endTime, scanner.isAtEnd else { return nil }
    changes = Changes(start: start, startTime: startTime, end: end, endTime: endTime)
  }

  /// The local time in force at `seconds` since 1970 (within a million years of it).
  func localTime(at seconds: Int) -> ZoneInfo.LocalTime {
    guard let daylight, let changes else { return standard }
    let year = CivilDate.date(days: Self.floorDivide(seconds + standard.offset, 86_400)).year
    // The changes of the years around, in order: the last one before `seconds` says which time it is.
    var latest: (at: Int, isDaylight: Bool)?
    for year in year - 1...year + 1 {
      let start = Self.day(changes.start, year: year) * 86_400 + changes.startTime - standard.offset
      let end = Self.day(changes.end, year: year) * 86_400 + changes.endTime - daylight.offset
      for (at, isDaylight) in [(start, true), (end, false)] where at <= seconds {
        if latest.map({ at >= $0.at }) ?? true { latest = (at, isDaylight) }
      }
    }
    return latest?.isDaylight == true ? daylight : standard
  }

  /// Days since 1970 of a rule's day in `year`.
  static func day(_ day: Day, year: Int) -> Int {
    let january1 = CivilDate.days(year: year, month: 1, day: 1)
    switch day {
    case .julian(let number):
      let isLeap = CivilDate.daysIn(month: 2, year: year) == 29
      return january1 + number - 1 + (isLeap && number >= 60 ? 1 : 0)
    case .zeroBased(let number):
      return january1 + number
    case .weekday(let month, let week, let weekday):
      let first = CivilDate.days(year: year, month: month, day: 1)
      var day = first + (weekday - CivilDate.weekday(days: first) + 7) % 7 + (week - 1) * 7
      let last = first + CivilDate.daysIn(month: month, year: year) - 1
      while day > last { day -= 7 }
      return day
    }
  }

  private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
  }
}

/// Reads the parts of a POSIX `TZ` rule from its bytes.
private struct RuleScanner {
  let bytes: [UInt8]
  var position = 0

  var isAtEnd: Bool { position == bytes.count }
  var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// Moves past `byte` if it is next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard peek == byte else { return false }
    position += 1
    return true
  }

  /// A zone's name: three or more letters, or `<…>` with letters, digits, `+` and `-`.
  mutating func name() -> String? {
    let start = position
    if take(UInt8(ascii: "<")) {
      while let byte = peek, byte != UInt8(ascii: ">") {
        guard Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        else { return nil }
        position += 1
      }
      guard position - start - 1 >= 3, take(UInt8(ascii: ">")) else { return nil }
      return String(decoding: bytes[start + 1..<position - 1], as: UTF8.self)
    }
    while let byte = peek, Self.isLetter(byte) { position += 1 }
    guard position - start >= 3 else { return nil }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// `[+-]hh[:mm[:ss]]` in seconds, hours at most `maxHours`.
  mutating func time(maxHours: Int) -> Int? {
    var sign = 1
    if take(UInt8(ascii: "-")) {
      sign = -1
    } else {
      _ = take(UInt8(ascii: "+"))
    }
    guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
    var seconds = hours * 3_600
    if take(UInt8(ascii: ":")) {
      guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
      seconds += minutes * 60
      if take(UInt8(ascii: ":")) {
        guard let rest = number(maxDigits: 2), rest < 60 else { return nil }
        seconds += rest
      }
    }
    return sign * seconds
  }

  /// `Jn`, `n` or `Mm.w.d`.
  mutating func day() -> POSIXZoneRule.Day? {
    if take(UInt8(ascii: "J")) {
      guard let number = number(maxDigits: 3), (1...365).contains(number) else { return nil }
      return .julian(number)
    }
    if take(UInt8(ascii: "M")) {
      guard let month = number(maxDigits: 2), (1...12).contains(month), take(UInt8(ascii: ".")),
        let week = number(maxDigits: 1), (1...5).contains(week), take(UInt8(ascii: ".")),
        let weekday = number(maxDigits: 1), (0...6).contains(weekday)
      else { return nil }
      return .weekday(month: month, week: week, weekday: weekday)
    }
    guard let number = number(maxDigits: 3), (0...365).contains(number) else { return nil }
    return .zeroBased(number)
  }

  /// A decimal number of one to `maxDigits` digits.
  private mutating func number(maxDigits: Int) -> Int? {
    var value = 0
    let start = position
    while let byte = peek, Self.isDigit(byte), position - start < maxDigits {
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      position += 1
    }
    return position > start ? value : nil
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
