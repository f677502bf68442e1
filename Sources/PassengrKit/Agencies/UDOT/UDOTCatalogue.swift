/// Utah's passes (docs/ibi-511-data.md): ids 6001 and up, matched to UDOT's own pass list by its id
/// where known, else by name and roadway; all disabled.
enum UDOTCatalogue {
  /// Names drivers use besides the catalogue's.
  static let aliases: [Int: [String]] = [
    6001: ["Parleys", "Parleys Canyon"],
    6006: ["Logan Canyon"],
  ]

  /// Each pass as the catalogue lists it; `sites` and `passes` are made from these.
  static let entries: [IBI511Site.Entry] = [
    site(6001, "Parleys Summit", "I-80", 7120, .eastWest, 40.744, -111.623, names: ["Parleys"], platformID: "9"),
    site(6002, "Wolf Creek Pass", "SR 35", 9488, .eastWest, 40.482, -111.032, platformID: "44", gate: true),
    site(6003, "Daniels Summit", "US 40", 8020, .eastWest, 40.303, -111.257),
    site(6004, "Soldier Summit", "US 6", 7477, .eastWest, 39.929, -111.080),
    site(6005, "Indian Canyon Summit", "US 191", 9100, .northSouth, 39.893, -110.749),
    site(6006, "Logan Summit", "US 89", 7800, .northSouth, 41.936, -111.497),
    site(6007, "Sardine Summit", "US 89/91", 5900, .northSouth, 41.563, -111.968),
    site(6008, "Guardsman Pass", "SR 224/190", 9700, .eastWest, 40.603, -111.554, gate: true),
  ]

  /// Its sites, made once, when a record is first matched.
  static let sites = entries.map { IBI511Site($0) }
  /// Its passes.
  static let passes = entries.map(\.pass)

  private static func site(
    _ id: Int, _ name: String, _ highway: String, _ feet: Int, _ directions: DirectionPair, _ lat: Double,
    _ lon: Double,
    names: [String] = [], platformID: String? = nil, gate: Bool = false
  ) -> IBI511Site.Entry {
    let summit = Coordinate(lat, lon)
    let pass = Pass(
      id: id, agency: .udot, name: name, highway: highway, elevationFeet: feet, directions: directions, summit: summit)
    return IBI511Site.Entry(
      pass: pass, summit: summit, state: "ut", names: names, platformID: platformID, hasSeasonalGate: gate)
  }
}
