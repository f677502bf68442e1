import FoundationEssentials

/// How every report words NWS's weather: a period, an alert, the forecast's age, in the pass's zone.
/// Each line says NWS is its source; none of it is a road level.
enum WeatherWording {
  /// "Tonight: Snow Likely, 24°F, wind SW 10 to 20 mph, 80% chance of precipitation".
  static func period(_ period: WeatherPeriod, zone: USZone) -> String {
    var parts = [period.shortForecast.isEmpty ? "no summary" : period.shortForecast]
    if let temperature = period.temperatureText { parts.append(temperature) }
    if let wind = period.windText { parts.append("wind \(wind)") }
    if let chance = period.chanceOfPrecipitation { parts.append("\(chance)% chance of precipitation") }
    let name = period.name.isEmpty ? ZonedTime.text(period.start, in: zone) : period.name
    return "\(name): " + parts.joined(separator: ", ")
  }

  /// "Winter Storm Warning (severe) from Sat Jan 11, 4:00 AM PST until Sun Jan 12, 4:00 AM PST":
  /// the start only while it is still ahead of `now`.
  static func alert(_ alert: WeatherAlert, zone: USZone, now: Date) -> String {
    var text = alert.event
    let severity = alert.severity.lowercased()
    if !severity.isEmpty, severity != "unknown" { text += " (\(severity))" }
    if let start = alert.start, start > now { text += " from \(ZonedTime.text(start, in: zone))" }
    if let end = alert.end { text += " until \(ZonedTime.text(end, in: zone))" }
    return text
  }

  /// "Winter Storm Warning from 4:00 AM": an alert as a verdict names it (its start when ahead).
  static func alertShort(_ alert: WeatherAlert, zone: USZone, now: Date) -> String {
    guard let start = alert.start, start > now else { return alert.event }
    return "\(alert.event) from \(ZonedTime.text(start, in: zone))"
  }

  /// "NWS, issued 3 h ago" or "NWS, old: issued 14 h ago": whose forecast it is and how old.
  static func source(of forecast: WeatherForecast, now: Date, recordedAt: Date?) -> String {
    guard let issued = forecast.updatedAt else { return "NWS, old: no issue time that can be read" }
    let age = ZonedTime.age(of: issued, at: now, recordedAt: recordedAt)
    return forecast.isOld(at: now) ? "NWS, old: issued \(age)" : "NWS, issued \(age)"
  }

  /// "NWS alerts as of 8:40 PM PST": when the alerts were asked for; for a recording, "NWS alerts
  /// as recorded Fri Jan 10 2025, 8:45 PM PST": they are the recording's, read at its time.
  static func alertsSource(_ weather: PassWeather, zone: USZone, recordedAt: Date? = nil) -> String? {
    if let recordedAt {
      return "NWS alerts as recorded \(ZonedTime.text(recordedAt, in: zone, withYear: true)): a recording"
    }
    return weather.alertsFetchedAt.map { "NWS alerts as of \(ZonedTime.text($0, in: zone))" }
  }

  /// "(NWS, asked 5 min ago)" after an alert on a card; "(NWS, in the recording)" for a recording,
  /// whose alerts were not asked for now.
  static func alertsAge(_ weather: PassWeather, now: Date, recordedAt: Date?) -> String {
    if recordedAt != nil { return " (NWS, in the recording)" }
    return weather.alertsFetchedAt.map { " (NWS, asked \(ZonedTime.age(of: $0, at: now, recordedAt: nil)))" } ?? ""
  }
}
