import FoundationEssentials
import Networking

/// One Open511 event of DriveBC: its id, status, words, codes, schedule, roads and geography, as
/// published. A field in a shape the reader cannot take is listed in `problems`; such an event still
/// counts wherever it may lie, and never as good news.
struct DriveBCEvent: Sendable {
  /// One of the roads it names, with the direction and state DriveBC gives it.
  struct Road: Equatable, Sendable {
    /// "Highway 5", "Other Roads".
    var name: String?
    /// Where it starts and ends on the road, in words.
    var from: String?
    var to: String?
    /// `BOTH`, `NONE` (both), `N`, `NORTHBOUND`, ...
    var direction: String?
    /// `CLOSED`, `ALL_LANES_OPEN`, `SOME_LANES_CLOSED`, `SINGLE_LANE_ALTERNATING`; often absent.
    var state: String?
  }

  /// "drivebc.ca/DBC-28386".
  var id: String?
  /// "ACTIVE", "ARCHIVED".
  var status: String?
  /// The event type in capitals ("INCIDENT"), as DriveBC fills it.
  var headline: String?
  /// The sentence people read.
  var description: String?
  /// CONSTRUCTION, INCIDENT, SPECIAL_EVENT, WEATHER_CONDITION, ROAD_CONDITION.
  var eventType: String?
  var subtypes: [String]
  var severity: String?
  var created: Date?
  var updated: Date?
  /// When it is in force; nil when it gives no schedule (in force while active).
  var schedule: DriveBCSchedule?
  var roads: [Road]
  /// Its geography's paths, as points (GeoJSON `[lon, lat]` read as coordinates): one for a point,
  /// one per line.
  var paths: [[Coordinate]]
  /// Fields present in a shape the reader cannot take.
  var problems: [String]

  /// The event of one element of `events`.
  init(_ object: [String: JSONValue]) {
    var problems: [String] = []
    func text(_ key: String) -> String? {
      guard let value = object[key], !value.isNull else { return nil }
      guard let string = value.string else {
        problems.append("\(key) is not text")
        return nil
      }
      let trimmed = string.trimmingSpacesAndNewlines()
      return trimmed.isEmpty ? nil : trimmed
    }
    func date(_ key: String) -> Date? {
      guard let written = text(key) else { return nil }
      guard let date = DriveBCSchedule.time(written) else {
        problems.append("\(key) \"\(written)\" is not a time")
        return nil
      }
      return date
    }
    id = text("id")
    status = text("status")
    headline = text("headline")
    description = text("description")
    eventType = text("event_type")
    severity = text("severity")
    created = date("created")
    updated = date("updated")
    if let value = object["event_subtypes"], !value.isNull {
      if let names = value.strings {
        subtypes = names
      } else {
        subtypes = []
        problems.append("event_subtypes is not a list of names")
      }
    } else {
      subtypes = []
    }
    if let value = object["schedule"], !value.isNull {
      if let schedule = value.object {
        let read = DriveBCSchedule(schedule)
        self.schedule = read
        problems += read.problems
      } else {
        self.schedule = nil
        problems.append("schedule is not an object")
      }
    } else {
      schedule = nil
    }
    var roads: [Road] = []
    if let value = object["roads"], !value.isNull {
      if let list = value.array {
        for item in list {
          guard let road = item.object else {
            problems.append("a road is not an object")
            continue
          }
          func field(_ key: String) -> String? {
            guard let value = road[key], !value.isNull else { return nil }
            guard let string = value.string else {
              problems.append("roads[].\(key) is not text")
              return nil
            }
            let trimmed = string.trimmingSpacesAndNewlines()
            return trimmed.isEmpty ? nil : trimmed
          }
          roads.append(
            Road(
              name: field("name"), from: field("from"), to: field("to"), direction: field("direction"),
              state: field("state")))
        }
      } else {
        problems.append("roads is not a list")
      }
    }
    self.roads = roads
    if let value = object["geography"], !value.isNull {
      if let geography = value.object, let paths = Self.paths(of: geography) {
        self.paths = paths
      } else {
        paths = []
        problems.append("geography is not a point or line")
      }
    } else {
      paths = []
    }
    self.problems = problems
  }

  /// The paths of a GeoJSON geometry (Point, LineString, MultiPoint, MultiLineString, Polygon, a
  /// collection of them); nil when it is none of those or a position is no position.
  static func paths(of geometry: [String: JSONValue]) -> [[Coordinate]]? {
    func position(_ value: JSONValue) -> Coordinate? {
      guard let pair = value.array, pair.count >= 2, let lon = number(pair[0]), let lat = number(pair[1]) else {
        return nil
      }
      return Coordinate(latitude: lat, longitude: lon)
    }
    func line(_ value: JSONValue) -> [Coordinate]? {
      guard let list = value.array, !list.isEmpty else { return nil }
      let points = list.compactMap(position)
      return points.count == list.count ? points : nil
    }
    let coordinates = geometry["coordinates"] ?? .null
    switch geometry["type"]?.string {
    case "Point": return position(coordinates).map { [[$0]] }
    case "LineString", "MultiPoint": return line(coordinates).map { [$0] }
    case "MultiLineString", "Polygon":
      guard let list = coordinates.array, !list.isEmpty else { return nil }
      let lines = list.compactMap(line)
      return lines.count == list.count ? lines : nil
    case "GeometryCollection":
      guard let list = geometry["geometries"]?.array, !list.isEmpty else { return nil }
      var paths: [[Coordinate]] = []
      for item in list {
        guard let part = item.object, let more = Self.paths(of: part) else { return nil }
        paths += more
      }
      return paths
    default: return nil
    }
  }

  /// A JSON number, or a numeric string (never a flag); nil for anything else.
  static func number(_ value: JSONValue) -> Double? { LooseJSON.number(value) }

  /// Whether its status lets it apply: `ACTIVE`, or no status at all (which proves nothing is over).
  var isActive: Bool {
    guard let status else { return true }
    return status.uppercased() == "ACTIVE"
  }

  /// The texts it publishes for people, each read by the one reader: its description, and its
  /// headline when that is more than its type in capitals (DriveBC fills it with the type; its
  /// chain-ups carry their words there).
  var texts: [String] {
    var texts: [String] = []
    if let headline {
      let folded = headline.uppercased().replacingScalars(of: " ", with: "_")
      if folded != eventType?.uppercased(), !DriveBCReading.knownTypes.contains(folded) { texts.append(headline) }
    }
    if let description { texts.append(description) }
    return texts
  }

  /// Its text for notices: the description, else the headline, type and road.
  var summary: String {
    if let description { return description }
    return [headline ?? eventType, roads.first?.name].compactMap { $0 }.joined(separator: " on ")
  }
}
