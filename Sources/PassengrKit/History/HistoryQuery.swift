import FoundationEssentials
import Networking

/// Which stored changes `diff` and `history` show.
public struct HistoryQuery: Sendable {
  /// Only these passes (by id, name or unique prefix); all when empty.
  var passes: [String]
  /// Only this agency's passes.
  var agency: AgencyID?
  /// Only changes at or after this time.
  var since: Date?
  /// Without `since`, only the changes of the last refresh (diff's default): none when it changed nothing.
  var isLastRefreshOnly: Bool
  /// Only changes to a worse level.
  var onlyEscalations: Bool

  /// Creates a query; by default every stored change.
  public init(
    passes: [String] = [], agency: AgencyID? = nil, since: Date? = nil, isLastRefreshOnly: Bool = false,
    onlyEscalations: Bool = false
  ) {
    self.passes = passes
    self.agency = agency
    self.since = since
    self.isLastRefreshOnly = isLastRefreshOnly
    self.onlyEscalations = onlyEscalations
  }

  /// The records that match, given the pass ids the names resolved to and the refresh number to
  /// keep (nil: any).
  func filter(_ records: [HistoryRecord], passIDs: Set<Int>?, refresh: Int?) -> [HistoryRecord] {
    records.filter { record in
      (since.map { record.at >= $0 } ?? true)
        && (refresh.map { record.refresh == $0 } ?? true)
        && (passIDs.map { $0.contains(record.passID) } ?? true)
        && (!onlyEscalations || record.escalation)
    }
  }

  /// The start of the changes asked for, as a user writes it: a span back from `now` ("2h", "7d"), an ISO 8601 time, or a Pacific date or
  /// date and time ("2025-01-10", "2025-01-10 08:00"); nil when it is none of those.
  public static func date(from text: String, now: Date) -> Date? {
    if let span = TimeSpan(text: text) { return now.addingTimeInterval(-span.seconds) }
    if let date = ISO8601Time.formatterDate(text) { return date }
    return pacificDate(text)
  }

  /// "2025-01-10T08:00", "2025-01-10 08:00" or "2025-01-10", Pacific time, as an `en_US_POSIX`
  /// formatter read them: numbers of any width, spaces around, only dates and times that exist (a
  /// time skipped when the clocks go forward is none; one repeated when they go back is the
  /// second, in standard time); at UTC before 1987 without the time-zone database.
  static func pacificDate(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    var index = 0
    func skipSpaces() -> Bool {
      let start = index
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
      return index > start
    }
    func number() -> Int? {
      let start = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]), index - start < 9 { index += 1 }
      guard index > start else { return nil }
      return bytes[start..<index].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }
    _ = skipSpaces()
    guard let year = number(), take(0x2D), let month = number(), take(0x2D), let day = number() else { return nil }
    var clock = (hour: 0, minute: 0)
    let afterDate = index
    if take(0x54) || skipSpaces(), let hour = number(), take(0x3A), let minute = number() {
      clock = (hour, minute)
    } else {
      index = afterDate
    }
    _ = skipSpaces()
    guard index == bytes.count,
      Plausibility.isValid(year: year, month: month, day: day, hour: clock.hour, minute: clock.minute, second: 0)
    else { return nil }
    let wall =
      ISO8601Time.civilDays(year: year, month: month, day: day) * 86_400 + clock.hour * 3_600 + clock.minute * 60
    // The instants whose Pacific wall time this is: none in the skipped hour, two in the repeated one.
    func offset(at seconds: Int) -> Int {
      let date = Date(timeIntervalSince1970: TimeInterval(seconds))
      if let time = USZone.pacific.wallTime(of: date) { return time.isDaylight ? -7 * 3_600 : -8 * 3_600 }
      return PacificTime.zone?.localTime(at: seconds).offset ?? 0
    }
    let candidates = Set([-8 * 3_600, -7 * 3_600, 0, offset(at: wall)]).map { wall - $0 }.filter {
      $0 + offset(at: $0) == wall
    }
    return candidates.max().map { Date(timeIntervalSince1970: TimeInterval($0)) }
  }
}
