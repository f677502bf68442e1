/// Idaho's passes (docs/ibi-511-data.md): ids 5001 and up, summits from general reference, all disabled.
enum ITDCatalogue {
  /// Names drivers use besides the catalogue's.
  static let aliases: [Int: [String]] = [
    5002: ["Fourth of July Summit"],
    5003: ["Lolo", "US 12 Lolo"],
    5004: ["White Bird"],
  ]

  /// The passes in the part of Idaho that keeps Pacific time (the panhandle and Idaho County).
  static let pacificPasses: Set<Int> = [5001, 5002, 5003, 5004]

  /// Each pass as the catalogue lists it; `sites` and `passes` are made from these.
  static let entries: [IBI511Site.Entry] = [
    site(5001, "Lookout Pass", "I-90", 4710, .eastWest, 47.456, -115.697),
    site(5002, "Fourth of July Pass", "I-90", 3081, .eastWest, 47.620, -116.520, names: ["Fourth of July"]),
    site(5003, "Lolo Pass", "US 12", 5233, .eastWest, 46.635, -114.580),
    site(5004, "White Bird Hill", "US 95", 4245, .northSouth, 45.821, -116.253, names: ["White Bird"]),
    site(5005, "Galena Summit", "SH 75", 8701, .northSouth, 43.873, -114.713),
    site(5006, "Banner Summit", "SH 21", 7035, .northSouth, 44.357, -115.214),
    site(5007, "Lost Trail Pass", "US 93", 7014, .northSouth, 45.692, -113.937),
    site(5008, "Targhee Pass", "US 20", 7072, .eastWest, 44.675, -111.273),
    site(5009, "Monida Pass", "I-15", 6870, .northSouth, 44.558, -112.307),
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
      id: id, agency: .itd, name: name, highway: highway, elevationFeet: feet, directions: directions, summit: summit)
    return IBI511Site.Entry(pass: pass, summit: summit, state: "id", names: names)
  }
}
