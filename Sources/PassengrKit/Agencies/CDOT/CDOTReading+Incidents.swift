import FoundationEssentials

extension CDOTReading {
  /// Applies the incidents and planned events in effect to a pass's conditions. A record on the
  /// pass raises the directions it speaks for (its route's direction, or both when CDOT marks it
  /// "Impacts both directions") to its law code's level (Code 15 traction, Code 16 chains on every
  /// vehicle; Codes 17 and 18 bind commercial vehicles only), to its type's level, and by every word
  /// it carries; and each direction of its lane map by what the map says of that direction's lanes
  /// (every lane closed: closed; some: delays; a map not understood: unknown). One that may lie on
  /// the pass and states anything keeps it from `open`, and a closure that may be here makes every
  /// lesser level `unknown`. Each is kept as a notice.
  func apply(_ list: [CDOTRecord], to conditions: inout PassConditions, pass: Pass, place: CDOTCatalogue.Place) {
    let ways = pass.directions.all
    for incident in list {
      let placement = CDOTPlacement.of(incident, at: place)
      guard placement != .off else { continue }
      let scope = scope(of: incident, ways: ways)
      let code = CDOTWords.code(in: incident.fields.map(\.text).joined(separator: ". "))
      let said = incident.fields.map { field in
        var words = words(of: field)
        // A record of a commercial chain law alone: its chain and traction words bind trucks only.
        if code.hasCode, code.level == nil { words = CDOTWords.commercialOnly(words) }
        // A passenger law's record explains what the law asks: the code states the level.
        if code.level != nil { words = CDOTWords.explainingLaw(words) }
        return words
      }
      var levels: [(ways: [TravelDirection], level: RestrictionLevel)] = []
      for level in [code.level, incident.typeLevel ?? nil].compactMap({ $0 }) + incident.impactLevels {
        levels.append((scope, level))
      }
      for impact in incident.laneImpacts {
        let level: RestrictionLevel
        switch impact.state {
        case .open: continue
        case .lanesClosed: level = .trafficDelays
        case .allClosed: level = incident.isAlternating ? .trafficDelays : .closed
        case .unreadable: level = .unknown
        }
        // A lane map for a direction the pass does not have speaks of the whole road.
        let covered = impact.direction.flatMap { ways.contains($0) ? [$0] : nil } ?? ways
        levels.append((covered, level))
      }
      let stated = RestrictionLevel.worst(of: levels.map(\.level) + [worstStated(said)].compactMap { $0 })
      let saysAnything = !levels.isEmpty || worstStated(said) != nil
      let source = incident.isPlanned ? Self.plannedEventsName : Self.incidentsName
      let affected = Set(levels.flatMap(\.ways) + (worstStated(said) == nil ? [] : scope))
      switch placement {
      case .off:
        continue
      case .on:
        let shown = shownText(of: incident)
        for (covered, level) in levels {
          conditions.restrictions = conditions.restrictions.map { restriction in
            guard covered.contains(restriction.direction), level.rank > restriction.level.rank else {
              return restriction
            }
            if level == .unknown {
              let text = "\(restriction.text) (CDOT's lane map of \"\(incident.headline)\" cannot be read)"
              return Restriction(direction: restriction.direction, text: text, level: .unknown)
            }
            return Restriction(direction: restriction.direction, text: shown, level: level)
          }
        }
        for (field, words) in zip(incident.fields, said) {
          conditions.apply(words, label: label(of: field), scope: scope)
        }
        conditions.reports.append(
          PassConditions.Notice(
            source: source, direction: affected.count == 1 ? affected.first : nil,
            level: saysAnything ? stated : nil,
            kind: saysAnything && (stated.isClosure || stated == .unknown) ? .closure : .information, text: shown))
      case .maybe(let why):
        guard saysAnything else { continue }
        let covered = ways.filter { affected.contains($0) }
        keepFromOpen(
          &conditions, ways: covered.isEmpty ? scope : covered, level: stated, headline: incident.headline,
          record: incident)
        conditions.reports.append(
          PassConditions.Notice(
            source: source, direction: scope.count == 1 ? scope.first : nil, level: .unknown,
            kind: .closure,
            text: "\(shownText(of: incident)) (cannot be placed with certainty: \(why))"))
      }
    }
  }

  /// An incident as shown: its type and its message, as CDOT wrote them.
  func shownText(of incident: CDOTRecord) -> String {
    let message = incident.fields.first { $0.name == "travelerInformationMessage" }?.text
    return [incident.headline, message].compactMap { $0 }.reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    .joined(separator: " — ")
  }
}
