import FoundationEssentials

/// What the National Weather Service says about a pass's summit: its forecast and the alerts for
/// its point. Information beside the agency's answer: it never changes a road level.
public struct PassWeather: Codable, Equatable, Sendable {
  /// The 12-hour forecast, the last one fetched.
  public internal(set) var forecast: WeatherForecast?
  /// The hourly forecast, the last one fetched.
  public internal(set) var hourly: WeatherForecast?
  /// Every alert NWS listed for the point at the last fetch, as listed: which count is decided at
  /// the moment asked (`alerts(at:)`), since alerts begin and end.
  var listedAlerts: [WeatherAlert]
  /// When the alerts were fetched; nil when they never were.
  public internal(set) var alertsFetchedAt: Date?
  /// What went wrong at the last refresh, one line each.
  public internal(set) var problems: [WeatherProblem]
  /// Where it was read from when not NWS itself (a mirror or directory given as the base location).
  var origin: String?

  /// Weather with nothing in it yet.
  init(
    forecast: WeatherForecast? = nil, hourly: WeatherForecast? = nil, listedAlerts: [WeatherAlert] = [],
    alertsFetchedAt: Date? = nil,
    problems: [WeatherProblem] = [], origin: String? = nil
  ) {
    self.forecast = forecast
    self.hourly = hourly
    self.listedAlerts = listedAlerts
    self.alertsFetchedAt = alertsFetchedAt
    self.problems = problems
    self.origin = origin
  }

  /// The alerts in force at `now` (begun or announced), by NWS's rules.
  public func alerts(at now: Date) -> [WeatherAlert] { WeatherAlerts.inForce(listedAlerts, at: now) }

  /// The alerts in effect at `time` (onset ≤ time < end), as known at `now`.
  public func alerts(inEffectAt time: Date, knownAt now: Date) -> [WeatherAlert] {
    WeatherAlerts.inEffect(listedAlerts, at: time, knownAt: now)
  }

  /// The forecast period covering `time`: the hourly one when the hourly forecast reaches it,
  /// else the 12-hour one.
  public func period(at time: Date) -> WeatherPeriod? {
    hourly?.period(at: time) ?? forecast?.period(at: time)
  }

  /// The latest end of the forecasts: how far ahead a time can be looked at.
  public var reach: Date? { [forecast?.range?.upperBound, hourly?.range?.upperBound].compactMap { $0 }.max() }

  /// The earliest start of the forecasts.
  public var firstStart: Date? { [forecast?.range?.lowerBound, hourly?.range?.lowerBound].compactMap { $0 }.min() }
}
