import FoundationEssentials
import Networking

/// When a highway-information entry holds, as Caltrans writes it: "at 1600 hrs on 12/14/21" (since),
/// "from 0800 hrs to 1700 hrs on 9/29/26" (a window), "from 0900 hrs each morning to 1600 hrs each
/// night Monday thru Friday thru 2/16/24" (daily), all Pacific time.
enum HighwayInfoTime: Equatable, Sendable {
  /// In force since then (a closure's start, a reopening's time).
  case since(Date)
  /// In force only between the two times.
  case window(from: Date, to: Date)
  /// In force every day (or on the weekdays given, 1 = Sunday) between two clock times (minutes
  /// after midnight), until an end date if one is given.
  case daily(from: Int, to: Int, weekdays: Set<Int>?, until: Date?)
  /// A time was written but could not be read: the entry is applied, never ignored.
  case unreadable(String)

  /// Whether the entry holds at `now`. Unreadable times hold.
  func isInForce(at now: Date) -> Bool {
    switch self {
    case .since, .unreadable: return true
    case .window(let from, let to): return now >= from && now < to
    case .daily(let from, let to, let weekdays, let until):
      if let until, now >= until { return false }
      let parts: (hour: Int, minute: Int, weekday: Int)
      if let time = USZone.pacific.wallTime(of: now) {
        parts = (time.hour, time.minute, time.weekday)
      } else {
        guard let time = PacificTime.zone?.wallTime(of: now)?.time else { return true }
        parts = (time.hour, time.minute, time.weekday)
      }
      if let weekdays, !weekdays.contains(parts.weekday) { return false }
      let minute = parts.hour * 60 + parts.minute
      return from <= to ? (minute >= from && minute < to) : (minute >= from || minute < to)
    }
  }

  /// Whether the entry is still to come at `now` (a window or daily closure not yet in force and not over).
  func isUpcoming(at now: Date) -> Bool {
    switch self {
    case .since, .unreadable: return false
    case .window(let from, _): return now < from
    case .daily(_, _, _, let until): return !isInForce(at: now) && until.map { now < $0 } ?? true
    }
  }

  /// For people: "from 08:00 to 17:00 on 9/29/26".
  var text: String {
    switch self {
    case .since(let date): return "since \(Self.format(date))"
    case .window(let from, let to): return "from \(Self.format(from)) to \(Self.format(to))"
    case .daily(let from, let to, _, let until):
      return "daily \(Self.clock(from))-\(Self.clock(to))" + (until.map { " until \(Self.format($0))" } ?? "")
    case .unreadable(let text): return "unreadable time '\(text)'"
    }
  }

  private static func clock(_ minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
  }

  /// "9/29/26 08:00 PDT".
  private static func format(_ date: Date) -> String {
    if let time = USZone.pacific.wallTime(of: date) {
      let year = time.year % 100
      return "\(time.month)/\(time.day)/\(year < 10 ? "0" : "")\(year) \(clock(time.hour * 60 + time.minute)) "
        + USZone.pacific.abbreviation(time)
    }
    // Before 1987, through the database's file (or at UTC−8 without it), as a formatter wrote
    // "M/d/yy HH:mm zzz".
    let zone = PacificTime.zone ?? .fixed(ZoneInfo.LocalTime(offset: -8 * 3_600, abbreviation: "", isDaylight: false))
    guard let (time, local) = zone.wallTime(of: date) else { return date.formatted(.iso8601) }
    let year = time.year % 100
    return "\(time.month)/\(time.day)/\(year < 10 ? "0" : "")\(year) \(clock(time.hour * 60 + time.minute)) "
      + ZoneInfo.shortName(local, at: date)
  }

