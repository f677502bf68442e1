import FoundationEssentials

/// One event from TripCheck's `Incidents`: where it may be, whether it is in force, and what its
/// structured fields and every word it publishes say of the road.
struct ODOTIncident: Equatable, Sendable {
  /// "INC-123".
  var id: String
  /// Whether it is in force: `is-active` "true" (or another spelling of yes); false only for
  /// "false" (or another spelling of no); nil when missing or unreadable. Inactive ones are listed too.
  var activity: Bool?
  /// `impact-desc` as published ("Closure", "No to Minimum Delay", "Unconfirmed").
  var impact: String?
  /// `event-subtype-id` ("465" is a closure).
  var subtype: String?
  /// The route as published ("I84"); nil when missing.
  var routeID: String?
  /// The route read from `routeID`; nil when it names none.
  var route: ODOTRoute?
  /// The routes its own words name (place, headline, comments), for an incident whose route id is missing.
  var routesNamed: [ODOTRoute]
  /// The direction it is limited to; nil for both (or a direction that cannot be read).
  var direction: TravelDirection?
  /// The milepost where it starts; nil when missing, 0 (TripCheck's "unused") or implausible.
  var startMilepost: Double?
  /// The milepost where it ends, when given (`end-location` may be empty).
  var endMilepost: Double?
  /// "A wildfire has closed the road. Use an alternate route."
  var headline: String
  /// The crew's or dispatcher's comments, without their HTML comments and with links as their text.
  var comments: String?
  /// "I-84, 13 miles East of Pendleton".
  var place: String?
  /// Where it starts and ends, as far as the coordinates can be read (`ODOTPoint`).
  var points: [ODOTPoint]
  /// Every text it publishes about the road (headline, comments, impact), each read by the one
  /// reader with ODOT's terms.
  var words: [RoadWords]

  /// Reads one incident. None is refused: one without a route or a place is placed as far as it can be.
  init(_ object: [String: JSONValue]) {
    let location = object["location"]?.object ?? [:]
    routeID = ODOTValue.text(location["route-id"])
    route = ODOTRoute(routeID)
    id = ODOTValue.id(object["incident-id"]) ?? "?"
    activity = ODOTValue.flag(object["is-active"])
    impact = ODOTValue.text(object["impact-desc"])
    subtype = ODOTValue.id(object["event-subtype-id"])
    let headline = ODOTValue.text(object["headline"])
    comments = ODOTValue.words(object["comments"]).map(Self.plain).flatMap(TextSanitizer.cleanOptional)
    direction = ODOTValue.text(location["direction"]).flatMap { TravelDirection(text: $0) }.flatMap {
      $0 == .both ? nil : $0
    }
    let start = location["start-location"]?.object ?? [:]
    let end = location["end-location"]?.object ?? [:]
    startMilepost = ODOTValue.milepost(start["start-milepost"])
    endMilepost = ODOTValue.milepost(end["end-milepost"])
    place = ODOTValue.text(start["location-desc"])
    points = [
      ODOTPoint(latitude: ODOTValue.number(start["start-lat"]), longitude: ODOTValue.number(start["start-long"])),
      ODOTPoint(latitude: ODOTValue.number(end["end-lat"]), longitude: ODOTValue.number(end["end-long"])),
    ].compactMap { $0 }
    self.headline = headline ?? impact ?? "an incident on \(routeID ?? "an unnamed route")"
    routesNamed = [place, headline, comments].compactMap { $0 }.flatMap(ODOTRoute.mentioned)
    // TripCheck's impact that states no delay is a value of a list, not words: "minimum delay" is no delay.
    let statesNoDelay = impact.map { Self.noDelayImpacts.contains(RestrictionClassifier.normalize($0)) } ?? false
    words = [headline, comments, statesNoDelay ? nil : impact].compactMap { $0 }.map {
      RoadWords.read($0, terms: ODOTTerms.terms)
    }
  }

  /// The impacts TripCheck uses for an event that does not hold traffic up, normalised.
  static let noDelayImpacts: Set<String> = [
    "no to minimum delay", "no to minimal delay", "minimum delay", "minimal delay", "no delay", "none",
  ]

  /// Comments as words: HTML comments dropped, a Markdown link `[text](url)` kept as its text.
  static func plain(_ text: String) -> String {
    var result = text
    while let open = result.firstRange(of: "<!--") {
      let close = result[open.upperBound...].firstRange(of: "-->")
      result.replaceSubrange(open.lowerBound..<(close?.upperBound ?? result.endIndex), with: " ")
    }
    while let label = result.firstRange(of: "]("), let opening = result[..<label.lowerBound].lastIndex(of: "["),
      let closing = result[label.upperBound...].firstIndex(of: ")")
    {
      let words = result[result.index(after: opening)..<label.lowerBound]
      result.replaceSubrange(opening...closing, with: words)
    }
    return result
  }

