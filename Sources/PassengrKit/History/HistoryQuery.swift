import Foundation

/// Which history records to show: since when, which passes, escalations only.
public struct HistoryQuery: Sendable {
  /// Only changes at or after this time.
  public var since: Date?
  /// Only the changes of this refresh (the default of `diff`: the last one).
  public var refresh: Int?
  /// Only these passes; nil for all.
  public var passIDs: Set<Int>?
  /// Only changes to a worse level.
  public var onlyEscalations: Bool

  /// A query; every criterion is optional.
  public init(since: Date? = nil, refresh: Int? = nil, passIDs: Set<Int>? = nil, onlyEscalations: Bool = false) {
    self.since = since
    self.refresh = refresh
    self.passIDs = passIDs
    self.onlyEscalations = onlyEscalations
  }

  /// The records that match, oldest first.
  public func filter(_ records: [HistoryRecord]) -> [HistoryRecord] {
    records.filter { record in
      (since.map { record.at >= $0 } ?? true)
        && (refresh.map { record.refresh == $0 } ?? true)
        && (passIDs.map { $0.contains(record.passId) } ?? true)
        && (!onlyEscalations || record.escalation)
    }
  }

  /// Parses `--since`: a span back from `now` (`2h`, `7d`) or a date (`2025-01-10`, ISO 8601).
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
