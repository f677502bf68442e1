import FoundationEssentials

/// A forecast as the archive and the NWS cache keep it: its periods as rows, each a list of the
/// period's fields in a fixed order, not an object of named fields. A pass's hourly forecast alone
/// is dozens of periods, and named fields made reading them most of the archive's decoding, so of
/// every command's start. An earlier version's periods, objects of named fields, are still read.
extension WeatherForecast {
  enum CodingKeys: String, CodingKey {
    case periods, updatedAt, fetchedAt, elevationMeters, url, maxAge, skippedPeriods
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    periods = try container.decode([PeriodRow].self, forKey: .periods).map(\.period)
    updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt)
    fetchedAt = try container.decode(Date.self, forKey: .fetchedAt)
    elevationMeters = try container.decodeIfPresent(Double.self, forKey: .elevationMeters)
    url = try container.decode(String.self, forKey: .url)
    maxAge = try container.decodeIfPresent(Int.self, forKey: .maxAge)
    skippedPeriods = try container.decodeIfPresent(Int.self, forKey: .skippedPeriods)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(periods.map(PeriodRow.init), forKey: .periods)
    try container.encodeIfPresent(updatedAt, forKey: .updatedAt)
    try container.encode(fetchedAt, forKey: .fetchedAt)
    try container.encodeIfPresent(elevationMeters, forKey: .elevationMeters)
    try container.encode(url, forKey: .url)
    try container.encodeIfPresent(maxAge, forKey: .maxAge)
    try container.encodeIfPresent(skippedPeriods, forKey: .skippedPeriods)
  }

  /// One period as a row: name, start, end, daytime, temperature, unit, wind speed, wind
  /// direction, short forecast, detailed forecast, chance of precipitation (a missing value is
  /// null); or, as earlier versions kept it, an object of named fields.
  struct PeriodRow: Codable {
    var period: WeatherPeriod

    init(_ period: WeatherPeriod) { self.period = period }

    init(from decoder: Decoder) throws {
      guard var row = try? decoder.unkeyedContainer() else {
        period = try WeatherPeriod(from: decoder)
        return
      }
      period = WeatherPeriod(
        name: try row.decode(String.self), start: try row.decode(Date.self), end: try row.decode(Date.self),
        isDaytime: try row.decodeIfPresent(Bool.self), temperature: try row.decodeIfPresent(Double.self),
        temperatureUnit: try row.decode(String.self), windSpeed: try row.decodeIfPresent(String.self),
        windDirection: try row.decodeIfPresent(String.self), shortForecast: try row.decode(String.self),
        detailedForecast: try row.decode(String.self), chanceOfPrecipitation: try row.decodeIfPresent(Int.self))
    }

    func encode(to encoder: Encoder) throws {
      var row = encoder.unkeyedContainer()
      try row.encode(period.name)
      try row.encode(period.start)
      try row.encode(period.end)
      try row.encode(period.isDaytime)
      try row.encode(period.temperature)
      try row.encode(period.temperatureUnit)
      try row.encode(period.windSpeed)
      try row.encode(period.windDirection)
      try row.encode(period.shortForecast)
      try row.encode(period.detailedForecast)
      try row.encode(period.chanceOfPrecipitation)
    }
  }
}
