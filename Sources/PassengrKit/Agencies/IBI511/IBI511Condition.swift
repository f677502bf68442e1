import FoundationEssentials

/// One record of a road-condition resource: a `roadconditions` segment (Utah, Nevada) or a
/// `winterroads` stretch (Idaho), with its name, roadway, texts, time and geometry. The platform's
/// only positive evidence that a road is passable.
struct IBI511Condition: Sendable {
  var id: String?
  /// The segment's name: "SR-35 Wolf Creek Pass", "US-12: Lolo Pass".
  var name: String?
  var roadway: String?
  /// The status a stretch states first (`Overall Status`, `Primary Condition`, `RoadCondition`), raw.
  var status: String?
  /// Every text field with its label: the status, other condition texts, the restriction.
  var words: [(label: String, text: String)]
  var lastUpdated: Date?
  var polylines: [[Coordinate]]
  var problems: [String]

  /// The statuses of a stretch, first present counts.
  static let statusFields = ["Overall Status", "Primary Condition", "RoadCondition", "Condition", "Status"]

  /// The condition of `record`.
  init(_ record: IBI511Record) {
    var problems: [String] = []
    id = record.id
    roadway = record.text("RoadwayName", problems: &problems)
    let location = record.text("LocationDescription", problems: &problems)
    let area = record.text("AreaName", problems: &problems)
    name = [roadway, location].compactMap { $0 }.joined(separator: ": ").nonEmpty ?? area
    var status: String?
    var words: [(String, String)] = []
    for field in Self.statusFields {
      guard let value = record.value(field) else { continue }
      if let text = value.text {
        if status == nil { status = text }
        words.append((field, text))
      } else {
        problems.append("\(field) is \(value.kind)")
      }
    }
    self.status = status
    for field in [
      "Pavement Conditions", "Secondary Conditions", "WeatherCondition", "Weather Conditions", "Visibility",
      "Restriction",
    ] {
      let texts = record.texts(field, problems: &problems)
      if !texts.isEmpty { words.append((field, texts.joined(separator: "; "))) }
    }
    self.words = words
    lastUpdated = record.date("LastUpdated", problems: &problems)
    var lines: [[Coordinate]] = []
    for encoded in record.texts("EncodedPolyline", problems: &problems) where !encoded.isEmpty {
      if let line = IBI511Polyline.decode(encoded) {
        lines.append(line)
      } else {
        problems.append("EncodedPolyline is not a polyline")
      }
    }
    polylines = lines
    self.problems = problems
    // A place named where a road name belongs ("SR-35 Wolf Creek Pass") still places the record.
    if roadway == nil { roadway = area }
  }

  /// Whether its status says nothing is reported: `No Report`, or no status at all.
  var isNoReport: Bool {
    guard let status else { return true }
    let folded = TextSanitizer.clean(status).foldedWords()
    return folded == "no report" || folded == "not reported"
  }
}

extension String {
  /// The string, or nil when empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
