import FoundationEssentials
import Networking

/// Reads NWS's GeoJSON answers (points, forecasts, alerts) and its error answers, tolerating what
/// varies between answers (docs/nws-data.md): absent optional fields, `null`s, numbers of either
/// kind, older shapes. Every number from NWS is checked before use.
enum NWSDecoding {
  /// Why an answer could not be read.
  struct Unreadable: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// The point's forecast addresses, when the answer describes the point `asked` (nil: not
  /// checked): its `geometry` is the point asked, rounded to NWS's four decimals. An answer for
  /// another place (a Florida forecast for a Montana pass) is refused, never used.
  static func point(_ data: Data, asked: Coordinate? = nil, fetchedAt: Date, keptUntil: Date? = nil) throws -> NWSPoint
  {
    let root = try Self.root(of: data, what: "point")
    let properties = try Self.properties(of: root, what: "point")
    if let asked {
      let pair = root["geometry"]?["coordinates"]?.array
      guard let pair, pair.count >= 2, let longitude = number(pair[0]), let latitude = number(pair[1]) else {
        throw Unreadable(description: "the point's answer does not say which point it describes; refused")
      }
      func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
      let tolerance = 0.000_1 + 1e-9
      guard abs(rounded(latitude) - rounded(asked.latitude)) <= tolerance,
        abs(rounded(longitude) - rounded(asked.longitude)) <= tolerance
      else {
        let given = Coordinate(latitude, longitude).rounded
        throw Unreadable(
          description: "the point's answer describes \(given), not the point asked (\(asked.rounded)); refused")
      }
    }
    guard let forecast = url(properties["forecast"]) else {
      throw Unreadable(description: "the point's answer names no forecast")
    }
    let hourly = url(properties["forecastHourly"])
    let given = properties["forecastHourly"].flatMap { $0.isNull ? nil : $0.description }
    let zones = ["forecastZone", "county", "fireWeatherZone"].compactMap { zone(properties[$0]) }
    return NWSPoint(
      forecast: forecast, hourly: hourly, unusableHourly: hourly == nil ? given.map { TextSanitizer.clean($0) } : nil,
      timeZone: text(properties["timeZone"]), zones: zones, fetchedAt: fetchedAt, keptUntil: keptUntil)
  }

  /// The zone id ("WAZ568", "WAC033") that `value` names: the id itself, or the last part of its
  /// address (`https://api.weather.gov/zones/forecast/WAZ568`). Nil unless it has the shape NWS
  /// gives every zone: two letters of a state or area, `Z` or `C`, three digits.
  static func zone(_ value: JSONValue?) -> String? {
    guard let given = text(value), let last = given.split(separator: "/").last else { return nil }
    let id = last.uppercased()
    let bytes = Array(id.utf8)
    guard bytes.count == 6, bytes[0...1].allSatisfy({ (65...90).contains($0) }),
      bytes[2] == UInt8(ascii: "Z") || bytes[2] == UInt8(ascii: "C"), bytes[3...].allSatisfy({ (48...57).contains($0) })
    else { return nil }
    return id
  }

  /// An alert of an area's list and the zones it names (its `geocode.UGC` and `affectedZones`).
  struct ZonedAlert: Sendable {
    var alert: WeatherAlert
    /// Empty when it names none: it cannot be placed, so it is shown for every pass of its area.
    var zones: Set<String>
  }

  /// The alerts of an `/alerts/active` answer with the zones each names.
  static func zonedAlerts(_ data: Data) throws -> [ZonedAlert] {
    let features = try Self.features(data)
    return zip(alerts(in: features), features).map { alert, feature in
      let properties = feature["properties"]?.object ?? [:]
      let named = (properties["geocode"]?["UGC"]?.array ?? []) + (properties["affectedZones"]?.array ?? [])
      return ZonedAlert(alert: alert, zones: Set(named.compactMap(zone)))
    }
  }

  /// Until when an answer fetched at `fetchedAt` may be kept, by its caching headers: `max-age`
  /// of `Cache-Control`, else `Expires`; nil when neither says (then it is not kept).
  static func keptUntil(headers: [String: String], fetchedAt: Date) -> Date? {
    if let seconds = maxAge(headers["cache-control"]) { return fetchedAt.addingTimeInterval(TimeInterval(seconds)) }
    guard let expires = headers["expires"] else { return nil }
    return RetryAfter.date(expires.trimmingSpaces())
  }

