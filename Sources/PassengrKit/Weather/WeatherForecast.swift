import FoundationEssentials

/// An NWS forecast for a pass's grid cell: 12-hour periods for about a week, or hourly ones.
public struct WeatherForecast: Codable, Equatable, Sendable {
  /// The periods, in order.
  public internal(set) var periods: [WeatherPeriod]
  /// When the forecast office last issued the grid (`updateTime`): what its age is told by.
  public internal(set) var updatedAt: Date?
  /// When Passengr fetched it.
  public internal(set) var fetchedAt: Date
  /// The grid cell's elevation in metres, which can differ from the summit's by hundreds.
  public internal(set) var elevationMeters: Double?
  /// The address it was fetched from (as NWS named it): what it is cached under.
  var url: String
  /// How long NWS said it may be reused (`Cache-Control: max-age`), in seconds.
  var maxAge: Int?
  /// How many of the periods NWS listed could not be read (no start, no end, an end before the
  /// start) and are left out.
  var skippedPeriods: Int?

  /// How long after its issue a forecast stays current.
  static let currentFor: TimeInterval = 12 * 3600

  /// Whether it is old at `now`: its first period is over (a forecast that no longer begins now),
  /// or its grid was issued more than 12 hours ago (CDN edges have served days-old forecasts).
  public func isOld(at now: Date) -> Bool {
    if let first = periods.first, first.end <= now { return true }
    // Without an issue time it cannot be shown to be current.
    guard let updatedAt else { return true }
    return now.timeIntervalSince(updatedAt) > Self.currentFor
  }

  /// The period covering `time`, if any.
  public func period(at time: Date) -> WeatherPeriod? { periods.first { $0.covers(time) } }

  /// The period covering `now`, else the next one to start.
  public func next(at now: Date) -> WeatherPeriod? { period(at: now) ?? periods.first { $0.start > now } }

  /// From the first period's start to the last one's end.
  public var range: ClosedRange<Date>? {
    guard let first = periods.first?.start, let last = periods.last?.end, first <= last else { return nil }
    return first...last
  }

  /// Whether it may be reused at `now` without asking NWS again (its `max-age` lasts).
  func isFresh(at now: Date) -> Bool {
    guard let maxAge, maxAge > 0 else { return false }
    let age = now.timeIntervalSince(fetchedAt)
    return age >= 0 && age < TimeInterval(maxAge)
  }
}
