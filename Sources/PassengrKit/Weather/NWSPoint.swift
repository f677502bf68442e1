import Foundation

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
  /// When it was fetched: a point's grid rarely changes, so it is kept for days.
  var fetchedAt: Date

  /// How long a point's answer is kept.
  static let keptFor: TimeInterval = 7 * 86_400
}