  /// A forecast (12-hour or hourly) fetched from `url` at `fetchedAt`, reusable for `maxAge` seconds.
  static func forecast(_ data: Data, url: String, fetchedAt: Date, maxAge: Int?) throws -> WeatherForecast {
    let properties = try Self.properties(of: Self.root(of: data, what: "forecast"), what: "forecast")
    guard let listed = properties["periods"]?.array else {
      throw Unreadable(description: "the forecast has no periods")
    }
    var periods: [WeatherPeriod] = []
    for item in listed {
      guard let period = item.object, let start = date(period["startTime"]),
        let end = date(period["endTime"]), start < end
      else { continue }
      let (temperature, unit) = plausible(number(period["temperature"]), unit: text(period["temperatureUnit"]))
      periods.append(
        WeatherPeriod(
          name: text(period["name"]) ?? "", start: start, end: end, isDaytime: period["isDaytime"]?.flag,
          temperature: temperature, temperatureUnit: unit,
          windSpeed: text(period["windSpeed"]), windDirection: text(period["windDirection"]),
          shortForecast: text(period["shortForecast"]) ?? "", detailedForecast: text(period["detailedForecast"]) ?? "",
          chanceOfPrecipitation: (period["probabilityOfPrecipitation"]?["value"]).flatMap(number)
            .flatMap(percent)))
    }
    if periods.isEmpty, !listed.isEmpty {
      throw Unreadable(description: "no period of the forecast has a start and an end")
    }
    periods.sort { $0.start < $1.start }
    let elevation = (properties["elevation"]?["value"]).flatMap(number)
    let skipped = listed.count - periods.count
    return WeatherForecast(
      periods: periods, updatedAt: date(properties["updateTime"]) ?? date(properties["updated"]), fetchedAt: fetchedAt,
      elevationMeters: elevation.flatMap { abs($0) < 10_000 ? $0 : nil }, url: url, maxAge: maxAge,
      skippedPeriods: skipped > 0 ? skipped : nil)
  }

  /// A temperature the earth has seen, in °F or °C; any other unit or value is no temperature.
  static func plausible(_ value: Double?, unit: String?) -> (Double?, String) {
    switch unit?.uppercased() ?? "F" {
    case "F": return (value.flatMap { (-80...140).contains($0) ? $0 : nil }, "F")
    case "C": return (value.flatMap { (-62...60).contains($0) ? $0 : nil }, "C")
    default: return (nil, "F")
    }
  }

  /// The alerts of an `/alerts/active` answer, as listed. One that cannot be read is kept as an
  /// alert saying so: no alert is ever dropped unseen.
  static func alerts(_ data: Data) throws -> [WeatherAlert] {
    alerts(in: try features(data))
  }

  /// The features of an `/alerts/active` answer.
  private static func features(_ data: Data) throws -> [JSONValue] {
    let root = try root(of: data, what: "alerts")
    guard let features = root["features"]?.array else {
      throw Unreadable(description: "the alerts answer has no features")
    }
    return features
  }

  private static func alerts(in features: [JSONValue]) -> [WeatherAlert] {
    features.map { feature in
      let properties = feature["properties"]?.object ?? [:]
      let references = (properties["references"]?.array ?? []).flatMap { reference -> [String] in
        guard let reference = reference.object else { return [] }
        return [text(reference["identifier"]), text(reference["@id"])].compactMap { $0 }
      }
      let event = text(properties["event"])
      // A time given but not readable is unknown: never replaced by another field's time.
      let unreadable = ["onset", "ends", "expires"].filter { key in
        guard let value = properties[key], !value.isNull else { return false }
        return date(value) == nil
      }
      return WeatherAlert(
        id: text(properties["id"]) ?? text(feature["id"]) ?? NWSAlertDigest.id(of: feature),
        address: text(properties["@id"]), event: event ?? "An NWS alert that could not be read",
        severity: text(properties["severity"]) ?? "Unknown", headline: text(properties["headline"]),
        onset: date(properties["onset"]), ends: date(properties["ends"]), expires: date(properties["expires"]),
        effective: date(properties["effective"]), sent: date(properties["sent"]),
        // Without a status the message cannot be told from a test: it is kept, as a real one.
        status: text(properties["status"]) ?? "Actual", messageType: text(properties["messageType"]) ?? "Alert",
        references: references, senderName: text(properties["senderName"]),
        description: text(properties["description"]),
        instruction: text(properties["instruction"]), areaDescription: text(properties["areaDesc"]),
        unreadableTimes: unreadable.isEmpty ? nil : unreadable)
    }
  }

