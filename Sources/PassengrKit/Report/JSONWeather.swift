import FoundationEssentials

/// A pass's NWS weather in JSON (`nws` of a pass): the forecasts, the alerts in force at the
/// moment the pass is judged, and what went wrong. Nothing in it is a road level.
struct JSONWeather: Encodable {
  var weather: PassWeather
  /// The moment the alerts and the forecasts' age are read at.
  var now: Date
  /// Which periods the document carries.
  var layout = JSONLayout()

  enum CodingKeys: String, CodingKey { case source, attribution, forecast, hourly, alerts, alertsFetchedAt, problems }

  struct JSONForecast: Encodable {
    var forecast: WeatherForecast
    var now: Date
    var layout = JSONLayout()

    enum CodingKeys: String, CodingKey { case updatedAt, fetchedAt, old, elevationMeters, periods }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(forecast.updatedAt, forKey: .updatedAt)
      try container.encode(forecast.fetchedAt, forKey: .fetchedAt)
      try container.encode(forecast.isOld(at: now), forKey: .old)
      try container.encode(forecast.elevationMeters, forKey: .elevationMeters)
      try container.encode(layout.periods(forecast.periods, at: now).map(JSONPeriod.init), forKey: .periods)
    }
  }

  struct JSONPeriod: Encodable {
    var period: WeatherPeriod

    enum CodingKeys: String, CodingKey {
      case name, start, end, isDaytime, temperature, temperatureUnit, windSpeed, windDirection, shortForecast,
        detailedForecast
      case chanceOfPrecipitation
    }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(period.name, forKey: .name)
      try container.encode(period.start, forKey: .start)
      try container.encode(period.end, forKey: .end)
      try container.encode(period.isDaytime, forKey: .isDaytime)
      try container.encode(period.temperature, forKey: .temperature)
      try container.encode(period.temperatureUnit, forKey: .temperatureUnit)
      try container.encode(period.windSpeed, forKey: .windSpeed)
      try container.encode(period.windDirection, forKey: .windDirection)
      try container.encode(period.shortForecast, forKey: .shortForecast)
      try container.encode(period.detailedForecast, forKey: .detailedForecast)
      try container.encode(period.chanceOfPrecipitation, forKey: .chanceOfPrecipitation)
    }
  }

  struct JSONAlert: Encodable {
    var alert: WeatherAlert

    enum CodingKeys: String, CodingKey {
      case id, event, severity, headline, onset, ends, expires, end, senderName, areaDescription, description,
        instruction
    }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(alert.id, forKey: .id)
      try container.encode(alert.event, forKey: .event)
      try container.encode(alert.severity, forKey: .severity)
      try container.encode(alert.headline, forKey: .headline)
      try container.encode(alert.onset, forKey: .onset)
      try container.encode(alert.ends, forKey: .ends)
      try container.encode(alert.expires, forKey: .expires)
      try container.encode(alert.end, forKey: .end)
      try container.encode(alert.senderName, forKey: .senderName)
      try container.encode(alert.areaDescription, forKey: .areaDescription)
      try container.encode(alert.description, forKey: .description)
      try container.encode(alert.instruction, forKey: .instruction)
    }
  }

  struct JSONProblem: Encodable {
    var problem: WeatherProblem

    enum CodingKeys: String, CodingKey { case kind, resource, message }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(problem.kind.rawValue, forKey: .kind)
      try container.encode(problem.resource, forKey: .resource)
      try container.encode(problem.description, forKey: .message)
    }
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(NWSSource.name, forKey: .source)
    try container.encode(NWSSource.attribution, forKey: .attribution)
    try container.encode(
      weather.forecast.map { JSONForecast(forecast: $0, now: now, layout: layout) }, forKey: .forecast)
    // Hourly periods only when asked: they are most of a document's size.
    try container.encode(
      layout.showsHourly ? weather.hourly.map { JSONForecast(forecast: $0, now: now, layout: layout) } : nil,
      forKey: .hourly)
    try container.encode(weather.alerts(at: now).map(JSONAlert.init), forKey: .alerts)
    try container.encode(weather.alertsFetchedAt, forKey: .alertsFetchedAt)
    try container.encode(weather.problems.map(JSONProblem.init), forKey: .problems)
  }
}
