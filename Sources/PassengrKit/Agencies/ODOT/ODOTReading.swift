import Foundation

/// What one refresh read from TripCheck, and the conditions of a pass made from it: per direction
/// the restriction code of its station's report in force, with the code list's words, and any
/// active closure on its segment. `open` needs a report in force with code `0` for every station
/// of the direction, explained by the code list, and the incident list read; anything else is
/// `unknown` saying why, and a closure is never hidden behind it.
struct ODOTReading: Sendable {
  /// The health name of the incident list.
  static let incidentsName = "odot-incidents"
  /// The health name of the code list.
  static let metadataName = "odot-metadata"

  /// The road and weather reports.
  var reports: Result<ODOTReportsAnswer, Error>
  /// The code tables.
  var metadata: Result<ODOTMetadata, Error>
  /// The incidents.
  var incidents: Result<ODOTIncidentsAnswer, Error>
  /// The moment reports' expiry is judged against: now for a live answer, the answer's own time for a snapshot.
  var now: Date
  /// When it was read.
  var fetchedAt: Date

  /// The level each restriction code sets for a passenger car; the words always come from the code list.
  static func level(ofCode code: String) -> RestrictionLevel? {
    switch code {
    case "0": return .open
    // Carrying chains or traction tires is the law where A is posted; B and B1 add chains on
    // trucks and vehicles towing.
    case "A", "B", "B1": return .tractionRequired
    case "C": return .chainsRequired
    case "D": return .chainsAll
    default: return nil
    }
  }

  /// The conditions of `pass` (a catalogue pass with stations), or why there are none.
  func conditions(for pass: Pass) -> Result<PassConditions, Error> {
    guard let binding = ODOTCatalogue.stations[pass.id] else {
      return .failure(PassengrError.passNotInSource(id: pass.id, source: AgencyID.odot.rawValue))
    }
    let answer: ODOTReportsAnswer
    switch reports {
    case .success(let read): answer = read
    case .failure(let error):
      // No reports: a closure the incident list shows still stands.
      guard case .success(let list) = incidents, case let closed = Self.closures(of: pass, binding, in: list, areas: [:]), !closed.isEmpty else {
        return .failure(error)
      }
      let why = "ODOT's road reports could not be read: \(TextSanitizer.clean(String(describing: error)))"
      let restrictions = pass.directions.all.map { way in
        Self.worst(of: closed, for: way).map { Restriction(direction: way, text: $0.shownText, level: $1) }
          ?? Restriction(direction: way, text: why, level: .unknown)
      }
      var conditions = PassConditions(restrictions: restrictions, roadConditions: nil, weather: nil, temperatureF: nil, updatedAt: nil, fetchedAt: fetchedAt)
      conditions.reports = Self.notices(closed)
      conditions.warning = why
      return .success(conditions)
    }
    var areas: [String: ODOTArea] = [:]
    for station in binding.stations { areas[station.id] = answer.reports[station.id]?.area }
    var restrictions = pass.directions.all.map { way -> Restriction in
      let judged = (binding.byDirection[way] ?? []).map { judge($0, in: answer) }
      guard let worst = judged.max(by: { $0.level.rank < $1.level.rank }) else {
        return Restriction(direction: way, text: "no ODOT station reports this direction", level: .unknown)
      }
      return Restriction(direction: way, text: worst.text, level: worst.level)
    }
    let current = binding.stations.compactMap { station in answer.reports[station.id].flatMap { $0.isCurrent(at: now) ? ($0, station) : nil } }
    var conditions = PassConditions(
      restrictions: [], roadConditions: roadConditions(current, binding: binding), weather: weather(current.map(\.0)),
      temperatureF: current.compactMap(\.0.airTemperatureC).first.flatMap(Self.fahrenheit), updatedAt: current.compactMap(\.0.entryTime).max(),
      fetchedAt: fetchedAt, notes: answer.notes)
    conditions.consulted = [Self.incidentsName, Self.metadataName]
    if case .failure(let error) = metadata { conditions.partialFailures[Self.metadataName] = TextSanitizer.clean(String(describing: error)) }
    conditions.reports = current.compactMap { report, station in
      report.comments.map { PassConditions.Notice(source: "odot", direction: direction(of: station, in: binding), level: nil, kind: .information, text: "Crew: \($0)") }
    }
    // Why the closures are not all known: no list, or one too old to stand for now.
    var unchecked: String?
    switch incidents {
    case .success(let list):
      let closed = Self.closures(of: pass, binding, in: list, areas: areas)
      // A closure the list names stands even when the list is old: it is never hidden.
      restrictions = restrictions.map { restriction in
        // An incident whose closure or activity is unclear raises only what it outranks.
        guard let (incident, level) = Self.worst(of: closed, for: restriction.direction), level.rank > restriction.level.rank else { return restriction }
        return Restriction(direction: restriction.direction, text: incident.shownText, level: level)
      }
      conditions.reports += Self.notices(closed)
      if let stale = list.staleness(at: now) { unchecked = stale.description }
      // A closure on the pass's route that gives no milepost cannot be placed: it may be here.
      let unplaced = Self.unplacedClosures(of: pass, binding, in: list)
      if !unplaced.isEmpty {
        restrictions = restrictions.map { restriction in
          guard restriction.level == .open, let incident = unplaced.first(where: { $0.direction == restriction.direction })?.incident else { return restriction }
          let why = "ODOT lists a closure on \(incident.routeID) that gives no milepost, so it cannot be placed: \"\(incident.headline)\""
          return Restriction(direction: restriction.direction, text: "\(restriction.text) (\(why))", level: .unknown)
        }
        let headlines = Set(unplaced.map(\.incident.headline)).sorted()
        conditions.warning = "ODOT lists a closure on the pass's route that gives no milepost: " + headlines.map { "\"\($0)\"" }.joined(separator: ", ")
        conditions.reports += unplaced.map { way, incident in
          PassConditions.Notice(source: Self.incidentsName, direction: way, level: nil, kind: .closure, text: incident.headline)
        }
      }
    case .failure(let error):
      unchecked = TextSanitizer.clean(String(describing: error))
    }
    if let reason = unchecked {
      let why = "closures could not be checked: \(reason)"
      conditions.partialFailures[Self.incidentsName] = reason
      conditions.warning = why
      // A known chain requirement stands; only an opening needs the closures checked.
      restrictions = restrictions.map { restriction in
        restriction.level != .open ? restriction : Restriction(direction: restriction.direction, text: "\(restriction.text) (\(why))", level: .unknown)
      }
    }
    conditions.restrictions = restrictions
    // A crew comment saying the road is closed is never cleared by the code `0` beside it: it
    // speaks for the directions its station reports.
    for (report, station) in current {
      let scope = pass.directions.all.filter { (binding.byDirection[$0] ?? []).contains(station) }
      conditions.applyStatedClosure(in: report.comments, label: "Crew", scope: scope)
    }
    return .success(conditions)
  }

