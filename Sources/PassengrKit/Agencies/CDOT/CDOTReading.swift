import FoundationEssentials

/// What one refresh read from CDOT's two feeds, and the conditions of a pass made from them. A
/// direction is `open` only on positive evidence: a road-condition segment over the pass that
/// speaks for the direction, reports a condition every word of which is understood as restricting
/// nothing, and no incident on the pass that restricts it or is not understood. An incident that
/// may lie on the pass keeps it from `open`; a closure is never hidden behind `unknown`.
struct CDOTReading: Sendable {
  /// The health name of the incident list.
  static let incidentsName = "cdot-incidents"
  /// The health name of the planned events (scheduled work, seasonal closures).
  static let plannedEventsName = "cdot-planned-events"

  /// The road-condition segments.
  var segments: Result<[CDOTRecord], Error>
  /// The incidents.
  var incidents: Result<[CDOTRecord], Error>
  /// When it was read.
  var fetchedAt: Date
  /// How CDOT's words are read.
  var read: @Sendable (String) -> RoadWords = { CDOTWords.read($0) }
  /// The planned events: scheduled work and seasonal closures, each in effect in its windows.
  var plannedEvents: Result<[CDOTRecord], Error> = .success([])
  /// The moment events are judged at (whether each is in effect): now, or a recording's own
  /// time; nil for `fetchedAt`.
  var judgedAt: Date?

  /// The incidents and planned events in effect when judged, and the lists that could not be read.
  var events: (records: [CDOTRecord], failures: [(name: String, error: Error)]) {
    let now = judgedAt ?? fetchedAt
    var records: [CDOTRecord] = []
    var failures: [(name: String, error: Error)] = []
    for (name, result) in [(Self.incidentsName, incidents), (Self.plannedEventsName, plannedEvents)] {
      switch result {
      case .success(let list): records += list.filter { $0.isInEffect(at: now) }
      case .failure(let error): failures.append((name, error))
      }
    }
    return (records, failures)
  }

  /// The conditions of `pass` (a catalogue pass), or why there are none.
  func conditions(for pass: Pass) -> Result<PassConditions, Error> {
    guard let place = CDOTCatalogue.places[pass.id] else {
      return .failure(SourceError.passNotInSource(id: pass.id, source: AgencyID.cdot.rawValue))
    }
    let ways = pass.directions.all
    switch segments {
    case .failure(let error):
      // No road conditions: a closure the incident list shows still stands.
      let why = "CDOT's road conditions could not be read: \(TextSanitizer.clean(String(describing: error)))"
      var conditions = PassConditions(
        restrictions: ways.map { Restriction(direction: $0, text: why, level: .unknown) }, roadConditions: nil,
        weather: nil,
        temperatureF: nil, updatedAt: nil, fetchedAt: fetchedAt)
      apply(events.records, to: &conditions, pass: pass, place: place)
      guard conditions.restrictions.contains(where: \.level.isClosure) else { return .failure(error) }
      conditions.warning = why
      return .success(conditions)
    case .success(let list):
      var conditions = roadConditions(list, pass: pass, place: place)
      let events = events
      apply(events.records, to: &conditions, pass: pass, place: place)
      for (name, error) in events.failures {
        let reason = TextSanitizer.clean(String(describing: error))
        conditions.partialFailures[name] = reason
        // A known closure stands; nothing else can be told without the incidents (they carry chain laws too).
        conditions.keepFromOpen(ways, mayBe: .closed, gap: .closuresNotChecked, detail: reason)
      }
      conditions.consulted = [Self.incidentsName, Self.plannedEventsName]
      return .success(conditions)
    }
  }

