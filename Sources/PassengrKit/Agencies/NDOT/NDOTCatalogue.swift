/// Nevada's passes (docs/ibi-511-data.md): ids 7001 and up, summits from general reference, all disabled.
enum NDOTCatalogue {
  /// Names drivers use besides the catalogue's.
  static let aliases: [Int: [String]] = [
    7001: ["Mount Rose", "Mt Rose", "Mt Rose Highway"],
    7003: ["Kingsbury Grade", "Kingsbury"],
  ]

  /// Each pass as the catalogue lists it; `sites` and `passes` are made from these.
  static let entries: [IBI511Site.Entry] = [
    site(7001, "Mt. Rose Summit", "SR 431", 8911, .eastWest, 39.314, -119.890, names: ["Mt Rose", "Mount Rose"]),
    site(7002, "Spooner Summit", "US 50", 7146, .eastWest, 39.105, -119.897),
    site(7003, "Daggett Summit", "SR 207", 7334, .eastWest, 38.988, -119.887, names: ["Kingsbury"]),
    site(7004, "Pequop Summit", "I-80", 6967, .eastWest, 41.080, -114.578),
    site(7005, "Emigrant Pass", "I-80", 6114, .eastWest, 40.656, -116.256),
    site(7006, "Golconda Summit", "I-80", 5145, .eastWest, 40.930, -117.370),
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
      id: id, agency: .ndot, name: name, highway: highway, elevationFeet: feet, directions: directions, summit: summit)
    return IBI511Site.Entry(pass: pass, summit: summit, state: "nv", names: names)
  }
}
