import FoundationEssentials
import Networking

/// One feature of either CDOT feed as Passengr needs it: where it lies (route, direction,
/// mileposts, points), when it was updated, and every text it carries, each to be read. Incidents
/// add their law code and lane closures; road-condition segments their current conditions.
struct CDOTRecord: Sendable {
  /// One text field: its name and its words.
  struct Field: Equatable, Sendable {
    /// "type", "travelerInformationMessage", "currentConditions".
    var name: String
    /// The words as published.
    var text: String

    /// Whether only the restrictions its words state count, not words not understood: a segment's
    /// name ("I-70: Vail to Copper Mountain") and a forecast are words no road vocabulary knows.
    var countsRestrictionsOnly: Bool { CDOTRecord.restrictionsOnly.contains(name) }
  }

  /// Fields whose stated restrictions count, and nothing else of them: names, forecasts and the
  /// code of who reported a condition.
  static let restrictionsOnly: Set<String> = [
    "name", "currentConditions.additionalData", "currentConditions.forecast", "currentConditions.sourceType",
  ]

  /// CDOT's id ("OpenTMS-Incident24085963313"), or a stand-in for messages.
  var id: String
  /// `routeName` as published.
  var routeName: String?
  /// The route read; nil when `routeName` is none or unreadable.
  var route: CDOTRoute?
  /// The direction of travel it is limited to: the route's suffix, else the `direction` field;
  /// nil when it names none, or the two disagree (then it speaks of both).
  var direction: TravelDirection?
  /// Its mileposts, lower first; nil when it gives none.
  var mileposts: ClosedRange<Double>?
  /// The points of its geometry, in order.
  var points: [Coordinate]
  /// When CDOT last updated it; nil when it says nothing readable.
  var updatedAt: Date?
  /// Every text it carries, in the order read.
  var fields: [Field]
  /// Incidents: the headline shown (`type`, else the message).
  var headline: String
  /// Incidents and planned events: each direction's lane map (`laneImpacts`), read.
  var laneImpacts: [CDOTLaneImpact] = []
  /// Whether CDOT marks traffic as alternating ("Alternating traffic", "Alternating Lanes"): every
  /// lane of a direction closed is then one lane taking turns, passable with delay.
  var isAlternating = false
  /// Whether CDOT marks it "Impacts both directions": its words and law speak of both.
  var isBothDirections = false
  /// Whether CDOT marks it cleared (`status` "event cleared"): it no longer applies.
  var isCleared = false
  /// The level its `type` states when CDOT's type is one Passengr knows (nil: information only);
  /// nil as a whole when the type is none or not known (then its words are read).
  var typeLevel: RestrictionLevel??
  /// The levels its known `additionalImpacts` entries state (alternating traffic is delays).
  var impactLevels: [RestrictionLevel] = []
  /// Planned events: the windows of its `schedule`; empty when it gives none readable.
  var schedule: [ClosedRange<Date>] = []
  /// Whether it gave a schedule at all (one that cannot be read keeps it in effect).
  var hasSchedule = false
  /// Planned events: when it starts and is cleared, when given.
  var startsAt: Date?
  var clearsAt: Date?

  /// The lane impacts that close every lane of their direction (nil: both directions); none when
  /// traffic alternates.
  var fullClosures: [TravelDirection?] {
    isAlternating ? [] : laneImpacts.filter { $0.state == .allClosed }.map(\.direction)
  }
  /// Whether it came from the planned events (scheduled work, seasonal closures), not the incidents.
  var isPlanned = false
  /// Whether it is a road-condition segment (it has current conditions), not an incident.
  var isSegment = false
  /// Segments: the condition phrases of its current conditions, the sentinel and leading figures
  /// taken out; empty when it reports no condition.
  var conditions: [String] = []

  /// Segments: the forecasts CDOT gives beside or instead of a condition, shown as weather.
  var forecasts: [String] = []

