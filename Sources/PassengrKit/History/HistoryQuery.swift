import Foundation

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
    let iso = ISO8601DateFormatter()
    if let date = iso.date(from: text) { return date }
    let day = DateFormatter()
    day.locale = Locale(identifier: "en_US_POSIX")
    day.timeZone = PacificTime.zone ?? TimeZone(secondsFromGMT: 0)
    for format in ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm", "yyyy-MM-dd"] {
      day.dateFormat = format
      if let date = day.date(from: text) { return date }
    }
    return nil
  }
}
