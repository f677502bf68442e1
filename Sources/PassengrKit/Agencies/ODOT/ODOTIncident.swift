import Foundation

/// One event from TripCheck's `Incidents`: where it is, whether it is in force, and whether it closes the road.
struct ODOTIncident: Equatable, Sendable {
  /// "INC-123".
  var id: String
  /// Whether it is in force: `is-active` "true" (or another spelling of yes); false only for
  /// "false" (or another spelling of no); nil when missing or unreadable. Inactive ones are listed too.
  var activity: Bool?
  /// What it says of the road: `closed` for a closure impact ("Closure", "Impassable", the closure
  /// subtype 465) or a headline stating a plain closure; `unknown` for an unclear closure in the
  /// headline, an "Unconfirmed" impact beside a stated closure, or a "Blocked" impact; nil when it
  /// states no closure.
  var statedLevel: RestrictionLevel?
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
    activity = ODOTValue.flag(object["is-active"])
    let impact = ODOTValue.text(object["impact-desc"])?.lowercased() ?? ""
    let headline = ODOTValue.text(object["headline"])
    statedLevel = Self.level(impact: impact, subtype: ODOTValue.id(object["event-subtype-id"]), headline: headline)
    direction = ODOTValue.text(location["direction"]).flatMap { TravelDirection(text: $0) }.flatMap { $0 == .both ? nil : $0 }
    let start = location["start-location"] as? [String: Any] ?? [:]
    let end = location["end-location"] as? [String: Any] ?? [:]
    startMilepost = ODOTValue.number(start["start-milepost"])
    endMilepost = ODOTValue.number(end["end-milepost"])
    place = ODOTValue.text(start["location-desc"])
    latitude = ODOTValue.number(start["start-lat"])
    longitude = ODOTValue.number(start["start-long"])
    self.headline = headline ?? ODOTValue.text(object["impact-desc"]) ?? "an incident on \(route)"
  }

  /// What an incident says of the road, from its impact and its headline (read by the one closure
  /// reader, as crew comments are): the worse of the two, an "Unconfirmed" impact making a stated
  /// closure `unknown`. Nil when neither states a closure.
  static func level(impact: String, subtype: String?, headline: String?) -> RestrictionLevel? {
    if impact.contains("closure") || impact.contains("closed") || impact.contains("impassable") || subtype == "465" { return .closed }
    let stated = StatedClosure.read(headline).map(\.level).filter { $0.isClosure || $0 == .unknown }
    var level = stated.isEmpty ? nil : RestrictionLevel.worst(of: stated)
    if impact.contains("unconfirmed"), level?.isClosure == true { level = .unknown }
    if impact.contains("blocked"), level == nil { level = .unknown }
    return level
  }

  /// Whether it may be in force: not marked inactive.
  var mayBeActive: Bool { activity != false }

  /// The level it gives a direction it closes: its stated level, or `unknown` when whether it is
  /// in force cannot be read (a closure never reads open for a missing `is-active`).
  var level: RestrictionLevel? {
    guard mayBeActive, let statedLevel else { return nil }
    return activity == nil ? .unknown : statedLevel
  }

  /// The restriction text: the headline, saying why when the level is `unknown`.
  var shownText: String {
    guard level == .unknown else { return headline }
    if activity == nil { return "\(headline) (ODOT does not say whether this closure is in force: is-active missing or unreadable)" }
    return "\(headline) (a closure ODOT does not confirm)"
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

  /// Whether it closes `direction` of a pass at `station` (whose report covers `area`): not
  /// inactive, stating a closure (`level`), on the segment, and for that direction (or both, or a
  /// direction the pass lacks).
  func closes(_ direction: TravelDirection, at station: ODOTStation, area: ODOTArea? = nil) -> Bool {
    level != nil && touches(station, area: area)
      && (self.direction.map { $0 == direction || !Self.onOneAxis($0, direction) } ?? true)
  }

  /// Whether two directions run on one axis (east-west or north-south): an incident "EB" on a
  /// north-south pass names a direction the pass does not have, so it cannot say which it closes.
  static func onOneAxis(_ one: TravelDirection, _ other: TravelDirection) -> Bool {
    let eastWest: Set<TravelDirection> = [.eastbound, .westbound]
    return eastWest.contains(one) == eastWest.contains(other)
  }
}
