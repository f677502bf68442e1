import Foundation

/// One crew report from `RW/Reports`: the state of one station segment of highway when it was filed.
struct ODOTReport: Equatable, Sendable {
  /// The segment's stable id, as text ("140").
  var stationID: String
  /// The segment's name as published ("SANTIAM PASS SMT").
  var name: String
  /// The route as published ("US20").
  var routeID: String
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

  /// Reads one report; nil when it carries no station id (it cannot be placed).
  init?(_ object: [String: Any]) {
    guard let station = ODOTValue.id(object["station-id"]) else { return nil }
    stationID = station
    let location = object["location"] as? [String: Any] ?? [:]
    name = ODOTValue.text(location["location-name"]) ?? "station \(station)"
    routeID = ODOTValue.text(location["route-id"]) ?? ""
    entryTime = (object["entry-time"] as? String).flatMap(ODOTTime.parse)
    expiryTime = (object["expiry-time"] as? String).flatMap(ODOTTime.parse)
    airTemperatureC = ODOTValue.number(object["air-temperature"])
    snowfallCm = ODOTValue.number(object["snowfall-accum-rate"])
    snowDepthCm = ODOTValue.number(object["adjacent-snow-depth"])
    weatherID = ODOTValue.id((object["weather-conditions"] as? [String: Any])?["weather-id"])
    roadConditionID = ODOTValue.id((object["road-conditions"] as? [String: Any])?["road-cond-id"])
    restrictionID = ODOTValue.id((object["driving-restriction"] as? [String: Any])?["restriction-id"])
    comments = ODOTValue.text(object["comments"])
    let start = location["start-location"] as? [String: Any] ?? [:]
    let end = location["end-location"] as? [String: Any] ?? [:]
    area = ODOTArea(
      ODOTValue.number(start["start-lat"]), ODOTValue.number(start["start-long"]), ODOTValue.number(end["end-lat"]),
      ODOTValue.number(end["end-long"]))
  }

  /// Whether it is still valid at `now`: it names an expiry time, and that time has not passed.
  func isCurrent(at now: Date) -> Bool {
    guard let expiryTime else { return false }
    return expiryTime > now
  }
}
