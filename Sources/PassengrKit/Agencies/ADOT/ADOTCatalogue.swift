/// Arizona's winter trouble spots (docs/ibi-511-data.md): ids 8001 and up, summits from general
/// reference, all disabled.
enum ADOTCatalogue {
  /// Names drivers use besides the catalogue's.
  static let aliases: [Int: [String]] = [
    8001: ["Flagstaff", "Riordan"],
    8003: ["Mogollon Rim", "Forest Lakes"],
    8004: ["Oak Creek Canyon", "Oak Creek"],
  ]

  /// Each pass as the catalogue lists it; `sites` and `passes` are made from these.
  static let entries: [IBI511Site.Entry] = [
    site(8001, "Flagstaff Summit", "I-40", 7335, .eastWest, 35.190, -111.760, names: ["Riordan"]),
    site(8002, "Munds Park", "I-17", 6900, .northSouth, 34.940, -111.640),
    site(8003, "Mogollon Rim", "SR 260", 7600, .eastWest, 34.332, -110.795, names: ["Forest Lakes"]),
    site(8004, "Oak Creek Canyon", "SR 89A", 6400, .northSouth, 35.020, -111.730),
    site(8005, "Hannagan Meadow", "US 191", 9100, .northSouth, 33.637, -109.330),
  ]

  /// Its sites, made once, when a record is first matched.
  static let sites = entries.map { IBI511Site($0) }
  /// Its passes.
  static let passes = entries.map(\.pass)

  private static func site(
    _ id: Int, _ name: String, _ highway: String, _ feet: Int, _ directions: DirectionPair, _ lat: Double,
    _ lon: Double,
    names: [String] = []
  ) -> IBI511Site.Entry {
    let summit = Coordinate(lat, lon)
    let pass = Pass(
      id: id, agency: .adot, name: name, highway: highway, elevationFeet: feet, directions: directions, summit: summit)
    return IBI511Site.Entry(pass: pass, summit: summit, state: "az", names: names)
  }
}
