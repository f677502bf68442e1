import Foundation

/// One event from TripCheck's `Incidents`: where it is, whether it is in force, and whether it closes the road.
struct ODOTIncident: Equatable, Sendable {
  /// "INC-123".
  var id: String
  /// Whether it is in force (`is-active` is the string "true"); inactive ones are listed too.
  var isActive: Bool
  /// Whether its impact is a closure ("Closure", or the closure subtype 465).
  var isClosure: Bool
  /// The route as published ("I84").
  var routeID: String
  /// The direction it is limited to; nil for both (or a direction that cannot be read).
  var direction: TravelDirection?
  /// The milepost where it starts.
  var startMilepost: Double?
  /// The milepost where it ends, when given (`end-location` may be empty).
  var endMilepost: Double?
  /// "A wildfire has closed the road. Use an alternate route."
  var headline: String
  /// "I-84, 13 miles East of Pendleton".
  var place: String?
  /// The latitude where it starts, when given.
  var latitude: Double?
  /// The longitude where it starts, when given.
  var longitude: Double?

  /// Reads one incident; nil when it names no route (it cannot be placed).
  init?(_ object: [String: Any]) {
    let location = object["location"] as? [String: Any] ?? [:]
    guard let route = ODOTValue.text(location["route-id"]) else { return nil }
    routeID = route
    id = ODOTValue.id(object["incident-id"]) ?? "?"
    isActive = ODOTValue.isTrue(object["is-active"])
    let impact = ODOTValue.text(object["impact-desc"])?.lowercased() ?? ""
    isClosure = impact.contains("closure") || impact.contains("closed") || ODOTValue.id(object["event-subtype-id"]) == "465"
    direction = ODOTValue.text(location["direction"]).flatMap { TravelDirection(text: $0) }.flatMap { $0 == .both ? nil : $0 }
    let start = location["start-location"] as? [String: Any] ?? [:]
    let end = location["end-location"] as? [String: Any] ?? [:]
    startMilepost = ODOTValue.number(start["start-milepost"])
    endMilepost = ODOTValue.number(end["end-milepost"])
    place = ODOTValue.text(start["location-desc"])
    latitude = ODOTValue.number(start["start-lat"])
    longitude = ODOTValue.number(start["start-long"])
    headline = ODOTValue.text(object["headline"]) ?? ODOTValue.text(object["impact-desc"]) ?? "an incident on \(route)"
  }

  /// Whether it touches `station`: on its route, with a milepost inside its span (either order),
  /// and inside `area` when both it and the station's report give coordinates. An incident with
  /// no milepost touches no station: it cannot be placed.
  func touches(_ station: ODOTStation, area: ODOTArea? = nil) -> Bool {
    guard ODOTValue.route(routeID) == ODOTValue.route(station.route), let start = startMilepost else { return false }
    let low = min(start, endMilepost ?? start)
    let high = max(start, endMilepost ?? start)
    guard low <= station.span.upperBound && high >= station.span.lowerBound else { return false }
    if let area, let latitude, let longitude, latitude != 0, longitude != 0 { return area.contains(latitude: latitude, longitude: longitude) }
    return true
  }

  /// Whether it closes `direction` of a pass at `station` (whose report covers `area`): active, a
  /// closure, on the segment, and for that direction (or both, or a direction the pass lacks).
  func closes(_ direction: TravelDirection, at station: ODOTStation, area: ODOTArea? = nil) -> Bool {
    isActive && isClosure && touches(station, area: area)
      && (self.direction.map { $0 == direction || !Self.onOneAxis($0, direction) } ?? true)
  }

  /// Whether two directions run on one axis (east-west or north-south): an incident "EB" on a
  /// north-south pass names a direction the pass does not have, so it cannot say which it closes.
  static func onOneAxis(_ one: TravelDirection, _ other: TravelDirection) -> Bool {
    let eastWest: Set<TravelDirection> = [.eastbound, .westbound]
    return eastWest.contains(one) == eastWest.contains(other)
  }
}
