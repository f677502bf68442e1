import Foundation
import Testing

@testable import PassengrKit

/// A forecast's periods are kept as rows (they are most of what the archive holds); an earlier
/// version's periods, objects of named fields, are still read, and what does not fit is an error.
@Suite struct WeatherForecastCodingTests {
  static let evening = Date(timeIntervalSince1970: 1_736_568_000)

  static func forecast() -> WeatherForecast {
    let full = WeatherPeriod(
      name: "Tonight", start: evening, end: evening.addingTimeInterval(43_200), isDaytime: false, temperature: 18.5,
      temperatureUnit: "F", windSpeed: "5 to 10 mph", windDirection: "SW", shortForecast: "Chance Light Snow",
      detailedForecast: "A chance of light snow. Low around 18.", chanceOfPrecipitation: 30)
    let bare = WeatherPeriod(
      name: "", start: evening.addingTimeInterval(0.25), end: evening.addingTimeInterval(3_600), isDaytime: nil,
      temperature: nil, temperatureUnit: "C", windSpeed: nil, windDirection: nil, shortForecast: "",
      detailedForecast: "",
      chanceOfPrecipitation: nil)
    var forecast = WeatherForecast(
      periods: [full, bare], updatedAt: evening, fetchedAt: evening.addingTimeInterval(60), url: "https://x/forecast")
    forecast.elevationMeters = 1162.29
    forecast.maxAge = 3_600
    forecast.skippedPeriods = 1
    return forecast
  }

  func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    return encoder
  }

  func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return decoder
  }

  @Test func periodsAreRowsAndComeBackAsTheyWere() throws {
    let forecast = Self.forecast()
    let data = try encoder().encode(forecast)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rows = try #require(object["periods"] as? [[Any]])
    #expect(rows.count == 2 && rows.allSatisfy { $0.count == 11 })
    #expect(rows[0][0] as? String == "Tonight" && rows[1][3] is NSNull)
    #expect(try decoder().decode(WeatherForecast.self, from: data) == forecast)
  }

  @Test func anEarlierVersionsPeriodsOfNamedFieldsAreRead() throws {
    let forecast = Self.forecast()
    var object = try #require(
      try JSONSerialization.jsonObject(with: try encoder().encode(forecast)) as? [String: Any])
    object["periods"] = try JSONSerialization.jsonObject(with: try encoder().encode(forecast.periods))
    let earlier = try JSONSerialization.data(withJSONObject: object)
    #expect(try decoder().decode(WeatherForecast.self, from: earlier) == forecast)
  }

  @Test(arguments: [
    #"[["Tonight", 1, 2]]"#, #"[["Tonight", "soon", 2, null, null, "F", null, null, "", "", null]]"#, #"[42]"#,
    #"[{"name": "Tonight"}]"#,
  ])
  func aPeriodThatDoesNotFitIsAnErrorNotATrap(periods: String) {
    let text = #"{"fetchedAt": 1, "url": "u", "periods": \#(periods)}"#
    #expect(throws: DecodingError.self) { try decoder().decode(WeatherForecast.self, from: Data(text.utf8)) }
  }
}
