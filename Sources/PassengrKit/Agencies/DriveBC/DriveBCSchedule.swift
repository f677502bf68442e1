import FoundationEssentials
import Networking

/// When an Open511 event is in force: its `intervals` (`start/end`, either side open) and its
/// `recurring_schedules` (dates, weekdays and daily hours in the pass's local time). An event is in
/// force when any of them holds now; a schedule that cannot be read is in force (it proves nothing
/// is over) and is said as a problem.
struct DriveBCSchedule: Sendable {
  /// One `start/end` interval; nil sides are open.
  struct Interval: Equatable, Sendable {
    var start: Date?
    var end: Date?
  }

  /// One recurring schedule: between `startDate` and `endDate` (local dates, inclusive), on `days`
  /// (1 = Monday … 7 = Sunday; empty: every day), from `dailyStart` to `dailyEnd` (minutes after local
  /// midnight; an end before the start runs past midnight).
  struct Recurrence: Equatable, Sendable {
    var startDate: DateParts?
    var endDate: DateParts?
    var days: Set<Int>
    var dailyStart: Int?
    var dailyEnd: Int?
  }

  /// A calendar date as written (`2026-11-28`).
  struct DateParts: Comparable, Equatable, Sendable {
    var year: Int
    var month: Int
    var day: Int

    static func < (lhs: DateParts, rhs: DateParts) -> Bool {
      (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
  }

  var intervals: [Interval]
  var recurrences: [Recurrence]
  /// What could not be read.
  var problems: [String]

  /// The schedule of an event's `schedule` object.
  init(_ object: [String: JSONValue]) {
    var problems: [String] = []
    var intervals: [Interval] = []
    if let value = object["intervals"], !value.isNull {
      if let list = value.array {
        for item in list {
          guard let written = item.string, let interval = Self.interval(written) else {
            problems.append("schedule interval \"\(item)\" cannot be read")
            continue
          }
          intervals.append(interval)
        }
      } else {
        problems.append("schedule intervals is not a list")
      }
    }
    var recurrences: [Recurrence] = []
    if let value = object["recurring_schedules"], !value.isNull {
      if let list = value.array {
        for item in list {
          guard let entry = item.object, let recurrence = Self.recurrence(entry) else {
            problems.append("a recurring schedule cannot be read")
            continue
          }
          recurrences.append(recurrence)
        }
      } else {
        problems.append("schedule recurring_schedules is not a list")
      }
    }
    self.intervals = intervals
    self.recurrences = recurrences
    self.problems = problems
  }

  /// A schedule of `intervals` alone, for tests and saved pages.
  init(intervals: [Interval], recurrences: [Recurrence] = []) {
    self.intervals = intervals
    self.recurrences = recurrences
    problems = []
  }

  /// Whether the event is in force at `now`, local times read in `zone`: any interval or
  /// recurrence holds; no readable part at all, or a part that could not be read, counts as in force.
  func isInForce(at now: Date, zone: USZone) -> Bool {
    if !problems.isEmpty || (intervals.isEmpty && recurrences.isEmpty) { return true }
    if intervals.contains(where: { ($0.start.map { $0 <= now } ?? true) && ($0.end.map { now < $0 } ?? true) }) {
      return true
    }
    guard let wall = zone.wallTime(of: now) else { return !recurrences.isEmpty }
    let today = DateParts(year: wall.year, month: wall.month, day: wall.day)
    // Foundation counts Sunday as 1; Open511 counts Monday as 1.
    let weekday = wall.weekday == 1 ? 7 : wall.weekday - 1
    let minute = wall.hour * 60 + wall.minute
    return recurrences.contains { recurrence in
      if let start = recurrence.startDate, today < start { return false }
      if let end = recurrence.endDate, end < today { return false }
      if !recurrence.days.isEmpty, !recurrence.days.contains(weekday) { return false }
      switch (recurrence.dailyStart, recurrence.dailyEnd) {
      case (let start?, let end?):
        return start <= end ? (start <= minute && minute < end) : (minute >= start || minute < end)
      case (let start?, nil): return minute >= start
      case (nil, let end?): return minute < end
      case (nil, nil): return true
      }
    }
  }

  /// The first start later than `now`, when every part begins later: the event is still to come.
  func laterStart(than now: Date) -> Date? {
    guard problems.isEmpty, recurrences.isEmpty, !intervals.isEmpty else { return nil }
    let starts = intervals.map(\.start)
    guard starts.allSatisfy({ $0.map { $0 > now } ?? false }) else { return nil }
    return starts.compactMap { $0 }.min()
  }

  /// `start/end` (either side may be empty); nil when a side is neither empty nor a time.
  static func interval(_ written: String) -> Interval? {
    let parts = written.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.trimmingSpaces()
    }
    guard (1...2).contains(parts.count) else { return nil }
    var sides: [Date?] = []
    for part in parts {
      if part.isEmpty {
        sides.append(nil)
      } else if let date = time(part) {
        sides.append(date)
      } else {
        return nil
      }
    }
    let interval = Interval(start: sides[0], end: sides.count > 1 ? sides[1] : nil)
    if let start = interval.start, let end = interval.end, end < start { return nil }
    return interval
  }

