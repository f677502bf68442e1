import Foundation

/// The TripCheck fixtures as a live server would answer them today: the winter reports and the
/// incident list were made at 2025-01-10 19:40 UTC, so served as they are every report has long
/// expired and the list is too old to say which roads are closed.
public enum TripCheckFixtures {
  /// The time the winter fixture's answer was made.
  public static let madeAt = "2025-01-10T19:40:00Z"

  /// The winter reports with every time moved so the answer was made just now.
  public static func winterOfNow() throws -> Data {
    try shifted(try Fixtures.data("tripcheck/RW/Reports"), toNowFrom: madeAt)
  }

  /// The incident list with every time moved as `winterOfNow` moves the reports: made just now.
  public static func incidentsOfNow() throws -> Data {
    try shifted(try Fixtures.data("tripcheck/Incidents"), toNowFrom: madeAt)
  }

  /// `data` with every ISO 8601 time in it (offset or `Z`, fractional seconds or not) moved by
  /// the time from `reference` to now, written in UTC.
  public static func shifted(_ data: Data, toNowFrom reference: String) throws -> Data {
    let text = String(decoding: data, as: UTF8.self)
    guard let origin = parse(reference) else { return data }
    let offset = Date().timeIntervalSince(origin)
    let pattern = try NSRegularExpression(pattern: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)"#)
    let formatter = ISO8601DateFormatter()
    var result = text
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
      guard let range = Range(match.range, in: text), let date = parse(String(text[range])) else { continue }
      result.replaceSubrange(range, with: formatter.string(from: date.addingTimeInterval(offset)))
    }
    return Data(result.utf8)
  }

  /// An ISO 8601 time with or without fractional seconds.
  static func parse(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)
  }
}
