import FoundationEssentials

/// British Columbia's passes (docs/drivebc-data.md): ids 12001 and up, all disabled. Summits and
/// elevations from BC Geographical Names as general reference cites them; a corridor without a
/// summit (Sea-to-Sky, the Fraser Canyon) is measured from its middle, with a radius that takes in
/// its length.
enum DriveBCCatalogue {
  /// Names drivers use besides the catalogue's.
  static let aliases: [Int: [String]] = [
    12001: ["Coquihalla", "Coquihalla Highway", "Coq"],
    12002: ["Manning Park"],
    12003: ["Salmo-Creston", "Kootenay"],
    12004: ["Rogers Pass BC", "Glacier National Park"],
    12006: ["Hart Highway"],
    12007: ["Duffey Lake Road", "Duffey Lake"],
    12009: ["Paulson Pass", "Blueberry-Paulson"],
    12010: ["Sea to Sky", "Sea to Sky Highway"],
    12011: ["Fraser Canyon", "Hope to Lytton"],
  ]

  static let sites: [DriveBCSite] = [
    site(12001, "Coquihalla Summit", 5, 1244, .northSouth, 49.5973, -121.0781, radius: 30),
    site(12002, "Allison Pass", 3, 1342, .eastWest, 49.117, -120.867, radius: 25),
    site(12003, "Kootenay Pass", 3, 1775, .eastWest, 49.0581, -117.0419, radius: 20),
    site(12004, "Rogers Pass", 1, 1330, .eastWest, 51.3014, -117.5213, radius: 25, zone: .mountain),
    site(12005, "Kicking Horse Pass", 1, 1627, .eastWest, 51.4525, -116.2858, radius: 15, zone: .mountain),
    site(12006, "Pine Pass", 97, 875, .northSouth, 55.400, -122.633, radius: 25),
    site(12007, "Cayoosh Pass", 99, 1275, .northSouth, 50.3717, -122.4922, radius: 25),
    // Anarchist and Bonanza: position and height rougher than the rest.
    site(12008, "Anarchist Summit", 3, 1233, .eastWest, 49.01, -119.35, radius: 15),
    site(12009, "Bonanza Pass", 3, 1535, .eastWest, 49.27, -118.05, radius: 15),
    // Corridors without a summit, measured from their middle: Squamish to Whistler, Hope to Lytton.
    site(12010, "Sea-to-Sky", 99, nil, .northSouth, 49.90, -123.13, radius: 30),
    site(12011, "Fraser Canyon", 1, nil, .northSouth, 49.80, -121.45, radius: 45),
  ]

  /// The site of one row. Heights are BC's metres; the pass carries them in feet as every pass does.
  private static func site(
    _ id: Int, _ name: String, _ highway: Int, _ metres: Int?, _ directions: DirectionPair, _ lat: Double,
    _ lon: Double, radius: Double, zone: USZone = .pacific
  ) -> DriveBCSite {
    let summit = Coordinate(lat, lon)
    let feet = metres.map { Int((Double($0) / 0.3048).rounded()) }
    let pass = Pass(
      id: id, agency: .drivebc, name: name, highway: "BC-\(highway)", elevationFeet: feet, directions: directions,
      summit: summit)
    return DriveBCSite(
      pass: pass, summit: summit, highwayNumber: String(highway), radiusKm: radius, elevationMetres: metres, zone: zone)
  }
}
