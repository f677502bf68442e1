import FoundationEssentials

/// An entry of a route's page is placed twice: by the places it names (`Stretch`) and by the area
/// header it stands under. Where a page carries more than one pass (I 5: Tejon Pass in Southern
/// California, Siskiyou Summit in Northern California), the two must agree before an entry is
/// certain to concern only the pass it names; when they disagree, it counts for both.
enum AreaPlacement {
  /// The words of the area headers each pass that shares its route's page stands under. A pass
  /// alone on its page needs none: every entry there is its own or elsewhere on the route.
  static let areas: [Int: [String]] = [
    2008: ["SOUTHERN CALIFORNIA"],
    2009: ["SOUTHERN CALIFORNIA"],
    2010: ["NORTHERN CALIFORNIA"],
  ]

  /// How an entry stands toward one pass.
  enum Standing: Equatable, Sendable {
    /// It names the pass's places.
    case placed
    /// It names another pass's places but stands under this pass's area: it counts for both.
    case crossPlaced
    /// It names another pass's places under an area that is neither's: where it lies is not
    /// certain, so it keeps this pass from open.
    case uncertain
    /// It concerns this pass in no way the page shows.
    case elsewhere
  }

  /// Whether pass `id` stands under `area`; nil when the pass's areas or the header are unknown.
  static func contains(_ area: String?, passID id: Int) -> Bool? {
    guard let area, !area.isEmpty, let words = areas[id] else { return nil }
    let header = area.uppercased()
    return words.contains { header.contains($0) }
  }

  /// How `entry` stands toward `pass`, among `others` (the other passes of its route).
  static func standing(of entry: HighwayInfoEntry, toward pass: Pass, among others: [Pass], isAlone: Bool) -> Standing {
    if Stretch.concerns(entry, passID: pass.id, name: pass.name, isAlone: isAlone) { return .placed }
    let named = others.filter {
      $0.id != pass.id && Stretch.concerns(entry, passID: $0.id, name: $0.name, isAlone: isAlone)
    }
    guard !named.isEmpty else { return .elsewhere }
    if contains(entry.area, passID: pass.id) == true, named.allSatisfy({ contains(entry.area, passID: $0.id) != true })
    {
      return .crossPlaced
    }
    if named.contains(where: { contains(entry.area, passID: $0.id) == false }),
      contains(entry.area, passID: pass.id) != nil
    {
      return .uncertain
    }
    return .elsewhere
  }
}
