import FoundationEssentials

/// One record of the `mountainpasses` resource: the platform's own pass, its weather station's
/// readings, its forecast and (Utah) its seasonal gate. Observations only, except a gate stated
/// closed: an open gate, an empty list or none at all says only that no seasonal gate is shut.
struct IBI511PassRecord: Sendable {
  /// One seasonal gate.
  struct Gate: Sendable {
    /// `OPEN`, `CLOSED` or words the reader does not know, as published.
    var status: String?
    /// "Francis to Hanna".
    var description: String?
  }

  var id: String?
  var name: String?
  var roadway: String?
  var position: Coordinate?
  var airTemperatureF: Double?
  var surfaceTemperatureF: Double?
  var windSpeedMph: Double?
  var windGustMph: Double?
  var windDirection: String?
  var surfaceStatus: String?
  var visibility: String?
  var stationName: String?
  /// `period;summary` pairs.
  var forecast: [ForecastPeriod]
  /// The seasonal gates; nil when the record carries none (no gate, not "open").
  var gates: [Gate]?
  var problems: [String]

  /// The pass of `record`.
  init(_ record: IBI511Record) {
    var problems: [String] = []
    id = record.id
    name = record.text("Name", "PassName", problems: &problems)
    roadway = record.text("Roadway", "RoadwayName", problems: &problems)
    let lat = record.number("Latitude", problems: &problems)
    let lon = record.number("Longitude", problems: &problems)
    position = lat.flatMap { lat in
      lon.flatMap { lon in lat == 0 && lon == 0 ? nil : Coordinate(latitude: lat, longitude: lon) }
    }
    airTemperatureF = record.number("AirTemperature", problems: &problems)
    surfaceTemperatureF = record.number("SurfaceTemp", "SurfaceTemperature", problems: &problems)
    windSpeedMph = record.number("WindSpeed", problems: &problems)
    windGustMph = record.number("WindGust", problems: &problems)
    windDirection = record.text("WindDirection", problems: &problems)
    surfaceStatus = record.text("SurfaceStatus", problems: &problems)
    visibility = record.text("Visibility", problems: &problems)
    stationName = record.text("StationName", problems: &problems)
    forecast = record.text("Forecasts", problems: &problems).map(Self.periods) ?? []
    switch record.value("SeasonalInfo") {
    case nil:
      gates = nil
    case .list(let items)?:
      gates = items.compactMap { item -> Gate? in
        guard case .object(let object) = item else {
          problems.append("SeasonalInfo holds \(item.kind)")
          return nil
        }
        let gate = IBI511Record(object)
        return Gate(
          status: gate.text("SeasonalClosureStatus", problems: &problems),
          description: gate.text("SeasonalClosureDescription", problems: &problems))
      }
    case .some(let other):
      problems.append("SeasonalInfo is \(other.kind)")
      gates = nil
    }
    self.problems = problems
  }

  /// `Tonight;Snow likely|Thursday;Sunny` as periods; a part without its `;` is the text of an unnamed period.
  static func periods(_ text: String) -> [ForecastPeriod] {
    text.split(separator: "|").compactMap { part in
      let pieces = part.split(separator: ";", maxSplits: 1).map { $0.trimmingSpaces() }
      guard let first = pieces.first, !first.isEmpty else { return nil }
      return pieces.count == 2 ? ForecastPeriod(day: first, text: pieces[1]) : ForecastPeriod(day: "", text: first)
    }
  }

  /// The station's readings for people: "air 25 °F, surface 20 °F, wind NW 15 mph gusting 25 mph,
  /// surface Snow/Ice, visibility 0.5 mi (SR-35 @ Wolf Creek)"; nil when it reads nothing.
  var observations: String? {
    func whole(_ value: Double) -> String { abs(value) < 1e6 ? String(Int(value.rounded())) : String(value) }
    var parts: [String] = []
    if let air = airTemperatureF { parts.append("air \(whole(air)) °F") }
    if let surface = surfaceTemperatureF { parts.append("surface \(whole(surface)) °F") }
    if let speed = windSpeedMph {
      var wind = "wind \(windDirection.map { "\($0) " } ?? "")\(whole(speed)) mph"
      if let gust = windGustMph { wind += " gusting \(whole(gust)) mph" }
      parts.append(wind)
    }
    if let surfaceStatus { parts.append("road surface \(surfaceStatus)") }
    if let visibility { parts.append("visibility \(visibility) mi") }
    guard !parts.isEmpty else { return nil }
    return parts.joined(separator: ", ") + (stationName.map { " (\($0))" } ?? "")
  }
}
