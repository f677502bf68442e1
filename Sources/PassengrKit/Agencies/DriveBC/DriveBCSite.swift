/// A catalogue pass of British Columbia and its stretch of highway: the road within `radiusKm` of
/// its summit (or of the middle of a corridor), which an event must reach to apply to it.
struct DriveBCSite: Sendable {
  /// The pass, disabled until enabled.
  var pass: Pass
  /// Its summit, or the middle of a corridor with none: where distances are measured from.
  var summit: Coordinate
  /// Its highway's number: `5` for the Coquihalla (`Highway 5`, `Hwy 5`, `BC-5`).
  var highwayNumber: String
  /// How far from `summit` its stretch reaches along the road, in kilometres.
  var radiusKm: Double
  /// Its elevation in metres, as BC publishes it; nil for a corridor.
  var elevationMetres: Int?
  /// The zone its local times (an event's daily schedule) are read in: Pacific, or Mountain near
  /// Golden and the Alberta border.
  var zone: USZone
}

extension DriveBCSite {
  /// The routes BC's roads are written with: `BC-5` is road 5 of British Columbia.
  static let routes = ["bc": "bc"]

  /// Whether `name` (a road's name as DriveBC writes it: `Highway 5`) is this pass's highway:
  /// `Highway 5`, `Hwy 5`, `BC-5`, `Route 5`; never `I-5`, `US 5` or `Other Roads`.
  func isOnHighway(_ name: String?) -> Bool {
    guard let road = Self.highway(name) else { return false }
    return road.numbers.contains(highwayNumber)
  }

  /// The BC highway `name` is, when it is one: a road of any kind or BC's own (`Highway 5`,
  /// `BC-5`); nil for `Other Roads`, a US road or no road.
  static func highway(_ name: String?) -> Highway? {
    guard let name else { return nil }
    let cleaned = TextSanitizer.clean(name)
    guard let road = Highway(cleaned, state: "bc", routes: routes) else { return nil }
    switch road.kind {
    case .any, .system("bc"): return road
    default: return nil
    }
  }
}
