/// Montana's passes (docs/cdot-data.md, "Montana"): where each summit is, so that its forecast and
/// alerts can be asked for. Ids 11001 and up; every pass starts disabled. Lookout, Lolo and
/// Beartooth belong to the agencies that report them.
enum MDTCatalogue {
  /// One row: id, name, highway, summit elevation in feet, directions, summit latitude and longitude.
  private typealias Row = (
    id: Int, name: String, highway: String, feet: Int, directions: DirectionPair, lat: Double, lon: Double
  )

  private static let rows: [Row] = [
    (11001, "Bozeman Pass", "I-90", 5702, .eastWest, 45.661, -110.801),
    (11002, "Homestake Pass", "I-90", 6329, .eastWest, 45.921, -112.409),
    (11003, "MacDonald Pass", "US 12", 6325, .eastWest, 46.560, -112.312),
    (11004, "Rogers Pass", "MT 200", 5610, .eastWest, 47.078, -112.369),
    (11005, "Marias Pass", "US 2", 5213, .eastWest, 48.319, -113.352),
    (11006, "Lost Trail Pass", "US 93", 7014, .northSouth, 45.692, -113.937),
    (11007, "Kings Hill Pass", "US 89", 7393, .northSouth, 46.839, -110.696),
    (11008, "Raynolds Pass", "MT 87", 6836, .northSouth, 44.716, -111.466),
    (11009, "Monida Pass", "I-15", 6870, .northSouth, 44.558, -112.307),
    (11010, "Targhee Pass", "US 20", 7072, .eastWest, 44.675, -111.273),
  ]

  /// The passes, disabled, in this order.
  static let passes: [Pass] = rows.map { row in
    Pass(
      id: row.id, agency: .mdt, name: row.name, highway: row.highway, elevationFeet: row.feet,
      directions: row.directions,
      summit: Coordinate(row.lat, row.lon))
  }
}
