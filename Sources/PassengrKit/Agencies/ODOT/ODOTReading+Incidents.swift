extension ODOTReading {
  /// Applies the incident list to a pass's conditions: each incident that may be in force and
  /// says something of a direction (`ODOTIncident.level(for:of:)`) raises that direction when it
  /// lies on one of the direction's stations, and, when it only perhaps lies there
  /// (`ODOTPlacement.maybe`), keeps it from `open`: an open direction reads `unknown` naming the
  /// headline, and a closure that may be here makes every lesser level `unknown` too. A known
  /// closure is never hidden. Returns whether any incident concerned the pass.
  @discardableResult
  static func apply(
    _ list: ODOTIncidentsAnswer, to conditions: inout PassConditions, pass: Pass, _ binding: ODOTPassStations,
    areas: [String: ODOTArea], highways: [String: Int]
  ) -> Bool {
    let ways = pass.directions.all
    var placed: [(incident: ODOTIncident, ways: Set<TravelDirection>, level: RestrictionLevel)] = []
    var uncertain: [(incident: ODOTIncident, way: TravelDirection, why: String)] = []
    for incident in list.incidents where incident.mayBeActive {
      for way in ways {
        guard let level = incident.level(for: way, of: ways) else { continue }
        let placement = (binding.byDirection[way] ?? []).reduce(ODOTPlacement.off) { best, station in
          ODOTPlacement.best(
            best, incident.placement(at: station, area: areas[station.id], highway: highways[station.id]))
        }
        switch placement {
        case .off:
          continue
        case .on:
          if let index = placed.firstIndex(where: {
            $0.incident.id == incident.id && $0.incident.headline == incident.headline
          }) {
            placed[index].ways.insert(way)
            placed[index].level = RestrictionLevel.worst(of: [placed[index].level, level])
          } else {
            placed.append((incident, [way], level))
          }
          conditions.restrictions = conditions.restrictions.map { restriction in
            guard restriction.direction == way, level.rank > restriction.level.rank else { return restriction }
            return Restriction(direction: way, text: incident.shownText(for: level), level: level)
          }
        case .maybe(let why):
          uncertain.append((incident, way, why))
          // Only this direction: the incident may lie on its stations, not on the other's.
          conditions.keepFromOpen([way], mayBe: level, gap: .unplaceable, detail: incident.headline)
        }
      }
    }
    for (incident, ways, level) in placed {
      let text = [incident.headline, incident.place].compactMap { $0 }.joined(separator: " — ")
      conditions.reports.append(
        PassConditions.Notice(
          source: incidentsName, direction: ways.count == 1 ? ways.first : nil, level: level,
          kind: level.isClosure || level == .unknown ? .closure : .information,
          text: text))
    }
    var seen: [String] = []
    for (incident, way, _) in uncertain {
      let directions = Set(
        uncertain.filter { $0.incident.id == incident.id && $0.incident.headline == incident.headline }.map(\.way))
      let key = "\(incident.id)|\(incident.headline)"
      guard !seen.contains(key) else { continue }
      seen.append(key)
      conditions.reports.append(
        PassConditions.Notice(
          source: incidentsName, direction: directions.count == 1 ? way : nil, level: nil, kind: .closure,
          text: incident.headline))
    }
    return !placed.isEmpty || !uncertain.isEmpty
  }
}