  /// An ISO 8601 time with an offset (`2021-04-26T15:19:00+00:00`, `2022-12-14T09:12:00-08:00`,
  /// fractions of seconds, no seconds at all); nil for any other text.
  static func time(_ written: String) -> Date? {
    if let date = ISO8601Time.date(written) { return date }
    if let date = ISO8601Time.formatterDate(written) ?? ISO8601Time.formatterDate(written, fractionalSeconds: true) {
      return date
    }
    // "2022-12-14T09:12-08:00": no seconds.
    if let t = written.firstIndex(of: "T"), written.distance(from: t, to: written.endIndex) >= 6 {
      let clock = written[written.index(after: t)...]
      if clock.count >= 5, clock.dropFirst(5).first.map({ $0 != ":" }) ?? false {
        let withSeconds = written[...written.index(t, offsetBy: 5)] + ":00" + clock.dropFirst(5)
        return ISO8601Time.date(String(withSeconds))
      }
    }
    return nil
  }

  /// One recurring schedule, or nil when a field is there in a shape it cannot be read in.
  static func recurrence(_ entry: [String: JSONValue]) -> Recurrence? {
    func date(_ key: String) -> DateParts?? {
      guard let value = entry[key], !value.isNull else { return .some(nil) }
      guard let written = value.string else { return nil }
      let parts = written.prefix(10).split(separator: "-").compactMap { Int($0) }
      guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
      return .some(DateParts(year: parts[0], month: parts[1], day: parts[2]))
    }
    func clock(_ key: String) -> Int?? {
      guard let value = entry[key], !value.isNull else { return .some(nil) }
      guard let written = value.string else { return nil }
      let parts = written.split(separator: ":").compactMap { Int($0) }
      guard parts.count >= 2, (0...24).contains(parts[0]), (0...59).contains(parts[1]) else { return nil }
      return .some(parts[0] * 60 + parts[1])
    }
    guard let startDate = date("start_date"), let endDate = date("end_date"),
      let dailyStart = clock("daily_start_time"), let dailyEnd = clock("daily_end_time")
    else { return nil }
    var days: Set<Int> = []
    if let value = entry["days"], !value.isNull {
      guard let list = value.array else { return nil }
      for item in list {
        guard let day = LooseJSON.number(item), let whole = Int(exactly: day), (1...7).contains(whole) else {
          return nil
        }
        days.insert(whole)
      }
    }
    return Recurrence(startDate: startDate, endDate: endDate, days: days, dailyStart: dailyStart, dailyEnd: dailyEnd)
  }
}
