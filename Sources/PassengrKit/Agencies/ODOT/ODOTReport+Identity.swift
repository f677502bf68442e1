extension ODOTReport {
  /// Why this report, filed under `station`'s id, is not about that station, or nil when nothing
  /// it says of itself contradicts the id: its name must name the pass (`passID`) and, for a
  /// station of one direction (`direction`), no other direction; its route, when readable, must be
  /// the station's; its mileposts, when given, must meet the station's span; and its comments
  /// must not be about another pass or place (or another route) without naming its own.
  func mismatch(with station: ODOTStation, passID: Int, direction: TravelDirection?) -> String? {
    if let locationName {
      let normal = RestrictionClassifier.normalize(locationName)
      let tokens = normal.split(separator: " ").map(String.init)
      if !ODOTPlaces.own(passID, in: Wording(normal)) {
        return "it is named \"\(locationName)\", which is not \(station.name)"
      }
      let named = StatedClosure.direction(in: tokens)
      if let direction, named != .both, named != direction {
        return "it is named \"\(locationName)\", the other direction's station"
      }
    }
    if let own = ODOTRoute(station.route), let route = ODOTRoute(routeID),
      route.match(own, highway: highway) == .different
    {
      return "it gives route \(routeID), not \(station.route)"
    }
    if let mileposts,
      mileposts.upperBound < station.span.lowerBound - 1 || mileposts.lowerBound > station.span.upperBound + 1
    {
      return
        "it gives mileposts \(Self.shown(mileposts.lowerBound))–\(Self.shown(mileposts.upperBound)), outside the station's "
        + "\(Self.shown(station.span.lowerBound))–\(Self.shown(station.span.upperBound))"
    }
    if let comments {
      let wording = Wording(RestrictionClassifier.normalize(comments))
      let ownRoute = ODOTRoute(station.route)
      let routes = ODOTRoute.mentioned(in: comments)
      let namesOwn =
        ODOTPlaces.own(passID, in: wording)
        || routes.contains { route in ownRoute.map { route.match($0, highway: highway) != .different } ?? false }
      if !namesOwn {
        if let other = ODOTPlaces.other(than: passID, in: wording) {
          return "its comments are about \(other), not \(station.name)"
        }
        if let route = routes.first {
          return "its comments are about \(route.system.rawValue)\(route.number), not \(station.route)"
        }
      }
    }
    return nil
  }

  /// A milepost for a message: "71.59", "88".
  private static func shown(_ milepost: Double) -> String {
    milepost == milepost.rounded() && abs(milepost) < 1e6 ? String(Int(milepost)) : String(milepost)
  }
}
