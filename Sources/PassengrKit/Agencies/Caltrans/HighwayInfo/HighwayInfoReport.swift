import FoundationEssentials

/// A highway-information entry as parsing a saved page shows it: one row with the entry's level (at the
/// time of reading), its facts, and the built-in passes it applies to.
enum HighwayInfoReport {
  static func report(_ entry: HighwayInfoEntry, route: String, passes: [Pass], at now: Date) -> PassReport {
    let routeKey = route.replacing(" ", with: "-").uppercased()
    let applies = passes.filter { pass in
      pass.corridor.map { $0.route.uppercased() == routeKey } == true
        && Stretch.concerns(entry, passID: pass.id, name: pass.name)
    }
    var facts = [entry.kind.rawValue + (entry.isSeasonal ? " for the season" : "")]
    if let direction = entry.direction { facts.append(direction.rawValue) }
    if !entry.places.isEmpty { facts.append("places: " + entry.places.joined(separator: "; ")) }
    if let reason = entry.reason { facts.append(reason) }
    if let time = entry.time { facts.append(time.text + (entry.isUpcoming(at: now) ? " (upcoming)" : "")) }
    facts.append("applies to: " + (applies.isEmpty ? "no built-in pass" : applies.map(\.name).joined(separator: ", ")))
    let level = entry.level(at: now) ?? .unknown
    var report = PassReport(
      id: nil, publishedName: "\(route) \(entry.area ?? "")", elevationFeet: nil,
      conditions: PassConditions(
        restrictions: [Restriction(direction: entry.direction ?? .both, text: entry.text, level: level)],
        roadConditions: facts.joined(separator: " · "), weather: nil, temperatureF: nil, updatedAt: nil, fetchedAt: now)
    )
    report.name = entry.area.map { "\(route): \($0)" } ?? route
    report.highway = route
    return report
  }
}