  /// Whether it may be in force: not marked inactive.
  var mayBeActive: Bool { activity != false }

  /// Whether its structured fields say the road is closed: a closure impact ("Closure",
  /// "Road Closed", "Impassable") or the closure subtype 465.
  var isStatedClosure: Bool {
    let impact = (impact ?? "").lowercased()
    return impact.contains("closure") || impact.contains("closed") || impact.contains("impassable") || subtype == "465"
  }

  /// The level it gives `way` of a pass whose directions are `ways`, or nil when it says nothing
  /// of `way` (inactive, for the other direction, or only information). The structured closure
  /// closes the direction the incident names, else the one its closing words all name, else both;
  /// each of its words counts for the directions it names (a direction the pass lacks: all);
  /// words not understood count `unknown`. An "Unconfirmed" impact, or an `is-active` that cannot
  /// be read, makes a closure `unknown`.
  func level(for way: TravelDirection, of ways: [TravelDirection]) -> RestrictionLevel? {
    guard mayBeActive else { return nil }
    // Words that name both directions ("Road closed in both directions") reach both, whatever
    // direction the record names.
    let namesBoth = words.contains { $0.statements.contains { $0.namesBoth && $0.level != nil && $0.level != .open } }
    if let direction, ways.contains(direction), direction != way, !namesBoth {
      // The record names the other direction, but its words may speak of this one: those that name
      // it count at their level ("Westbound lanes are also closed"), and a closure of the whole road
      // that names no direction ("The highway is closed", "All lanes of US 26 are closed") keeps it
      // from open; "Closed for a crash" is the record's own direction.
      let restricting = words.flatMap(\.statements).filter { $0.level.map { $0 != .open && $0 != .unknown } ?? false }
      let named = restricting.filter { $0.direction == way }.compactMap(\.level)
      if !named.isEmpty { return activity == nil ? .unknown : RestrictionLevel.worst(of: named) }
      return restricting.contains {
        $0.direction == .both && $0.level?.isClosure == true && Self.namesWholeRoad($0.clause)
      } ? .unknown : nil
    }
    let statements = words.flatMap(\.statements).map { statement -> RoadWords.Statement in
      var statement = statement
      if !ways.contains(statement.direction) { statement.direction = .both }
      return statement
    }
    var levels = statements.filter { $0.covers(way) }.compactMap(\.level).filter { $0 != .open }
    if isStatedClosure {
      let closing = Set(statements.filter { $0.level?.isClosure == true }.map(\.direction))
      let named = direction == nil && closing.count == 1 && closing.first != .both ? closing.first : nil
      if named == nil || named == way { levels.append(.closed) }
    }
    let impact = (impact ?? "").lowercased()
    if impact.contains("blocked") { levels.append(.unknown) }
    guard !levels.isEmpty else { return nil }
    let level = RestrictionLevel.worst(of: levels)
    if level.isClosure && (impact.contains("unconfirmed") || activity == nil) { return .unknown }
    if activity == nil { return .unknown }
    return level
  }

  /// Whether a clause names the whole road: the highway, the road, all or both lanes. A route by
  /// its number is how ODOT heads an incident of one direction too ("US 20 closed at Santiam Pass").
  static func namesWholeRoad(_ clause: String) -> Bool {
    Wording(clause).hasAny([
      "the highway", "the road", "the roadway", "all lanes", "both lanes", "the pass", "entire highway", "entire road",
    ])
  }

  /// The restriction text for `level`: the headline, saying why when the level is `unknown`.
  func shownText(for level: RestrictionLevel) -> String {
    guard level == .unknown else { return headline }
    if activity == nil {
      return "\(headline) (ODOT does not say whether this incident is in force: is-active missing or unreadable)"
    }
    if (impact ?? "").lowercased().contains("unconfirmed") { return "\(headline) (a closure ODOT does not confirm)" }
    let unread = words.filter { $0.statements.contains { $0.meaning == .unrecognised } }.map(\.text)
    return unread.isEmpty ? headline : "\(headline) (words not understood: \"\(unread.joined(separator: "\"; \""))\")"
  }

  /// Whether two directions run on one axis (east-west or north-south).
  static func onOneAxis(_ one: TravelDirection, _ other: TravelDirection) -> Bool {
    let eastWest: Set<TravelDirection> = [.eastbound, .westbound]
    return eastWest.contains(one) == eastWest.contains(other)
  }
}
