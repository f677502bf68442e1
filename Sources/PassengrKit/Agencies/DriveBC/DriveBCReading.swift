import FoundationEssentials

/// What one refresh read of DriveBC's event list, and the conditions of a pass made from it.
///
/// DriveBC publishes events, never a report that a road is open. A direction reads `open` ("no
/// event on this stretch") only when the whole list was read (every page, the last one not cut
/// short) and no active event in force reaches the pass's stretch in that direction; a list that may
/// not be whole leaves every direction `unknown` saying why, and a list that could not be read fails
/// every pass. An event at the pass raises what it covers: `roads[].state` as its code says, every
/// word of its description through the one reader with BC's own terms. An event that may be at the
/// pass keeps what it covers from `open`.
struct DriveBCReading: Sendable {
  /// How old the list's newest change may be and still show the list is current.
  static let currency: TimeInterval = 12 * 3600
  /// The health name of the source.
  static let source = "drivebc"

  /// The list, or why it could not be read.
  var listing: Result<DriveBCListing, Error>
  /// The moment events are judged at: now, or a recording's own time.
  var now: Date
  /// When it was read.
  var fetchedAt: Date

  /// The conditions of the pass at `site`, or why there are none (the list could not be read whole).
  func conditions(for site: DriveBCSite) -> Result<PassConditions, Error> {
    let listing: DriveBCListing
    switch self.listing {
    case .failure(let error): return .failure(error)
    case .success(let read): listing = read
    }
    let ways = site.pass.directions.all
    var conditions = PassConditions(
      restrictions: [], roadConditions: nil, weather: nil, temperatureF: nil,
      updatedAt: listing.newestUpdate(before: now), fetchedAt: fetchedAt)
    if let why = listing.incompleteness {
      conditions.restrictions = ways.map {
        Restriction(
          direction: $0, text: "DriveBC lists no event on this stretch, but its list may not be whole: \(why)",
          gap: .noReport)
      }
      conditions.warning = "DriveBC's event list may not be whole: \(why)"
    } else {
      conditions.restrictions = ways.map {
        Restriction(direction: $0, text: "DriveBC: no event on this stretch", level: .open)
      }
    }
    if listing.unreadable > 0 {
      conditions.keepFromOpen(
        ways, mayBe: .unknown, gap: .partialFetch,
        detail: "\(listing.unreadable) entries of DriveBC's list are no events and may be at the pass")
    }
    for event in listing.events {
      read(event, at: site, ways: ways, into: &conditions)
    }
    if let rule = DriveBCAdvice.winterTireRule(at: now, zone: site.zone) {
      conditions.reports.append(
        PassConditions.Notice(source: Self.source, direction: nil, level: nil, kind: .information, text: rule))
    }
    return .success(conditions)
  }

  /// Applies one event to the pass at `site`.
  func read(
    _ event: DriveBCEvent, at site: DriveBCSite, ways: [TravelDirection], into conditions: inout PassConditions
  ) {
    let placement = DriveBCPlacement.of(event, at: site)
    guard placement != .off, event.isActive else { return }
    let roads: [DriveBCEvent.Road]
    if case .on(let mine) = placement { roads = mine } else { roads = [] }
    let texts = event.texts.map(DriveBCDescription.init)
    var covered = roads.isEmpty ? ways : Self.directions(of: roads, ways: ways)
    // Roads that name no direction (`NONE`, none at all) leave it to the description's road
    // sentence ("Highway 5, northbound."); `BOTH` says both.
    if !roads.isEmpty, roads.allSatisfy({ $0.direction.map { $0.uppercased() == "NONE" } ?? true }),
      let named = texts.compactMap(\.direction).first, ways.contains(named)
    {
      covered = [named]
    }
    let direction = covered.count == 1 ? covered.first : nil
    guard event.schedule?.isInForce(at: now, zone: site.zone) ?? true else {
      if !roads.isEmpty, event.schedule?.laterStart(than: now) != nil {
        conditions.reports.append(
          PassConditions.Notice(
            source: Self.source, direction: direction, level: nil, kind: .information, isUpcoming: true,
            text: event.summary))
      }
      return
    }
    let words = event.texts.map(DriveBCTerms.read)
    let isTruncated = texts.contains(where: \.isTruncated)
    let isChainUp = texts.contains(where: \.isCommercialChainUp)
    var levels = words.flatMap { words in covered.compactMap { words.level(for: $0) } }
    let codes = roads.map { (road: $0, level: Self.level(ofState: $0.state)) }
    levels += codes.compactMap(\.level)
    let typeLevel = Self.level(ofType: event.eventType, subtypes: event.subtypes)
    if let typeLevel { levels.append(typeLevel) }
    if !event.problems.isEmpty { levels.append(.unknown) }
    let worst = levels.isEmpty ? nil : RestrictionLevel.worst(of: levels)
    switch placement {
    case .off:
      return
    case .maybe:
      // Whatever it says, an event that may be here is never left out: open is not proven.
      // Only the directions it may cover: the other direction's report stands.
      conditions.keepFromOpen(covered, mayBe: worst ?? .unknown, gap: .unplaceable, detail: event.summary)
      conditions.reports.append(
        PassConditions.Notice(
          source: Self.source, direction: direction, level: nil, kind: .unclear, text: event.summary))
    case .on:
      for (road, level) in codes {
        guard let level else { continue }
        let text = "DriveBC: \(road.name ?? "the road") \(road.state ?? ""): \(event.summary)"
        let named = road.direction.map { $0.uppercased() == "NONE" } ?? true
        raise(named ? covered : Self.directions(of: [road], ways: ways), to: level, text: text, in: &conditions)
      }
      if let typeLevel {
        raise(
          covered, to: typeLevel,
          text: "DriveBC: \(event.eventType ?? "event") \(event.subtypes.joined(separator: ", ")): \(event.summary)",
          in: &conditions)
      }
      for reading in words { apply(reading, covering: covered, of: ways, to: &conditions) }
      if isTruncated {
        conditions.keepFromOpen(
          covered, mayBe: .unknown, gap: .incompleteRecord, detail: "DriveBC cut its description short")
      }
      if !event.problems.isEmpty {
        conditions.keepFromOpen(
          covered, mayBe: .unknown, gap: .incompleteRecord, detail: event.problems.joined(separator: "; "))
      }
      let kind: NoticeKind =
        worst?.isClosure == true
        ? .closure
        : worst == .trafficDelays
          ? .oneWayControl
          : worst == .travelAdvisory
            ? .advisory
            : worst.map { $0.rank >= RestrictionLevel.tractionAdvised.rank && $0 != .unknown } == true
              ? .chains : worst == .unknown ? .unclear : isChainUp ? .trucksOnly : .information
      conditions.reports.append(
        PassConditions.Notice(source: Self.source, direction: direction, level: worst, kind: kind, text: event.summary))
    }
  }

