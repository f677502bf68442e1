import FoundationEssentials

/// WSDOT publishes local times in Washington: America/Los_Angeles.
enum PacificTime {
  /// The database's zone, for years before `USZone.firstYear`; nil without the database.
  static let zone = ZoneInfo.named("America/Los_Angeles")

  /// The instant of a Pacific wall-clock time; nil when no such date or time exists (month 13,
  /// February 31, 99:99): never rolled over into another day.
  static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) -> Date? {
    guard (-9999...9999).contains(year) else { return nil }
    return USWallClock.date(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second, rules: .pacific, zone: zone)
  }

  /// An ISO 8601 time with an offset ("2025-01-10T20:45:00-08:00", "2025-01-11T04:45:00Z"), or
  /// without one, then read as Pacific time.
  static func date(iso8601 text: String) -> Date? {
    if let date = ISO8601Time.formatterDate(text) ?? ISO8601Time.formatterDate(text, fractionalSeconds: true) {
      return date
    }
    return date(localISO: text)
  }

  /// Parses page dates: "Wednesday, January 10, 2024 8:45 PM" and the legacy "Monday January 6, 2020 5:15 PM".
  static func date(fromPageText text: String) -> Date? {
    let months = [
      "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
      "december",
    ]
    // Month name, day (with or without a comma), four-digit year, h:mm, AM or PM (attached or not).
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "," })
    guard let at = words.indices.first(where: { months.contains(words[$0].lowercased()) && $0 + 3 < words.count }),
      let month = months.firstIndex(of: words[at].lowercased())
    else { return nil }
    let dayText = words[at + 1]
    let yearText = words[at + 2]
    var clock = words[at + 3].lowercased()
    var meridiem = ""
    if clock.hasSuffix("am") || clock.hasSuffix("pm") {
      meridiem = String(clock.suffix(2))
      clock = String(clock.dropLast(2))
    } else if at + 4 < words.count, ["am", "pm"].contains(words[at + 4].lowercased()) {
      meridiem = words[at + 4].lowercased()
    }
    let parts = clock.split(separator: ":")
    guard TextScanner.isDigits(dayText), dayText.count <= 2, let day = Int(dayText), TextScanner.isDigits(yearText),
      yearText.count == 4,
      let year = Int(yearText), parts.count == 2, TextScanner.isDigits(parts[0]), TextScanner.isDigits(parts[1]),
      parts[1].count == 2,
      var hour = Int(parts[0]), let minute = Int(parts[1]), (1...12).contains(hour), !meridiem.isEmpty
    else { return nil }
    if hour == 12 { hour = 0 }
    if meridiem == "pm" { hour += 12 }
    return date(year: year, month: month + 1, day: day, hour: hour, minute: minute)
  }

  /// "2025-01-10T20:45" or "2025-01-10T20:45:00", a Pacific wall-clock time without an offset.
  /// A time that carries a zone (`…Z`, `…-07:00`) is read at the instant it names.
  static func date(localISO text: String) -> Date? {
    // yyyy-MM-ddTHH:mm, then optionally :ss.
    let bytes = Array(text.utf8)
    func digits(_ start: Int, _ count: Int) -> Int? {
      guard start + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[start..<start + count] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    func byte(_ index: Int, is character: Character) -> Bool {
      index < bytes.count && bytes[index] == character.asciiValue
    }
    guard let year = digits(0, 4), byte(4, is: "-"), let month = digits(5, 2), byte(7, is: "-"), let day = digits(8, 2),
      byte(10, is: "T"), let hour = digits(11, 2), byte(13, is: ":"), let minute = digits(14, 2)
    else { return nil }
    let second = byte(16, is: ":") ? digits(17, 2) ?? 0 : 0
    // A zone after the time (`Z`, `-07:00`, `+0000`, after any fraction) names the instant: it is
    // read at that instant, never as Pacific wall time.
    var index = byte(16, is: ":") ? 19 : 16
    if byte(index, is: ".") || byte(index, is: ",") {
      index += 1
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
    }
    if index < bytes.count {
      var offset: Int?
      if byte(index, is: "Z") || byte(index, is: "z") {
        offset = 0
      } else if byte(index, is: "+") || byte(index, is: "-"), let hours = digits(index + 1, 2), hours <= 14 {
        let minutes = byte(index + 3, is: ":") ? digits(index + 4, 2) : digits(index + 3, 2)
        offset = (byte(index, is: "-") ? -1 : 1) * (hours * 3_600 + (minutes ?? 0) * 60)
      }
      if let offset {
        guard
          let seconds = ISO8601Time.secondsSince1970(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds - offset))
      }
    }
    return PacificTime.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }
}
