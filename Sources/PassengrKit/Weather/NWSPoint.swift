import FoundationEssentials

/// What NWS's `/points/{lat},{lon}` answer says of a point: the forecast addresses to use as given.
struct NWSPoint: Codable, Equatable, Sendable {
  /// The 12-hour forecast's address.
  var forecast: URL
  /// The hourly forecast's address, when given.
  var hourly: URL?
  /// The hourly forecast's address as given when it cannot be used (not an http(s) address).
  var unusableHourly: String?
  /// The IANA zone of the point ("America/Denver"), when given.
  var timeZone: String?
  /// The point's forecast zone, county and fire-weather zone ("WAZ568", "WAC033"), which NWS's
  /// alerts name where they apply: an area's alerts are matched to a pass by them. Nil in a cache
  /// an earlier version wrote (such a point is asked again).
  var zones: [String]?
  /// When it was fetched.
  var fetchedAt: Date
  /// Until when it may be kept: as long as NWS's caching headers allow (`max-age`, `Expires`), at
  /// most `keptFor`; grids change without notice. Nil (an older cache) is not kept.
  var keptUntil: Date?

  /// The longest a point's answer is kept, whatever the headers say.
  static let keptFor: TimeInterval = 7 * 86_400

  /// Whether it may still be used at `now`.
  func isFresh(at now: Date) -> Bool {
    guard let keptUntil, fetchedAt <= now.addingTimeInterval(300) else { return false }
    return now < keptUntil && now.timeIntervalSince(fetchedAt) < Self.keptFor
  }
}