  /// The directions of a pass running `ways` that `roads` cover: the one each names when the pass
  /// runs it; every way for `BOTH`, `NONE` (DriveBC's "both directions"), nothing, or a direction
  /// the pass does not run.
  static func directions(of roads: [DriveBCEvent.Road], ways: [TravelDirection]) -> [TravelDirection] {
    var covered: [TravelDirection] = []
    for road in roads {
      guard let named = road.direction.flatMap(TravelDirection.init(text:)), named != .both, ways.contains(named)
      else { return ways }
      if !covered.contains(named) { covered.append(named) }
    }
    return covered.isEmpty ? ways : ways.filter(covered.contains)
  }

  /// The level a road's `state` code sets for a car: `CLOSED` closes, one lane alternating or some
  /// lanes closed is delays, all lanes open sets nothing (the words still speak), no state sets
  /// nothing; a state DriveBC is not known to use is `unknown`.
  static func level(ofState state: String?) -> RestrictionLevel? {
    guard let state else { return nil }
    switch state.uppercased().replacing(" ", with: "_") {
    case "CLOSED": return .closed
    case "SINGLE_LANE_ALTERNATING", "SOME_LANES_CLOSED": return .trafficDelays
    case "ALL_LANES_OPEN": return nil
    default: return .unknown
    }
  }

  /// The level an event's type and subtypes set by themselves: none for the types and subtypes
  /// DriveBC documents (they say what sort of event it is, its words say what it does);
  /// `ROAD_CLOSED` closes; a type or subtype not documented is `unknown`.
  static func level(ofType type: String?, subtypes: [String]) -> RestrictionLevel? {
    var levels: [RestrictionLevel] = []
    if let type, !knownTypes.contains(type.uppercased()) { levels.append(.unknown) }
    for subtype in subtypes {
      let code = subtype.uppercased()
      if code == "ROAD_CLOSED" {
        levels.append(.closed)
      } else if !knownSubtypes.contains(code) {
        levels.append(.unknown)
      }
    }
    return levels.isEmpty ? nil : RestrictionLevel.worst(of: levels)
  }

  /// Open511's event types as DriveBC uses them.
  static let knownTypes: Set<String> = [
    "CONSTRUCTION", "INCIDENT", "SPECIAL_EVENT", "WEATHER_CONDITION", "ROAD_CONDITION",
  ]
  /// DriveBC's event subtypes, none of which states a level by itself.
  static let knownSubtypes: Set<String> = [
    "ALMOST_IMPASSABLE", "FIRE", "HAZARD", "ROAD_CONSTRUCTION", "ROAD_MAINTENANCE", "PARTLY_ICY", "ICE_COVERED",
    "SNOW_PACKED", "PARTLY_SNOW_PACKED", "MUD", "PLANNED_EVENT", "POOR_VISIBILITY", "PARTLY_SNOW_COVERED",
    "DRIFTING_SNOW", "PASSABLE_WITH_CARE",
  ]

  /// Raises `ways` to `level` where they are below it (by rank), saying `text`.
  func raise(_ ways: [TravelDirection], to level: RestrictionLevel, text: String, in conditions: inout PassConditions) {
    conditions.restrictions = conditions.restrictions.map { restriction in
      guard ways.contains(restriction.direction), level.rank > restriction.level.rank else { return restriction }
      if level == .unknown {
        return Restriction(direction: restriction.direction, text: "\(restriction.text) (\(text))", level: .unknown)
      }
      return Restriction(direction: restriction.direction, text: text, level: level)
    }
  }

  /// Applies an event's words: a clause that names no direction speaks for the directions the
  /// event covers; one that names a direction or both ("northbound lanes closed", "closed in both
  /// directions") speaks for what it names, whatever the event's roads say.
  func apply(
    _ words: RoadWords, covering covered: [TravelDirection], of ways: [TravelDirection],
    to conditions: inout PassConditions
  ) {
    var named = words
    named.statements = words.statements.filter { $0.direction != .both || $0.namesBoth }
    var unnamed = words
    unnamed.statements = words.statements.filter { !($0.direction != .both || $0.namesBoth) }
    conditions.apply(unnamed, label: "DriveBC", scope: covered)
    conditions.apply(named, label: "DriveBC", scope: ways)
  }
}