  /// What an answer that is not a success says: NWS's problem+json, or a CDN's HTML page.
  static func problem(status: Int, headers: [String: String], data: Data, resource: String) -> WeatherProblem {
    let type = headers["content-type"]?.lowercased() ?? ""
    let looksHTML =
      type.contains("html")
      || data.prefix(64).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }.first == UInt8(ascii: "<")
    let correlation = headers["x-correlation-id"].map { ", correlation id \($0)" } ?? ""
    if looksHTML {
      if status == 403 { return WeatherProblem(kind: .refused, resource: resource, detail: "HTTP 403, access denied") }
      return WeatherProblem(
        kind: .unavailable, resource: resource, detail: "HTTP \(status), an HTML page instead of data")
    }
    let body = (try? JSONValue(parsing: data))?.object ?? [:]
    let problemType = text(body["type"]) ?? ""
    let title = text(body["title"]) ?? ""
    let detail = text(body["detail"]) ?? ""
    if problemType.hasSuffix("ForecastGridExpired")
      || title.lowercased() == "forecast grid expired"
    {
      return WeatherProblem(kind: .gridExpired, resource: resource, detail: issueTime(in: detail) ?? "")
    }
    if status == 404 || problemType.hasSuffix("InvalidPoint") {
      return WeatherProblem(kind: .noDataForPoint, resource: resource, detail: title.isEmpty ? "HTTP \(status)" : title)
    }
    if status == 403 {
      return WeatherProblem(kind: .refused, resource: resource, detail: "HTTP 403\(title.isEmpty ? "" : ", \(title)")")
    }
    let words = [title, detail].filter { !$0.isEmpty }.joined(separator: ": ")
    return WeatherProblem(
      kind: .unavailable, resource: resource, detail: "HTTP \(status)\(words.isEmpty ? "" : " \(words)")\(correlation)")
  }

  /// `max-age` of a `Cache-Control` header, in seconds.
  static func maxAge(_ header: String?) -> Int? {
    guard let header else { return nil }
    for directive in header.lowercased().split(separator: ",") {
      let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
      if parts.count == 2, parts[0] == "max-age", let seconds = Int(parts[1]), seconds >= 0 {
        return min(seconds, 86_400)
      }
    }
    return nil
  }

  // MARK: - Pieces

  private static func root(of data: Data, what: String) throws -> [String: JSONValue] {
    guard let root = (try? JSONValue(parsing: data))?.object else {
      throw Unreadable(description: "the \(what) answer is not a JSON object")
    }
    return root
  }

  private static func properties(of root: [String: JSONValue], what: String) throws -> [String: JSONValue] {
    guard let properties = root["properties"]?.object else {
      throw Unreadable(description: "the \(what) answer has no properties")
    }
    return properties
  }

  /// "The requested forecast grid was issued 2020-02-11T11:36:27+00:00 and has expired." → the time.
  static func issueTime(in detail: String) -> String? {
    guard let range = detail.firstRange(of: "issued ") else { return nil }
    let rest = detail[range.upperBound...].prefix { !$0.isWhitespace }
    return rest.isEmpty ? nil : String(rest)
  }

  static func text(_ value: JSONValue?) -> String? {
    guard let string = value?.string else { return nil }
    let clean = TextSanitizer.clean(string)
    return clean.isEmpty ? nil : clean
  }

  private static func url(_ value: JSONValue?) -> URL? {
    guard let string = value?.string, let url = URL(string: string), url.isWebAddress else { return nil }
    return url
  }

  static func number(_ value: JSONValue?) -> Double? { LooseJSON.number(value) }

  private static func percent(_ value: Double) -> Int? {
    guard value.isFinite, (0...100).contains(value) else { return nil }
    return Int(value.rounded())
  }

  /// An ISO 8601 time with an offset, with or without fractional seconds.
  static func date(_ value: JSONValue?) -> Date? {
    guard let string = value?.string else { return nil }
    let trimmed = string.trimmingSpaces()
    if let date = try? Date(trimmed, strategy: .iso8601) { return date }
    return try? Date(trimmed, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