  /// Fields that are identity, place, time or agency bookkeeping, read as such, never as words.
  static let structural: Set<String> = [
    "id", "nameId", "routeName", "direction", "startMarker", "endMarker", "startTime", "lastUpdated", "clearTime",
    "endTime",
    "updateTime", "routeSegmentIndex", "primaryLatitude", "primaryLongitude", "secondaryLatitude", "secondaryLongitude",
    "jurisdictions", "region", "owningGroup", "patrolRoute", "detectionSource", "laneImpacts", "currentConditions",
    "schedule",
    "isOversizedLoadsProhibited", "hasRampRestriction", "project", "srid", "category", "additionalImpacts",
  ]

  /// The literal CDOT puts where a forecast stands in for a condition: it reports no condition.
  static let forecastSentinel = "forecast text included"

  /// Whether it applies at `now`: an incident until CDOT clears it; a planned event while `now`
  /// falls in one of its schedule windows, else (no window given) between its start and its
  /// clearing; a seasonal closure from its start to its clearing, whatever its windows. A schedule
  /// that cannot be read keeps it in effect.
  func isInEffect(at now: Date) -> Bool {
    guard !isCleared else { return false }
    // A season's closure whose windows are a horizon shorter than the season stands the season through.
    if typeLevel == .some(.closedForSeason), let startsAt, startsAt <= now, clearsAt.map({ now < $0 }) ?? true {
      return true
    }
    if hasSchedule, !schedule.isEmpty { return schedule.contains { $0.contains(now) } }
    if hasSchedule { return true }
    if let startsAt, now < startsAt { return false }
    if let clearsAt, now >= clearsAt { return false }
    return true
  }

