import FoundationEssentials
import Networking

/// One period of an NWS forecast: "Tonight", 6 PM to 6 AM, 24 °F, "Snow", with its detailed text.
/// Hourly periods have no name and no detailed text.
public struct WeatherPeriod: Codable, Equatable, Sendable {
  /// "Tonight", "Saturday Night"; empty in an hourly forecast.
  public internal(set) var name: String
  /// When it starts.
  public internal(set) var start: Date
  /// When it ends.
  public internal(set) var end: Date
  /// Whether it is a daytime period, when said.
  public internal(set) var isDaytime: Bool?
  /// The temperature, in `temperatureUnit`; nil when none was given.
  public internal(set) var temperature: Double?
  /// "F" or "C".
  public internal(set) var temperatureUnit: String
  /// "10 to 20 mph", as published.
  public internal(set) var windSpeed: String?
  /// "SW", as published.
  public internal(set) var windDirection: String?
  /// "Snow Likely".
  public internal(set) var shortForecast: String
  /// The forecaster's sentences ("Snow. Low around 22. New snow accumulation of 4 to 8 inches
  /// possible."); empty in an hourly forecast.
  public internal(set) var detailedForecast: String
  /// The chance of precipitation in percent, when given.
  public internal(set) var chanceOfPrecipitation: Int?

  /// The temperature as people read it: "24°F"; nil without one.
  public var temperatureText: String? {
    guard let temperature, temperature.isFinite, abs(temperature) < 1_000 else { return nil }
    let whole = temperature.rounded()
    let number = whole == temperature ? String(Int(whole)) : DecimalText.text(temperature, places: 1)
    return "\(number)°\(temperatureUnit)"
  }

  /// The wind as people read it: "SW 10 to 20 mph"; nil without one.
  public var windText: String? {
    let parts = [windDirection, windSpeed].compactMap { $0 }.filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// Whether the period covers `time`.
  public func covers(_ time: Date) -> Bool { start <= time && time < end }
}
