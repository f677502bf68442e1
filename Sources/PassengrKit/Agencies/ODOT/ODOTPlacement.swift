/// Where an incident lies with respect to a station segment, failing closed: `on` only when its
/// route is the station's and its milepost (or, without one, its coordinates) falls on the
/// segment with nothing contradicting it; `off` only when what it gives places it elsewhere;
/// anything between is `maybe`, and a `maybe` never leaves a direction open.
enum ODOTPlacement: Equatable, Sendable {
  /// On the segment.
  case on
  /// Perhaps on the segment; `why` says what keeps it uncertain.
  case maybe(why: String)
  /// Elsewhere.
  case off

  /// The surer of two placements: `on` over `maybe` over `off`.
  static func best(_ one: ODOTPlacement, _ other: ODOTPlacement) -> ODOTPlacement {
    switch (one, other) {
    case (.on, _), (_, .on): return .on
    case (.maybe, _): return one
    case (_, .maybe): return other
    default: return .off
    }
  }
}

extension ODOTIncident {
  /// Where it lies with respect to `station`, whose current report places the segment in `area`
  /// and names its ODOT highway number `highway`.
  ///
  /// The route is `I-84`, `I84`, `I084` or `Interstate 84` alike; a bare number or an ODOT highway
  /// number is only perhaps the station's route; a missing route is taken from the incident's own
  /// words (its place, headline, comments), else unknown. Milepost 0 is none. Where milepost and
  /// coordinates disagree, the incident is perhaps on both segments they point to.
  func placement(at station: ODOTStation, area: ODOTArea?, highway: Int?) -> ODOTPlacement {
    guard let own = ODOTRoute(station.route) else { return .maybe(why: "the station's route cannot be read") }
    let match: ODOTRoute.Match
    var doubts: [String] = []
    if let route {
      match = route.match(own, highway: highway)
      if match == .possible { doubts.append("its route is written \"\(routeID ?? "")\"") }
    } else {
      let named = routesNamed.map { $0.match(own, highway: highway) }
      match =
        named.isEmpty
        ? .possible
        : named.contains(.different) && !named.contains(where: { $0 != .different }) ? .different : .possible
      doubts.append(routeID == nil ? "it gives no route" : "its route \"\(routeID ?? "")\" cannot be read")
    }
    if match == .different { return .off }
    let inArea: Bool? = area.flatMap { area in points.isEmpty ? nil : points.contains(where: area.contains) }
    if let start = startMilepost {
      let span = min(start, endMilepost ?? start)...max(start, endMilepost ?? start)
      let onSpan = span.overlaps(station.span)
      switch (onSpan, inArea) {
      case (true, false?):
        return .maybe(why: "its milepost is on the segment but its coordinates are not")
      case (true, _):
        return doubts.isEmpty || inArea == true ? .on : .maybe(why: doubts.joined(separator: "; "))
      case (false, true?):
        return .maybe(why: "its coordinates are on the segment but its milepost is not")
      case (false, _):
        return .off
      }
    }
    doubts.append(endMilepost == nil ? "it gives no milepost" : "it gives only an end milepost")
    switch inArea {
    case true?:
      return match == .same ? .on : .maybe(why: doubts.joined(separator: "; "))
    case false?:
      if let end = endMilepost, station.span.contains(end) { return .maybe(why: doubts.joined(separator: "; ")) }
      return .off
    case nil:
      return .maybe(why: doubts.joined(separator: "; "))
    }
  }
}
