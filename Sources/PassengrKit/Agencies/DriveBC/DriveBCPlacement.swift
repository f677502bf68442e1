import FoundationEssentials

/// Where an event lies with respect to a pass, failing closed: `on` only when a road it names is
/// the pass's highway and its geography reaches the pass's stretch; `off` only when what it gives
/// places it elsewhere (another road, or its geography away from the stretch); anything between is
/// `maybe`, which never leaves a direction open.
enum DriveBCPlacement: Equatable, Sendable {
  /// At the pass, on the named roads of its highway.
  case on(roads: [DriveBCEvent.Road])
  case maybe(why: String)
  case off

  /// Where `event` lies with respect to `site`.
  static func of(_ event: DriveBCEvent, at site: DriveBCSite) -> DriveBCPlacement {
    let mine = event.roads.filter { site.isOnHighway($0.name) }
    let distance = event.paths.compactMap { SummitDistance.distance(from: site.summit, to: $0) }.min()
    let reaches = distance.map { $0 <= site.radiusKm }
    if !mine.isEmpty {
      switch reaches {
      case true?: return .on(roads: mine)
      case false?: return .off
      case nil: return .maybe(why: "it gives no position on \(mine[0].name ?? "the highway")")
      }
    }
    // Roads that are all readable and none of them the pass's: another road (`Other Roads` is
    // DriveBC's name for every road that is no numbered highway).
    let named = event.roads.compactMap(\.name)
    if !named.isEmpty, named.count == event.roads.count,
      named.allSatisfy({ DriveBCSite.highway($0) != nil || isOtherRoads($0) })
    {
      return .off
    }
    // No road, or one that cannot be read: its geography decides whether it may be here.
    switch reaches {
    case false?: return .off
    case true?:
      return .maybe(why: named.isEmpty ? "it names no road" : "its road is written \"\(named[0])\"")
    case nil:
      return .maybe(why: "it names no road of its own and gives no position")
    }
  }

  /// Whether `name` is DriveBC's name for the roads that are no numbered highway.
  static func isOtherRoads(_ name: String) -> Bool {
    TextSanitizer.clean(name).foldedWords() == "other roads"
  }
}