  /// Reads one feature; `index` names it when it has no id.
  init(feature: [String: JSONValue], index: Int) {
    let properties = feature["properties"]?.object ?? [:]
    id = CDOTValue.words(properties["id"]) ?? "feature \(index + 1)"
    routeName = CDOTValue.words(properties["routeName"])
    route = routeName.flatMap(CDOTRoute.init)
    let stated = properties["direction"]?.string
    let named = CDOTRoute.direction(of: stated)
    switch (route?.direction, named) {
    case (let suffix?, nil): direction = CDOTRoute.namesEveryDirection(stated) ? suffix : nil
    case (nil, let word?): direction = word
    case (let suffix?, let word?): direction = suffix == word ? suffix : nil
    case (nil, nil): direction = nil
    }
    var fields: [Field] = []
    // CDOT's marks beside the words: alternating traffic, both directions; others are words.
    var unknownImpacts: [String] = []
    for entry in CDOTValue.list(properties["additionalImpacts"]) {
      switch CDOTWords.additionalImpact(entry) {
      case .some(.some(let level)): impactLevels.append(level)
      case .some(.none): break
      case .none: unknownImpacts.append(entry)
      }
      let folded = entry.lowercased()
      if folded.contains("alternating") { isAlternating = true }
      if folded.contains("both directions") { isBothDirections = true }
    }
    if !unknownImpacts.isEmpty {
      fields.append(Field(name: "additionalImpacts", text: unknownImpacts.joined(separator: ". ")))
    }
    if isBothDirections { direction = nil }
    if let category = CDOTValue.words(properties["category"]), !CDOTWords.categories.contains(category.lowercased()) {
      fields.append(Field(name: "category", text: category))
    }
    let status = CDOTValue.words(properties["status"])?.lowercased()
    isCleared = status == "event cleared" || status == "cleared"
    if let type = CDOTValue.words(properties["type"]) { typeLevel = CDOTWords.typeLevel(type) }
    let markers = [CDOTValue.milepost(properties["startMarker"]), CDOTValue.milepost(properties["endMarker"])]
      .compactMap { $0 }
    mileposts = markers.min().flatMap { low in markers.max().map { low...$0 } }
    var points = CDOTValue.points(of: feature["geometry"])
    if points.isEmpty {
      for (lat, lon) in [("primaryLatitude", "primaryLongitude"), ("secondaryLatitude", "secondaryLongitude")] {
        if let latitude = CDOTValue.number(properties[lat]), let longitude = CDOTValue.number(properties[lon]),
          let point = Coordinate(latitude: latitude, longitude: longitude)
        {
          points.append(point)
        }
      }
    }
    self.points = points
    // Every other text is words to read, however it is shaped; a time or direction field that
    // cannot be read as one is words too. A type CDOT's table knows is read by the table.
    for key in properties.keys.sorted() where !Self.structural.contains(key) {
      if key == "type", typeLevel != nil { continue }
      if key == "status", isCleared { continue }
      if let words = CDOTValue.words(properties[key]), properties[key]?.isNumberOrFlag != true {
        fields.append(Field(name: key, text: words))
      }
    }
    if let stated, named == nil, !CDOTRoute.namesEveryDirection(stated) {
      fields.append(Field(name: "direction", text: stated))
    }
    for key in ["startTime", "lastUpdated", "clearTime", "endTime"] {
      if let text = properties[key]?.string, !text.trimmingSpaces().isEmpty,
        CDOTTime.date(text: text) == nil
      {
        fields.append(Field(name: key, text: text))
      }
    }
    headline =
      ["type", "travelerInformationMessage", "name"].lazy.compactMap { CDOTValue.words(properties[$0]) }.first ?? id
    var updates = [CDOTTime.date(properties["lastUpdated"])].compactMap { $0 }
    // Every lane map that can be read counts; one in another shape is words not understood (it
    // may close lanes), never a reason to drop the others.
    let impacts = properties["laneImpacts"].map { $0.array ?? ($0.isNull ? [] : [$0]) } ?? []
    laneImpacts = impacts.compactMap(\.object).map(CDOTLaneImpact.init)
    for impact in impacts where impact.object == nil && !impact.isNull {
      fields.append(Field(name: "laneImpacts", text: "laneImpacts: \(impact.description)"))
    }
    if let message = CDOTValue.words(properties["travelerInformationMessage"]),
      message.lowercased().contains("alternating")
    {
      isAlternating = true
    }
    startsAt = CDOTTime.date(properties["startTime"])
    clearsAt = CDOTTime.date(properties["clearTime"] ?? properties["endTime"])
    if let windows = properties["schedule"]?.array {
      hasSchedule = !windows.isEmpty
      schedule = windows.compactMap { window -> ClosedRange<Date>? in
        guard let window = window.object, let start = CDOTTime.date(window["startTime"]),
          let end = CDOTTime.date(window["endTime"]), start <= end
        else { return nil }
        return start...end
      }
    }
    var phrases: [String] = []
    for entry in properties["currentConditions"]?.objects ?? [] {
      if let time = CDOTTime.date(entry["updateTime"] ?? entry["timeStamp"]) { updates.append(time) }
      for key in ["conditionDescription", "condition"] {
        guard let text = CDOTValue.words(entry[key]) else { continue }
        // "3 - dry, forecast text included": the figure is dropped, and so is the sentinel.
        let kept = text.split(separator: ",").map {
          $0.replacing(#/^\s*\d+\s*-\s*/#, with: "").trimmingSpaces()
        }
        .filter { !$0.isEmpty && $0.lowercased() != Self.forecastSentinel }
        if !kept.isEmpty { phrases.append(kept.joined(separator: ", ")) }
      }
      // The rest of an entry (a forecast, a source) is words too, read beside the condition.
      for key in entry.keys.sorted()
      where !["conditionDescription", "condition", "updateTime", "timeStamp", "conditionId"].contains(key) {
        guard let words = CDOTValue.words(entry[key]), entry[key]?.isNumberOrFlag != true else { continue }
        fields.append(Field(name: "currentConditions.\(key)", text: words))
        if key == "additionalData" || key == "forecast" { forecasts.append(words) }
      }
    }
    if properties["currentConditions"] == nil, let updated = CDOTTime.date(properties["updateTime"]) {
      updates.append(updated)
    }
    conditions = phrases
    isSegment = properties["currentConditions"] != nil
    updatedAt = updates.max()
    self.fields = fields
  }
}
