/// Colorado's passes, the route CDOT files them under and the stretch of it each spans by milepost
/// (docs/cdot-data.md). Ids 10001 and up; every pass starts disabled.
enum CDOTCatalogue {
  /// Where a pass lies in CDOT's terms.
  struct Place: Equatable, Sendable {
    /// The route as CDOT's `routeName` writes it without its direction ("I-70", "US-550", "CO-82");
    /// nil for a road CDOT files under no state route (Cottonwood Pass), placed by position alone.
    var route: String?
    /// The mileposts of the stretch over the pass, lower first: mileposts are approximate, so the
    /// stretch reaches a few miles either side of the summit.
    var mileposts: ClosedRange<Double>?
    /// The summit.
    var summit: Coordinate
  }

  /// One row: id, name, highway as shown, feet, directions, CDOT route, milepost stretch, summit.
  private typealias Row = (
    id: Int, name: String, highway: String, feet: Int, directions: DirectionPair, route: String?,
    miles: ClosedRange<Double>?,
    lat: Double, lon: Double
  )

  private static let rows: [Row] = [
    (10001, "Vail Pass", "I-70", 10662, .eastWest, "I-70", 180...195, 39.531, -106.217),
    (10002, "Eisenhower/Johnson Tunnel", "I-70", 11158, .eastWest, "I-70", 210...219, 39.679, -105.921),
    (10003, "Loveland Pass", "US 6", 11990, .eastWest, "US-6", 216...226, 39.663, -105.879),
    (10004, "Berthoud Pass", "US 40", 11307, .eastWest, "US-40", 236...250, 39.798, -105.777),
    (10005, "Rabbit Ears Pass", "US 40", 9426, .eastWest, "US-40", 140...160, 40.385, -106.612),
    (10006, "Wolf Creek Pass", "US 160", 10857, .eastWest, "US-160", 160...176, 37.483, -106.802),
    (10007, "Monarch Pass", "US 50", 11312, .eastWest, "US-50", 194...208, 38.497, -106.325),
    (10008, "Red Mountain Pass", "US 550", 11018, .northSouth, "US-550", 75...86, 37.898, -107.712),
    (10009, "Coal Bank Pass", "US 550", 10640, .northSouth, "US-550", 52...60, 37.700, -107.780),
    (10010, "Molas Pass", "US 550", 10970, .northSouth, "US-550", 61...68, 37.740, -107.690),
    (10011, "Kenosha Pass", "US 285", 10001, .northSouth, "US-285", 198...208, 39.413, -105.759),
    (10012, "Hoosier Pass", "CO 9", 11542, .northSouth, "CO-9", 72...80, 39.361, -106.062),
    (10013, "Fremont Pass", "CO 91", 11318, .northSouth, "CO-91", 8...16, 39.367, -106.197),
    (10014, "Tennessee Pass", "US 24", 10424, .northSouth, "US-24", 162...172, 39.363, -106.311),
    (10015, "Cameron Pass", "CO 14", 10276, .eastWest, "CO-14", 60...70, 40.520, -105.892),
    (10016, "La Veta Pass", "US 160", 9413, .eastWest, "US-160", 277...287, 37.610, -105.180),
    (10017, "Independence Pass", "CO 82", 12095, .eastWest, "CO-82", 50...72, 39.108, -106.564),
    (10018, "Cottonwood Pass", "CR 306", 12126, .eastWest, nil, nil, 38.828, -106.409),
  ]

  /// The passes, disabled, in this order, each with its summit.
  static let passes: [Pass] = rows.map { row in
    Pass(
      id: row.id, agency: .cdot, name: row.name, highway: row.highway, elevationFeet: row.feet,
      directions: row.directions,
      summit: Coordinate(row.lat, row.lon))
  }

  /// Where each pass lies, by pass id.
  static let places: [Int: Place] = Dictionary(
    uniqueKeysWithValues: rows.map { row in
      (row.id, Place(route: row.route, mileposts: row.miles, summit: Coordinate(row.lat, row.lon)))
    })

  /// Names drivers use for its passes besides CDOT's.
  static let aliases: [Int: [String]] = [
    10002: ["Eisenhower Tunnel", "Johnson Tunnel", "EJMT"],
    10017: ["Independence"],
  ]
}
