import FoundationEssentials

/// How a JSON document is laid out: on one line or indented, and how much of NWS's forecasts it
/// carries. By default a document is compact and a forecast keeps the period in force and those
/// starting within the next day, without the hourly ones: what a script deciding on a drive reads.
public struct JSONLayout: Equatable, Sendable {
  /// Whether the document is indented for people, one value a line.
  public var isPretty: Bool
  /// Whether every forecast period is included, and NWS's hourly periods beside them (they are
  /// most of a document's size).
  public var showsHourly: Bool

  /// The window of forecast periods kept by default, from the pass's moment.
  static let forecastWindow: TimeInterval = 24 * 3600

  /// Creates a layout: compact, the next day's periods, no hourly ones unless asked.
  public init(isPretty: Bool = false, showsHourly: Bool = false) {
    self.isPretty = isPretty
    self.showsHourly = showsHourly
  }

  /// The periods of `periods` a document carries at `now`: those not over that start within the
  /// window, or all of them with `showsHourly`.
  func periods(_ periods: [WeatherPeriod], at now: Date) -> [WeatherPeriod] {
    if showsHourly { return periods }
    let until = now.addingTimeInterval(Self.forecastWindow)
    return periods.filter { $0.end > now && $0.start < until }
  }
}