  /// What one station says for a direction: its code's level and words, or `unknown` and why.
  func judge(_ station: ODOTStation, in answer: ODOTReportsAnswer) -> (level: RestrictionLevel, text: String) {
    guard !answer.isEmpty else {
      return (.unknown, "ODOT files road reports only during winter operations, and none is in force now: no word on chains at \(station.name)")
    }
    guard let report = answer.reports[station.id] else {
      return (.unknown, "ODOT's answer has no report for \(station.name) (station \(station.id)) now")
    }
    guard let expiry = report.expiryTime else {
      return (.unknown, "ODOT's report for \(station.name) gives no time it is valid until, so it cannot be taken as current")
    }
    guard expiry > now else {
      return (.unknown, "ODOT's last report for \(station.name) expired \(expiry.age(at: now)); no current report")
    }
    guard let code = report.restrictionID else {
      return (.unknown, "ODOT's report for \(station.name) gives no chain restriction")
    }
    let words: String
    switch metadata {
    case .failure(let error):
      return (.unknown, "ODOT's code list could not be read, so restriction code \(code) at \(station.name) cannot be explained: "
        + TextSanitizer.clean(String(describing: error)))
    case .success(let table):
      guard let found = table.restrictions[code] else {
        return (.unknown, "ODOT's report for \(station.name) carries restriction code \(code), which ODOT's code list does not explain")
      }
      words = found
    }
    guard let level = Self.level(ofCode: code) else {
      return (.unknown, "\(words) (code \(code), which Passengr cannot rank; check what it requires)")
    }
    return (level, words)
  }

  /// The closures of `pass`: each active closure incident on one of its stations, with the direction it closes.
  static func closures(
    of pass: Pass, _ binding: ODOTPassStations, in list: ODOTIncidentsAnswer, areas: [String: ODOTArea]
  ) -> [(direction: TravelDirection, incident: ODOTIncident)] {
    var found: [(direction: TravelDirection, incident: ODOTIncident)] = []
    for way in pass.directions.all {
      for station in binding.byDirection[way] ?? [] {
        for incident in list.incidents where incident.closes(way, at: station, area: areas[station.id]) && !found.contains(where: {
          $0.direction == way && $0.incident.id == incident.id
        }) {
          found.append((way, incident))
        }
      }
    }
    return found
  }

