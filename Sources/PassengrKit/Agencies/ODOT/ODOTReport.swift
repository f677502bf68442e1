import FoundationEssentials

/// One crew report from `RW/Reports`: the state of one station segment of highway when it was filed.
struct ODOTReport: Equatable, Sendable {
  /// The segment's stable id, as text ("140").
  var stationID: String
  /// The segment's name as published ("SANTIAM PASS SMT"); nil when missing.
  var locationName: String?
  /// The route as published ("US20").
  var routeID: String
  /// ODOT's highway number (`hwy-id` "016"), when given.
  var highway: Int?
  /// The mileposts the report gives for its segment, when both are given and plausible.
  var mileposts: ClosedRange<Double>?
  /// When the crew filed it.
  var entryTime: Date?
  /// When it stops being valid; a report past it is not current.
  var expiryTime: Date?
  /// Air temperature, °C.
  var airTemperatureC: Double?
  /// New roadside snow since the last report, cm; negative means a trace.
  var snowfallCm: Double?
  /// Total roadside snow, cm; negative means a trace.
  var snowDepthCm: Double?
  /// The weather code, for the metadata's words.
  var weatherID: String?
  /// The road-condition code, for the metadata's words.
  var roadConditionID: String?
  /// The driving-restriction code ("0", "A", "B", "B1", "C", "D"); nil when the report has no
  /// restriction object or its object names no code.
  var restrictionID: String?
  /// The crew's own words, if any.
  var comments: String?
  /// Where the segment lies, when the report gives both ends' coordinates.
  var area: ODOTArea?
  /// Values dropped as implausible, for `doctor`.
  var notes: [String] = []

  /// The plausible range of each measurement: a value outside it is a slip, dropped with a note.
  static let plausibleTemperatureC = -60.0...60.0
  /// Roadside snow, cm (negative: a trace).
  static let plausibleSnowDepthCm = -1000.0...2000.0
  /// New snow since the last report, cm (negative: a trace).
  static let plausibleSnowfallCm = -1000.0...500.0

  /// The segment's name for messages.
  var name: String { locationName ?? "station \(stationID)" }

  /// Reads one report; nil when it carries no station id (it cannot be placed).
  init?(_ object: [String: JSONValue]) {
    guard let station = ODOTValue.id(object["station-id"]) else { return nil }
    stationID = station
    let location = object["location"]?.object ?? [:]
    locationName = ODOTValue.text(location["location-name"])
    routeID = ODOTValue.text(location["route-id"]) ?? ""
    highway = ODOTValue.id(location["hwy-id"]).flatMap { ODOTRoute("HWY\($0)")?.number }
    entryTime = (object["entry-time"]?.string).flatMap(ODOTTime.parse)
    expiryTime = (object["expiry-time"]?.string).flatMap(ODOTTime.parse)
    weatherID = ODOTValue.id(object["weather-conditions"]?["weather-id"])
    roadConditionID = ODOTValue.id(object["road-conditions"]?["road-cond-id"])
    restrictionID = ODOTValue.id(object["driving-restriction"]?["restriction-id"])
    comments = ODOTValue.words(object["comments"])
    let start = location["start-location"]?.object ?? [:]
    let end = location["end-location"]?.object ?? [:]
    if let first = ODOTValue.milepost(start["start-milepost"]), let last = ODOTValue.milepost(end["end-milepost"]) {
      mileposts = min(first, last)...max(first, last)
    }
    area = ODOTArea(
      ODOTPoint(latitude: ODOTValue.number(start["start-lat"]), longitude: ODOTValue.number(start["start-long"])),
      ODOTPoint(latitude: ODOTValue.number(end["end-lat"]), longitude: ODOTValue.number(end["end-long"])))
    airTemperatureC = measure(object["air-temperature"], "air temperature", Self.plausibleTemperatureC, unit: "°C")
    snowfallCm = measure(object["snowfall-accum-rate"], "new snow", Self.plausibleSnowfallCm, unit: "cm")
    snowDepthCm = measure(object["adjacent-snow-depth"], "snow depth", Self.plausibleSnowDepthCm, unit: "cm")
  }

  /// A measurement inside `range`; outside it, nil and a note naming the station and the value.
  private mutating func measure(_ value: JSONValue?, _ name: String, _ range: ClosedRange<Double>, unit: String)
    -> Double?
  {
    guard let number = ODOTValue.number(value) else {
      if let value, !value.isNull {
        notes.append("odot: station \(stationID) gives \(name) that is not a number; dropped")
      }
      return nil
    }
    guard range.contains(number) else {
      notes.append("odot: station \(stationID) gives \(name) \(number) \(unit), which no road has; dropped")
      return nil
    }
    return number
  }

  /// Whether it is still valid at `now`: it names an expiry time, and that time has not passed.
  func isCurrent(at now: Date) -> Bool {
    guard let expiryTime else { return false }
    return expiryTime > now
  }
}