  /// The pass's conditions from the road-condition segments over it: each direction starts
  /// `unknown` without a segment that reports a condition for it, else `open`, raised by every
  /// word of every such segment. A segment that may lie on the pass counts only for what it
  /// restricts, and keeps an open direction from `open` when it restricts anything.
  func roadConditions(_ list: [CDOTRecord], pass: Pass, place: CDOTCatalogue.Place) -> PassConditions {
    let ways = pass.directions.all
    let placed = list.map { ($0, CDOTPlacement.of($0, at: place)) }
    let over = placed.filter { $0.1 == .on }.map(\.0)
    var updates: [Date?] = []
    var shown: [String] = []
    var forecasts: [String] = []
    let restrictions = ways.map { way -> Restriction in
      let covering = over.filter { scope(of: $0, ways: ways).contains(way) }
      guard !covering.isEmpty else {
        return Restriction(
          direction: way, text: "CDOT reports no road condition over \(pass.name) \(way.rawValue)", gap: .noReport)
      }
      let silent = covering.filter(\.conditions.isEmpty)
      if let first = silent.first {
        let text = "CDOT's segment \(first.routeName ?? first.id) over \(pass.name) reports no condition now"
        return Restriction(direction: way, text: text, gap: .noReport)
      }
      return Restriction(
        direction: way, text: covering.map { $0.conditions.joined(separator: ", ") }.joined(separator: "; "),
        level: .open)
    }
    for record in over {
      updates.append(record.updatedAt)
      let text = record.conditions.joined(separator: ", ")
      if !text.isEmpty, !shown.contains(text) { shown.append(text) }
      for forecast in record.forecasts where !forecasts.contains(forecast) { forecasts.append(forecast) }
    }
    // The pass is as current as its oldest segment: one without a time proves nothing.
    let updatedAt: Date? = updates.contains { $0 == nil } ? nil : updates.compactMap { $0 }.min()
    var conditions = PassConditions(
      restrictions: restrictions, roadConditions: shown.isEmpty ? nil : shown.joined(separator: "; "),
      weather: forecasts.isEmpty ? nil : "Forecast: " + forecasts.joined(separator: " "), temperatureF: nil,
      updatedAt: updatedAt, fetchedAt: fetchedAt)
    for record in over {
      let scope = scope(of: record, ways: ways)
      for phrase in record.conditions { conditions.apply(read(phrase), label: "Road conditions", scope: scope) }
      for field in record.fields { conditions.apply(words(of: field), label: label(of: field), scope: scope) }
    }
    for (record, placement) in placed {
      guard case .maybe = placement else { continue }
      let said = record.conditions.map(read) + record.fields.map(words(of:))
      keepFromOpen(
        &conditions, ways: scope(of: record, ways: ways), level: worstStated(said),
        headline: record.conditions.joined(separator: ", "), record: record)
    }
    return conditions
  }

  /// The directions of `ways` a record speaks for: the one it names, else all.
  func scope(of record: CDOTRecord, ways: [TravelDirection]) -> [TravelDirection] {
    guard let direction = record.direction, ways.contains(direction) else { return ways }
    return [direction]
  }

  /// What a field's words say: all of them, or for a name or forecast only what they restrict and
  /// the clauses not understood that speak of the road's state ("Road may close").
  func words(of field: CDOTRecord.Field) -> RoadWords {
    var words = read(field.text)
    if field.countsRestrictionsOnly {
      words.statements = words.statements.filter { statement in
        switch statement.meaning {
        case .restriction: return true
        case .unrecognised:
          return statement.clause.split(separator: " ").contains { Self.alarming.contains(String($0)) }
        case .lifting, .information: return false
        }
      }
    }
    return words
  }

  /// Words that, in a clause not understood, speak of the road's state: such a clause in a name or
  /// forecast keeps a direction from `open`.
  static let alarming: Set<String> = [
    "close", "closed", "closes", "closing", "closure", "closures", "chain", "chains", "traction", "avalanche",
    "impassable", "blocked",
    "slide", "restricted", "restriction", "restrictions", "law", "tires", "hazardous", "danger", "emergency", "stopped",
    "shut",
  ]

  /// The label a field's words are quoted after.
  func label(of field: CDOTRecord.Field) -> String {
    switch field.name {
    case "travelerInformationMessage": return "CDOT"
    case "type": return "Incident"
    case "name": return "Segment"
    default: return field.name
    }
  }

  /// The worst level `words` state (a restriction, or words not understood); nil when they state
  /// nothing but information and liftings.
  func worstStated(_ words: [RoadWords]) -> RestrictionLevel? {
    let levels = words.flatMap(\.statements).compactMap { statement -> RestrictionLevel? in
      switch statement.meaning {
      case .restriction(let level): return level
      case .unrecognised: return .unknown
      case .lifting, .information: return nil
      }
    }
    return levels.isEmpty ? nil : RestrictionLevel.worst(of: levels)
  }

  /// A record that may lie on the pass and states `level`: the directions it may cover are kept
  /// from `open` (`PassConditions.keepFromOpen`), with the record's words beside the gap.
  func keepFromOpen(
    _ conditions: inout PassConditions, ways: [TravelDirection], level: RestrictionLevel?, headline: String,
    record: CDOTRecord
  ) {
    guard let level else { return }
    conditions.keepFromOpen(ways, mayBe: level, gap: .unplaceable, detail: headline.isEmpty ? record.id : headline)
  }
}