  /// The active closures on a route of `pass`'s stations that give no milepost, with each
  /// direction they may close (the directions of the stations on that route, or the one they name).
  static func unplacedClosures(
    of pass: Pass, _ binding: ODOTPassStations, in list: ODOTIncidentsAnswer
  ) -> [(direction: TravelDirection, incident: ODOTIncident)] {
    var found: [(direction: TravelDirection, incident: ODOTIncident)] = []
    for incident in list.incidents where incident.level != nil && incident.startMilepost == nil && incident.endMilepost == nil {
      for way in pass.directions.all where !found.contains(where: { $0.direction == way && $0.incident.id == incident.id }) {
        let onRoute = (binding.byDirection[way] ?? []).contains { ODOTValue.route($0.route) == ODOTValue.route(incident.routeID) }
        let forWay = incident.direction.map { $0 == way || !ODOTIncident.onOneAxis($0, way) } ?? true
        if onRoute && forWay { found.append((way, incident)) }
      }
    }
    return found
  }

  /// The worst incident closing `way` in `closed`, with its level.
  static func worst(
    of closed: [(direction: TravelDirection, incident: ODOTIncident)], for way: TravelDirection
  ) -> (incident: ODOTIncident, level: RestrictionLevel)? {
    closed.filter { $0.direction == way }.compactMap { found in found.incident.level.map { (found.incident, $0) } }.max { $0.level.rank < $1.level.rank }
  }

  /// One notice per closing incident (both directions when it closes both).
  static func notices(_ closed: [(direction: TravelDirection, incident: ODOTIncident)]) -> [PassConditions.Notice] {
    var notices: [PassConditions.Notice] = []
    var seen: [String] = []
    for (_, incident) in closed where !seen.contains(incident.id) {
      seen.append(incident.id)
      let ways = Set(closed.filter { $0.incident.id == incident.id }.map(\.direction))
      let text = [incident.headline, incident.place].compactMap { $0 }.joined(separator: " — ")
      notices.append(PassConditions.Notice(source: incidentsName, direction: ways.count == 1 ? ways.first : nil, level: incident.level ?? .closed, kind: .closure, text: text))
    }
    return notices
  }

  /// °C to whole °F; nil for a value no thermometer gives.
  static func fahrenheit(_ celsius: Double) -> Int? {
    let fahrenheit = (celsius * 9 / 5 + 32).rounded()
    return abs(fahrenheit) < 1e6 ? Int(exactly: fahrenheit) : nil
  }

  /// Centimetres of snow for people: "46 cm (18 in)", or "a trace" for ODOT's negative values.
  static func snow(_ centimetres: Double) -> String {
    if centimetres < 0 { return "a trace" }
    guard centimetres < 100_000 else { return "\(Int(centimetres)) cm" }
    let inches = centimetres / 2.54
    let shownCm = centimetres == centimetres.rounded() ? String(Int(centimetres)) : String(format: "%.1f", centimetres)
    let tenths = (inches * 10).rounded() / 10
    let shownInches = inches < 10 && tenths != tenths.rounded() ? String(format: "%.1f", tenths) : String(Int(inches.rounded()))
    return "\(shownCm) cm (\(shownInches) in)"
  }

  /// The direction a station reports alone, when it is one of two.
  private func direction(of station: ODOTStation, in binding: ODOTPassStations) -> TravelDirection? {
    let ways = binding.byDirection.filter { $0.value.contains(station) }.map(\.key)
    return ways.count == 1 ? ways[0] : nil
  }

  /// The road words, snow depth and new snow of each current report; per direction when they differ.
  private func roadConditions(_ current: [(ODOTReport, ODOTStation)], binding: ODOTPassStations) -> String? {
    let table = try? metadata.get()
    let described = current.map { report, station -> (TravelDirection?, String) in
      var parts: [String] = []
      if let code = report.roadConditionID {
        parts.append(table?.roads[code] ?? "road condition code \(code), which ODOT's code list does not explain")
      }
      if let depth = report.snowDepthCm { parts.append("snow beside the road \(Self.snow(depth))") }
      if let fall = report.snowfallCm { parts.append("new snow \(Self.snow(fall))") }
      return (direction(of: station, in: binding), parts.joined(separator: "; "))
    }.filter { !$0.1.isEmpty }
    guard !described.isEmpty else { return nil }
    if Set(described.map(\.1)).count == 1 { return described[0].1 }
    return described.map { way, text in way.map { "\($0.rawValue.capitalized): \(text)" } ?? text }.joined(separator: ". ")
  }

  /// The weather words of the first current report that has a weather code.
  private func weather(_ current: [ODOTReport]) -> String? {
    guard let code = current.compactMap(\.weatherID).first else { return nil }
    return (try? metadata.get())?.weather[code] ?? "weather code \(code), which ODOT's code list does not explain"
  }
}