  /// The time in `text` (lower case), if it gives one: nil when it names no time at all.
  static func parse(_ text: String) -> HighwayInfoTime? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    var clocks: [Int] = []
    var dates: [(month: Int, day: Int, year: Int)] = []
    var untilIndex: Int?
    for (index, word) in words.enumerated() {
      if word == "hrs" || word == "hours" || word == "hr", index > 0, let minutes = clockMinutes(words[index - 1]) {
        clocks.append(minutes)
      } else if word.hasSuffix("hrs"), let minutes = clockMinutes(String(word.dropLast(3))) {
        clocks.append(minutes)
      } else if let date = date(word) {
        if index > 0, ["thru", "through", "until"].contains(words[index - 1]) { untilIndex = dates.count }
        dates.append(date)
      }
    }
    let mentionsTime = words.contains { $0 == "hrs" || $0.hasSuffix("hrs") } || !dates.isEmpty
    guard mentionsTime else { return nil }
    // Clock times with days of the week, or with only an end date ("from 2000 hrs to 0600 hrs thru
    // 12/3/26", "… Monday thru Sunday thru 12/3/26"), hold every day until then: no one-day window.
    let onlyUntil = untilIndex == 0 && dates.count == 1
    let isDaily =
      text.contains("each morning") || text.contains("each night") || text.contains("each day")
      || text.contains("daily") || text.contains("nightly") || text.contains("each evening")
      || weekdays(in: text) != nil || onlyUntil
    func instant(_ day: (month: Int, day: Int, year: Int), _ minutes: Int) -> Date? {
      PacificTime.date(year: day.year, month: day.month, day: day.day, hour: minutes / 60, minute: minutes % 60)
    }
    if isDaily, clocks.count >= 2 {
      let until = untilIndex.flatMap { dates[$0] }.flatMap { instant($0, 24 * 60 - 1) }
      return .daily(from: clocks[0], to: clocks[1], weekdays: weekdays(in: text), until: until)
    }
    if clocks.count >= 2, let first = dates.first {
      let second = dates.count >= 2 ? dates[1] : first
      guard let from = instant(first, clocks[0]), var to = instant(second, clocks[1]) else { return .unreadable(text) }
      if to <= from { to = to.addingTimeInterval(86400) }
      return .window(from: from, to: to)
    }
    if clocks.count == 1, let first = dates.first, let since = instant(first, clocks[0]) {
      return .since(since)
    }
    return .unreadable(
      words.filter { $0.hasSuffix("hrs") || $0 == "hrs" || date($0) != nil || clockMinutes($0) != nil }.joined(
        separator: " "))
  }

  /// "1600" → 960; "0800" → 480; nil for anything else.
  private static func clockMinutes(_ word: String) -> Int? {
    guard (3...4).contains(word.count), word.allSatisfy(\.isASCII), let value = Int(word) else { return nil }
    let hours = value / 100
    let minutes = value % 100
    guard (0...24).contains(hours), (0...59).contains(minutes) else { return nil }
    return min(hours * 60 + minutes, 24 * 60)
  }

  /// "12/14/21" or "9/29/2026".
  private static func date(_ word: String) -> (month: Int, day: Int, year: Int)? {
    guard word.first?.isNumber == true, word.utf8.contains(UInt8(ascii: "/")) else { return nil }
    let parts = word.trimmingScalars(where: { ".;:)".unicodeScalars.contains($0) }).split(separator: "/")
    guard parts.count == 3, let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2]) else {
      return nil
    }
    let fullYear = parts[2].count == 2 ? 2000 + year : year
    guard (1...12).contains(month), (1...31).contains(day), (2000...2100).contains(fullYear) else { return nil }
    return (month, day, fullYear)
  }

  /// "monday thru friday" → Monday to Friday (2...6); "wednesday thru monday" wraps over the weekend
  /// (Wednesday to Saturday and Sunday to Monday); nil when no weekday is named.
  private static func weekdays(in text: String) -> Set<Int>? {
    let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    // The days in the order written, not in the order of the week.
    var named: [(position: String.Index, day: Int)] = []
    for (offset, name) in names.enumerated() {
      var searchFrom = text.startIndex
      while let range = text[searchFrom...].firstRange(of: name) {
        named.append((range.lowerBound, offset + 1))
        searchFrom = range.upperBound
      }
    }
    named.sort { $0.position < $1.position }
    guard let first = named.first else { return nil }
    if named.count == 2, text.contains("thru") || text.contains("through") || text.contains(" to ") {
      let (from, to) = (first.day, named[1].day)
      var days: Set<Int> = [from]
      var day = from
      while day != to {
        day = day % 7 + 1
        days.insert(day)
      }
      return days
    }
    return Set(named.map(\.day))
  }
}
