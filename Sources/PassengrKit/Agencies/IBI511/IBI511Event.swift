import FoundationEssentials

/// One record of the `event` resource: a closure, incident, roadwork or notice, with the words,
/// codes, times and positions the platform gives it. Fields in a shape the reader cannot take are
/// listed in `problems`; such an event still counts where it may lie, and never as good news.
struct IBI511Event: Sendable {
  var id: String?
  var roadway: String?
  var directionOfTravel: String?
  var eventType: String?
  var isFullClosure: Bool?
  var start: Date?
  var plannedEnd: Date?
  var lastUpdated: Date?
  /// The start and end points, where given (0/0 is none).
  var points: [Coordinate]
  /// Each polyline's points (a string or a list of them).
  var polylines: [[Coordinate]]
  /// Every text field with its label, in the order read: description, comment, sub type, lanes
  /// affected, detour instructions.
  var words: [(label: String, text: String)]
  /// Fields present in a shape the reader cannot take.
  var problems: [String]

  /// The event of `record`.
  init(_ record: IBI511Record) {
    var problems: [String] = []
    id = record.id
    roadway = record.text("RoadwayName", problems: &problems)
    directionOfTravel = record.text("DirectionOfTravel", problems: &problems)
    eventType = record.text("EventType", problems: &problems)
    isFullClosure = record.flag("IsFullClosure", problems: &problems)
    start = record.date("StartDate", "StartTime", problems: &problems)
    plannedEnd = record.date("PlannedEndDate", "EndTime", problems: &problems)
    lastUpdated = record.date("LastUpdated", "Reported", problems: &problems)
    points =
      Self.point(record, "Latitude", "Longitude", &problems)
      + Self.point(record, "LatitudeSecondary", "LongitudeSecondary", &problems)
    var lines: [[Coordinate]] = []
    for encoded in record.texts("EncodedPolyline", problems: &problems) where !encoded.isEmpty {
      if let line = IBI511Polyline.decode(encoded) {
        lines.append(line)
      } else {
        problems.append("EncodedPolyline is not a polyline")
      }
    }
    polylines = lines
    var words: [(String, String)] = []
    let fields = [
      ("Description", "Description"), ("Comment", "Comment"), ("EventSubType", "Type"), ("LanesAffected", "Lanes"),
      ("DetourInstructions", "Detour"),
    ]
    for (field, label) in fields {
      if let text = record.text(field, problems: &problems) { words.append((label, text)) }
    }
    self.words = words
    self.problems = problems
  }

  /// The point of the two fields, when both are numbers and not 0/0.
  static func point(_ record: IBI511Record, _ latitude: String, _ longitude: String, _ problems: inout [String])
    -> [Coordinate]
  {
    guard let lat = record.number(latitude, problems: &problems),
      let lon = record.number(longitude, problems: &problems),
      lat != 0 || lon != 0, let point = Coordinate(latitude: lat, longitude: lon)
    else { return [] }
    return [point]
  }

  /// Whether its code makes it a closure of every lane: `IsFullClosure`, or an event of the
  /// closures type that does not say it leaves a lane open.
  var isClosureByCode: Bool {
    if isFullClosure == true { return true }
    return eventType?.lowercased() == "closures" && isFullClosure != false
  }

  /// Whether it may be in force at `now`: begun (or no start given), and not ended (an end before
  /// its start is no end).
  func mayBeActive(at now: Date) -> Bool {
    if let start, start > now { return false }
    if let plannedEnd, plannedEnd < now, start.map({ plannedEnd > $0 }) ?? true { return false }
    return true
  }

  /// The directions it covers of a pass running `ways`: the one it names when the pass has it;
  /// every way for `None`, `All Directions`, `Both Directions`, nothing, or a direction the pass
  /// does not run (`Inbound`, northbound on an east-west road).
  func directions(of ways: [TravelDirection]) -> [TravelDirection] {
    guard let named = directionOfTravel.flatMap(TravelDirection.init(text:)), named != .both, ways.contains(named)
    else { return ways }
    return [named]
  }

  /// Its headline for notices: the description, else the type.
  var headline: String {
    words.first?.text ?? [eventType, roadway].compactMap { $0 }.joined(separator: " on ")
  }

  /// Every point it gives: the start and end points and every polyline's.
  var allPoints: [[Coordinate]] {
    var paths = polylines
    if !points.isEmpty { paths.append(points) }
    return paths
  }
}
