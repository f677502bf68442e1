import FoundationEssentials

/// Why a pass's data is not current by its agency's own update time (`StatusRow.isOld`). Its raw
/// value is the JSON `oldReason`.
enum OldReason: String, Sendable {
  /// The update time is older than the agency allows (`Agency.oldAfter`).
  case age
  /// The source gave no update time that could be read (missing, null, malformed, before 2000 or
  /// over a day ahead): nothing shows the data is recent.
  case noUpdateTime
  /// The update time is later than the fetch by more than `skew`: a wrong clock or zone, not
  /// evidence of a recent update.
  case futureUpdateTime

  /// How far an update time may run ahead of the fetch (clocks a little apart) and still count.
  static let skew: TimeInterval = 15 * 60

  /// Why `conditions` are not current under `limit` at `now`; nil when they are current by their
  /// update time.
  static func judge(_ conditions: PassConditions, limit: TimeSpan, now: Date) -> OldReason? {
    guard let updated = conditions.updatedAt else {
      // Nothing dated to judge: the agency's answer was that it has no report (out of season, a
      // place missing from it), which the judgement tells as such.
      let isUndated =
        !conditions.restrictions.isEmpty
        && conditions.restrictions.allSatisfy { $0.gap == .outOfSeason || $0.gap == .noReport }
      return isUndated ? nil : .noUpdateTime
    }
    if updated.timeIntervalSince(min(conditions.fetchedAt, now)) > skew { return .futureUpdateTime }
    return now.timeIntervalSince(updated) > limit.seconds ? .age : nil
  }

  /// What a report says of data old for this reason: "updated 3 d ago, older than WSDOT's 2d
  /// limit", "no readable update time from WSDOT", "updated in the future (…), over 15 min after
  /// it was fetched".
  func description(updatedAt: Date?, fetchedAt: Date?, agencyName: String?, limit: TimeSpan?, now: Date) -> String {
    let agency = agencyName ?? "its agency"
    switch self {
    case .age:
      let age = updatedAt.map { "updated \($0.age(at: now))" } ?? "updated long ago"
      return age + (limit.map { ", older than \(agency)'s \($0) limit" } ?? "")
    case .noUpdateTime:
      return "no readable update time from \(agency)"
    case .futureUpdateTime:
      let when = updatedAt.map { " (\(Self.iso($0)))" } ?? ""
      return "update time\(when) is over \(Int(Self.skew / 60)) min after it was fetched"
    }
  }

  /// "2025-01-11T21:00:00Z".
  private static func iso(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle())
  }
}
