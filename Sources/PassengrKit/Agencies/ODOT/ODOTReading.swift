import FoundationEssentials
import Networking

/// What one refresh read from TripCheck, and the conditions of a pass made from it: per direction
/// the restriction code of its station's report in force, with the code list's words, every word
/// its crew wrote, and every incident that is or may be on its segment. `open` needs a report in
/// force about that station with code `0` for every station of the direction, explained by the
/// code list, every crew clause understood as restricting nothing, and the incident list read with
/// nothing on the segment that restricts or may; anything else is `unknown` saying why, and a
/// closure is never hidden behind it.
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
    // Where A is posted a car must carry chains or traction tires, not fit them; B and B1 add
    // chains on trucks and vehicles towing. Under C a car under 10,000 GVW not towing may use
    // traction tires in place of chains: a traction requirement for a car.
    case "A", "B", "B1": return .tractionAdvised
    case "C": return .tractionRequired
    case "D": return .chainsAll
    default: return nil
    }
  }

  /// The conditions of `pass` (a catalogue pass with stations), or why there are none.
  func conditions(for pass: Pass) -> Result<PassConditions, Error> {
    guard let binding = ODOTCatalogue.stations[pass.id] else {
      return .failure(SourceError.passNotInSource(id: pass.id, source: AgencyID.odot.rawValue))
    }
    let answer: ODOTReportsAnswer
    switch reports {
    case .success(let read): answer = read
    case .failure(let error):
      // No reports: a closure the incident list shows, or one that may be here, still stands.
      let why = "ODOT's road reports could not be read: \(TextSanitizer.clean(String(describing: error)))"
      var conditions = PassConditions(
        restrictions: pass.directions.all.map { Restriction(direction: $0, text: why, level: .unknown) },
        roadConditions: nil, weather: nil,
        temperatureF: nil, updatedAt: nil, fetchedAt: fetchedAt)
      guard case .success(let list) = incidents,
        Self.apply(list, to: &conditions, pass: pass, binding, areas: [:], highways: [:])
      else {
        return .failure(error)
      }
      conditions.warning = conditions.warning.map { "\(why); \($0)" } ?? why
      return .success(conditions)
    }
    var areas: [String: ODOTArea] = [:]
    var highways: [String: Int] = [:]
    for station in binding.stations {
      areas[station.id] = answer.reports[station.id]?.area
      highways[station.id] = answer.reports[station.id]?.highway
    }
    let restrictions = pass.directions.all.map { way -> Restriction in
      let judged = (binding.byDirection[way] ?? []).map { judge($0, of: pass, in: answer, binding: binding) }
      guard let worst = judged.max(by: { $0.level.rank < $1.level.rank }) else {
        return Restriction(direction: way, text: "no ODOT station reports this direction", gap: .noReport)
      }
      // Out of season, a station missing, a code not explained: a known gap, not unreadable words.
      if worst.level == .unknown, let gap = worst.gap { return Restriction(direction: way, text: worst.text, gap: gap) }
      return Restriction(direction: way, text: worst.text, level: worst.level)
    }
    let current = binding.stations.flatMap { station in
      answer.all(for: station.id).filter { $0.isCurrent(at: now) }.map { ($0, station) }
    }
    var conditions = PassConditions(
      restrictions: restrictions, roadConditions: roadConditions(current, binding: binding),
      weather: weather(current.map(\.0)),
      temperatureF: current.compactMap(\.0.airTemperatureC).first.flatMap(Self.fahrenheit),
      updatedAt: current.compactMap(\.0.entryTime).max(),
      fetchedAt: fetchedAt, notes: answer.notes)
    conditions.consulted = [Self.incidentsName, Self.metadataName]
    if case .failure(let error) = metadata {
      conditions.partialFailures[Self.metadataName] = TextSanitizer.clean(String(describing: error))
    }
    conditions.reports = current.compactMap { report, station in
      report.comments.map {
        PassConditions.Notice(
          source: "odot", direction: direction(of: station, in: binding), level: nil, kind: .information,
          text: "Crew: \($0)")
      }
    }
    // Every word a crew writes about its station is read: a direction is open only when each
    // clause is understood as restricting nothing. A report about another place speaks for none.
    for (report, station) in current
    where report.mismatch(with: station, passID: pass.id, direction: direction(of: station, in: binding)) == nil {
      let scope = pass.directions.all.filter { (binding.byDirection[$0] ?? []).contains(station) }
      conditions.read(words: report.comments, label: "Crew", scope: scope, terms: ODOTTerms.terms)
      // A station's name that states a restriction ("OCHOCO SUMMIT - CLOSED") counts too.
      conditions.apply(
        RoadWords.read(report.locationName, terms: ODOTTerms.terms).statedClosures, label: "Station", scope: scope)
    }
    // Why the closures are not all known: no list, or one too old to stand for now.
    var unchecked: String?
    switch incidents {
    case .success(let list):
      Self.apply(list, to: &conditions, pass: pass, binding, areas: areas, highways: highways)
      if let stale = list.staleness(at: now) { unchecked = stale.description }
    case .failure(let error):
      unchecked = TextSanitizer.clean(String(describing: error))
    }
    if let reason = unchecked {
      conditions.partialFailures[Self.incidentsName] = reason
      // A closure may be on any direction unseen; a known chain requirement stays as the floor.
      conditions.keepFromOpen(pass.directions.all, mayBe: .closed, gap: .closuresNotChecked, detail: reason)
    }
    return .success(conditions)
  }

  /// What one station says for a direction: the worse of its reports filed at the latest time,
  /// each its code's level and words, or `unknown` and why.
  func judge(_ station: ODOTStation, of pass: Pass, in answer: ODOTReportsAnswer, binding: ODOTPassStations) -> (
    level: RestrictionLevel, text: String, gap: Restriction.Gap?
  ) {
    guard !answer.isEmpty else {
      return (
        .unknown,
        "ODOT files road reports only during winter operations, and none is in force now: no word on chains at \(station.name)",
        .outOfSeason
      )
    }
    let reports = answer.all(for: station.id)
    guard !reports.isEmpty else {
      return (.unknown, "ODOT's answer has no report for \(station.name) (station \(station.id)) now", .noReport)
    }
    let judged = reports.map { report -> (level: RestrictionLevel, text: String, gap: Restriction.Gap?) in
      if let why = report.mismatch(with: station, passID: pass.id, direction: direction(of: station, in: binding)) {
        return (
          .unknown, "ODOT's report under station \(station.id) (\(station.name)) may be about another place: \(why)",
          nil
        )
      }
      return judge(report, at: station)
    }
    guard judged.count > 1, let worst = judged.max(by: { $0.level.rank < $1.level.rank }) else { return judged[0] }
    let others = Set(judged.map(\.text)).subtracting([worst.text]).sorted()
    guard !others.isEmpty else { return worst }
    return (
      worst.level,
      "\(worst.text) (ODOT filed \(judged.count) reports for \(station.name) at the same time; the worse counts; "
        + "the other reads \"\(others.joined(separator: "\"; \""))\")", worst.gap
    )
  }

  /// What one report says for its station: its code's level and words, or `unknown` and why.
  func judge(_ report: ODOTReport, at station: ODOTStation) -> (
    level: RestrictionLevel, text: String, gap: Restriction.Gap?
  ) {
    guard let expiry = report.expiryTime else {
      return (
        .unknown, "ODOT's report for \(station.name) gives no time it is valid until, so it cannot be taken as current",
        nil
      )
    }
    guard expiry > now else {
      return (
        .unknown, "ODOT's last report for \(station.name) expired \(expiry.age(at: now)); no current report", .noReport
      )
    }
    guard let code = report.restrictionID else {
      return (.unknown, "ODOT's report for \(station.name) gives no chain restriction", nil)
    }
    let words: String
    switch metadata {
    case .failure(let error):
      return (
        .unknown,
        "ODOT's code list could not be read, so restriction code \(code) at \(station.name) cannot be explained: "
          + TextSanitizer.clean(String(describing: error)), .unexplainedCode
      )
    case .success(let table):
      guard let found = table.restrictions[code] else {
        return (
          .unknown,
          "ODOT's report for \(station.name) carries restriction code \(code), which ODOT's code list does not explain",
          .unexplainedCode
        )
      }
      words = found
    }
    guard let level = Self.level(ofCode: code) else {
      return (.unknown, "\(words) (code \(code), which Passengr cannot rank; check what it requires)", .unexplainedCode)
    }
    // The code list's own words for the open code must say so too: a list that words `0` as
    // anything but no restriction is not the list this ranking was made for.
    if level == .open, RoadWords.read(words, terms: ODOTTerms.terms).level != .open {
      return (
        .unknown, "\(words) (code \(code), which ODOT's code list words as something other than no restriction)",
        .unexplainedCode
      )
    }
    return (level, words, nil)
  }

  /// °C to whole °F; nil for a value no thermometer gives.
  static func fahrenheit(_ celsius: Double) -> Int? {
    let fahrenheit = (celsius * 9 / 5 + 32).rounded()
    return abs(fahrenheit) < 1e6 ? Int(exactly: fahrenheit) : nil
  }

  /// Centimetres of snow for people: "46 cm (18 in)", or "a trace" for ODOT's negative values.
  static func snow(_ centimetres: Double) -> String {
    if centimetres < 0 { return "a trace" }
    // Reports drop implausible depths; a figure beyond this is shown as it came, never converted.
    guard centimetres.isFinite, centimetres < 100_000 else { return "\(centimetres) cm" }
    let inches = centimetres / 2.54
    let shownCm =
      centimetres == centimetres.rounded() ? String(Int(centimetres)) : DecimalText.text(centimetres, places: 1)
    let tenths = (inches * 10).rounded() / 10
    let shownInches =
      inches < 10 && tenths != tenths.rounded() ? DecimalText.text(tenths, places: 1) : String(Int(inches.rounded()))
    return "\(shownCm) cm (\(shownInches) in)"
  }

  /// The direction a station reports alone, when it is one of two.
  func direction(of station: ODOTStation, in binding: ODOTPassStations) -> TravelDirection? {
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
    return described.map { way, text in way.map { "\($0.rawValue.capitalized): \(text)" } ?? text }.joined(
      separator: ". ")
  }

  /// The weather words of the first current report that has a weather code.
  private func weather(_ current: [ODOTReport]) -> String? {
    guard let code = current.compactMap(\.weatherID).first else { return nil }
    return (try? metadata.get())?.weather[code] ?? "weather code \(code), which ODOT's code list does not explain"
  }
}
