/// One period of a pass's weather forecast: "Tonight: Snow likely. Low around 22."
public struct ForecastPeriod: Codable, Equatable, Sendable {
  /// "Tonight", "Saturday".
  public internal(set) var day: String
  /// What is forecast.
  public internal(set) var text: String

  /// A period; text is cleaned like every text from a source.
  init(day: String, text: String) {
    self.day = TextSanitizer.clean(day)
    self.text = TextSanitizer.clean(text)
  }
}
